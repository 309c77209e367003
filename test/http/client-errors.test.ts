/**
 * What node answered by itself (a request or its headers too slow, headers too large, a request
 * line or chunked body that cannot be parsed, an unknown Expect) answered on a real socket as the
 * contract answers: its headers, the error shape with provenance, no-store, the connection closed.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { assertProvenance, testApp } from '../helpers/app.js';

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Writes `text` on a new connection and reads what came back until the server closed it. */
function exchange(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const end = reply.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = reply.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: reply.slice(end + 4) });
    });
  });
}

/** The contract's error answer: every answer's headers, no-store, the connection closed, the code and its two sentences. */
function assertContractError(answer: RawAnswer, status: number, code: string, rateLimited = true) {
  assert.equal(answer.status, status);
  assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  assert.equal(answer.headers.get('connection'), 'close');
  assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(answer.headers.has('ratelimit-remaining'), rateLimited);
  const body = JSON.parse(answer.body);
  assert.equal(body.issues[0].code, code);
  assert.equal(body.issues[0].path, '');
  assert.match(body.issues[0].message, /^[^A-Za-z]+ [A-Z]/, 'Chinese, then English');
  assertProvenance(body);
  return body as { issues: Array<{ values: Record<string, unknown> }> };
}

const SLOW_BODY =
  'POST /v1/fixture/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":';

describe('client errors node answered by itself', () => {
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    app = await testApp({
      routes: fixtureRoutes(),
      // The idle timeout later than the request timeout: the 408 is node's request timeout.
      env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600', SEND_TIMEOUT_MS: '5000' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(() => app.close());

  it('answers headers not in within HEADERS_TIMEOUT_MS 408 api.request_timeout, with the timeouts', async () => {
    const body = assertContractError(
      await exchange(port, 'GET /v1/ HTTP/1.1\r\nHost: x\r\n'),
      408,
      'api.request_timeout',
    );
    assert.deepEqual(body.issues[0]?.values, { seconds: 0.6, headerSeconds: 0.3 });
  });

  it('answers a body not in within REQUEST_TIMEOUT_MS 408 through its route’s reply', async () => {
    const answer = await exchange(port, SLOW_BODY);
    assertContractError(answer, 408, 'api.request_timeout');
    // The reply's own: the RateLimit headers of the token it paid on arrival, and node's Date.
    assert.equal(answer.headers.get('ratelimit-limit'), '60');
    assert.ok(answer.headers.has('date'));
  });

  it('answers headers over node’s limit 431 api.headers_too_large', async () => {
    const body = assertContractError(
      await exchange(port, `GET /v1/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      431,
      'api.headers_too_large',
    );
    assert.deepEqual(body.issues[0]?.values, { limit: 16_384 });
  });

  it('answers a request line that cannot be parsed 400 api.bad_request', async () => {
    assertContractError(await exchange(port, 'HELLO WORLD\r\n\r\n'), 400, 'api.bad_request');
  });

  it('answers a broken chunked body 400 api.bad_request through its route’s reply', async () => {
    assertContractError(
      await exchange(
        port,
        'POST /v1/fixture/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      ),
      400,
      'api.bad_request',
    );
  });

  it('answers a request with an Expect it does not know as any other (node said a bare 417)', async () => {
    const answer = await exchange(port, 'GET /v1/ HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  });
});

describe('a client error’s token', () => {
  it('is spent from the connection’s sender: with its bucket empty the answer is the 429', async () => {
    const app = await testApp({ env: { RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '1' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    try {
      const answers: RawAnswer[] = [];
      for (let i = 0; i < 4; i += 1) answers.push(await exchange(port, 'HELLO WORLD\r\n\r\n'));
      assertContractError(answers[0]!, 400, 'api.bad_request');
      const refused = answers.at(-1)!;
      assertContractError(refused, 429, 'api.rate_limited');
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    } finally {
      await app.close();
    }
  });

  it('is not spent, nor RateLimit headers sent, when the connection is a trusted proxy’s (the sender is unknown)', async () => {
    const app = await testApp({ env: { RATE_LIMIT_BURST: '1', TRUST_PROXY: '127.0.0.1' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    try {
      for (let i = 0; i < 2; i += 1)
        assertContractError(await exchange(port, 'HELLO WORLD\r\n\r\n'), 400, 'api.bad_request', false);
    } finally {
      await app.close();
    }
  });
});
