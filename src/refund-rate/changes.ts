/**
 * What changed between two editions of the refund library: a new edition every half year is how
 * exporters meet a rate change. Periods are matched by code and start day; a code or period only
 * in the newer edition is added, only in the older one removed, and a matched period whose
 * refund rate, levy set, special goods flag or end changed is listed with old and new values.
 * Rates compare as numbers (13 and 13.00 are one rate); levy sets as sets (13,9 is 9,13).
 */
import { compare, dec } from '../core/decimal.js';
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
}

function periodOfRow(row: Row): Period {
  const text = (column: string): string | null => {
    const value = row[column];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  return {
    name: text('name') ?? '',
    from: String(row.from),
    to: text('to'),
    refundRate: String(row.refund_rate),
    vatRates: Array.isArray(row.vat_rates) ? [...(row.vat_rates as readonly string[])] : [],
    tsflag: text('tsflag'),
  };
}

/** Periods by code, each code's by start day. */
export function periodsByCode(rows: readonly Row[]): Map<string, Map<string, Period>> {
  const codes = new Map<string, Map<string, Period>>();
  for (const row of rows) {
    const code = String(row.code);
    const periods = codes.get(code) ?? new Map<string, Period>();
    const period = periodOfRow(row);
    // Two periods of one code from one day should not be; the second is matched as a period of its own.
    let key = period.from;
    for (let n = 2; periods.has(key); n += 1) key = `${period.from}#${n}`;
    periods.set(key, period);
    codes.set(code, periods);
  }
  return codes;
}

const sameRate = (a: string, b: string): boolean => dec(a).eq(dec(b));
/** Levy sets as sets: the same rates in another order is not a change of rate (the rows keep the published order). */
const sameRates = (a: readonly string[], b: readonly string[]): boolean => {
  const sorted = (rates: readonly string[]) => rates.map(dec).sort(compare);
  const [x, y] = [sorted(a), sorted(b)];
  return (
    x.length === y.length &&
    x.every((rate, i) => {
      const other = y[i];
      return other !== undefined && rate.eq(other);
    })
  );
};

function changedFields(older: Period, newer: Period): ChangedField[] {
  const fields: ChangedField[] = [];
  if (!sameRate(older.refundRate, newer.refundRate)) fields.push('refund_rate');
  if (!sameRates(older.vatRates, newer.vatRates)) fields.push('vat_rates');
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

/** The changes of one code, by start day. */
export function codeChanges(
  code: string,
  older: ReadonlyMap<string, Period> | undefined,
  newer: ReadonlyMap<string, Period> | undefined,
): ChangeRow[] {
  const days = [...new Set([...(older?.keys() ?? []), ...(newer?.keys() ?? [])])].sort();
  return days.flatMap((day) => {
    const before = older?.get(day);
    const after = newer?.get(day);
    if (!older) return [changeRow(code, 'code_added', undefined, after)];
    if (!newer) return [changeRow(code, 'code_removed', before, undefined)];
    if (!before) return [changeRow(code, 'period_added', undefined, after)];
    if (!after) return [changeRow(code, 'period_removed', before, undefined)];
    const fields = changedFields(before, after);
    return fields.length > 0 ? [changeRow(code, 'period_changed', before, after, fields)] : [];
  });
}

/** Every change from the older edition's rows to the newer's, by code and start day. */
export function editionChanges(olderRows: readonly Row[], newerRows: readonly Row[]): ChangeRow[] {
  const older = periodsByCode(olderRows);
  const newer = periodsByCode(newerRows);
  const codes = [...new Set([...older.keys(), ...newer.keys()])].sort();
  return codes.flatMap((code) => codeChanges(code, older.get(code), newer.get(code)));
}

/** True when the code's refund rate differs between the editions: a period added, removed, or with another rate. */
export function refundRateChanged(changes: readonly ChangeRow[]): boolean {
  return changes.some((change) => change.change !== 'period_changed' || change.fields.includes('refund_rate'));
}
