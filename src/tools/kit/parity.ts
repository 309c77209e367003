/**
 * The RMB central parity as the calculators use it. Each central-parity version is one day's
 * publication; the parity in force on a day is that day's or, on a day without one (a
 * weekend or holiday), the latest published before it. A day the installed versions cannot
 * answer for (before the first, after the newest, or after a gap longer than any holiday) is
 * refused: nothing is filled in. The publisher's quotation is kept as it is: 100 JPY =
 * 4.3135 CNY stays per 100, and 1 CNY = 0.59784 MYR is never inverted into a false rate.
 */
import { type Decimal, dec, mul } from '../../core/decimal.js';
import { type RateFigure, rate } from '../../core/figures.js';
import { Money, amountOf, divideToCents } from '../../core/money.js';
import { DatasetMissing, issue, type Issue, Refusal } from '../../core/issues.js';
import type { Row } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';
import { daysBetween } from '../../core/calendar.js';
import { quoting, requireCurrent } from './dataset-figures.js';
import { type DatasetReader } from './definition.js';

/** What reading the central parity for a day and currency refuses with (kit/refusals.ts). */
export const PARITY_REFUSALS = ['parity.before_data', 'parity.after_data', 'parity.gap', 'parity.currency'] as const;

/**
 * The longest run of days without a publication that is still a holiday: CFETS publishes on
 * every mainland business day, and the longest closures (Spring Festival, National Day) leave
 * at most 9 days between publications. A longer gap means the installed data is incomplete.
 */
export const LONGEST_CLOSURE_DAYS = 10;

export interface Parity {
  version: LoadedVersion;
  /** The publication day. */
  day: string;
  currency: string;
  /** `per` units of `base` = `value` units of `quote`; one of base and quote is CNY. */
  base: string;
  quote: string;
  per: Decimal;
  value: Decimal;
  /** `value` as the publisher wrote it, trailing zeros kept (MYR 0.59640): how the rate is shown. */
  publishedValue: string;
}

/** Parities already read, by version and currency: a version never changes once loaded. */
const READ_PARITIES = new WeakMap<LoadedVersion, Map<string, Parity | null>>();

export function parityIn(version: LoadedVersion, currency: string): Parity | null {
  let read = READ_PARITIES.get(version);
  if (read === undefined) READ_PARITIES.set(version, (read = new Map()));
  let parity = read.get(currency);
  if (parity === undefined) read.set(currency, (parity = readParity(version, currency)));
  return parity;
}

function readParity(version: LoadedVersion, currency: string): Parity | null {
  const row = version.rows.find((candidate: Row) => candidate.currency === currency);
  if (!row || typeof row.value !== 'string' || typeof row.per !== 'string') return null;
  return {
    version,
    day: String(row.date ?? version.manifest.published_at),
    currency,
    base: String(row.base),
    quote: String(row.quote),
    per: dec(row.per),
    value: dec(row.value),
    publishedValue: row.value,
  };
}

/** The currencies the version publishes, for a refusal's text. */
export function publishedCurrencies(version: LoadedVersion): string[] {
  return version.rows.map((row) => String(row.currency));
}

/** The parity in the current version; a currency it does not publish is refused at `path`. */
export function currentParity(data: DatasetReader, currency: string, path: string): Parity {
  const version = requireCurrent(data, 'central-parity');
  const parity = parityIn(version, currency);
  if (!parity)
    throw new Refusal([
      quoting(
        issue(path, 'parity.currency', { currency, published: publishedCurrencies(version).join(', ') }),
        version,
      ),
    ]);
  return parity;
}

export type InForce = { parity: Parity; onTheDay: boolean } | { refused: Issue };

/**
 * The publication in force on `day` (that day's, or the latest before it across a closure), or
 * the issue (at `path`) that says why the installed versions cannot tell.
 */
export function publicationInForce(
  data: DatasetReader,
  day: string,
  path: string,
): { version: LoadedVersion } | { refused: Issue } {
  const versions = data.versions('central-parity');
  if (versions.length === 0) throw new DatasetMissing('central-parity', data.refused('central-parity'));
  const newestVersion = versions[0]!;
  const firstVersion = versions[versions.length - 1]!;
  const newest = newestVersion.manifest.published_at;
  const first = firstVersion.manifest.published_at;
  // Each refusal names the publication whose day it quotes.
  if (day < first) return { refused: quoting(issue(path, 'parity.before_data', { day, first }), firstVersion) };
  if (day > newest) return { refused: quoting(issue(path, 'parity.after_data', { day, newest }), newestVersion) };
  const version = versions.find((candidate) => candidate.manifest.published_at <= day)!;
  const published = version.manifest.published_at;
  if (daysBetween(published, day) > LONGEST_CLOSURE_DAYS) {
    const gap = daysBetween(published, day);
    return {
      refused: quoting(issue(path, 'parity.gap', { day, latest: published, gap, days: LONGEST_CLOSURE_DAYS }), version),
    };
  }
  return { version };
}

/**
 * The parity in force on `day` for `currency`, or the issue (at `path`) that says why the
 * installed data cannot tell. `onTheDay` is false when an earlier publication was used.
 */
export function parityInForce(data: DatasetReader, currency: string, day: string, path: string): InForce {
  const publication = publicationInForce(data, day, path);
  if ('refused' in publication) return publication;
  const { version } = publication;
  const parity = parityIn(version, currency);
  if (!parity)
    return {
      refused: quoting(
        issue(path, 'parity.currency', { currency, published: publishedCurrencies(version).join(', ') }),
        version,
      ),
    };
  return { parity, onTheDay: version.manifest.published_at === day };
}

/** The first day of the month of `day` (the month-first conversion rule). */
export function firstOfMonth(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/**
 * `amount` of the parity's currency in CNY, rounded once to the fen, half-up (the money rule):
 * amount × value ÷ per for X/CNY quotations, amount ÷ value × per for CNY/X ones. The one
 * crossing from a foreign amount to a CNY one (core/money.ts).
 */
export function toCny(amount: Money<'foreign'>, parity: Parity): Money<'CNY'> {
  if (parity.quote === 'CNY') return toCnyAt(amount, parity.value, parity.per);
  return new Money<'CNY'>(divideToCents(mul(amountOf(amount), parity.per), parity.value));
}

/** `amount` in CNY at a rate of the X/CNY form (per `per` units = `rate` CNY), rounded once to the fen. */
export function toCnyAt(amount: Money<'foreign'>, rate: Decimal, per: Decimal): Money<'CNY'> {
  return new Money<'CNY'>(divideToCents(mul(amountOf(amount), rate), per));
}

/** The parity as published, as a typed figure. */
export function rateOf(parity: Parity): RateFigure {
  return { ...rate(parity.value, parity.base, parity.quote, parity.per), value: parity.publishedValue };
}
