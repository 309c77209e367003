/**
 * When a central parity publication is out and when it is due. CFETS publishes at
 * 09:15 Beijing time on the days the interbank market opens (core/mainland-calendar.ts); a day's
 * publication is counted due from 11:00, when the 09:20 fetch and four retries have had their turn.
 */
import { addDays, beijingClock, beijingDay } from '../../core/calendar.js';
import { isInterbankDay, latestOnOrBefore } from '../../core/mainland-calendar.js';

const DUE_MINUTE = 11 * 60;

/**
 * The last minute asked and its answer: the answer changes only from one minute to the next, and
 * the dataset list asks it on every request (routes/datasets.ts, its cache policy).
 */
let asked: { minute: number; due: string | null } = { minute: Number.NaN, due: null };

/** The newest publication that should be installed at `now`. */
export function parityDue(now: Date): string | null {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === asked.minute) return asked.due;
  const today = beijingDay(now);
  const due = latestOnOrBefore(beijingClock(now).minute >= DUE_MINUTE ? today : addDays(today, -1), isInterbankDay);
  asked = { minute, due };
  return due;
}
