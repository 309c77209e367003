/**
 * An error nobody foresaw inside a route, asked over HTTP or by an MCP tool call, goes through the
 * one answer path (src/http/answer-pipeline.ts): a 500 or a tool error that says nothing of its
 * cause, and one log line with its stack and the route it happened in.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { pino } from 'pino';
import { MemoryBucketStore } from '../../src/core/token-bucket/memory-store.js';
import { policyOf } from '../../src/core/token-bucket/create-store.js';
import { buildApp } from '../../src/http/app.js';
import { readConfig } from '../../src/http/config.js';
import type { RouteSpec } from '../../src/http/route-spec.js';

const EXPLODING: RouteSpec = {
  operationId: 'listDatasets',
  method: 'GET',
  path: '/v1/datasets',
  summary: 'A route that fails as no route should',
  tag: 'datasets',
  responses: { 200: { description: 'never', schema: { type: 'object' } } },
  handle: () => {
    throw new Error('an index out of range');
  },
};

const REJECTING: RouteSpec = {
  ...EXPLODING,
  operationId: 'listTools',
  path: '/v1/tools',
  handle: () => Promise.reject(new Error('a promise that broke')),
};

type LogLine = { msg?: string; operationId?: string; url?: string; err?: { message?: string; stack?: string } };

async function loggingApp(routes: RouteSpec[]) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const config = readConfig({ SITE_URL: 'https://site.test' });
  const app = await buildApp({
    config,
    buckets: new MemoryBucketStore(policyOf(config.rateLimit), { maxSenders: 10 }),
    routes,
    readiness: () => ({
      ready: true,
      datasets: { loaded: [], refused: [], missing: [] },
      limiter: 'memory',
      freshness: {},
    }),
    logger: pino(sink),
  });
  return { app, lines };
}

describe('an unforeseen error inside a route', () => {
  it('over HTTP, thrown or rejected: 500 api.internal, no-store, logged with the route and the URL', async () => {
    const { app, lines } = await loggingApp([EXPLODING, REJECTING]);
    try {
      for (const [url, operationId, cause] of [
        ['/v1/datasets?lang=en', 'listDatasets', /an index out of range/],
        ['/v1/tools', 'listTools', /a promise that broke/],
      ] as const) {
        const answer = await app.inject({ method: 'GET', url });
        assert.equal(answer.statusCode, 500);
        assert.equal(answer.headers['cache-control'], 'no-store');
        assert.equal(answer.headers['access-control-allow-origin'], '*');
        assert.equal(answer.json().issues[0].code, 'api.internal');
        assert.doesNotMatch(answer.body, cause);
        const logged = lines.filter((line) => line.msg === 'request failed' && line.operationId === operationId);
        assert.equal(logged.length, 1, JSON.stringify(lines.map((line) => line.msg)));
        assert.equal(logged[0]?.url, url);
        assert.match(logged[0]?.err?.stack ?? '', cause);
      }
    } finally {
      await app.close();
    }
  });

  it('inside an MCP call: a tool error saying api.internal, logged with the route', async () => {
    const { app, lines } = await loggingApp([EXPLODING]);
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new Client({ name: 'export-trade-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp?lang=en`)));
      const result = await client.callTool({ name: 'datasets_list', arguments: {} });
      assert.equal(result.isError, true);
      assert.match(JSON.stringify(result.content), /api\.internal/);
      assert.doesNotMatch(JSON.stringify(result.content), /index out of range/);
      const logged = lines.find((line) => line.msg === 'request failed');
      assert.ok(logged, JSON.stringify(lines.map((line) => line.msg)));
      assert.equal(logged.operationId, 'listDatasets');
      assert.match(logged.err?.stack ?? '', /an index out of range/);
    } finally {
      await client.close();
      await app.close();
    }
  });
});
