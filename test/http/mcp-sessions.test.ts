/**
 * The MCP sessions' bounds (src/http/mcp-sessions.ts; docs/operations.md, Limits and abuse), on a
 * clock the test moves: at most `most` sessions; room made by closing the idle, then the least
 * recently seen without an open stream; none made when every session listens (the client is then
 * answered without a session); a session with no request and no open stream for `idleMs` closed by
 * the sweep, one whose stream is open kept however long. Over HTTP: a client past the bound is
 * answered without a session and offered no subscription; a session id the service does not hold
 * is a 404; a stream needs a session.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { MCP_SESSION_LIMITS, type McpSession, McpSessions } from '../../src/http/mcp-sessions.js';
import { buildService } from '../../src/http/service.js';

const LIMITS = { most: 3, idleMs: 1000 };

function session(id: string): McpSession {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => id });
  return {
    id,
    transport,
    server: new Server({ name: 'test', version: '1' }, { capabilities: {} }),
    subscriptions: new Set(),
    charge: null,
    streams: 0,
    seen: 0,
  };
}

describe('the MCP sessions, bounded', () => {
  let now = 0;
  const table = () => new McpSessions(LIMITS, () => now);
  const ids = (sessions: McpSessions) => [...sessions.all()].map((held) => held.id);

  it('holds at most `most`, closing the one seen least recently without an open stream to make room', () => {
    now = 0;
    const sessions = table();
    for (const id of ['a', 'b', 'c']) {
      assert.equal(sessions.makeRoom(), true);
      sessions.add(session(id));
    }
    now = 10;
    sessions.find('a');
    const listening = sessions.find('b');
    assert.ok(listening);
    sessions.streamOpened(listening);
    // c was seen least recently: closed for d.
    assert.equal(sessions.makeRoom(), true);
    sessions.add(session('d'));
    assert.deepEqual(ids(sessions), ['a', 'b', 'd']);
    assert.equal(sessions.size, LIMITS.most);
  });

  it('makes no room when every session listens: the client goes without one', () => {
    now = 0;
    const sessions = table();
    for (const id of ['a', 'b', 'c']) {
      sessions.makeRoom();
      const held = session(id);
      sessions.add(held);
      sessions.streamOpened(held);
    }
    now = 10 * LIMITS.idleMs;
    assert.equal(sessions.makeRoom(), false);
    assert.deepEqual(ids(sessions), ['a', 'b', 'c'], 'a session listening is never idle');
  });

  it('closes a session with no request and no open stream once idle, and counts idleness from the stream’s end', () => {
    now = 0;
    const sessions = table();
    sessions.add(session('quiet'));
    const listening = session('listening');
    sessions.add(listening);
    const closed = sessions.streamOpened(listening);
    now = LIMITS.idleMs - 1;
    assert.equal(sessions.sweep(), 0);
    now = LIMITS.idleMs;
    assert.equal(sessions.sweep(), 1);
    assert.deepEqual(ids(sessions), ['listening']);
    closed();
    now += LIMITS.idleMs - 1;
    assert.equal(sessions.sweep(), 0);
    now += 1;
    assert.equal(sessions.sweep(), 1);
    assert.equal(sessions.size, 0);
    assert.equal(sessions.find('quiet'), undefined);
  });
});

describe('MCP sessions over HTTP', () => {
  let app: FastifyInstance;
  let base = '';
  const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
  };
  before(async () => {
    const env = { SITE_URL: 'https://site.test', RATE_LIMIT_BURST: '100000', RATE_LIMIT_IN_FLIGHT: '1000' };
    ({ app } = await buildService(readConfig(env), { logger: false }));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => app.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/mcp`, { method: 'POST', headers: { ...HEADERS, ...headers }, body: JSON.stringify(body) });

  it('gives an initialize a session whose capabilities offer subscriptions', async () => {
    const answer = await post(initialize);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('mcp-session-id') ?? '', /^[0-9a-f-]{36}$/);
    const body = (await answer.json()) as { result: { capabilities: { resources: unknown } } };
    assert.deepEqual(body.result.capabilities.resources, { subscribe: true, listChanged: true });
  });

  it('answers a session id it does not hold with 404, and a stream asked without one with 400', async () => {
    const gone = await post({ jsonrpc: '2.0', id: 2, method: 'ping' }, { 'mcp-session-id': 'gone' });
    assert.equal(gone.status, 404);
    assert.deepEqual(((await gone.json()) as { error: { code: number } }).error.code, -32001);
    const stream = await fetch(`${base}/mcp`, { headers: { accept: 'text/event-stream' } });
    assert.equal(stream.status, 400);
    assert.match(((await stream.json()) as { error: { message: string } }).error.message, /Mcp-Session-Id/);
  });

  it('answers an initialize without a session once every session listens, offering no subscription', async () => {
    const leave = new AbortController();
    try {
      for (let i = 0; i < MCP_SESSION_LIMITS.most; i++) {
        const id = (await post(initialize)).headers.get('mcp-session-id');
        assert.ok(id, `session ${i + 1}`);
        const stream = await fetch(`${base}/mcp`, {
          headers: { accept: 'text/event-stream', 'mcp-session-id': id },
          signal: leave.signal,
        });
        assert.equal(stream.status, 200);
      }
      const past = await post(initialize);
      assert.equal(past.status, 200);
      assert.equal(past.headers.get('mcp-session-id'), null);
      const body = (await past.json()) as { result: { capabilities: { resources: unknown } } };
      assert.deepEqual(body.result.capabilities.resources, {});
    } finally {
      leave.abort();
    }
  });

  it('answers a message naming no session on its own, as before sessions', async () => {
    const answer = await post({ jsonrpc: '2.0', id: 3, method: 'tools/list' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('mcp-session-id'), null);
    assert.ok(((await answer.json()) as { result: { tools: unknown[] } }).result.tools.length > 0);
  });
});
