/**
 * CNY as the money tools (tuishui, fx-convert, fx-cost) give it: rounded once to the fen,
 * half-up, and written with two decimals; a percent of an amount rounded the same way.
 */
import type { Decimal } from '../../core/decimal.js';
import { type MoneyFigure, money } from '../../core/figures.js';
import { fractionOfPercent } from '../../core/percent.js';
import { Money, amountOf, timesToCents } from '../../core/money.js';

/** `amount` × `percent` %, rounded to the fen half-up. */
export function percentOf(amount: Money<'CNY'>, percent: Decimal): Money<'CNY'> {
  return timesToCents(amount, fractionOfPercent(percent));
}

/** A CNY amount as a figure; a `Money<'CNY'>` is taken as it is, a quote-currency one does not compile. */
export function cny(amount: Money<'CNY'>): MoneyFigure {
  return money(amount instanceof Money ? amountOf(amount) : amount, 'CNY', 2);
}
