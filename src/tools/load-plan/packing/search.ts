/**
 * The search for a plan of one hold: a beam search over partial plans in which each partial plan
 * is judged by the plan a greedy fill finishes it to (Araya and Riff 2014, "a beam search approach
 * to the container loading problem"; the block ranking after Zhu and Lim 2012, evaluate.ts).
 * A first greedy plan is made at once; then beams of width 1, 2, 4, ... are searched while the
 * steps last, each partial plan trying its best `max(BRANCHES, width)` blocks, each level keeping
 * the `width` partial plans whose greedy finish packed the most (one of those that are alike); the
 * best finished plan met anywhere is the answer. It stops early when every carton is placed or the
 * hold is full.
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { Shortlist } from './blocks.js';
import { STEP_COST } from './budget.js';
import type { Kit } from './kit.js';
import { type PlanState, copyState, emptyState, nextSpace, placeIn } from './state.js';

/** Blocks tried from each partial plan of a beam, at least. */
const BRANCHES = 4;
/** The widest beam searched. */
const WIDEST = 1024;

const ONE = new Shortlist(1);

/** Fills `state` greedily (the best-ranked block into each next space) until nothing fits or the steps run out. */
function greedy(kit: Kit, state: PlanState, steps: StepBudget): PlanState {
  while (!steps.spent) {
    const space = nextSpace(kit, state, ONE, steps);
    const best = ONE.blocks[0];
    if (space === null || best === undefined) break;
    placeIn(kit, state, space, best, steps);
  }
  return state;
}

/** Partial plans alike: the same finish, volume, spaces and cartons left (most often the same blocks placed in another order). */
function likeness(child: { state: PlanState; value: number }): string {
  return `${child.value},${child.state.volume},${child.state.spaces.length},${child.state.left.join(',')}`;
}

export interface Searched {
  state: PlanState;
  /** The steps ran out before the search ended: a better plan may exist. */
  budgeted: boolean;
}

export function searchPlan(kit: Kit, steps: StepBudget): Searched {
  const root = emptyState(kit);
  const total = root.left.reduce((sum, left) => sum + left, 0);
  const full = kit.hold.length * kit.hold.width * kit.hold.height;
  const lightest = Math.min(...kit.kinds.map((kind) => kind.grams));
  let best = greedy(kit, copyState(root), steps);
  // Done when every carton is in, the hold is full, or not even the lightest carton's weight is left.
  const done = () => best.cartons === total || best.volume === full || best.gramsLeft < lightest || steps.spent;
  for (let width = 1; width <= WIDEST && !done(); width *= 2) {
    const list = new Shortlist(Math.max(BRANCHES, width));
    let beam: PlanState[] = [root];
    while (beam.length > 0 && !done()) {
      const children: Array<{ state: PlanState; value: number }> = [];
      for (const node of beam) {
        const from = copyState(node);
        const space = nextSpace(kit, from, list, steps);
        if (space === null) continue;
        for (const block of [...list.blocks]) {
          const child = copyState(from);
          placeIn(kit, child, space, block, steps);
          const finished = greedy(kit, copyState(child), steps);
          if (finished.volume > best.volume) best = finished;
          children.push({ state: child, value: finished.volume });
          if (done()) break;
        }
        if (done()) break;
      }
      steps.count(children.length * STEP_COST.child);
      children.sort((a, b) => b.value - a.value);
      const seen = new Set<string>();
      beam = [];
      for (const child of children) {
        if (beam.length === width) break;
        const key = likeness(child);
        if (seen.has(key)) continue;
        seen.add(key);
        beam.push(child.state);
      }
    }
  }
  return {
    state: best,
    budgeted: steps.spent && !(best.cartons === total || best.volume === full || best.gramsLeft < lightest),
  };
}
