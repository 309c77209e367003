/**
 * Exact quotients of decimals. A quote is a chain of divisions (÷ the rate, ÷ (1 − margin),
 * ÷ (1 − insurance factor), ÷ (1 − commission)); carrying numerator and denominator through
 * the chain and dividing once at the end means each figure is rounded exactly once, so no
 * intermediate rounding can move a price by a unit in its last place.
 */
import { type Decimal, abs, add, dec, divide, mul, neg, sub } from '../../core/decimal.js';
import type { RoundingMode } from '../../core/rounding.js';

/** n ÷ d with d ≠ 0. */
export interface Fraction {
  readonly n: Decimal;
  readonly d: Decimal;
}

const ONE = dec('1');

export function fraction(n: Decimal, d: Decimal = ONE): Fraction {
  if (d.isZero()) throw new RangeError('a fraction with a zero denominator');
  return { n, d };
}

export function plus(a: Fraction, b: Fraction): Fraction {
  return a.d.eq(b.d) ? { n: add(a.n, b.n), d: a.d } : { n: add(mul(a.n, b.d), mul(b.n, a.d)), d: mul(a.d, b.d) };
}

export function minus(a: Fraction, b: Fraction): Fraction {
  return plus(a, { n: neg(b.n), d: b.d });
}

export function times(a: Fraction, b: Fraction): Fraction {
  return { n: mul(a.n, b.n), d: mul(a.d, b.d) };
}

export function over(a: Fraction, b: Fraction): Fraction {
  return fraction(mul(a.n, b.d), mul(a.d, b.n));
}

/** 1 − x, the factor of a rate taken out of a price (1 − margin, 1 − commission). */
export function oneMinus(x: Decimal): Fraction {
  return fraction(sub(ONE, x));
}

/** The fraction rounded once to `places` decimals. */
export function rounded(value: Fraction, places: number, mode: RoundingMode = 'half-up'): Decimal {
  return divide(value.n, value.d, places, mode);
}

/** −1, 0 or 1. */
function signOf(value: Fraction): number {
  return value.n.isZero() ? 0 : value.n.isNegative() === value.d.isNegative() ? 1 : -1;
}

/** |a| > |limit|, compared exactly (no rounding). */
export function exceeds(a: Fraction, limit: Fraction): boolean {
  return signOf(minus(absolute(a), absolute(limit))) > 0;
}

function absolute(value: Fraction): Fraction {
  return { n: abs(value.n), d: abs(value.d) };
}
