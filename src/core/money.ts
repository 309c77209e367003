/**
 * Money rounded as the written rule says (docs/rounding.md, ROUNDING_RULES.money): to the cent
 * (分), half-up, once. Every amount paid or received goes through here rather than spelling
 * the places and the mode at each call.
 */
import { type Decimal, add, divide, mul, roundTo, sub, sum } from './decimal.js';
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
 * time (baojia's `'quote'`; `'foreign'`, the currency a receipt or a declaration is in, which
 * tools/kit/parity.ts's toCny turns into CNY). The currency exists only for the compiler (a phantom, as in dinero.js):
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

/** `a` × `factor` exactly (a count of receipts a year): no rounding, the factor being whole. */
export function times<C extends string>(a: Money<C>, factor: Decimal): Money<C> {
  return new Money<C>(mul(a.amount, factor));
}

/** The sum of amounts in one currency; zero for none. */
export function total<C extends string>(amounts: readonly Money<C>[]): Money<C> {
  return new Money<C>(sum(amounts.map((each) => each.amount)));
}

/** The larger of two amounts in one currency (the first when equal). */
export function larger<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  return b.amount.gt(a.amount) ? b : a;
}

/** The smaller of two amounts in one currency (the first when equal). */
export function smaller<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  return b.amount.lt(a.amount) ? b : a;
}

/** Whether `a` is more than `b`, in one currency. */
export function isAbove<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): boolean {
  return a.amount.gt(b.amount);
}
