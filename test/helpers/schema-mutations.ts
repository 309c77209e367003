/**
 * One mutation of a schema-valid request body that a schema-driven fuzzer makes to step outside
 * the published request schema: a value of the wrong JSON type, a string its `pattern` or `enum`
 * refuses, another spelling of the same value, `""` or `null`, a member removed or added, too
 * many or too few rows, a string over its `maxLength`. And the spellings the reader documents
 * (docs/tools/README.md, Reading inputs; each member's description in the OpenAPI document), to
 * tell a documented normalisation from a silent one.
 */
import fc from 'fast-check';

type Schema = { readonly [keyword: string]: unknown };
export type Segment = string | number;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawNumber);
}
export const schemaOf = (value: unknown): Schema => (isRecord(value) ? value : {});
/** Reading the document and answers as they come, `unknown`: a member, a list, a string (or nothing). */
export const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A JSON pointer's segments (`/inputs/cartons/0` is inputs, cartons, 0), as ajv and `$ref` write them. */
export const segments = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A JSON number sent with exactly this text (`2.0`, `1e3`), which a JS number would not keep. */
class RawNumber {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0000${this.text}\u0000`;
  }
}

/** The body as sent on the wire: each RawNumber written as its own text. */
export const jsonText = (body: unknown): string =>
  JSON.stringify(body).replace(/"\\u0000([^"\\]*)\\u0000"/g, (_whole, text: string) => text);

/** The body as a JSON Schema validator sees it once parsed. */
export const parsed = (body: unknown): unknown => JSON.parse(JSON.stringify(body, (_key, value) => plainJson(value)));
const plainJson = (value: unknown): unknown =>
  typeof value === 'string' && /^\u0000.*\u0000$/s.test(value) ? Number(value.slice(1, -1)) : value;

const REMOVE = Symbol('remove');

/** `body` with the value at `path` replaced (or removed), sharing everything off the path. */
export function replaced(body: unknown, path: readonly Segment[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(body) && typeof head === 'number')
    return body.map((item, index) => (index === head ? replaced(item, rest, value) : item));
  if (!isRecord(body) || typeof head !== 'string') throw new Error(`no ${String(head)} in ${JSON.stringify(body)}`);
  if (rest.length === 0 && value === REMOVE)
    return Object.fromEntries(Object.entries(body).filter(([key]) => key !== head));
  return { ...body, [head]: replaced(body[head], rest, value) };
}
export const removed = (body: unknown, path: readonly Segment[]): unknown => replaced(body, path, REMOVE);

/** How the reader documents other spellings of a member, read from its published description and type. */
type Spelling = 'decimal' | 'whole' | 'unit' | 'currency' | 'date' | 'boolean' | 'synonyms' | 'none';

function spellingOf(schema: Schema): Spelling {
  const text = typeof schema.description === 'string' ? schema.description : '';
  if (schema.type === 'boolean') return 'boolean';
  if (
    text.includes('JSON numbers, thousands commas of the 1,234,567 form, full-width digits, spaces around the number')
  )
    return text.includes('A whole number as a string') ? 'whole' : 'decimal';
  if (text.includes('Other letter cases and the Chinese names')) return 'unit';
  if (text.includes('other letter cases (usd) and Chinese names (美元) are read too')) return 'currency';
  if (text.includes('YYYY/MM/DD, YYYYMMDD and full-width digits are read too')) return 'date';
  if (synonymsOf(schema).length > 0) return 'synonyms';
  return 'none';
}

const synonymsOf = (schema: Schema): string[] =>
  /Other spellings are read too and listed in normalized: (.*)\.$/
    .exec(String(schema.description ?? ''))?.[1]
    ?.split(', ') ?? [];

// The Chinese names docs/tools/README.md lists ("厘米, 毫米, 米 …", "美元, 欧元, 日元 …").
const UNIT_NAMES: Readonly<Record<string, string>> = {
  厘米: 'cm',
  毫米: 'mm',
  米: 'm',
  英寸: 'in',
  英尺: 'ft',
  码: 'yd',
  克: 'g',
  千克: 'kg',
  公斤: 'kg',
  吨: 't',
  盎司: 'oz',
  磅: 'lb',
  立方米: 'm3',
  升: 'l',
};
const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  美元: 'USD',
  欧元: 'EUR',
  日元: 'JPY',
  港元: 'HKD',
  港币: 'HKD',
  英镑: 'GBP',
  澳元: 'AUD',
};
const nameOf = (table: Readonly<Record<string, string>>, value: string): string | undefined =>
  Object.entries(table).find(([, code]) => code === value)?.[0];
/** The table's own entry only: a plain lookup would answer "constructor" with what every object inherits. */
const codeOf = (table: Readonly<Record<string, string>>, name: string): string | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

const FULL_WIDTH: Readonly<Record<string, string>> = { '.': '．', ',': '，', '-': '－' };
const fullWidth = (text: string): string =>
  text.replace(/[0-9.,-]/g, (ch) => FULL_WIDTH[ch] ?? String.fromCharCode(ch.charCodeAt(0) - 0x30 + 0xff10));
const halfWidth = (text: string): string =>
  text.replace(/[\uff10-\uff19\uff0c\uff0d\uff0e]/g, (ch) => {
    const half = Object.entries(FULL_WIDTH).find(([, full]) => full === ch)?.[0];
    return half ?? String.fromCharCode(ch.charCodeAt(0) - 0xff10 + 0x30);
  });
const grouped = (text: string): string => text.replace(/^(\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

/** A JSON number's text without its exponent (`1e3` is 1000, `2.5E-1` is 0.25), as the reader writes it out. */
function plainOf(text: string): string {
  const parts = /^(-?)(\d+)(?:\.(\d+))?[eE]([+-]?\d+)$/.exec(text);
  if (!parts) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = parts;
  const point = whole.length + Number(exponent);
  const digits = point <= 0 ? '0'.repeat(1 - point) + whole + fraction : (whole + fraction).padEnd(point, '0');
  const at = Math.max(point, 1);
  const after = digits.slice(at).replace(/0+$/, '');
  return `${sign}${digits.slice(0, at).replace(/^0+(?=\d)/, '')}${after ? `.${after}` : ''}`;
}

/** What a member's description says a % after its number means (docs/tools/README.md, Reading inputs). */
function shareOf(schema: Schema): 'percent' | 'ratio' | null {
  const text = typeof schema.description === 'string' ? schema.description : '';
  if (text.includes('A % after the number is read too: 13% is 13.')) return 'percent';
  if (text.includes('A percent is read too, as its ratio: 13% is 0.13.')) return 'ratio';
  return null;
}

/** `text` (a canonical decimal) moved two places to the left, as 13% is 0.13: written out digit by digit. */
function hundredthOf(text: string): string {
  const [, sign = '', whole = '', fraction = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text) ?? [];
  const digits = whole.padStart(3, '0') + fraction;
  const point = digits.length - fraction.length - 2;
  const after = digits.slice(point).replace(/0+$/, '');
  const before = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const written = `${before}${after ? `.${after}` : ''}`;
  return written === '0' ? '0' : `${sign}${written}`;
}

/** The number a documented spelling stands for, written canonically; null when it is no documented spelling. */
function numberRead(sent: unknown, whole: boolean, share: 'percent' | 'ratio' | null): string | null {
  let text: string;
  let percent = false;
  if (sent instanceof RawNumber) text = plainOf(sent.text);
  else if (typeof sent === 'string') {
    text = sent.trim();
    percent = share !== null && /[%％]$/.test(text);
    if (percent) text = text.slice(0, -1).trim();
    text = halfWidth(text).replace(/[。｡]/g, '.');
    if (/^-?[1-9][0-9]{0,2}(,[0-9]{3})+(\.[0-9]+)?$/.test(text)) text = text.replace(/,/g, '');
  } else return null;
  if (!/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text)) return null;
  if (percent && share === 'ratio') text = hundredthOf(text);
  // An integer input reads 2.0 as 2 (docs/tools/README.md: "`2.0` → `2`").
  return whole ? text.replace(/^(-?\d+)\.0+$/, '$1') : text;
}

/**
 * Whether the reader's rewrite of `sent` (listed as `given` → `used` in `normalized`) is one the
 * documentation names for this member: docs/tools/README.md, Reading inputs, and the member's
 * description ("JSON numbers, thousands commas … are read too", "other letter cases (usd) …").
 */
export function documentedRewrite(schema: Schema, sent: unknown, given: string, used: string): boolean {
  const sentText = sent instanceof RawNumber ? sent.text : typeof sent === 'string' ? sent : null;
  // A JSON number is listed even as written (given and used alike); a string only when rewritten.
  if (sentText === null || given !== sentText || (typeof sent === 'string' && used === sentText)) return false;
  const choices = Array.isArray(schema.enum) ? schema.enum : [];
  switch (spellingOf(schema)) {
    case 'decimal':
    case 'whole':
      return numberRead(sent, spellingOf(schema) === 'whole', shareOf(schema)) === used;
    case 'unit':
      return choices.includes(used) && (codeOf(UNIT_NAMES, sentText) ?? sentText.toLowerCase()) === used;
    case 'currency':
      return (
        (codeOf(CURRENCY_NAMES, sentText) ?? (/^[A-Za-z]{3}$/.test(sentText) ? sentText.toUpperCase() : null)) === used
      );
    case 'date': {
      // docs/tools/README.md, Reading inputs: YYYY/MM/DD, YYYYMMDD, full-width digits.
      const day = /^(\d{4})([-/]?)(\d{2})\2(\d{2})$/.exec(halfWidth(sentText));
      return day !== null && `${day[1]}-${day[3]}-${day[4]}` === used;
    }
    case 'boolean':
      return ['true', 'false'].includes(sentText.toLowerCase()) && sentText.toLowerCase() === used;
    case 'synonyms':
      return synonymsOf(schema).includes(sentText) && choices.includes(used);
    case 'none':
      return false;
  }
}

/** The value a rewrite stands for, in the member's canonical JSON form. */
export const canonicalValue = (schema: Schema, used: string): unknown =>
  schema.type === 'boolean' ? used === 'true' : used;

/** Other spellings of `value` the documentation says are read as it. */
function respellings(value: unknown, schema: Schema): unknown[] {
  if (typeof value === 'boolean')
    return spellingOf(schema) === 'boolean' ? [String(value).toUpperCase(), value ? 'True' : 'False'] : [];
  if (typeof value !== 'string') return [];
  switch (spellingOf(schema)) {
    case 'decimal':
    case 'whole':
      return [
        new RawNumber(value),
        fullWidth(value),
        ...(/^\d{4}/.test(value) ? [grouped(value)] : []),
        ...(spellingOf(schema) === 'whole' ? [new RawNumber(`${value}.0`), `${value}.00`] : []),
        ` ${value}\t`,
        value.replace('.', '。'),
        ...(shareOf(schema) === 'percent' ? [`${value}%`, `${value} ％`] : []),
      ];
    case 'unit':
      return [value.toUpperCase(), nameOf(UNIT_NAMES, value)].filter((other) => other !== undefined && other !== value);
    case 'currency':
      return [value.toLowerCase(), `${value[0]}${value.slice(1).toLowerCase()}`, nameOf(CURRENCY_NAMES, value)].filter(
        (other) => other !== undefined,
      );
    case 'date':
      return [value.replace(/-/g, '/'), value.replace(/-/g, ''), fullWidth(value)];
    case 'synonyms':
      return synonymsOf(schema);
    default:
      return [];
  }
}

type Kind =
  | 'wrong type'
  | 'not an object or array'
  | 'bad string'
  | 'other spelling'
  | 'blank'
  | 'member removed'
  | 'unknown member'
  | 'too many items'
  | 'too few items'
  | 'over maxLength';

export class Mutation {
  #body: unknown = REMOVE;

  constructor(
    readonly kind: Kind,
    /** Where in the body: the member changed, removed or added. */
    readonly path: readonly Segment[],
    /** The member's schema (empty for an unknown member). */
    readonly schema: Schema,
    /** Whether `path` names a member of an object (else an item of an array). */
    readonly member: boolean,
    /** The body before the change. */
    readonly original: unknown,
    /** The value sent there (undefined when removed). */
    readonly sent?: unknown,
  ) {}

  /** The body as changed, made when first asked for: a body has hundreds of mutations, one is drawn. */
  get body(): unknown {
    if (this.#body === REMOVE)
      this.#body =
        this.sent === undefined ? removed(this.original, this.path) : replaced(this.original, this.path, this.sent);
    return this.#body;
  }

  /** A counterexample as fast-check prints it: the body as sent, not the schema. */
  [fc.toStringMethod](): string {
    return `${this.kind} at ${this.path.join('.')}: ${jsonText(this.body)}`;
  }
}

const WRONG_TYPED: unknown[] = [
  {},
  [],
  true,
  new RawNumber('12'),
  new RawNumber('0.5'),
  new RawNumber('-3'),
  new RawNumber('1e3'),
  new RawNumber('2.0'),
  new RawNumber('1E3'),
  new RawNumber('-0'),
  new RawNumber('1e400'),
  new RawNumber('12345678901234567890.5'),
  'abc',
];
const BAD_STRINGS = [
  'abc',
  '-1',
  '1e5',
  '１２',
  '0',
  '12.',
  '.5',
  ' 12',
  '12 ',
  '¥12',
  '12%',
  '1,234',
  '1,2345',
  'NaN',
  '2026/09/04',
  '2026-02-30',
  'usd',
  '美元',
  '厘米',
  'KG',
  'TRUE',
  'fob',
  'Usd',
  '１２．５',
  '1,23,456',
  '12,5',
  '+12',
  '٣',
  'Infinity',
  'ＵＳＤ',
  '２０２６-０９-０４',
  '2026-9-4',
  '2026.09.04',
];
/** Strings next to a value its pattern or enum takes: signed, padded, spaced, in another case, full-width. */
const nearStrings = (value: string): string[] => [
  `+${value}`,
  `0${value}`,
  ` ${value}`,
  `${value}\u200b`,
  `${value}.`,
  value.replace('.', ','),
  value.charAt(0).toUpperCase() + value.slice(1).toLowerCase(),
  value.toLowerCase(),
  fullWidth(value),
];

const jsonType = (value: unknown): string =>
  value instanceof RawNumber ? 'number' : Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;

/** Every single mutation of `body` at every place, grouped by kind. */
function mutationsOf(body: unknown, root: Schema): Map<Kind, Mutation[]> {
  const found = new Map<Kind, Mutation[]>();
  const add = (kind: Kind, path: readonly Segment[], schema: Schema, member: boolean, sent: unknown) =>
    found.set(kind, [
      ...(found.get(kind) ?? []),
      new Mutation(kind, path, schema, member, body, sent === REMOVE ? undefined : sent),
    ]);
  const visit = (value: unknown, schema: Schema, path: readonly Segment[], member: boolean) => {
    if (path.length > 0) {
      // An object or a list replaced is a kind of its own, as likely to be drawn as a value replaced.
      const retyped = isRecord(value) || Array.isArray(value) ? 'not an object or array' : 'wrong type';
      for (const other of WRONG_TYPED)
        if (typeof schema.type === 'string' && jsonType(other) !== schema.type)
          add(retyped, path, schema, member, other);
      if (schema.type === 'string')
        for (const text of [...BAD_STRINGS, ...(typeof value === 'string' ? nearStrings(value) : [])])
          add('bad string', path, schema, member, text);
      for (const other of respellings(value, schema)) add('other spelling', path, schema, member, other);
      for (const blank of [null, '']) add('blank', path, schema, member, blank);
      if (typeof value === 'string' && typeof schema.maxLength === 'number')
        add('over maxLength', path, schema, member, (value[0] ?? 'x').repeat(schema.maxLength + 1));
    }
    if (Array.isArray(value)) {
      const items = schemaOf(schema.items);
      const last = value.at(-1);
      if (typeof schema.maxItems === 'number' && last !== undefined)
        add('too many items', path, schema, member, [
          ...value,
          ...Array(schema.maxItems + 1 - value.length).fill(last),
        ]);
      if (typeof schema.minItems === 'number' && schema.minItems > 0)
        add('too few items', path, schema, member, value.slice(0, schema.minItems - 1));
      value.forEach((item, index) => visit(item, items, [...path, index], false));
    } else if (isRecord(value)) {
      const properties = schemaOf(schema.properties);
      // A name no schema has, one every object inherits, and a known one in another case.
      const known = Object.keys(value)[0] ?? 'x';
      if (schema.additionalProperties === false)
        for (const name of ['unknownMember', 'constructor', known.charAt(0).toUpperCase() + known.slice(1)])
          if (!Object.hasOwn(value, name)) add('unknown member', [...path, name], {}, true, '1');
      for (const [name, item] of Object.entries(value)) {
        add('member removed', [...path, name], schemaOf(properties[name]), true, REMOVE);
        visit(item, schemaOf(properties[name]), [...path, name], true);
      }
    }
  };
  visit(body, root, [], false);
  return found;
}

/** A mutation of a body drawn from `bodies`: its kind first (each kind as likely), then its place and value. */
export function mutatedOf(bodies: fc.Arbitrary<unknown>, schema: unknown): fc.Arbitrary<Mutation> {
  return bodies.chain((body) => {
    const byKind = mutationsOf(body, schemaOf(schema));
    return fc.constantFrom(...byKind.keys()).chain((kind) => fc.constantFrom(...(byKind.get(kind) ?? [])));
  });
}
