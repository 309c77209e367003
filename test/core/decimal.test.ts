/** Exact decimals: the §2.5 pattern, exact arithmetic, and division only with a named rounding. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  Decimal,
  add,
  compare,
  dec,
  divide,
  divideExact,
  mul,
  padTo,
  parseDecimal,
  roundTo,
  sub,
  toPlain,
} from '../../src/core/decimal.js';
import { type RoundingMode, roundQuotient, roundQuotientOfSafe } from '../../src/core/rounding.js';

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
    for (const bad of [
      '',
      '01',
      '1.',
      '.5',
      '+1',
      '1e3',
      '1,000',
      ' 1',
      '1 ',
      'NaN',
      'Infinity',
      '0x1f',
      '１',
      '1.2.3',
      '--1',
    ]) {
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

describe('exact arithmetic over scaled integers', () => {
  const scaled = (units: bigint, scale: number) => Decimal.of(units, scale);
  const big = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
  // Around 2^53, where a number's units give way to a bigint's.
  const edge = fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n });

  it('adds, subtracts and multiplies without losing a digit (property: checked in bigints)', () => {
    fc.assert(
      fc.property(fc.oneof(big, edge), fc.oneof(big, edge), (a, b) => {
        const x = scaled(a, 20);
        const y = scaled(b, 17);
        assert.ok(mul(x, y).eq(scaled(a * b, 37)));
        assert.ok(add(x, y).eq(scaled(a + b * 1000n, 20)));
        assert.ok(sub(add(x, y), y).eq(x));
        assert.equal(compare(x, y), a < b * 1000n ? -1 : a > b * 1000n ? 1 : 0);
      }),
    );
  });

  it('keeps units a number exactly while they are a safe integer, and the shortest form', () => {
    const limit = dec(String(Number.MAX_SAFE_INTEGER));
    assert.equal(typeof limit.units, 'number');
    assert.equal(typeof add(limit, dec('1')).units, 'bigint');
    assert.equal(typeof sub(add(limit, dec('1')), dec('1')).units, 'number');
    assert.equal(typeof mul(dec('94906267'), dec('94906267')).units, 'bigint');
    assert.deepEqual([dec('1300.00').units, dec('1300.00').scale], [1300, 0]);
    assert.deepEqual([dec('-0.000').units, dec('-0.000').scale], [0, 0]);
    assert.equal(toPlain(mul(dec('0.5'), dec('0.2'))), '0.1');
    // Sixteen figures past 2^53 are read exactly, not through a double (9007199254740993 was …992).
    for (const text of ['9007199254740993', '90072261252578.69', '-9999999999999999', '9007199254740991'])
      assert.equal(toPlain(dec(text)), text);
  });

  it('divides exactly only when the quotient terminates', () => {
    assert.equal(toPlain(divideExact(dec('1'), dec('8'))!), '0.125');
    assert.equal(toPlain(divideExact(dec('762'), dec('25.4'))!), '30');
    assert.equal(divideExact(dec('1'), dec('3')), null);
    assert.equal(divideExact(dec('1'), dec('1024'), 5), null);
    assert.equal(toPlain(divideExact(dec('-3'), dec('-0.16'))!), '18.75');
    assert.equal(
      toPlain(divideExact(dec('1'), dec('1099511627776'))!),
      toPlain(divide(dec('1'), dec('1099511627776'), 40, 'down')),
    );
  });

  it('divides exactly whenever, and only when, the quotient terminates (property, numbers and bigints)', () => {
    fc.assert(
      fc.property(
        decimalText,
        decimalText.filter((t) => !/^-?0(\.0*)?$/.test(t)),
        (a, b) => {
          const x = dec(a);
          const y = dec(b);
          const exact = divideExact(x, y);
          if (exact !== null) assert.ok(mul(exact, y).eq(x));
          else assert.ok(!mul(divide(x, y, 80, 'down'), y).eq(x));
        },
      ),
    );
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
      fc.property(
        decimalText,
        decimalText.filter((t) => !/^-?0(\.0*)?$/.test(t)),
        fc.integer({ min: 0, max: 8 }),
        (a, b, places) => {
          const x = dec(a);
          const y = dec(b);
          const low = divide(x, y, places, 'floor');
          const high = divide(x, y, places, 'ceil');
          const unit = Decimal.of(1, places);
          const positive = !y.isNegative();
          // low·y ≤ x ≤ high·y for y > 0 (reversed for y < 0)
          if (positive) assert.ok(mul(low, y).lte(x) && mul(high, y).gte(x));
          else assert.ok(mul(low, y).gte(x) && mul(high, y).lte(x));
          assert.ok(sub(high, low).lte(unit));
          const half = divide(x, y, places, 'half-up');
          assert.ok(half.eq(low) || half.eq(high));
        },
      ),
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

describe('rounding a quotient in numbers and in bigints', () => {
  const modes: RoundingMode[] = ['half-up', 'half-even', 'down', 'up', 'floor', 'ceil'];
  it('gives the same integer either way, for every mode (property)', () => {
    const safe = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    const small = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(
        fc.oneof(safe, small),
        fc.oneof(safe, small).filter((d) => d !== 0),
        fc.constantFrom(...modes),
        (n, d, mode) => {
          assert.equal(BigInt(roundQuotientOfSafe(n, d, mode)), roundQuotient(BigInt(n), BigInt(d), mode));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
