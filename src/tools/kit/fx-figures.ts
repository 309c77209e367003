/**
 * What fx-convert and fx-cost share. A rate the caller gives (a bank's buying rate, an earlier
 * rate) is read in the central parity's own quotation and used exactly like the published one,
 * so per-100 JPY and 1-CNY-equals-x MYR keep their form and nothing is inverted. Shares of a
 * whole (a gap, a change, a yearly cost) are rounded once, to 4 places half-up (0.01 %).
 */
import { type Decimal, divide, sub } from '../../core/decimal.js';
import { type RateFigure, type RatioFigure, rate, ratio } from '../../core/figures.js';
import { type Issue, Refusal } from '../../core/issues.js';
import { type DatasetReader } from './definition.js';
import { decimal } from './inputs.js';
import { type Parity, currentParity } from './parity.js';

/** Places of a share: 0.0020 is 0.20 %, to the hundredth of a percent. */
const SHARE_PLACES = 4;

/** `value` in the quotation of `parity` (same base, quote and per), to convert with toCny. */
export function atRate(parity: Parity, value: Decimal): Parity {
  return { ...parity, value };
}

/** A caller's rate, shown like the published one: per `per` base = value quote. */
export function rateLike(parity: Parity, value: Decimal): RateFigure {
  return rate(value, parity.base, parity.quote, parity.per);
}

/** `part` ÷ `whole` as a ratio, rounded once to 4 places half-up; `whole` is never zero here. */
export function shareOf(part: Decimal, whole: Decimal): RatioFigure {
  return ratio(divide(part, whole, SHARE_PLACES, 'half-up'));
}

/** How far `to` lies from `from`, as a share of `from`. */
export function changeFrom(from: Decimal, to: Decimal): RatioFigure {
  return shareOf(sub(to, from), from);
}

/** The current parity of `currency`, or null with its refusal added to `issues` (one answer for all). */
export function parityOrIssue(data: DatasetReader, currency: string, path: string, issues: Issue[]): Parity | null {
  try {
    return currentParity(data, currency, path);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    issues.push(...error.issues);
    return null;
  }
}

/** A rate input in the parity's quotation: above 0, and short of any quotation the parity has (HUF 46, KRW 202). */
export function rateInput(description: string) {
  return decimal({ min: '0', minExclusive: true, max: '1000000', description });
}

/** A percent of an amount (0.5 means 0.5 %). */
export function percentInput(description: string) {
  return decimal({ min: '0', max: '100', share: 'percent', description });
}
