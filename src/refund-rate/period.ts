/**
 * One period of the library as the answer gives it (docs/refund-rate.md, A period): the published texts, the
 * refund rate and the levy rates also as ratio figures (13 → 0.13, exact), the special goods
 * flag (TSFLAG) with its meaning in the asked language, the remark (NOTE) as published, and
 * whether the period is in force on a day (from ≤ day ≤ to, or no end in the data).
 */
import { dec, padTo } from '../core/decimal.js';
import { percentRatio } from '../core/percent.js';
import type { RatioFigure } from '../core/figures.js';
import type { Row } from '../datasets/model.js';
import type { CopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import { textOf } from '../i18n/messages.js';

export interface PeriodRow {
  code: string;
  name: string;
  tax?: string;
  refund_rate: RatioFigure;
  refund_percent: string;
  levy_rates: RatioFigure[];
  levy_percents: string[];
  unit?: string;
  per_unit?: string;
  ad_valorem?: string;
  from: string;
  to: string | null;
  no_end_announced: boolean;
  /** TSFLAG as published; null when blank. */
  tsflag: string | null;
  tsflag_meaning: string | null;
  /** NOTE as published; null when blank. It does not replace the refund rate. */
  note: string | null;
}

const FLAG_MEANINGS: Readonly<Record<string, CopyKey>> = { 1: 'refund_rate.tsflag.1', 2: 'refund_rate.tsflag.2' };

/** A published text cell, null when blank or absent. */
function publishedText(row: Row, column: string): string | null {
  const value = row[column];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The special goods flag of a row (TSFLAG), null when blank: what tuishui warns about. */
function specialFlagOf(row: Row): string | null {
  return publishedText(row, 'tsflag');
}

function flagMeaning(flag: string, lang: Lang): string {
  const key = FLAG_MEANINGS[flag];
  return key ? textOf(key, lang) : textOf('refund_rate.tsflag.other', lang, { flag });
}

/** Percent text to a fraction: an exact shift of two places. */
function percentToRatio(percent: string): RatioFigure {
  return percentRatio(dec(percent));
}

/** The percent with two decimals: zeros added where the library wrote fewer; more are kept, never rounded. */
function twoDecimals(percent: string): string {
  const places = percent.includes('.') ? percent.length - percent.indexOf('.') - 1 : 0;
  return places >= 2 ? percent : padTo(dec(percent), 2);
}

function optionalText(row: Row, column: string): Record<string, string> {
  const value = row[column];
  return typeof value === 'string' ? { [column]: value } : {};
}

export function periodOf(row: Row, lang: Lang = 'zh-CN'): PeriodRow {
  const refund = String(row.refund_rate);
  const levies = Array.isArray(row.vat_rates) ? (row.vat_rates as readonly string[]) : [];
  const to = typeof row.to === 'string' ? row.to : null;
  const flag = specialFlagOf(row);
  return {
    code: String(row.code),
    name: typeof row.name === 'string' ? row.name : '',
    ...optionalText(row, 'tax'),
    refund_rate: percentToRatio(refund),
    refund_percent: twoDecimals(refund),
    levy_rates: levies.map(percentToRatio),
    levy_percents: [...levies],
    ...optionalText(row, 'unit'),
    ...optionalText(row, 'per_unit'),
    ...optionalText(row, 'ad_valorem'),
    from: String(row.from),
    to,
    no_end_announced: to === null,
    tsflag: flag,
    tsflag_meaning: flag === null ? null : flagMeaning(flag, lang),
    note: publishedText(row, 'note'),
  };
}

export function inForceOn(row: Row, day: string): boolean {
  return String(row.from) <= day && (typeof row.to !== 'string' || day <= row.to);
}
