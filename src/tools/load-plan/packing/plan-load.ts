/**
 * A whole load's plan: its cartons into as few containers as the planner finds, of the types
 * allowed, at most `maxContainers` of them (what is left over is said, never refused).
 *
 * Containers are filled one after another, each with the largest type allowed, each plan the best
 * its share of the steps finds (plan-hold.ts). A container whose cartons would all go into a
 * smaller type (its volume and payload first checked, then a plan of exactly those cartons) is
 * that type instead: so the rule of docs/tools/load-plan.md, Container types (fewest containers,
 * then the smallest inside volume) picks 2 × 40HQ + 1 × 20GP over 3 × 40HQ.
 *
 * The steps are shared out as the plan goes: each container's beams take three quarters of what
 * is left over the containers still expected (the cartons' volume left over 85 % of the type's),
 * so that a large load is not cut short in its first container; a container's first greedy plan
 * may take every step left, so that no container is left empty while steps remain, and a quarter
 * of the budget is kept for them.
 */
import { StepBudget } from '../../../core/step-budget.js';
import { type CartonKind, type Hold, volumeOfKind } from './cargo.js';
import { type HoldPlan, planHold } from './plan-hold.js';

export interface HoldType {
  type: string;
  hold: Hold;
}

export interface LoadRequest {
  kinds: CartonKind[];
  /** The types that may be used, the largest first: every container is one of them. */
  types: HoldType[];
  maxContainers: number;
  /** The steps all the containers' plans may take together. */
  budget: number;
}

export interface LoadedContainer {
  type: string;
  hold: Hold;
  plan: HoldPlan;
}

export interface LoadResult {
  containers: LoadedContainer[];
  /** Cartons of each kind in no container. */
  unplaced: number[];
  /** Some plan's search was cut short by the steps: a better plan may exist. */
  budgeted: boolean;
  steps: number;
}

const volumeOf = (hold: Hold) => hold.length * hold.width * hold.height;

/** The kinds with only `left` of each left. */
function withLeft(kinds: readonly CartonKind[], left: readonly number[]): CartonKind[] {
  return kinds.map((kind, n) => ({ ...kind, quantity: left[n] ?? 0 }));
}

/** The same plan's cartons in a smaller type, when all of them fit it; else null. */
function smallerType(
  kinds: readonly CartonKind[],
  plan: HoldPlan,
  types: readonly HoldType[],
  steps: StepBudget,
  beamSteps: number,
): { type: HoldType; plan: HoldPlan } | null {
  const content = withLeft(kinds, plan.placed);
  const total = plan.placed.reduce((sum, placed) => sum + placed, 0);
  const smaller = [...types].sort((a, b) => volumeOf(a.hold) - volumeOf(b.hold)).slice(0, -1);
  const tried = smaller.filter(
    (type) =>
      volumeOf(type.hold) >= plan.volume && (type.hold.payload === undefined || type.hold.payload >= plan.grams),
  );
  // Each type tried has its own share of the steps: one that cannot take them all must not starve the next.
  let beamsLeft = beamSteps;
  for (const [n, type] of tried.entries()) {
    const share = new StepBudget(steps.left);
    const plan = planHold(content, type.hold, share, Math.floor(beamsLeft / (tried.length - n)));
    steps.count(share.used);
    beamsLeft -= share.used;
    if (plan.placed.reduce((sum, placed) => sum + placed, 0) === total) return { type, plan };
  }
  return null;
}

export function planLoad(request: LoadRequest): LoadResult {
  const { kinds, types, maxContainers } = request;
  const steps = new StepBudget(request.budget);
  const largest = types[0];
  const left = kinds.map((kind) => kind.quantity);
  const containers: LoadedContainer[] = [];
  let budgeted = false;
  if (largest === undefined) return { containers, unplaced: left, budgeted, steps: 0 };
  while (containers.length < maxContainers && left.some((count) => count > 0)) {
    const volumeLeft = kinds.reduce((sum, kind, n) => sum + volumeOfKind(kind) * (left[n] ?? 0), 0);
    const expected = Math.min(
      maxContainers - containers.length,
      Math.max(1, Math.ceil(volumeLeft / (0.85 * volumeOf(largest.hold)))),
    );
    // A quarter of the container's share is kept for trying its cartons in a smaller type.
    const share = Math.max(0, Math.floor((steps.left - Math.floor(request.budget / 4)) / expected));
    const main = new StepBudget(steps.left);
    const plan = planHold(
      withLeft(kinds, left),
      largest.hold,
      main,
      types.length > 1 ? Math.floor((share * 3) / 4) : share,
    );
    steps.count(main.used);
    if (!plan.placed.some((placed) => placed > 0)) break;
    const rest = new StepBudget(steps.left);
    const smaller = types.length > 1 ? smallerType(kinds, plan, types, rest, Math.max(0, share - main.used)) : null;
    steps.count(rest.used);
    budgeted ||= plan.budgeted;
    const chosen = smaller ?? { type: largest, plan };
    containers.push({ type: chosen.type.type, hold: chosen.type.hold, plan: chosen.plan });
    chosen.plan.placed.forEach((placed, n) => (left[n] = (left[n] ?? 0) - placed));
  }
  return { containers, unplaced: left, budgeted, steps: steps.used };
}
