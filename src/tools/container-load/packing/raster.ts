/**
 * Raster points: the lengths that whole numbers of some carton sides add up to (a row of cartons
 * touching end to end). The exact patterns (guillotine.ts) cut only at them, and the bound
 * (bounds.ts) reduces a length to the last of them. They depend only on the sides, and those
 * up to a length are the first of those up to any longer one, so one list per set of sides,
 * kept across the container types of a request (a 20GP and a 40GP share a width and a height)
 * and across packings, answers every length up to the longest asked.
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

/** Kept by their bytes: 32 MB. A raster of 1 mm sides over 100 m is 1.2 MB. */
const RASTERS = new BoundedCache<string, Raster>(
  32 << 20,
  (raster) => 4 * (raster.points.length + raster.below.length),
);

/** The raster of `sides` up to at least `length` (read a length's points through `below`). */
export function rasterOf(sides: readonly number[], length: number): Raster {
  const key = [...sides].sort((a, b) => a - b).join(',');
  const known = RASTERS.get(key);
  if (known && known.length >= length) return known;
  const points = rasterPoints(sides, length);
  const raster = { points, below: rasterBelow(points, length), length };
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

function rasterPoints(sides: readonly number[], length: number): Int32Array {
  const reachable = new Uint8Array(length + 1);
  reachable[0] = 1;
  let count = 0;
  for (let at = 0; at <= length; at += 1) {
    if (!reachable[at]) continue;
    count += 1;
    for (let i = 0; i < sides.length; i += 1) {
      const next = at + (sides[i] as number);
      if (next <= length) reachable[next] = 1;
    }
  }
  // Typed, and counted before it is filled: a growing array of every millimetre is many times slower.
  const points = new Int32Array(count);
  for (let at = 0, i = 0; at <= length; at += 1) if (reachable[at]) points[i++] = at;
  return points;
}

function rasterBelow(points: Int32Array, length: number): Int32Array {
  const index = new Int32Array(length + 1);
  let at = 0;
  for (let v = 0; v <= length; v += 1) {
    while (at + 1 < points.length && (points[at + 1] as number) <= v) at += 1;
    index[v] = at;
  }
  return index;
}

/**
 * The steps listing the raster points of `sides` up to `length` takes, charged whether or not a
 * list kept answers (so that a packing takes the same steps whatever was packed before).
 */
export function rasterSteps(sides: readonly number[], length: number): number {
  return (length + 1) * (sides.length + 2) * STEP_COST.raster;
}
