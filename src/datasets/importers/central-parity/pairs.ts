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
  if (match && match[1] !== 'CNY') return { id, currency: match[1] as string, base: match[1] as string, quote: 'CNY', per: '1' };
  match = CNY_BASE.exec(id);
  if (match && match[1] !== 'CNY') return { id, currency: match[1] as string, base: 'CNY', quote: match[1] as string, per: '1' };
  return null;
}

/** The currency names of the People's Bank of China's daily notice (SOURCES.md §2.5, notices.md §2). */
export const NOTICE_CURRENCY_NAMES: Readonly<Record<string, string>> = {
  美元: 'USD',
  欧元: 'EUR',
  日元: 'JPY',
  港元: 'HKD',
  英镑: 'GBP',
  澳大利亚元: 'AUD',
  新西兰元: 'NZD',
  新加坡元: 'SGD',
  瑞士法郎: 'CHF',
  加拿大元: 'CAD',
  澳门元: 'MOP',
  林吉特: 'MYR',
  俄罗斯卢布: 'RUB',
  南非兰特: 'ZAR',
  韩元: 'KRW',
  阿联酋迪拉姆: 'AED',
  沙特里亚尔: 'SAR',
  匈牙利福林: 'HUF',
  波兰兹罗提: 'PLN',
  丹麦克朗: 'DKK',
  瑞典克朗: 'SEK',
  挪威克朗: 'NOK',
  土耳其里拉: 'TRY',
  墨西哥比索: 'MXN',
  泰铢: 'THB',
};

export const PARITY_COLUMNS = ['id', 'date', 'currency', 'base', 'quote', 'per', 'value'] as const;
