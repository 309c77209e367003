/**
 * What the probes cost (docs/contract.md, Rate limit): /healthz and /readyz are free within a
 * small allowance per sender (10, and one more every half second); past it each pays a token,
 * so a prober asking every second never pays and one sender's flood is refused.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp } from '../helpers/app.js';

/** An app whose bucket holds 5 and earns one token a minute, on a clock the test moves. */
async function probedApp() {
  const time = { ms: Date.parse('2026-11-25T04:00:00Z') };
  const app = await testApp({
    env: { RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '1' },
    clock: () => new Date(time.ms),
    now: () => time.ms,
  });
  return { app, time };
}

describe('the probes’ cost', () => {
  it('is nothing for a prober asking /healthz and /readyz every second, for ten minutes', async () => {
    const { app, time } = await probedApp();
    try {
      for (let second = 0; second < 600; second += 1) {
        for (const url of ['/healthz', '/readyz']) {
          const response = await app.inject({ url, remoteAddress: '10.0.0.1' });
          assert.equal(response.statusCode, 200, `${url} at ${second} s`);
          assert.equal(response.headers['ratelimit-remaining'], '5', `${url} at ${second} s paid nothing`);
        }
        time.ms += 1000;
      }
    } finally {
      await app.close();
    }
  });

  it('is a token each past the allowance: one sender’s flood of /readyz is refused, another sender’s probe is not', async () => {
    const { app } = await probedApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1)
        statuses.push((await app.inject({ url: '/readyz', remoteAddress: '10.0.0.2' })).statusCode);
      // Ten free, then five paid from the bucket of five, then refused.
      assert.deepEqual(statuses, [...Array(15).fill(200), ...Array(15).fill(429)]);
      const refused = await app.inject({ url: '/readyz', remoteAddress: '10.0.0.2' });
      assert.equal(refused.json().issues[0].code, 'api.rate_limited');
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      const other = await app.inject({ url: '/readyz', remoteAddress: '10.0.0.3' });
      assert.equal(other.statusCode, 200);
      assert.equal(other.headers['ratelimit-remaining'], '5');
    } finally {
      await app.close();
    }
  });
});
