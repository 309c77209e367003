/**
 * Work counted in steps (docs/refund-rate.md, Search): what a search may spend, whatever it is
 * asked. Steps, not time, so that the bound is the same on every machine and tests can count it.
 */
export class StepBudget {
  /** Steps taken so far, also past the limit (the last piece of work is counted whole). */
  taken = 0;

  constructor(readonly limit: number = Number.POSITIVE_INFINITY) {}

  /** Counts `steps`; false once the budget is spent. */
  take(steps: number): boolean {
    this.taken += steps;
    return this.taken <= this.limit;
  }

  get spent(): boolean {
    return this.taken > this.limit;
  }
}
