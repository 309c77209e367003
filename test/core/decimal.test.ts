/** Exact decimals: the §2.5 pattern, exact arithmetic, and division only with a named rounding. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Decimal, add, dec, divide, mul, padTo, parseDecimal, roundTo, sub, toPlain } from '../../src/core/decimal.js';
import type { RoundingMode } from '../../src/core/rounding.js';

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }))
  .map(([negative, digits, scale]) => {
    const text = digits.toString().padStart(scale + 1, '0');
    const plain = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
    return negative && digits !== 0n ? `-${plain}` : plain;
  });

describe('the decimal pattern of §2.5', () => {
  it('reads what matches and nothing else', () => {
    for (const good of ['0', '-0', '7', '-12.5', '0.001', '1234567890123456789012345.000001']) {
      assert.ok(parseDecimal(good), good);
    }
    for (const bad of ['', '01', '1.', '.5', '+1', '1e3', '1,000', ' 1', '1 ', 'NaN', 'Infinity', '0x1f', '１', '1.2.3', '--1']) {
      assert.equal(parseDecimal(bad), null, bad);
    }
  });

  it('gives back the number it read, without exponent, trailing zeros normalised (property)', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const normalised = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
        assert.equal(toPlain(dec(text)), /^-?0$/.test(normalised) ? '0' : normalised);
      }),
    );
    assert.equal(toPlain(dec('0.0000000000000000000001')), '0.0000000000000000000001');
    assert.equal(toPlain(dec('100000000000000000000000000000')), '100000000000000000000000000000');
  });
});

describe('exact arithmetic', () => {
  it('adds and multiplies without losing a digit (property: checked in integers)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), (a, b) => {
        const x = new Decimal(`${a}e-20`);
        const y = new Decimal(`${b}e-17`);
        assert.ok(mul(x, y).eq(new Decimal(`${a * b}e-37`)));
        assert.ok(add(x, y).eq(new Decimal(`${a + b * 1000n}e-20`)));
        assert.ok(sub(add(x, y), y).eq(x));
      }),
    );
  });

  it('has no division that could round silently', () => {
    assert.throws(() => dec('1').div(3), /divide\(a, b, places, mode\)/);
    assert.throws(() => dec('2').sqrt(), /divide/);
  });
});

describe('divide with a named rounding', () => {
  const cases: Array<[string, string, number, RoundingMode, string]> = [
    ['1', '3', 4, 'half-up', '0.3333'],
    ['2', '3', 4, 'half-up', '0.6667'],
    ['1', '8', 2, 'half-up', '0.13'],
    ['1', '8', 2, 'half-even', '0.12'],
    ['3', '8', 2, 'half-even', '0.38'],
    ['-1', '8', 2, 'half-up', '-0.13'],
    ['-1', '3', 2, 'floor', '-0.34'],
    ['-1', '3', 2, 'ceil', '-0.33'],
    ['1', '3', 2, 'up', '0.34'],
    ['2', '3', 2, 'down', '0.66'],
    ['10', '4', 0, 'half-up', '3'],
    ['113', '1.13', 2, 'half-up', '100'],
    ['0.5', '1', 0, 'half-even', '0'],
    ['-2.5', '1', 0, 'half-even', '-2'],
  ];
  for (const [a, b, places, mode, expected] of cases) {
    it(`${a} ÷ ${b} to ${places} places ${mode} is ${expected}`, () => {
      assert.equal(toPlain(divide(dec(a), dec(b), places, mode)), expected);
    });
  }

  it('brackets the exact quotient (property: floor ≤ a/b ≤ ceil, one unit apart at most)', () => {
    fc.assert(
      fc.property(decimalText, decimalText.filter((t) => !/^-?0(\.0*)?$/.test(t)), fc.integer({ min: 0, max: 8 }), (a, b, places) => {
        const x = dec(a);
        const y = dec(b);
        const low = divide(x, y, places, 'floor');
        const high = divide(x, y, places, 'ceil');
        const unit = new Decimal(`1e-${places}`);
        const positive = y.isPositive();
        // low·y ≤ x ≤ high·y for y > 0 (reversed for y < 0)
        if (positive) assert.ok(mul(low, y).lte(x) && mul(high, y).gte(x));
        else assert.ok(mul(low, y).gte(x) && mul(high, y).lte(x));
        assert.ok(sub(high, low).lte(unit));
        const half = divide(x, y, places, 'half-up');
        assert.ok(half.eq(low) || half.eq(high));
      }),
    );
  });

  it('refuses division by zero', () => {
    assert.throws(() => divide(dec('1'), dec('0'), 2, 'half-up'), RangeError);
  });
});

describe('rounding and padding', () => {
  it('rounds money half-up and pads without rounding again', () => {
    assert.equal(toPlain(roundTo(dec('2.345'), 2, 'half-up')), '2.35');
    assert.equal(toPlain(roundTo(dec('-2.345'), 2, 'half-up')), '-2.35');
    assert.equal(toPlain(roundTo(dec('2.345'), 2, 'half-even')), '2.34');
    assert.equal(padTo(dec('1.5'), 3), '1.500');
    assert.equal(padTo(dec('-0'), 2), '0.00');
    assert.throws(() => padTo(dec('1.2345'), 2), /round it first/);
  });
});
