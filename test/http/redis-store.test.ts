/**
 * The Redis bucket store against a real redis-server: two app instances (as behind one load
 * balancer) share one limit per sender, the decision is atomic under concurrency, and with
 * Redis unreachable or frozen requests are decided by local buckets at once instead of failing
 * or waiting (the circuit breaker), and shared again once Redis answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { policyOf } from '../../src/core/token-bucket/create-store.js';
import { MemoryBucketStore } from '../../src/core/token-bucket/memory-store.js';
import { RedisBucketStore } from '../../src/core/token-bucket/redis-store.js';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { testApp } from '../helpers/app.js';
import { type RunningRedis, freePort, redisServerMissing, startRedis } from '../helpers/redis-server.js';

const SETTINGS = { burst: 60, perMinute: 60, maxSenders: 1000 };

interface StoreOptions {
  log?: string[];
  keyPrefix?: string;
  commandTimeoutMs?: number;
  perMinute?: number;
}

function redisStore(url: string, options: StoreOptions = {}): RedisBucketStore {
  const policy = policyOf({ ...SETTINGS, perMinute: options.perMinute ?? SETTINGS.perMinute });
  const log = options.log ?? [];
  return new RedisBucketStore(policy, {
    url,
    keyPrefix: options.keyPrefix ?? `test:${Math.random().toString(36).slice(2)}:`,
    fallback: new MemoryBucketStore(policy, { maxSenders: 1000 }),
    log: (message) => log.push(message),
    commandTimeoutMs: options.commandTimeoutMs,
  });
}

async function connected(...stores: RedisBucketStore[]): Promise<void> {
  await waitUntil(async () => stores.every((store) => store.state() === 'redis'));
}

async function waitUntil(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached in time');
}

const skip = redisServerMissing();

describe('Redis bucket store', { skip }, () => {
  let redis: RunningRedis;
  let first: FastifyInstance;
  let second: FastifyInstance;

  before(async () => {
    redis = await startRedis();
    // Both instances share one key prefix, as two deployments of the service would.
    const prefix = `shared:${Date.now()}:`;
    // Commands given seconds, not the service's 250 ms: on a loaded machine a slow answer would
    // send a store to its local fallback, and the instances would no longer share one bucket.
    // A token a minute: on a loaded machine 60 requests can take seconds, and a bucket refilled a
    // token a second would count one more than the test does.
    const shared = { keyPrefix: prefix, commandTimeoutMs: 5_000, perMinute: 1 };
    const stores = [redisStore(redis.url, shared), redisStore(redis.url, shared)];
    // The concurrency test is about the bucket alone: no cap on one sender's requests in flight.
    const env = { RATE_LIMIT_IN_FLIGHT: '1000' };
    first = await testApp({ buckets: stores[0], routes: fixtureRoutes(), env });
    second = await testApp({ buckets: stores[1], routes: fixtureRoutes(), env });
    // Start-up does not wait for Redis; these tests are about the shared buckets.
    await connected(...stores);
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  it('shares one limit per sender across two instances', async () => {
    for (let i = 0; i < 60; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const response = await app.inject({ url: '/v1/', remoteAddress: '192.0.2.50' });
      assert.equal(response.statusCode, 200, `request ${i + 1}`);
      assert.equal(response.headers['ratelimit-remaining'], String(59 - i));
    }
    for (const app of [first, second]) {
      const refused = await app.inject({ url: '/v1/', remoteAddress: '192.0.2.50' });
      assert.equal(refused.statusCode, 429);
      // The next token, a minute after the first was spent.
      assert.ok(Number(refused.headers['retry-after']) > 50, String(refused.headers['retry-after']));
    }
    const other = await second.inject({ url: '/v1/', remoteAddress: '192.0.2.51' });
    assert.equal(other.statusCode, 200);
  });

  it('prices pages the same way (5000 rows cost 5)', async () => {
    const response = await first.inject({ url: '/v1/fixture/rows?limit=5000', remoteAddress: '192.0.2.52' });
    assert.equal(response.headers['ratelimit-remaining'], '55');
    const look = await second.inject({ url: '/v1/fixture/rows?limit=2000', remoteAddress: '192.0.2.52' });
    assert.equal(look.headers['ratelimit-remaining'], '53');
  });

  it('decides atomically: of 150 concurrent requests of one sender exactly 60 pass', async () => {
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        (i % 2 ? first : second).inject({ url: '/v1/', remoteAddress: '2001:db8:9::1' }),
      ),
    );
    const passed = responses.filter((r) => r.statusCode === 200).length;
    assert.equal(passed, 60);
    assert.equal(responses.filter((r) => r.statusCode === 429).length, 90);
  });

  it('falls back to local buckets, says so in the log, and returns to Redis when it answers', async () => {
    const port = await freePort();
    const log: string[] = [];
    const store = redisStore(`redis://127.0.0.1:${port}`, { log });
    const app = await testApp({ buckets: store });
    let late: RunningRedis | undefined;
    try {
      const response = await app.inject({ url: '/v1/', remoteAddress: '192.0.2.60' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['ratelimit-remaining'], '59');
      // The refused connection is reported by the client in the background, not by a request.
      await waitUntil(async () => log.some((line) => line.includes('Redis unreachable')), 2000);
      for (let i = 0; i < 59; i += 1) await app.inject({ url: '/v1/', remoteAddress: '192.0.2.60' });
      assert.equal(
        (await app.inject({ url: '/v1/', remoteAddress: '192.0.2.60' })).statusCode,
        429,
        'still limited locally',
      );

      late = await startRedis(port);
      await waitUntil(async () => {
        await app.inject({ url: '/v1/', remoteAddress: '192.0.2.61' });
        return log.some((line) => line.includes('answers again'));
      }, 8000);
      assert.equal(store.state(), 'redis');
      assert.equal(log.filter((line) => line.includes('Redis unreachable')).length, 1, log.join('\n'));
    } finally {
      await app.close();
      await late?.stop();
    }
  });

  it('starts at once when Redis is unreachable, and decides locally meanwhile', async () => {
    const store = redisStore(`redis://127.0.0.1:${await freePort()}`);
    try {
      const started = performance.now();
      await store.ready();
      const verdict = await store.take('192.0.2.70', 1);
      const elapsed = performance.now() - started;
      // The old start-up waited 2 s for the first connection; nothing may wait now.
      assert.ok(elapsed < 200, `ready() and the first take() took ${elapsed.toFixed(0)} ms`);
      assert.equal(verdict.allowed, true);
      assert.equal(verdict.remaining, 59);
      assert.equal(store.state(), 'local-fallback');
    } finally {
      await store.close();
    }
  });

  it('with Redis frozen, decides locally at once after the first timeout, and shares again once it answers', async () => {
    const frozen = await startRedis();
    const prefix = `frozen:${Date.now()}:`;
    const log: string[] = [];
    const commandTimeoutMs = 1000;
    const store = redisStore(frozen.url, { log, keyPrefix: prefix, commandTimeoutMs });
    const witness = redisStore(frozen.url, { keyPrefix: prefix });
    try {
      await connected(store, witness);
      assert.equal((await store.take('192.0.2.80', 1)).remaining, 59);

      frozen.pause();
      const first = await store.take('192.0.2.81', 1);
      assert.equal(first.allowed, true, 'the timed-out request is decided locally');
      assert.equal(store.state(), 'local-fallback');

      // A bound with a 5x margin, not a speed test: 20 requests in all take under a fifth of one timeout.
      const started = performance.now();
      for (let i = 0; i < 20; i += 1) assert.equal((await store.take('192.0.2.82', 1)).allowed, true);
      const elapsed = performance.now() - started;
      assert.ok(elapsed < commandTimeoutMs / 5, `20 takes with the circuit open took ${elapsed.toFixed(0)} ms`);
      assert.equal((await store.take('192.0.2.82', 1)).remaining, 39, 'the local bucket counted them');
      assert.equal(store.state(), 'local-fallback');

      frozen.resume();
      await waitUntil(async () => store.state() === 'redis', 5 * commandTimeoutMs);
      assert.equal((await store.take('192.0.2.83', 3)).remaining, 57);
      assert.equal((await witness.take('192.0.2.83', 1)).remaining, 56, 'the other instance sees the spend');

      assert.equal(log.filter((line) => line.includes('Redis unreachable')).length, 1, log.join('\n'));
      assert.equal(log.filter((line) => line.includes('answers again')).length, 1, log.join('\n'));
    } finally {
      frozen.resume();
      await store.close();
      await witness.close();
      await frozen.stop();
    }
  });
});
