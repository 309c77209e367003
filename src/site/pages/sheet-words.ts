/**
 * The document's own words, in its language or its two languages side by side (docs/site.md, The
 * quotation on paper): chosen apart from the page's language, which is the seller's. Two languages
 * are written label by label, the first language first ("数量 Quantity"), as Chinese proforma
 * invoices commonly are, rather than as two documents; the figures and the parties' texts once.
 * Also the print rules that repeat the document's title and number at the head of each page and
 * count its pages in its words, in CSS margin boxes.
 */
import type { Lang } from '../../i18n/languages.js';
import type { MessageValues } from '../../i18n/messages.js';
import { type SiteWord, siteWord } from '../../i18n/site-words.js';
import { Html, html } from '../html.js';

export interface DocWords {
  languages: readonly Lang[];
  /** A label in each of the document's languages, each marked with its language; once when they read the same. */
  say(key: SiteWord, values?: MessageValues): Html;
  /** The same as plain text, joined by a space (an attribute, a CSS string). */
  plain(key: SiteWord, values?: MessageValues): string;
  /** Texts given per language (the title, the payment terms), in the document's order. */
  each(texts: Readonly<Record<string, string>> | undefined): Html;
}

function distinct(pairs: ReadonlyArray<readonly [Lang, string]>): Array<readonly [Lang, string]> {
  return pairs.filter(([, text], index) => pairs.findIndex(([, other]) => other === text) === index);
}

export function docWords(languages: readonly Lang[]): DocWords {
  const spans = (pairs: ReadonlyArray<readonly [Lang, string]>) =>
    html`${distinct(pairs).map(([lang, text], index) => html`${index > 0 ? ' ' : ''}<span lang="${lang}" class="doc-lang">${text}</span>`)}`;
  const pairs = (key: SiteWord, values?: MessageValues) =>
    languages.map((lang): [Lang, string] => [lang, siteWord(key, lang, values)]);
  return {
    languages,
    say: (key, values) => spans(pairs(key, values)),
    plain: (key, values) =>
      distinct(pairs(key, values))
        .map(([, text]) => text)
        .join(' '),
    each: (texts) =>
      spans(languages.flatMap((lang): Array<[Lang, string]> => (texts?.[lang] ? [[lang, texts[lang]]] : []))),
  };
}

/** A text as a CSS string: every character but letters, digits and spaces escaped, so that no text can end the string or the style. */
function cssString(text: string): string {
  return `"${[...text].map((ch) => (/[A-Za-z0-9 ]/.test(ch) ? ch : `\\${(ch.codePointAt(0) ?? 32).toString(16)} `)).join('')}"`;
}

/** "第 {page} 页，共 {pages} 页" as CSS content: the words as strings, the numbers as the page counters. */
function pageCounterContent(words: string): string {
  return words
    .split(/(\{pages?\})/)
    .filter((part) => part !== '')
    .map((part) => (part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

/**
 * The print rules of a sheet: A4, the title and number at the head of every page but the first
 * (which has the document's own head), the page of how many at the foot in the document's
 * languages; the packing list's pages headed by its own title.
 */
export function sheetPageRules(words: DocWords, heads: { document: string; packingList: string }): Html {
  const counter = words.languages
    .map((lang) => pageCounterContent(siteWord('site.sheet.page', lang, { page: '{page}', pages: '{pages}' })))
    .join(' "  " ');
  const box = 'font: 8pt system-ui, sans-serif; color: #444;';
  // Raw text: a style element's content is not HTML-escaped, and cssString leaves nothing in it to escape.
  return new Html(`<style>
@page { size: A4; margin: 16mm 14mm 16mm; @top-left { content: ${cssString(heads.document)}; ${box} } @bottom-center { content: ${counter}; ${box} } }
@page :first { @top-left { content: none; } }
@page packing-list { @top-left { content: ${cssString(heads.packingList)}; ${box} } }
</style>`);
}
