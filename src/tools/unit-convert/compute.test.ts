/**
 * unit-convert's pure compute. Worked figures from the definitions of the international yard and
 * pound (1959; NIST Handbook 44, Appendix C): 1 in = 25.4 mm, 1 ft = 0.3048 m, 1 lb = 0.45359237 kg.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec } from '../../core/decimal.js';

import { computeUnitConvert } from './compute.js';
import { Refusal } from '../../core/issues.js';

const convert = (
  value: string,
  from: Parameters<typeof computeUnitConvert>[0]['from'],
  to: Parameters<typeof computeUnitConvert>[0]['to'],
) => computeUnitConvert({ value: dec(value), from, to });

describe('unit-convert compute', () => {
  it('converts by the exact definitions', () => {
    assert.deepEqual(convert('12.5', 'ft3', 'm3').outputs.result, {
      kind: 'quantity',
      value: '0.3539605824',
      unit: 'm3',
    });
    assert.deepEqual(convert('1', 'lb', 'kg').outputs.result, { kind: 'quantity', value: '0.45359237', unit: 'kg' });
    assert.deepEqual(convert('100', 'in', 'cm').outputs.result, { kind: 'quantity', value: '254', unit: 'cm' });
    assert.deepEqual(convert('12.5', 'ft3', 'm3').warnings, []);
  });

  it('rounds a quotient that does not terminate half-up to 10 places, and says so', () => {
    const answer = convert('1', 'cm', 'in');
    assert.deepEqual(answer.outputs.result, { kind: 'quantity', value: '0.3937007874', unit: 'in' });
    assert.deepEqual(
      answer.warnings.map((w) => w.code),
      ['unit-convert.rounded'],
    );
  });

  it('refuses units of different kinds at `to`', () => {
    assert.throws(
      () => convert('1', 'kg', 'm'),
      (error: unknown) => error instanceof Refusal && error.issues[0]?.path === 'to',
    );
  });
});
