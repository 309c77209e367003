/**
 * An error nobody foresaw inside an MCP tool call is answered as a tool error that says nothing of
 * its cause, and logged with its stack and the route it happened in, as over HTTP.
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
import type { RouteSpec } from '../../src/http/route.js';

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

describe('an unforeseen error inside an MCP call', () => {
  it('is a tool error saying api.internal, and is logged with the route', async () => {
    const lines: Array<{ msg?: string; operationId?: string; err?: { message?: string; stack?: string } }> = [];
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
      routes: [EXPLODING],
      readiness: () => ({
        ready: true,
        datasets: { loaded: [], refused: [], missing: [] },
        limiter: 'memory',
        freshness: {},
      }),
      logger: pino(sink),
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new Client({ name: 'export-trade-test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp?lang=en`)));
      const result = await client.callTool({ name: 'datasets_list', arguments: {} });
      assert.equal(result.isError, true);
      assert.match(JSON.stringify(result.content), /api\.internal/);
      assert.doesNotMatch(JSON.stringify(result.content), /index out of range/);
      const logged = lines.find((line) => line.msg === 'MCP call failed');
      assert.ok(logged, JSON.stringify(lines.map((line) => line.msg)));
      assert.equal(logged.operationId, 'listDatasets');
      assert.match(logged.err?.stack ?? '', /an index out of range/);
    } finally {
      await client.close();
      await app.close();
    }
  });
});
