/**
 * Exact decimals as scaled integers (in the manner of dinero.js): a value is `units × 10^-scale`,
 * `units` a JS number while it is a safe integer and a bigint beyond, so everyday figures cost
 * number arithmetic and nothing is ever lost to floating point. Every value is kept in its
 * shortest form (no trailing zeros after the point: 1300.00 is 1300 at scale 0), which makes
 * `scale` the number of decimals and equality a comparison of two fields.
 *
 * Addition, subtraction and multiplication are exact. Division is the one operation whose result
 * may not be finite: `divide` takes the places and the rounding mode by name, and `divideExact`
 * answers only when the quotient terminates. Digits are lost nowhere else (docs/rounding.md).
 */
import { type RoundingMode, roundQuotient, roundQuotientOfSafe } from './rounding.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const MAX_SAFE_BIG = BigInt(MAX_SAFE);
/** 10^0 … 10^15, all safe integers. */
const POWERS = Array.from({ length: 16 }, (_, n) => 10 ** n);
const BIG_POWERS: bigint[] = [];

function bigPower(n: number): bigint {
  return (BIG_POWERS[n] ??= 10n ** BigInt(n));
}

export class Decimal {
  /** Use `dec`, `parseDecimal` or the operations: they keep the shortest form. */
  private constructor(
    readonly units: number | bigint,
    readonly scale: number,
  ) {}

  /** Only through here: units a number exactly when safe, no trailing zeros after the point. */
  static of(units: number | bigint, scale: number): Decimal {
    if (typeof units === 'bigint') {
      while (scale > 0 && units % 10n === 0n) {
        units /= 10n;
        scale -= 1;
      }
      return units >= -MAX_SAFE_BIG && units <= MAX_SAFE_BIG
        ? Decimal.of(Number(units), scale)
        : new Decimal(units, scale);
    }
    if (units === 0) return new Decimal(0, 0);
    while (scale > 0 && units % 10 === 0) {
      units /= 10;
      scale -= 1;
    }
    return new Decimal(units, scale);
  }

  eq(other: Decimal): boolean {
    return this.scale === other.scale && this.units == other.units;
  }
  gt(other: Decimal): boolean {
    return compare(this, other) > 0;
  }
  gte(other: Decimal): boolean {
    return compare(this, other) >= 0;
  }
  lt(other: Decimal): boolean {
    return compare(this, other) < 0;
  }
  lte(other: Decimal): boolean {
    return compare(this, other) <= 0;
  }
  isZero(): boolean {
    return this.units == 0;
  }
  isNegative(): boolean {
    return this.units < 0;
  }
  /** The wire form, so that a value written into text by mistake still reads right. */
  toString(): string {
    return toPlain(this);
  }
  toJSON(): string {
    return toPlain(this);
  }
}

const ZERO: Decimal = Decimal.of(0, 0);

/** units × 10^shift, as a number while safe. */
function shifted(units: number | bigint, shift: number): number | bigint {
  if (shift === 0) return units;
  if (typeof units === 'number' && shift < POWERS.length) {
    const product = units * (POWERS[shift] as number);
    if (product <= MAX_SAFE && product >= -MAX_SAFE) return product;
  }
  return BigInt(units) * bigPower(shift);
}

/** The sign of a − b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = a.scale > b.scale ? a.scale : b.scale;
  const x = shifted(a.units, scale - a.scale);
  const y = shifted(b.units, scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The decimal input pattern (docs/tools/README.md, Reading inputs). */
export const DECIMAL_PATTERN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const UNSIGNED_INTEGER = /^(0|[1-9][0-9]*)$/;

/** Text already known to match DECIMAL_PATTERN. */
function fromText(text: string): Decimal {
  const point = text.indexOf('.');
  const digits = point < 0 ? text : text.slice(0, point) + text.slice(point + 1);
  const scale = point < 0 ? 0 : text.length - point - 1;
  // 15 digits are always a safe integer, with or without a sign; 16 are not (9007199254740993).
  const figures = digits.startsWith('-') ? digits.length - 1 : digits.length;
  return Decimal.of(figures <= 15 ? Number(digits) : BigInt(digits), scale);
}

/** Reads text that matches the decimal pattern (docs/tools/README.md, Reading inputs); anything else is `null`, never a guess. */
export function parseDecimal(text: string): Decimal | null {
  return DECIMAL_PATTERN.test(text) ? fromText(text) : null;
}

/** Reads a decimal the service itself holds (shipped data, constants); malformed text is a bug. */
export function dec(text: string): Decimal {
  const value = parseDecimal(text);
  if (value === null) throw new Error(`not a decimal string: ${JSON.stringify(text)}`);
  return value;
}

/** A whole number the service counted (cartons, rows, millimetres). */
export function fromInteger(value: number | bigint): Decimal {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
  return Decimal.of(value, 0);
}

export function isUnsignedIntegerText(text: string): boolean {
  return UNSIGNED_INTEGER.test(text);
}

/** Text written by toPlain or padTo: digits, at most one point, perhaps a minus; nothing to escape. */
export type DecimalText = string & { readonly __writtenBy: 'toPlain or padTo' };

/** The wire form: no exponent, no negative zero, no trailing zeros (use `padTo` where places matter). */
export function toPlain(value: Decimal): DecimalText {
  return written(value);
}

function written(value: Decimal): DecimalText;
function written(value: Decimal): string {
  const { units, scale } = value;
  if (scale === 0) return String(units);
  const negative = units < 0;
  const digits = String(negative ? -units : units).padStart(scale + 1, '0');
  const cut = digits.length - scale;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

/** Pads with zeros to `places` without rounding; more digits than that is a bug upstream. */
export function padTo(value: Decimal, places: number): DecimalText;
export function padTo(value: Decimal, places: number): string {
  if (value.scale > places) throw new Error(`${toPlain(value)} has more than ${places} places; round it first`);
  const text = toPlain(value);
  if (places === 0) return text;
  return value.scale === 0 ? `${text}.${'0'.repeat(places)}` : text + '0'.repeat(places - value.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = a.scale > b.scale ? a.scale : b.scale;
  const x = shifted(a.units, scale - a.scale);
  const y = shifted(b.units, scale - b.scale);
  if (typeof x === 'number' && typeof y === 'number') {
    const total = x + y;
    if (total <= MAX_SAFE && total >= -MAX_SAFE) return Decimal.of(total, scale);
  }
  return Decimal.of(BigInt(x) + BigInt(y), scale);
}

export function neg(value: Decimal): Decimal {
  return Decimal.of(-value.units, value.scale);
}

export function abs(value: Decimal): Decimal {
  return value.units < 0 ? neg(value) : value;
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return add(a, neg(b));
}

export function mul(a: Decimal, b: Decimal): Decimal {
  const x = a.units;
  const y = b.units;
  if (typeof x === 'number' && typeof y === 'number') {
    const product = x * y;
    // A float product within the safe range is the exact product (a true product beyond it rounds beyond it).
    if (product <= MAX_SAFE && product >= -MAX_SAFE) return Decimal.of(product, a.scale + b.scale);
  }
  return Decimal.of(BigInt(x) * BigInt(y), a.scale + b.scale);
}

export function sum(values: readonly Decimal[]): Decimal {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

export function max(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a : b;
}

/** Decimals after the point (the shortest form's). */
export function placesOf(value: Decimal): number {
  return value.scale;
}

/** The integer quotient n ÷ d rounded with `mode`, in numbers while both are safe. */
function quotient(n: number | bigint, d: number | bigint, mode: RoundingMode): number | bigint {
  return typeof n === 'number' && typeof d === 'number'
    ? roundQuotientOfSafe(n, d, mode)
    : roundQuotient(BigInt(n), BigInt(d), mode);
}

/** Rounds to `places` decimals with a named mode; with `divide`, the one door through which digits are lost. */
export function roundTo(value: Decimal, places: number, mode: RoundingMode): Decimal {
  if (value.scale <= places) return value;
  const cut = value.scale - places;
  return Decimal.of(quotient(value.units, cut < POWERS.length ? (POWERS[cut] as number) : bigPower(cut), mode), places);
}

/**
 * a ÷ b rounded to `places` decimals with `mode`, computed exactly in integers, so no
 * intermediate rounding can tip a tie the wrong way.
 */
export function divide(a: Decimal, b: Decimal, places: number, mode: RoundingMode): Decimal {
  if (b.isZero()) throw new RangeError('division by zero');
  return Decimal.of(quotient(shifted(a.units, b.scale + places), shifted(b.units, a.scale), mode), places);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function gcdOfSafe(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return Math.abs(a);
}

/**
 * a ÷ b when the quotient terminates within `maxPlaces` decimals (unbounded by default), else
 * null: the caller then rounds by a written rule. The quotient terminates exactly when the
 * reduced denominator has no prime factors but 2 and 5.
 */
export function divideExact(a: Decimal, b: Decimal, maxPlaces = Infinity): Decimal | null {
  if (b.isZero()) throw new RangeError('division by zero');
  const n = shifted(a.units, b.scale);
  const d = shifted(b.units, a.scale);
  return typeof n === 'number' && typeof d === 'number'
    ? terminatingOfSafe(n, d, maxPlaces)
    : terminating(BigInt(n), BigInt(d), maxPlaces);
}

function terminatingOfSafe(n: number, d: number, maxPlaces: number): Decimal | null {
  const common = gcdOfSafe(n, d) * (d < 0 ? -1 : 1);
  n /= common;
  d /= common;
  const reduced = d;
  let twos = 0;
  let fives = 0;
  while (d % 2 === 0) [d, twos] = [d / 2, twos + 1];
  while (d % 5 === 0) [d, fives] = [d / 5, fives + 1];
  if (d !== 1) return null;
  const places = Math.max(twos, fives);
  if (places > maxPlaces) return null;
  // n × 2^(places − twos) × 5^(places − fives), which is n × 10^places ÷ the denominator.
  const factor = 2 ** (places - twos) * 5 ** (places - fives);
  if (!Number.isSafeInteger(factor)) return terminating(BigInt(n), BigInt(reduced), maxPlaces);
  return mul(Decimal.of(n, 0), Decimal.of(factor, places));
}

function terminating(n: bigint, d: bigint, maxPlaces: number): Decimal | null {
  const common = gcd(n, d);
  n /= common;
  d /= common;
  if (d < 0n) [n, d] = [-n, -d];
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) [d, twos] = [d / 2n, twos + 1];
  while (d % 5n === 0n) [d, fives] = [d / 5n, fives + 1];
  if (d !== 1n) return null;
  const places = Math.max(twos, fives);
  if (places > maxPlaces) return null;
  return Decimal.of(n * 2n ** BigInt(places - twos) * 5n ** BigInt(places - fives), places);
}
