/**
 * The answer writer writes figures by hand for speed (src/tools/kit/answer-writer.ts); these tests
 * bind it to the one description of their members (src/core/figure-members.ts): for every kind,
 * with every member and with only the required ones, the bytes it writes are JSON.stringify's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIGURE_KINDS, FIGURE_MEMBERS, type MemberWriting } from '../../src/core/figure-members.js';
import type { Figure } from '../../src/core/figures.js';
import { writeCalculation } from '../../src/tools/kit/answer-writer.js';

/** A value for each way a member is written; texts that need escaping where text is free. */
const SAMPLES: Record<MemberWriting, unknown> = {
  decimal: '-1234.50',
  published: '4.3135',
  text: 'm³ "inside" \\ 箱',
  currency: 'USD',
  day: '2026-09-04',
  'integer?': 2,
  'boolean?': false,
};

function sample(kind: (typeof FIGURE_KINDS)[number], withOptional: boolean): Figure {
  const members: Readonly<Record<string, MemberWriting>> = FIGURE_MEMBERS[kind];
  const figure: Record<string, unknown> = { kind };
  for (const [name, writing] of Object.entries(members))
    if (withOptional || !writing.endsWith('?')) figure[name] = SAMPLES[writing];
  // Made from the description, as the constructors of core/figures.ts make them.
  return figure as unknown as Figure;
}

describe('the figures an answer writes', () => {
  for (const kind of FIGURE_KINDS)
    for (const withOptional of [true, false])
      it(`writes a ${kind} figure ${withOptional ? 'with every member' : 'with the required members'} as JSON.stringify does`, () => {
        const figure = sample(kind, withOptional);
        const written = writeCalculation({
          toolJson: '"t"',
          result: { outputs: { x: figure }, steps: [], warnings: [] },
          lang: 'en',
          normalized: [],
          page: '/p',
        });
        assert.ok(written.includes(`"outputs":{"x":${JSON.stringify(figure)}}`), written);
      });
});
