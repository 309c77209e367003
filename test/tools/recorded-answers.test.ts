/**
 * No byte on the wire changes (issue 14): every calculator answers each recorded input
 * (test/fixtures/tool-answers: the worked examples in four languages and 320 generated inputs,
 * refusals included) with exactly the bytes recorded from the implementation before the
 * calculators were rewritten, provenance.generated_at aside, over the same dataset versions.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { TOOLS } from '../../src/tools/registry.js';
import { answerOf, dataDirOf, readRecorded, recordedApp } from '../fixtures/tool-answers/recorded-answers.js';

describe('calculators answer the recorded bytes', () => {
  const { versions, cases } = readRecorded();
  let app: FastifyInstance;
  let dataDir: string;
  before(async () => {
    dataDir = dataDirOf(versions);
    app = await recordedApp(dataDir);
  });
  after(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has recorded answers for every tool, most of them calculations', () => {
    for (const tool of TOOLS) {
      const ok = cases.filter((c) => c.tool === tool.id && c.status === 200).length;
      assert.ok(ok >= 10, `${tool.id}: ${ok} recorded calculations`);
    }
    assert.ok(cases.length >= 350);
  });

  for (const tool of TOOLS) {
    it(`${tool.id}: the same status and bytes for each recorded input`, async () => {
      for (const recorded of cases.filter((c) => c.tool === tool.id)) {
        const answer = await answerOf(app, recorded.tool, recorded.lang, recorded.inputs);
        assert.equal(answer.status, recorded.status, JSON.stringify(recorded.inputs));
        assert.equal(answer.body, recorded.body, `${recorded.lang} ${JSON.stringify(recorded.inputs)}`);
      }
    });
  }
});
