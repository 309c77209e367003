/**
 * GET /v1/refund-rate/search?version= (docs/refund-rate.md, Editions asked for by name): an older
 * edition, indexed by the pool's task, answers exactly as it did when it was the current one, and
 * is indexed once however many ask for it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadStore } from '../../src/datasets/store.js';
import { featureRoutes } from '../../src/http/service.js';
import { IN_PROCESS } from '../../src/work/in-process.js';
import type { Work } from '../../src/work/tasks.js';
import { writeSearchLibrary } from '../fixtures/refund-search-library.js';
import { testApp } from '../helpers/app.js';

const OLDEST = '2025-06-10';
const LEFT_OUT = ['96170019001', '8516710010'];
const QUERIES = [
  'q=bwb',
  'q=8516&limit=100',
  `q=${encodeURIComponent('不锈钢 保温杯')}&export_date=2026-03-01`,
  'q=9617',
];

async function appOver(dataDir: string, work: Work): Promise<FastifyInstance> {
  return testApp({ routes: featureRoutes(loadStore(dataDir), 'https://site.test', undefined, undefined, work).routes });
}

describe('GET /v1/refund-rate/search of an edition asked for by name', () => {
  const indexed: string[] = [];
  const counting: Work = {
    run: (name, input) => {
      if ('jsonPath' in input) indexed.push(input.jsonPath);
      return IN_PROCESS.run(name, input);
    },
  };
  let named: FastifyInstance;
  let alone: FastifyInstance;

  before(async () => {
    const editions = mkdtempSync(join(tmpdir(), 'search-editions-'));
    await writeSearchLibrary(editions, 'OLDEST', OLDEST, LEFT_OUT);
    await writeSearchLibrary(editions, 'MIDDLE', '2026-01-10', LEFT_OUT.slice(1));
    await writeSearchLibrary(editions, 'NEWEST', '2026-06-10');
    named = await appOver(editions, counting);
    const oldestAlone = mkdtempSync(join(tmpdir(), 'search-edition-alone-'));
    await writeSearchLibrary(oldestAlone, 'OLDEST', OLDEST, LEFT_OUT);
    alone = await appOver(oldestAlone, IN_PROCESS);
  });

  it('answers as that edition did when it was the current one', async () => {
    for (const query of QUERIES) {
      const asked = (await named.inject({ url: `/v1/refund-rate/search?${query}&version=${OLDEST}` })).json();
      const current = (await alone.inject({ url: `/v1/refund-rate/search?${query}` })).json();
      assert.equal(asked.dataset.version, OLDEST);
      assert.deepEqual(asked.search, current.search, query);
      assert.deepEqual(asked.dataset, current.dataset);
      assert.deepEqual(asked.notes, current.notes);
    }
  });

  it('indexes the edition once, however many ask for it', async () => {
    const before = indexed.length;
    const answers = await Promise.all(
      QUERIES.map((query) => named.inject({ url: `/v1/refund-rate/search?${query}&version=2026-01-10` })),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      QUERIES.map(() => 200),
    );
    await named.inject({ url: '/v1/refund-rate/search?q=bwb&version=2026-01-10' });
    assert.equal(indexed.length, before + 1);
    // The oldest was indexed once, by the first test; the current one never is.
    await named.inject({ url: '/v1/refund-rate/search?q=bwb&version=2026-06-10' });
    assert.equal(indexed.filter((path) => path.includes(OLDEST)).length, 1);
    assert.equal(indexed.length, before + 1);
  });
});
