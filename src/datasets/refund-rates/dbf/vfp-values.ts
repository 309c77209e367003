/**
 * Visual FoxPro's binary field values as the text the reader gives them: every figure a string,
 * never a JS number passed on (a double is written as its shortest exact decimal).
 */
import { plainNumberText } from '../../../core/lossless-json.js';

/** A double as its shortest exact decimal text, without an exponent; null for NaN and infinities. */
export function plainDouble(value: number): string | null {
  return Number.isFinite(value) ? plainNumberText(String(value), Number.POSITIVE_INFINITY) : null;
}

/** A VFP currency value (an integer of ten-thousandths) with its four places. */
export function fourPlaces(scaled: bigint): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(5, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** A VFP date-time (Julian day number, milliseconds since midnight) as YYYY-MM-DDTHH:MM:SS; "" when blank. */
export function dateTime(julianDay: number, milliseconds: number): string | null {
  if (julianDay === 0 && milliseconds === 0) return '';
  if (julianDay < 1 || milliseconds < 0 || milliseconds >= 86_400_000) return null;
  // Fliegel and Van Flandern's conversion of a Julian day number to the Gregorian calendar.
  let l = julianDay + 68569;
  const n = Math.floor((4 * l) / 146097);
  l -= Math.floor((146097 * n + 3) / 4);
  const i = Math.floor((4000 * (l + 1)) / 1461001);
  l = l - Math.floor((1461 * i) / 4) + 31;
  const j = Math.floor((80 * l) / 2447);
  const day = l - Math.floor((2447 * j) / 80);
  const k = Math.floor(j / 11);
  const month = j + 2 - 12 * k;
  const year = 100 * (n - 49) + i + k;
  if (year < 1 || year > 9999) return null;
  const seconds = Math.floor(milliseconds / 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  const time = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}T${time}`;
}
