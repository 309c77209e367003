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
import type { StepBudget } from '../../../core/step-budget.js';
import { forEachCount, rateOf } from './counts.js';
import { bestPattern } from './guillotine.js';

/** The most front boxes a plan of walls searches, the most promising first (The step budget). */
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
function wallKinds(search: Search, space: Triple, maxLayers: number, steps: StepBudget): WallKind[] {
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
            steps,
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
    const plan = solve(searchOfTurns(kept, search.cartonVolume), slice, maxLayers, FILL_DEPTH, steps);
    if (plan.cartons === 0) return [];
    const blocks: PlacedBlock[] = [];
    placeBlocks(plan, [0, 0, 0], slice, blocks);
    // Under a layer limit the block search is the plan family, not a stand-in for a skipped search.
    return [{ depth, cartons: plan.cartons, blocks, exact: maxLayers !== Infinity }];
  });
}

interface WallOption {
  counts: number[];
  walls: number;
  used: number;
  front: Triple;
  /** The walls and the most the front box could hold. */
  most: number;
}

/**
 * The counts of walls whose front is worth searching, most promising first (the count tried
 * first wins a tie): only the first FRONT_SEARCHES + 1 can be looked at, so only they are kept,
 * and a count that could not enter them is not tried (a search costs, a bound does not).
 */
function promisingOptions(
  kinds: readonly WallKind[],
  space: Triple,
  toBeat: number,
  front: { bound: (length: number) => number; perLength: number },
  steps: StepBudget,
): { kept: WallOption[]; complete: boolean } {
  const kept: WallOption[] = [];
  const floor = () => (kept.length > FRONT_SEARCHES ? (kept.at(-1)?.most ?? toBeat) : toBeat);
  const complete = eachWallCount(kinds, space[0], front.perLength, floor, steps, (counts, walls, left) => {
    const most = walls + front.bound(left);
    if (walls === 0 || most <= floor()) return;
    const at = kept.findIndex((option) => option.most < most);
    const used = space[0] - left;
    const option = { counts: [...counts], walls, used, front: [left, space[1], space[2]] as Triple, most };
    kept.splice(at === -1 ? kept.length : at, 0, option);
    if (kept.length > FRONT_SEARCHES + 1) kept.pop();
  });
  return { kept, complete };
}

/**
 * Every count of walls of each kind within the length, the last kind taking all the length left
 * (fewer of it could only leave the front box more), skipping those whose walls and front could
 * hold no more than `floor()`; false when the steps ran out first.
 */
function eachWallCount(
  kinds: ReadonlyArray<{ depth: number; cartons: number }>,
  length: number,
  frontRate: number,
  floor: () => number,
  steps: StepBudget,
  visit: (counts: readonly number[], walls: number, left: number) => void,
): boolean {
  const slices = kinds.map((kind) => ({ size: kind.depth, cartons: kind.cartons }));
  const rate = Math.max(rateOf(slices), frontRate);
  return forEachCount({ kinds: slices, length, most: Infinity, lastNone: false, rate, floor }, steps, visit);
}

/**
 * The best row of walls along the space, the front box filled, that holds more than `toBeat`
 * (or none), and whether a cross-section's exact pattern was left unsearched for the budget.
 */
export function bestWalls(
  search: Search,
  space: Triple,
  maxLayers: number,
  toBeat: number,
  steps: StepBudget,
): { plan: WallPlan | null; budgeted: boolean } {
  // Walls can hold no more than each cross-section's bound a wall, and the front its own bound:
  // when even that cannot beat the plan in hand, no cross-section is searched.
  const frontBounds = boundsByLength(search, space, steps);
  if (!frontBounds) return { plan: null, budgeted: true };
  const boundOfFront = frontBounds.bound;
  const firstTurnAlong = new Map<number, Triple>();
  for (const turn of search.turns)
    if (turn[0] <= space[0] && !firstTurnAlong.has(turn[0])) firstTurnAlong.set(turn[0], turn);
  const optimistic = [...firstTurnAlong].map(([depth, turn]) => ({
    depth,
    cartons: rectanglesBound(turn[1], turn[2], space[1], space[2]),
  }));
  let most = toBeat;
  const counted = eachWallCount(
    optimistic,
    space[0],
    frontBounds.perLength,
    () => most,
    steps,
    (_counts, walls, left) => {
      most = Math.max(most, walls + boundOfFront(left));
    },
  );
  if (!counted) return { plan: null, budgeted: true };
  if (most <= toBeat) return { plan: null, budgeted: false };
  const refused = steps.refused;
  const kinds = wallKinds(search, space, maxLayers, steps);
  const options = promisingOptions(kinds, space, toBeat, frontBounds, steps);
  let budgeted = !options.complete || kinds.some((kind) => !kind.exact);
  let best: { cartons: number; counts: number[]; front: Plan; used: number } | null = null;
  let searched = 0;
  for (const option of options.kept) {
    if (option.most <= Math.max(toBeat, best?.cartons ?? 0)) break;
    // The budget: so many fronts searched, the best found stands (a better one may remain).
    if (searched === FRONT_SEARCHES) {
      budgeted = true;
      break;
    }
    searched += 1;
    const front = solve(search, option.front, maxLayers, FILL_DEPTH, steps);
    if (best && option.walls + front.cartons <= best.cartons) continue;
    best = { cartons: option.walls + front.cartons, counts: option.counts, front, used: option.used };
  }
  budgeted ||= steps.refused > refused;
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
