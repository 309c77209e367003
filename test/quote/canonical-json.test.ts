/** RFC 8785 canonical JSON, on the examples of the RFC that a quote can hold, and as a property. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { canonicalDigest, canonicalJson } from '../../src/quote/canonical-json.js';

describe('canonical JSON (RFC 8785)', () => {
  it('sorts members by UTF-16 code units, at every depth, without whitespace', () => {
    // RFC 8785 §3.2.3 sorting example (its numeric member left out): "\r", "1", "\u0080", "ö", "€", "😀", "דּ".
    const sorted = canonicalJson({
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    });
    assert.equal(
      sorted,
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","😀":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
    assert.equal(canonicalJson({ b: [3, { d: true, c: null }], a: 'x' }), '{"a":"x","b":[3,{"c":null,"d":true}]}');
  });

  it('escapes strings as JSON.stringify does (RFC 8785 §3.2.2.2)', () => {
    assert.equal(canonicalJson('\u20ac$\u000f\nA\'B"\\\\"/'), '"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"');
  });

  it('refuses numbers a verifier might write differently', () => {
    assert.throws(() => canonicalJson(1.5), RangeError);
    assert.throws(() => canonicalJson(Number.NaN), RangeError);
  });

  it('does not depend on the order members were written in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        assert.equal(canonicalJson(reversed), canonicalJson(object));
        assert.deepEqual(JSON.parse(canonicalJson(object)), { ...object });
        assert.match(canonicalDigest(object), /^sha256:[0-9a-f]{64}$/);
      }),
    );
  });
});
