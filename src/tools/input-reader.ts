/**
 * Reading a calculation's `inputs` against its tool definition (api-v1 §2.5). Each input is
 * read exactly or refused with an issue at its dotted path (`cartons.0.length`); every
 * accepted rewrite is recorded in `normalized`; all problems are reported together.
 */
import { isRealDay } from '../core/calendar.js';
import { DECIMAL_PATTERN, dec, placesOf } from '../core/decimal.js';
import { type Issue, type IssueValues, type Normalized, Refusal, issue } from '../core/issues.js';
import { unitsOf } from '../core/units.js';
import type { CopyKey } from '../i18n/catalogue.js';
import type { InputSpec, InputValue, InputValues, ToolDefinition } from './definition.js';
import { CURRENCY_NAMES, GROUPED_NUMBER, INTEGER_TEXT, halfWidth, readDateText, readUnit, spelledAs } from './spellings.js';

/** Longest number text read (digits and point): beyond any real quantity, short of a flood. */
const MAX_NUMBER_LENGTH = 40;

class Reading {
  readonly issues: Issue[] = [];
  readonly normalized: Normalized[] = [];

  refuse(path: string, code: CopyKey, values: IssueValues = {}): undefined {
    this.issues.push(issue(path, code, values));
    return undefined;
  }

  rewrote(path: string, given: string, used: string): void {
    this.normalized.push({ path, given, used });
  }
}

/** Text of a number input: a JSON number as its text, full-width forms and thousands commas undone. */
function numberText(reading: Reading, path: string, raw: unknown, integer: boolean): string | undefined {
  const code: CopyKey = integer ? 'input.integer_expected' : 'input.decimal_expected';
  if (typeof raw === 'number') {
    const text = String(raw);
    const exact = Number.isFinite(raw) && !/e/i.test(text) && (!Number.isInteger(raw) || Number.isSafeInteger(raw));
    if (!exact) return reading.refuse(path, 'input.number_imprecise');
    reading.rewrote(path, text, text);
    return text;
  }
  if (typeof raw !== 'string') return reading.refuse(path, code);
  let text = halfWidth(raw);
  if (GROUPED_NUMBER.test(text)) text = text.replace(/,/g, '');
  if (text.length > MAX_NUMBER_LENGTH) return reading.refuse(path, 'input.number_too_long', { max: MAX_NUMBER_LENGTH });
  if (!(integer ? INTEGER_TEXT : DECIMAL_PATTERN).test(text)) return reading.refuse(path, code);
  if (text !== raw) reading.rewrote(path, raw, text);
  return text;
}

function readDecimal(reading: Reading, path: string, spec: Extract<InputSpec, { type: 'decimal' }>, raw: unknown): InputValue {
  const text = numberText(reading, path, raw, false);
  if (text === undefined) return undefined;
  const value = dec(text);
  if (spec.min !== undefined && (spec.minExclusive ? value.lte(dec(spec.min)) : value.lt(dec(spec.min)))) {
    return reading.refuse(path, spec.minExclusive ? 'input.decimal_above' : 'input.decimal_min', { min: spec.min });
  }
  if (spec.max !== undefined && value.gt(dec(spec.max))) return reading.refuse(path, 'input.decimal_max', { max: spec.max });
  if (spec.maxPlaces !== undefined && placesOf(value) > spec.maxPlaces) return reading.refuse(path, 'input.decimal_places', { places: spec.maxPlaces });
  return value;
}

function readInteger(reading: Reading, path: string, spec: Extract<InputSpec, { type: 'integer' }>, raw: unknown): InputValue {
  const text = numberText(reading, path, raw, true);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return reading.refuse(path, 'input.number_too_long', { max: 15 });
  const min = spec.min ?? Number.MIN_SAFE_INTEGER;
  const max = spec.max ?? Number.MAX_SAFE_INTEGER;
  if (value < min || value > max) {
    return spec.max === undefined
      ? reading.refuse(path, 'input.integer_min', { min })
      : reading.refuse(path, 'input.integer_range', { min, max });
  }
  return value;
}

function readToken(
  reading: Reading,
  path: string,
  raw: unknown,
  read: (text: string) => string | null,
  refusal: CopyKey,
  values: IssueValues,
): InputValue {
  const value = typeof raw === 'string' ? read(raw) : null;
  if (value === null) return reading.refuse(path, refusal, values);
  if (value !== raw) reading.rewrote(path, String(raw), value);
  return value;
}

function readValue(reading: Reading, path: string, spec: InputSpec, raw: unknown): InputValue {
  switch (spec.type) {
    case 'decimal':
      return readDecimal(reading, path, spec, raw);
    case 'integer':
      return readInteger(reading, path, spec, raw);
    case 'choice':
      return readToken(reading, path, raw, (t) => (spec.choices.includes(t) ? t : (spec.synonyms ? spelledAs(spec.synonyms, t) : null)), 'input.choice', {
        choices: spec.choices.join(', '),
      });
    case 'unit': {
      const units = spec.kind === 'any' ? ['mm', 'cm', 'm', 'in', 'ft', 'yd', 'g', 'kg', 't', 'oz', 'lb', 'cm3', 'm3', 'l', 'in3', 'ft3'] : unitsOf(spec.kind);
      return readToken(reading, path, raw, (t) => readUnit(t, spec.kind), 'input.unit', { choices: units.join(', ') });
    }
    case 'currency':
      return readToken(reading, path, raw, (t) => (/^[A-Za-z]{3}$/.test(t) ? t.toUpperCase() : spelledAs(CURRENCY_NAMES, t)), 'input.currency', {});
    case 'boolean':
      return typeof raw === 'boolean' ? raw : readBooleanText(reading, path, raw);
    case 'text':
      if (typeof raw !== 'string' || raw.length > spec.maxLength) return reading.refuse(path, 'input.text', { max: spec.maxLength });
      return spec.pattern === undefined || new RegExp(`^(?:${spec.pattern})$`).test(raw) ? raw : reading.refuse(path, 'input.text_pattern', { pattern: spec.pattern });
    case 'date':
      return readToken(reading, path, raw, (t) => { const day = readDateText(halfWidth(t)); return day !== null && isRealDay(day) ? day : null; }, 'input.date', {});
    case 'rows':
      return readRows(reading, path, spec, raw);
    case 'object':
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return reading.refuse(path, 'input.row_object');
      return readFields(reading, spec.fields, raw as Record<string, unknown>, `${path}.`);
  }
}

/** "true" and "false" (any case), as a form or a query string sends them; the rewrite is listed. */
function readBooleanText(reading: Reading, path: string, raw: unknown): InputValue {
  const text = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (text !== 'true' && text !== 'false') return reading.refuse(path, 'input.boolean');
  reading.rewrote(path, String(raw), text);
  return text === 'true';
}

function readRows(reading: Reading, path: string, spec: Extract<InputSpec, { type: 'rows' }>, raw: unknown): InputValue {
  if (!Array.isArray(raw)) return reading.refuse(path, 'input.rows_expected');
  if (raw.length < spec.minItems || raw.length > spec.maxItems) {
    return reading.refuse(path, 'input.rows_count', { min: spec.minItems, max: spec.maxItems });
  }
  const rows: InputValues[] = [];
  raw.forEach((item, index) => {
    const rowPath = `${path}.${index}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) reading.refuse(rowPath, 'input.row_object');
    else rows.push(readFields(reading, spec.fields, item as Record<string, unknown>, `${rowPath}.`));
  });
  return rows;
}

function isGiven(raw: unknown): boolean {
  return raw !== undefined && raw !== null && raw !== '';
}

/** A default is written in its read form already (a decimal as its text): it is not a rewrite of anything sent. */
function defaultOf(spec: InputSpec): InputValue {
  if (!('default' in spec) || spec.default === undefined) return undefined;
  return spec.type === 'decimal' ? dec(spec.default) : spec.default;
}

function readFields(reading: Reading, specs: readonly InputSpec[], raw: Record<string, unknown>, prefix: string): InputValues {
  const values: Record<string, InputValue> = {};
  const names = new Set(specs.map((spec) => spec.name));
  for (const key of Object.keys(raw)) if (!names.has(key)) reading.refuse(`${prefix}${key}`, 'input.unknown');
  for (const spec of specs) {
    const given = Object.hasOwn(raw, spec.name) ? raw[spec.name] : undefined;
    if (isGiven(given)) values[spec.name] = readValue(reading, `${prefix}${spec.name}`, spec, given);
    else if (spec.required) reading.refuse(`${prefix}${spec.name}`, 'input.required');
    else values[spec.name] = defaultOf(spec);
  }
  return values;
}

export interface ReadInputs {
  values: InputValues;
  normalized: Normalized[];
}

/**
 * Reads a request body that is itself the object of fields (the quote builder's); throws a
 * Refusal carrying every issue and what was rewritten.
 */
export function readBodyFields(specs: readonly InputSpec[], body: unknown): ReadInputs {
  const reading = new Reading();
  let values: InputValues = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) reading.refuse('', 'input.body_object');
  else values = readFields(reading, specs, body as Record<string, unknown>, '');
  const normalized = reading.normalized;
  if (reading.issues.length > 0) throw new Refusal(reading.issues, normalized.length > 0 ? { normalized } : {});
  return { values, normalized };
}

/** Reads `{inputs: {…}}`; throws a Refusal carrying every issue, the tool and what was rewritten. */
export function readToolInputs(tool: ToolDefinition, body: unknown): ReadInputs {
  const reading = new Reading();
  let values: InputValues = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    reading.refuse('inputs', 'input.inputs_object');
  } else {
    for (const key of Object.keys(body)) if (key !== 'inputs') reading.refuse(key, 'input.unknown');
    const inputs = (body as Record<string, unknown>).inputs;
    if (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs)) reading.refuse('inputs', 'input.inputs_object');
    else values = readFields(reading, tool.inputs, inputs as Record<string, unknown>, '');
  }
  const normalized = reading.normalized;
  if (reading.issues.length > 0) {
    throw new Refusal(reading.issues, { tool: tool.id, ...(normalized.length > 0 ? { normalized } : {}) });
  }
  return { values, normalized };
}
