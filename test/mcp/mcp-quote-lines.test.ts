/**
 * The MCP quote tool takes lines (src/mcp/tools.ts): its input schema is the route's request body
 * as a model reads it, without the relations between members at the top, which its description
 * says instead; a call with lines answers what POST /v1/quote answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { modelSchema } from '../../src/mcp/model-schema.js';
import { PI_BODY } from '../fixtures/quote-lines-body.js';

type Json = Record<string, any>;

describe('the MCP quote tool with lines', () => {
  let app: FastifyInstance;
  let base: string;
  let client: Client;
  before(async () => {
    // Idle connections kept a minute, as in mcp.test.ts: on a loaded machine the first test can take
    // over the server's 5 s, and the client's next POST then went out on a socket the server had closed.
    const env = { SITE_URL: 'https://site.test', RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '60000' };
    ({ app } = await buildService(readConfig({ ...env, KEEP_ALIVE_TIMEOUT_MS: '60000' }), { logger: false }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    client = new Client({ name: 'export-trade-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp?lang=en`)));
  });
  after(async () => {
    await client?.close();
    await app?.close();
  });

  it('lists the route’s members, lines among them, and says the relations in words', async () => {
    const { tools } = await client.listTools();
    const quote = tools.find((tool) => tool.name === 'quote');
    assert.ok(quote);
    const document: Json = (await app.inject('/v1/openapi.json')).json();
    const { allOf, ...members } = document.paths['/v1/quote'].post.requestBody.content['application/json'].schema;
    assert.ok(Array.isArray(allOf), 'the route says the relations as JSON Schema');
    const { lang, ...properties } = quote.inputSchema.properties as Json;
    assert.ok(lang);
    assert.deepEqual({ ...quote.inputSchema, properties }, modelSchema(members));
    assert.deepEqual(Object.keys(properties.lines.items.properties), [
      'product',
      'quantity',
      'unitPrice',
      'pricing',
      'packing',
    ]);
    assert.match(
      String(quote.description),
      /lines \(1 to 50 products, each with unitPrice or baojia’s pricing, not both\)/,
    );
  });

  it('answers a call with lines as POST /v1/quote does', async () => {
    const result = await client.callTool({ name: 'quote', arguments: { ...PI_BODY, lang: 'en' } });
    const direct: Json = (await app.inject({ method: 'POST', url: '/v1/quote?lang=en', payload: PI_BODY })).json();
    assert.equal(result.isError, undefined);
    const structured = result.structuredContent as Json;
    assert.deepEqual(structured.quote, direct.quote);
    assert.equal(
      structured.quote.totals[2].words.en,
      'SAY US DOLLARS FORTY-THREE THOUSAND NINE HUNDRED EIGHTY-ONE ONLY',
    );
  });
});
