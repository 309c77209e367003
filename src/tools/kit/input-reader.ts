/**
 * Reading a calculation's `inputs` against its declaration (docs/tools/README.md, Reading inputs). Each input is read
 * exactly or refused with an issue at its dotted path (`cartons.0.length`); every accepted
 * rewrite is recorded in `normalized`; all problems are reported together.
 *
 * The reader is compiled once per declaration, at start-up: each field becomes one specialised
 * function with its bounds already read, its choices in a set and its pattern compiled, so a
 * request only runs those functions in order. Paths are written only for an issue or a rewrite.
 */
import { isRealDay } from '../../core/calendar.js';
import { DECIMAL_PATTERN, dec, placesOf } from '../../core/decimal.js';
import { JsonNumber, plainNumberText } from '../../core/lossless-json.js';
import { type Issue, type IssueValues, type Normalized, Refusal, issue } from '../../core/issues.js';
import { type Unit, unitsOf } from '../../core/units.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { InputSpec, InputValue, InputValues } from './input-spec.js';
import { type Fields, type ValuesOf, declarations } from './inputs.js';
import { type Share, readNumberText } from './number-text.js';
import { CURRENCY_NAMES, INTEGER_TEXT, halfWidth, readDateText, spelledAs, unitReader } from './spellings.js';

/** Longest number text read (digits and point): beyond any real quantity, short of a flood. */
const MAX_NUMBER_LENGTH = 40;
/** Longest text looked at as a typed number (spaces around it, commas): beyond it, too long unread. */
const MAX_TYPED_LENGTH = 2 * MAX_NUMBER_LENGTH;
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

class Reading {
  issues: Issue[] | null = null;
  normalized: Normalized[] = [];

  refuse(path: string, code: CopyKey, values: IssueValues = {}): undefined {
    (this.issues ??= []).push(issue(path, code, values));
    return undefined;
  }

  rewrote(path: string, given: string, used: string): void {
    this.normalized.push({ path, given, used });
  }
}

/** Reads one given (not blank) value at `prefix + name`. */
type FieldReader = (reading: Reading, prefix: string, raw: unknown) => InputValue;
/** Reads the fields of one object; `prefix` is its path with a trailing dot, or ''. */
type FieldsReader = (reading: Reading, raw: Readonly<Record<string, unknown>>, prefix: string) => InputValues;

function isObject(raw: unknown): raw is Readonly<Record<string, unknown>> {
  // A JSON number read exactly (lossless-json.ts) is an object in JavaScript, never a JSON object.
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) && !(raw instanceof JsonNumber);
}

/** A number input as sent (`given`: a JSON number's own text, or the string) and as it is read (`text`). */
interface NumberText {
  given: string;
  text: string;
  /** A JSON number is always listed as read from its text; a string only when it was rewritten. */
  listed: boolean;
}

const WHOLE_WITH_ZEROS = /^(-?\d+)\.0+$/;

/** A value that is no text at all, as a refusal names it (what it could not read). */
function shownValue(raw: unknown): string {
  return Array.isArray(raw) ? '[…]' : typeof raw === 'object' && raw !== null ? '{…}' : String(raw);
}

/**
 * Text of a number input: a JSON number from its own text (exponent forms written out exactly),
 * a string as people type numbers (number-text.ts: spaces around it, full-width forms, 。 as the
 * point, thousands commas, a `%` where the input is a share). For an integer input a decimal text
 * is taken here and its fraction checked by the integer reader.
 */
function numberText(
  reading: Reading,
  path: () => string,
  raw: unknown,
  integer: boolean,
  share?: Share,
): NumberText | undefined {
  if (typeof raw === 'number' || raw instanceof JsonNumber) {
    // A number the body parser left a double is exactly its shortest text (lossless-json.ts).
    const given = typeof raw === 'number' ? String(raw) : raw.text;
    const text = plainNumberText(given, MAX_NUMBER_LENGTH);
    if (text === null) return reading.refuse(path(), 'input.number_too_long', { max: MAX_NUMBER_LENGTH });
    return { given, text, listed: true };
  }
  const code: CopyKey = integer ? 'input.integer_expected' : 'input.decimal_expected';
  if (typeof raw !== 'string') return reading.refuse(path(), code, { unread: shownValue(raw) });
  // The common case, plain ASCII digits, skips the rewrites. Text far beyond any number is not read
  // at all, so that what a refusal quotes of it stays short.
  if (DECIMAL_PATTERN.test(raw) || raw.length > MAX_TYPED_LENGTH) return lengthChecked(reading, path, raw, raw);
  const read = readNumberText(raw, share);
  if ('unread' in read)
    return raw.trim().length > MAX_NUMBER_LENGTH
      ? reading.refuse(path(), 'input.number_too_long', { max: MAX_NUMBER_LENGTH })
      : reading.refuse(path(), code, { unread: read.unread });
  return lengthChecked(reading, path, raw, read.text);
}

function lengthChecked(reading: Reading, path: () => string, given: string, text: string): NumberText | undefined {
  if (text.length > MAX_NUMBER_LENGTH)
    return reading.refuse(path(), 'input.number_too_long', { max: MAX_NUMBER_LENGTH });
  return { given, text, listed: text !== given };
}

function decimalReader(name: string, spec: Extract<InputSpec, { type: 'decimal' }>): FieldReader {
  const min = spec.min === undefined ? null : dec(spec.min);
  const max = spec.max === undefined ? null : dec(spec.max);
  return (reading, prefix, raw) => {
    const path = () => prefix + name;
    const number = numberText(reading, path, raw, false, spec.share);
    if (number === undefined) return undefined;
    if (number.listed) reading.rewrote(path(), number.given, number.text);
    const value = dec(number.text);
    if (min !== null && (spec.minExclusive ? value.lte(min) : value.lt(min))) {
      return reading.refuse(path(), spec.minExclusive ? 'input.decimal_above' : 'input.decimal_min', {
        min: spec.min ?? '',
      });
    }
    if (max !== null && value.gt(max)) return reading.refuse(path(), 'input.decimal_max', { max: spec.max ?? '' });
    if (spec.maxPlaces !== undefined && placesOf(value) > spec.maxPlaces)
      return reading.refuse(path(), 'input.decimal_places', { places: spec.maxPlaces });
    return value;
  };
}

/** Longest integer text read: 15 digits are always a safe integer. */
const MAX_INTEGER_DIGITS = 15;

function integerReader(name: string, spec: Extract<InputSpec, { type: 'integer' }>): FieldReader {
  const min = spec.min ?? Number.MIN_SAFE_INTEGER;
  const max = spec.max ?? Number.MAX_SAFE_INTEGER;
  return (reading, prefix, raw) => {
    const path = () => prefix + name;
    const number = numberText(reading, path, raw, true);
    if (number === undefined) return undefined;
    // 2.0 is exactly 2 and read as 2 (listed); 2.5 is no whole number.
    const whole = INTEGER_TEXT.test(number.text) ? number.text : WHOLE_WITH_ZEROS.exec(number.text)?.[1];
    if (whole === undefined) return reading.refuse(path(), 'input.integer_expected', { unread: number.given.trim() });
    if (whole.replace(/^-/, '').length > MAX_INTEGER_DIGITS)
      return reading.refuse(path(), 'input.number_too_long', { max: MAX_INTEGER_DIGITS });
    if (number.listed || whole !== number.given) reading.rewrote(path(), number.given, whole);
    const value = Number(whole);
    if (value < min || value > max) {
      return spec.max === undefined
        ? reading.refuse(path(), 'input.integer_min', { min })
        : reading.refuse(path(), 'input.integer_range', { min, max });
    }
    return value;
  };
}

function codePoints(text: string): number {
  let count = 0;
  for (const _character of text) count++;
  return count;
}

/** A token read through `read` (a choice, unit, currency or date); a rewrite is listed. */
function tokenReader(
  name: string,
  read: (text: string) => string | null,
  refusal: CopyKey,
  values: IssueValues,
): FieldReader {
  return (reading, prefix, raw) => {
    const value = typeof raw === 'string' ? read(raw) : null;
    if (value === null) return reading.refuse(prefix + name, refusal, values);
    if (value !== raw) reading.rewrote(prefix + name, String(raw), value);
    return value;
  };
}

const ANY_UNIT: readonly Unit[] = [...unitsOf('length'), ...unitsOf('weight'), ...unitsOf('volume')];

function fieldReader(spec: InputSpec): FieldReader {
  const { name } = spec;
  switch (spec.type) {
    case 'decimal':
      return decimalReader(name, spec);
    case 'integer':
      return integerReader(name, spec);
    case 'choice': {
      const choices = new Set(spec.choices);
      const { synonyms } = spec;
      const read = (text: string) => (choices.has(text) ? text : synonyms ? spelledAs(synonyms, text) : null);
      return tokenReader(name, read, 'input.choice', { choices: spec.choices.join(', ') });
    }
    case 'unit': {
      const units = spec.kind === 'any' ? ANY_UNIT : unitsOf(spec.kind);
      return tokenReader(name, unitReader(spec.kind), 'input.unit', { choices: units.join(', ') });
    }
    case 'currency':
      return tokenReader(
        name,
        (text) => (CURRENCY_CODE.test(text) ? text.toUpperCase() : spelledAs(CURRENCY_NAMES, text)),
        'input.currency',
        {},
      );
    case 'boolean':
      return (reading, prefix, raw) => {
        if (typeof raw === 'boolean') return raw;
        // "true" and "false" (any case), as a form or a query string sends them; the rewrite is listed.
        const text = typeof raw === 'string' ? raw.toLowerCase() : '';
        if (text !== 'true' && text !== 'false') return reading.refuse(prefix + name, 'input.boolean');
        reading.rewrote(prefix + name, String(raw), text);
        return text === 'true';
      };
    case 'text': {
      const pattern = spec.pattern === undefined ? null : new RegExp(`^(?:${spec.pattern})$`);
      return (reading, prefix, raw) => {
        // Characters as JSON Schema's maxLength counts them: code points (an emoji is one, not two UTF-16 units).
        if (typeof raw !== 'string' || (raw.length > spec.maxLength && codePoints(raw) > spec.maxLength))
          return reading.refuse(prefix + name, 'input.text', { max: spec.maxLength });
        return pattern === null || pattern.test(raw)
          ? raw
          : reading.refuse(prefix + name, 'input.text_pattern', { pattern: spec.pattern ?? '' });
      };
    }
    case 'date':
      return tokenReader(name, readDay, 'input.date', {});
    case 'rows':
      return rowsReader(spec);
    case 'object': {
      const fields = compileFields(spec.fields);
      return (reading, prefix, raw) =>
        isObject(raw) ? fields(reading, raw, `${prefix}${name}.`) : reading.refuse(prefix + name, 'input.row_object');
    }
  }
}

/**
 * The codes the readers above refuse a field of `spec` with, its own fields' included: for the
 * OpenAPI document's union of a route's refusal codes, kept beside the readers so that the two
 * change together. Every object of fields refuses a member it does not know, and a required one left out.
 */
function fieldRefusals(spec: InputSpec): CopyKey[] {
  switch (spec.type) {
    case 'decimal':
      return [
        'input.decimal_expected',
        'input.number_too_long',
        ...(spec.min === undefined ? [] : ([spec.minExclusive ? 'input.decimal_above' : 'input.decimal_min'] as const)),
        ...(spec.max === undefined ? [] : (['input.decimal_max'] as const)),
        ...(spec.maxPlaces === undefined ? [] : (['input.decimal_places'] as const)),
      ];
    case 'integer':
      return [
        'input.integer_expected',
        'input.number_too_long',
        spec.max === undefined ? 'input.integer_min' : 'input.integer_range',
      ];
    case 'choice':
      return ['input.choice'];
    case 'unit':
      return ['input.unit'];
    case 'currency':
      return ['input.currency'];
    case 'boolean':
      return ['input.boolean'];
    case 'text':
      return ['input.text', ...(spec.pattern === undefined ? [] : (['input.text_pattern'] as const))];
    case 'date':
      return ['input.date'];
    case 'rows':
      return ['input.rows_expected', 'input.rows_count', 'input.row_object', ...fieldsRefusals(spec.fields)];
    case 'object':
      return ['input.row_object', ...fieldsRefusals(spec.fields)];
  }
}

function fieldsRefusals(specs: readonly InputSpec[]): CopyKey[] {
  return [
    'input.unknown',
    ...(specs.some((spec) => spec.required) ? (['input.required'] as const) : []),
    ...specs.flatMap(fieldRefusals),
  ];
}

/** Every code reading a body of these inputs may refuse with: a tool's `{inputs: …}`, or the quote's own body. */
export function inputRefusals(specs: readonly InputSpec[], body: 'tool' | 'fields'): CopyKey[] {
  return [
    ...new Set<CopyKey>([body === 'tool' ? 'input.inputs_object' : 'input.body_object', ...fieldsRefusals(specs)]),
  ];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as YYYY-MM-DD; the other spellings (full-width digits, slashes, no separators) rewritten to it. */
function readDay(text: string): string | null {
  const day = ISO_DAY.test(text) ? text : readDateText(halfWidth(text));
  return day !== null && isRealDay(day) ? day : null;
}

function rowsReader(spec: Extract<InputSpec, { type: 'rows' }>): FieldReader {
  const fields = compileFields(spec.fields);
  const { name, minItems, maxItems } = spec;
  return (reading, prefix, raw) => {
    if (!Array.isArray(raw)) return reading.refuse(prefix + name, 'input.rows_expected');
    if (raw.length < minItems || raw.length > maxItems)
      return reading.refuse(prefix + name, 'input.rows_count', { min: minItems, max: maxItems });
    const rows: InputValues[] = [];
    for (let index = 0; index < raw.length; index += 1) {
      const item: unknown = raw[index];
      if (isObject(item)) rows.push(fields(reading, item, `${prefix}${name}.${index}.`));
      else reading.refuse(`${prefix}${name}.${index}`, 'input.row_object');
    }
    return rows;
  };
}

function isGiven(raw: unknown): boolean {
  return raw !== undefined && raw !== null && raw !== '';
}

/** A default is written in its read form already (a decimal as its text): it is not a rewrite of anything sent. */
function defaultOf(spec: InputSpec): InputValue {
  if (!('default' in spec) || spec.default === undefined) return undefined;
  return spec.type === 'decimal' ? dec(spec.default) : spec.default;
}

interface CompiledField {
  name: string;
  read: FieldReader;
  required: boolean;
  fallback: InputValue;
}

/** The reader of an object of `specs`: unknown members first, then each field in declared order. */
function compileFields(specs: readonly InputSpec[]): FieldsReader {
  const fields: CompiledField[] = specs.map((spec) => ({
    name: spec.name,
    read: fieldReader(spec),
    required: spec.required === true,
    fallback: defaultOf(spec),
  }));
  const known = new Set(fields.map((field) => field.name));
  return (reading, raw, prefix) => {
    for (const key in raw)
      if (Object.hasOwn(raw, key) && !known.has(key)) reading.refuse(prefix + key, 'input.unknown');
    const values: Record<string, InputValue> = {};
    for (const field of fields) {
      const given = Object.hasOwn(raw, field.name) ? raw[field.name] : undefined;
      if (isGiven(given)) values[field.name] = field.read(reading, prefix, given);
      else if (field.required) reading.refuse(prefix + field.name, 'input.required');
      else values[field.name] = field.fallback;
    }
    return values;
  };
}

export interface ReadInputs {
  values: InputValues;
  normalized: Normalized[];
}

/**
 * The reader of a request body that is itself the object of fields (the quote builder's); it
 * throws a Refusal carrying every issue and what was rewritten.
 */
function compileBodyReader(specs: readonly InputSpec[]): (body: unknown) => ReadInputs {
  const fields = compileFields(specs);
  return (body) => {
    const reading = new Reading();
    let values: InputValues = {};
    if (isObject(body)) values = fields(reading, body, '');
    else reading.refuse('', 'input.body_object');
    const { normalized } = reading;
    if (reading.issues !== null) throw new Refusal(reading.issues, normalized);
    return { values, normalized };
  };
}

/** The reader of `{inputs: {…}}` for one tool; it throws a Refusal carrying every issue and what was rewritten. */
export function compileToolReader(tool: { id: string; inputs: readonly InputSpec[] }): (body: unknown) => ReadInputs {
  const fields = compileFields(tool.inputs);
  return (body) => {
    const reading = new Reading();
    let values: InputValues = {};
    if (!isObject(body)) {
      reading.refuse('inputs', 'input.inputs_object');
    } else {
      for (const key in body) if (Object.hasOwn(body, key) && key !== 'inputs') reading.refuse(key, 'input.unknown');
      const { inputs } = body;
      if (isObject(inputs)) values = fields(reading, inputs, '');
      else reading.refuse('inputs', 'input.inputs_object');
    }
    const { normalized } = reading;
    if (reading.issues !== null) throw new Refusal(reading.issues, normalized);
    return { values, normalized };
  };
}

/**
 * Values read by a reader compiled from `F`'s own declarations, as the type those declarations
 * name. The one place a type is asserted rather than inferred: each builder's field is read by
 * the reader its spec compiles to, which gives exactly the value the builder names (a Decimal
 * for decimal(), one of the choices for choice(), rows of such values for rows()), present
 * whenever the field is required or has a default. Nothing else reads declared values.
 */
export function declaredValues<F extends Fields>(_fields: F, values: InputValues): ValuesOf<F> {
  return values as ValuesOf<F>;
}

/** compileBodyReader for fields declared with builders: the values come typed. */
export function compileDeclaredBodyReader<F extends Fields>(
  fields: F,
): (body: unknown) => { values: ValuesOf<F>; normalized: Normalized[] } {
  const read = compileBodyReader(declarations(fields));
  return (body) => {
    const { values, normalized } = read(body);
    return { values: declaredValues(fields, values), normalized };
  };
}
