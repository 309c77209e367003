/**
 * A tool's outputs are typed by the list its definition declares (src/tools/kit/input-spec.ts,
 * OutputsOf): npm test type-checks this file first, and each `@ts-expect-error` must stay an error.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec } from '../../src/core/decimal.js';
import { code, count, money } from '../../src/core/figures.js';
import type { OutputsOf } from '../../src/tools/kit/input-spec.js';

const SUFFIXES = ['Bank', 'B'] as const;
const DECLARED = [
  ...SUFFIXES.map((suffix) => ({ name: `annual${suffix}` as const, kind: 'money' as const })),
  { name: 'best', kind: 'code' },
  { name: 'rank', kind: 'count' },
] as const;
type Declared = OutputsOf<typeof DECLARED>;

/** What must not compile (never run). */
export function typeChecks(): unknown[] {
  const outputs: Declared = {};
  return [
    (outputs.annualBank = money(dec('1'), 'CNY')),
    (outputs.best = code('bank')),
    // @ts-expect-error a name the tool does not declare
    (outputs.annualC = money(dec('1'), 'CNY')),
    // @ts-expect-error a figure of another kind than declared
    (outputs.best = money(dec('1'), 'CNY')),
    // @ts-expect-error a count where money is declared, through a name built from its suffix
    (outputs[`annual${SUFFIXES[1]}`] = count(dec('1'))),
  ];
}

describe('outputs typed by their declaration', () => {
  it('takes every declared name with a figure of its kind', () => {
    const outputs: Declared = { annualB: money(dec('2'), 'CNY'), rank: count(dec('1')) };
    assert.deepEqual(Object.keys(outputs), ['annualB', 'rank']);
  });
});
