/**
 * The search index of one refund library (docs/refund-rate.md, Search), made when the library is
 * loaded: every listed code with its name, in code order (so that the codes starting with some
 * digits are one run of entries), and, as sorted lists of entries, where each Han character
 * occurs, where each reading occurs (pinyin-pro's, every reading of a character that has several:
 * 长 is chang and zhang), and where two first letters of readings follow each other (bx for 不锈):
 * the lists a search takes its candidates from (search.ts).
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
  /** Each syllable → the entries with a character that reads so. */
  bySyllable: ReadonlyMap<string, Int32Array>;
  /** One first letter (`b`), or two of consecutive characters (`bx`) → the entries. */
  byInitials: ReadonlyMap<string, Int32Array>;
  /**
   * The toneless readings (ü as v) of the code unit at `at` in `text`; a Latin letter reads as
   * itself in lower case; anything else, and each half of a character past U+FFFF, has none.
   */
  readingsAt(text: string, at: number): readonly string[];
  /** Every syllable a character of a name reads as, and every proper start of one. */
  syllables: ReadonlySet<string>;
  starts: ReadonlySet<string>;
  /** Chinese text read as Simplified (Traditional characters and Taiwan phrases converted). */
  simplified(text: string): string;
}

const HAN = /^\p{Script=Han}$/u;
const LATIN_LETTER = /^[A-Za-z]$/;
const SYLLABLE = /^[a-z]+$/;
const LETTERS = 26;
const A = 'a'.charCodeAt(0);

/** The name a code is searched by: its newest period's full name, else its short name. */
function nameOf(index: LibraryIndex, code: string): string {
  const rows = index.periodsByCode.get(code) ?? [];
  const newest = rows[rows.length - 1];
  const name = newest?.name ?? newest?.short_name;
  return typeof name === 'string' ? name : '';
}

/** Appends `id` unless it was the last one added (entries are visited in order). */
function addOnce(list: number[], id: number): void {
  if (list[list.length - 1] !== id) list.push(id);
}

const NO_READINGS: readonly string[] = [];

/** Readings looked up by code unit in a table of 65,536: a search reads them for every character it tries. */
function readingsTable(byChar: ReadonlyMap<string, readonly string[]>): SearchIndex['readingsAt'] {
  const table: Array<readonly string[]> = new Array(0x10000).fill(NO_READINGS);
  for (const [char, readings] of byChar) if (char.length === 1) table[char.charCodeAt(0)] = readings;
  return (text, at) => table[text.charCodeAt(at)] ?? NO_READINGS;
}

/**
 * The index, with every reading of each Han character given at once (`readingsOf` takes the
 * characters and gives their readings in that order: buildSearchIndex passes pinyin-pro's).
 * Two passes over the names by code unit: the first numbers the characters and lists where each
 * occurs, the second, once the readings are known, lists the readings and first letters.
 */
function searchIndexOf(
  library: LibraryIndex,
  readingsOf: (chars: readonly string[]) => ReadonlyArray<readonly string[]>,
  simplified: (text: string) => string,
): SearchIndex {
  const entries = [...library.periodsByCode.keys()].sort().map((code) => ({ code, name: nameOf(library, code) }));
  // Each code unit's number in the order first seen (-1: not seen), and where each occurs.
  const numberOf = new Int32Array(0x10000).fill(-1);
  const units: string[] = [];
  const occurs: number[][] = [];
  const sequences: Int32Array[] = entries.map(({ name }, id) => {
    const sequence = new Int32Array(name.length);
    for (let at = 0; at < name.length; at += 1) {
      const code = name.charCodeAt(at);
      let number = numberOf[code] ?? -1;
      if (number < 0) {
        number = units.length;
        numberOf[code] = number;
        units.push(String.fromCharCode(code));
        occurs.push([]);
      }
      addOnce(occurs[number] as number[], id);
      sequence[at] = number;
    }
    return sequence;
  });

  const isHan = units.map((unit) => HAN.test(unit));
  const han = units.filter((_, number) => isHan[number]);
  const hanReadings = readingsOf(han);
  const readingsByChar = new Map<string, readonly string[]>();
  han.forEach((char, i) =>
    readingsByChar.set(
      char,
      (hanReadings[i] ?? []).filter((reading) => SYLLABLE.test(reading)),
    ),
  );
  for (const unit of units) if (LATIN_LETTER.test(unit)) readingsByChar.set(unit, [unit.toLowerCase()]);

  const byChar = new Map<string, Int32Array>();
  const bySyllable = new Map<string, number[]>();
  const syllablesOf: number[][][] = [];
  const initialsOf: number[][] = [];
  units.forEach((unit, number) => {
    if (isHan[number]) byChar.set(unit, Int32Array.from(occurs[number] ?? []));
    const readings = readingsByChar.get(unit) ?? [];
    // A Latin letter is matched as an initial, never read as a syllable: l is not a reading.
    const syllablesHere = isHan[number] ? readings : [];
    syllablesOf.push(
      syllablesHere.map((reading) => {
        let list = bySyllable.get(reading);
        if (!list) bySyllable.set(reading, (list = []));
        return list;
      }),
    );
    initialsOf.push(
      [...new Set(readings.map((reading) => reading.charCodeAt(0) - A))].filter(
        (letter) => letter >= 0 && letter < LETTERS,
      ),
    );
  });

  const initialLists = Array.from({ length: LETTERS * (LETTERS + 1) }, (): number[] => []);
  sequences.forEach((sequence, id) => {
    let before: readonly number[] = [];
    for (const number of sequence) {
      for (const list of syllablesOf[number] ?? []) addOnce(list, id);
      const initials = initialsOf[number] ?? [];
      for (const letter of initials) {
        addOnce(initialLists[letter] as number[], id);
        for (const previous of before) addOnce(initialLists[LETTERS + previous * LETTERS + letter] as number[], id);
      }
      before = initials;
    }
  });
  const byInitials = new Map<string, Int32Array>();
  initialLists.forEach((list, key) => {
    if (list.length === 0) return;
    const letters =
      key < LETTERS
        ? String.fromCharCode(A + key)
        : String.fromCharCode(A + Math.floor((key - LETTERS) / LETTERS), A + ((key - LETTERS) % LETTERS));
    byInitials.set(letters, Int32Array.from(list));
  });
  const syllables = new Set(bySyllable.keys());
  // A syllable cut short: a proper start of one (xian of xiang, b of bu), not a whole one that starts none.
  const starts = new Set<string>();
  for (const syllable of syllables)
    for (let length = 1; length < syllable.length; length += 1) starts.add(syllable.slice(0, length));
  return {
    entries,
    byChar,
    bySyllable: new Map([...bySyllable].map(([key, ids]) => [key, Int32Array.from(ids)])),
    byInitials,
    readingsAt: readingsTable(readingsByChar),
    syllables,
    starts,
    simplified,
  };
}

/** The index made with pinyin-pro and opencc-js, loaded only when a library is: the service starts without them. */
export async function buildSearchIndex(library: LibraryIndex): Promise<SearchIndex> {
  const [{ polyphonic }, { Converter }] = await Promise.all([import('pinyin-pro'), import('opencc-js')]);
  return searchIndexOf(
    library,
    // Every reading of every character in one call: a call per character costs ten times more.
    (chars) => polyphonic(chars.join(''), { toneType: 'none', type: 'array', v: true }),
    Converter({ from: 'twp', to: 'cn' }),
  );
}
