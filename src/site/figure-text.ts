/**
 * A typed figure (docs/contract.md, Typed figures) as a reader sees it on a page, in the one
 * number format of the site: every digit of its exact value grouped by thousands (16,570.00 USD),
 * a ratio as a percent (0.0995 → 9.95 %), m³ for m3, a code as the word the sentences use for it.
 * A step's or warning's sentence is written again from its figures the same way (`pageSentence`),
 * so that a step shows the whole figure the outputs show (11.9625 m³, never 11.962… m3).
 */
import type { Figure } from '../core/figures.js';
import { isCopyKey } from '../i18n/catalogue.js';
import { figureMessage, figureText as writtenFigure } from '../i18n/figure-text.js';
import type { Lang } from '../i18n/languages.js';

export function figureText(figure: Figure, lang: Lang): string {
  return writtenFigure(figure, lang, 'page');
}

/** A step or warning of an answer: its copy key, its figures and quoted texts, and the API's sentence. */
export interface AnswerSentence {
  id?: string;
  code?: string;
  values?: Readonly<Record<string, Figure>>;
  texts?: Readonly<Record<string, string>>;
  message?: string;
}

/**
 * The sentence as a page writes it: the catalogue's sentence of its key with its figures written
 * whole, as the API's `message` is written with them cut; the API's message where the key is not
 * the catalogue's (an answer of another version).
 */
export function pageSentence(sentence: AnswerSentence, lang: Lang): string {
  const key = sentence.id ?? sentence.code ?? '';
  if (!isCopyKey(key) || sentence.values === undefined) return sentence.message ?? key;
  return figureMessage(key, lang, sentence.values, sentence.texts, 'page');
}
