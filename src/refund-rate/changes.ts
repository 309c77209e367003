/**
 * What changed between two editions of the refund library: a new edition every half year is how
 * exporters meet a rate change. Periods are matched by code and start day; a code or period only
 * in the newer edition is added, only in the older one removed, and a matched period whose
 * refund rate, levy set, special goods flag or end changed is listed with old and new values.
 * Rates compare as numbers (13 and 13.00 are one rate); levy sets as sets (13,9 is 9,13).
 */
import { compare, dec, toPlain } from '../core/decimal.js';
import type { Row } from '../datasets/model.js';

type ChangeKind = 'code_added' | 'code_removed' | 'period_added' | 'period_removed' | 'period_changed';
type ChangedField = 'refund_rate' | 'vat_rates' | 'tsflag' | 'to';

export const CHANGE_COLUMNS = [
  'code',
  'name',
  'change',
  'fields',
  'from',
  'old_to',
  'new_to',
  'old_refund_rate',
  'new_refund_rate',
  'old_vat_rates',
  'new_vat_rates',
  'old_tsflag',
  'new_tsflag',
] as const;

/** A type, not an interface, so that a change row is a dataset Row (CSV, pages). */
export type ChangeRow = {
  code: string;
  name: string;
  change: ChangeKind;
  /** The fields of a matched period that changed; empty for an added or removed one. */
  fields: ChangedField[];
  from: string;
  old_to: string | null;
  new_to: string | null;
  old_refund_rate: string | null;
  new_refund_rate: string | null;
  old_vat_rates: string[] | null;
  new_vat_rates: string[] | null;
  old_tsflag: string | null;
  new_tsflag: string | null;
};

interface Period {
  name: string;
  from: string;
  to: string | null;
  refundRate: string;
  vatRates: string[];
  tsflag: string | null;
  /** The refund rate as a number's one spelling (13.00 is 13), for comparing. */
  rateKey: string;
  /** The levy set as one spelling of the set (13,9 is 9,13), for comparing. */
  vatKey: string;
}

/**
 * One spelling per rate and per levy set, made once per distinct text: a library repeats a few
 * dozen rate texts over tens of thousands of periods, and comparing two editions period by period
 * with decimals parsed each time took a quarter of a second.
 */
const RATE_KEYS = new Map<string, string>();
const VAT_KEYS = new Map<string, string>();
const KEYS_KEPT = 4096;

function keyOf(keys: Map<string, string>, text: string, make: () => string): string {
  let key = keys.get(text);
  if (key === undefined) {
    key = make();
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(text, key);
  }
  return key;
}

const rateKey = (rate: string): string => keyOf(RATE_KEYS, rate, () => toPlain(dec(rate)));
const vatKey = (rates: readonly string[]): string =>
  keyOf(VAT_KEYS, rates.join(','), () =>
    rates
      .map(dec)
      .sort(compare)
      .map((rate) => toPlain(rate))
      .join(','),
  );

export function periodOfRow(row: Row): KeyedPeriod {
  const text = (column: string): string | null => {
    const value = row[column];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const refundRate = String(row.refund_rate);
  const vatRates = Array.isArray(row.vat_rates) ? [...(row.vat_rates as readonly string[])] : [];
  const from = String(row.from);
  // Written out member by member: a spread of the row's period cost a third of a comparison.
  return {
    code: String(row.code),
    key: from,
    name: text('name') ?? '',
    from,
    to: text('to'),
    refundRate,
    vatRates,
    tsflag: text('tsflag'),
    rateKey: rateKey(refundRate),
    vatKey: vatKey(vatRates),
  };
}

/** A period with its code and its matching key: its start day, or day#n for a second period of one day. */
export interface KeyedPeriod extends Period {
  code: string;
  key: string;
}

const byCodeThenKey = (x: KeyedPeriod, y: KeyedPeriod): number =>
  x.code < y.code ? -1 : x.code > y.code ? 1 : x.key < y.key ? -1 : x.key > y.key ? 1 : 0;

/**
 * Every period of an edition, in code order and each code's by start day. Two periods of one code
 * from one day should not be; the second is matched as a period of its own (day#2).
 */
function keyedPeriods(rows: readonly Row[]): KeyedPeriod[] {
  return inKeyOrder(rows.map(periodOfRow));
}

/** Periods (periodOfRow) put in code and key order, in place. */
export function inKeyOrder(periods: KeyedPeriod[]): KeyedPeriod[] {
  periods.sort(byCodeThenKey);
  for (let i = 1; i < periods.length; i += 1) {
    const period = periods[i];
    const before = periods[i - 1];
    if (period && before && period.code === before.code && period.from === before.from) {
      const n = before.key === before.from ? 2 : Number(before.key.split('#')[1]) + 1;
      period.key = `${period.from}#${n}`;
    }
  }
  return periods;
}

/** Periods by code, each code's by start day. */
export function periodsByCode(rows: readonly Row[]): Map<string, KeyedPeriod[]> {
  const codes = new Map<string, KeyedPeriod[]>();
  for (const period of keyedPeriods(rows)) {
    const periods = codes.get(period.code);
    if (periods) periods.push(period);
    else codes.set(period.code, [period]);
  }
  return codes;
}

function changedFields(older: Period, newer: Period): ChangedField[] {
  const fields: ChangedField[] = [];
  if (older.rateKey !== newer.rateKey) fields.push('refund_rate');
  if (older.vatKey !== newer.vatKey) fields.push('vat_rates');
  if (older.tsflag !== newer.tsflag) fields.push('tsflag');
  if (older.to !== newer.to) fields.push('to');
  return fields;
}

function changeRow(
  code: string,
  change: ChangeKind,
  older: Period | undefined,
  newer: Period | undefined,
  fields: ChangedField[] = [],
): ChangeRow {
  return {
    code,
    name: newer?.name || older?.name || '',
    change,
    fields,
    from: (newer ?? older)?.from ?? '',
    old_to: older?.to ?? null,
    new_to: newer?.to ?? null,
    old_refund_rate: older?.refundRate ?? null,
    new_refund_rate: newer?.refundRate ?? null,
    old_vat_rates: older?.vatRates ?? null,
    new_vat_rates: newer?.vatRates ?? null,
    old_tsflag: older ? older.tsflag : null,
    new_tsflag: newer ? newer.tsflag : null,
  };
}

/** The changes of one code, by start day; each edition's periods in key order (periodsByCode). */
export function codeChanges(
  code: string,
  older: readonly KeyedPeriod[] | undefined,
  newer: readonly KeyedPeriod[] | undefined,
): ChangeRow[] {
  const changes: ChangeRow[] = [];
  pushCodeChanges(changes, code, older ?? [], 0, older?.length ?? 0, newer ?? [], 0, newer?.length ?? 0);
  return changes;
}

/**
 * Pushes the changes of one code, whose periods are older[i, iEnd) and newer[j, jEnd), both in
 * key order: a merge of the two runs, so that an edition is compared without a map per code.
 */
export function pushCodeChanges(
  changes: ChangeRow[],
  code: string,
  older: readonly KeyedPeriod[],
  i: number,
  iEnd: number,
  newer: readonly KeyedPeriod[],
  j: number,
  jEnd: number,
): void {
  if (i === iEnd) {
    for (; j < jEnd; j += 1) changes.push(changeRow(code, 'code_added', undefined, newer[j]));
    return;
  }
  if (j === jEnd) {
    for (; i < iEnd; i += 1) changes.push(changeRow(code, 'code_removed', older[i], undefined));
    return;
  }
  while (i < iEnd || j < jEnd) {
    const before = i < iEnd ? older[i] : undefined;
    const after = j < jEnd ? newer[j] : undefined;
    if (before && (!after || before.key < after.key)) {
      changes.push(changeRow(code, 'period_removed', before, undefined));
      i += 1;
    } else if (after && (!before || after.key < before.key)) {
      changes.push(changeRow(code, 'period_added', undefined, after));
      j += 1;
    } else if (before && after) {
      const fields = changedFields(before, after);
      if (fields.length > 0) changes.push(changeRow(code, 'period_changed', before, after, fields));
      i += 1;
      j += 1;
    }
  }
}

/** True when the code's refund rate differs between the editions: a period added, removed, or with another rate. */
export function refundRateChanged(changes: readonly ChangeRow[]): boolean {
  return changes.some((change) => change.change !== 'period_changed' || change.fields.includes('refund_rate'));
}
