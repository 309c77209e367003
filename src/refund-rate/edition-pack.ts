/**
 * An edition of the refund library asked for by name, indexed in a worker thread (src/work/) and
 * sent back in a form that costs the event loop little to receive and to keep: typed arrays only,
 * beside a few short lists, instead of 40,000 row objects and their maps; the worker moves their
 * memory to the event loop's thread rather than copying it (src/work/worker.ts). The rows stay as
 * UTF-8 JSON, one array of periods per code, parsed only for the codes an answer reads; the lists
 * under a heading are found by binary search in the sorted codes. Received, it answers exactly as
 * the library index and search index built from the rows (library-index.ts,
 * search/search-index.ts).
 */
import { readFileSync } from 'node:fs';
import { nextTurn } from '../core/next-turn.js';
import type { Row } from '../datasets/model.js';
import { type CodeName, type LibraryIndex, buildLibraryIndex } from './library-index.js';
import { type SearchIndex, buildSearchIndex, readingsTable } from './search/search-index.js';

/**
 * Strings of one list end to end, as UTF-16 code units (little-endian bytes), with where each ends
 * in code units: decoded in a millisecond or two where UTF-8 of the same names took 11 to 23 ms.
 */
interface PackedStrings {
  units: Uint8Array;
  ends: Int32Array;
}

/** Sorted lists of entries under their keys, end to end. */
interface PackedLists {
  keys: PackedStrings;
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
  // Copied out of the Buffer into an array buffer of its own, which can be moved whole.
  return { units: new Uint8Array(Buffer.from(strings.join(''), 'utf16le')), ends };
}

/** The strings of a packed list, each a slice of the one text they are decoded to. */
function unpackStrings({ units, ends }: PackedStrings): string[] {
  const text = Buffer.from(units.buffer, units.byteOffset, units.byteLength).toString('utf16le');
  const strings: string[] = new Array(ends.length);
  for (let i = 0; i < ends.length; i += 1) strings[i] = text.slice(ends[i - 1] ?? 0, ends[i]);
  return strings;
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
  return { keys: packStrings(keys), entries, ends };
}

/** The lists as views of the one array they came in. */
function unpackLists({ keys, entries, ends }: PackedLists): Map<string, Int32Array> {
  return new Map(
    unpackStrings(keys).map((key, i) => [key, entries.subarray(i === 0 ? 0 : (ends[i - 1] ?? 0), ends[i] ?? 0)]),
  );
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
    packed.codes.units.byteLength +
    packed.names.units.byteLength +
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

/** Entries made, or keys of a list mapped, in one turn of the event loop: a few milliseconds of work. */
const ENTRIES_A_TURN = 4_000;

/**
 * The edition as the library answers from it, made a piece a turn so that receiving one holds
 * the loop for no more than a few milliseconds at a time: the codes, then the names, decoded;
 * the entries, ENTRIES_A_TURN a turn; each list's map; the readings. `simplified` is the
 * service's (search/search-index.ts).
 */
export async function unpackEdition(
  packed: PackedEdition,
  simplified: (text: string) => string,
): Promise<{ index: LibraryIndex; search: SearchIndex }> {
  const codes = unpackStrings(packed.codes);
  await nextTurn();
  const names = unpackStrings(packed.names);
  const entries: Array<{ code: string; name: string }> = new Array(codes.length);
  for (let first = 0; first < codes.length; first += ENTRIES_A_TURN) {
    await nextTurn();
    for (let i = first; i < Math.min(codes.length, first + ENTRIES_A_TURN); i += 1)
      entries[i] = { code: codes[i] ?? '', name: names[i] ?? '' };
  }
  const lists: Array<Map<string, Int32Array>> = [];
  for (const list of [packed.byChar, packed.bySyllable, packed.byInitials]) {
    await nextTurn();
    lists.push(unpackLists(list));
  }
  const [byChar = new Map(), bySyllable = new Map(), byInitials = new Map()] = lists;
  await nextTurn();
  return {
    index: unpackLibrary(packed, codes),
    search: {
      entries,
      byChar,
      bySyllable,
      byInitials,
      readingsAt: readingsTable(new Map(packed.readings)),
      syllables: new Set(packed.syllables),
      starts: new Set(packed.starts),
      simplified,
    },
  };
}
