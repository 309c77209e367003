/**
 * An edition of the refund library asked for by name, indexed in a worker thread (src/work/) and
 * sent back in a form that costs the event loop little to receive and to keep: typed arrays and a
 * few long strings instead of 40,000 row objects and their maps. The rows stay as UTF-8 JSON, one
 * array of periods per code, parsed only for the codes an answer reads; the lists under a heading
 * are found by binary search in the sorted codes. Received, it answers exactly as the library
 * index and search index built from the rows (library-index.ts, search/search-index.ts).
 */
import { readFileSync } from 'node:fs';
import { nextTurn } from '../core/next-turn.js';
import type { Row } from '../datasets/model.js';
import { type CodeName, type LibraryIndex, buildLibraryIndex } from './library-index.js';
import { type SearchIndex, buildSearchIndex, readingsTable } from './search/search-index.js';

/** Strings of one list end to end, with where each ends. */
interface PackedStrings {
  text: string;
  ends: Int32Array;
}

/** Sorted lists of entries under their keys, end to end. */
interface PackedLists {
  keys: string[];
  entries: Int32Array;
  ends: Int32Array;
}

export interface PackedEdition {
  /** Every listed code, sorted (the search entries' order). */
  codes: PackedStrings;
  /** Per code, the JSON of its periods (sorted by start), as UTF-8, end to end. */
  periods: Uint8Array;
  periodEnds: Int32Array;
  dataFrom: string | null;
  /** Per code, the name it is searched by. */
  names: PackedStrings;
  byChar: PackedLists;
  bySyllable: PackedLists;
  byInitials: PackedLists;
  /** Each code unit of a name that has readings, with them. */
  readings: Array<[string, string[]]>;
  syllables: string[];
  starts: string[];
}

function packStrings(strings: readonly string[]): PackedStrings {
  const ends = new Int32Array(strings.length);
  let at = 0;
  strings.forEach((string, i) => {
    at += string.length;
    ends[i] = at;
  });
  return { text: strings.join(''), ends };
}

function packLists(map: ReadonlyMap<string, Int32Array>): PackedLists {
  const keys = [...map.keys()];
  const ends = new Int32Array(keys.length);
  let total = 0;
  keys.forEach((key, i) => {
    total += map.get(key)?.length ?? 0;
    ends[i] = total;
  });
  const entries = new Int32Array(total);
  keys.forEach((key, i) => entries.set(map.get(key) ?? [], (ends[i] ?? 0) - (map.get(key)?.length ?? 0)));
  return { keys, entries, ends };
}

/** The lists as views of the one array they came in. */
function unpackLists({ keys, entries, ends }: PackedLists): Map<string, Int32Array> {
  return new Map(keys.map((key, i) => [key, entries.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), ends[i] ?? 0)]));
}

/** The edition in rows.json at `jsonPath`, indexed and packed: the pool's task, run in a worker. */
export async function indexEdition({ jsonPath }: { jsonPath: string }): Promise<PackedEdition> {
  const parsed: { data: Row[] } = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const library = buildLibraryIndex(parsed.data);
  const search = await buildSearchIndex(library);
  const codes = search.entries.map((entry) => entry.code);
  const periodTexts = codes.map((code) => Buffer.from(JSON.stringify(library.periodsByCode.get(code) ?? [])));
  const periodEnds = new Int32Array(codes.length);
  let at = 0;
  periodTexts.forEach((text, i) => {
    at += text.length;
    periodEnds[i] = at;
  });
  const readings = new Map<string, string[]>();
  for (const { name } of search.entries)
    for (let i = 0; i < name.length; i += 1)
      if (!readings.has(name.charAt(i))) readings.set(name.charAt(i), [...search.readingsAt(name, i)]);
  return {
    codes: packStrings(codes),
    periods: new Uint8Array(Buffer.concat(periodTexts)),
    periodEnds,
    dataFrom: library.dataFrom,
    names: packStrings(search.entries.map((entry) => entry.name)),
    byChar: packLists(search.byChar),
    bySyllable: packLists(search.bySyllable),
    byInitials: packLists(search.byInitials),
    readings: [...readings].filter(([, found]) => found.length > 0),
    syllables: [...search.syllables],
    starts: [...search.starts],
  };
}

/** An estimate of what a received edition holds in memory: its arrays, its strings (two bytes a character) and the entries. */
const ENTRY_BYTES = 64;

export function packedBytes(packed: PackedEdition): number {
  const lists = [packed.byChar, packed.bySyllable, packed.byInitials];
  return (
    packed.periods.byteLength +
    packed.periodEnds.byteLength +
    2 * (packed.codes.text.length + packed.names.text.length) +
    lists.reduce((sum, list) => sum + list.entries.byteLength + list.ends.byteLength, 0) +
    packed.codes.ends.length * (2 * ENTRY_BYTES)
  );
}

/** A map read by `valueOf`, its keys listed only when iterated. */
class DerivedMap<V> implements ReadonlyMap<string, V> {
  #keys: string[] | null = null;

  constructor(
    private readonly keysOf: () => string[],
    private readonly valueOf: (key: string) => V | undefined,
  ) {}

  get(key: string): V | undefined {
    return this.valueOf(key);
  }

  has(key: string): boolean {
    return this.valueOf(key) !== undefined;
  }

  get size(): number {
    return this.#list().length;
  }

  #list(): string[] {
    this.#keys ??= this.keysOf();
    return this.#keys;
  }

  keys(): MapIterator<string> {
    return this.#list().values();
  }

  *entries(): MapIterator<[string, V]> {
    for (const key of this.#list()) {
      const value = this.valueOf(key);
      if (value !== undefined) yield [key, value];
    }
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  forEach(each: (value: V, key: string, map: ReadonlyMap<string, V>) => void): void {
    for (const [key, value] of this.entries()) each(value, key, this);
  }
}

/** The first place in sorted `codes` not before `key`. */
function firstFrom(codes: readonly string[], key: string): number {
  let [low, high] = [0, codes.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((codes[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The codes whose first `length` characters are `key`, in order. */
function codesUnder(codes: readonly string[], key: string, length: number): string[] {
  if (key.length > length) return [];
  const first = firstFrom(codes, key);
  if (key.length < length) return codes[first] === key ? [key] : [];
  return codes.slice(first, firstFrom(codes, `${key}\uffff`));
}

/** Distinct keys of the codes that `keyOf` gives one for, in code order. */
function keysOf(codes: readonly string[], keyOf: (code: string) => string | null): () => string[] {
  return () => [...new Set(codes.map(keyOf).filter((key) => key !== null))];
}

/** The library index of a packed edition, each period list parsed when read. */
function unpackLibrary(packed: PackedEdition, codes: readonly string[]): LibraryIndex {
  const text = new TextDecoder();
  const periodsOf = (code: string): Row[] | undefined => {
    const at = firstFrom(codes, code);
    if (codes[at] !== code) return undefined;
    const from = at === 0 ? 0 : (packed.periodEnds[at - 1] ?? 0);
    return JSON.parse(text.decode(packed.periods.subarray(from, packed.periodEnds[at] ?? from)));
  };
  const named = (list: readonly string[]): CodeName[] | undefined => {
    if (list.length === 0) return undefined;
    return list.map((code) => {
      const name = periodsOf(code)?.[0]?.name;
      return { code, name: typeof name === 'string' ? name : null };
    });
  };
  return {
    periodsByCode: new DerivedMap(() => [...codes], periodsOf),
    tenDigitUnder: new DerivedMap(
      keysOf(codes, (code) => (code.length >= 10 ? code.slice(0, 8) : null)),
      (key) =>
        named([
          ...new Set(
            codesUnder(codes, key, 8)
              .filter((code) => code.length >= 10)
              .map((code) => code.slice(0, 10)),
          ),
        ]),
    ),
    finerUnder: new DerivedMap(
      keysOf(codes, (code) => (code.length > 10 ? code.slice(0, 10) : null)),
      (key) => named(codesUnder(codes, key, 10).filter((code) => code.length > 10)),
    ),
    listedBySix: new DerivedMap(
      keysOf(codes, (code) => code.slice(0, 6)),
      (key) => named(codesUnder(codes, key, 6)),
    ),
    dataFrom: packed.dataFrom,
  };
}

/** Entries made in one turn of the event loop while an edition is received: a few milliseconds of work. */
const ENTRIES_A_TURN = 4_000;

/**
 * The edition as the library answers from it, made a slice of entries a turn so that receiving
 * one holds the loop for no more than a few milliseconds at a time; `simplified` is the service's
 * (search/search-index.ts).
 */
export async function unpackEdition(
  packed: PackedEdition,
  simplified: (text: string) => string,
): Promise<{ index: LibraryIndex; search: SearchIndex }> {
  const count = packed.codes.ends.length;
  const codes: string[] = new Array(count);
  const entries: Array<{ code: string; name: string }> = new Array(count);
  for (let first = 0; first < count; first += ENTRIES_A_TURN) {
    if (first > 0) await nextTurn();
    for (let i = first; i < Math.min(count, first + ENTRIES_A_TURN); i += 1) {
      const code = packed.codes.text.slice(packed.codes.ends[i - 1] ?? 0, packed.codes.ends[i]);
      codes[i] = code;
      entries[i] = { code, name: packed.names.text.slice(packed.names.ends[i - 1] ?? 0, packed.names.ends[i]) };
    }
  }
  await nextTurn();
  return {
    index: unpackLibrary(packed, codes),
    search: {
      entries,
      byChar: unpackLists(packed.byChar),
      bySyllable: unpackLists(packed.bySyllable),
      byInitials: unpackLists(packed.byInitials),
      readingsAt: readingsTable(new Map(packed.readings)),
      syllables: new Set(packed.syllables),
      starts: new Set(packed.starts),
      simplified,
    },
  };
}
