/**
 * Counts of slices of each kind (layers up the height, walls along the length) that fit in a
 * length, tried by layers.ts and walls.ts. Each count tried is paid for in steps; a branch
 * whose every count could hold no more than the caller needs is skipped by its bound, so a
 * small carton, whose slices come in hundreds of counts on each kind, is not tried count by count.
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { STEP_COST } from './budget.js';

/** One kind of slice: `size` mm of the length (its height or depth) holding `cartons`. */
export interface Slice {
  size: number;
  cartons: number;
}

export interface CountSearch {
  kinds: readonly Slice[];
  /** The length shared out. */
  length: number;
  /** The most slices in all (a layer limit; Infinity for none). */
  most: number;
  /** Also try none of the last kind (else it takes the most that fits: fewer could only hold fewer). */
  lastNone: boolean;
  /** The most cartons a millimetre of length left could hold: at least each kind's cartons ÷ size. */
  rate: number;
  /** Counts are tried only where the cartons so far plus `rate` × the length left exceed this. */
  floor: () => number;
}

/**
 * Calls `visit` with every count of each kind that fits (one array, changed between calls), the
 * cartons they hold and the length they leave, the first kind's count from the most down, then
 * the next's, as long as steps are left; says false when they ran out first.
 */
export function forEachCount(
  search: CountSearch,
  steps: StepBudget,
  visit: (counts: readonly number[], cartons: number, left: number) => void,
): boolean {
  const { kinds, rate, floor } = search;
  const counts = kinds.map(() => 0);
  const from = (index: number, left: number, slicesLeft: number, cartons: number): boolean => {
    const kind = kinds[index];
    if (kind === undefined) {
      visit(counts, cartons, left);
      return true;
    }
    const last = index === kinds.length - 1;
    for (
      let n = firstCount(search, kind, left, slicesLeft, cartons, last);
      n >= 0;
      n = nextCount(n, last, search.lastNone)
    ) {
      if (!steps.take(STEP_COST.count)) return false;
      const held = cartons + n * kind.cartons;
      const rest = left - n * kind.size;
      if (!last && held + rate * rest <= floor()) continue;
      counts[index] = n;
      if (!from(index + 1, rest, slicesLeft - n, held)) return false;
    }
    counts[index] = 0;
    return true;
  };
  return from(0, search.length, search.most, 0);
}

/**
 * The most of a kind that fits, or fewer: the bound of a branch, the cartons so far plus `rate` ×
 * the length left, grows as the count falls (no kind holds more than `rate` a millimetre), so the
 * counts whose bound is at most `floor()` come first and are skipped without a try (one more is
 * tried than the arithmetic says, for rounding).
 */
function firstCount(
  search: CountSearch,
  kind: Slice,
  left: number,
  slicesLeft: number,
  cartons: number,
  last: boolean,
): number {
  const fit = Math.min(Math.floor(left / kind.size), slicesLeft);
  const growth = search.rate * kind.size - kind.cartons;
  if (last || growth <= 0) return fit;
  const reach = cartons + search.rate * left - search.floor();
  return Math.min(fit, Math.floor(reach / growth) + 1);
}

/** The count to try after `n`: one fewer, but the last kind takes only the most that fits, or none. */
function nextCount(n: number, last: boolean, lastNone: boolean): number {
  if (!last) return n - 1;
  return lastNone && n > 0 ? 0 : -1;
}

/** The most cartons ÷ size of any kind. */
export function rateOf(kinds: readonly Slice[]): number {
  return Math.max(0, ...kinds.map((kind) => kind.cartons / kind.size));
}
