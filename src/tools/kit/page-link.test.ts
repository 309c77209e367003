/** The page link's query is encoded exactly as URLSearchParams encodes it, as the links served from the start were. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec } from '../../core/decimal.js';
import { formEncode, pageLink } from './page-link.js';

const anyText = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 30 })
  .map((codes) => String.fromCharCode(...codes));

describe('page links', () => {
  it('encode any text as URLSearchParams does, lone surrogates and all (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyText, fc.string(), fc.constantFrom('a b', "!'()*~", '套', '\uD800', 'x\uDC00y', 'C&F', '1+1=2')),
        (text) => {
          assert.equal(formEncode(text), new URLSearchParams({ v: text }).toString().slice(2));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('write rows as dotted names and decimals as their plain text, leaving absent inputs out', () => {
    const link = pageLink('https://site.test/tools/cbm', {
      cartons: [{ length: dec('60.50'), quantity: 10 }],
      mode: 'lcl',
      airDivisor: undefined,
      port: 'Hamburg Süd',
    });
    assert.equal(
      link,
      'https://site.test/tools/cbm?cartons.0.length=60.5&cartons.0.quantity=10&mode=lcl&port=Hamburg+S%C3%BCd',
    );
  });
});
