/**
 * The search behind the block heuristic of pack.ts. A space is filled by a block (a grid in
 * one turn of the carton) in its corner and the boxes cut from the rest, each filled the same
 * way; `solve` finds the best such plan for a space, with a memo per search and upper bounds
 * that rule most cut orders out before they are searched. Sizes are triples [x, y, z]: along,
 * across, up, in integer millimetres.
 */
import { type Door, type PlacedBlock, type Size, loadableOrientations, volumeOf } from './boxes.js';
import type { StepBudget } from '../../../core/step-budget.js';
import { STEP_COST } from './budget.js';
import { type Axis, cutOrders } from './cut-orders.js';
import { type Raster, type Residues, lastPoint, pastLargest, rasterOf, residuesOf } from './raster.js';

export type Triple = [number, number, number];

/**
 * How deep fills may nest inside fills: this bounds the recursion. With the memo (a space
 * met again is not searched again) and only the main block trying fewer cartons than fit,
 * a call searched 48 spaces on average and never more than 460 over 2,000 random cartons,
 * well under a millisecond. A fourth level added nothing on 600 random cartons, and letting
 * every fill try fewer cartons too gained 0.2 % for three to seven times the time.
 */
export const FILL_DEPTH = 3;
/** The main block may hold up to this many cartons fewer than fit on a side (see sideCounts). */
const MOST_FEWER = 3;
/** Caps the search for the best mix of carton sides along one axis, so that a 1 mm carton stays cheap. */
const COMBINATION_TRIES = 40;
const AXES = [0, 1, 2] as const;

/** A filled space: a block in its corner, and the plans of the boxes cut from the rest. */
export interface Plan {
  cartons: number;
  block?: Block;
  /** The steps its search took, charged again whenever the memo answers for it. */
  steps: number;
}

interface Block {
  sides: Triple;
  count: Triple;
  /** The axes cut, first cut first; parts[i] fills the box beyond the block on order[i]. */
  order: readonly Axis[];
  parts: Plan[];
}

/** A block to try: an orientation and how many cartons along, across and up. */
interface Candidate {
  sides: Triple;
  count: Triple;
  cartons: number;
}

const EMPTY: Plan = { cartons: 0, steps: 0 };

/** One call's fixed facts and memo. */
export interface Search {
  /** Loadable orientations as [along, across, up]. */
  turns: Triple[];
  cartonVolume: number;
  /** The distinct carton sides that can lie on each axis, and the smallest of them. */
  sidesOn: [number[], number[], number[]];
  leastOn: Triple;
  plans: Map<number | string, Plan>;
  /** By axis and length: the longest mix of sides and the tries it took to find. */
  fills: [Map<number, Fill>, Map<number, Fill>, Map<number, Fill>];
  /**
   * By axis: the residues of its sides, and their raster points up to the longest length met short
   * of the largest least sum (for the bound's reduced sizes; past it they are arithmetic).
   */
  residues: [Residues | null, Residues | null, Residues | null];
  rasters: [Raster | null, Raster | null, Raster | null];
}

interface Fill {
  covered: number;
  tries: number;
}

/** The search for one carton in one container: the turns it may take, and empty memos. */
export function searchFor(carton: Size, space: Size, upright: boolean, door: Door | undefined): Search {
  const turns = loadableOrientations(carton, space, upright, door).map((o): Triple => [o.along, o.across, o.up]);
  return searchOfTurns(turns, volumeOf(carton));
}

/** A search over some turns of a carton only (a layer keeps one side up, a wall one side along), with empty memos. */
export function searchOfTurns(turns: Triple[], cartonVolume: number): Search {
  const sidesOn = AXES.map((axis) => [...new Set(turns.map((turn) => turn[axis]))]) as Search['sidesOn'];
  return {
    turns,
    cartonVolume,
    sidesOn,
    leastOn: sidesOn.map((sides) => Math.min(...sides)) as Triple,
    plans: new Map(),
    fills: [new Map(), new Map(), new Map()],
    residues: [null, null, null],
    rasters: [null, null, null],
  };
}

/**
 * The best plan found for a space with at most `layers` cartons on any vertical line and
 * `depth` levels of fills left, within the steps left. Blocks are tried biggest first, so that
 * the bound on what the rest could hold rules most cut orders out before they are searched.
 *
 * A plan met again in the memo costs the steps its search took, so the count, and the plan
 * found when the steps run out, are the same whatever was searched before. A search cut short
 * by the budget is not kept (the plan a full search finds may be better).
 */
export function solve(search: Search, space: Triple, layers: number, depth: number, steps: StepBudget): Plan {
  // Written as loops, and nothing made before the memo is asked: this runs thousands of times a
  // packing, and what it makes is garbage to collect.
  let fitting = 0;
  let lowest = Infinity;
  for (const turn of search.turns) {
    if (turn[0] > space[0] || turn[1] > space[1] || turn[2] > space[2]) continue;
    fitting += 1;
    if (turn[2] < lowest) lowest = turn[2];
  }
  if (fitting === 0) return EMPTY;
  // A layer limit above what the height allows changes nothing; capping it lets more spaces share a memo entry.
  const allowed = Math.min(layers, Math.floor(space[2] / lowest));
  if (allowed < 1) return EMPTY;
  const key = memoKey(space, allowed, depth);
  const known = search.plans.get(key);
  if (known && known.steps <= steps.left) {
    steps.take(known.steps);
    return known;
  }
  const turns =
    fitting === search.turns.length
      ? search.turns
      : search.turns.filter((turn) => turn[0] <= space[0] && turn[1] <= space[1] && turn[2] <= space[2]);
  const start = steps.used;
  const refused = steps.refused;
  // Out of steps, the space takes its biggest plain block: always at hand, by arithmetic.
  if (!steps.take(depth === 0 ? STEP_COST.leaf : STEP_COST.space)) return biggestGrid(turns, space, allowed, 0);
  if (depth === 0) {
    const leaf = biggestGrid(turns, space, allowed, STEP_COST.leaf);
    search.plans.set(key, leaf);
    return leaf;
  }
  const candidates = candidatesFor(search, turns, space, allowed, depth === FILL_DEPTH, steps);
  const { sides, count, cartons } = candidates[0] as Candidate;
  // Blocks are built field by field: V8 copies `{ ...object }` far more slowly, and this runs thousands of times.
  let best: Plan = { cartons, block: { sides, count, order: [], parts: [] }, steps: 0 };
  const bound = upperBound(search, space, allowed);
  tries: for (const candidate of candidates) {
    for (const order of cutOrders(search.leastOn, candidate.sides, candidate.count, space)) {
      if (best.cartons >= bound || !steps.take(STEP_COST.cut)) break tries;
      if (candidate.cartons + boundOfPieces(search, space, allowed, candidate, order, best.cartons) <= best.cartons)
        continue;
      const block: Block = { sides: candidate.sides, count: candidate.count, order, parts: [] };
      const plan = split(search, space, allowed, depth, block, steps);
      if (plan.cartons > best.cartons) best = plan;
    }
  }
  const found: Plan = { cartons: best.cartons, steps: steps.used - start };
  if (best.block) found.block = best.block;
  if (steps.refused === refused) search.plans.set(key, found);
  return found;
}

/**
 * The memo key of a space, its layers allowed and its depth: one number while every part fits
 * its bits (sides under 2^15 mm, layers under 2^10, depth under 4: 57 bits would not, so the
 * width and height share 26), else text. Numbers are cheaper to make and to hash than text.
 */
function memoKey(space: Triple, allowed: number, depth: number): number | string {
  const [x, y, z] = space;
  if (x < 32_768 && y < 8_192 && z < 8_192 && allowed < 1_024 && depth < 4) {
    return ((x * 8_192 + y) * 8_192 + z) * 4_096 + allowed * 4 + depth;
  }
  return `${x},${y},${z},${allowed},${depth}`;
}

/** Fills the boxes cut from the rest of the space. */
function split(search: Search, space: Triple, layers: number, depth: number, block: Block, steps: StepBudget): Plan {
  const reach = reachOf(block);
  let cartons = block.count[0] * block.count[1] * block.count[2];
  const parts: Plan[] = [];
  for (let i = 0; i < block.order.length; i += 1) {
    const axis = block.order[i] as Axis;
    const part = solve(search, pieceOf(space, reach, block.order, i), layersOf(axis, layers, block), depth - 1, steps);
    cartons += part.cartons;
    parts.push(part);
  }
  return { cartons, block: { sides: block.sides, count: block.count, order: block.order, parts }, steps: 0 };
}

/** Each box cut from the rest in turn, while its bound is worked out (upperBound keeps no space it is given). */
const PIECE: Triple = [0, 0, 0];

/**
 * The most the boxes cut from the rest of the space on `order` could hold, or more than is needed
 * to pass `best` with the block's cartons as soon as it is.
 */
function boundOfPieces(
  search: Search,
  space: Triple,
  layers: number,
  block: Candidate,
  order: readonly Axis[],
  best: number,
): number {
  let total = 0;
  for (let i = 0; i < order.length && block.cartons + total <= best; i += 1) {
    PIECE[0] = space[0];
    PIECE[1] = space[1];
    PIECE[2] = space[2];
    for (let j = 0; j < i; j += 1) {
      const cut = order[j] as Axis;
      PIECE[cut] = block.sides[cut] * block.count[cut];
    }
    const axis = order[i] as Axis;
    PIECE[axis] = space[axis] - block.sides[axis] * block.count[axis];
    total += upperBound(search, PIECE, layersOf(axis, layers, block));
  }
  return total;
}

/**
 * The layers a box cut on `axis` may stack. Boxes beside the block stand on the floor of
 * the space as the block does; the box above stands on the block (and on nothing else:
 * see cutOrders), so it has what the block's layers leave.
 */
function layersOf(axis: Axis, layers: number, block: { count: Triple }): number {
  return axis === 2 ? layers - block.count[2] : layers;
}

/**
 * No packing of the space holds more than this: its volume; its floor area times the
 * layers allowed over the smallest footprint; and a grid argument (however it is turned, a
 * carton contains a point of the grid spaced by the smallest side on each axis, and no two
 * cartons share one). Each also of the space reduced on each axis to the longest row of carton
 * sides it holds (bounds.ts): the cartons of any packing pushed to the corner lie within it. A
 * layer limit is counted on the space as it is, since pushing may stack cartons higher.
 */
function upperBound(search: Search, space: Triple, layers: number): number {
  let least0 = Infinity;
  let least1 = Infinity;
  let least2 = Infinity;
  let footprint = Infinity;
  for (const turn of search.turns) {
    if (turn[0] > space[0] || turn[1] > space[1] || turn[2] > space[2]) continue;
    if (turn[0] < least0) least0 = turn[0];
    if (turn[1] < least1) least1 = turn[1];
    if (turn[2] < least2) least2 = turn[2];
    if (turn[0] * turn[1] < footprint) footprint = turn[0] * turn[1];
  }
  if (footprint === Infinity || layers < 1) return 0;
  const x = reduced(search, 0, space[0]);
  const y = reduced(search, 1, space[1]);
  const z = reduced(search, 2, space[2]);
  const high = Math.floor(z / least2);
  return Math.min(
    Math.floor((x * y * z) / search.cartonVolume),
    Math.floor((x * y * high) / footprint),
    Math.floor((space[0] * space[1] * layers) / footprint),
    Math.floor(x / least0) * Math.floor(y / least1) * high,
    Math.floor(space[0] / least0) * Math.floor(space[1] / least1) * layers,
  );
}

/** The longest row of the sides that can lie on `axis` within `length` (every side, fitting or not: never shorter). */
function reduced(search: Search, axis: Axis, length: number): number {
  let residues = search.residues[axis];
  if (residues === null) {
    residues = residuesOf(search.sidesOn[axis]);
    search.residues[axis] = residues;
  }
  const known = pastLargest(residues, length);
  if (known !== undefined) return known;
  let raster = search.rasters[axis];
  if (raster === null || raster.length < length) {
    raster = rasterOf(search.sidesOn[axis], length);
    search.rasters[axis] = raster;
  }
  return lastPoint(raster, length);
}

/**
 * The box beyond the block on the i-th cut: as long as the block's reach on the axes cut
 * before it, the whole space on the axes cut after it (and on axes never cut).
 */
function pieceOf(space: Triple, reach: Triple, order: readonly Axis[], i: number): Triple {
  const piece: Triple = [space[0], space[1], space[2]];
  for (let j = 0; j < i; j += 1) {
    const cut = order[j] as Axis;
    piece[cut] = reach[cut];
  }
  const axis = order[i] as Axis;
  piece[axis] = space[axis] - reach[axis];
  return piece;
}

function reachOf({ sides, count }: { sides: Triple; count: Triple }): Triple {
  return [sides[0] * count[0], sides[1] * count[1], sides[2] * count[2]];
}

/**
 * Where no fill may follow, the plan is the biggest plain block: the first turn (in the order
 * candidatesFor would sort them) with the most cartons, found without building every candidate.
 */
function biggestGrid(turns: readonly Triple[], space: Triple, layers: number, steps: number): Plan {
  let best: Triple | undefined;
  let most = 0;
  for (const sides of turns) {
    const cartons =
      Math.floor(space[0] / sides[0]) *
      Math.floor(space[1] / sides[1]) *
      Math.min(Math.floor(space[2] / sides[2]), layers);
    if (cartons > most || best === undefined) {
      best = sides;
      most = cartons;
    }
  }
  if (best === undefined) return EMPTY;
  const count: Triple = [
    Math.floor(space[0] / best[0]),
    Math.floor(space[1] / best[1]),
    Math.min(Math.floor(space[2] / best[2]), layers),
  ];
  return { cartons: most, block: { sides: best, count, order: [], parts: [] }, steps };
}

/**
 * The blocks to try, biggest first: in each orientation as many as fit on each axis and,
 * for the main block only, fewer where sideCounts says so. The sort is stable, so a tie
 * keeps the upright orientations first.
 */
function candidatesFor(
  search: Search,
  turns: Triple[],
  space: Triple,
  layers: number,
  main: boolean,
  steps: StepBudget,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const sides of turns) {
    if (!main) {
      const x = Math.floor(space[0] / sides[0]);
      const y = Math.floor(space[1] / sides[1]);
      const z = Math.min(Math.floor(space[2] / sides[2]), layers);
      candidates.push({ sides, count: [x, y, z], cartons: x * y * z });
      continue;
    }
    const xs = sideCounts(search, 0, space[0], sides[0], Infinity, steps);
    const ys = sideCounts(search, 1, space[1], sides[1], Infinity, steps);
    const zs = sideCounts(search, 2, space[2], sides[2], layers, steps);
    for (const x of xs)
      for (const y of ys) for (const z of zs) candidates.push({ sides, count: [x, y, z], cartons: x * y * z });
  }
  // Sorted in place by insertion, stably (the lists are short, and Array.sort makes a copy to merge).
  for (let i = 1; i < candidates.length; i += 1) {
    const candidate = candidates[i] as Candidate;
    let at = i;
    while (at > 0 && (candidates[at - 1] as Candidate).cartons < candidate.cartons) {
      candidates[at] = candidates[at - 1] as Candidate;
      at -= 1;
    }
    candidates[at] = candidate;
  }
  return candidates;
}

/**
 * As many cartons as fit along a side, and also a few fewer when the length freed takes a
 * better mix of carton sides: in a 2,352 mm width 4 × 500 leaves 352 mm empty, while
 * 2 × 500 + 3 × 450 covers 2,350. Under a layer limit that caps the count, fewer layers
 * could only lose cartons, so nothing else is tried.
 */
function sideCounts(
  search: Search,
  axis: Axis,
  length: number,
  side: number,
  cap: number,
  steps: StepBudget,
): number[] {
  const fit = Math.floor(length / side);
  if (cap < fit) return [cap];
  // Out of steps (-1), the mix is not known, and fewer cartons are not tried.
  const coveredWith = (count: number) => {
    const rest = longestFill(search, axis, length - count * side, steps);
    return rest < 0 ? -1 : count * side + rest;
  };
  let best = fit;
  let bestCovered = coveredWith(fit);
  for (let count = fit - 1; count >= Math.max(1, fit - MOST_FEWER); count -= 1) {
    const covered = coveredWith(count);
    if (covered < 0 || bestCovered < 0) return [fit];
    if (covered > bestCovered) {
      best = count;
      bestCovered = covered;
    }
  }
  return best === fit ? [fit] : [fit, best];
}

/**
 * The most of `length` that a row of carton sides covers (any mix of the sides that can lie on
 * the axis), or -1 when the steps it takes are not left.
 */
function longestFill(search: Search, axis: Axis, length: number, steps: StepBudget): number {
  const known = search.fills[axis].get(length);
  if (known !== undefined) return steps.take(known.tries * STEP_COST.mix) ? known.covered : -1;
  // A missing side is one that never fits.
  const [a = length + 1, b = length + 1, c = length + 1] = search.sidesOn[axis];
  let best = 0;
  let tries = 0;
  for (let i = 0; i <= Math.min(Math.floor(length / a), COMBINATION_TRIES) && best < length; i += 1) {
    for (let j = 0; j <= Math.min(Math.floor((length - i * a) / b), COMBINATION_TRIES) && best < length; j += 1) {
      const rest = length - i * a - j * b;
      best = Math.max(best, length - rest + Math.floor(rest / c) * c);
      tries += 1;
    }
  }
  search.fills[axis].set(length, { covered: best, tries });
  // The tries (at most 41 × 41) are made before they are paid for: their count is known only after.
  return steps.take(tries * STEP_COST.mix) ? best : -1;
}

/** Turns the plan tree into blocks, the main block first, each at its place in the container. */
export function placeBlocks(plan: Plan, at: Triple, space: Triple, into: PlacedBlock[]): void {
  const block = plan.block;
  if (!block) return;
  const [along, across, up] = block.sides;
  into.push({
    at: { x: at[0], y: at[1], z: at[2] },
    oriented: { along, across, up },
    count: { along: block.count[0], across: block.count[1], up: block.count[2] },
  });
  const reach = reachOf(block);
  block.order.forEach((axis, i) => {
    const partAt: Triple = [at[0], at[1], at[2]];
    partAt[axis] += reach[axis];
    placeBlocks(block.parts[i] ?? EMPTY, partAt, pieceOf(space, reach, block.order, i), into);
  });
}
