/**
 * Where GET /metrics is served (docs/operations.md, Metrics): on its own listener, loopback by
 * default; on the public port only with METRICS_TOKEN as a Bearer token; never with CORS headers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ConfigError, readConfig } from '../../src/http/config.js';
import { testApp } from '../helpers/app.js';

const TOKEN = 'a-scrape-token-0123456789';

function assertNoCors(response: Response): void {
  for (const name of response.headers.keys()) assert.ok(!name.startsWith('access-control-'), `${name} on /metrics`);
}

describe('the metrics configuration', () => {
  it('is a listener of their own on loopback port 9464 by default, none with METRICS_PORT=off, no token', () => {
    assert.deepEqual(readConfig({}).metrics, { host: '127.0.0.1', port: 9464, token: null });
    assert.equal(readConfig({ METRICS_PORT: 'off' }).metrics.port, null);
    assert.deepEqual(readConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: TOKEN }).metrics, {
      host: '10.0.0.5',
      port: 9100,
      token: TOKEN,
    });
  });

  it('refuses the public port, a short token and one with spaces', () => {
    assert.throws(() => readConfig({ PORT: '8080', METRICS_PORT: '8080' }), ConfigError);
    assert.throws(() => readConfig({ METRICS_PORT: 'on' }), ConfigError);
    assert.throws(() => readConfig({ METRICS_TOKEN: 'short' }), ConfigError);
    assert.throws(() => readConfig({ METRICS_TOKEN: 'a token with some spaces' }), ConfigError);
  });
});

describe('GET /metrics on the public port', () => {
  it('does not exist without METRICS_TOKEN (404 as any unknown path)', async () => {
    const app = await testApp();
    try {
      const response = await app.inject('/metrics');
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().issues[0].code, 'api.not_found');
    } finally {
      await app.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let app: FastifyInstance;
    let address: string;
    before(async () => {
      app = await testApp({ env: { METRICS_TOKEN: TOKEN } });
      address = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(() => app.close());

    it('is 404 without the token or with another', async () => {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const response = await fetch(`${address}/metrics`, authorization ? { headers: { authorization } } : {});
        assert.equal(response.status, 404, String(authorization));
        assert.equal(((await response.json()) as { issues: Array<{ code: string }> }).issues[0]?.code, 'api.not_found');
      }
    });

    it('answers the Bearer token with the metrics, no-store, without CORS headers', async () => {
      const response = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.status, 200);
      assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assertNoCors(response);
      assert.match(await response.text(), /http_requests_total\{route="\/metrics",method="GET",status="404"\} 4\n/);
    });
  });
});

describe('the metrics’ own listener', () => {
  let app: FastifyInstance;
  let server: Server;
  let address: string;
  before(async () => {
    app = await testApp();
    server = await app.metrics.listen('127.0.0.1', 0);
    address = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(async () => {
    server.close();
    await app.close();
  });

  it('serves GET /metrics, no-store, without CORS headers, counting the public port’s requests', async () => {
    await app.inject('/v1/');
    const response = await fetch(`${address}/metrics`);
    assert.equal(response.status, 200);
    assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assertNoCors(response);
    const text = await response.text();
    assert.match(text, /http_requests_total\{route="\/v1",method="GET",status="200"\} 1\n/);
    assert.match(text, /process_resident_memory_bytes \d+/);
  });

  it('serves nothing else', async () => {
    assert.equal((await fetch(`${address}/v1/`)).status, 404);
    assert.equal((await fetch(`${address}/metrics`, { method: 'POST' })).status, 405);
  });
});
