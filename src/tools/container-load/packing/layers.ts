/**
 * Plans of layers (docs/tools/container-load.md, Plan families): the floor filled once with
 * cartons all standing on one side (a layer of one height), and layers stacked up to the roof.
 * A layer's floor pattern is the block search's (block-search.ts) on a space one carton high,
 * its turns kept to those with that side up, so every carton of a layer has a flat top at the
 * layer's height. Layers of one kind stand exactly on each other; a layer of another kind goes
 * above only where every carton of it stands wholly on the top of the layer below (its
 * footprint inside theirs), and the heights are shared out by trying every count of each kind.
 */
import { type Search, type Triple, FILL_DEPTH, placeBlocks, searchOfTurns, solve } from './block-search.js';
import type { PlacedBlock } from './boxes.js';
import type { StepBudget } from '../../../core/step-budget.js';
import { forEachCount, mostHolding, rateOf } from './counts.js';
import { footprintWithin } from './footprints.js';
import { bestPattern } from './guillotine.js';
import { rectanglesBound } from './bounds.js';

/** One kind of layer: cartons `up` mm high, the floor pattern of `cartons` as blocks at z = 0. */
interface LayerKind {
  up: number;
  cartons: number;
  blocks: PlacedBlock[];
  /** false: the exact pattern would have passed the budget, and the block search's stands. */
  exact: boolean;
}

/** A stack of layers bottom to top: each kind and how many of it. */
export interface LayerPlan {
  cartons: number;
  stack: Array<{ kind: LayerKind; layers: number }>;
  blocks: PlacedBlock[];
}

/** The best floor pattern of cartons standing `up` mm high, or none when no carton stands so in the floor. */
function layerKind(search: Search, space: Triple, up: number, steps: StepBudget): LayerKind | null {
  const kept = search.turns.filter((turn) => turn[2] === up);
  // The exact floor pattern where it is affordable (it holds at least what the block search
  // would: every block plan of a floor is a guillotine pattern); else the block search's.
  const exact = bestPattern(
    kept.map((turn) => [turn[0], turn[1]] as const),
    [space[0], space[1]],
    false,
    steps,
  );
  if (exact && exact.count > 0)
    return {
      up,
      cartons: exact.count,
      exact: true,
      blocks: exact.grids.map((grid) => ({
        at: { x: grid.at[0], y: grid.at[1], z: 0 },
        oriented: { along: grid.sides[0], across: grid.sides[1], up },
        count: { along: grid.count[0], across: grid.count[1], up: 1 },
      })),
    };
  if (exact) return null;
  const plan = solve(searchOfTurns(kept, search.cartonVolume), [space[0], space[1], up], 1, FILL_DEPTH, steps);
  if (plan.cartons === 0) return null;
  const blocks: PlacedBlock[] = [];
  placeBlocks(plan, [0, 0, 0], [space[0], space[1], up], blocks);
  return { up, cartons: plan.cartons, blocks, exact: false };
}

/**
 * The floor pattern of each height a carton side can stand (at most three kinds), but of a height
 * no stack holding it could make beat `toBeat` (each other kind counted at its bound until its
 * pattern is known): its pattern would never be used.
 */
function layerKinds(
  search: Search,
  space: Triple,
  maxLayers: number,
  bounds: ReadonlyArray<{ up: number; cartons: number }>,
  toBeat: number,
  steps: StepBudget,
): LayerKind[] {
  const slices = bounds.map((kind) => ({ size: kind.up, cartons: kind.cartons }));
  const kinds: LayerKind[] = [];
  for (const [i, slice] of slices.entries()) {
    const worth = mostHolding(slices, i, space[2], maxLayers) > toBeat;
    const kind = worth ? layerKind(search, space, slice.size, steps) : null;
    slice.cartons = kind?.cartons ?? 0;
    if (kind) kinds.push(kind);
  }
  return kinds;
}

/**
 * An order of the kinds used (by index), bottom first, in which each stands wholly on the one
 * below (`stands(upper, lower)`, worked out once for each pair asked); or none.
 */
function supportedOrder(used: readonly number[], stands: (upper: number, lower: number) => boolean): number[] | null {
  if (used.length <= 1) return [...used];
  return (
    permutations(used).find((order) => order.every((kind, i) => i === 0 || stands(kind, order[i - 1] as number))) ??
    null
  );
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Every count of layers of each kind under the roof and `maxLayers`, the first kind's from the
 * most down (the order decides between stacks that hold as many), skipping those that cannot
 * hold more than `floor()`; false when the steps ran out first.
 */
function eachLayerCount(
  kinds: ReadonlyArray<{ up: number; cartons: number }>,
  space: Triple,
  maxLayers: number,
  floor: () => number,
  steps: StepBudget,
  visit: (counts: readonly number[], cartons: number) => void,
): boolean {
  const slices = kinds.map((kind) => ({ size: kind.up, cartons: kind.cartons }));
  // None of the last kind too: a stack may need to leave it out to stand.
  const search = { kinds: slices, length: space[2], most: maxLayers, lastNone: true, rate: rateOf(slices), floor };
  return forEachCount(search, steps, visit);
}

/**
 * The best stack of layers in the space that holds more than `toBeat` (or none), and whether a
 * floor's exact pattern or a count was left unsearched for the budget (a better stack may then exist).
 */
export function bestLayers(
  search: Search,
  space: Triple,
  maxLayers: number,
  toBeat: number,
  steps: StepBudget,
): { plan: LayerPlan | null; budgeted: boolean } {
  // Layers hold no more than each floor's bound a layer: when even that cannot beat the plan in
  // hand, no floor is searched.
  const firstTurnUp = new Map<number, Triple>();
  for (const turn of search.turns) if (turn[2] <= space[2] && !firstTurnUp.has(turn[2])) firstTurnUp.set(turn[2], turn);
  const optimistic = [...firstTurnUp].map(([up, turn]) => ({
    up,
    cartons: rectanglesBound(turn[0], turn[1], space[0], space[1]),
  }));
  let most = toBeat;
  const counted = eachLayerCount(
    optimistic,
    space,
    maxLayers,
    () => most,
    steps,
    (_counts, cartons) => {
      most = Math.max(most, cartons);
    },
  );
  if (!counted) return { plan: null, budgeted: true };
  if (most <= toBeat) return { plan: null, budgeted: false };
  const refused = steps.refused;
  const kinds = layerKinds(search, space, maxLayers, optimistic, toBeat, steps);
  // Whether one kind stands on another, tested only for the pairs a stack worth having asks. A layer
  // whose cartons cover more of the floor than the one below cannot stand on it: a carton's
  // footprint is its volume over its height, so that is compared without a test.
  const tested = new Map<number, boolean>();
  const stands = (upper: number, lower: number) => {
    const [top, base] = [kinds[upper], kinds[lower]];
    if (!top || !base || top.cartons * base.up > base.cartons * top.up) return false;
    const pair = upper * kinds.length + lower;
    let within = tested.get(pair);
    if (within === undefined) {
      within = footprintWithin(top.blocks, base.blocks, steps);
      tested.set(pair, within);
    }
    return within;
  };
  let best: LayerPlan | null = null;
  const floor = () => Math.max(toBeat, best?.cartons ?? 0);
  const complete = eachLayerCount(kinds, space, maxLayers, floor, steps, (counts, cartons) => {
    if (cartons <= floor()) return;
    const order = supportedOrder(
      counts.flatMap((n, i) => (n > 0 ? [i] : [])),
      stands,
    );
    if (!order) return;
    const stack = order.flatMap((i) => {
      const kind = kinds[i];
      return kind ? [{ kind, layers: counts[i] ?? 0 }] : [];
    });
    best = { cartons, stack, blocks: stackedBlocks(stack) };
  });
  return { plan: best, budgeted: !complete || steps.refused > refused || kinds.some((kind) => !kind.exact) };
}

/** The floor blocks of each kind raised to its place in the stack, its layers as the blocks' count up. */
function stackedBlocks(stack: LayerPlan['stack']): PlacedBlock[] {
  const blocks: PlacedBlock[] = [];
  let z = 0;
  for (const { kind, layers } of stack) {
    for (const block of kind.blocks)
      blocks.push({
        at: { x: block.at.x, y: block.at.y, z },
        oriented: { ...block.oriented },
        count: { along: block.count.along, across: block.count.across, up: layers },
      });
    z += kind.up * layers;
  }
  return blocks;
}
