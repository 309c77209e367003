/**
 * The steps one plan may take (docs/tools/load-plan.md, The step budget), counted, not timed, so
 * that the same request always gives the same plan and tests can count them. A step is about a
 * nanosecond of the planner's work as measured by `npm run bench:load-plan`; each kind of work
 * pays by its weight below.
 */

/** The steps one plan of all its containers may take: about 2 s of CPU (bench/results/load-plan.md). */
export const PLAN_BUDGET = 2_000_000_000;

/** The cost in steps of one unit of each kind of work. */
export const STEP_COST = {
  /** One space looked at: chosen among, cut by a block, or compared with another. */
  space: 20,
  /** One block weighed for a space. */
  candidate: 60,
  /** One length and side of the tables of usable lengths (kit.ts). */
  usableLength: 2,
} as const;
