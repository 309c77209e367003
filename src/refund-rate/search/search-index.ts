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
  /** Each Han character (by code unit: a character past U+FFFF as its two halves) → the entries whose name holds it, ascending. */
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
const SURROGATE = /^[\uD800-\uDFFF]$/;
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

const NO_LETTERS = new Int32Array();

const NO_READINGS: readonly string[] = [];

/** Readings looked up by code unit in a table of 65,536: a search reads them for every character it tries. */
export function readingsTable(byChar: ReadonlyMap<string, readonly string[]>): SearchIndex['readingsAt'] {
  const table: Array<readonly string[]> = new Array(0x10000).fill(NO_READINGS);
  for (const [char, readings] of byChar) if (char.length === 1) table[char.charCodeAt(0)] = readings;
  return (text, at) => table[text.charCodeAt(at)] ?? NO_READINGS;
}

/**
 * Sorted lists of entries, made in two walks over the same visits: the first counts each list,
 * the second fills lists of exactly that size. An entry is listed once however often it is
 * visited (entries come in order). No list grows, so building a real library's index makes
 * little garbage (growing lists were a third of its time, in the collector).
 */
class PostingLists {
  private readonly counts: Int32Array;
  private readonly last: Int32Array;
  private lists: Int32Array[] | null = null;
  private cursors: Int32Array | null = null;

  constructor(size: number) {
    this.counts = new Int32Array(size);
    this.last = new Int32Array(size).fill(-1);
  }

  visit(list: number, entry: number): void {
    if (this.last[list] === entry) return;
    this.last[list] = entry;
    if (this.lists === null || this.cursors === null) this.counts[list] = (this.counts[list] ?? 0) + 1;
    else (this.lists[list] as Int32Array)[(this.cursors[list] = (this.cursors[list] ?? 0) + 1) - 1] = entry;
  }

  /** After the counting walk: the lists are made, to be filled by the second. */
  allocate(): void {
    this.lists = Array.from(this.counts, (count) => new Int32Array(count));
    this.cursors = new Int32Array(this.counts.length);
    this.last.fill(-1);
  }

  list(list: number): Int32Array {
    return this.lists?.[list] ?? new Int32Array();
  }
}

/**
 * The index, with every reading of each Han character given at once (`readingsOf` takes the
 * characters and gives their readings in that order: buildSearchIndex passes pinyin-pro's).
 * The names are read by code unit: each is numbered as first seen, its readings looked up once,
 * and the lists of where each character, reading and pair of first letters occurs made by
 * PostingLists.
 */
function searchIndexOf(
  library: LibraryIndex,
  readingsOf: (chars: readonly string[]) => ReadonlyArray<readonly string[]>,
  simplified: (text: string) => string,
): SearchIndex {
  const entries = [...library.periodsByCode.keys()].sort().map((code) => ({ code, name: nameOf(library, code) }));
  // Each code unit's number in the order first seen (-1: not seen), and every name as numbers, end to end.
  const numberOf = new Int32Array(0x10000).fill(-1);
  const units: string[] = [];
  const ends = new Int32Array(entries.length);
  const numbers = new Int32Array(entries.reduce((sum, entry) => sum + entry.name.length, 0));
  let written = 0;
  entries.forEach(({ name }, id) => {
    for (let at = 0; at < name.length; at += 1) {
      const code = name.charCodeAt(at);
      let number = numberOf[code] ?? -1;
      if (number < 0) {
        number = units.length;
        numberOf[code] = number;
        units.push(String.fromCharCode(code));
      }
      numbers[written++] = number;
    }
    ends[id] = written;
  });

  const isHan = units.map((unit) => HAN.test(unit));
  // Where each Han character occurs, and each half of a character past U+FFFF (a rare one of
  // CJK Extension B), so that a Chinese term holding one is found by its code units too.
  const listed = units.map((unit, number) => isHan[number] === true || SURROGATE.test(unit));
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

  // List numbers: a Han character's its own number, then each syllable's, then each first letter's and pair's.
  const syllableNumber = new Map<string, number>();
  for (const char of han)
    for (const reading of readingsByChar.get(char) ?? [])
      if (!syllableNumber.has(reading)) syllableNumber.set(reading, syllableNumber.size);
  const syllableBase = units.length;
  const initialBase = syllableBase + syllableNumber.size;
  // Per unit: the lists it is in by itself, and the first letters of its readings (for the pairs).
  const ownLists = units.map((unit, number) => {
    const readings = readingsByChar.get(unit) ?? [];
    // A Latin letter is matched as an initial, never read as a syllable: l is not a reading.
    const syllables = isHan[number] ? readings.map((reading) => syllableBase + (syllableNumber.get(reading) ?? 0)) : [];
    return Int32Array.from([...(listed[number] ? [number] : []), ...syllables]);
  });
  const initialsOf = units.map((unit) =>
    Int32Array.from(
      new Set(
        (readingsByChar.get(unit) ?? [])
          .map((reading) => reading.charCodeAt(0) - A)
          .filter((letter) => letter >= 0 && letter < LETTERS),
      ),
    ),
  );

  const lists = new PostingLists(initialBase + LETTERS * (LETTERS + 1));
  const walk = () => {
    let at = 0;
    for (let id = 0; id < entries.length; id += 1) {
      let before = NO_LETTERS;
      for (const end = ends[id] ?? 0; at < end; at += 1) {
        const number = numbers[at] ?? 0;
        for (const list of ownLists[number] ?? NO_LETTERS) lists.visit(list, id);
        const initials = initialsOf[number] ?? NO_LETTERS;
        for (const letter of initials) {
          lists.visit(initialBase + letter, id);
          for (const previous of before) lists.visit(initialBase + LETTERS + previous * LETTERS + letter, id);
        }
        before = initials;
      }
    }
  };
  walk();
  lists.allocate();
  walk();

  const byChar = new Map<string, Int32Array>();
  units.forEach((unit, number) => {
    if (listed[number]) byChar.set(unit, lists.list(number));
  });
  const bySyllable = new Map([...syllableNumber].map(([syllable, n]) => [syllable, lists.list(syllableBase + n)]));
  const byInitials = new Map<string, Int32Array>();
  for (let key = 0; key < LETTERS * (LETTERS + 1); key += 1) {
    const list = lists.list(initialBase + key);
    if (list.length === 0) continue;
    const letters =
      key < LETTERS
        ? String.fromCharCode(A + key)
        : String.fromCharCode(A + Math.floor((key - LETTERS) / LETTERS), A + ((key - LETTERS) % LETTERS));
    byInitials.set(letters, list);
  }
  const syllables = new Set(bySyllable.keys());
  // A syllable cut short: a proper start of one (xian of xiang, b of bu), not a whole one that starts none.
  const starts = new Set<string>();
  for (const syllable of syllables)
    for (let length = 1; length < syllable.length; length += 1) starts.add(syllable.slice(0, length));
  return {
    entries,
    byChar,
    bySyllable,
    byInitials,
    readingsAt: readingsTable(readingsByChar),
    syllables,
    starts,
    simplified,
  };
}

/**
 * Chinese read as Simplified: text with Traditional characters converted with Taiwan phrases
 * (發光二極體 as 发光二极管); text without any left as it is, since phrase conversion would also
 * rewrite Simplified words (外接 as 外置).
 */
function simplifiedReading(characters: (text: string) => string, phrases: (text: string) => string) {
  return (text: string) => (characters(text) === text ? text : phrases(text));
}

let simplifying: Promise<(text: string) => string> | null = null;

/** The Simplified reading with opencc-js, made once: its dictionaries are the same for every index. */
export function simplifiedText(): Promise<(text: string) => string> {
  simplifying ??= import('opencc-js').then(({ Converter }) =>
    simplifiedReading(Converter({ from: 't', to: 'cn' }), Converter({ from: 'twp', to: 'cn' })),
  );
  return simplifying;
}

/** The index made with pinyin-pro and opencc-js, loaded only when a library is: the service starts without them. */
export async function buildSearchIndex(library: LibraryIndex): Promise<SearchIndex> {
  const [{ polyphonic }, simplified] = await Promise.all([import('pinyin-pro'), simplifiedText()]);
  return searchIndexOf(
    library,
    // Every reading of every character in one call: a call per character costs ten times more.
    (chars) => polyphonic(chars.join(''), { toneType: 'none', type: 'array', v: true }),
    simplified,
  );
}
