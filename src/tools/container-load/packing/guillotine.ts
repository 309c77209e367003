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
 *
 * The best count of every rectangle whose sides are raster points is worked out on the way to the
 * whole one's, so one table per set of turns answers every space within it: the table grows to
 * the largest space asked and is kept, and the 20GP's floor is read from the 40GP's (the container
 * types of a request share widths and heights). A pattern still costs the steps its own search
 * would take, so a packing takes the same steps and gives the same plan whatever came before.
 */
import { BoundedCache } from '../../../core/bounded-cache.js';
import type { StepBudget } from '../../../core/step-budget.js';
import { barnesBound } from './bounds.js';
import { ENTRY_BYTES, type Raster, rasterCount, rasterOf, rasterSteps } from './raster.js';

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

/** What each cell (a rectangle of raster points) holds at best, and how: a leaf grid, a cut, or a grid with a pattern on its top. */
const LEAF = 0;
const SIDE_BY_SIDE_0 = 1;
const SIDE_BY_SIDE_1 = 2;
const STACKED = 3;

/**
 * The cells worked out for one set of turns: `nx` × `ny` of them (row i, column j at i × ny + j),
 * over the raster points of the sides across and up.
 */
interface Table {
  turns: ReadonlyArray<readonly [number, number]>;
  supported: boolean;
  xs: Raster;
  ys: Raster;
  nx: number;
  ny: number;
  best: Int32Array;
  how: Uint8Array;
  arg: Int32Array;
}

/** The work of a table `nx` × `ny` (in steps): each cell tries every cut before it, and with support every stack of rows. */
function workOf(nx: number, ny: number, turns: number, supported: boolean): number {
  return nx * ny * (nx + ny) + (supported ? nx * ny * turns * ny : 0);
}

/**
 * Kept by their bytes with the raster points they read, on each thread that packs: 8 MB (a table
 * within the budget is at most about 0.1 MB, its raster points up to 1.2 MB).
 */
const TABLES = new BoundedCache<string, Table>(
  8 << 20,
  (table) => ENTRY_BYTES + 9 * table.nx * table.ny + 4 * (table.xs.below.length + table.ys.below.length),
);

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
  // Counted before they are listed: a pattern past the budget needs no list.
  const nx = rasterCount(across, space[0]);
  const ny = rasterCount(up, space[1]);
  const work = workOf(nx, ny, fitting.length, supported);
  if (work > PATTERN_BUDGET || !steps.take(work)) return null;
  const xs = rasterOf(across, space[0]);
  const ys = rasterOf(up, space[1]);
  const table = tableFor(fitting, supported, xs, ys, nx, ny);
  return traced(table, nx - 1, ny - 1);
}

/** A table of these turns with at least `nx` × `ny` cells worked out: the one kept, grown, or a new one. */
function tableFor(
  turns: ReadonlyArray<readonly [number, number]>,
  supported: boolean,
  xs: Raster,
  ys: Raster,
  nx: number,
  ny: number,
): Table {
  const key = `${supported ? 'up' : 'flat'}:${turns.map(([p, q]) => `${p}x${q}`).join(',')}`;
  const known = TABLES.get(key);
  if (known && known.nx >= nx && known.ny >= ny) return known;
  // Grown to cover both spaces while that stays within a pattern's budget; else worked out afresh.
  const grown =
    known && workOf(Math.max(known.nx, nx), Math.max(known.ny, ny), turns.length, supported) <= PATTERN_BUDGET;
  const table: Table = {
    turns,
    supported,
    xs: grown && known.xs.length > xs.length ? known.xs : xs,
    ys: grown && known.ys.length > ys.length ? known.ys : ys,
    nx: grown ? Math.max(known.nx, nx) : nx,
    ny: grown ? Math.max(known.ny, ny) : ny,
    best: new Int32Array(0),
    how: new Uint8Array(0),
    arg: new Int32Array(0),
  };
  table.best = new Int32Array(table.nx * table.ny);
  table.how = new Uint8Array(table.nx * table.ny);
  table.arg = new Int32Array(table.nx * table.ny);
  const kept = grown ? known : undefined;
  for (let i = 0; i < table.nx; i += 1)
    for (let j = 0; j < table.ny; j += 1) {
      if (kept && i < kept.nx && j < kept.ny) {
        const from = i * kept.ny + j;
        const to = i * table.ny + j;
        table.best[to] = kept.best[from] as number;
        table.how[to] = kept.how[from] as number;
        table.arg[to] = kept.arg[from] as number;
      } else fillCell(table, i, j);
    }
  TABLES.set(key, table);
  return table;
}

/**
 * The best count of cell (i, j), from the cells before it on either axis (all worked out: cells
 * are filled row by row): a grid of one turn, two cells side by side, or (supported) a grid across
 * the whole width some rows high with a cell standing on its top. The first best wins a tie, so
 * once a way reaches the most any packing of the cell holds (Barnes's bound: the turns are one
 * rectangle), none after it can win and none is tried: the same cell, for less work.
 */
function fillCell(table: Table, i: number, j: number): void {
  const { turns, nx, ny, best } = table;
  const xs = table.xs.points;
  const ys = table.ys.points;
  const xBelow = table.xs.below;
  const yBelow = table.ys.below;
  const x = xs[i] as number;
  const y = ys[j] as number;
  const first = turns[0] as readonly [number, number];
  const most = barnesBound(first[0], first[1], x, y);
  let value = 0;
  let choice = LEAF;
  let detail = -1;
  for (let t = 0; t < turns.length; t += 1) {
    const turn = turns[t] as readonly [number, number];
    const grid = Math.floor(x / turn[0]) * Math.floor(y / turn[1]);
    if (grid > value) {
      value = grid;
      choice = LEAF;
      detail = t;
    }
  }
  for (let k = 1; value < most && k < nx && (xs[k] as number) * 2 <= x; k += 1) {
    const rest = xBelow[x - (xs[k] as number)] as number;
    const sum = (best[k * ny + j] as number) + (best[rest * ny + j] as number);
    if (sum > value) {
      value = sum;
      choice = SIDE_BY_SIDE_0;
      detail = k;
    }
  }
  if (!table.supported) {
    for (let k = 1; value < most && k < ny && (ys[k] as number) * 2 <= y; k += 1) {
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
    for (let t = 0; value < most && t < turns.length; t += 1) {
      const turn = turns[t] as readonly [number, number];
      const p = turn[0];
      const q = turn[1];
      const columns = Math.floor(x / p);
      if (columns === 0) continue;
      const top = xBelow[columns * p] as number;
      for (let rows = 1; value < most && rows * q < y; rows += 1) {
        const sum = columns * rows + (best[top * ny + (yBelow[y - rows * q] as number)] as number);
        if (sum > value) {
          value = sum;
          choice = STACKED;
          detail = t * 65_536 + rows;
        }
      }
    }
  }
  const cell = i * ny + j;
  best[cell] = value;
  table.how[cell] = choice;
  table.arg[cell] = detail;
}

/** The pattern of cell (i, j) as grids, each at its corner. */
function traced(table: Table, i: number, j: number): Pattern {
  const { turns, ny, best, how, arg } = table;
  const xs = table.xs.points;
  const ys = table.ys.points;
  const xBelow = table.xs.below;
  const yBelow = table.ys.below;
  const grids: PatternGrid[] = [];
  const trace = (i: number, j: number, at: [number, number]) => {
    const cell = i * ny + j;
    if (best[cell] === 0) return;
    const x = xs[i] as number;
    const y = ys[j] as number;
    const detail = arg[cell] as number;
    switch (how[cell]) {
      case LEAF: {
        const turn = turns[detail];
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
        const turn = turns[Math.floor(detail / 65_536)];
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
  trace(i, j, [0, 0]);
  return { count: best[i * ny + j] as number, grids };
}
