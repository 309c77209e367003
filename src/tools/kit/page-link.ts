/**
 * The link to a tool's page with the inputs filled in (links.page), written from the inputs as
 * read: a decimal by its plain text, rows as `cartons.0.length` (input names are identifiers,
 * letters and digits, so only values need encoding). The query is encoded as an HTML
 * form would send it (application/x-www-form-urlencoded, as URLSearchParams writes it), without
 * building a URLSearchParams per answer.
 */
import { Decimal, toPlain } from '../../core/decimal.js';
import type { InputValue, InputValues } from './input-spec.js';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.js';

/** Letters, digits and *-._ stand for themselves in a form-encoded query. */
const FORM_SAFE = /^[A-Za-z0-9*\-._]*$/;

/** A surrogate without its pair: URLSearchParams writes U+FFFD for it (encodeURIComponent would throw). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function formEncode(text: string): string {
  if (FORM_SAFE.test(text)) return text;
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Array.isArray does not narrow a readonly array out of a union. */
function isRows(value: InputValue): value is readonly InputValues[] {
  return Array.isArray(value);
}

function appendQuery(query: string, values: InputValues, prefix: string): string {
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    if (isRows(value)) {
      value.forEach((row, i) => (query = appendQuery(query, row, `${prefix}${name}.${i}.`)));
    } else if (value instanceof Decimal) {
      query += `${query ? '&' : ''}${prefix}${name}=${toPlain(value)}`;
    } else if (typeof value === 'object') {
      query = appendQuery(query, value, `${prefix}${name}.`);
    } else {
      query += `${query ? '&' : ''}${prefix}${name}=${formEncode(String(value))}`;
    }
  }
  return query;
}

/**
 * `page` (the tool's page address) with the inputs as its query, and the answer's language when
 * it is not the site's own (Chinese), so that the page opens in the language the answer was in.
 */
export function pageLink(page: string, values: InputValues, lang: Lang = DEFAULT_LANG): string {
  const inputs = appendQuery('', values, '');
  const query = lang === DEFAULT_LANG ? inputs : `${inputs}${inputs ? '&' : ''}lang=${lang}`;
  return query ? `${page}?${query}` : page;
}
