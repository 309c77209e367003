/**
 * The money arithmetic tuishui shares: percents as published (13 means 13 %), CNY rounded
 * once to the fen, half-up (docs/tools/tuishui.md says where each rounding happens).
 */
import { type Decimal, dec, mul, roundTo } from '../../core/decimal.js';
import { type MoneyFigure, type RatioFigure, money, ratio } from '../../core/figures.js';

const ONE_HUNDREDTH = dec('0.01');

/** A percent as a fraction: an exact shift (13 → 0.13). */
export function fractionOf(percent: Decimal): Decimal {
  return mul(percent, ONE_HUNDREDTH);
}

export function percentFigure(percent: Decimal): RatioFigure {
  return ratio(fractionOf(percent));
}

/** `amount` × `percent` %, rounded to the fen half-up. */
export function percentOf(amount: Decimal, percent: Decimal): Decimal {
  return fen(mul(amount, fractionOf(percent)));
}

export function fen(amount: Decimal): Decimal {
  return roundTo(amount, 2, 'half-up');
}

export function cny(amount: Decimal): MoneyFigure {
  return money(amount, 'CNY', 2);
}
