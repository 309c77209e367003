/**
 * POST /mcp under the bounds of issue 28: a JSON-RPC batch is refused with the protocol's error;
 * a tool call pays what its HTTP route costs (a page of rows by its limit, as GET does); an
 * answer over 1 MB is a tool error saying how many rows to ask for; a large answer is sent once,
 * as structured content beside a short summary, a small one also as JSON text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';

type Json = Record<string, unknown>;
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

describe('MCP over HTTP, bounded', () => {
  let app: FastifyInstance;
  let base: string;
  before(async () => {
    // A token a minute: on a loaded machine a page of 5,000 rows can take over a second, and a bucket
    // refilled a token a second would then count one token fewer than the page cost.
    const env = { SITE_URL: 'https://site.test', RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_BURST: '1000' };
    ({ app } = await buildService(readConfig(env), { logger: false }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(() => app.close());

  /** One POST from its own sender (X-Forwarded-For is not trusted here, so each test uses the one socket address: its bucket is read relatively). */
  const post = async (message: unknown) => {
    const response = await fetch(`${base}/mcp?lang=en`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify(message),
    });
    return {
      response,
      body: (await response.json()) as Json,
      remaining: Number(response.headers.get('ratelimit-remaining')),
    };
  };
  const toolCall = (name: string, args: Json) => ({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });

  it('refuses a JSON-RPC batch with -32600 before any call is made', async () => {
    const batch = Array.from({ length: 100 }, (_, id) => ({
      ...toolCall('dataset_rows', { id: 'ports', limit: 5000 }),
      id,
    }));
    const { response, body } = await post(batch);
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual([body.jsonrpc, body.id, (body.error as Json).code], ['2.0', null, -32600]);
    assert.match(String((body.error as Json).message), /batches are not supported/);
  });

  it('charges a page of rows by its limit, as GET does, and refuses an answer over 1 MB saying how many rows fit', async () => {
    const small = await post(toolCall('dataset_rows', { id: 'ports', limit: 10 }));
    const big = await post(toolCall('dataset_rows', { id: 'ports', limit: 5000 }));
    // A page of 5,000 rows costs 5 tokens, one of them paid by the POST on arrival.
    assert.equal(small.remaining - big.remaining, 5);
    const result = big.body.result as { isError?: boolean; content: Array<{ text: string }>; structuredContent: Json };
    assert.equal(result.isError, true);
    const [refusal] = result.structuredContent.issues as Array<{ path: string; code: string; values: Json }>;
    assert.deepEqual([refusal?.path, refusal?.code], ['limit', 'api.mcp_answer_too_large']);
    const fits = Number(refusal?.values.limit);
    assert.ok(fits > 100 && fits < 5000, String(fits));
    assert.match(result.content[0]?.text ?? '', /over the 1 MB a tool answer may carry; ask for at most \d+ rows/);
    assert.ok(JSON.stringify(big.body).length < 10_000, 'the refusal is small');

    const fitting = await post(toolCall('dataset_rows', { id: 'ports', limit: fits }));
    const page = fitting.body.result as {
      isError?: boolean;
      content: Array<{ text: string }>;
      structuredContent: Json;
    };
    assert.equal(page.isError, undefined);
    assert.equal((page.structuredContent.data as unknown[]).length, fits);
    // Sent once: the rows in structured content, a summary in text.
    assert.equal(page.content.length, 1);
    assert.match(page.content[0]?.text ?? '', /^ports \S+: rows 1–\d+ of \d+\.[\s\S]*is in structuredContent only\.$/);
    assert.ok(JSON.stringify(fitting.body).length < 1_100_000);
  });

  it('sends a small answer as JSON text too, for clients that read only content', async () => {
    const { body } = await post(toolCall('dataset_rows', { id: 'ports', limit: 3 }));
    const result = body.result as { content: Array<{ text: string }>; structuredContent: Json };
    assert.equal(result.content.length, 2);
    assert.deepEqual(JSON.parse(result.content[1]?.text ?? ''), result.structuredContent);
  });
});
