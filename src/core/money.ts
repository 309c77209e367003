/**
 * Money rounded as the written rule says (docs/rounding.md, ROUNDING_RULES.money): to the cent
 * (分), half-up, once. Every amount paid or received goes through here rather than spelling
 * the places and the mode at each call.
 */
import { type Decimal, add, divide, mul, roundTo, sub } from './decimal.js';
import { ROUNDING_RULES } from './rounding.js';

const { places, mode } = ROUNDING_RULES.money;

export function toCents(amount: Decimal): Decimal {
  return roundTo(amount, places, mode);
}

/** a ÷ b as money: the exact quotient rounded once to the cent. */
export function divideToCents(a: Decimal, b: Decimal): Decimal {
  return divide(a, b, places, mode);
}

/**
 * An amount of money in currency `C`: `'CNY'`, or a side of a trade whose currency is read at run
 * time (baojia's `'quote'`). The currency exists only for the compiler (a phantom, as in dinero.js):
 * adding a quote-currency amount to a CNY one does not compile (test/core/money-types.test.ts);
 * crossing takes a rate, and says which way.
 */
export class Money<C extends string> {
  declare private readonly currency: C;
  constructor(readonly amount: Decimal) {}
}

/** The same amount in no currency, for a figure or a ratio of two amounts. */
export function amountOf<C extends string>(money: Money<C>): Decimal {
  return money.amount;
}

export function plus<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  return new Money<C>(add(a.amount, b.amount));
}

export function minus<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  return new Money<C>(sub(a.amount, b.amount));
}

/** `a` × `factor` (a quantity, a rate), rounded to the cent as the money rule says. */
export function timesToCents<C extends string>(a: Money<C>, factor: Decimal): Money<C> {
  return new Money<C>(toCents(mul(a.amount, factor)));
}
