/**
 * Typed figures written out inside a message sentence: a quantity with its unit, money with
 * its currency, a ratio as a percent, a rate as "per base = value quote", a code by its name
 * in the answer's language. The figure's own digits are used, grouped by thousands for people
 * to read (82,688.00 CNY) unless the figure says `grouping: false` (a divisor, 6000 cm3/kg); a
 * quantity or percent with more decimals than a reader needs is cut short and marked "…"
 * (`readable`); the figures on the wire are never grouped or cut (docs/contract.md, Typed figures).
 * A page writes the same figures whole (`page` writing: every digit, m³ for m3, a space before
 * %), since a reader there sees the outputs beside the steps and checks one against the other.
 *
 * Each catalogue text a sentence is made from is cut once into its literal parts and the names
 * between them, so writing a sentence is appending parts, never searching the text again.
 */
import { dec, mul, toPlain } from '../core/decimal.js';
import type { Figure } from '../core/figures.js';
import { CATALOGUE, type CopyKey, isCopyKey } from './catalogue.js';
import type { Lang } from './languages.js';

const HUNDRED = dec('100');

/** One of `forms` ("set|sets") for a number: the first for exactly 1, the second otherwise. */
function formFor(value: string, forms: string): string {
  const bar = forms.indexOf('|');
  if (bar === -1) return forms;
  return value === '1' ? forms.slice(0, bar) : forms.slice(bar + 1);
}

/**
 * How a figure is written: in an API sentence (`sentence`: long decimals cut and marked "…",
 * units as on the wire, 12%) or on a page (`page`: every digit, m³ and cm², 12 % with a no-break
 * space).
 */
export type Writing = 'sentence' | 'page';

/** A power in a unit symbol (m3, cm2, cm3/kg): the digit after a letter. */
const POWER = /(?<=[a-z])([23])(?![0-9])/g;
const SUPERSCRIPT: Readonly<Record<string, string>> = { '2': '²', '3': '³' };

/**
 * A unit written as the language says it: 544 sets, 544 套, 544 セット; a symbol (kg, m3) as it
 * is, with its power raised on a page (m³).
 */
function unitWord(unit: string, value: string, lang: Lang, writing: Writing): string {
  const key = `unit.${unit}`;
  if (isCopyKey(key)) return formFor(value, CATALOGUE[key][lang]);
  return writing === 'page' ? unit.replace(POWER, (digit) => SUPERSCRIPT[digit] ?? digit) : unit;
}

/**
 * A decimal text with commas between the thousands of its whole part (1234567.5 → 1,234,567.5),
 * as Chinese, English, Japanese and Korean all write them; four digits are grouped too (1,750).
 */
export function grouped(text: string): string {
  const sign = text.startsWith('-') ? 1 : 0;
  const point = text.indexOf('.');
  const end = point === -1 ? text.length : point;
  if (end - sign <= 3) return text;
  let whole = '';
  for (let at = end; at > sign; at -= 3)
    whole = text.slice(Math.max(sign, at - 3), at) + (whole === '' ? '' : `,${whole}`);
  return text.slice(0, sign) + whole + text.slice(end);
}

const digitsOf = (text: string, grouping: boolean | undefined) => (grouping === false ? text : grouped(text));

/** A sentence keeps at least this many decimals, and at least SIGNIFICANT significant digits. */
const DECIMALS_READ = 3;
const SIGNIFICANT = 4;

/**
 * A decimal text as a sentence writes it: with more decimals than three, or than four
 * significant digits need, it is cut there and marked "…" (17.324839053958644 → 17.324…,
 * 0.01138176 → 0.01138…), which stays true after an "=" where a rounded figure would not.
 */
export function readable(text: string): string {
  const point = text.indexOf('.');
  if (point === -1) return text;
  const whole = text.slice(text.startsWith('-') ? 1 : 0, point);
  const decimals = text.slice(point + 1);
  const zeros = whole === '0' ? decimals.length - decimals.replace(/^0+/, '').length : 0;
  const keep = whole === '0' ? Math.max(DECIMALS_READ, zeros + SIGNIFICANT) : DECIMALS_READ;
  return decimals.length <= keep ? text : `${text.slice(0, point + 1 + keep)}…`;
}

/**
 * A ratio as a percent: its exact decimal moved two places (0.0995 → 9.95, never through a
 * float), cut for a sentence, whole on a page.
 */
function percentText(value: string, writing: Writing): string {
  const percent = toPlain(mul(dec(value), HUNDRED));
  // A no-break space: a line never begins with the % of the figure before it.
  return writing === 'page' ? `${grouped(percent)}\u00a0%` : `${grouped(readable(percent))}%`;
}

export function figureText(figure: Figure, lang: Lang, writing: Writing = 'sentence'): string {
  switch (figure.kind) {
    case 'quantity': {
      const digits = figure.places === undefined && writing === 'sentence' ? readable(figure.value) : figure.value;
      return `${digitsOf(digits, figure.grouping)} ${unitWord(figure.unit, figure.value, lang, writing)}`;
    }
    case 'money':
      return `${grouped(figure.amount)} ${figure.currency}`;
    case 'ratio':
      return percentText(figure.value, writing);
    case 'rate':
      return `${grouped(figure.per)} ${figure.base} = ${grouped(figure.value)} ${figure.quote}`;
    case 'code': {
      const key = `code.${figure.value}`;
      return isCopyKey(key) ? CATALOGUE[key][lang] : figure.value;
    }
    case 'count':
      return digitsOf(figure.value, figure.grouping);
    case 'date':
      return figure.value;
  }
}

/**
 * A catalogue text cut at its placeholders: literals[i], names[i], …, literals[last]. A
 * placeholder `{name|carton|cartons}` writes the figure and then the word for its number (1
 * carton, 2 cartons): forms[i] holds "carton|cartons", or '' for a plain `{name}`.
 */
interface Sentence {
  literals: string[];
  names: string[];
  forms: string[];
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)(?:\|([^}]*))?\}/g;

function cut(template: string): Sentence {
  const literals: string[] = [];
  const names: string[] = [];
  const forms: string[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    literals.push(template.slice(from, match.index));
    names.push(match[1] ?? '');
    forms.push(match[2] ?? '');
    from = (match.index ?? 0) + match[0].length;
  }
  literals.push(template.slice(from));
  return { literals, names, forms };
}

/** The number a figure's word agrees with (a count's or quantity's value), or none. */
function numberOf(figure: Figure): string | null {
  return figure.kind === 'count' || figure.kind === 'quantity' ? figure.value : null;
}

const SENTENCES = new Map<CopyKey, Readonly<Record<Lang, Sentence>>>();

function sentencesOf(key: CopyKey): Readonly<Record<Lang, Sentence>> {
  let sentences = SENTENCES.get(key);
  if (sentences === undefined) {
    const texts = CATALOGUE[key];
    sentences = { 'zh-CN': cut(texts['zh-CN']), en: cut(texts.en), ja: cut(texts.ja), ko: cut(texts.ko) };
    SENTENCES.set(key, sentences);
  }
  return sentences;
}

/** Cuts the sentences of `keys` now (at start-up) rather than on their first answer. */
export function prepareSentences(keys: Iterable<CopyKey>): void {
  for (const key of keys) sentencesOf(key);
}

/**
 * The catalogue sentence of a step or warning with its figures, and any quoted texts as given,
 * written in (a quoted text wins over a figure of the same name); a name with neither keeps its
 * placeholder visible rather than inventing a figure.
 */
export function figureMessage(
  key: CopyKey,
  lang: Lang,
  values: Readonly<Record<string, Figure>>,
  quoted?: Readonly<Record<string, string>>,
  writing: Writing = 'sentence',
): string {
  const { literals, names, forms } = sentencesOf(key)[lang];
  let text = literals[0] ?? '';
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] ?? '';
    const given = quoted !== undefined && Object.hasOwn(quoted, name) ? quoted[name] : undefined;
    const figure = given === undefined && Object.hasOwn(values, name) ? values[name] : undefined;
    let written = given ?? (figure === undefined ? `{${name}}` : figureText(figure, lang, writing));
    const wordForms = forms[i];
    if (wordForms && figure !== undefined) written += ` ${formFor(numberOf(figure) ?? '', wordForms)}`;
    text += written + (literals[i + 1] ?? '');
  }
  return text;
}
