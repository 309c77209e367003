/**
 * The search index's sorted lists of entries (search-index.ts) combined for a search (search.ts):
 * each entry a walk passes, each probe of a binary search, counted in the search's budget.
 */
import type { StepBudget } from '../../core/step-budget.js';

export const NONE = new Int32Array();

/** The first place from `low` in a sorted list whose entry is `entry` or more. */
export function lowerBound(list: Int32Array, entry: number, low = 0): number {
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] ?? 0) < entry) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Entries in both sorted lists: a walk through both, or, when one is much the shorter (a rare
 * syllable beside 型, which every name of a model holds), a binary search of the longer for each
 * of its entries.
 */
function intersect(a: Int32Array, b: Int32Array, budget: StepBudget): Int32Array {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const both = new Int32Array(short.length);
  let n = 0;
  const probes = short.length * Math.ceil(Math.log2(long.length + 1));
  if (probes < short.length + long.length) {
    budget.count(probes);
    let from = 0;
    for (const entry of short) {
      from = lowerBound(long, entry, from);
      if (from === long.length) break;
      if (long[from] === entry) both[n++] = entry;
    }
    return both.subarray(0, n);
  }
  budget.count(short.length + long.length);
  let i = 0;
  let j = 0;
  while (i < short.length && j < long.length) {
    const x = short[i] ?? 0;
    const y = long[j] ?? 0;
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
export function union(a: Int32Array, b: Int32Array, budget: StepBudget): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  budget.count(a.length + b.length);
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

/**
 * The smallest of sorted lists, cut to what is in all of them (the shortest first, none once
 * empty); left unfinished once the budget is spent, when it is no longer exact.
 */
export function intersectAll(lists: Int32Array[], budget: StepBudget): Int32Array {
  lists.sort((a, b) => a.length - b.length);
  let both = lists[0] ?? NONE;
  for (const list of lists.slice(1)) {
    if (both.length === 0 || budget.spent) break;
    both = intersect(both, list, budget);
  }
  return both;
}

/** The run of entries (in code order) whose code starts with `digits`: [first, end), by two binary searches. */
export function codeRun(entries: ReadonlyArray<{ code: string }>, digits: string): [number, number] {
  const firstAtLeast = (code: string) => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((entries[middle]?.code ?? '') < code) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // Every code starting with the digits sorts before the digits followed by the last code unit.
  return [firstAtLeast(digits), firstAtLeast(`${digits}\uffff`)];
}
