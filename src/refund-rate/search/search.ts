/**
 * Searching the refund library (docs/refund-rate.md, Search): the entries every term matches,
 * ranked. A code term matches the codes starting with its digits (one run of entries, the index
 * being in code order); a Chinese term the names holding it, whole or, when not, in pieces of two
 * characters or more found in the name (不锈钢保温杯 in 不锈钢真空保温杯); a pinyin term the
 * names where it reads a run of characters (pinyin-match.ts). Candidates come from the index's
 * postings; only they are tried.
 *
 * Ranking: an exact code, then codes starting with the digits, then names starting with the
 * first Chinese term, then names holding the terms, then pinyin matches; ties in code order. A
 * search with a code term ranks by the code; else with a Chinese term by the name; else pinyin.
 */
import { type PinyinUnit, parseRun, pinyinParses } from './pinyin-match.js';
import type { SearchTerm } from './query.js';
import type { SearchIndex } from './search-index.js';

export const MATCH_TIERS = ['code_exact', 'code_prefix', 'name_start', 'name', 'pinyin'] as const;
type MatchTier = (typeof MATCH_TIERS)[number];

export interface SearchHit {
  /** The entry's place in the index (code order). */
  entry: number;
  matched: MatchTier;
  /** Ranges of the name matched, [start, end) in UTF-16 code units (JavaScript string offsets), sorted, not overlapping. */
  name_ranges: Array<[number, number]>;
  /** How many of the code's first digits were matched (0: none). */
  code_digits: number;
}

/** Entries in both sorted lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      both[n++] = x;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return both.subarray(0, n);
}

/** Entries in either sorted list, sorted, each once. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const both = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] ?? 0) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] ?? 0) : Number.POSITIVE_INFINITY;
    const next = Math.min(x, y);
    if (x === next) i += 1;
    if (y === next) j += 1;
    both[n++] = next;
  }
  return both.subarray(0, n);
}

/** The first place in a sorted list whose entry is `entry` or more. */
function lowerBound(list: Int32Array, entry: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] ?? 0) < entry) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The run of entries whose code starts with `digits`: [first, end). */
function codeRun(index: SearchIndex, digits: string): [number, number] {
  const { entries } = index;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((entries[middle]?.code ?? '') < digits) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < entries.length && entries[end]?.code.startsWith(digits)) end += 1;
  return [low, end];
}

const NONE = new Int32Array();

/** The smallest of sorted lists, cut to what is in all of them. */
function intersectAll(lists: Int32Array[]): Int32Array {
  lists.sort((a, b) => a.length - b.length);
  return lists.slice(1).reduce(intersect, lists[0] ?? NONE);
}

/**
 * Whether the entries a parse's lists give are exactly those it matches, so that none needs
 * trying: one whole syllable, one first letter, or two first letters of consecutive characters
 * (a list of its own). Two whole syllables are not: their lists say each is in the name, not that
 * they are next to each other.
 */
function exactParse(units: readonly PinyinUnit[]): boolean {
  const oneLetter = (unit: PinyinUnit | undefined) => unit !== undefined && !unit.whole && unit.letters.length === 1;
  const [first, second] = units;
  if (units.length === 1) return first !== undefined && (first.whole || oneLetter(first));
  return units.length === 2 && oneLetter(first) && oneLetter(second);
}

/** The entries a parse may match: those with its whole syllables and its consecutive first letters. */
function parseCandidates(index: SearchIndex, units: readonly PinyinUnit[]): Int32Array {
  const lists: Int32Array[] = [];
  for (const unit of units) if (unit.whole) lists.push(index.bySyllable.get(unit.letters) ?? NONE);
  const initials = units.map((unit) => unit.letters[0] ?? '').join('');
  if (initials.length === 1) lists.push(index.byInitials.get(initials) ?? NONE);
  for (let i = 0; i + 1 < initials.length; i += 1) lists.push(index.byInitials.get(initials.slice(i, i + 2)) ?? NONE);
  return intersectAll(lists);
}

/** The entries a name term may match: all it could match are among them; null for a code term (a run, not a list). */
function candidatesOf(index: SearchIndex, term: Prepared): Int32Array | null {
  if (term.kind === 'code') return null;
  if (term.kind === 'han')
    return intersectAll([...new Set(term.text.split(''))].map((unit) => index.byChar.get(unit) ?? NONE));
  return term.parses.reduce<Int32Array>((found, units) => union(found, parseCandidates(index, units)), NONE);
}

/** Where a Chinese term is in a name: whole, else in pieces of two characters or more; null when not. */
function hanRanges(name: string, text: string): Array<[number, number]> | null {
  const whole = name.indexOf(text);
  if (whole >= 0) return [[whole, whole + text.length]];
  const pieces: Array<[number, number]> = [];
  let rest = text;
  while (rest.length > 0) {
    let length = rest.length;
    let at = -1;
    for (; length >= 2; length -= 1) {
      at = name.indexOf(rest.slice(0, length));
      if (at >= 0) break;
    }
    if (at < 0) return null;
    pieces.push([at, at + length]);
    rest = rest.slice(length);
  }
  return pieces;
}

/** Sorted ranges, those that touch or overlap made one. */
function merged(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * A term as a search tries it: a pinyin term with its parses made once, and whether its
 * candidates are exactly its matches (exactParse, for every parse), so that they need no trying.
 */
type Prepared =
  | { kind: 'code'; digits: string }
  | { kind: 'han'; text: string }
  | { kind: 'pinyin'; parses: PinyinUnit[][]; exact: boolean };

/** The run a pinyin term reads in a name ([start, end) in UTF-16 code units), by its first parse that reads one. */
function pinyinRange(index: SearchIndex, name: string, parses: readonly PinyinUnit[][]) {
  for (const units of parses) {
    const run = parseRun(name, units, index.readingsAt);
    if (run) return run;
  }
  return null;
}

/** How an entry ranks for the terms (MATCH_TIERS' place), or -1 when a term does not match it. */
function tierOf(index: SearchIndex, entry: number, terms: readonly Prepared[]): number {
  const { code, name } = index.entries[entry] ?? { code: '', name: '' };
  let codeTier = -1;
  let nameTier = -1;
  let pinyin = false;
  for (const term of terms) {
    if (term.kind === 'code') {
      if (!code.startsWith(term.digits)) return -1;
      codeTier = code === term.digits ? 0 : Math.max(codeTier, 1);
    } else if (term.kind === 'han') {
      const at = name.indexOf(term.text);
      if (at < 0 && hanRanges(name, term.text) === null) return -1;
      if (nameTier < 0) nameTier = at === 0 ? 2 : 3;
    } else {
      if (!term.exact && pinyinRange(index, name, term.parses) === null) return -1;
      pinyin = true;
    }
  }
  return codeTier >= 0 ? codeTier : nameTier >= 0 ? nameTier : pinyin ? 4 : -1;
}

/** The hit of a matching entry: its tier, and what matched in its name and code. */
function hitOf(index: SearchIndex, entry: number, terms: readonly Prepared[], tier: number): SearchHit {
  const { name } = index.entries[entry] ?? { code: '', name: '' };
  const ranges: Array<[number, number]> = [];
  let codeDigits = 0;
  for (const term of terms) {
    if (term.kind === 'code') codeDigits = Math.max(codeDigits, term.digits.length);
    else if (term.kind === 'han') ranges.push(...(hanRanges(name, term.text) ?? []));
    else {
      const run = pinyinRange(index, name, term.parses);
      if (run) ranges.push(run);
    }
  }
  return { entry, matched: MATCH_TIERS[tier] ?? 'pinyin', name_ranges: merged(ranges), code_digits: codeDigits };
}

export interface SearchResult {
  /** How many entries match. */
  total: number;
  /** The hits ranked [start, end), what matched worked out for them only. */
  hits(start: number, end: number): SearchHit[];
}

/** Every entry all the terms match, ranked (the module's comment says how). */
export function searchLibrary(index: SearchIndex, terms: readonly SearchTerm[]): SearchResult {
  const prepared: Prepared[] = terms.map((term) => {
    if (term.kind !== 'pinyin') return term;
    const parses = pinyinParses(term.letters, index.syllables, index.starts);
    return { kind: 'pinyin', parses, exact: parses.every(exactParse) };
  });
  if (prepared.length === 0) return { total: 0, hits: () => [] };
  // The codes a code term allows are one run of entries: the lists of the other terms are cut to it.
  let first = 0;
  let end = index.entries.length;
  for (const term of prepared)
    if (term.kind === 'code') {
      const [low, high] = codeRun(index, term.digits);
      first = Math.max(first, low);
      end = Math.min(end, high);
    }
  const lists = prepared.flatMap((term) => {
    const list = candidatesOf(index, term);
    return list ? [list.subarray(lowerBound(list, first), lowerBound(list, end))] : [];
  });
  // Entries come in code order, so each tier's list is in code order: ranking is appending.
  const tiers: number[][] = MATCH_TIERS.map(() => []);
  const consider = (entry: number) => {
    const tier = tierOf(index, entry, prepared);
    if (tier >= 0) tiers[tier]?.push(entry);
  };
  if (lists.length > 0) for (const entry of intersectAll(lists)) consider(entry);
  else for (let entry = first; entry < end; entry += 1) consider(entry);
  const ranked = tiers.flatMap((entries, tier) => entries.map((entry) => [entry, tier] as const));
  return {
    total: ranked.length,
    hits: (start, stop) => ranked.slice(start, stop).map(([entry, tier]) => hitOf(index, entry, prepared, tier)),
  };
}
