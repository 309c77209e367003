/**
 * The per-sender token bucket of api-v1 §8 as a caller meets it: burst 60, 60 per minute,
 * senders by IP (IPv6 by /56, IPv6 spellings of IPv4 as IPv4), X-Forwarded-For only behind a trusted
 * proxy, pages priced by the rows they ask for, and the headers on every answer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { assertErrorAnswer, testApp } from '../helpers/app.js';

function get(app: FastifyInstance, url: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress, headers });
}

async function spend(app: FastifyInstance, times: number, remoteAddress: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < times; i += 1) {
    const response = await get(app, '/v1/', remoteAddress, headers);
    assert.equal(response.statusCode, 200, `request ${i + 1}`);
  }
}

function remaining(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['ratelimit-remaining']);
}

describe('the bucket', () => {
  it('lets a burst of 60 through and answers the 61st with 429, api.rate_limited and Retry-After', async () => {
    let now = 1_000_000;
    const app = await testApp({ now: () => now });
    await spend(app, 60, '192.0.2.1');
    const refused = await get(app, '/v1/', '192.0.2.1');
    const body = assertErrorAnswer(refused, 429, 'api.rate_limited', '');
    assert.equal(refused.headers['retry-after'], '1');
    assert.deepEqual((body.issues as Array<{ values: unknown }>)[0]?.values, { retryAfter: 1 });
    assert.equal(refused.headers['ratelimit-limit'], '60');
    assert.equal(refused.headers['ratelimit-remaining'], '0');
    assert.equal(refused.headers['ratelimit-reset'], '60');
    assert.equal(refused.headers['access-control-allow-origin'], '*');

    now += 1000; // one token back after a second (60 per minute)
    const again = await get(app, '/v1/', '192.0.2.1');
    assert.equal(again.statusCode, 200);
    assert.equal(remaining(again), 0);
    await app.close();
  });

  it('carries RateLimit headers on every answer, Reset in whole seconds until full', async () => {
    const now = 5_000_000;
    const app = await testApp({ now: () => now, routes: fixtureRoutes() });
    const first = await get(app, '/v1/', '192.0.2.2');
    assert.deepEqual(
      [first.headers['ratelimit-limit'], first.headers['ratelimit-remaining'], first.headers['ratelimit-reset']],
      ['60', '59', '1'],
    );
    await get(app, '/v1/nowhere', '192.0.2.2');
    const third = await get(app, '/v1/fixture/boom', '192.0.2.2');
    assert.equal(third.statusCode, 500);
    assert.deepEqual([third.headers['ratelimit-remaining'], third.headers['ratelimit-reset']], ['57', '3']);
    assert.equal(third.headers['ratelimit-policy'], '60;w=60');
    await app.close();
  });

  it('keeps two senders apart', async () => {
    const app = await testApp({ now: () => 0 });
    await spend(app, 60, '192.0.2.10');
    assert.equal((await get(app, '/v1/', '192.0.2.10')).statusCode, 429);
    const other = await get(app, '/v1/', '192.0.2.11');
    assert.equal(other.statusCode, 200);
    assert.equal(remaining(other), 59);
    await app.close();
  });

  it('counts an IPv4-mapped IPv6 address and its IPv4 form as one sender', async () => {
    const app = await testApp({ now: () => 0 });
    await spend(app, 30, '203.0.113.5');
    await spend(app, 30, '::ffff:203.0.113.5');
    assert.equal((await get(app, '/v1/', '203.0.113.5')).statusCode, 429);
    assert.equal((await get(app, '/v1/', '::ffff:cb00:7105')).statusCode, 429);
    await app.close();
  });

  it('counts the IPv6 addresses of one /56 as one sender, and another /56 apart (issue 28)', async () => {
    const app = await testApp({ now: () => 0 });
    // Ten /64s of one customer's /56 share 60 requests, as one /64 did.
    for (let subnet = 0; subnet < 10; subnet += 1) await spend(app, 6, `2001:db8:aa:${subnet}::1`);
    assert.equal((await get(app, '/v1/', '2001:db8:aa:ff:ffff:ffff:ffff:fffe')).statusCode, 429);
    assert.equal((await get(app, '/v1/', '2001:db8:aa:100::1')).statusCode, 200);
    await app.close();
  });

  it('counts NAT64, 6to4, Teredo and IPv4-compatible spellings of an IPv4 address as that sender (issue 28)', async () => {
    const app = await testApp({ now: () => 0 });
    for (const spelling of ['192.0.2.33', '64:ff9b::192.0.2.33', '2002:c000:221::1', '::192.0.2.33'])
      await spend(app, 15, spelling);
    assert.equal((await get(app, '/v1/', '2001:0:4136:e378:8000:63bf:3fff:fdde')).statusCode, 429);
    await app.close();
  });

  it('charges nothing for a request refused from its headers, so its sender is not kept (issue 28)', async () => {
    const app = await testApp({ now: () => 0, routes: fixtureRoutes() });
    for (let i = 0; i < 100; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/fixture/echo',
        remoteAddress: '198.51.100.40',
        headers: { 'content-type': 'application/json', 'content-length': '300000' },
        payload: '',
      });
      assertErrorAnswer(response, 413, 'api.body_too_large');
      assert.equal(response.headers.connection, 'close');
      assert.equal(remaining(response), 60);
    }
    const withBody = await app.inject({
      method: 'GET',
      url: '/v1/',
      remoteAddress: '198.51.100.40',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    assertErrorAnswer(withBody, 400, 'api.body_not_expected');
    assert.equal(remaining(withBody), 60);
    await app.close();
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const app = await testApp({ now: () => 0 });
    for (let i = 0; i < 60; i += 1) {
      assert.equal((await get(app, '/v1/', '192.0.2.20', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode, 200);
    }
    assert.equal((await get(app, '/v1/', '192.0.2.20', { 'x-forwarded-for': '198.51.100.200' })).statusCode, 429);
    await app.close();
  });

  it('reads X-Forwarded-For behind a trusted proxy', async () => {
    const app = await testApp({ now: () => 0, env: { TRUST_PROXY: '10.0.0.1' } });
    await spend(app, 60, '10.0.0.1', { 'x-forwarded-for': '198.51.100.1' });
    assert.equal((await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).statusCode, 429);
    assert.equal((await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': '198.51.100.2' })).statusCode, 200);
    // A sender that is not the trusted proxy cannot pick its address.
    await spend(app, 60, '192.0.2.99', { 'x-forwarded-for': '198.51.100.3' });
    assert.equal((await get(app, '/v1/', '192.0.2.99', { 'x-forwarded-for': '198.51.100.4' })).statusCode, 429);
    await app.close();
  });
});

describe('one key per real sender behind proxies', () => {
  it('reads a forwarded address however the proxy writes it: a port, brackets, leading zeros', async () => {
    const app = await testApp({ now: () => 0, env: { TRUST_PROXY: '10.0.0.0/8' } });
    const spellings = [
      '203.0.113.9',
      '203.0.113.9:5678',
      '203.000.113.009',
      '[::ffff:203.0.113.9]:443',
      ' 203.0.113.9 ',
    ];
    for (let i = 0; i < 60; i += 1) {
      const response = await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': spellings[i % spellings.length] ?? '' });
      assert.equal(response.statusCode, 200, `request ${i + 1}`);
    }
    for (const spelling of spellings) {
      assert.equal((await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': spelling })).statusCode, 429, spelling);
    }
    const v6 = ['2001:db8::1', '[2001:db8::1]', '[2001:DB8:0:0::2]:8080', '2001:db8::3%eth0'];
    for (let i = 0; i < 60; i += 1) await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': v6[i % v6.length] ?? '' });
    for (const spelling of v6)
      assert.equal((await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': spelling })).statusCode, 429, spelling);
    await app.close();
  });

  it('a forwarded value that is no address is not a sender: the proxy that sent it is', async () => {
    const app = await testApp({ now: () => 0, env: { TRUST_PROXY: '10.0.0.1' } });
    const junk = ['unknown', 'x'.repeat(8000), '', '999.1.1.1', '1.2.3.4:99999999', 'for=1.2.3.4'];
    for (let i = 0; i < 60; i += 1)
      await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': `${i}-${junk[i % junk.length]}` });
    assert.equal((await get(app, '/v1/', '10.0.0.1')).statusCode, 429, 'all of them spent the proxy’s own bucket');
    assert.equal((await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': '198.51.100.8' })).statusCode, 200);
    await app.close();
  });

  it('walks a chain through trusted proxies only: the first untrusted hop is the sender', async () => {
    const app = await testApp({ now: () => 0, env: { TRUST_PROXY: '10.0.0.1, 10.0.0.2' } });
    // client 198.51.100.9 → (spoofed entry ignored) → proxy 10.0.0.2 → proxy 10.0.0.1 → us
    await spend(app, 60, '10.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.9, 10.0.0.2' });
    assert.equal(
      (await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': '9.9.9.9, 198.51.100.9, 10.0.0.2' })).statusCode,
      429,
    );
    assert.equal(
      (await get(app, '/v1/', '10.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.10, 10.0.0.2' })).statusCode,
      200,
    );
    await app.close();
  });

  it('refuses to start on a TRUST_PROXY entry that is neither an address nor a CIDR', async () => {
    await assert.rejects(
      testApp({ env: { TRUST_PROXY: '10.0.0.1, proxy.internal' } }),
      /TRUST_PROXY: "proxy\.internal"/,
    );
    await assert.rejects(testApp({ env: { TRUST_PROXY: '10.0.0.0/33' } }), /neither an IP address nor a CIDR/);
  });
});

describe('what a request costs', () => {
  it('charges a page one token per 1000 rows it asks for: 5000 rows cost 5', async () => {
    const app = await testApp({ now: () => 0, routes: fixtureRoutes() });
    const cases: Array<[string, number]> = [
      ['/v1/fixture/rows?limit=5000', 5],
      ['/v1/fixture/rows', 1],
      ['/v1/fixture/rows?limit=1000', 1],
      ['/v1/fixture/rows?limit=1001', 2],
      ['/v1/fixture/rows?limit=1', 1],
    ];
    let left = 60;
    for (const [url, cost] of cases) {
      const response = await get(app, url, '192.0.2.30');
      assert.equal(response.statusCode, 200, url);
      left -= cost;
      assert.equal(remaining(response), left, url);
    }
    await app.close();
  });

  it('refuses a page whose cost is more than the tokens left, and says how long to wait', async () => {
    const app = await testApp({ now: () => 0, routes: fixtureRoutes() });
    await spend(app, 57, '192.0.2.31');
    const refused = await get(app, '/v1/fixture/rows?limit=5000', '192.0.2.31');
    assertErrorAnswer(refused, 429, 'api.rate_limited');
    assert.equal(refused.headers['retry-after'], '2');
    assert.equal((await get(app, '/v1/fixture/rows?limit=3000', '192.0.2.31')).statusCode, 200);
    await app.close();
  });

  it('counts a 304', async () => {
    const app = await testApp({ now: () => 0 });
    const first = await get(app, '/v1/', '192.0.2.40');
    const etag = String(first.headers.etag);
    const notModified = await get(app, '/v1/', '192.0.2.40', { 'if-none-match': etag });
    assert.equal(notModified.statusCode, 304);
    assert.equal(remaining(notModified), 58);
    assert.ok(notModified.headers['ratelimit-reset']);
    await app.close();
  });
});
