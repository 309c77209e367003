/**
 * Searching the refund library (docs/refund-rate.md, Search): the entries every term matches,
 * ranked. A code term matches the codes starting with its digits (one run of entries, the index
 * being in code order); a Chinese term the names holding it, whole or, when not, in pieces of two
 * characters or more found in the name (不锈钢保温杯 in 不锈钢真空保温杯); a pinyin term the
 * names where it reads a run of characters (pinyin-match.ts). Candidates come from the index's
 * postings; only they are tried, in code order, within SEARCH_STEP_BUDGET steps (core/step-budget.ts).
 *
 * Ranking: an exact code, then codes starting with the digits, then names starting with the
 * first Chinese term, then names holding the terms, then pinyin matches; ties in code order. A
 * search with a code term ranks by the code; else with a Chinese term by the name; else pinyin.
 */
import { StepBudget } from '../../core/step-budget.js';
import { type PinyinUnit, parseRun, pinyinParses } from './pinyin-match.js';
import { NONE, codeRun, intersectAll, lowerBound, union } from './postings.js';
import type { SearchTerm } from './query.js';
import type { SearchIndex } from './search-index.js';

/**
 * The steps one search may take: each entry its list merges pass, each character of a name
 * scanned, PARSE_TRY_STEPS for each character a pinyin parse tries (pinyin-match.ts), and
 * CANDIDATE_STEPS for each candidate tried. About a millisecond or two of work, a few lookups'
 * worth (bench/results/refund-search.md); a search past it answers with the hits found until then.
 */
export const SEARCH_STEP_BUDGET = 250_000;
/** A candidate tried, besides its name: looking it up, ranking and keeping it cost some thirty entries merged. */
const CANDIDATE_STEPS = 32;

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
function parseCandidates(index: SearchIndex, units: readonly PinyinUnit[], budget: StepBudget): Int32Array {
  const lists: Int32Array[] = [];
  for (const unit of units) if (unit.whole) lists.push(index.bySyllable.get(unit.letters) ?? NONE);
  const initials = units.map((unit) => unit.letters[0] ?? '').join('');
  if (initials.length === 1) lists.push(index.byInitials.get(initials) ?? NONE);
  for (let i = 0; i + 1 < initials.length; i += 1) lists.push(index.byInitials.get(initials.slice(i, i + 2)) ?? NONE);
  return intersectAll(lists, budget);
}

/** The entries a name term may match: all it could match are among them; null for a code term (a run, not a list). */
function candidatesOf(index: SearchIndex, term: Prepared, budget: StepBudget): Int32Array | null {
  if (term.kind === 'code') return null;
  if (term.kind === 'han')
    return intersectAll(
      [...new Set(term.text.split(''))].map((unit) => index.byChar.get(unit) ?? NONE),
      budget,
    );
  let found: Int32Array = NONE;
  for (const parse of term.parses) {
    if (budget.spent) break;
    found = union(found, parse.entries, budget);
  }
  return found;
}

/**
 * Where a Chinese term is in a name: whole, else in pieces of two characters or more; null when
 * not. Each scan of the name costs its length.
 */
function hanRanges(name: string, text: string, budget: StepBudget): Array<[number, number]> | null {
  budget.count(name.length);
  const whole = name.indexOf(text);
  if (whole >= 0) return [[whole, whole + text.length]];
  const pieces: Array<[number, number]> = [];
  let rest = text;
  while (rest.length > 0) {
    let length = Math.min(rest.length, name.length);
    let at = -1;
    for (; length >= 2; length -= 1) {
      budget.count(name.length);
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
 * A parse of a pinyin term as a search tries it: the entries it may match (parseCandidates), and
 * whether they are exactly those it matches (exactParse), so that they need no trying.
 */
interface PreparedParse {
  units: PinyinUnit[];
  entries: Int32Array;
  exact: boolean;
}

/** A term as a search tries it: a pinyin term with its parses made once. */
type Prepared =
  | { kind: 'code'; digits: string }
  | { kind: 'han'; text: string }
  | { kind: 'pinyin'; parses: PreparedParse[] };

/** Whether a parse's entries hold `entry` (a binary search: a step for each probe). */
function mayMatch(parse: PreparedParse, entry: number, budget: StepBudget): boolean {
  budget.count(Math.ceil(Math.log2(parse.entries.length + 1)));
  return parse.entries[lowerBound(parse.entries, entry)] === entry;
}

/**
 * The run a pinyin term reads in an entry's name ([start, end) in UTF-16 code units), by its
 * first parse that reads one; only the parses whose entries hold it are tried.
 */
function pinyinRange(index: SearchIndex, entry: number, parses: readonly PreparedParse[], budget: StepBudget) {
  const name = index.entries[entry]?.name ?? '';
  for (const parse of parses) {
    const run = mayMatch(parse, entry, budget) ? parseRun(name, parse.units, index.readingsAt, budget) : null;
    if (run) return run;
  }
  return null;
}

/** Whether a pinyin term matches an entry: an exact parse that holds it needs no trying. */
function pinyinMatches(index: SearchIndex, entry: number, parses: readonly PreparedParse[], budget: StepBudget) {
  return (
    parses.some((parse) => parse.exact && mayMatch(parse, entry, budget)) ||
    pinyinRange(index, entry, parses, budget) !== null
  );
}

/** How an entry ranks for the terms (MATCH_TIERS' place), or -1 when a term does not match it. */
function tierOf(index: SearchIndex, entry: number, terms: readonly Prepared[], budget: StepBudget): number {
  const { code, name } = index.entries[entry] ?? { code: '', name: '' };
  let codeTier = -1;
  let nameTier = -1;
  let pinyin = false;
  budget.count(CANDIDATE_STEPS);
  for (const term of terms) {
    if (term.kind === 'code') {
      if (!code.startsWith(term.digits)) return -1;
      codeTier = code === term.digits ? 0 : Math.max(codeTier, 1);
    } else if (term.kind === 'han') {
      const ranges = hanRanges(name, term.text, budget);
      if (ranges === null) return -1;
      // One range is the term whole (pieces are two or more).
      if (nameTier < 0) nameTier = ranges.length === 1 && ranges[0]?.[0] === 0 ? 2 : 3;
    } else {
      if (!pinyinMatches(index, entry, term.parses, budget)) return -1;
      pinyin = true;
    }
  }
  return codeTier >= 0 ? codeTier : nameTier >= 0 ? nameTier : pinyin ? 4 : -1;
}

/** The hit of a matching entry: its tier, and what matched in its name and code. */
function hitOf(index: SearchIndex, entry: number, terms: readonly Prepared[], tier: number, budget: StepBudget) {
  const { name } = index.entries[entry] ?? { code: '', name: '' };
  const ranges: Array<[number, number]> = [];
  let codeDigits = 0;
  for (const term of terms) {
    if (term.kind === 'code') codeDigits = Math.max(codeDigits, term.digits.length);
    else if (term.kind === 'han') ranges.push(...(hanRanges(name, term.text, budget) ?? []));
    else {
      const run = pinyinRange(index, entry, term.parses, budget);
      if (run) ranges.push(run);
    }
  }
  const hit: SearchHit = {
    entry,
    matched: MATCH_TIERS[tier] ?? 'pinyin',
    name_ranges: merged(ranges),
    code_digits: codeDigits,
  };
  return hit;
}

export interface SearchResult {
  /** How many entries match (of those tried, when the search is not complete). */
  total: number;
  /**
   * Whether every candidate was tried. False when the budget was spent first: the hits and the
   * total are those of the candidates tried until then (in code order).
   */
  complete: boolean;
  /** The hits ranked [start, end), what matched worked out for them only. */
  hits(start: number, end: number): SearchHit[];
  /** The steps taken so far, the hits worked out included. */
  steps(): number;
}

/** The terms as tried: each once (a term written twice matches the same names), pinyin parsed. */
function prepare(index: SearchIndex, terms: readonly SearchTerm[], budget: StepBudget): Prepared[] {
  const seen = new Set<string>();
  const prepared: Prepared[] = [];
  for (const term of terms) {
    const key = `${term.kind}:${term.kind === 'code' ? term.digits : term.kind === 'han' ? term.text : term.letters}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (term.kind !== 'pinyin') prepared.push(term);
    else {
      const parses = pinyinParses(term.letters, index.syllables, index.starts, budget).map((units) => ({
        units,
        entries: parseCandidates(index, units, budget),
        exact: exactParse(units),
      }));
      prepared.push({ kind: 'pinyin', parses });
    }
  }
  return prepared;
}

/**
 * Every entry all the terms match, ranked (the module's comment says how), as far as `limit`
 * steps go: past it, the candidates not yet tried are left out and the result says so.
 */
export function searchLibrary(
  index: SearchIndex,
  terms: readonly SearchTerm[],
  limit: number = SEARCH_STEP_BUDGET,
): SearchResult {
  const budget = new StepBudget(limit);
  const prepared = prepare(index, terms, budget);
  if (prepared.length === 0) return { total: 0, complete: true, hits: () => [], steps: () => budget.used };
  // The codes a code term allows are one run of entries: the lists of the other terms are cut to it.
  let first = 0;
  let end = index.entries.length;
  for (const term of prepared)
    if (term.kind === 'code') {
      const [low, high] = codeRun(index.entries, term.digits);
      first = Math.max(first, low);
      end = Math.min(end, high);
    }
  const lists: Int32Array[] = [];
  for (const term of prepared) {
    const list = candidatesOf(index, term, budget);
    if (list) lists.push(list.subarray(lowerBound(list, first), lowerBound(list, end)));
  }
  const candidates = lists.length > 0 ? intersectAll(lists, budget) : null;
  // A budget spent on the lists leaves them unfinished: then nothing is tried.
  const gathered = !budget.spent;
  // Entries come in code order, so each tier's hits are in code order: ranking is a counting sort by tier.
  const count = candidates ? candidates.length : Math.max(0, end - first);
  const found = new Int32Array(count);
  const foundTiers = new Uint8Array(count);
  const perTier = new Int32Array(MATCH_TIERS.length + 1);
  let matched = 0;
  let tried = 0;
  for (; tried < count && !budget.spent; tried += 1) {
    const entry = candidates ? (candidates[tried] ?? 0) : first + tried;
    const tier = tierOf(index, entry, prepared, budget);
    if (tier < 0) continue;
    found[matched] = entry;
    foundTiers[matched++] = tier;
    perTier[tier + 1] = (perTier[tier + 1] ?? 0) + 1;
  }
  for (let tier = 1; tier < perTier.length; tier += 1) perTier[tier] = (perTier[tier] ?? 0) + (perTier[tier - 1] ?? 0);
  const ranked = new Int32Array(matched);
  for (let i = 0; i < matched; i += 1) {
    const tier = foundTiers[i] ?? 0;
    ranked[(perTier[tier] = (perTier[tier] ?? 0) + 1) - 1] = i;
  }
  return {
    total: matched,
    complete: gathered && tried === count,
    hits: (start, stop) =>
      Array.from(ranked.subarray(start, stop), (i) =>
        hitOf(index, found[i] ?? 0, prepared, foundTiers[i] ?? 0, budget),
      ),
    steps: () => budget.used,
  };
}
