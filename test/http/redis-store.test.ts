/**
 * The Redis bucket store against a real redis-server: two app instances (as behind one load
 * balancer) share one limit per sender, the decision is atomic under concurrency, and with
 * Redis unreachable requests are decided by local buckets instead of failing.
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

function redisStore(url: string, log: string[] = []): RedisBucketStore {
  const policy = policyOf(SETTINGS);
  return new RedisBucketStore(policy, {
    url,
    keyPrefix: `test:${Math.random().toString(36).slice(2)}:`,
    fallback: new MemoryBucketStore(policy, { maxSenders: 1000 }),
    log: (message) => log.push(message),
    connectTimeoutMs: 300,
  });
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
    const make = () =>
      new RedisBucketStore(policyOf(SETTINGS), {
        url: redis.url,
        keyPrefix: prefix,
        fallback: new MemoryBucketStore(policyOf(SETTINGS), { maxSenders: 10 }),
        log: () => {},
      });
    first = await testApp({ buckets: make(), routes: fixtureRoutes() });
    second = await testApp({ buckets: make(), routes: fixtureRoutes() });
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
      assert.equal(refused.headers['retry-after'], '1');
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
      Array.from({ length: 150 }, (_, i) => (i % 2 ? first : second).inject({ url: '/v1/', remoteAddress: '2001:db8:9::1' })),
    );
    const passed = responses.filter((r) => r.statusCode === 200).length;
    assert.equal(passed, 60);
    assert.equal(responses.filter((r) => r.statusCode === 429).length, 90);
  });

  it('falls back to local buckets, says so in the log, and returns to Redis when it answers', async () => {
    const port = await freePort();
    const log: string[] = [];
    const store = redisStore(`redis://127.0.0.1:${port}`, log);
    const app = await testApp({ buckets: store });
    const response = await app.inject({ url: '/v1/', remoteAddress: '192.0.2.60' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['ratelimit-remaining'], '59');
    assert.ok(log.some((line) => line.includes('Redis unreachable')), log.join('\n'));
    for (let i = 0; i < 59; i += 1) await app.inject({ url: '/v1/', remoteAddress: '192.0.2.60' });
    assert.equal((await app.inject({ url: '/v1/', remoteAddress: '192.0.2.60' })).statusCode, 429, 'still limited locally');

    const late = await startRedis(port);
    try {
      await waitUntil(async () => {
        await app.inject({ url: '/v1/', remoteAddress: '192.0.2.61' });
        return log.some((line) => line.includes('answers again'));
      }, 8000);
    } finally {
      await app.close();
      await late.stop();
    }
  });
});
