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
import { footprintWithin } from './footprints.js';
import { PATTERN_BUDGET, bestPattern } from './guillotine.js';
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

/** The cartons of so many layers of each kind. */
const cartonsOf = (kinds: readonly LayerKind[], counts: readonly number[]) =>
  kinds.reduce((sum, kind, i) => sum + (counts[i] ?? 0) * kind.cartons, 0);

/** The best floor pattern for each height a carton side can stand (at most three kinds). */
function layerKinds(search: Search, space: Triple): LayerKind[] {
  const ups = [...new Set(search.turns.map((turn) => turn[2]))].filter((up) => up <= space[2]);
  return ups.flatMap((up): LayerKind[] => {
    const kept = search.turns.filter((turn) => turn[2] === up);
    // The exact floor pattern where it is affordable (it holds at least what the block search
    // would: every block plan of a floor is a guillotine pattern); else the block search's.
    const exact = bestPattern(
      kept.map((turn) => [turn[0], turn[1]] as const),
      [space[0], space[1]],
      false,
      PATTERN_BUDGET,
    );
    if (exact && exact.count > 0)
      return [
        {
          up,
          cartons: exact.count,
          exact: true,
          blocks: exact.grids.map((grid) => ({
            at: { x: grid.at[0], y: grid.at[1], z: 0 },
            oriented: { along: grid.sides[0], across: grid.sides[1], up },
            count: { along: grid.count[0], across: grid.count[1], up: 1 },
          })),
        },
      ];
    if (exact) return [];
    const plan = solve(searchOfTurns(kept, search.cartonVolume), [space[0], space[1], up], 1, FILL_DEPTH);
    if (plan.cartons === 0) return [];
    const blocks: PlacedBlock[] = [];
    placeBlocks(plan, [0, 0, 0], [space[0], space[1], up], blocks);
    return [{ up, cartons: plan.cartons, blocks, exact: false }];
  });
}

/** Every way to count layers of each kind under the roof and `maxLayers` (a kind absent counts 0). */
function* layerCounts(kinds: readonly LayerKind[], height: number, maxLayers: number): Generator<number[]> {
  const counts = kinds.map(() => 0);
  function* from(index: number, left: number, layersLeft: number): Generator<number[]> {
    if (index === kinds.length) {
      yield [...counts];
      return;
    }
    const kind = kinds[index];
    if (kind === undefined) return;
    for (let n = Math.min(Math.floor(left / kind.up), layersLeft); n >= 0; n -= 1) {
      counts[index] = n;
      yield* from(index + 1, left - n * kind.up, layersLeft - n);
    }
    counts[index] = 0;
  }
  yield* from(0, height, maxLayers);
}

/**
 * An order of the kinds used (by index), bottom first, in which each stands wholly on the one
 * below (`stands[upper][lower]`, worked out once for each pair); or none.
 */
function supportedOrder(used: readonly number[], stands: readonly boolean[][]): number[] | null {
  if (used.length <= 1) return [...used];
  return (
    permutations(used).find((order) =>
      order.every((kind, i) => i === 0 || stands[kind]?.[order[i - 1] as number] === true),
    ) ?? null
  );
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * The best stack of layers in the space that holds more than `toBeat` (or none), and whether a
 * floor's exact pattern was left unsearched for the budget (a better stack may then exist).
 */
export function bestLayers(
  search: Search,
  space: Triple,
  maxLayers: number,
  toBeat = 0,
): { plan: LayerPlan | null; budgeted: boolean } {
  // Layers hold no more than each floor's bound a layer: when even that cannot beat the plan in
  // hand, no floor is searched.
  const firstTurnUp = new Map<number, Triple>();
  for (const turn of search.turns) if (turn[2] <= space[2] && !firstTurnUp.has(turn[2])) firstTurnUp.set(turn[2], turn);
  const optimistic = [...firstTurnUp].map(([up, turn]) => ({
    up,
    cartons: rectanglesBound(turn[0], turn[1], space[0], space[1]),
    blocks: [],
    exact: true,
  }));
  let most = 0;
  for (const counts of layerCounts(optimistic, space[2], maxLayers))
    most = Math.max(most, cartonsOf(optimistic, counts));
  if (most <= toBeat) return { plan: null, budgeted: false };
  const kinds = layerKinds(search, space);
  const stands = kinds.map((upper) => kinds.map((lower) => footprintWithin(upper.blocks, lower.blocks)));
  let best: LayerPlan | null = null;
  for (const counts of layerCounts(kinds, space[2], maxLayers)) {
    const cartons = cartonsOf(kinds, counts);
    if (cartons <= Math.max(toBeat, best?.cartons ?? 0)) continue;
    const order = supportedOrder(
      counts.flatMap((n, i) => (n > 0 ? [i] : [])),
      stands,
    );
    if (!order) continue;
    const stack = order.flatMap((i) => {
      const kind = kinds[i];
      return kind ? [{ kind, layers: counts[i] ?? 0 }] : [];
    });
    best = { cartons, stack, blocks: stackedBlocks(stack) };
  }
  return { plan: best, budgeted: kinds.some((kind) => !kind.exact) };
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
