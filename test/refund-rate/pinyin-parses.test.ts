/**
 * Reading pinyin (src/refund-rate/search/pinyin-match.ts) visits a number of states linear in the
 * letters, whatever they are: counted, never timed. Over the real-size fixture's syllables, where
 * runs split many ways (xian as xian or xi an, an as an or a n): a run whose end no syllable
 * takes (an × 31 then av) made the old walk try every split, four times as many every two letters.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { StepBudget } from '../../src/core/step-budget.js';
import { PARSE_STATES_PER_LETTER, type PinyinUnit, pinyinParses } from '../../src/refund-rate/search/pinyin-match.js';
import type { SearchIndex } from '../../src/refund-rate/search/search-index.js';
import { realSizeSearchIndex } from './real-size-search.js';

let index: SearchIndex;

/** The parses of `letters` and the states visited to find them. */
function parsed(letters: string): { parses: PinyinUnit[][]; states: number } {
  const steps = new StepBudget();
  const parses = pinyinParses(letters, index.syllables, index.starts, steps);
  return { parses, states: steps.used };
}

const bound = (letters: string) => PARSE_STATES_PER_LETTER * (letters.length + 1);
const text = (parse: readonly PinyinUnit[]) => parse.map((unit) => unit.letters).join(' ');

describe('reading pinyin in a number of states linear in the letters', () => {
  before(async () => {
    index = await realSizeSearchIndex(2_000);
  });

  it('reads a run no syllable ends (an × 31 then av) in at most the bound, with first letters', () => {
    for (let pairs = 1; pairs <= 31; pairs += 1) {
      const letters = `${'an'.repeat(pairs)}av`;
      const { parses, states } = parsed(letters);
      assert.ok(states <= bound(letters), `${letters.length} letters: ${states} states`);
      assert.ok(parses.length >= 1 && parses.length <= 8);
      // No whole reading: the v is read as a first letter.
      assert.ok(parses.every((parse) => parse.some((unit) => !unit.whole)));
    }
  });

  it('reads runs of ambiguous syllables (xian…, zhuang…) within the bound, at most 8 parses', () => {
    for (const letters of [
      'xian'.repeat(16),
      `${'xian'.repeat(15)}xia`,
      'xianv'.repeat(12),
      'zhuang'.repeat(10),
      'a'.repeat(64),
      'n'.repeat(64),
      'v'.repeat(64),
      'ng'.repeat(32),
    ]) {
      const { parses, states } = parsed(letters);
      assert.ok(states <= bound(letters), `${letters}: ${states} states`);
      assert.ok(parses.length <= 8, letters);
    }
    assert.equal(text(parsed('xian'.repeat(16)).parses[0] ?? []), Array(16).fill('xian').join(' '));
  });

  it('reads any 64 letters of the fixture’s syllables, starts and stray letters within the bound', () => {
    const syllables = [...index.syllables];
    const piece = fc.oneof(
      fc.constantFrom(...syllables),
      fc.constantFrom(...index.starts),
      fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 64 }), fc.nat(64), (pieces, cut) => {
        const letters = pieces.join('').slice(0, Math.max(1, cut));
        const { parses, states } = parsed(letters);
        assert.ok(states <= bound(letters), `${letters}: ${states} states`);
        assert.ok(parses.length >= 1 && parses.length <= 9, letters);
        for (const parse of parses) assert.equal(parse.map((unit) => unit.letters).join(''), letters);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the readings: whole syllables first, a short run also as first letters, first letters only without a whole one', () => {
    assert.equal(parsed('buxiugang').parses.map(text)[0], 'bu xiu gang');
    assert.ok(parsed('baowenbe').parses.map(text).includes('bao wen be'));
    assert.deepEqual(parsed('led').parses.map(text).at(-1), 'l e d');
    assert.ok(parsed('bxg').parses.map(text).includes('b x g'));
    assert.ok(parsed('xian').parses.map(text).includes('xi an'));
    assert.ok(parsed('xian').parses.map(text).includes('xian'));
  });
});
