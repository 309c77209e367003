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
import { initialsOf, pinyinRun } from './pinyin-match.js';
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
  const both: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x === y) {
      both.push(x);
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return Int32Array.from(both);
}

/** Entries in either sorted list. */
function union(a: Int32Array, b: Int32Array): Int32Array {
  return Int32Array.from(new Set([...a, ...b])).sort();
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

const range = (first: number, end: number) => Int32Array.from({ length: end - first }, (_, i) => first + i);

/** The entries a term may match: all it could match are among them. */
function candidatesOf(index: SearchIndex, term: SearchTerm): Int32Array {
  if (term.kind === 'code') return range(...codeRun(index, term.digits));
  if (term.kind === 'han') {
    const lists = [...new Set(term.text)].map((char) => index.byChar.get(char) ?? new Int32Array());
    lists.sort((a, b) => a.length - b.length);
    return lists.slice(1).reduce(intersect, lists[0] ?? new Int32Array());
  }
  let found: Int32Array = new Int32Array();
  for (const initials of initialsOf(term.letters, index.syllables)) {
    const pairs =
      initials.length === 1
        ? [initials]
        : Array.from({ length: initials.length - 1 }, (_, i) => initials.slice(i, i + 2));
    const lists = pairs.map((pair) => index.byInitials.get(pair) ?? new Int32Array());
    lists.sort((a, b) => a.length - b.length);
    found = union(found, lists.slice(1).reduce(intersect, lists[0] ?? new Int32Array()));
  }
  return found;
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

/** A name's characters, and each one's offset in UTF-16 code units (a character past U+FFFF takes two). */
function charsOf(name: string): { chars: string[]; offsets: number[] } {
  const chars = Array.from(name);
  const offsets: number[] = [];
  let at = 0;
  for (const char of chars) {
    offsets.push(at);
    at += char.length;
  }
  offsets.push(at);
  return { chars, offsets };
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

/** The hit of one entry, or null when a term does not match it. */
function hitOf(index: SearchIndex, entry: number, terms: readonly SearchTerm[]): SearchHit | null {
  const { code, name } = index.entries[entry] ?? { code: '', name: '' };
  const ranges: Array<[number, number]> = [];
  let codeDigits = 0;
  let exact = false;
  let nameStart = false;
  let firstHan = true;
  let split: ReturnType<typeof charsOf> | null = null;
  for (const term of terms) {
    if (term.kind === 'code') {
      if (!code.startsWith(term.digits)) return null;
      codeDigits = Math.max(codeDigits, term.digits.length);
      exact ||= code === term.digits;
    } else if (term.kind === 'han') {
      const found = hanRanges(name, term.text);
      if (found === null) return null;
      if (firstHan) nameStart = found.length === 1 && found[0]?.[0] === 0;
      firstHan = false;
      ranges.push(...found);
    } else {
      split ??= charsOf(name);
      const run = pinyinRun(split.chars, term.letters, index.readings);
      if (run === null) return null;
      ranges.push([split.offsets[run[0]] ?? 0, split.offsets[run[1]] ?? 0]);
    }
  }
  const hasCode = terms.some((term) => term.kind === 'code');
  const hasHan = terms.some((term) => term.kind === 'han');
  const matched: MatchTier = hasCode
    ? exact
      ? 'code_exact'
      : 'code_prefix'
    : hasHan
      ? nameStart
        ? 'name_start'
        : 'name'
      : 'pinyin';
  return { entry, matched, name_ranges: merged(ranges), code_digits: codeDigits };
}

/** Every entry all the terms match, ranked (the module's comment says how). */
export function searchLibrary(index: SearchIndex, terms: readonly SearchTerm[]): SearchHit[] {
  if (terms.length === 0) return [];
  const lists = terms.map((term) => candidatesOf(index, term)).sort((a, b) => a.length - b.length);
  const candidates = lists.slice(1).reduce(intersect, lists[0] ?? new Int32Array());
  const hits: SearchHit[] = [];
  for (const entry of candidates) {
    const hit = hitOf(index, entry, terms);
    if (hit) hits.push(hit);
  }
  const tier = (hit: SearchHit) => MATCH_TIERS.indexOf(hit.matched);
  return hits.sort((a, b) => tier(a) - tier(b) || a.entry - b.entry);
}
