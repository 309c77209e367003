/**
 * A quote's work done in turns of the event loop (docs/quote.md, Work): each line's costing,
 * marks and cartons counted in steps, and after every TURN_STEPS the loop is let go, so that a
 * quote of 50 lines never holds it for more than about a line's worth beyond a turn; the
 * document's assembly and its digest then have a turn each. Steps, not time: the same on every machine, and counted by the
 * tests. One step is about 10 µs of CPU, built and warm (measured as docs/quote.md, Work, says):
 * baojia's costing of a line 0.17 ms, maitou's marks with cbm's rows 0.23 ms, the words, text
 * and digest 0.04 ms a line.
 */
import { nextTurn } from '../core/next-turn.js';

/** What each piece of a line's work is counted as. */
export const LINE_STEPS = { costing: 20, marks: 15, cartons: 8 } as const;
/** Steps done before the event loop is let go: about 1 ms. */
export const TURN_STEPS = 100;

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
    await this.next();
  }

  /** Lets the loop go now: the next piece of work starts a turn of its own. */
  async next(): Promise<void> {
    this.#since = 0;
    this.#turns += 1;
    await this.pause();
  }
}
