/**
 * Counts of slices of each kind (layers up the height, walls along the length) that fit in a
 * length, tried by layers.ts and walls.ts. Each count tried is paid for in steps; a branch
 * whose every count could hold no more than the caller needs is skipped by its bound, so a
 * small carton, whose slices come in hundreds of counts on each kind, is not tried count by count.
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { STEP_COST } from './budget.js';
import { pointsUpTo, rasterCount, rasterOf } from './raster.js';

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

/**
 * Past this length (a roof higher than any container's) or this many raster points × kinds, the
 * mix is bounded by the best kind's rate alone, so that the bound costs at most a few thousand
 * cheap cells (a tenth of a millisecond): it is not charged in steps, so that ruling a kind out
 * never leaves fewer for the searches after it.
 */
const MIX_LENGTH = 16_384;
const MIX_CELLS = 65_536;

/**
 * The most cartons slices could hold in `length` with at least one of kind `index` among them
 * (their order and what stands on what aside, so never less than any count that holds it): that
 * slice, then the best mix of every kind for each length the slices can fill (a raster point of
 * their sizes), at most `most` slices in all. A kind whose most cannot beat the plan in hand is
 * not worth searching.
 */
export function mostHolding(kinds: readonly Slice[], index: number, length: number, most: number): number {
  const kind = kinds[index];
  if (kind === undefined || kind.size > length || most < 1) return 0;
  const left = length - kind.size;
  const sizes = kinds.map((other) => other.size);
  let mix: number;
  if (left > MIX_LENGTH || rasterCount(sizes, left) * kinds.length > MIX_CELLS) {
    mix = Math.floor(left * rateOf(kinds));
  } else {
    // The most slices hold that fill each raster point exactly; the best of them is the mix.
    const raster = rasterOf(sizes, left);
    const count = pointsUpTo(raster, left);
    const filled = new Float64Array(count);
    mix = 0;
    for (let at = 1; at < count; at += 1) {
      const point = raster.points[at] as number;
      let value = 0;
      for (const other of kinds) {
        const before = point - other.size;
        if (before < 0) continue;
        const i = raster.below[before] as number;
        if (raster.points[i] === before) value = Math.max(value, (filled[i] as number) + other.cartons);
      }
      filled[at] = value;
      mix = Math.max(mix, value);
    }
  }
  const held = kind.cartons + mix;
  if (most === Number.POSITIVE_INFINITY) return held;
  return Math.min(held, kind.cartons + (most - 1) * Math.max(0, ...kinds.map((other) => other.cartons)));
}
