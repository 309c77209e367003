/**
 * Reading a search of the refund library (docs/refund-rate.md, Search): the words asked, as the
 * terms matched. Digits are a customs code or the start of one, the dots and spaces written
 * between them taken out (8516.71, 8516 7); Chinese words are read as Simplified (a Traditional
 * one converted by the caller, search-index.ts); Latin letters are pinyin, toneless, with or
 * without tone marks or numbers (bǎo, bao3), ü written v or u.
 */
export type SearchTerm =
  | { kind: 'code'; digits: string }
  | { kind: 'han'; text: string }
  | { kind: 'pinyin'; letters: string };

/** The longest search accepted, in characters (UTF-16 code units). */
export const SEARCH_MOST_CHARS = 64;

/** Digits with dots, spaces or hyphens between them are one code: 8516.71 and 8516 7 are 851671 and 85167. */
const BETWEEN_DIGITS = /(?<=[0-9])[\s.\-·]+(?=[0-9])/g;
/** A run of digits, of Han characters, or of Latin letters (with tone numbers after syllables). */
const TERM_SOURCE = /([0-9]+)|(\p{Script=Han}+)|((?:[a-zA-Z\u00C0-\u024F]+[1-5]?)+)/u.source;
/** One term anywhere (no `g`: a global pattern keeps where it stopped, and matchAll would start there). */
const ANY_TERM = new RegExp(TERM_SOURCE, 'u');
const TONE_MARK = /\p{M}/gu;
const TONE_NUMBER = /[1-5]/g;

/** The text as the terms are read from it: full-width forms made plain (NFKC), codes joined. */
function plainText(text: string): string {
  return text.normalize('NFKC').replace(BETWEEN_DIGITS, '');
}

/** Whether `text` holds anything to search for; the route refuses it otherwise. */
export function hasSearchTerm(text: string): boolean {
  return ANY_TERM.test(plainText(text));
}

/** Pinyin as matched: lower case, ü as v, tone marks and numbers left out. */
function pinyinLetters(text: string): string {
  return text
    .replace(/[üÜǖǘǚǜǕǗǙǛ]/g, 'v')
    .normalize('NFD')
    .replace(TONE_MARK, '')
    .replace(TONE_NUMBER, '')
    .toLowerCase();
}

/**
 * The terms of a search, in the order written; each must match. `simplified` reads Chinese as
 * Simplified (opencc-js, search-index.ts); it is given the whole text, so that phrases convert.
 */
export function searchTerms(text: string, simplified: (text: string) => string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of plainText(simplified(text)).matchAll(new RegExp(TERM_SOURCE, 'gu'))) {
    const [, digits, han, latin] = match;
    if (digits !== undefined) terms.push({ kind: 'code', digits });
    else if (han !== undefined) terms.push({ kind: 'han', text: han });
    else if (latin !== undefined) {
      const letters = pinyinLetters(latin);
      if (letters !== '') terms.push({ kind: 'pinyin', letters });
    }
  }
  return terms;
}
