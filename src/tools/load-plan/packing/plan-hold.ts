/**
 * One hold's plan: the search's best plan, its blocks put in an order a crew can load them in.
 */
import { StepBudget } from '../../../core/step-budget.js';
import type { CartonKind, Hold } from './cargo.js';
import { kitOf } from './kit.js';
import { loadingOrder } from './loading-order.js';
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
}

export function planHold(kinds: readonly CartonKind[], hold: Hold, steps: StepBudget): HoldPlan {
  const kit = kitOf(kinds, hold, steps);
  const { state, budgeted } = searchPlan(kit, steps);
  const placed = kinds.map((kind, n) => kind.quantity - (state.left[n] ?? 0));
  return {
    blocks: loadingOrder(blocksOf(state)),
    placed,
    volume: state.volume,
    grams: kinds.reduce((sum, kind, n) => sum + kind.grams * (placed[n] ?? 0), 0),
    budgeted,
  };
}
