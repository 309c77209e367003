import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Busy, WorkGate } from '../../src/core/work-gate.js';

/** A job that runs until its `finish` is called. */
function heldJob() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish: () => finish() };
}

describe('the work gate', () => {
  it('runs at most `running` jobs, queues `waiting` more in order, and refuses the rest with Busy', async () => {
    const gate = new WorkGate({ running: 1, waiting: 2, retryAfterSeconds: 3 });
    const jobs = [heldJob(), heldJob(), heldJob()];
    const order: number[] = [];
    const runs = jobs.map((job, n) => gate.run(async () => (order.push(n), job.work())));
    assert.deepEqual(gate.load, { running: 1, waiting: 2 });
    await assert.rejects(
      gate.run(async () => {}),
      (error: unknown) => error instanceof Busy && error.retryAfterSeconds === 3,
    );
    for (const job of jobs) {
      job.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(runs);
    assert.deepEqual(order, [0, 1, 2]);
    assert.deepEqual(gate.load, { running: 0, waiting: 0 });
  });

  it('hands the slot on when a job fails', async () => {
    const gate = new WorkGate({ running: 1, waiting: 1, retryAfterSeconds: 1 });
    const failing = gate.run(async () => {
      throw new Error('no');
    });
    const next = gate.run(async () => 'ran');
    await assert.rejects(failing, /no/);
    assert.equal(await next, 'ran');
    assert.deepEqual(gate.load, { running: 0, waiting: 0 });
  });
});
