/**
 * Plans of walls (docs/tools/container-load.md, Plan families): a wall is a slice of the
 * container one carton deep, across its whole width and height, every carton in it with the
 * same side along the length; its cross-section is the block search's (block-search.ts) on a
 * space that deep, so each carton stands on the floor or wholly on others. Walls of up to three
 * depths are combined along the length by trying every count of each, and the length they leave
 * at the front is filled by the block search over every turn.
 */
import { type Plan, type Search, type Triple, FILL_DEPTH, placeBlocks, searchOfTurns, solve } from './block-search.js';
import type { PlacedBlock } from './boxes.js';
import { boundsByLength, rectanglesBound } from './bounds.js';
import { PATTERN_BUDGET, bestPattern } from './guillotine.js';

/** The most front boxes a plan of walls searches, the most promising first (The time budget). */
const FRONT_SEARCHES = 12;

/** One kind of wall: `depth` mm along the length, its cross-section as blocks at x = 0. */
interface WallKind {
  depth: number;
  cartons: number;
  blocks: PlacedBlock[];
  /** false: the exact cross-section would have passed the budget, and the block search's stands. */
  exact: boolean;
}

export interface WallPlan {
  cartons: number;
  walls: Array<{ kind: WallKind; count: number }>;
  /** The cartons the front box holds, filled by the block search. */
  front: number;
  blocks: PlacedBlock[];
}

/** The best cross-section for each carton side that can lie along the length. */
function wallKinds(search: Search, space: Triple, maxLayers: number): WallKind[] {
  const depths = [...new Set(search.turns.map((turn) => turn[0]))].filter((depth) => depth <= space[0]);
  return depths.flatMap((depth): WallKind[] => {
    const kept = search.turns.filter((turn) => turn[0] === depth);
    const slice: Triple = [depth, space[1], space[2]];
    // The exact supported cross-section where it is affordable and there is no layer limit (which
    // it does not count); it holds at least what the block search would, whose plans are among its patterns.
    const exact =
      maxLayers === Infinity
        ? bestPattern(
            kept.map((turn) => [turn[1], turn[2]] as const),
            [space[1], space[2]],
            true,
            PATTERN_BUDGET,
          )
        : null;
    if (exact && exact.count > 0)
      return [
        {
          depth,
          cartons: exact.count,
          exact: true,
          blocks: exact.grids.map((grid) => ({
            at: { x: 0, y: grid.at[0], z: grid.at[1] },
            oriented: { along: depth, across: grid.sides[0], up: grid.sides[1] },
            count: { along: 1, across: grid.count[0], up: grid.count[1] },
          })),
        },
      ];
    if (exact) return [];
    const plan = solve(searchOfTurns(kept, search.cartonVolume), slice, maxLayers, FILL_DEPTH);
    if (plan.cartons === 0) return [];
    const blocks: PlacedBlock[] = [];
    placeBlocks(plan, [0, 0, 0], slice, blocks);
    // Under a layer limit the block search is the plan family, not a stand-in for a skipped search.
    return [{ depth, cartons: plan.cartons, blocks, exact: maxLayers !== Infinity }];
  });
}

/** Σ count × what one wall of each kind has (its depth, its cartons). */
const sumOf = (kinds: readonly WallKind[], counts: readonly number[], each: (kind: WallKind) => number) =>
  kinds.reduce((sum, kind, i) => sum + (counts[i] ?? 0) * each(kind), 0);

/** Every count of walls of each kind within the length. */
function* wallCounts(kinds: readonly WallKind[], length: number): Generator<number[]> {
  const counts = kinds.map(() => 0);
  function* from(index: number, left: number): Generator<number[]> {
    if (index === kinds.length) {
      yield [...counts];
      return;
    }
    const kind = kinds[index];
    if (kind === undefined) return;
    // The last kind takes all the length left: fewer of it could only leave the front box more.
    const most = Math.floor(left / kind.depth);
    const least = index === kinds.length - 1 ? most : 0;
    for (let n = most; n >= least; n -= 1) {
      counts[index] = n;
      yield* from(index + 1, left - n * kind.depth);
    }
    counts[index] = 0;
  }
  yield* from(0, length);
}

/**
 * The best row of walls along the space, the front box filled, that holds more than `toBeat`
 * (or none), and whether a cross-section's exact pattern was left unsearched for the budget.
 */
export function bestWalls(
  search: Search,
  space: Triple,
  maxLayers: number,
  toBeat = 0,
): { plan: WallPlan | null; budgeted: boolean } {
  // Walls can hold no more than each cross-section's bound a wall, and the front its own bound:
  // when even that cannot beat the plan in hand, no cross-section is searched.
  const boundOfFront = boundsByLength(search, space);
  const firstTurnAlong = new Map<number, Triple>();
  for (const turn of search.turns)
    if (turn[0] <= space[0] && !firstTurnAlong.has(turn[0])) firstTurnAlong.set(turn[0], turn);
  const optimistic = [...firstTurnAlong].map(([depth, turn]) => ({
    depth,
    cartons: rectanglesBound(turn[1], turn[2], space[1], space[2]),
    blocks: [],
    exact: true,
  }));
  let most = 0;
  for (const counts of wallCounts(optimistic, space[0])) {
    const used = sumOf(optimistic, counts, (kind) => kind.depth);
    const walls = sumOf(optimistic, counts, (kind) => kind.cartons);
    most = Math.max(most, walls + boundOfFront(space[0] - used));
  }
  if (most <= toBeat) return { plan: null, budgeted: false };
  const kinds = wallKinds(search, space, maxLayers);
  let budgeted = kinds.some((kind) => !kind.exact);
  // Each count of walls with the most its front box could hold, most promising first: the front
  // is searched only while it could still beat the best found (a search costs, a bound does not).
  const options = [...wallCounts(kinds, space[0])].flatMap((counts) => {
    const walls = sumOf(kinds, counts, (kind) => kind.cartons);
    const used = sumOf(kinds, counts, (kind) => kind.depth);
    const front: Triple = [space[0] - used, space[1], space[2]];
    return walls === 0 ? [] : [{ counts, walls, used, front, most: walls + boundOfFront(front[0]) }];
  });
  options.sort((a, b) => b.most - a.most);
  let best: { cartons: number; counts: number[]; front: Plan; used: number } | null = null;
  let searched = 0;
  for (const option of options) {
    if (option.most <= Math.max(toBeat, best?.cartons ?? 0)) break;
    // The budget: so many fronts searched, the best found stands (a better one may remain).
    if (searched === FRONT_SEARCHES) {
      budgeted = true;
      break;
    }
    searched += 1;
    const front = solve(search, option.front, maxLayers, FILL_DEPTH);
    if (best && option.walls + front.cartons <= best.cartons) continue;
    best = { cartons: option.walls + front.cartons, counts: option.counts, front, used: option.used };
  }
  if (!best) return { plan: null, budgeted };
  const blocks: PlacedBlock[] = [];
  let x = 0;
  // Walls of one kind side by side are the kind's blocks, each as many cartons deep as there are walls.
  const walls = kinds.flatMap((kind, i) => {
    const count = best.counts[i] as number;
    if (count === 0) return [];
    for (const block of kind.blocks)
      blocks.push({
        at: { x, y: block.at.y, z: block.at.z },
        oriented: { ...block.oriented },
        count: { along: count, across: block.count.across, up: block.count.up },
      });
    x += kind.depth * count;
    return [{ kind, count }];
  });
  placeBlocks(best.front, [best.used, 0, 0], [space[0] - best.used, space[1], space[2]], blocks);
  return { plan: { cartons: best.cartons, walls, front: best.front.cartons, blocks }, budgeted };
}
