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

export function planHold(kinds: readonly CartonKind[], hold: Hold, steps: StepBudget): HoldPlan {
  const kit = kitOf(kinds, hold, steps);
  const reach =
    (kit.usable[0][hold.length] ?? 0) * (kit.usable[1][hold.width] ?? 0) * (kit.usable[2][hold.height] ?? 0);
  const full = oneKindPlan(kinds, hold, steps);
  const searched = full === null ? searchPlan(kit, steps) : null;
  const blocks = full ?? (searched ? blocksOf(searched.state) : []);
  const placed = kinds.map(() => 0);
  for (const block of blocks) placed[block.kind] = (placed[block.kind] ?? 0) + block.nx * block.ny * block.nz;
  return {
    blocks: loadingOrder(blocks),
    placed,
    volume: kinds.reduce((sum, kind, n) => sum + volumeOfKind(kind) * (placed[n] ?? 0), 0),
    grams: kinds.reduce((sum, kind, n) => sum + kind.grams * (placed[n] ?? 0), 0),
    budgeted: searched?.budgeted ?? false,
    reach,
  };
}
