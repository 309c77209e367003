/**
 * The search for a plan of one hold: a beam search over partial plans in which each partial plan
 * is judged by the plan a greedy fill finishes it to (Araya and Riff 2014, "a beam search approach
 * to the container loading problem"; the block ranking after Zhu and Lim 2012, evaluate.ts).
 * A first greedy plan is made at once; then beams of width 1, 2, 4, ... are searched while the
 * steps last, each partial plan trying its best `max(BRANCHES, width)` blocks, each level keeping
 * the `width` partial plans whose greedy finish packed the most (one of those that are alike); the
 * best finished plan met anywhere is the answer. It stops early when every carton is placed, the
 * plan fills as much as any plan could (the cartons' volume, or the hold reduced to rows of carton
 * sides), or the payload is reached.
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

/**
 * The best plan found for the kit's hold. The first greedy plan may take every step `steps` has
 * left (a load's later containers must not be left empty for want of one); the beams stop once
 * `beamSteps` are used.
 */
export function searchPlan(kit: Kit, steps: StepBudget, beamSteps = steps.limit): Searched {
  const root = emptyState(kit);
  const total = root.left.reduce((sum, left) => sum + left, 0);
  // No plan fills more than the cartons' volume, nor than the hold reduced to the rows of carton sides it holds.
  const reach =
    (kit.usable[0][kit.hold.length] ?? 0) *
    (kit.usable[1][kit.hold.width] ?? 0) *
    (kit.usable[2][kit.hold.height] ?? 0);
  const full = Math.min(
    reach,
    kit.kinds.reduce((sum, kind) => sum + (kind.turns.length > 0 ? kind.volume * kind.quantity : 0), 0),
  );
  const lightest = Math.min(...kit.kinds.map((kind) => kind.grams));
  let best = greedy(kit, copyState(root), steps);
  // Done when every carton is in, the hold is full, or not even the lightest carton's weight is left.
  const done = () =>
    best.cartons === total || best.volume >= full || best.gramsLeft < lightest || steps.used >= beamSteps;
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
    budgeted: steps.used >= beamSteps && !(best.cartons === total || best.volume >= full || best.gramsLeft < lightest),
  };
}
