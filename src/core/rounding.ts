/**
 * Rounding modes, named. A figure loses digits only through one of these, and the rule
 * that picks the mode for each kind of figure is written down here and in docs/rounding.md.
 */
import { Decimal as DecimalJs } from 'decimal.js';

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

const DECIMAL_JS_MODES: Record<RoundingMode, DecimalJs.Rounding> = {
  'half-up': DecimalJs.ROUND_HALF_UP,
  'half-even': DecimalJs.ROUND_HALF_EVEN,
  down: DecimalJs.ROUND_DOWN,
  up: DecimalJs.ROUND_UP,
  floor: DecimalJs.ROUND_FLOOR,
  ceil: DecimalJs.ROUND_CEIL,
};

export function toDecimalJsMode(mode: RoundingMode): DecimalJs.Rounding {
  return DECIMAL_JS_MODES[mode];
}

/** The integer quotient n ÷ d rounded with `mode` (the exact remainder decides). */
export function roundQuotient(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRemainder = (n % d) * 2n;
  if (twiceRemainder !== 0n && roundsAway(mode, negative, twiceRemainder, d, quotient)) quotient += 1n;
  return negative ? -quotient : quotient;
}

function roundsAway(mode: RoundingMode, negative: boolean, twiceRemainder: bigint, d: bigint, quotient: bigint): boolean {
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
      return twiceRemainder >= d;
    case 'half-even':
      return twiceRemainder > d || (twiceRemainder === d && quotient % 2n === 1n);
  }
}
