/**
 * What every way of pricing shares: the chain a quote is worked on, a unit price as shown (4
 * places, half-up, once) with its total, and the cost and freight per unit in the quote currency.
 */
import { type Decimal, mul } from '../../core/decimal.js';
import { type Figure, money } from '../../core/figures.js';
import type { Amounts } from './amounts.js';
import type { QuoteRate } from './exchange.js';
import { type Fraction, fraction, over, rounded, times } from './fraction.js';
import type { Plan } from './plan.js';
import type { Term } from './terms.js';
import { toCents, amountOf } from '../../core/money.js';

/** Places of a unit price in the quote currency (a cheap item's price needs more than cents). */
export const UNIT_PRICE_PLACES = 4;

/** The exact net unit price (without commission) of each term worked. */
export type Units = Partial<Record<Term, Fraction>>;

export interface Priced {
  price: Decimal;
  total: Decimal;
}

export interface Chain {
  plan: Plan;
  amounts: Amounts;
  rate: QuoteRate;
}

/**
 * A forward quote's total is its rounded unit price × quantity, as the invoice will show it.
 * A reverse quote's totals are the quoted total carried exactly through the conversions (the
 * textbook 外汇净收入), so there a unit price × quantity may differ from the total by cents.
 */
export function priced({ plan }: Chain, unit: Fraction): Priced {
  const price = rounded(unit, UNIT_PRICE_PLACES);
  const total =
    plan.mode === 'forward' ? toCents(mul(price, plan.quantity)) : rounded(times(unit, fraction(plan.quantity)), 2);
  return { price, total };
}

export const unitMoney = (value: Decimal, currency: string): Figure => money(value, currency, UNIT_PRICE_PLACES);

/** A unit price as a step shows it: `price` and `total`. */
export function shown(chain: Chain, unit: Fraction): Record<string, Figure> {
  const { plan } = chain;
  const { price, total } = priced(chain, unit);
  return { price: unitMoney(price, plan.currency), total: money(total, plan.currency, 2) };
}

/** The cost total per unit in the quote currency, and the freight per unit. */
export function perUnit({ plan, amounts, rate }: Chain): { cost: Fraction; freight?: Fraction } {
  const units = fraction(plan.quantity);
  const cost = over(times(fraction(amountOf(amounts.costTotal)), rate.toQuote), units);
  return amounts.freightTotal === undefined
    ? { cost }
    : { cost, freight: over(fraction(amountOf(amounts.freightTotal)), units) };
}

/** The premium given as an amount, per unit of goods. */
export function premiumPerUnit(plan: Plan): Fraction | undefined {
  return plan.insurance === undefined ? undefined : over(fraction(plan.insurance), fraction(plan.quantity));
}
