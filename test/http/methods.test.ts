/**
 * Methods (docs/contract.md, The published description): every path the service routes answers
 * every method it does not take with 405 and that path's own Allow (GET on a compute path, POST or
 * DELETE on the dataset list), the same way everywhere; the document publishes only the methods
 * a path takes and states this rule once. A path it does not serve is 404 whatever the method.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertErrorAnswer, serviceApp } from '../helpers/app.js';

/**
 * Fastify's route table (printRoutes: one node a line, indented four characters a level, its
 * methods in brackets) as each path with its methods; `:id` and other parameters stay as written.
 */
function routeTable(app: FastifyInstance): Array<{ path: string; methods: string[] }> {
  const segments: string[] = [];
  const routes: Array<{ path: string; methods: string[] }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([ │├└─]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    segments.length = depth;
    segments.push(node[2]!);
    routes.push({ path: segments.join('').replace(/^\/+/, '/'), methods: node[3]!.split(', ') });
  }
  return routes;
}

describe('methods', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
  });
  after(() => app.close());

  it("answers 405 with the path's Allow to every method a routed path does not take, and the preflight to OPTIONS", async () => {
    const table = routeTable(app);
    for (const expected of ['/v1/datasets/:id/:version/rows.csv', '/v1/tools/cbm/compute', '/mcp', '/healthz'])
      assert.ok(
        table.some((route) => route.path === expected),
        `${expected} in ${table.map((route) => route.path)}`,
      );
    let sent = 0;
    for (const route of table) {
      // The catch-all of unknown tools takes every method (RouteSpec.everyMethod): methods.test's own case below.
      if (route.methods.includes('PUT')) continue;
      const url = route.path.replace(/:[A-Za-z]+/g, 'x');
      const allow = [
        ...(route.methods.includes('GET') ? ['GET', 'HEAD'] : []),
        ...(route.methods.includes('POST') ? ['POST'] : []),
        'OPTIONS',
      ].join(', ');
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'] as const) {
        if (allow.includes(method) && method !== 'OPTIONS') continue;
        // Each answer is held to the rule the document states for it (test/helpers/answer-check.ts).
        const response = await app.inject({ method, url });
        sent++;
        assert.equal(response.headers.allow, allow, `${method} ${url}`);
        assert.equal(response.headers['cache-control'], 'no-store');
        if (method === 'OPTIONS') assert.equal(response.statusCode, 204, url);
        else if (method === 'HEAD') assert.equal(response.statusCode, 405, url);
        else assertErrorAnswer(response, 405, 'api.method_not_allowed');
      }
    }
    assert.ok(sent > 200, `${sent} requests`);
  });

  it('answers a method a path does not take before reading its body: what the body says changes nothing', async () => {
    for (const [method, url] of [
      ['PUT', '/v1/datasets'],
      ['DELETE', '/v1/tools/cbm/compute'],
      ['PATCH', '/v1/quote'],
      ['POST', '/v1/refund-rate'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      assertErrorAnswer(response, 405, 'api.method_not_allowed');
      assert.equal(response.headers.connection, 'close', `${method} ${url}: the unread body ends the connection`);
    }
  });

  it('treats POST and DELETE on /v1/datasets alike, and GET on a compute path as 405', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/v1/datasets' });
      assertErrorAnswer(response, 405, 'api.method_not_allowed');
      assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
    }
    const compute = await app.inject('/v1/tools/cbm/compute?lang=en');
    const body = assertErrorAnswer(compute, 405, 'api.method_not_allowed');
    assert.equal(compute.headers.allow, 'POST, OPTIONS');
    assert.match(JSON.stringify(body), /it takes POST, OPTIONS/);
  });

  it('answers 404 to every method for a tool it does not have, and 405 to every other method for one it has', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'] as const) {
      const unknown = await app.inject({
        method,
        url: '/v1/tools/nope/compute',
        payload: method === 'POST' ? { inputs: {} } : undefined,
      });
      assert.equal(unknown.statusCode, 404, method);
      if (method !== 'HEAD') assertErrorAnswer(unknown, 404, 'tool.not_found', 'id');
      if (method === 'POST') continue;
      const known = await app.inject({ method, url: '/v1/tools/cbm/compute' });
      assert.equal(known.statusCode, 405, method);
      assert.equal(known.headers.allow, 'POST, OPTIONS', method);
    }
  });

  it('answers 404 to every method on a path it does not serve', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      assertErrorAnswer(await app.inject({ method, url: '/v1/tariffs' }), 404, 'api.not_found');
    }
  });
});
