/**
 * The mainland's working days: Monday to Friday less the public holidays, plus the
 * weekend days worked in their place (调休), as the State Council's yearly notice sets them. The
 * days come from the chinese-days package (MIT, github.com/vsme/chinese-days), which is updated
 * from each notice; a year it does not list yet is read as weekdays only, and `holidaysKnown` says
 * so.
 */
import { createRequire } from 'node:module';
import { addDays, beijingClock } from './calendar.js';

interface ChineseDays {
  /** Public holidays (weekend days inside a holiday included), by YYYY-MM-DD. */
  holidays: Readonly<Record<string, string>>;
  /** Weekend days worked in place of a holiday (调休上班), by YYYY-MM-DD. */
  workdays: Readonly<Record<string, string>>;
}

const days: ChineseDays = createRequire(import.meta.url)('chinese-days/dist/chinese-days.json');
const years = new Set(Object.keys(days.holidays).map((day) => day.slice(0, 4)));

/** Whether the calendar lists the holidays of the day's year. */
export function holidaysKnown(day: string): boolean {
  return years.has(day.slice(0, 4));
}

function weekday(day: string): number {
  return beijingClock(new Date(`${day}T12:00:00+08:00`)).weekday;
}

const isWeekend = (day: string): boolean => [0, 6].includes(weekday(day));

export function isPublicHoliday(day: string): boolean {
  return Object.hasOwn(days.holidays, day);
}

/** A day the mainland works: a weekday that is no holiday, or a weekend day worked in place of one. */
export function isWorkingDay(day: string): boolean {
  return Object.hasOwn(days.workdays, day) || (!isWeekend(day) && !isPublicHoliday(day));
}

/**
 * A day the interbank market opens, and CFETS publishes the parity: a weekday that is no holiday.
 * Weekend days worked in place of a holiday are taken as closed (none of CFETS's history answers
 * we hold lists a weekend publication). This decides only when a publication is expected; one
 * published on another day is imported all the same.
 */
export function isInterbankDay(day: string): boolean {
  return !isWeekend(day) && !isPublicHoliday(day);
}

/** The latest day on or before `day` that `keeps`, looking back at most a year. */
export function latestOnOrBefore(day: string, keeps: (day: string) => boolean): string | null {
  for (let back = 0; back <= 366; back += 1) {
    const candidate = addDays(day, -back);
    if (keeps(candidate)) return candidate;
  }
  return null;
}
