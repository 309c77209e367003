/**
 * load-plan's outputs: how many containers and of which types, the cartons placed and left over,
 * the share of the volume and payload used, and what no plan can beat. Listed once: the
 * definition declares them, and compute's outputs are typed by them (kit/input-spec.ts, OutputsOf).
 */
import type { OutputsOf } from '../kit/input-spec.js';

export const LOAD_PLAN_OUTPUTS = [
  { name: 'containers', kind: 'count' },
  { name: 'containers20GP', kind: 'count' },
  { name: 'containers40GP', kind: 'count' },
  { name: 'containers40HQ', kind: 'count' },
  { name: 'containers45HQ', kind: 'count' },
  { name: 'containersOwn', kind: 'count' },
  { name: 'placed', kind: 'count' },
  { name: 'unplaced', kind: 'count' },
  // Of all the containers used together; each container's own is in the plan.
  { name: 'volumeUse', kind: 'ratio' },
  { name: 'weightUse', kind: 'ratio' },
  // The fewest containers any plan of the cartons that fit can use (bound.ts).
  { name: 'bound', kind: 'count' },
  { name: 'provenFewest', kind: 'code' },
  // With one container: the most of its volume any plan of these cartons fills.
  { name: 'volumeUseBound', kind: 'ratio' },
] as const;

export type LoadPlanOutputs = OutputsOf<typeof LOAD_PLAN_OUTPUTS>;
