/**
 * Exact decimals. Every money amount, rate and measure in the service is a `Decimal`
 * from this one configured decimal.js clone, and crosses the wire as a plain string.
 *
 * Why the configuration: decimal.js rounds every result to `precision` significant digits.
 * With the maximum precision, addition, subtraction and multiplication of the finite
 * decimals we read can never reach that limit, so they are exact. Division is the one
 * operation whose result may not be finite; the method is disabled on the clone and the
 * only way to divide is `divide`, which takes the places and the rounding mode by name.
 */
import { Decimal as DecimalJs } from 'decimal.js';
import { type RoundingMode, roundQuotient, toDecimalJsMode } from './rounding.js';

export const Decimal = DecimalJs.clone({
  precision: 1e9,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
  minE: -9e15,
  maxE: 9e15,
});
export type Decimal = InstanceType<typeof Decimal>;

function refuseSilentDivision(): never {
  throw new Error('Decimal division rounds: call divide(a, b, places, mode) from core/decimal');
}
// The clone shares decimal.js's prototype; no code in this service divides any other way.
for (const name of ['div', 'dividedBy', 'sqrt', 'squareRoot', 'ln', 'log', 'exp', 'pow', 'toPower'] as const) {
  (DecimalJs.prototype as unknown as Record<string, unknown>)[name] = refuseSilentDivision;
}

/** The decimal input pattern of api-v1 §2.5. */
export const DECIMAL_PATTERN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const UNSIGNED_INTEGER = /^(0|[1-9][0-9]*)$/;

/** Reads text that matches the §2.5 pattern; anything else is `null`, never a guess. */
export function parseDecimal(text: string): Decimal | null {
  return DECIMAL_PATTERN.test(text) ? new Decimal(text) : null;
}

/** Reads a decimal the service itself holds (shipped data, constants); malformed text is a bug. */
export function dec(text: string): Decimal {
  const value = parseDecimal(text);
  if (value === null) throw new Error(`not a decimal string: ${JSON.stringify(text)}`);
  return value;
}

export function isUnsignedIntegerText(text: string): boolean {
  return UNSIGNED_INTEGER.test(text);
}

/**
 * The wire form: no exponent, no negative zero. decimal.js drops trailing zeros (1300.00 is
 * 1300), so a figure whose places matter is written with `padTo`; published strings are
 * kept as the publisher wrote them and never pass through here.
 */
export function toPlain(value: Decimal): string {
  return value.isZero() ? value.toFixed().replace(/^-/, '') : value.toFixed();
}

export function add(a: Decimal, b: Decimal): Decimal {
  return a.plus(b);
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return a.minus(b);
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return a.times(b);
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(value), new Decimal(0));
}

export function max(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a : b;
}

export function min(a: Decimal, b: Decimal): Decimal {
  return a.lte(b) ? a : b;
}

/** Digits after the decimal point as written (trailing zeros count). */
export function placesOf(value: Decimal): number {
  return value.decimalPlaces();
}

/** Rounds to `places` decimals with a named mode; the one door through which digits are lost. */
export function roundTo(value: Decimal, places: number, mode: RoundingMode): Decimal {
  return value.toDecimalPlaces(places, toDecimalJsMode(mode));
}

/** Pads with zeros to `places` without rounding; more digits than that is a bug upstream. */
export function padTo(value: Decimal, places: number): string {
  if (value.decimalPlaces() > places) {
    throw new Error(`${toPlain(value)} has more than ${places} places; round it first`);
  }
  return value.isZero() ? new Decimal(0).toFixed(places) : value.toFixed(places);
}

interface ScaledInteger {
  digits: bigint;
  scale: number;
}

function toScaledInteger(value: Decimal): ScaledInteger {
  const text = value.toFixed();
  const point = text.indexOf('.');
  if (point < 0) return { digits: BigInt(text), scale: 0 };
  return { digits: BigInt(text.slice(0, point) + text.slice(point + 1)), scale: text.length - point - 1 };
}

function fromScaledInteger(digits: bigint, scale: number): Decimal {
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  return new Decimal(negative ? `-${whole}` : whole);
}

/**
 * a ÷ b rounded to `places` decimals with `mode`, computed exactly in integers, so no
 * intermediate rounding can tip a tie the wrong way.
 */
export function divide(a: Decimal, b: Decimal, places: number, mode: RoundingMode): Decimal {
  if (b.isZero()) throw new RangeError('division by zero');
  const x = toScaledInteger(a);
  const y = toScaledInteger(b);
  const numerator = x.digits * 10n ** BigInt(y.scale + places);
  const denominator = y.digits * 10n ** BigInt(x.scale);
  return fromScaledInteger(roundQuotient(numerator, denominator, mode), places);
}
