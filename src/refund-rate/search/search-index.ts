/**
 * The search index of one refund library (docs/refund-rate.md, Search), made when the library is
 * loaded: every listed code with its name, in code order (so that the codes starting with some
 * digits are one run of entries), the entries each Han character occurs in, the readings of each
 * character (pinyin-pro, every reading of a character that has several: 长 is chang and zhang),
 * and the entries where two first letters of readings follow each other (bx for 不锈), which is
 * where a pinyin search looks. Postings are sorted Int32Arrays: 32,000 names take a few MB.
 */
import type { LibraryIndex } from '../library-index.js';

interface SearchEntry {
  code: string;
  /** The library's full name of the code (STDCM.FPT), else its short name; '' for none. */
  name: string;
}

export interface SearchIndex {
  /** Every listed code, in code order; an entry's number is its place here. */
  entries: readonly SearchEntry[];
  /** Each Han character → the entries whose name holds it, ascending. */
  byChar: ReadonlyMap<string, Int32Array>;
  /** Two first letters of consecutive characters' readings (`bx`), or one (`b`) → the entries, ascending. */
  byInitials: ReadonlyMap<string, Int32Array>;
  /** Each character's toneless readings (ü as v); a Latin letter reads as itself in lower case. */
  readings(char: string): readonly string[];
  /** Every syllable any name's character reads as, for reading a run of pinyin letters. */
  syllables: ReadonlySet<string>;
  /** Chinese text read as Simplified (Traditional characters and Taiwan phrases converted). */
  simplified(text: string): string;
}

const HAN = /\p{Script=Han}/u;
const LATIN_LETTER = /^[A-Za-z]$/;
const SYLLABLE = /^[a-z]+$/;

/** The name a code is searched by: its newest period's full name, else its short name. */
function nameOf(index: LibraryIndex, code: string): string {
  const rows = index.periodsByCode.get(code) ?? [];
  const newest = rows[rows.length - 1];
  const name = newest?.name ?? newest?.short_name;
  return typeof name === 'string' ? name : '';
}

function postingsOf(lists: Map<string, number[]>): Map<string, Int32Array> {
  return new Map([...lists].map(([key, ids]) => [key, Int32Array.from(ids)]));
}

function addOnce(lists: Map<string, number[]>, key: string, id: number): void {
  const ids = lists.get(key);
  if (ids === undefined) lists.set(key, [id]);
  else if (ids[ids.length - 1] !== id) ids.push(id);
}

/**
 * The index, with the readings and the Simplified reading given: `readingsOf` gives every toneless
 * reading of one Han character (buildSearchIndex passes pinyin-pro's).
 */
function searchIndexOf(
  library: LibraryIndex,
  readingsOf: (char: string) => readonly string[],
  simplified: (text: string) => string,
): SearchIndex {
  const entries = [...library.periodsByCode.keys()].sort().map((code) => ({ code, name: nameOf(library, code) }));
  const readingsByChar = new Map<string, readonly string[]>();
  const readings = (char: string): readonly string[] => {
    let known = readingsByChar.get(char);
    if (known === undefined) {
      known = HAN.test(char)
        ? readingsOf(char).filter((reading) => SYLLABLE.test(reading))
        : LATIN_LETTER.test(char)
          ? [char.toLowerCase()]
          : [];
      readingsByChar.set(char, known);
    }
    return known;
  };
  const byChar = new Map<string, number[]>();
  const byInitials = new Map<string, number[]>();
  const syllables = new Set<string>();
  entries.forEach(({ name }, id) => {
    let before: readonly string[] = [];
    for (const char of name) {
      if (HAN.test(char)) addOnce(byChar, char, id);
      const initials = [...new Set(readings(char).map((reading) => reading[0] ?? ''))];
      for (const reading of readings(char)) syllables.add(reading);
      for (const initial of initials) {
        addOnce(byInitials, initial, id);
        for (const previous of before) addOnce(byInitials, previous + initial, id);
      }
      before = initials;
    }
  });
  return {
    entries,
    byChar: postingsOf(byChar),
    byInitials: postingsOf(byInitials),
    readings,
    syllables,
    simplified,
  };
}

/** The index made with pinyin-pro and opencc-js, loaded only when a library is: the service starts without them. */
export async function buildSearchIndex(library: LibraryIndex): Promise<SearchIndex> {
  const [{ pinyin }, { Converter }] = await Promise.all([import('pinyin-pro'), import('opencc-js')]);
  const toSimplified = Converter({ from: 'twp', to: 'cn' });
  return searchIndexOf(
    library,
    (char) => pinyin(char, { toneType: 'none', type: 'array', multiple: true, v: true }),
    toSimplified,
  );
}
