/**
 * Load plans asked of the work pool (src/work/pool.ts), off the event loop: a plan takes up to its
 * budget of steps, about 1.5 s of CPU (packing/budget.ts). Bounded like the edition comparisons:
 * as many at once as the pool has threads, four more waiting, and any beyond refused at once with
 * Busy (503 api.busy with Retry-After), so that one sender's burst of plans cannot hold every
 * worker for long (docs/operations.md, Limits and abuse).
 */
import { availableParallelism } from 'node:os';
import { WorkGate, type WorkGateLimits } from '../../core/work-gate.js';
import type { Work } from '../../work/tasks.js';
import type { LoadRequest, LoadResult } from './packing/plan-load.js';

/** One plan a worker thread (the pool's threads: one fewer than the cores, at least one), four waiting. */
const PLAN_LIMITS: WorkGateLimits = {
  running: Math.max(1, availableParallelism() - 1),
  waiting: 4,
  retryAfterSeconds: 1,
};

const GATE = new WorkGate(PLAN_LIMITS);

export function plannedBy(work: Work, request: LoadRequest): Promise<LoadResult> {
  return GATE.run(() => work.run('planLoad', request));
}
