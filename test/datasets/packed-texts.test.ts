/** A held version's row texts packed as UTF-8 (src/datasets/packed-texts.ts): any slice reads back the texts put in. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PackedTexts } from '../../src/datasets/packed-texts.js';

describe('packed row texts', () => {
  it('gives back every slice of the texts put in, through growth and trimming', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { maxLength: 700 }),
        fc.nat(800),
        fc.nat(800),
        (texts, a, b) => {
          const packed = new PackedTexts();
          for (const text of texts) packed.push(Buffer.from(text));
          packed.trim();
          const [start, end] = a <= b ? [a, b] : [b, a];
          assert.equal(packed.count, texts.length);
          assert.deepEqual(packed.slice(start, end), texts.slice(start, end));
        },
      ),
      { numRuns: 60 },
    );
  });
});
