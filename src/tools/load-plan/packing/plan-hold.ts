/**
 * One hold's plan: the search's best plan (or, for one kind filling the hold, container-load's:
 * one-kind.ts), its blocks put in an order a crew can load them in.
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { type CartonKind, type Hold, volumeOfKind } from './cargo.js';
import { kitOf } from './kit.js';
import { loadingOrder } from './loading-order.js';
import { oneKindPlan } from './one-kind.js';
import { searchPlan } from './search.js';
import { type PlacedBlock, blocksOf } from './state.js';

export interface HoldPlan {
  /** In loading order: each block after the blocks it stands on and, among those free, the one nearest the back first. */
  blocks: PlacedBlock[];
  /** Cartons placed, by kind. */
  placed: number[];
  volume: number;
  grams: number;
  budgeted: boolean;
  /** The most volume any plan of these cartons could fill: the hold reduced on each axis to the longest row of carton sides it holds. */
  reach: number;
}

/**
 * The blocks moved along the length, all together, so that the load's centre of gravity comes as
 * near the middle as the room at the door allows (the CTU Code's rule for a part load: its weight
 * centred along the length, the gaps braced). A load filling the length, or weighing nothing,
 * stays against the back wall. Every block moves by the same whole number of grains, so every
 * rule the plan kept it still keeps.
 */
function centred(blocks: PlacedBlock[], kinds: readonly CartonKind[], hold: Hold): PlacedBlock[] {
  let [moment, weight, end] = [0, 0, 0];
  for (const block of blocks) {
    const grams = block.nx * block.ny * block.nz * (kinds[block.kind]?.grams ?? 0);
    const length = block.nx * block.along;
    moment += grams * (2 * block.x + length);
    weight += grams;
    end = Math.max(end, block.x + length);
  }
  if (weight === 0) return blocks;
  const shift = Math.max(0, Math.min(hold.length - end, Math.floor((hold.length * weight - moment) / (2 * weight))));
  return shift === 0 ? blocks : blocks.map((block) => ({ ...block, x: block.x + shift }));
}

/** The hold's plan; the search's beams stop once `beamSteps` are used (its first greedy plan may use all `steps`). */
export function planHold(
  kinds: readonly CartonKind[],
  hold: Hold,
  steps: StepBudget,
  beamSteps = steps.limit,
): HoldPlan {
  const kit = kitOf(kinds, hold, steps);
  const reach =
    (kit.usable[0][hold.length] ?? 0) * (kit.usable[1][hold.width] ?? 0) * (kit.usable[2][hold.height] ?? 0);
  const full = oneKindPlan(kinds, hold, steps);
  const searched = full === null ? searchPlan(kit, steps, beamSteps) : null;
  const blocks = full ?? (searched ? blocksOf(searched.state) : []);
  const placed = kinds.map(() => 0);
  for (const block of blocks) placed[block.kind] = (placed[block.kind] ?? 0) + block.nx * block.ny * block.nz;
  return {
    blocks: centred(loadingOrder(blocks), kinds, hold),
    placed,
    volume: kinds.reduce((sum, kind, n) => sum + volumeOfKind(kind) * (placed[n] ?? 0), 0),
    grams: kinds.reduce((sum, kind, n) => sum + kind.grams * (placed[n] ?? 0), 0),
    budgeted: searched?.budgeted ?? false,
    reach,
  };
}
