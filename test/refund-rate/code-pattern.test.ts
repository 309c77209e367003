/**
 * The customs code's published pattern says exactly what the reader takes (issue 34): a client
 * that checks the pattern is never refused for the code, and a text the pattern refuses the
 * service refuses too.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { CUSTOMS_CODE_TEXT, readCustomsCode } from '../../src/refund-rate/code.js';

describe('the customs code pattern', () => {
  it('accepts a text exactly when the reader reads a code from it', () => {
    const pieces = fc.constantFrom('0', '1', '5', '9', '.', ' ', '\t', 'a', '-', '８');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 16 }), (chars) => {
        const text = chars.join('');
        assert.equal(CUSTOMS_CODE_TEXT.test(text), readCustomsCode(text) !== null, JSON.stringify(text));
      }),
      { numRuns: 3000 },
    );
    for (const text of ['0102.2900.10', '01022900', '0102 29 00 10', ' 8504319000 '])
      assert.ok(CUSTOMS_CODE_TEXT.test(text), text);
    for (const text of ['0102290', '010229001', 'LZl1xaz8', '85043190001'])
      assert.ok(!CUSTOMS_CODE_TEXT.test(text), text);
  });
});
