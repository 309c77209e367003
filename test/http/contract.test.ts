/**
 * The rules every answer keeps (api-v1 §2.3, §5, §7, §8), checked from the outside with
 * fastify.inject on the real app: provenance, languages, the error shape, CORS, no cookie.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ReadinessReport } from '../../src/http/routes/meta.js';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { assertErrorAnswer, assertNoFractionalNumbers, assertProvenance, testApp } from '../helpers/app.js';

describe('provenance and languages', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ routes: fixtureRoutes(), clock: () => new Date('2026-11-21T17:30:00Z') });
  });
  after(() => app.close());

  it('is on a success, in Chinese by default', async () => {
    const response = await app.inject('/v1/');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assertProvenance(body, 'zh-CN');
    assertNoFractionalNumbers(body);
    assert.equal(body.provenance.site, 'https://site.test');
    assert.equal(body.provenance.generated_at, '2026-11-21T17:30:00.000Z');
    assert.deepEqual(body.provenance.datasets, []);
    assert.deepEqual(body.provenance.license, { status: 'draft', ours: 'license.ours.cc-by-4.0', underlying: [] });
    // No dataset used: the day the answer was made, on the Beijing calendar (01:30 on the 22nd).
    assert.match(body.provenance.source_line, /2026-11-22/);
  });

  it('follows lang in notice and source line, in all four languages, and changes nothing else', async () => {
    const bodies = new Map<string, Record<string, unknown>>();
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      const response = await app.inject(`/v1/?lang=${lang}`);
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assertProvenance(body, lang);
      bodies.set(lang, body);
    }
    const notices = new Set([...bodies.values()].map((b) => (b.provenance as { notice: string }).notice));
    assert.equal(notices.size, 4, 'a notice per language');
    assert.match((bodies.get('en')?.provenance as { notice: string }).notice, /not an official channel/);
    const withoutProvenance = [...bodies.values()].map(({ provenance: _p, ...rest }) => JSON.stringify(rest));
    assert.equal(new Set(withoutProvenance).size, 1, 'lang changes no figure');
  });

  it('reads lang case-insensitively as a language tag', async () => {
    const response = await app.inject('/v1/?lang=ZH-cn');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().provenance.language, 'zh-CN');
  });

  it('refuses an unsupported or repeated lang with 400', async () => {
    assertErrorAnswer(await app.inject('/v1/?lang=fr'), 400, 'param.lang_unsupported', 'lang');
    const repeated = await app.inject('/v1/?lang=en&lang=ja');
    assertErrorAnswer(repeated, 400, 'param.repeated', 'lang');
    // Said once: the contract reads lang, the route's parameters do not read it again.
    assert.equal(repeated.json().issues.length, 1);
  });

  it('is on a 404 of an unknown path, in the asked language, message still Chinese then English', async () => {
    const response = await app.inject('/v1/no-such-thing?lang=ja');
    const body = assertErrorAnswer(response, 404, 'api.not_found');
    assertProvenance(body, 'ja');
    const message = (body.issues as Array<{ message: string }>)[0]?.message ?? '';
    assert.ok(message.startsWith('没有这个地址'), message);
    assert.ok(message.endsWith('listed in /v1/openapi.json.'), message);
  });

  it('is on paths outside /v1 too', async () => {
    assertErrorAnswer(await app.inject('/no-such-page'), 404, 'api.not_found');
    const health = await app.inject('/healthz');
    assert.equal(health.statusCode, 200);
    assertProvenance(health.json());
  });
});

describe('errors', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ routes: fixtureRoutes() });
  });
  after(() => app.close());

  it('refuses unknown and repeated query parameters, several in one answer', async () => {
    const response = await app.inject('/v1/fixture/rows?limit=0&offset=1&offset=2&colour=red');
    const body = assertErrorAnswer(response, 400, 'param.unknown', 'colour');
    const codes = (body.issues as Array<{ path: string; code: string }>).map((i) => `${i.path}:${i.code}`).sort();
    assert.deepEqual(codes, ['colour:param.unknown', 'limit:param.integer_range', 'offset:param.repeated']);
    const range = (body.issues as Array<{ code: string; values: unknown }>).find(
      (i) => i.code === 'param.integer_range',
    );
    assert.deepEqual(range?.values, { min: 1, max: 5000 });
  });

  it('takes the cache-buster `_` that HTTP libraries add, and ignores it (the answer and its ETag unchanged)', async () => {
    const plain = await app.inject('/v1/fixture/rows?limit=2');
    for (const url of ['/v1/fixture/rows?limit=2&_=1732450000000', '/v1/fixture/rows?_=1&_=2&limit=2']) {
      const busted = await app.inject(url);
      assert.equal(busted.statusCode, 200, url);
      assert.equal(busted.headers.etag, plain.headers.etag);
      assert.deepEqual(busted.json().data, plain.json().data);
    }
  });

  it('writes the wait of a 429 without a plural to get wrong, in one sentence in every language', async () => {
    const limited = await testApp({
      routes: fixtureRoutes(),
      env: { RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_MINUTE: '1' },
    });
    await limited.inject('/v1/fixture/rows');
    const body = assertErrorAnswer(await limited.inject('/v1/fixture/rows?lang=ja'), 429, 'api.rate_limited');
    assert.match(
      String((body.issues as Array<{ message: string }>)[0]?.message),
      / s\.$/,
      'the English sentence says s, right for 1 and for 60',
    );
    await limited.close();
  });

  it('refuses signs, decimals and words where a whole number is needed', async () => {
    for (const bad of ['-1', '1.5', '1e3', 'abc', '%20', '0x10']) {
      assertErrorAnswer(await app.inject(`/v1/fixture/rows?offset=${bad}`), 400, 'param.integer_expected', 'offset');
    }
  });

  it('answers 413 to a body over 256 KB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fixture/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(256 * 1024) }),
    });
    const body = assertErrorAnswer(response, 413, 'api.body_too_large');
    assert.deepEqual((body.issues as Array<{ values: unknown }>)[0]?.values, { limit: 262144 });
  });

  it('accepts a body just under 256 KB', async () => {
    const payload = JSON.stringify({ pad: 'x'.repeat(256 * 1024 - 20) });
    assert.ok(Buffer.byteLength(payload) <= 256 * 1024);
    // A sender of its own: a body this size pays 32 tokens (one per 8 KB), as the 413 before it did.
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fixture/echo',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: '192.0.2.77',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['ratelimit-remaining'], '28');
  });

  it('answers 415 to a body that is not application/json', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/fixture/echo',
        headers: { 'content-type': type },
        payload: 'a=1',
      });
      assertErrorAnswer(response, 415, 'api.unsupported_media_type');
    }
  });

  it('answers 400 to malformed JSON, an empty JSON body and prototype poisoning', async () => {
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/v1/fixture/echo', headers: { 'content-type': 'application/json' }, payload });
    assertErrorAnswer(await post('{"inputs": '), 400, 'api.malformed_json');
    assertErrorAnswer(await post('{"a":1,}'), 400, 'api.malformed_json');
    assertErrorAnswer(await post(''), 400, 'api.empty_body');
    assertErrorAnswer(await post('{"__proto__": {"polluted": true}}'), 400, 'api.malformed_json');
    assertErrorAnswer(await post('{"constructor": {"prototype": {"polluted": true}}}'), 400, 'api.malformed_json');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('answers a URL that cannot be decoded with the error shape, CORS and a token spent', async () => {
    for (const url of ['/v1/%E0%A4%A', '/v1/datasets/%ZZ']) {
      const response = await app.inject({ url, remoteAddress: '192.0.2.201' });
      assertErrorAnswer(response, 400, 'api.bad_url');
      assert.equal(response.headers['access-control-allow-origin'], '*');
      assert.ok(response.headers['ratelimit-remaining']);
    }
  });

  it('answers 400 api.bad_request to a body shorter than its Content-Length says', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fixture/echo',
      headers: { 'content-type': 'application/json', 'content-length': '99' },
      payload: '{}',
    });
    assertErrorAnswer(response, 400, 'api.bad_request');
  });

  it('answers 500 saying nothing of the cause', async () => {
    const response = await app.inject('/v1/fixture/boom?lang=en');
    const body = assertErrorAnswer(response, 500, 'api.internal');
    assert.doesNotMatch(response.body, /hunter2|secret|stack|Error:/);
    assertProvenance(body, 'en');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/v1/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '');
    assert.ok(response.headers.etag);
  });
});

describe('CORS and cookies', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ routes: fixtureRoutes() });
  });
  after(() => app.close());

  it('allows any origin on every answer and exposes the headers browser code needs', async () => {
    for (const url of ['/v1/', '/v1/nothing', '/v1/fixture/boom', '/v1/?lang=xx']) {
      const response = await app.inject({ url, headers: { origin: 'https://shop.example' } });
      assert.equal(response.headers['access-control-allow-origin'], '*', url);
      // No browser reads a JSON answer, or an error's, as another type (issue 28).
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      const exposed = String(response.headers['access-control-expose-headers']).toLowerCase();
      for (const name of [
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-reset',
        'retry-after',
        'etag',
        'content-disposition',
        'link',
        'allow',
      ]) {
        assert.ok(exposed.includes(name), `${name} exposed on ${url}`);
      }
      assert.equal(response.headers['access-control-allow-credentials'], undefined);
      assert.equal(response.headers['set-cookie'], undefined);
    }
  });

  it('answers a preflight for POST with a content type, without spending a token', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/fixture/echo',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
      remoteAddress: '198.51.100.7',
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.match(String(response.headers['access-control-allow-methods']), /POST/);
    assert.match(String(response.headers['access-control-allow-headers']).toLowerCase(), /content-type/);
    assert.equal(response.headers['ratelimit-remaining'], '60');
  });
});

describe('operations endpoints', () => {
  it('reports readiness with the dataset versions loaded and refused, 503 when not ready', async () => {
    const report: ReadinessReport = {
      ready: false,
      datasets: {
        loaded: [{ id: 'ports', version: '2026-01-01' }],
        refused: [{ id: 'divisors', version: 'x', reason: 'hash' }],
        missing: ['divisors'],
      },
      limiter: 'memory',
      freshness: {},
    };
    const app = await testApp({ readiness: () => report });
    const response = await app.inject('/readyz');
    assert.equal(response.statusCode, 503);
    const body = response.json();
    assert.deepEqual(body.datasets, report.datasets);
    assertProvenance(body);
    assert.equal(response.headers['cache-control'], 'no-store');
    await app.close();
  });
});

describe('the index', () => {
  it('links only to resources this build serves', async () => {
    const app = await testApp();
    const body = (await app.inject('/v1')).json();
    for (const path of Object.values(body.links as Record<string, string>)) {
      assert.equal((await app.inject(path)).statusCode, 200, path);
    }
    assert.equal(body.links.openapi, '/v1/openapi.json');
    await app.close();
  });
});

describe('methods', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ routes: fixtureRoutes() });
  });
  after(() => app.close());

  it("answers 405 with the path's own Allow to a method the path does not take", async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.inject({ method, url: '/v1/?lang=en' });
      const body = assertErrorAnswer(response, 405, 'api.method_not_allowed');
      assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
      assert.match(JSON.stringify(body), /it takes GET, HEAD, OPTIONS\./);
    }
  });

  it('answers 404, not 405, to any method on a path the API does not serve', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      const response = await app.inject({ method, url: '/v1/nowhere' });
      assertErrorAnswer(response, 404, 'api.not_found');
      assert.equal(response.headers.allow, undefined);
    }
  });

  it("names the path's methods in the preflight's Allow", async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/',
      headers: { origin: 'https://a.test', 'access-control-request-method': 'GET' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
  });
});
