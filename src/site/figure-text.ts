/**
 * A typed figure (docs/contract.md, Typed figures) as a reader sees it on a page: its exact value
 * with its unit; a code as the word the sentences use for it (体积 for volume), when there is one.
 */
import { isCopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import { textOf } from '../i18n/messages.js';

export interface FigureLike {
  kind: string;
  value?: string;
  amount?: string;
  currency?: string;
  unit?: string;
  per?: string;
  base?: string;
  quote?: string;
}

export function figureText(figure: FigureLike, lang: Lang): string {
  switch (figure.kind) {
    case 'code': {
      const key = `code.${figure.value ?? ''}`;
      return isCopyKey(key) ? textOf(key, lang) : (figure.value ?? '');
    }
    case 'money':
      return `${figure.amount ?? ''} ${figure.currency ?? ''}`;
    case 'quantity':
      return `${figure.value ?? ''} ${figure.unit ?? ''}`;
    case 'rate':
      return `${figure.per ?? ''} ${figure.base ?? ''} = ${figure.value ?? ''} ${figure.quote ?? ''}`;
    default:
      return figure.value ?? '';
  }
}
