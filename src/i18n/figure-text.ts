/**
 * Typed figures written out inside a message sentence: a quantity with its unit, money with
 * its currency, a ratio as a percent, a rate as "per base = value quote", a code by its name
 * in the answer's language. The figure's own strings are used as they are: no rounding here.
 */
import { dec, mul, toPlain } from '../core/decimal.js';
import type { Figure } from '../core/figures.js';
import { CATALOGUE, type CopyKey, isCopyKey } from './catalogue.js';
import type { Lang } from './languages.js';
import { fill } from './messages.js';

export function figureText(figure: Figure, lang: Lang): string {
  switch (figure.kind) {
    case 'quantity':
      return `${figure.value} ${figure.unit}`;
    case 'money':
      return `${figure.amount} ${figure.currency}`;
    case 'ratio':
      return `${toPlain(mul(dec(figure.value), dec('100')))}%`;
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

/** The catalogue sentence of a step or warning with its figures, and any quoted texts as given, written in. */
export function figureMessage(
  key: CopyKey,
  lang: Lang,
  values: Readonly<Record<string, Figure>>,
  quoted: Readonly<Record<string, string>> = {},
): string {
  const texts = Object.fromEntries(Object.entries(values).map(([name, figure]) => [name, figureText(figure, lang)]));
  return fill(CATALOGUE[key][lang], { ...texts, ...quoted });
}
