/**
 * The refund library's rates as the refund pages write them, and the rates a calculator's form
 * takes from them. The library publishes the refund rate with two decimals (`9.00`) and the levy
 * rates as written (`9`, `13`): a page writes both alike, without the zeros after the point.
 */
import type { InForce } from '../../refund-rate/lookup.js';
import type { Words } from '../layout.js';

/** A published percent as a person writes it: `13.00` → `13 %`, `6.50` → `6.5 %`. */
export function percentText(published: string): string {
  const plain = published.includes('.') ? published.replace(/0+$/, '').replace(/\.$/, '') : published;
  return `${plain} %`;
}

/** A published percent as a form field takes it: `9.00` → `9`. */
const percentField = (published: string) => percentText(published).slice(0, -2);

/**
 * The rates a calculator's row may take from the library on a day: the refund rate when exactly
 * one is in force, and the levy rate when the library gives one (a set such as 9 / 13 is the
 * goods' to choose, so it is named, not filled).
 */
export interface LibraryRates {
  refundRate: string;
  taxRate?: string;
  /** The levy rates of the set when there are several, as a person reads them. */
  levyChoices?: string;
}

export function libraryRates(inForce: InForce | null | undefined): LibraryRates | null {
  if (inForce?.status !== 'rate') return null;
  const { refund_percent, levy_percents } = inForce.period;
  const [only, ...others] = levy_percents;
  if (only !== undefined && others.length === 0)
    return { refundRate: percentField(refund_percent), taxRate: percentField(only) };
  return {
    refundRate: percentField(refund_percent),
    ...(levy_percents.length > 1 ? { levyChoices: levy_percents.map(percentText).join(' / ') } : {}),
  };
}

/** What the rates say of the levy rate, after the refund rate: the one filled, or the set to choose from. */
export function levyText(words: Words, rates: LibraryRates): string {
  if (rates.taxRate) return words('site.refund.levy_carried', { levy: percentText(rates.taxRate) });
  return rates.levyChoices ? words('site.refund.levy_choose', { levies: rates.levyChoices }) : '';
}
