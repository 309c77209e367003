/**
 * The revalidation fast path (issue 17): a conditional GET whose tag the service already made
 * for that URL is answered 304 before Fastify routes it, with the bucket charged, the headers
 * and the log line of the slow path's 304; anything else goes through Fastify. On a real socket,
 * since the fast path sits in front of Fastify's own request handler (inject never meets it).
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import type { RequestLine } from '../../src/http/log.js';
import { revalidationKey } from '../../src/http/known-tags.js';
import { type ServiceOptions, buildService } from '../../src/http/service.js';

// The heap test below collects garbage before it measures.
setFlagsFromString('--expose-gc');
import { checkedFetch } from '../helpers/checked-fetch.js';

/** A status and the headers of an answer, from a request node sends as written (a GET with a body too). */
function raw(
  origin: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    // A connection of its own (agent: false): node 20's global agent keeps sockets alive as long as
    // the server does (5 s), so a socket reused at that moment can be reset under a loaded machine.
    const options = { method: 'GET', headers: { ...headers, ...length }, agent: false };
    const sent = httpRequest(`${origin}${path}`, options, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value)])),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The whole service listening on a free loopback port. */
async function listening(
  env: Record<string, string>,
  options: ServiceOptions,
  onRequest?: () => void,
): Promise<{ app: FastifyInstance; origin: string }> {
  const { app } = await buildService(
    readConfig({ SITE_URL: 'https://site.test', RATE_LIMIT_PER_MINUTE: '1', ...env }),
    { logger: false, ...options },
  );
  if (onRequest) {
    app.addHook('onRequest', (_request, _reply, done) => {
      onRequest();
      done();
    });
  }
  return { app, origin: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

/** The headers that say nothing of the request itself (the time, the bucket's moving numbers). */
function steady(headers: Record<string, string>): Record<string, string> {
  const { date: _date, 'ratelimit-remaining': _remaining, 'ratelimit-reset': _reset, ...rest } = headers;
  return rest;
}

describe('revalidation before routing (issue 17)', () => {
  let app: FastifyInstance;
  let origin = '';
  const lines: RequestLine[] = [];
  let routed = 0;
  let now = new Date('2026-11-25T10:00:00Z');

  before(async () => {
    // Counts the requests that reach Fastify: the fast path's never do.
    ({ app, origin } = await listening(
      { RATE_LIMIT_BURST: '1000' },
      { requestLog: (line) => lines.push(line), clock: () => now },
      () => (routed += 1),
    ));
  });
  after(() => app.close());

  it('answers a known tag before routing, with the slow 304’s headers, bucket and log line', async () => {
    const path = '/v1/central-parity?lang=en';
    const first = await checkedFetch(`${origin}${path}`);
    const etag = first.headers.get('etag') ?? '';
    assert.equal(first.status, 200);
    // The same question under another URL is not known yet: its first 304 is Fastify's.
    const slowPath = '/v1/central-parity/?lang=en';
    const routedBefore = routed;
    const slow = await raw(origin, slowPath, { 'if-none-match': etag });
    assert.equal(routed, routedBefore + 1);
    const fast = await raw(origin, slowPath, { 'if-none-match': etag });
    assert.equal(routed, routedBefore + 1, 'the second 304 never reached Fastify');
    assert.equal(slow.status, 304);
    assert.equal(fast.status, 304);
    assert.deepEqual(steady(fast.headers), steady(slow.headers));
    assert.deepEqual(Object.keys(fast.headers), Object.keys(slow.headers));
    // One token each, as for any request (a token a minute comes back: none meanwhile).
    assert.equal(Number(fast.headers['ratelimit-remaining']), Number(slow.headers['ratelimit-remaining']) - 1);
    const [slowLine, fastLine] = lines.filter((line) => line.url === slowPath);
    assert.deepEqual({ ...fastLine, ms: 0 }, { ...slowLine, ms: 0 });
    assert.equal(fastLine?.status, 304);
    assert.equal(fastLine?.lang, 'en');
  });

  it('never answers for the dataset list, which says how current the data is (issue 29)', async () => {
    const first = await checkedFetch(`${origin}/v1/datasets`);
    const etag = first.headers.get('etag') ?? '';
    const routedBefore = routed;
    for (let i = 0; i < 2; i += 1)
      assert.equal((await raw(origin, '/v1/datasets', { 'if-none-match': etag })).status, 304);
    assert.equal(routed, routedBefore + 2);
  });

  it('remembers a URL without its cache-buster `_`, and never one over 1 KB (issue 28)', async () => {
    const path = '/v1/central-parity?lang=en&_=1';
    const first = await checkedFetch(`${origin}${path}`);
    const etag = first.headers.get('etag') ?? '';
    const routedBefore = routed;
    for (const buster of ['2', 'x'.repeat(900), '%5F']) {
      const fast = await raw(origin, `/v1/central-parity?_=${buster}&lang=en`, { 'if-none-match': etag });
      assert.equal(fast.status, 304);
    }
    assert.equal(routed, routedBefore, 'every value of _ is the URL already known');
    const long = `/v1/central-parity?${'&'.repeat(1100)}lang=en`;
    const longFirst = await checkedFetch(`${origin}${long}`);
    assert.equal(longFirst.status, 200);
    await raw(origin, long, { 'if-none-match': longFirst.headers.get('etag') ?? '' });
    assert.equal(routed, routedBefore + 2, 'a URL over 1 KB is not remembered: its 304 is routed');
  });

  it('charges what the URL costs: a page of 5000 rows is five tokens', async () => {
    const path = '/v1/datasets/ports/current?limit=5000';
    const first = await checkedFetch(`${origin}${path}`);
    const etag = first.headers.get('etag') ?? '';
    const before = Number(first.headers.get('ratelimit-remaining'));
    const routedBefore = routed;
    const fast = await raw(origin, path, { 'if-none-match': etag });
    assert.equal(routed, routedBefore);
    assert.equal(fast.status, 304);
    assert.equal(Number(fast.headers['ratelimit-remaining']), before - 5);
  });

  it('leaves to Fastify a tag that does not match and a body; a HEAD is answered too', async () => {
    const path = '/v1/tools?lang=ja';
    const first = await checkedFetch(`${origin}${path}`);
    const etag = first.headers.get('etag') ?? '';
    assert.equal((await checkedFetch(`${origin}${path}`, { headers: { 'if-none-match': 'W/"other"' } })).status, 200);
    const head = await checkedFetch(`${origin}${path}`, { method: 'HEAD', headers: { 'if-none-match': etag } });
    assert.equal(head.status, 304);
    // A GET with a body is the contract's 400, never a 304.
    const withBody = await raw(origin, path, { 'if-none-match': etag, 'content-type': 'application/json' }, '{}');
    assert.equal(withBody.status, 400);
  });

  it('does not confirm yesterday’s tag of an answer that carries the day', async () => {
    const path = '/v1/tools?lang=ko';
    const first = await checkedFetch(`${origin}${path}`);
    const etag = first.headers.get('etag') ?? '';
    assert.equal((await raw(origin, path, { 'if-none-match': etag })).status, 304);
    // Past midnight in Beijing the source_line says another day: a new tag, a full answer.
    now = new Date('2026-11-25T16:30:00Z');
    const routedBefore = routed;
    const nextDay = await checkedFetch(`${origin}${path}`, { headers: { 'if-none-match': etag } });
    assert.equal(nextDay.status, 200);
    assert.equal(routed, routedBefore + 1);
    assert.notEqual(nextDay.headers.get('etag'), etag);
  });
});

describe('revalidation before routing, bucket empty', () => {
  let app: FastifyInstance;
  let origin = '';

  before(async () => {
    ({ app, origin } = await listening({ RATE_LIMIT_BURST: '3' }, {}));
  });
  after(() => app.close());

  it('a 304 counts against the limit, and past it the answer is the contract’s 429', async () => {
    const path = '/v1/central-parity';
    const first = await fetch(`${origin}${path}`);
    const etag = first.headers.get('etag') ?? '';
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await raw(origin, path, { 'if-none-match': etag })).status);
    assert.deepEqual(statuses, [304, 304, 429]);
    const refused = await raw(origin, path, { 'if-none-match': etag });
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(refused.headers['cache-control'], 'no-store');
  });
});

describe('the revalidation key (issue 28)', () => {
  it('is the URL without its `_` parameters, or nothing past 1 KB', () => {
    assert.equal(revalidationKey('/v1/datasets?_=1'), '/v1/datasets');
    assert.equal(revalidationKey('/v1/datasets?lang=en&_=1&_=2&offset=3'), '/v1/datasets?lang=en&offset=3');
    assert.equal(revalidationKey('/v1/datasets?%5F=1&lang=en'), '/v1/datasets?lang=en');
    assert.equal(revalidationKey('/v1/datasets?__=1'), '/v1/datasets?__=1');
    assert.equal(revalidationKey('/v1/snake_case'), '/v1/snake_case');
    assert.equal(revalidationKey(`/v1/datasets?_=${'x'.repeat(15_900)}`), '/v1/datasets');
    assert.equal(revalidationKey(`/v1/datasets?lang=${'x'.repeat(1100)}`), null);
  });

  it('keeps heap flat under 3,000 distinct cache-busters of 15,900 characters', async () => {
    const { app } = await buildService(readConfig({ RATE_LIMIT_BURST: '1000000' }), { logger: false });
    const gc = runInNewContext('gc') as () => void;
    const url = (n: number) => `/v1/central-parity?_=${String(n).padStart(15_900, 'x')}`;
    await app.inject(url(0));
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 1; n <= 3_000; n += 1) await app.inject(url(n));
    // inject ends its answers on the immediate queue, and a loaded machine runs them late: what
    // is still held after the last one went is measured, looking again a few times before failing.
    let grown = Number.POSITIVE_INFINITY;
    for (let look = 0; look < 20 && grown >= 10; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      gc();
      grown = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    }
    await app.close();
    assert.ok(grown < 10, `heap grew ${grown.toFixed(1)} MB`);
  });
});
