/**
 * The pool of worker threads that runs heavy work (tasks.ts) off the event loop, so that the loop
 * answers lookups, pages and 304s while a worker packs. Bounded three ways: `threads` at once,
 * `queue` waiting (beyond it Busy at once: 503 api.busy with Retry-After), and `taskMs` a task
 * (past it the worker is ended and replaced, and the caller told Busy). The budgets in steps
 * (each task's own) keep a task far below `taskMs`; the time limit is the last guard, not the rule.
 * Threads start with the first task and end after a minute idle.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { Busy } from '../core/work-gate.js';
import type { TaskInput, TaskMessage, TaskName, TaskOutput, Work } from './tasks.js';

export interface WorkPoolLimits {
  threads: number;
  queue: number;
  taskMs: number;
  /** What a refusal tells the caller to wait. */
  retryAfterSeconds: number;
}

/** One thread fewer than the cores (the event loop keeps one), at least one. */
export const WORK_POOL_LIMITS: WorkPoolLimits = {
  threads: Math.max(1, availableParallelism() - 1),
  queue: 64,
  // Counted from when a task is asked: its wait, a worker's start (seconds under tsx on a busy
  // machine, milliseconds built) and its run. Tasks stop by their budgets far sooner.
  taskMs: 10_000,
  retryAfterSeconds: 1,
};

const IDLE_MS = 60_000;

/** The worker's file: its TypeScript source under tsx (tests), its build under node. */
const workerFile = new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url).href;

export class WorkPool implements Work {
  readonly #pool: Piscina<TaskMessage, unknown>;
  #timedOut = 0;

  constructor(
    readonly limits: WorkPoolLimits = WORK_POOL_LIMITS,
    private readonly onTimeout: (name: TaskName) => void = () => {},
  ) {
    this.#pool = new Piscina({
      filename: workerFile,
      minThreads: 0,
      maxThreads: limits.threads,
      idleTimeout: IDLE_MS,
      // The work is CPU: one task a thread at a time.
      concurrentTasksPerWorker: 1,
    });
  }

  async run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<Awaited<TaskOutput<K>>> {
    if (this.#pool.queueSize >= this.limits.queue) throw new Busy(this.limits.retryAfterSeconds);
    const signal = AbortSignal.timeout(this.limits.taskMs);
    try {
      const message: TaskMessage<K> = { name, input };
      // The worker returns exactly what TASKS[name] returns (worker.ts).
      return (await this.#pool.run(message, { signal })) as Awaited<TaskOutput<K>>;
    } catch (error) {
      if (!signal.aborted) throw error;
      this.#timedOut += 1;
      this.onTimeout(name);
      throw new Busy(this.limits.retryAfterSeconds);
    }
  }

  /** Tasks running and waiting, and how many passed their time limit, for readiness and tests. */
  get load(): { threads: number; waiting: number; timedOut: number } {
    return { threads: this.#pool.threads.length, waiting: this.#pool.queueSize, timedOut: this.#timedOut };
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
