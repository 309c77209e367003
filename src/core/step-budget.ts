/**
 * Work counted in steps (docs/architecture.md, Heavy work): what one piece of work whose cost grows
 * with its input may spend, whatever it is asked. Steps, not time, so that the bound and the answer
 * are the same on every machine and tests can count them. Two ways to spend: `take` before the work
 * (the packing: what cannot be paid for is not searched) and `count` after it (the search: the last
 * piece of work is counted whole, and the work stops once the budget is spent).
 */
export class StepBudget {
  #used = 0;
  #refused = 0;

  constructor(readonly limit: number = Number.POSITIVE_INFINITY) {}

  /** Steps spent so far (past the limit too, by `count`). */
  get used(): number {
    return this.#used;
  }

  get left(): number {
    return this.limit - this.#used;
  }

  /** How many times `take` refused: when work grew during a search, that search was cut short. */
  get refused(): number {
    return this.#refused;
  }

  get spent(): boolean {
    return this.#used > this.limit;
  }

  /** Takes `steps` if that many are left and says true; else takes none, notes the refusal, and says false. */
  take(steps: number): boolean {
    if (steps > this.limit - this.#used) {
      this.#refused += 1;
      return false;
    }
    this.#used += steps;
    return true;
  }

  /** Counts `steps` of work done; false once the budget is spent. */
  count(steps: number): boolean {
    this.#used += steps;
    return this.#used <= this.limit;
  }
}
