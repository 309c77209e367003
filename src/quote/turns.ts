/**
 * A quote's work done in turns of the event loop (docs/quote.md, Work): each line's costing,
 * marks and cartons counted in steps, and after every TURN_STEPS the loop is let go, so that a
 * quote of 50 lines never holds it for more than about a line's worth beyond a turn. Steps, not
 * time: the same on every machine, and counted by the tests. One step is about 10 µs of CPU
 * (built, warm): baojia's costing of a line 0.2 ms, maitou's marks 0.085 ms, cbm's rows 0.04 ms.
 */
import { nextTurn } from '../core/next-turn.js';

/** What each piece of a line's work is counted as. */
export const LINE_STEPS = { costing: 20, marks: 9, cartons: 4 } as const;
/** Steps done before the event loop is let go: about 2 ms. */
export const TURN_STEPS = 200;

export class Turns {
  #since = 0;
  #turns = 0;
  #most = 0;

  constructor(private readonly pause: () => Promise<void> = nextTurn) {}

  /** Turns let go so far. */
  get turns(): number {
    return this.#turns;
  }

  /** The most steps done between two turns. */
  get most(): number {
    return this.#most;
  }

  /** Counts work done; lets the loop go once a turn's steps are spent. */
  async spent(steps: number): Promise<void> {
    this.#since += steps;
    this.#most = Math.max(this.#most, this.#since);
    if (this.#since < TURN_STEPS) return;
    this.#since = 0;
    this.#turns += 1;
    await this.pause();
  }
}
