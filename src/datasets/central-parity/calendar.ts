/**
 * When a central parity publication is out and when it is due. CFETS publishes at
 * 09:15 Beijing time on the days the interbank market opens (core/mainland-calendar.ts); a day's
 * publication is counted due from 11:00, when the 09:20 fetch and four retries have had their turn.
 */
import { addDays, beijingClock, beijingDay } from '../../core/calendar.js';
import { isInterbankDay, latestOnOrBefore } from '../../core/mainland-calendar.js';

const DUE_MINUTE = 11 * 60;

/** The newest publication that should be installed at `now`. */
export function parityDue(now: Date): string | null {
  const today = beijingDay(now);
  return latestOnOrBefore(beijingClock(now).minute >= DUE_MINUTE ? today : addDays(today, -1), isInterbankDay);
}
