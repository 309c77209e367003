/**
 * The pool of worker threads (src/work/pool.ts): a task's answer is the one computed in process;
 * past the queue bound a task is refused at once with Busy; past its time limit its worker is
 * ended (piscina starts another for the next) and the caller told Busy. Each worker's heap is
 * bounded.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { Busy } from '../../src/core/work-gate.js';
import type { PackRequest } from '../../src/tools/container-load/packing/pack.js';
import { IN_PROCESS } from '../../src/work/in-process.js';
import { WORKER_RESOURCE_LIMITS, WORK_POOL_LIMITS, WorkPool } from '../../src/work/pool.js';

const FORTY_HQ = { length: 12_032, width: 2_352, height: 2_698 };
const request = (side: number): PackRequest => ({
  carton: { length: side, width: side - 7, height: side - 13 },
  space: FORTY_HQ,
  upright: false,
  fill: true,
});

describe('the work pool', () => {
  const pools: WorkPool[] = [];
  const pool = (limits = WORK_POOL_LIMITS, onTimeout?: () => void) => {
    const made = new WorkPool(limits, onTimeout);
    pools.push(made);
    return made;
  };
  after(() => Promise.all(pools.map((made) => made.close())));

  it('answers as the task computed in process does', async () => {
    const threads = pool();
    for (const side of [400, 517]) {
      assert.deepEqual(await threads.run('pack', request(side)), await IN_PROCESS.run('pack', request(side)));
    }
  });

  it('starts its workers with bounded heaps', async () => {
    const threads = pool();
    const before = threads.workerLimits;
    await threads.run('pack', request(420));
    const limits = threads.workerLimits;
    assert.equal(before, undefined, 'no worker before the first task');
    assert.equal(limits?.maxOldGenerationSizeMb, WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb);
    assert.equal(limits?.maxYoungGenerationSizeMb, WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb);
  });

  it('refuses at once with Busy past its queue, and answers the rest', async () => {
    const threads = pool({ ...WORK_POOL_LIMITS, threads: 1, queue: 2 });
    const settled = await Promise.allSettled(
      [300, 310, 320, 330, 340, 350].map((side) => threads.run('pack', request(side))),
    );
    const refused = settled.filter((s) => s.status === 'rejected');
    assert.ok(refused.length >= 3, `${refused.length} refused`);
    for (const s of refused) assert.ok(s.status === 'rejected' && s.reason instanceof Busy);
    assert.ok(settled.some((s) => s.status === 'fulfilled'));
  });

  it('ends a task past its time limit and says Busy', async () => {
    let timedOut = 0;
    // A worker takes longer than 1 ms to start, so the first task always passes the limit.
    const threads = pool({ ...WORK_POOL_LIMITS, threads: 1, taskMs: 1 }, () => (timedOut += 1));
    await assert.rejects(threads.run('pack', request(600)), Busy);
    assert.equal(timedOut, 1);
    assert.equal(threads.load.timedOut, 1);
  });
});
