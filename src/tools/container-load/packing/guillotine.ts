/**
 * The best guillotine pattern of identical rectangles in a rectangle, exactly, by dynamic
 * programming over raster points (every length a row of rectangle sides adds up to): a pattern
 * is a grid of one turn, or two patterns side by side on either axis. With `supported`, the
 * second axis is up: two patterns one above the other only as a grid with a pattern standing on
 * its top (no rectangle over a gap), which is how a wall's cross-section is loaded.
 *
 * The work grows as the number of raster points on each axis, squared; a pattern whose work
 * would pass `PATTERN_BUDGET` or the steps left is not searched (null), and the block search
 * answers instead (docs/tools/container-load.md, The step budget).
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { STEP_COST } from './budget.js';

/**
 * Steps one pattern may take: about 4 ms of CPU here. A 40-foot floor of 500 × 400 mm cartons is
 * 0.4 million; of 190 × 200 mm cartons 250 million, left to the block search.
 */
const PATTERN_BUDGET = 1_500_000;

/** A grid of rectangles in one turn at a corner: `across` × `up` each, `columns` × `rows` of them. */
interface PatternGrid {
  at: [number, number];
  sides: [number, number];
  count: [number, number];
}

export interface Pattern {
  count: number;
  grids: PatternGrid[];
}

/** The lengths up to `length` that whole numbers of the sides add up to, ascending. */
export function rasterPoints(sides: readonly number[], length: number): Int32Array {
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

/** The steps rasterPoints and rasterBelow take on `length` with these sides. */
export function rasterSteps(sides: readonly number[], length: number): number {
  return (length + 1) * (sides.length + 2) * STEP_COST.raster;
}

/** For each length up to `length`, the index of the raster point at or below it (for the rest of a cut). */
export function rasterBelow(points: Int32Array, length: number): Int32Array {
  const index = new Int32Array(length + 1);
  let at = 0;
  for (let v = 0; v <= length; v += 1) {
    while (at + 1 < points.length && (points[at + 1] as number) <= v) at += 1;
    index[v] = at;
  }
  return index;
}

const LEAF = 0;
const SIDE_BY_SIDE_0 = 1;
const SIDE_BY_SIDE_1 = 2;
const STACKED = 3;

/**
 * The best pattern of rectangles `turns` (each [side on axis 0, side on axis 1]) in `space`, or
 * null when the search would take more than `PATTERN_BUDGET` steps or more than are left.
 */
export function bestPattern(
  turns: ReadonlyArray<readonly [number, number]>,
  space: readonly [number, number],
  supported: boolean,
  steps: StepBudget,
): Pattern | null {
  const fitting = turns.filter(([p, q]) => p <= space[0] && q <= space[1]);
  if (fitting.length === 0) return { count: 0, grids: [] };
  const across = [...new Set(fitting.map((turn) => turn[0]))];
  const up = [...new Set(fitting.map((turn) => turn[1]))];
  if (!steps.take(rasterSteps(across, space[0]) + rasterSteps(up, space[1]))) return null;
  const xs = rasterPoints(across, space[0]);
  const ys = rasterPoints(up, space[1]);
  const nx = xs.length;
  const ny = ys.length;
  const work = nx * ny * (nx + ny) + (supported ? nx * ny * fitting.length * ny : 0);
  if (work > PATTERN_BUDGET || !steps.take(work)) return null;
  const xBelow = rasterBelow(xs, space[0]);
  const yBelow = rasterBelow(ys, space[1]);
  const best = new Int32Array(nx * ny);
  const how = new Uint8Array(nx * ny);
  const arg = new Int32Array(nx * ny);
  for (let i = 0; i < nx; i += 1) {
    const x = xs[i] as number;
    for (let j = 0; j < ny; j += 1) {
      const y = ys[j] as number;
      const cell = i * ny + j;
      let value = 0;
      let choice = LEAF;
      let detail = -1;
      fitting.forEach(([p, q], t) => {
        const grid = Math.floor(x / p) * Math.floor(y / q);
        if (grid > value) {
          value = grid;
          choice = LEAF;
          detail = t;
        }
      });
      for (let k = 1; k < nx && (xs[k] as number) * 2 <= x; k += 1) {
        const rest = xBelow[x - (xs[k] as number)] as number;
        const sum = (best[k * ny + j] as number) + (best[rest * ny + j] as number);
        if (sum > value) {
          value = sum;
          choice = SIDE_BY_SIDE_0;
          detail = k;
        }
      }
      if (!supported) {
        for (let k = 1; k < ny && (ys[k] as number) * 2 <= y; k += 1) {
          const rest = yBelow[y - (ys[k] as number)] as number;
          const sum = (best[i * ny + k] as number) + (best[i * ny + rest] as number);
          if (sum > value) {
            value = sum;
            choice = SIDE_BY_SIDE_1;
            detail = k;
          }
        }
      } else {
        // A grid across the whole width, so many rows high, and a pattern standing on its top.
        fitting.forEach(([p, q], t) => {
          const columns = Math.floor(x / p);
          if (columns === 0) return;
          const top = xBelow[columns * p] as number;
          for (let rows = 1; rows * q < y; rows += 1) {
            const sum = columns * rows + (best[top * ny + (yBelow[y - rows * q] as number)] as number);
            if (sum > value) {
              value = sum;
              choice = STACKED;
              detail = t * 65_536 + rows;
            }
          }
        });
      }
      best[cell] = value;
      how[cell] = choice;
      arg[cell] = detail;
    }
  }
  const grids: PatternGrid[] = [];
  const trace = (i: number, j: number, at: [number, number]) => {
    const cell = i * ny + j;
    if (best[cell] === 0) return;
    const x = xs[i] as number;
    const y = ys[j] as number;
    const detail = arg[cell] as number;
    switch (how[cell]) {
      case LEAF: {
        const turn = fitting[detail];
        if (!turn) return;
        const [p, q] = turn;
        grids.push({ at, sides: [p, q], count: [Math.floor(x / p), Math.floor(y / q)] });
        return;
      }
      case SIDE_BY_SIDE_0: {
        const cut = xs[detail] as number;
        trace(detail, j, at);
        trace(xBelow[x - cut] as number, j, [at[0] + cut, at[1]]);
        return;
      }
      case SIDE_BY_SIDE_1: {
        const cut = ys[detail] as number;
        trace(i, detail, at);
        trace(i, yBelow[y - cut] as number, [at[0], at[1] + cut]);
        return;
      }
      case STACKED: {
        const turn = fitting[Math.floor(detail / 65_536)];
        if (!turn) return;
        const [p, q] = turn;
        const rows = detail % 65_536;
        const columns = Math.floor(x / p);
        grids.push({ at, sides: [p, q], count: [columns, rows] });
        trace(xBelow[columns * p] as number, yBelow[y - rows * q] as number, [at[0], at[1] + rows * q]);
        return;
      }
    }
  };
  trace(nx - 1, ny - 1, [0, 0]);
  return { count: best[nx * ny - 1] as number, grids };
}
