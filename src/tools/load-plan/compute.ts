/**
 * load-plan: cartons of several kinds into one or more containers (docs/tools/load-plan.md). The
 * inputs are read into whole grains (cargo-of.ts), the plan is worked out in the work pool
 * (planned.ts, packing/plan-load.ts), and the answer says it three ways: the outputs (how many
 * containers, cartons placed and left, shares used, the bound), the steps a crew follows, and the
 * `plan` member with every block.
 */
import { fromInteger } from '../../core/decimal.js';
import { code, count, quantity, ratio } from '../../core/figures.js';
import type { Work } from '../../work/tasks.js';
import { requireCurrent } from '../kit/dataset-figures.js';
import type { CopyKeysOf, DatasetReader, Step, ToolResult, Warning } from '../kit/definition.js';
import { type Cargo, cargoOf } from './cargo-of.js';
import { containerSteps } from './container-steps.js';
import type { LOAD_PLAN_COPY } from './copy.js';
import { fewestContainers, fitsAny } from './fewest.js';
import { grainsDecimal } from './grain.js';
import type { LoadPlanInputs } from './inputs.js';
import type { LoadPlanOutputs } from './outputs.js';
import { PLAN_BUDGET } from './packing/budget.js';
import { volumeOfKind } from './packing/cargo.js';
import type { LoadResult } from './packing/plan-load.js';
import { holdVolume, planMember, share } from './plan-member.js';
import { plannedBy } from './planned.js';

type PlanStep = CopyKeysOf<typeof LOAD_PLAN_COPY, keyof typeof LOAD_PLAN_COPY & `load-plan.${string}`>;
type PlanWarning = PlanStep;

const whole = (value: number | bigint) => count(fromInteger(BigInt(value)));
const TYPE_OUTPUTS = {
  '20GP': 'containers20GP',
  '40GP': 'containers40GP',
  '40HQ': 'containers40HQ',
  '45HQ': 'containers45HQ',
  own: 'containersOwn',
} as const;

/** The outputs of the whole load, and its leading steps and warnings. */
function summarise(cargo: Cargo, result: LoadResult, inputs: LoadPlanInputs) {
  const outputs: LoadPlanOutputs = {};
  const steps: Step<PlanStep>[] = [];
  const warnings: Warning<PlanWarning>[] = [];
  const total = cargo.kinds.reduce((sum, kind) => sum + kind.quantity, 0);
  const unplaced = result.unplaced.reduce((sum, left) => sum + left, 0);
  const placed = total - unplaced;
  const used = result.containers;
  const volume = used.reduce((sum, loaded) => sum + holdVolume(loaded), 0n);
  const filled = used.reduce((sum, loaded) => sum + BigInt(loaded.plan.volume), 0n);
  Object.assign(outputs, { containers: whole(used.length), placed: whole(placed), unplaced: whole(unplaced) });
  for (const type of new Set(used.map((loaded) => loaded.type))) {
    const name = TYPE_OUTPUTS[type as keyof typeof TYPE_OUTPUTS];
    if (name) outputs[name] = whole(used.filter((loaded) => loaded.type === type).length);
  }
  if (volume > 0n) outputs.volumeUse = ratio(share(filled, volume));
  const payloads = used.map((loaded) => loaded.hold.payload ?? 0);
  if (used.length > 0 && used.every((loaded) => loaded.hold.payload))
    outputs.weightUse = ratio(
      share(
        used.reduce((sum, loaded) => sum + BigInt(loaded.plan.grams), 0n),
        payloads.reduce((sum, payload) => sum + BigInt(payload), 0n),
      ),
    );
  const volumeUse = outputs.volumeUse ?? ratio(fromInteger(0));
  const [first] = used;
  if (unplaced > 0) {
    steps.push({
      id: 'load-plan.summary_left',
      values: {
        placed: whole(placed),
        total: whole(total),
        containers: whole(used.length),
        volumeUse,
        unplaced: whole(unplaced),
      },
    });
  } else if (used.length === 1 && first) {
    steps.push({ id: 'load-plan.summary_one', values: { placed: whole(placed), type: code(first.type), volumeUse } });
  } else {
    steps.push({
      id: 'load-plan.summary_many',
      values: { placed: whole(placed), containers: whole(used.length), volumeUse },
    });
  }
  if (used.length > 1)
    for (const type of new Set(used.map((loaded) => loaded.type)))
      steps.push({
        id: 'load-plan.type_count',
        values: { type: code(type), count: whole(used.filter((loaded) => loaded.type === type).length) },
      });
  // What no plan beats: the fewest containers, and with one container the most of its volume.
  const fewest = fewestContainers(
    cargo.kinds,
    cargo.types.map((type) => type.hold),
  );
  const allFitting = cargo.kinds.every(
    (kind, n) =>
      (result.unplaced[n] ?? 0) === 0 ||
      !fitsAny(
        kind,
        cargo.types.map((type) => type.hold),
      ),
  );
  const proven = allFitting && used.length === fewest.bound;
  outputs.bound = whole(fewest.bound);
  outputs.provenFewest = code(proven ? 'true' : 'false');
  steps.push({
    id: proven ? 'load-plan.bound' : 'load-plan.bound_gap',
    values: {
      bound: whole(fewest.bound),
      byVolume: whole(fewest.byVolume),
      byWeight: whole(fewest.byWeight),
      big: whole(fewest.big),
      containers: whole(used.length),
    },
  });
  if (used.length === 1 && first) {
    const cartonsVolume = cargo.kinds.reduce(
      (sum, kind) => sum + BigInt(volumeOfKind(kind)) * BigInt(kind.quantity),
      0n,
    );
    const reach = BigInt(first.plan.reach);
    const most = cartonsVolume < reach ? cartonsVolume : reach;
    const bound = share(most, holdVolume(first));
    outputs.volumeUseBound = ratio(bound);
    steps.push({ id: 'load-plan.volume_bound', values: { type: code(first.type), bound: ratio(bound) } });
  }
  cargo.kinds.forEach((kind, n) => {
    if (
      fitsAny(
        kind,
        cargo.types.map((type) => type.hold),
      )
    )
      return;
    const row = inputs.cartons[n];
    if (row)
      warnings.push({
        code: 'load-plan.does_not_fit',
        values: {
          row: whole(n + 1),
          length: quantity(row.length, inputs.lengthUnit),
          width: quantity(row.width, inputs.lengthUnit),
          height: quantity(row.height, inputs.lengthUnit),
          quantity: whole(row.quantity),
        },
      });
  });
  const leftOver = cargo.kinds.reduce(
    (sum, kind, n) =>
      sum +
      (fitsAny(
        kind,
        cargo.types.map((type) => type.hold),
      )
        ? (result.unplaced[n] ?? 0)
        : 0),
    0,
  );
  if (leftOver > 0 && used.length >= inputs.maxContainers)
    warnings.push({
      code: 'load-plan.left_over',
      values: { unplaced: whole(leftOver), maxContainers: whole(inputs.maxContainers) },
    });
  return { outputs, steps, warnings, proven };
}

export async function computeLoadPlan(
  inputs: LoadPlanInputs,
  data: DatasetReader,
  work: Work,
): Promise<ToolResult<PlanStep, PlanWarning, LoadPlanOutputs>> {
  const containers = requireCurrent(data, 'containers');
  const cargo = cargoOf(inputs, containers);
  const result = await plannedBy(work, {
    kinds: cargo.kinds,
    types: cargo.types.map(({ type, hold }) => ({ type, hold })),
    maxContainers: inputs.maxContainers,
    budget: PLAN_BUDGET,
  });
  const { outputs, steps, warnings, proven } = summarise(cargo, result, inputs);
  const names = inputs.cartons.map((row) => row.name);
  result.containers.forEach((loaded, n) => {
    const said = containerSteps(cargo, loaded, n + 1, names);
    steps.push(...said.steps);
    warnings.push(...said.warnings);
  });
  // A search cut short matters only where the answer is not proven: with every carton placed in the
  // fewest containers any plan can use, a longer search could not do better on the count
  // (docs/tools/load-plan.md, The step budget).
  if (result.budgeted && !proven) warnings.push({ code: 'load-plan.budget', values: {} });
  if (cargo.rounded)
    warnings.push({
      code: 'load-plan.rounded_up',
      level: 'note',
      values: { grain: quantity(grainsDecimal(1, cargo.grain), cargo.grain.unit) },
    });
  for (const type of cargo.types)
    if (type.hold.payload === undefined && result.containers.some((loaded) => loaded.type === type.type))
      warnings.push({ code: 'load-plan.no_payload', level: 'note', values: { type: code(type.type) } });
  return { outputs, steps, warnings, read: [containers], members: { plan: planMember(cargo, result.containers) } };
}
