/**
 * Money rounded as the written rule says (docs/rounding.md, ROUNDING_RULES.money): to the cent
 * (分), half-up, once. Every amount paid or received goes through here rather than spelling
 * the places and the mode at each call.
 */
import { type Decimal, divide, roundTo } from './decimal.js';
import { ROUNDING_RULES } from './rounding.js';

const { places, mode } = ROUNDING_RULES.money;

export function toCents(amount: Decimal): Decimal {
  return roundTo(amount, places, mode);
}

/** a ÷ b as money: the exact quotient rounded once to the cent. */
export function divideToCents(a: Decimal, b: Decimal): Decimal {
  return divide(a, b, places, mode);
}
