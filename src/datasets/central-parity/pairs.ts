/**
 * The pairs CFETS publishes, with their quotation as published (SOURCES.md §2.2): X/CNY is
 * CNY for 1 unit of X (100 for JPY), CNY/X is units of X for 1 CNY. Rows keep that
 * quotation and the published figure; nothing is inverted.
 */
export interface PairQuotation {
  /** The pair as CFETS writes it: USD/CNY, 100JPY/CNY, CNY/MYR. */
  id: string;
  /** ISO 4217 code of the currency that is not CNY. */
  currency: string;
  base: string;
  quote: string;
  /** Units of `base` the figure is for. */
  per: string;
}

const PER_100 = /^100([A-Z]{3})\/CNY$/;
const FOREIGN_BASE = /^([A-Z]{3})\/CNY$/;
const CNY_BASE = /^CNY\/([A-Z]{3})$/;

/** Reads a CFETS pair name; null for anything that is not one of the three published shapes. */
export function quotationOf(id: string): PairQuotation | null {
  let match = PER_100.exec(id);
  if (match) return { id, currency: match[1] as string, base: match[1] as string, quote: 'CNY', per: '100' };
  match = FOREIGN_BASE.exec(id);
  if (match && match[1] !== 'CNY')
    return { id, currency: match[1] as string, base: match[1] as string, quote: 'CNY', per: '1' };
  match = CNY_BASE.exec(id);
  if (match && match[1] !== 'CNY')
    return { id, currency: match[1] as string, base: 'CNY', quote: match[1] as string, per: '1' };
  return null;
}

/** The currency names of the People's Bank of China's daily notice. */
export { NOTICE_CURRENCY_NAMES } from '../../core/currency-names.js';

export const PARITY_COLUMNS = ['id', 'date', 'currency', 'base', 'quote', 'per', 'value'] as const;
