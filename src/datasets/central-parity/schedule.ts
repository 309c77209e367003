/**
 * When the central parity is fetched: CFETS publishes at 09:15 Beijing time on the
 * days the interbank market opens (core/mainland-calendar.ts), so the job runs each such day at
 * PARITY_FETCH_AT (09:20 by default) and, until the day's publication is in, again with growing
 * pauses (scheduler.ts) up to 20:00, after which the day is left (a holiday the calendar did not
 * know). Each run asks for every day since the newest installed publication, so a gap of any
 * length is filled (catch-up.ts).
 */
import { addDays, beijingClock, beijingDay, nextWeekdayAt } from '../../core/calendar.js';
import { isInterbankDay } from '../../core/mainland-calendar.js';
import type { Env } from '../dataset-module.js';
import type { Job } from '../scheduler.js';
import { catchUpCentralParity } from './catch-up.js';

/** After this Beijing hour a day's publication is no longer waited for. */
const GIVE_UP_HOUR = 20;
/** Days fetched when no publication is installed at all. */
const FIRST_FETCH_DAYS = 30;

/** Minutes after Beijing midnight of PARITY_FETCH_AT (HH:MM). */
export function fetchMinute(text: string): number | null {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The first instant after `now` that is `minute` minutes into a day the interbank market opens. */
function nextInterbankDayAt(now: Date, minute: number): Date {
  let at = nextWeekdayAt(now, minute);
  while (!isInterbankDay(beijingDay(at))) at = nextWeekdayAt(at, minute);
  return at;
}

export function centralParityJob(deps: {
  dataDir: string;
  env: Env;
  /** PARITY_FETCH_AT as minutes after Beijing midnight. */
  minute: number;
  /** The newest installed publication day, or null. */
  newest: () => string | null;
}): Job {
  return {
    dataset: 'central-parity',
    async run(now) {
      const firstDay = addDays(beijingDay(now), -FIRST_FETCH_DAYS);
      const { written, to } = await catchUpCentralParity({
        dataDir: deps.dataDir,
        env: deps.env,
        now,
        newest: deps.newest(),
        firstDay,
      });
      const { minute } = beijingClock(now);
      const expected = isInterbankDay(beijingDay(now)) && minute >= deps.minute && minute < GIVE_UP_HOUR * 60;
      const today = deps.newest() === to || written.includes(to);
      return { written, complete: today || !expected };
    },
    nextRun: (now) => nextInterbankDayAt(now, deps.minute),
  };
}
