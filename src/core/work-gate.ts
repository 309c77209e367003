/**
 * A bound on costly work running at once: at most `running` jobs, at most `waiting` more queued
 * in arrival order, and any beyond refused at once with `Busy` (the HTTP layer answers it 503
 * with Retry-After). One sender's burst of uncached work then waits its turn instead of taking
 * both cores from everyone else.
 */
import { nextTurn } from './next-turn.js';

export class Busy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`busy: try again in ${retryAfterSeconds} s`);
    this.name = 'Busy';
  }
}

export interface WorkGateLimits {
  running: number;
  waiting: number;
  /** What a refusal tells the caller to wait. */
  retryAfterSeconds: number;
}

export class WorkGate {
  #running = 0;
  readonly #queue: Array<() => void> = [];

  constructor(private readonly limits: WorkGateLimits) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limits.running) {
      if (this.#queue.length >= this.limits.waiting) throw new Busy(this.limits.retryAfterSeconds);
      // The slot is handed over by the job that ends, so #running stays as it is; the next job
      // starts after a turn of the event loop, so that what waits on I/O goes between two jobs.
      await new Promise<void>((resolve) => this.#queue.push(() => void nextTurn().then(resolve)));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#queue.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  /** Jobs running and queued, for readiness and tests. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#queue.length };
  }
}
