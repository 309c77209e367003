/**
 * Exchanges over every operation of the published document, sent by a real client (fetch) over a
 * socket and each checked against the document as a validating proxy would check it, the methods
 * a path does not publish against the rule the document states for them
 * (test/helpers/checked-fetch.ts: the status, each header of the contract, the body): the
 * operation's worked example, HEAD, a revalidation, a refused parameter, a body that is not JSON,
 * of another type or too large, the CORS preflight and every other method (405), and an empty
 * bucket (429). One undeclared status, header or member fails the test (docs/contract.md, The
 * published description). TRACE is sent by test/http/methods.test.ts (fetch refuses to send it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildService } from '../../src/http/service.js';
import { readConfig } from '../../src/http/config.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { checkedFetch } from '../helpers/checked-fetch.js';

interface Operation {
  operationId: string;
  parameters?: Array<{ name?: string; $ref?: string; in?: string; required?: boolean; schema?: { enum?: string[] } }>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Operations that compare two refund editions: one is installed here. */
const ONE_EDITION = new Set(['getRefundRateChanges', 'downloadRefundRateChangesCsv']);

/** A path parameter with a known set (a tool id) is given its first value. */
const knownId = (operation: Operation | undefined) =>
  (operation?.parameters ?? []).find((p) => p.in === 'path' && p.name === 'id' && p.schema?.enum)?.schema?.enum?.[0];

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const;

async function listening(env: Record<string, string>): Promise<{ app: FastifyInstance; base: string }> {
  const config = readConfig({ DATA_DIR: await siteDataDir(), SITE_URL: 'https://site.test', FETCH: 'off', ...env });
  const { app } = await buildService(config, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('a replay of every operation through the published document', () => {
  let service: { app: FastifyInstance; base: string };
  let paths: Paths;
  /** Values for path and required query parameters, read from the data the service holds. */
  const values: Record<string, string> = { id: 'ports', chapter: '85', currency: 'USD', q: '钢' };
  before(async () => {
    service = await listening({ RATE_LIMIT_BURST: '1000000', RATE_LIMIT_IN_FLIGHT: '1000' });
    const read = async (url: string) => (await service.app.inject(url)).json();
    paths = (await read('/v1/openapi.json')).paths;
    values.version = (await read('/v1/datasets/ports')).versions[0].version;
    // The import report is the refund library's: its paths are asked of refund-rates.
    values.reportVersion = (await read('/v1/datasets/refund-rates')).versions[0].version;
    const [row] = (await read('/v1/datasets/refund-rates/current?limit=1')).data;
    values.code = String(Object.values(row).find((cell) => /^[0-9]{8,10}$/.test(String(cell))));
  });
  after(() => service.app.close());

  const urlOf = (template: string, operation: Operation | undefined) => {
    const report = template.includes('import-report');
    const path = template
      .replace('{id}', report ? 'refund-rates' : (knownId(operation) ?? values.id ?? 'x'))
      .replace('{version}', (report ? values.reportVersion : values.version) ?? 'x')
      .replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name] ?? 'x');
    const required = (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.required && p.name);
    const query = required.map((p) => `${p.name}=${encodeURIComponent(values[p.name!] ?? 'x')}`).join('&');
    return `${path}${query ? `?${query}` : ''}`;
  };

  it('answers each exchange as the document declares it, for every operation and method', async () => {
    const seen: Record<string, number> = {};
    const send = async (operation: string, method: string, url: string, init: RequestInit = {}) => {
      // checkedFetch throws on anything the document does not declare for this operation.
      const response = await checkedFetch(`${service.base}${url}`, { ...init, method: method.toUpperCase() });
      await response.arrayBuffer();
      seen[`${operation} ${response.status}`] = (seen[`${operation} ${response.status}`] ?? 0) + 1;
      return response;
    };
    const json = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (const [template, item] of Object.entries(paths)) {
      const served = (item.get ?? item.post)!;
      for (const method of METHODS) {
        // A method the path does not publish is sent all the same: its 405 or preflight is held to
        // the rule the document states once (src/http/openapi/methods.ts).
        const operation = item[method];
        const url = urlOf(template, served);
        const example = operation?.requestBody?.content['application/json']?.example;
        const body =
          template === '/mcp'
            ? {
                jsonrpc: '2.0',
                id: 1,
                method: 'initialize',
                params: {
                  protocolVersion: '2025-06-18',
                  capabilities: {},
                  clientInfo: { name: 'replay', version: '1' },
                },
              }
            : example;
        const label = operation?.operationId ?? `${served.operationId} ${method}`;
        const sent = await send(
          label,
          method,
          url,
          method === 'post' && body !== undefined ? { headers: json, body: JSON.stringify(body) } : {},
        );
        if (!operation) {
          assert.equal(sent.status, method === 'options' ? 204 : 405, `${method} ${template}`);
          continue;
        }
        if (method === 'get') {
          const etag = sent.headers.get('etag');
          if (etag) await send(label, method, url, { headers: { 'if-none-match': etag } });
          await send(label, method, `${url}${url.includes('?') ? '&' : '?'}limt=10`);
          // A language the service does not speak: refused where the document's lang is an enum, taken where it is any string (the probes).
          const lang = (operation.parameters ?? []).find((p) => p.name === 'lang' || p.$ref?.endsWith('/Lang'));
          const unspoken = await send(label, method, `${url}${url.includes('?') ? '&' : '?'}lang=fr`);
          assert.equal(unspoken.status === 400, lang?.$ref !== undefined || lang?.schema?.enum !== undefined, label);
        }
        if (method === 'post') {
          await send(label, method, url, { headers: json, body: '{"inputs":' });
          await send(label, method, url, { headers: { 'content-type': 'text/plain' }, body: 'x' });
          await send(label, method, url, { headers: json, body: `"${'x'.repeat(300_000)}"` });
        }
      }
    }
    // A session's stream (GET /mcp): opened with the id an initialize gave, its headers checked, then left.
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'replay', version: '1' } },
    };
    const opened = await send('postMcp', 'post', '/mcp', { headers: json, body: JSON.stringify(initialize) });
    const session = { 'mcp-session-id': opened.headers.get('mcp-session-id') ?? '' };
    const leave = new AbortController();
    const stream = await checkedFetch(`${service.base}/mcp`, {
      headers: { accept: 'text/event-stream', ...session },
      signal: leave.signal,
    });
    seen[`getMcpStream ${stream.status}`] = 1;
    assert.equal(stream.headers.get('content-type'), 'text/event-stream');
    leave.abort();
    await send('getMcpStream', 'get', '/mcp', { headers: { accept: 'text/event-stream', 'mcp-session-id': 'gone' } });
    // The MCP transport's own refusals, a JSON-RPC error each, and the contract's before it.
    const message = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    await send('postMcp', 'post', '/mcp', { headers: json, body: `[${message}]` });
    await send('postMcp', 'post', '/mcp', { headers: json, body: '{"jsonrpc":"2.0"}' });
    await send('postMcp', 'post', '/mcp', { headers: { 'content-type': 'application/json' }, body: message });
    const french = await send('postMcp', 'post', '/mcp?lang=fr', { headers: json, body: message });
    assert.equal(french.status, 400, 'a language the service does not speak is refused');
    const exchanges = Object.values(seen).reduce((sum, count) => sum + count, 0);
    process.stdout.write(`# replay: ${exchanges} exchanges, ${Object.keys(seen).length} operation × status pairs\n`);
    assert.ok(exchanges > 300, `${exchanges} exchanges`);
    // Every operation a path publishes answered its own success at least once; the comparison of
    // editions its 404, as the data here installs one edition (test/http/refund-changes.test.ts has two).
    for (const [template, item] of Object.entries(paths))
      for (const operation of [item.get, item.post].filter(Boolean))
        assert.ok(
          Object.keys(seen).some(
            (key) =>
              key.startsWith(`${operation!.operationId} 2`) ||
              (ONE_EDITION.has(operation!.operationId) && key === `${operation!.operationId} 404`),
          ),
          `${template} ${operation!.operationId}: ${JSON.stringify(Object.entries(seen).filter(([key]) => key.startsWith(operation!.operationId)))}`,
        );
  });

  it('answers an empty bucket with the declared 429 at every operation', async () => {
    // A token a minute: a loaded machine refills nothing between the two requests.
    const small = await listening({ RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_MINUTE: '1' });
    try {
      for (const [template, item] of Object.entries(paths)) {
        const operation = item.get ?? item.post;
        if (!operation || template === '/healthz' || template === '/readyz') continue;
        const method = item.get ? 'GET' : 'POST';
        const init = {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        };
        await (await checkedFetch(`${small.base}${urlOf(template, operation)}`, init)).arrayBuffer();
        const refused = await checkedFetch(`${small.base}${urlOf(template, operation)}`, init);
        assert.equal(refused.status, 429, template);
        await refused.arrayBuffer();
      }
    } finally {
      await small.app.close();
    }
  });
});
