/**
 * The import report of the refund library: what was read, kept and left out (by reason), the
 * kept codes by their number of digits (8-digit base codes, 10-digit codes, longer specific
 * codes), and every record whose remark disagrees with its refund rate. NOTE reads like
 * `退13;` or `退9;13;` on a minority of records and does not replace TSL; where the rates it
 * names do not include TSL, the record is kept as TSL says and reported, never corrected.
 */
import { dec } from '../../core/decimal.js';
import { ImportError, type ImportReport, type Row } from '../model.js';
import { type LeftOutRecord, summariseLeftOut } from './left-out.js';

/** 退 followed by one or more rates, each closed by a semicolon (the last one may be left open). */
const NOTE_RATES = /^退((?:[0-9]+(?:\.[0-9]+)?[;；])*[0-9]+(?:\.[0-9]+)?[;；]?)$/;

/** The refund rates a remark names, or null when it is not such a remark. */
function noteRates(note: string): string[] | null {
  const match = NOTE_RATES.exec(note.replace(/\s+/g, ''));
  return match?.[1] ? match[1].split(/[;；]/).filter((rate) => rate !== '') : null;
}

/** True when the remark names refund rates and the record's own rate is not among them (13 equals 13.00). */
function noteDisagrees(note: string, refundRate: string): boolean {
  const rates = noteRates(note);
  return rates !== null && !rates.some((rate) => rateValue(rate).eq(rateValue(refundRate)));
}

/** A published rate (digits, maybe a point) as a decimal; leading zeros (09) are dropped first. */
function rateValue(text: string) {
  return dec(text.replace(/^0+(?=[0-9])/, ''));
}

export interface KeptRecord {
  record: number;
  row: Row;
}

export interface ReportInput {
  recordsRead: number;
  deleted: number;
  kept: readonly KeptRecord[];
  leftOut: readonly LeftOutRecord[];
}

function lengthClass(code: string): string {
  if (code.length === 8 || code.length === 10) return String(code.length);
  return code.length > 10 ? 'longer' : 'other';
}

export function importReport({ recordsRead, deleted, kept, leftOut }: ReportInput): ImportReport {
  const codes = new Set(kept.map(({ row }) => String(row.code)));
  const byLength: Record<string, number> = { 8: 0, 10: 0, longer: 0, other: 0 };
  for (const code of codes) byLength[lengthClass(code)] = (byLength[lengthClass(code)] ?? 0) + 1;
  const disagreements = kept.flatMap(({ record, row }) => {
    const note = typeof row.note === 'string' ? row.note : '';
    const refundRate = String(row.refund_rate);
    return noteDisagrees(note, refundRate) ? [{ record, code: String(row.code), note, refund_rate: refundRate }] : [];
  });
  return {
    records_read: recordsRead,
    deleted,
    kept: kept.length,
    left_out_total: leftOut.length,
    left_out: summariseLeftOut(leftOut).map(({ reason, count, first }) => ({
      reason,
      count,
      first: first.map(({ record, field, raw }) => ({ record, field, raw })),
    })),
    codes_by_length: byLength,
    note_disagreements: disagreements,
  };
}

/** --strict: a library with any record left out is refused, with the counts that say why. */
export function refuseIfStrict(report: ImportReport): void {
  if (report.left_out_total === 0) return;
  const reasons = report.left_out.map(
    ({ reason, count, first }) => `${reason} ${count} (first: record ${first[0]?.record})`,
  );
  throw new ImportError(`--strict: ${report.left_out_total} records would be left out: ${reasons.join('; ')}`);
}
