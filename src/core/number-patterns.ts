/**
 * Regular expressions for number texts within bounds, for JSON Schema `pattern`s: a decimal
 * input of 0 < x ≤ 1,000,000,000 with at most 2 places, or a whole number from 1 to 365, is
 * described exactly, so that a text matching the pattern is one the input reader accepts (and a
 * schema-driven client or fuzzer generates only such texts). Whole-number ranges come from
 * to-regex-range; the decimal shapes are built here.
 */
import toRegexRange from 'to-regex-range';

/** Decimal bounds as the inputs declare them: text bounds, a strict lower bound, a decimal limit. */
export interface DecimalBounds {
  min?: string;
  minExclusive?: boolean;
  max?: string;
  maxPlaces?: number;
}

const WHOLE = /^(0|[1-9][0-9]*)$/;
/** Any decimal text in the canonical form (no exponent, no leading zeros, a period). */
const ANY_DECIMAL = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?';

/** A fraction of up to `places` digits (any number of digits when undefined). */
function fraction(places: number | undefined): string {
  return places === undefined ? '(?:\\.[0-9]+)?' : places === 0 ? '' : `(?:\\.[0-9]{1,${places}})?`;
}

/** A fraction of zeros only: what may follow the upper bound itself (1000.00). */
function zeroFraction(places: number | undefined): string {
  return places === undefined ? '(?:\\.0+)?' : places === 0 ? '' : `(?:\\.0{1,${places}})?`;
}

/** "0." followed by a fraction that is not all zeros: the decimals between 0 and 1, 0 excluded. */
function positiveBelowOne(places: number | undefined): string | null {
  if (places === 0) return null;
  if (places === undefined) return '0\\.0*[1-9][0-9]*';
  const shapes: string[] = [];
  for (let zeros = 0; zeros < places; zeros++) shapes.push(`${'0'.repeat(zeros)}[1-9][0-9]{0,${places - 1 - zeros}}`);
  return `0\\.(?:${shapes.join('|')})`;
}

/**
 * The anchored pattern of the decimal texts within `bounds`. Supported shapes: no lower bound
 * (any sign) or a lower bound of 0 (inclusive or strict); no upper bound, or a whole-number one.
 * Any other shape throws, at start-up, rather than describe an input wrongly.
 */
export function decimalPattern(bounds: DecimalBounds): string {
  const { min, max, maxPlaces } = bounds;
  if (min !== undefined && min !== '0') throw new Error(`decimalPattern: a lower bound of ${min} is not supported`);
  if (max !== undefined && !WHOLE.test(max))
    throw new Error(`decimalPattern: an upper bound of ${max} is not supported`);
  if (min === undefined) {
    if (max !== undefined) throw new Error('decimalPattern: an upper bound without a lower bound is not supported');
    return maxPlaces === undefined ? `^${ANY_DECIMAL}$` : `^-?(?:0|[1-9][0-9]*)${fraction(maxPlaces)}$`;
  }
  const strict = bounds.minExclusive === true;
  const shapes: string[] = [];
  // Whole parts below the upper bound, with any allowed fraction (0 itself only when not strict).
  const lowestWhole = strict ? 1 : 0;
  if (max === undefined) shapes.push(`${strict ? '[1-9][0-9]*' : '(?:0|[1-9][0-9]*)'}${fraction(maxPlaces)}`);
  else if (BigInt(max) - 1n >= BigInt(lowestWhole))
    shapes.push(`(?:${toRegexRange(String(lowestWhole), String(BigInt(max) - 1n))})${fraction(maxPlaces)}`);
  if (strict) {
    const belowOne = positiveBelowOne(maxPlaces);
    if (belowOne !== null) shapes.push(belowOne);
  }
  // The upper bound itself, with zeros only after the point.
  if (max !== undefined && !(strict && max === '0')) shapes.push(`${max}${zeroFraction(maxPlaces)}`);
  return `^(?:${shapes.join('|')})$`;
}

/** The longest whole number the reader takes: 15 digits are always a safe integer. */
const WHOLE_DIGITS = 15;

/** The anchored pattern of the whole-number texts from `min` to `max` (either may be open). */
export function integerPattern(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `^(?:${toRegexRange(min, max)})$`;
  const digits = `[0-9]{0,${WHOLE_DIGITS - 1}}`;
  if (min === 0) return `^(?:0|[1-9]${digits})$`;
  if (min === 1) return `^[1-9]${digits}$`;
  if (min === undefined && max === undefined) return `^-?(?:0|[1-9]${digits})$`;
  throw new Error(`integerPattern: the range ${min} to ${max} is not supported`);
}
