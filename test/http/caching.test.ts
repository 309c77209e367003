/**
 * Caching of api-v1 §8: ETags derived from the content (not the bytes, which carry
 * generated_at), If-None-Match with the weak comparison answered with 304 before the body
 * is built, lifetimes per kind of answer, and errors never cached.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadStore } from '../../src/datasets/store.js';
import { readConfig } from '../../src/http/config.js';
import type { RouteSpec } from '../../src/http/route-spec.js';
import { datasetRoutes } from '../../src/http/routes/datasets.js';
import { toolRoutes } from '../../src/http/routes/tools.js';
import { TOOLS } from '../../src/tools/registry.js';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { testApp } from '../helpers/app.js';

let tick = 0;
const movingClock = () => new Date(Date.UTC(2026, 10, 22, 1, 0, tick++));

describe('ETag', () => {
  it('is the same across calls although generated_at differs', async () => {
    const app = await testApp({ clock: movingClock, routes: fixtureRoutes() });
    for (const url of ['/v1/', '/v1/fixture/rows?offset=10&limit=20', '/v1/openapi.json']) {
      const a = await app.inject(url);
      const b = await app.inject(url);
      assert.equal(a.statusCode, 200);
      assert.notEqual(a.body, b.body, 'the bytes differ (generated_at)');
      assert.ok(a.headers.etag, url);
      assert.equal(a.headers.etag, b.headers.etag, url);
      assert.match(String(a.headers.etag), /^W\/"[^"]+"$/);
    }
    await app.close();
  });

  it('differs by language, by query and by content version', async () => {
    let version = 'v1';
    const app = await testApp({ routes: fixtureRoutes({ version: () => version }) });
    const tag = async (url: string) => String((await app.inject(url)).headers.etag);
    const base = await tag('/v1/fixture/rows');
    assert.notEqual(base, await tag('/v1/fixture/rows?lang=en'));
    assert.notEqual(base, await tag('/v1/fixture/rows?limit=10'));
    assert.equal(base, await tag('/v1/fixture/rows?limit=1000&offset=0'), 'defaults spelled out are the same content');
    version = 'v2';
    assert.notEqual(base, await tag('/v1/fixture/rows'));
    await app.close();
  });
});

describe('If-None-Match', () => {
  it('gives 304 with no body for the exact, weak, strong-form, listed and * tags', async () => {
    const app = await testApp({ routes: fixtureRoutes() });
    const etag = String((await app.inject('/v1/fixture/rows')).headers.etag);
    const opaque = etag.slice(2);
    for (const header of [etag, opaque, `"other", ${etag}`, `W/"x",${opaque}`, '*']) {
      const response = await app.inject({ url: '/v1/fixture/rows', headers: { 'if-none-match': header } });
      assert.equal(response.statusCode, 304, header);
      assert.equal(response.body, '');
      assert.equal(response.headers.etag, etag);
      assert.equal(response.headers['cache-control'], 'public, max-age=60');
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.ok(response.headers['ratelimit-remaining']);
    }
    const changed = await app.inject({ url: '/v1/fixture/rows', headers: { 'if-none-match': 'W/"stale"' } });
    assert.equal(changed.statusCode, 200);
    await app.close();
  });

  it('is answered before the body is built', async () => {
    let built = 0;
    const counted: RouteSpec = {
      operationId: 'fixtureCounted',
      method: 'GET',
      path: '/v1/fixture/counted',
      summary: 'Test fixture: counts how often its body is built',
      tag: 'meta',
      cachePolicy: () => ({ lifetime: 'list', parts: ['same'] }),
      responses: { 200: { description: 'An empty object.', schema: { type: 'object' } } },
      handle: () => {
        built += 1;
        return { body: {} };
      },
    };
    const app = await testApp({ routes: [counted] });
    const etag = String((await app.inject('/v1/fixture/counted')).headers.etag);
    await app.inject({ url: '/v1/fixture/counted', headers: { 'if-none-match': etag } });
    assert.equal(built, 1);
    await app.close();
  });

  it('never turns a refusal into a 304', async () => {
    const app = await testApp({ routes: fixtureRoutes() });
    const response = await app.inject({ url: '/v1/fixture/rows?limit=0', headers: { 'if-none-match': '*' } });
    assert.equal(response.statusCode, 400);
    await app.close();
  });
});

describe('Cache-Control', () => {
  it('gives each kind of answer its lifetime and never caches errors or calculations', async () => {
    const app = await testApp({ routes: fixtureRoutes() });
    assert.equal((await app.inject('/v1/')).headers['cache-control'], 'public, max-age=300');
    assert.equal((await app.inject('/v1/openapi-3.0.json')).headers['cache-control'], 'public, max-age=300');
    assert.equal((await app.inject('/v1/fixture/rows')).headers['cache-control'], 'public, max-age=60');
    const post = await app.inject({ method: 'POST', url: '/v1/fixture/echo', payload: { a: '1' } });
    assert.equal(post.statusCode, 200);
    assert.equal(post.headers['cache-control'], 'no-store');
    assert.equal(post.headers.etag, undefined);
    for (const url of ['/v1/missing', '/v1/fixture/rows?limit=x', '/v1/fixture/boom', '/healthz']) {
      const response = await app.inject(url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
      assert.equal(response.headers.etag, undefined, url);
    }
    await app.close();
  });
});

describe('ETag across Beijing midnight (issue 15)', () => {
  let now = new Date('2026-11-24T15:59:00Z');
  const clock = () => now;
  const source = (body: string) =>
    String(JSON.parse(body).provenance?.source_line ?? JSON.parse(body)['x-provenance']?.source_line);

  it("changes with the day where the source line carries today, so a 304 never confirms yesterday's body", async () => {
    const store = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
    const app = await testApp({
      clock,
      routes: [...toolRoutes(TOOLS, store, 'https://site.test'), ...fixtureRoutes()],
    });
    for (const url of ['/v1/tools', '/v1/tools/cbm', '/v1/']) {
      now = new Date('2026-11-24T15:59:00Z');
      const before = await app.inject(url);
      assert.match(source(before.body), /2026-11-24/, url);
      now = new Date('2026-11-24T16:01:00Z');
      const after = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      assert.equal(after.statusCode, 200, `${url}: a new day, a new body`);
      assert.match(source(after.body), /2026-11-25/, url);
      assert.notEqual(after.headers.etag, before.headers.etag, url);
      const again = await app.inject({ url, headers: { 'if-none-match': String(after.headers.etag) } });
      assert.equal(again.statusCode, 304, `${url}: the same day, the same tag`);
    }
    await app.close();
  });

  it('stays the same where the answer names a dataset version, whose day the source line carries', async () => {
    const store = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
    const app = await testApp({ clock, routes: datasetRoutes(store) });
    for (const url of ['/v1/datasets', '/v1/datasets/containers', '/v1/datasets/containers/current']) {
      now = new Date('2026-11-24T15:59:00Z');
      const before = await app.inject(url);
      now = new Date('2026-11-24T16:01:00Z');
      const after = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
      assert.equal(after.statusCode, 304, url);
    }
    await app.close();
  });
});
