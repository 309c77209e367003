/**
 * The most cartons any packing of the space could hold, however the cartons are placed
 * (docs/tools/container-load.md, The bound). A plan that reaches it is proven optimal.
 *
 * - Reduced sizes: a packing can be pushed towards the door, the left wall and the floor until
 *   every carton touches a wall or another carton, so it then lies within the longest length
 *   that a row of carton sides fits on each axis (5,898 mm of 500s and 400s is 5,800 mm).
 * - Volume: the reduced space's volume over the carton's.
 * - Grid: whatever its turn, a carton holds a point of the grid spaced by the smallest side that
 *   can lie on each axis, and no two share one.
 * - Upright cartons (one side always up): every horizontal plane cuts at most as many cartons
 *   as the floor holds footprints (the reduced floor area over one footprint, or Barnes's bound,
 *   rectanglesBound), and each carton is that side high, so they are at most the reduced height
 *   × that over the side.
 * - A layer limit: at most that many cartons over any point of the floor, so their footprints
 *   add up to at most the floor area that many times.
 */
import type { Search, Triple } from './block-search.js';
import type { StepBudget } from '../../../core/step-budget.js';
import { lastPoint, longestSum, pastLargest, rasterOf, rasterSteps, residuesOf } from './raster.js';

/**
 * The longest length at most `length` that whole numbers of the given sides add up to: the last
 * raster point. With g the sides' greatest common divisor, every multiple of g from
 * (least ÷ g − 1)(most ÷ g − 1) times g on is such a sum (Schur's bound on the Frobenius number),
 * so a length long against the sides is answered by arithmetic; else from the sides' residues (raster.ts).
 */
function longestRow(sides: readonly number[], length: number): number {
  if (sides.length === 0) return 0;
  const g = sides.reduce(greatestCommonDivisor);
  const [least, most] = [Math.min(...sides) / g, Math.max(...sides) / g];
  if (Math.floor(length / g) >= (least - 1) * (most - 1)) return Math.floor(length / g) * g;
  return longestSum(sides, length);
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

export function upperBound(search: Search, space: Triple, maxLayers: number): number {
  const turns = search.turns.filter((turn) => turn[0] <= space[0] && turn[1] <= space[1] && turn[2] <= space[2]);
  if (turns.length === 0) return 0;
  const on = (axis: 0 | 1 | 2) => [...new Set(turns.map((turn) => turn[axis]))];
  const [length, width, height] = [
    longestRow(on(0), space[0]),
    longestRow(on(1), space[1]),
    longestRow(on(2), space[2]),
  ];
  const least: Triple = [Math.min(...on(0)), Math.min(...on(1)), Math.min(...on(2))];
  const footprint = Math.min(...turns.map((turn) => turn[0] * turn[1]));
  const bounds = [
    Math.floor((length * width * height) / search.cartonVolume),
    Math.floor(length / least[0]) * Math.floor(width / least[1]) * Math.min(Math.floor(height / least[2]), maxLayers),
    Math.floor((length * width * maxLayers) / footprint),
  ];
  const ups = on(2);
  if (ups.length === 1) {
    // One footprint a × b, either way round: Barnes's bound on the floor (rectanglesBound).
    const [a, b] = [turns[0]?.[0] ?? 1, turns[0]?.[1] ?? 1];
    const perPlane = Math.min(Math.floor((length * width) / footprint), rectanglesBound(a, b, space[0], space[1]));
    bounds.push(Math.floor((height * perPlane) / least[2]));
  }
  return Math.min(...bounds);
}

/**
 * The least area a packing of a × b rectangles (either way round) must leave empty in a W × H
 * rectangle (Barnes, 1979): it packs 1 × a bars as well, whose least waste is the smaller of
 * r·s and (a − r)(a − s) for the remainders r, s of W and H by a; likewise for b.
 */
function barsWaste(side: number, width: number, height: number): number {
  const r = width % side;
  const s = height % side;
  return Math.min(r * s, (side - r) * (side - s));
}

/** The most a × b rectangles (either way round) any packing of a width × height rectangle holds. */
export function rectanglesBound(a: number, b: number, width: number, height: number): number {
  const reducedWidth = longestRow([a, b], width);
  const reducedHeight = longestRow([a, b], height);
  return Math.max(0, Math.min(barnesBound(a, b, width, height), barnesBound(a, b, reducedWidth, reducedHeight)));
}

/** Barnes's bound alone, without reducing the sides: cheap enough for every cell of a pattern's table. */
export function barnesBound(a: number, b: number, width: number, height: number): number {
  return Math.floor((width * height - Math.max(barsWaste(a, width, height), barsWaste(b, width, height))) / (a * b));
}

/**
 * The volume bound of every box as long as `length` (at most the space's) and as wide and high as
 * the space, found fast: the widths and heights are reduced once, and the longest row at or
 * under each length read from a table. For pruning many boxes that differ only in length. Also
 * the most a millimetre of length holds by it (`perLength`). Null when the steps are not left.
 */
export function boundsByLength(
  search: Search,
  space: Triple,
  steps: StepBudget,
): { bound: (length: number) => number; perLength: number } | null {
  const fits = search.turns.filter((turn) => turn[1] <= space[1] && turn[2] <= space[2]);
  const on = (axis: 0 | 1 | 2) => [...new Set(fits.map((turn) => turn[axis]))];
  const work = rasterSteps(on(0), space[0]) + rasterSteps(on(1), space[1]) + rasterSteps(on(2), space[2]);
  if (!steps.take(work)) return null;
  const section = longestRow(on(1), space[1]) * longestRow(on(2), space[2]);
  if (section === 0) return { bound: () => 0, perLength: 0 };
  // Raster points are listed only short of the largest least sum: past it they are arithmetic.
  const residues = residuesOf(on(0));
  const raster = rasterOf(on(0), Math.min(space[0], residues.largest));
  const reach = (length: number) => pastLargest(residues, length) ?? lastPoint(raster, length);
  return {
    bound: (length) => Math.floor((reach(Math.min(length, space[0])) * section) / search.cartonVolume),
    perLength: section / search.cartonVolume,
  };
}
