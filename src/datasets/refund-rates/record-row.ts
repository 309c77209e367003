/**
 * One cmcode.DBF record as a row of the refund-rates dataset: the code, the full name (from
 * STDCM.FPT, else cmcode's short name), every mapped field under its column, the levy set as a
 * list in its published order, the days as YYYY-MM-DD (an end in 2099 or later is no end), and
 * every other field under its lower-case name. A record that cannot be read is left out with
 * its reason (RecordLeftOut). Built once per table and run per record without closures, since
 * the real library has tens of thousands of records.
 */
import { isRealDay } from '../../core/calendar.js';
import { type Cell, ImportError, type Row } from '../model.js';
import type { DbfField, DbfRecord, DbfValue } from './dbf/dbf-reader.js';
import { type LeftOutReason, RecordLeftOut } from './left-out.js';

/** The library writes 2099-12-31 (or later) for a period whose end is not in the data. */
const OPEN_END_YEAR = '2099';
const RATE_TEXT = /^[0-9]+(\.[0-9]+)?$/;
const DIGITS = /^[0-9]+$/;
const EIGHT_DIGITS = /^[0-9]{8}$/;
/** Columns whose value the row computes from the field's text rather than copies. */
const COMPUTED = new Set(['vat_rates', 'refund_rate', 'from', 'to']);

export interface RowLayout {
  file: string;
  names: ReadonlyMap<string, string>;
  /** Whether cmcode has a NAME field to fall back on. */
  hasShortName: boolean;
  /** Mapped columns after code and name, with their field, in column order. */
  mapped: ReadonlyArray<readonly [column: string, field: string]>;
  /** Fields not mapped, kept under their lower-case names. */
  extras: readonly DbfField[];
}

/** A value as a cell; memo fields were refused when the layout was read, so a block number is a bug in the file. */
function cellOf(layout: RowLayout, record: DbfRecord, field: string): Cell {
  const value: DbfValue = record.values[field] ?? null;
  if (typeof value === 'number')
    throw new ImportError(
      `${layout.file}: record ${record.number}, field ${field}: a memo block number where a value was expected`,
    );
  return value;
}

function textOf(layout: RowLayout, record: DbfRecord, field: string): string {
  return String(cellOf(layout, record, field) ?? '');
}

function leaveOut(layout: RowLayout, record: DbfRecord, field: string, reason: LeftOutReason): never {
  throw new RecordLeftOut({ reason, field, raw: textOf(layout, record, field) });
}

/** YYYYMMDD as YYYY-MM-DD, only for a day that exists; else why not. */
function isoDay(text: string): { day: string } | { reason: LeftOutReason } {
  const day = EIGHT_DIGITS.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : '';
  return isRealDay(day) ? { day } : { reason: text === '' ? 'no date' : 'impossible date' };
}

/** "13,9" → ["13", "9"], in the published order; a blank set is no rates; null for an empty or non-rate member ("13,"). */
function vatRatesOf(text: string): string[] | null {
  if (text.trim() === '') return [];
  const rates = text.split(',').map((rate) => rate.trim());
  return rates.every((rate) => RATE_TEXT.test(rate)) ? rates : null;
}

function dayOf(layout: RowLayout, record: DbfRecord, field: string): string {
  const read = isoDay(textOf(layout, record, field));
  return 'day' in read ? read.day : leaveOut(layout, record, field, read.reason);
}

export function recordRow(layout: RowLayout, record: DbfRecord): Row {
  const code = textOf(layout, record, 'CODE');
  if (code === '') leaveOut(layout, record, 'CODE', 'no code');
  if (!DIGITS.test(code)) leaveOut(layout, record, 'CODE', 'code not digits');
  const from = dayOf(layout, record, 'ST_DATE');
  const to = dayOf(layout, record, 'END_DATE');
  if (to < from) leaveOut(layout, record, 'END_DATE', 'end before start');
  const refundRate = textOf(layout, record, 'TSL');
  if (refundRate === '') leaveOut(layout, record, 'TSL', 'no refund rate');
  if (!RATE_TEXT.test(refundRate)) leaveOut(layout, record, 'TSL', 'refund rate unreadable');
  const vatRates =
    vatRatesOf(textOf(layout, record, 'ZSSL_SET')) ?? leaveOut(layout, record, 'ZSSL_SET', 'levy set unreadable');

  const row: Record<string, Cell> = { code };
  const name = layout.names.get(code) ?? (layout.hasShortName ? textOf(layout, record, 'NAME') : undefined);
  if (name !== undefined) row.name = name;
  for (const [column, field] of layout.mapped) {
    if (!COMPUTED.has(column)) row[column] = cellOf(layout, record, field);
    else if (column === 'vat_rates') row[column] = vatRates;
    else if (column === 'refund_rate') row[column] = refundRate;
    else if (column === 'from') row[column] = from;
    else row[column] = to.slice(0, 4) >= OPEN_END_YEAR ? null : to;
  }
  for (const field of layout.extras) row[field.name.toLowerCase()] = cellOf(layout, record, field.name);
  return row;
}
