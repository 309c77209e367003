/** The number of a figure as its text (a money figure's amount, any other's value), for tests. */
import type { Figure } from '../../src/core/figures.js';
import { isCopyKey } from '../../src/i18n/catalogue.js';
import type { Lang } from '../../src/i18n/languages.js';
import { textOf } from '../../src/i18n/messages.js';

export function figureValue(figure: Figure | undefined): string {
  if (figure === undefined) throw new Error('no such figure');
  return figure.kind === 'money' ? figure.amount : figure.value;
}

/** Digits with commas between the thousands of the whole part, worked out here apart from the site's own. */
function withCommas(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=([0-9]{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A decimal fraction as a percent by moving its point two places, as text (0.0995 → 9.95, -0.0042 → -0.42). */
function percentOf(text: string): string {
  const sign = text.startsWith('-') ? '-' : '';
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  const moved = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`.replace(/^0+(?=[0-9])/, '');
  const rest = fraction.slice(2).replace(/0+$/, '');
  return `${sign}${moved}${rest === '' ? '' : `.${rest}`}`;
}

const superscripts = (unit: string) => unit.replace(/(?<=[a-z])3(?![0-9])/g, '³').replace(/(?<=[a-z])2(?![0-9])/g, '²');

/**
 * A figure as the site's pages are expected to show it: every digit grouped by thousands with its
 * unit (m³) or currency, a ratio as a percent with a no-break space before %, a code as its word.
 */
export function shownFigure(figure: Readonly<Record<string, unknown>>, lang: Lang = 'en'): string {
  const text = (name: string) => String(figure[name] ?? '');
  const digits = (name: string) => (figure.grouping === false ? text(name) : withCommas(text(name)));
  if (figure.kind === 'code') {
    const key = `code.${text('value')}`;
    return isCopyKey(key) ? textOf(key, lang) : text('value');
  }
  if (figure.kind === 'money') return `${withCommas(text('amount'))} ${text('currency')}`;
  if (figure.kind === 'quantity') return `${digits('value')} ${superscripts(text('unit'))}`;
  if (figure.kind === 'rate')
    return `${withCommas(text('per'))} ${text('base')} = ${withCommas(text('value'))} ${text('quote')}`;
  if (figure.kind === 'ratio') return `${withCommas(percentOf(text('value')))}\u00a0%`;
  return digits('value');
}

/**
 * What a page shows for an API sentence: the same words, with each figure the sentence cut
 * ("33.234… m3") written whole, m³ for m3 and a no-break space before %.
 */
export function pageSentencePattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped
    .replace(/([0-9])…/g, '$1[0-9]*')
    .replace(/%/g, '\u00a0?%')
    .replace(/(?<=[a-z])3(?![0-9])/g, '[3³]')
    .replace(/(?<=[a-z])2(?![0-9])/g, '[2²]');
  return new RegExp(`^${pattern}$`);
}
