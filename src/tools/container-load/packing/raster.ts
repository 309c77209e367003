/**
 * Raster points: the lengths that whole numbers of some carton sides add up to (a row of cartons
 * touching end to end). The exact patterns (guillotine.ts) cut only at them, and the bound
 * (bounds.ts) reduces a length to the last of them. They depend only on the sides, and those
 * up to a length are the first of those up to any longer one, so one list per set of sides,
 * kept across the container types of a request (a 20GP and a 40GP share a width and a height)
 * and across packings, answers every length up to the longest asked.
 *
 * Both are read from the sides' residues: for each remainder r by the least side, the least sum
 * of sides that leaves r. A length is a sum exactly when it is at least the least sum of its
 * remainder, so the last raster point under a length is found by stepping down from it, without
 * listing any, and a list is made in one pass.
 */
import { BoundedCache } from '../../../core/bounded-cache.js';
import { STEP_COST } from './budget.js';

export interface Raster {
  /** The raster points up to `length`, ascending (0 first). */
  points: Int32Array;
  /** For each length up to `length`, the index of the raster point at or below it. */
  below: Int32Array;
  length: number;
}

/** The least sum of the sides for each remainder by the least side (Infinity where none). */
export interface Residues {
  least: number;
  sums: Float64Array;
  /** The largest of those sums: from it on, every multiple of `step` (the sides' greatest common divisor) is a sum. */
  largest: number;
  step: number;
}

/** What an entry of the memos below costs besides its arrays: its key, its object, its place in the map. */
export const ENTRY_BYTES = 256;

/**
 * Kept by their bytes, on each thread that packs: 8 MB of lists (a carton's in four container
 * types is about 1 MB; 1 mm sides over 100 m, 1.2 MB) and 2 MB of residues (a side of 100 m, 0.8 MB).
 */
const RASTERS = new BoundedCache<string, Raster>(
  8 << 20,
  (raster) => ENTRY_BYTES + 4 * (raster.points.length + raster.below.length),
);
const RESIDUES = new BoundedCache<string, Residues>(2 << 20, (residues) => ENTRY_BYTES + 8 * residues.sums.length);

/** The sides in ascending order as text: at most three sides (a carton's), so sorted by hand, making no array. */
function keyOf(sides: readonly number[]): string {
  if (sides.length > 3) return [...sides].sort((a, b) => a - b).join(',');
  const [a = -1, b = -1, c = -1] = sides;
  const least = Math.min(a, b, c);
  const most = Math.max(a, b, c);
  const middle = a + b + c - least - most;
  return sides.length === 1
    ? `${a}`
    : sides.length === 2
      ? `${Math.min(a, b)},${Math.max(a, b)}`
      : `${least},${middle},${most}`;
}

/**
 * The least sum for each remainder, by the round-robin algorithm (Böcker and Lipták, 2007): for
 * each other side, each cycle of remainders it steps through is walked once round from its least
 * sum (which no step can lower), so each side costs two passes over the remainders.
 */
export function residuesOf(sides: readonly number[]): Residues {
  const key = keyOf(sides);
  const known = RESIDUES.get(key);
  if (known) return known;
  const least = Math.min(...sides);
  const sums = new Float64Array(least).fill(Number.POSITIVE_INFINITY);
  sums[0] = 0;
  for (const side of sides) {
    if (side === least) continue;
    const cycles = greatestCommonDivisor(least, side);
    const length = least / cycles;
    for (let start = 0; start < cycles; start += 1) {
      // The cycle's least sum, from which the walk round it starts.
      let from = start;
      for (let r = start, n = 0; n < length; n += 1, r = (r + side) % least)
        if ((sums[r] as number) < (sums[from] as number)) from = r;
      if (sums[from] === Number.POSITIVE_INFINITY) continue;
      for (let r = from, n = 0; n < length; n += 1) {
        const next = (r + side) % least;
        const sum = (sums[r] as number) + side;
        if (sum < (sums[next] as number)) sums[next] = sum;
        r = next;
      }
    }
  }
  let largest = 0;
  for (const sum of sums) if (sum !== Number.POSITIVE_INFINITY && sum > largest) largest = sum;
  const residues = { least, sums, largest, step: sides.reduce(greatestCommonDivisor) };
  RESIDUES.set(key, residues);
  return residues;
}

/**
 * The last raster point at or below `length` by arithmetic, where the length is past the largest
 * least sum (a length long against the sides); else undefined, for a raster or a walk down to say.
 */
export function pastLargest({ largest, step }: Residues, length: number): number | undefined {
  return length >= largest ? length - (length % step) : undefined;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The longest length at most `length` that whole numbers of the sides add up to (0 for no sides). */
export function longestSum(sides: readonly number[], length: number): number {
  if (sides.length === 0) return 0;
  const residues = residuesOf(sides);
  const known = pastLargest(residues, length);
  if (known !== undefined) return known;
  const { least, sums } = residues;
  let at = length;
  while ((sums[at % least] as number) > at) at -= 1;
  return at;
}

/** How many raster points the sides have up to `length`, counted from their residues without listing them. */
export function rasterCount(sides: readonly number[], length: number): number {
  const { least, sums } = residuesOf(sides);
  let count = 0;
  for (let r = 0; r < least; r += 1) {
    const sum = sums[r] as number;
    if (sum <= length) count += Math.floor((length - sum) / least) + 1;
  }
  return count;
}

/** The raster of `sides` up to at least `length` (read a length's points through `below`). */
export function rasterOf(sides: readonly number[], length: number): Raster {
  const key = keyOf(sides);
  const known = RASTERS.get(key);
  if (known && known.length >= length) return known;
  const { least, sums } = residuesOf(sides);
  const count = rasterCount(sides, length);
  // Typed, and counted before it is filled: a growing array of every millimetre is many times slower.
  const points = new Int32Array(count);
  const below = new Int32Array(length + 1);
  // A shorter list kept is the start of this one: copied, and the rest listed after it.
  const from = known ? known.length + 1 : 0;
  if (known) {
    points.set(known.points);
    below.set(known.below);
  }
  let index = known ? known.points.length - 1 : -1;
  for (let at = from, r = from % least; at <= length; at += 1, r = r + 1 === least ? 0 : r + 1) {
    if ((sums[r] as number) <= at) points[++index] = at;
    below[at] = index;
  }
  const raster = { points, below, length };
  RASTERS.set(key, raster);
  return raster;
}

/** How many raster points `raster` has up to `length` (at most its own). */
export function pointsUpTo(raster: Raster, length: number): number {
  return (raster.below[length] as number) + 1;
}

/** The last raster point at or below `length` (at most the raster's own). */
export function lastPoint(raster: Raster, length: number): number {
  return raster.points[raster.below[length] as number] as number;
}

/**
 * The steps listing the raster points of `sides` up to `length` takes, charged whether or not a
 * list kept answers (so that a packing takes the same steps whatever was packed before).
 */
export function rasterSteps(sides: readonly number[], length: number): number {
  return (length + 1) * (sides.length + 2) * STEP_COST.raster;
}
