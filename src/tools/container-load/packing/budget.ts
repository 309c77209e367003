/**
 * The steps one packing may take (docs/tools/container-load.md, The step budget). Every search
 * whose work grows with the input takes its steps from one budget before doing the work; what
 * the budget cannot pay for is not searched, and the plan is the best found, which the result
 * says (`parts.budgeted`). Counted in steps, not time, so the same request always gives the same
 * plan and tests can count them.
 *
 * A step is about 3 ns of work here: one cell-and-cut of the exact pattern search. The other
 * searches pay by weights measured against it (`npm run bench:packing`), so that the count tracks
 * CPU time whichever search spends it.
 */

/** The steps one packing (one carton in one container) may take: 22 to 54 ms of CPU at worst as measured (bench/results/packing.md). */
export const PACK_BUDGET = 4_000_000;

/** The cost in steps of one unit of each kind of work, measured against the pattern search. */
export const STEP_COST = {
  /** One space met by the block search: its blocks sorted, its bound, its memo entry. */
  space: 400,
  /** One space the block search fills with a single block (no fills left). */
  leaf: 40,
  /** One block and cut order the block search weighs (the bound of the boxes it leaves). */
  cut: 40,
  /** One try in the search for the best mix of carton sides along an axis. */
  mix: 2,
  /** One count of layers or walls of each kind tried. */
  count: 70,
  /** One millimetre of a length whose raster points are listed, for each carton side. */
  raster: 3,
  /** One cell compared in the test that a layer stands on the one below. */
  cell: 3,
} as const;
