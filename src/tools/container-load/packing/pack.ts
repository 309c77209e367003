/**
 * How many identical cartons fit into a container. The usual answer (`bestSingleGrid`)
 * stands every carton the same way in one grid. `packCartons` does better with a guillotine
 * block heuristic: put a block (a grid in one orientation) in the corner of a space, cut
 * what is left into at most three boxes (beyond it along the length and beside it across
 * the width, in whichever order packs more, then above it under the roof) and fill each of
 * those the same way, recursively. The box above covers exactly the block's top, so every
 * carton stands on the floor or wholly on other cartons. Blocks are counted by arithmetic,
 * never carton by carton, so several thousand cartons cost no more than ten.
 *
 * Sizes are integer millimetres on the container's axes: x along (from the door), y across
 * (from the left wall), z up (from the floor). Inside, a size is a triple [x, y, z] so that
 * one piece of code serves all three axes.
 */
import { type Door, type PlacedBlock, type Size, loadableOrientations } from './boxes.js';

export type { PlacedBlock };
import { BoundedCache } from '../../../core/bounded-cache.js';
import { FILL_DEPTH, type Search, type Triple, placeBlocks, searchFor, solve } from './block-search.js';
import { upperBound } from './bounds.js';
import { StepBudget } from '../../../core/step-budget.js';
import { PACK_BUDGET } from './budget.js';
import { bestLayers } from './layers.js';
import { bestWalls } from './walls.js';

export interface PackRequest {
  /** Carton outer size, mm, each ≥ 1. */
  carton: Size;
  /** Container inside size, mm. */
  space: Size;
  /** An orientation is loadable only if its across ≤ door width and its up ≤ door height. */
  door?: Door;
  /** Only orientations keeping the carton's height vertical. */
  upright: boolean;
  /** At most this many cartons on any vertical line, counted from the floor (≥ 1). */
  maxLayers?: number;
  /** false: the best single-orientation grid only; true: a main block plus fills. */
  fill: boolean;
}

/** The kind of plan: one grid, blocks with fills, layers stacked, or walls along the length. */
type PlanFamily = 'grid' | 'blocks' | 'layers' | 'walls';

/** A plan's parts as a loader reads them: the kinds of layers or walls, each with its count. */
interface PlanParts {
  layers?: Array<{ layers: number; up: number; perLayer: number }>;
  walls?: Array<{ walls: number; depth: number; perWall: number }>;
  /** Cartons in the box the walls leave at the front, filled with blocks. */
  front?: number;
  /** Some search was cut short by the step budget (budget.ts): a better plan may exist. */
  budgeted?: boolean;
}

export interface PackResult {
  cartons: number;
  family: PlanFamily;
  parts: PlanParts;
  /** No packing of the space holds more (bounds.ts): the plan is proven optimal when it holds this many. */
  bound: number;
  /** What the plain grid of one orientation holds: the figure the plan is set beside. */
  grid: number;
  /** blocks[0] is the main block; the rest fill leftover space. */
  blocks: PlacedBlock[];
  /** The main block's grid (rows along the length, columns across, layers up) and the orientation it uses. */
  main: {
    rows: number;
    columns: number;
    layers: number;
    oriented: { along: number; across: number; up: number };
  } | null;
  /** The space not reached by any block, measured from the far edges of all blocks: spare length, width, height in mm. */
  spare: { length: number; width: number; height: number };
}

/**
 * Searches by the turns a carton may take (which fix everything a search knows), kept across
 * containers and requests: a space met again (the box above a block is often the same in a 20GP
 * and a 40GP) is not searched again. A plan depends only on the turns, the space, the layers
 * allowed and the depth, so sharing the memo changes no result. Bounded: 64 searches.
 */
const SEARCHES = new BoundedCache<string, Search>(64);

function sharedSearch(request: PackRequest): Search {
  const fresh = searchFor(request.carton, request.space, request.upright, request.door);
  const key = fresh.turns.join(';');
  const known = SEARCHES.get(key);
  // A search that has met very many spaces (a long run of maxLayers values) starts afresh.
  if (known && known.plans.size < 50_000) return known;
  SEARCHES.set(key, fresh);
  return fresh;
}

/**
 * Results already packed, by every integer input: a packing is a pure function of them, so a
 * request met again costs a lookup. Bounded (512 results, about 1 KB each); results are frozen,
 * since every caller shares them.
 */
const RESULTS = new BoundedCache<string, PackResult>(512);

export function requestKey({ carton, space, door, upright, maxLayers, fill }: PackRequest): string {
  return `${carton.length},${carton.width},${carton.height}|${space.length},${space.width},${space.height}|${door ? `${door.width},${door.height}` : '-'}|${upright}|${maxLayers ?? '-'}|${fill}`;
}

export function packCartons(request: PackRequest): PackResult {
  const key = requestKey(request);
  const known = RESULTS.get(key);
  if (known) return known;
  const result = frozen(packFresh(request));
  RESULTS.set(key, result);
  return result;
}

function frozen(result: PackResult): PackResult {
  for (const block of result.blocks) {
    Object.freeze(block.at);
    Object.freeze(block.oriented);
    Object.freeze(block.count);
    Object.freeze(block);
  }
  if (result.main) {
    Object.freeze(result.main.oriented);
    Object.freeze(result.main);
  }
  Object.freeze(result.spare);
  for (const list of [result.parts.layers, result.parts.walls]) for (const part of list ?? []) Object.freeze(part);
  Object.freeze(result.parts.layers);
  Object.freeze(result.parts.walls);
  Object.freeze(result.parts);
  Object.freeze(result.blocks);
  return Object.freeze(result);
}

/**
 * packCartons without the memo of results: the search itself (tests compare the two), within
 * `steps` (tests read how many it took).
 */
export function packFresh(request: PackRequest, steps: StepBudget = new StepBudget(PACK_BUDGET)): PackResult {
  checkRequest(request);
  const search = sharedSearch(request);
  const space = tripleOf(request.space);
  const maxLayers = request.maxLayers ?? Infinity;
  const bound = upperBound(search, space, maxLayers);
  const single = gridPlan(request, bound);
  if (!request.fill || single.cartons === 0 || single.cartons >= bound) return single;
  let best: PackResult = single;
  const consider = (cartons: number, make: () => Omit<PackResult, 'grid'>) => {
    if (cartons > best.cartons) best = { ...make(), grid: single.cartons };
  };
  const plan = solve(search, space, maxLayers, FILL_DEPTH, steps);
  consider(plan.cartons, () => {
    const blocks: PlacedBlock[] = [];
    placeBlocks(plan, [0, 0, 0], space, blocks);
    return resultOf(blocks, request.space, 'blocks', {}, bound);
  });
  // The other families only where the blocks may fall short of what fits.
  let budgeted = steps.refused > 0;
  if (best.cartons < bound) {
    const { plan: layers, budgeted: layersBudgeted } = bestLayers(search, space, maxLayers, best.cartons, steps);
    budgeted ||= layersBudgeted;
    if (layers)
      consider(layers.cartons, () =>
        resultOf(
          layers.blocks,
          request.space,
          'layers',
          {
            layers: layers.stack.map(({ kind, layers: count }) => ({
              layers: count,
              up: kind.up,
              perLayer: kind.cartons,
            })),
          },
          bound,
        ),
      );
  }
  if (best.cartons < bound) {
    const { plan: walls, budgeted: wallsBudgeted } = bestWalls(search, space, maxLayers, best.cartons, steps);
    budgeted ||= wallsBudgeted;
    if (walls)
      consider(walls.cartons, () =>
        resultOf(
          walls.blocks,
          request.space,
          'walls',
          {
            walls: walls.walls.map(({ kind, count }) => ({ walls: count, depth: kind.depth, perWall: kind.cartons })),
            front: walls.front,
          },
          bound,
        ),
      );
  }
  return budgeted ? { ...best, parts: { ...best.parts, budgeted } } : best;
}

/** The plain grid most calculators give: one orientation, as many rows, columns and layers as fit. */
export function bestSingleGrid(request: PackRequest): PackResult {
  checkRequest(request);
  const search = searchFor(request.carton, request.space, request.upright, request.door);
  return gridPlan(request, upperBound(search, tripleOf(request.space), request.maxLayers ?? Infinity));
}

/** The plain grid, with the bound already worked out for its space. */
function gridPlan(request: PackRequest, bound: number): PackResult {
  const { space, maxLayers } = request;
  let best: PlacedBlock | undefined;
  let bestCartons = 0;
  for (const oriented of loadableOrientations(request.carton, space, request.upright, request.door)) {
    const count = {
      along: Math.floor(space.length / oriented.along),
      across: Math.floor(space.width / oriented.across),
      up: Math.min(Math.floor(space.height / oriented.up), maxLayers ?? Infinity),
    };
    const cartons = count.along * count.across * count.up;
    if (cartons > bestCartons) {
      best = { at: { x: 0, y: 0, z: 0 }, oriented, count };
      bestCartons = cartons;
    }
  }
  const plan = resultOf(best ? [best] : [], space, 'grid', {}, bound);
  return { ...plan, grid: plan.cartons };
}

/** The calculator checks its inputs; this only refuses what would make the arithmetic meaningless. */
function checkRequest({ carton, space, maxLayers }: PackRequest): void {
  const whole = (value: number, least: number) => Number.isSafeInteger(value) && value >= least;
  if (![carton.length, carton.width, carton.height].every((side) => whole(side, 1))) {
    throw new RangeError('carton sides must be whole millimetres, at least 1');
  }
  if (![space.length, space.width, space.height].every((side) => whole(side, 0))) {
    throw new RangeError('space sides must be whole millimetres, at least 0');
  }
  if (maxLayers !== undefined && !whole(maxLayers, 1))
    throw new RangeError('maxLayers must be a whole number, at least 1');
}

function resultOf(
  blocks: PlacedBlock[],
  space: Size,
  family: PlanFamily,
  parts: PlanParts,
  bound: number,
): Omit<PackResult, 'grid'> {
  const far = { x: 0, y: 0, z: 0 };
  let cartons = 0;
  for (const { at, oriented, count } of blocks) {
    cartons += count.along * count.across * count.up;
    far.x = Math.max(far.x, at.x + oriented.along * count.along);
    far.y = Math.max(far.y, at.y + oriented.across * count.across);
    far.z = Math.max(far.z, at.z + oriented.up * count.up);
  }
  const main = blocks[0];
  return {
    cartons,
    family,
    parts,
    bound,
    blocks,
    main: main
      ? { rows: main.count.along, columns: main.count.across, layers: main.count.up, oriented: { ...main.oriented } }
      : null,
    spare: { length: space.length - far.x, width: space.width - far.y, height: space.height - far.z },
  };
}

function tripleOf(size: Size): Triple {
  return [size.length, size.width, size.height];
}
