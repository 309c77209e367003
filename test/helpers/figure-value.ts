/** The number of a figure as its text (a money figure's amount, any other's value), for tests. */
import type { Figure } from '../../src/core/figures.js';
import { isCopyKey } from '../../src/i18n/catalogue.js';
import type { Lang } from '../../src/i18n/languages.js';
import { textOf } from '../../src/i18n/messages.js';

export function figureValue(figure: Figure | undefined): string {
  if (figure === undefined) throw new Error('no such figure');
  return figure.kind === 'money' ? figure.amount : figure.value;
}

/** A figure as the site's pages are expected to show it: the exact value with its unit or currency; a code as its word. */
export function shownFigure(figure: Readonly<Record<string, string>>, lang: Lang = 'en'): string {
  if (figure.kind === 'code') {
    const key = `code.${figure.value}`;
    return isCopyKey(key) ? textOf(key, lang) : String(figure.value);
  }
  if (figure.kind === 'money') return `${figure.amount} ${figure.currency}`;
  if (figure.kind === 'quantity') return `${figure.value} ${figure.unit}`;
  if (figure.kind === 'rate') return `${figure.per} ${figure.base} = ${figure.value} ${figure.quote}`;
  return String(figure.value);
}
