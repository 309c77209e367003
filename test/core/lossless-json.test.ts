/** Reading JSON numbers as their senders wrote them (issue 15): the parser agrees with JSON.parse on everything else. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { JsonNumber, numbersNeedSource, parseLossless } from '../../src/core/lossless-json.js';

/** JSON.parse's reading with every number turned into a JsonNumber of its shortest text (what parseLossless gives for such text). */
function asLossless(value: unknown): unknown {
  if (typeof value === 'number') return new JsonNumber(String(value));
  if (Array.isArray(value)) return value.map(asLossless);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asLossless(v)]));
  return value;
}

describe('lossless JSON', () => {
  it('reads every JSON text as JSON.parse does, numbers kept as text (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 1, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        assert.deepEqual(parseLossless(text), asLossless(JSON.parse(text)));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the source text of numbers a double would change', () => {
    assert.deepEqual(parseLossless('{"value":0.12345678901234567890,"n":[1e-7,-0,2.50,1E+21]}'), {
      value: new JsonNumber('0.12345678901234567890'),
      n: [new JsonNumber('1e-7'), new JsonNumber('-0'), new JsonNumber('2.50'), new JsonNumber('1E+21')],
    });
    assert.equal(numbersNeedSource('{"a":"0.12345678901234567890","b":12.5,"c":1e-7}'), false);
    assert.equal(numbersNeedSource('{"a":0.12345678901234567890}'), true);
    assert.equal(numbersNeedSource('[2.50]'), true);
    assert.equal(numbersNeedSource('["\\"",-0]'), true);
  });

  it('refuses what JSON.parse refuses', () => {
    for (const bad of [
      '',
      '{',
      '{"a":1,}',
      '[1,]',
      '[,1]',
      '01',
      '{"a" 1}',
      '{a:1}',
      '1 2',
      '"\\x"',
      '[1}',
      '{"a":1]',
      'nul',
      '-',
      '1.',
      '.5',
      '+1',
      '[]]',
    ]) {
      assert.throws(() => JSON.parse(bad), bad);
      assert.throws(() => parseLossless(bad), SyntaxError, bad);
    }
  });

  it('reads nesting deeper than the call stack, and keeps "__proto__" an own key', () => {
    const deep = `${'['.repeat(100_000)}1.50${']'.repeat(100_000)}`;
    let value = parseLossless(deep);
    for (let i = 0; i < 100_000; i += 1) value = (value as unknown[])[0];
    assert.deepEqual(value, new JsonNumber('1.50'));
    const keyed = parseLossless('{"__proto__":{"x":1.0}}') as Record<string, unknown>;
    assert.equal(Object.getPrototypeOf(keyed), Object.prototype);
    assert.ok(Object.hasOwn(keyed, '__proto__'));
  });
});
