/**
 * Calendar days. "Today" in this service is the Beijing calendar (Asia/Shanghai), where
 * the publishers of our data work; China has kept UTC+8 all year since 1991, so a fixed
 * offset is exact for every day the service can be asked about.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last day asked for and the instants it spans: answers ask for today many times a second. */
let known = { from: 0, until: 0, day: '' };

/** The Beijing calendar day (YYYY-MM-DD) at an instant. */
export function beijingDay(at: Date): string {
  const ms = at.getTime();
  if (ms >= known.from && ms < known.until) return known.day;
  const from = Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  known = { from, until: from + DAY_MS, day: new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10) };
  return known.day;
}

/** True for YYYY-MM-DD naming a day that exists (no 2026-02-30), years 0001 to 9999. */
export function isRealDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The number of a day (YYYY-MM-DD) counted from 1970-01-01, by the civil-calendar arithmetic
 * of the proleptic Gregorian calendar: no Date made, so counting days costs a few integer steps.
 */
export function dayNumber(day: string): number {
  const month = Number(day.slice(5, 7));
  const year = Number(day.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(day.slice(8, 10)) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `days` after `day` (before, when negative), YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Weekday (0 Sunday … 6 Saturday) and minute of the day, in Beijing, at an instant. */
export function beijingClock(at: Date): { weekday: number; minute: number } {
  const shifted = new Date(at.getTime() + BEIJING_OFFSET_MS);
  return { weekday: shifted.getUTCDay(), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The first instant strictly after `now` that is `minute` minutes into a Beijing weekday (Monday to Friday). */
export function nextWeekdayAt(now: Date, minute: number): Date {
  const midnight = Math.floor((now.getTime() + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  for (let day = 0; ; day += 1) {
    const at = new Date(midnight + day * DAY_MS + minute * 60_000);
    const { weekday } = beijingClock(at);
    if (at > now && weekday !== 0 && weekday !== 6) return at;
  }
}
