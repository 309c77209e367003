/**
 * Rounding modes, named. A figure loses digits only through one of these, and the rule
 * that picks the mode for each kind of figure is written down here and in docs/rounding.md.
 */
export type RoundingMode =
  /** Ties away from zero: 四舍五入, the rule of Chinese tax and accounting practice. */
  | 'half-up'
  /** Ties to the even neighbour (banker's rounding). */
  | 'half-even'
  /** Toward zero: truncation. */
  | 'down'
  /** Away from zero. */
  | 'up'
  /** Toward negative infinity. */
  | 'floor'
  /** Toward positive infinity: for counts that must cover a quantity (containers, cartons). */
  | 'ceil';

/** The written rules (docs/rounding.md). */
export const ROUNDING_RULES = {
  /** Money in CNY and in foreign currency: to the cent, half-up. */
  money: { places: 2, mode: 'half-up' },
} as const satisfies Record<string, { places: number; mode: RoundingMode }>;

/** Against half the divisor, the remainder is below it (-1), exactly half (0) or above it (1). */
type HalfComparison = -1 | 0 | 1;

/** Whether a quotient with a remainder is rounded away from zero, by mode. */
function roundsAway(mode: RoundingMode, negative: boolean, half: HalfComparison, odd: boolean): boolean {
  switch (mode) {
    case 'down':
      return false;
    case 'up':
      return true;
    case 'floor':
      return negative;
    case 'ceil':
      return !negative;
    case 'half-up':
      return half >= 0;
    case 'half-even':
      return half > 0 || (half === 0 && odd);
  }
}

/**
 * n ÷ d for safe integers, rounded with `mode`: the remainder of two safe integers is exact in
 * floating point, and so is the division of n − r by d, so no rounding but the named one occurs.
 */
export function roundQuotientOfSafe(numerator: number, denominator: number, mode: RoundingMode): number {
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const remainder = n % d;
  let quotient = (n - remainder) / d;
  // Doubling is exact: it only raises the exponent.
  const twiceRemainder = remainder * 2;
  const half: HalfComparison = twiceRemainder < d ? -1 : twiceRemainder === d ? 0 : 1;
  if (remainder !== 0 && roundsAway(mode, negative, half, quotient % 2 === 1)) quotient += 1;
  return negative ? -quotient : quotient;
}

/** The integer quotient n ÷ d rounded with `mode` (the exact remainder decides). */
export function roundQuotient(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRemainder = (n % d) * 2n;
  const half: HalfComparison = twiceRemainder < d ? -1 : twiceRemainder === d ? 0 : 1;
  if (twiceRemainder !== 0n && roundsAway(mode, negative, half, quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}
