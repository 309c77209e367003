/**
 * Typed figures written out inside a message sentence: a quantity with its unit, money with
 * its currency, a ratio as a percent, a rate as "per base = value quote", a code by its name
 * in the answer's language. The figure's own strings are used as they are: no rounding here.
 *
 * Each catalogue text a sentence is made from is cut once into its literal parts and the names
 * between them, so writing a sentence is appending parts, never searching the text again.
 */
import { dec, mul, toPlain } from '../core/decimal.js';
import type { Figure } from '../core/figures.js';
import { CATALOGUE, type CopyKey, isCopyKey } from './catalogue.js';
import type { Lang } from './languages.js';

const HUNDRED = dec('100');

export function figureText(figure: Figure, lang: Lang): string {
  switch (figure.kind) {
    case 'quantity':
      return `${figure.value} ${figure.unit}`;
    case 'money':
      return `${figure.amount} ${figure.currency}`;
    case 'ratio':
      return `${toPlain(mul(dec(figure.value), HUNDRED))}%`;
    case 'rate':
      return `${figure.per} ${figure.base} = ${figure.value} ${figure.quote}`;
    case 'code': {
      const key = `code.${figure.value}`;
      return isCopyKey(key) ? CATALOGUE[key][lang] : figure.value;
    }
    case 'count':
    case 'date':
      return figure.value;
  }
}

/** A catalogue text cut at its `{name}` placeholders: literals[i], names[i], …, literals[last]. */
interface Sentence {
  literals: string[];
  names: string[];
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

function cut(template: string): Sentence {
  const literals: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    literals.push(template.slice(from, match.index));
    names.push(match[1] ?? '');
    from = (match.index ?? 0) + match[0].length;
  }
  literals.push(template.slice(from));
  return { literals, names };
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
): string {
  const { literals, names } = sentencesOf(key)[lang];
  let text = literals[0] ?? '';
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] ?? '';
    const given = quoted !== undefined && Object.hasOwn(quoted, name) ? quoted[name] : undefined;
    const figure = given === undefined && Object.hasOwn(values, name) ? values[name] : undefined;
    text += (given ?? (figure === undefined ? `{${name}}` : figureText(figure, lang))) + (literals[i + 1] ?? '');
  }
  return text;
}
