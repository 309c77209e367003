/**
 * The pool of worker threads that runs heavy work (tasks.ts) off the event loop, so that the loop
 * answers lookups, pages and 304s while a worker packs. Bounded three ways: `threads` at once,
 * `queue` waiting (beyond it Busy at once: 503 api.busy with Retry-After), and `taskMs` a task
 * (past it the worker is ended and replaced, and the caller told Busy). The budgets in steps
 * (each task's own) keep a task far below `taskMs`; the time limit is the last guard, not the rule.
 * Threads start with the first task and end when idle (IDLE_MS); each is a V8 isolate of its own,
 * its heap bounded (WORKER_RESOURCE_LIMITS; docs/operations.md, Memory).
 */
import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
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

/**
 * A worker's heap, beside the main thread's. Young generation: 12 MB (semi-spaces of 4 MB, where
 * V8's default is 16 MB each, both resident once a packing has run): packing's garbage dies young,
 * and 420 packings cost the same CPU with it as without. Old generation: indexing an edition of the
 * refund library for a search by name (the real size, 40,000 periods: a 15 MB rows.json) fails at
 * 64 MB and passes at 72; 128 leaves it nearly as much again, and below 256 MB V8 grows a heap to
 * at most 1.3× what it held after a collection, where unbounded it may to 4× (an unbounded worker
 * reached 104 MB for that edition). Past it the worker ends (ERR_WORKER_OUT_OF_MEMORY) and its
 * task fails, as on any error.
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 12, maxOldGenerationSizeMb: 128 } as const;

/**
 * A worker ends after this long without a task, and gives back most of what it holds (after 200
 * packings a worker held 32 MB, 21 MB of which came back when it ended). Starting one again takes
 * 60–80 ms, off the event loop, paid by the first packing after a quiet spell; a carton packed
 * before is answered from the memo without a worker (tools/container-load/packed.ts).
 */
const IDLE_MS = 10_000;

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
      resourceLimits: WORKER_RESOURCE_LIMITS,
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

  /** The heap limits the running workers were started with (the first one's), for tests. */
  get workerLimits(): Readonly<ResourceLimits> | undefined {
    return this.#pool.threads[0]?.resourceLimits;
  }

  /** Tasks running and waiting, and how many passed their time limit, for readiness and tests. */
  get load(): { threads: number; waiting: number; timedOut: number } {
    return { threads: this.#pool.threads.length, waiting: this.#pool.queueSize, timedOut: this.#timedOut };
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
