/**
 * The steps one plan may take (docs/tools/load-plan.md, The step budget), counted, not timed, so
 * that the same request always gives the same plan and tests can count them. The weights below
 * make a step about a nanosecond of this machine's CPU over the Bischoff–Ratcliff instances
 * (3.3–4.2 ns a step before they were scaled; `npm run bench:load-plan` reports the time the
 * budget took, per set).
 */

/** The steps one request's plans (all its containers) may take: about 1.2 to 1.8 s of CPU at the 95th percentile over BR1–BR7 (bench/results/load-plan.md). */
export const PLAN_BUDGET = 1_800_000_000;

/** The cost in steps of one unit of each kind of work. */
export const STEP_COST = {
  /** One space looked at: chosen among, cut by a block, or compared with another. */
  space: 70,
  /** One block weighed for a space. */
  candidate: 210,
  /** One block placed: its spaces made, its plan's lists copied. */
  placement: 800,
  /** One partial plan of a beam: copied, ranked, compared. */
  child: 5000,
  /** One turn weighed for the best grid in a box the memo did not hold (evaluate.ts). */
  gridTurn: 15,
  /** One length and side of the tables of usable lengths (kit.ts). */
  usableLength: 7,
} as const;
