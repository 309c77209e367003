/** The bucket arithmetic and the bounded memory store, on a fixed clock. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MemoryBucketStore } from '../../src/core/token-bucket/memory-store.js';
import { spend, verdictOf } from '../../src/core/token-bucket/policy.js';

const POLICY = { burst: 60, intervalMs: 1000 };

describe('bucket arithmetic', () => {
  it('allows a burst of 60 then refuses, and refills one token a second', () => {
    let fullAt: number | undefined;
    for (let i = 0; i < 60; i += 1) {
      const result = spend(fullAt, 0, 1, POLICY);
      assert.ok(result.allowed);
      fullAt = result.fullAtMs;
    }
    assert.equal(spend(fullAt, 0, 1, POLICY).allowed, false);
    assert.equal(spend(fullAt, 999, 1, POLICY).allowed, false);
    assert.equal(spend(fullAt, 1000, 1, POLICY).allowed, true);
  });

  it('never lets more through than burst plus what the elapsed time earned (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 5 })), { maxLength: 300 }),
        (steps) => {
          let now = 0;
          let fullAt: number | undefined;
          let spent = 0;
          for (const [wait, cost] of steps) {
            now += wait;
            const result = spend(fullAt, now, cost, POLICY);
            if (result.allowed) {
              spent += cost;
              fullAt = result.fullAtMs;
            }
            assert.ok(spent <= 60 + Math.floor(now / 1000));
            const verdict = verdictOf(result.allowed, result.fullAtMs - now, cost, POLICY);
            assert.ok(verdict.remaining >= 0 && verdict.remaining <= 60);
            assert.ok(Number.isInteger(verdict.resetSeconds) && verdict.resetSeconds <= 60);
            if (!verdict.allowed) assert.ok(verdict.retryAfterSeconds >= 1);
          }
        },
      ),
    );
  });
});

describe('memory store', () => {
  it('stays within its bound under a flood of senders: past it, new senders share one overflow bucket', async () => {
    const store = new MemoryBucketStore(POLICY, { maxSenders: 1000, now: () => 0 });
    for (let i = 0; i < 999; i += 1) assert.equal((await store.take(`sender-${i}`, 1)).allowed, true);
    const overflow = [];
    for (let i = 999; i < 5000; i += 1) overflow.push((await store.take(`sender-${i}`, 1)).allowed);
    assert.equal(store.size, 1000);
    assert.equal(overflow.filter(Boolean).length, 60, 'the 4,001 newcomers shared one bucket of 60');
  });

  it('never resets a sender’s bucket to make room, however many addresses another sender has', async () => {
    const store = new MemoryBucketStore(POLICY, { maxSenders: 10, now: () => 0 });
    for (let i = 0; i < 60; i += 1) await store.take('busy', 1);
    for (let i = 0; i < 10_000; i += 1) await store.take(`address-${i}`, 1);
    assert.equal((await store.take('busy', 1)).allowed, false);
  });

  it('forgets a sender once its bucket is full again', async () => {
    let now = 0;
    const store = new MemoryBucketStore(POLICY, { maxSenders: 1000, now: () => now });
    for (let i = 0; i < 100; i += 1) await store.take(`sender-${i}`, 1);
    await store.take('heavy', 30);
    assert.equal(store.size, 101);
    now = 1_000; // the one-token senders are full again, 'heavy' is not
    for (let i = 0; i < 60; i += 1) await store.take('late', 1);
    assert.equal(store.size, 2, 'heavy and late are left');
    now = 30_000;
    assert.equal((await store.take('heavy', 0)).remaining, 60);
    now = 61_000;
    for (let i = 0; i < 3; i += 1) await store.take('x', 0);
    assert.equal(store.size, 0);
  });

  it('does not spend on a look (cost 0)', async () => {
    const store = new MemoryBucketStore(POLICY, { maxSenders: 10, now: () => 0 });
    const look = await store.take('x', 0);
    assert.deepEqual([look.allowed, look.remaining, look.resetSeconds], [true, 60, 0]);
    assert.equal(store.size, 0);
  });
});
