/**
 * Records of the refund library that do not become rows, and why. One record the service cannot
 * read (a blank or unreadable refund rate, a day that does not exist, bytes GB18030 cannot
 * decode) does not refuse the whole library, as public readers of the real files tolerate such
 * rows; it is left out, counted by reason and reported with its record number and raw value. A
 * record without a readable refund rate is never served, least of all as 0.
 */
export type LeftOutReason =
  | 'unreadable value'
  | 'no code'
  | 'code not digits'
  | 'no date'
  | 'impossible date'
  | 'end before start'
  | 'no refund rate'
  | 'refund rate unreadable'
  | 'levy set unreadable';

export interface LeftOutRecord {
  /** 1-based record number in cmcode, deleted records counted. */
  record: number;
  reason: LeftOutReason;
  field: string;
  /** The value as found (hex for bytes that are not ASCII). */
  raw: string;
}

/** Thrown while a record is read into a row; caught for that record only. */
export class RecordLeftOut extends Error {
  constructor(readonly leftOut: Omit<LeftOutRecord, 'record'>) {
    super(`${leftOut.field}: ${leftOut.reason}`);
  }
}

const LISTED_PER_REASON = 5;

/** How many records of each reason were left out, with the first few of each, in the order met. */
export function summariseLeftOut(
  leftOut: readonly LeftOutRecord[],
): Array<{ reason: LeftOutReason; count: number; first: LeftOutRecord[] }> {
  const byReason = new Map<LeftOutReason, { reason: LeftOutReason; count: number; first: LeftOutRecord[] }>();
  for (const record of leftOut) {
    const entry = byReason.get(record.reason) ?? { reason: record.reason, count: 0, first: [] };
    entry.count += 1;
    if (entry.first.length < LISTED_PER_REASON) entry.first.push(record);
    byReason.set(record.reason, entry);
  }
  return [...byReason.values()];
}
