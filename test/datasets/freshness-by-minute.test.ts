import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freshnessByMinute, freshnessOf } from '../../src/datasets/freshness.js';
import { type JobState, Scheduler } from '../../src/datasets/scheduler.js';
import type { DatasetStore } from '../../src/datasets/store.js';

const EMPTY: DatasetStore = { versions: new Map(), refused: [], dataDirProblem: null };
const JOB: JobState = { last_attempt: null, last_success: null, last_error: null, next_run: null, last_written: [] };

test('freshness is worked out again at the next minute or when the fetch state changes, not within a minute', () => {
  let fetch: JobState | null = JOB;
  const freshness = freshnessByMinute(EMPTY, () => fetch);
  // 10:59:00 and 10:59:59 Beijing time (02:59 UTC), a Tuesday: the day's parity is due from 11:00.
  const first = freshness('central-parity', new Date('2026-09-01T02:59:00Z'));
  assert.equal(freshness('central-parity', new Date('2026-09-01T02:59:59.999Z')), first);
  const due = freshness('central-parity', new Date('2026-09-01T03:00:00Z'));
  assert.notEqual(due, first);
  assert.deepEqual(due, freshnessOf(EMPTY, 'central-parity', new Date('2026-09-01T03:00:00Z'), JOB));
  assert.equal(first.last_expected, '2026-08-31');
  assert.equal(due.last_expected, '2026-09-01');
  fetch = { ...JOB, last_attempt: '2026-09-01T03:00:10.000Z' };
  const fetched = freshness('central-parity', new Date('2026-09-01T03:00:30Z'));
  assert.notEqual(fetched, due);
  assert.equal(fetched.fetch?.last_attempt, '2026-09-01T03:00:10.000Z');
});

test("the scheduler's state is the same object until a run changes it", async () => {
  const now = new Date('2026-09-01T03:00:00Z');
  const quiet = { info() {}, warn() {} };
  const scheduler = new Scheduler(
    [
      {
        dataset: 'ports',
        run: async () => ({ written: [], complete: true }),
        nextRun: (at) => new Date(at.getTime() + 86_400_000),
      },
    ],
    { clock: () => now, onWritten: () => {}, log: quiet },
  );
  const before = scheduler.state();
  assert.equal(scheduler.state(), before);
  await scheduler.runNow('ports');
  const after = scheduler.state();
  assert.notEqual(after, before);
  assert.equal(after.ports?.last_success, now.toISOString());
  assert.equal(before.ports?.last_success, null);
  assert.equal(scheduler.state(), after);
});
