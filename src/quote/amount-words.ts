/**
 * An amount in words, as banks read a trade document's total (docs/quote.md, Amounts in words):
 * in English always ("SAY US DOLLARS … ONLY"), and in Chinese capitals (大写) when the document
 * is written in Chinese. Japanese and Korean documents print the English words: their own
 * written forms (金…円也, 일금 …원정) are for yen and won on domestic receipts and contracts,
 * and no form for a foreign currency was found. The words say the amount in the currency's
 * minor unit (cents; whole yen and won), rounded half-up when the figure has more decimals.
 */
import { type Decimal, padTo, roundTo } from '../core/decimal.js';
import { NOTICE_CURRENCY_NAMES } from '../core/currency-names.js';
import type { Lang } from '../i18n/languages.js';
import { englishAmount } from './amount-words-en.js';
import { chineseAmount } from './amount-words-zh.js';

interface CurrencyWords {
  /** The currency as an English amount names it, plural: US DOLLARS. */
  en: string;
  /** Its minor unit, plural (CENTS); absent for a currency without one in use (JPY, KRW). */
  minor?: string;
}

/**
 * The currencies of the RMB central parity and CNY, as export documents name them in English;
 * the minor units of ISO 4217 (two decimals, none for JPY and KRW).
 */
const ENGLISH: Readonly<Record<string, CurrencyWords>> = {
  CNY: { en: 'CHINESE YUAN', minor: 'FEN' },
  USD: { en: 'US DOLLARS', minor: 'CENTS' },
  EUR: { en: 'EUROS', minor: 'CENTS' },
  JPY: { en: 'JAPANESE YEN' },
  HKD: { en: 'HONG KONG DOLLARS', minor: 'CENTS' },
  GBP: { en: 'POUNDS STERLING', minor: 'PENCE' },
  AUD: { en: 'AUSTRALIAN DOLLARS', minor: 'CENTS' },
  NZD: { en: 'NEW ZEALAND DOLLARS', minor: 'CENTS' },
  SGD: { en: 'SINGAPORE DOLLARS', minor: 'CENTS' },
  CHF: { en: 'SWISS FRANCS', minor: 'CENTIMES' },
  CAD: { en: 'CANADIAN DOLLARS', minor: 'CENTS' },
  MOP: { en: 'MACAO PATACAS', minor: 'AVOS' },
  MYR: { en: 'MALAYSIAN RINGGIT', minor: 'SEN' },
  RUB: { en: 'RUSSIAN ROUBLES', minor: 'KOPECKS' },
  ZAR: { en: 'SOUTH AFRICAN RAND', minor: 'CENTS' },
  KRW: { en: 'KOREAN WON' },
  AED: { en: 'UAE DIRHAMS', minor: 'FILS' },
  SAR: { en: 'SAUDI RIYALS', minor: 'HALALAS' },
  HUF: { en: 'HUNGARIAN FORINTS', minor: 'FILLER' },
  PLN: { en: 'POLISH ZLOTYS', minor: 'GROSZY' },
  DKK: { en: 'DANISH KRONER', minor: 'ORE' },
  SEK: { en: 'SWEDISH KRONOR', minor: 'ORE' },
  NOK: { en: 'NORWEGIAN KRONER', minor: 'ORE' },
  TRY: { en: 'TURKISH LIRA', minor: 'KURUS' },
  MXN: { en: 'MEXICAN PESOS', minor: 'CENTAVOS' },
  THB: { en: 'THAI BAHT', minor: 'SATANG' },
};

const CHINESE: Readonly<Record<string, string>> = {
  CNY: '人民币',
  ...Object.fromEntries(Object.entries(NOTICE_CURRENCY_NAMES).map(([name, code]) => [code, name])),
};

/**
 * A currency's words; one not listed is named by its code, with two decimals called cents, so
 * that its amount is still said whole rather than refused.
 */
function wordsOf(currency: string): CurrencyWords & { places: number; zh: string } {
  const known = ENGLISH[currency];
  const english = known ?? { en: currency, minor: 'CENTS' };
  return { ...english, places: english.minor === undefined ? 0 : 2, zh: CHINESE[currency] ?? currency };
}

/** The amount the words say, and the words: English always, Chinese capitals when asked. */
export interface AmountInWords {
  amount: string;
  en: string;
  'zh-CN'?: string;
}

export function amountInWords(amount: Decimal, currency: string, languages: readonly Lang[]): AmountInWords {
  const words = wordsOf(currency);
  const said = roundTo(amount, words.places, 'half-up');
  const text = padTo(said, words.places);
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = fraction === '' ? 0n : BigInt(fraction);
  return {
    amount: text,
    en: englishAmount(BigInt(whole), minor, words),
    ...(languages.includes('zh-CN') ? { 'zh-CN': chineseAmount(BigInt(whole), minor, words) } : {}),
  };
}
