/**
 * Every change from one edition of the refund library to another (changes.ts says what a change
 * is), worked in slices: two real-size editions are some 80,000 periods, about a tenth of a
 * second of work, and other requests are answered between the slices rather than after it all.
 */
import { nextTurn } from '../core/next-turn.js';
import type { Row } from '../datasets/model.js';
import { type ChangeRow, type KeyedPeriod, inKeyOrder, periodOfRow, pushCodeChanges } from './changes.js';

/** Periods read, or codes compared, between two pauses (a few milliseconds of work). */
const SLICE = 4000;

async function keyedPeriods(rows: readonly Row[], pause: () => Promise<void>): Promise<KeyedPeriod[]> {
  const periods: KeyedPeriod[] = [];
  for (let start = 0; start < rows.length; start += SLICE) {
    const end = Math.min(rows.length, start + SLICE);
    for (let i = start; i < end; i += 1) {
      const row = rows[i];
      if (row) periods.push(periodOfRow(row));
    }
    await pause();
  }
  return inKeyOrder(periods);
}

/** Every change from the older edition's rows to the newer's, in code and start-day order. */
export async function editionChanges(
  olderRows: readonly Row[],
  newerRows: readonly Row[],
  pause: () => Promise<void> = nextTurn,
): Promise<ChangeRow[]> {
  const older = await keyedPeriods(olderRows, pause);
  await pause();
  const newer = await keyedPeriods(newerRows, pause);
  await pause();
  const changes: ChangeRow[] = [];
  let i = 0;
  let j = 0;
  for (let codes = 1; i < older.length || j < newer.length; codes += 1) {
    const oldCode = older[i]?.code;
    const newCode = newer[j]?.code;
    const code = oldCode === undefined || (newCode !== undefined && newCode < oldCode) ? newCode : oldCode;
    if (code === undefined) break;
    let iEnd = i;
    while (older[iEnd]?.code === code) iEnd += 1;
    let jEnd = j;
    while (newer[jEnd]?.code === code) jEnd += 1;
    pushCodeChanges(changes, code, older, i, iEnd, newer, j, jEnd);
    i = iEnd;
    j = jEnd;
    if (codes % SLICE === 0) await pause();
  }
  return changes;
}
