/**
 * What one request may cost the service is bounded by what it pays (docs/operations.md, "Limits
 * and abuse"): error answers list at most 100 issues, a body pays tokens by its size (declared or
 * sent in chunks), one sender has at most RATE_LIMIT_IN_FLIGHT requests in flight, a client that
 * stops reading has its connection closed, a GET's body is refused unread, and a body is read as
 * UTF-8 JSON exactly as sent or refused.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { assertErrorAnswer, serviceApp, testApp } from '../helpers/app.js';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('error answers are bounded', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
  });
  after(() => app.close());

  it('lists 100 issues of 2,500 (500 empty carton rows) and says how many there were', async () => {
    const payload = JSON.stringify({ inputs: { cartons: Array.from({ length: 500 }, () => ({})) } });
    const response = await app.inject({ method: 'POST', url: '/v1/tools/cbm/compute', headers: JSON_TYPE, payload });
    const body = assertErrorAnswer(response, 400, 'input.required', 'cartons.0.length');
    assert.equal((body.issues as unknown[]).length, 100);
    assert.equal(body.issues_total, 2500);
    assert.ok(response.body.length < 40_000, `${response.body.length} bytes for a ${payload.length}-byte body`);
  });

  it('lists 100 of 20,000 unknown keys; an answer with 100 or fewer has no total', async () => {
    const inputs = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1]));
    const many = await app.inject({
      method: 'POST',
      url: '/v1/tools/unit-convert/compute',
      headers: JSON_TYPE,
      payload: { inputs },
    });
    const body = assertErrorAnswer(many, 400, 'input.unknown', 'k0');
    assert.equal((body.issues as unknown[]).length, 100);
    assert.equal(body.issues_total, 20_003, 'the unknown keys and the three required inputs');
    const few = await app.inject({
      method: 'POST',
      url: '/v1/tools/unit-convert/compute',
      headers: JSON_TYPE,
      payload: { inputs: {} },
    });
    assert.equal('issues_total' in assertErrorAnswer(few, 400, 'input.required', 'value'), false);
  });

  it('lists 100 rewrites of a refused body and says how many there were', async () => {
    const row = { length: 60, width: 40, height: 40, grossWeight: 15, quantity: 1 };
    const cartons = [...Array.from({ length: 30 }, () => row), { length: 'x' }];
    const response = await app.inject({
      method: 'POST',
      url: '/v1/tools/cbm/compute',
      headers: JSON_TYPE,
      payload: { inputs: { cartons } },
    });
    const body = assertErrorAnswer(response, 400, 'input.decimal_expected', 'cartons.30.length');
    assert.equal((body.normalized as unknown[]).length, 100);
    assert.equal(body.normalized_total, 150);
  });

  it('refuses more carton rows than a calculation reads (500) without reading them', async () => {
    const payload = JSON.stringify({ inputs: { cartons: Array.from({ length: 501 }, () => ({})) } });
    const response = await app.inject({ method: 'POST', url: '/v1/tools/cbm/compute', headers: JSON_TYPE, payload });
    const body = assertErrorAnswer(response, 400, 'input.rows_count', 'cartons');
    assert.equal((body.issues as unknown[]).length, 1);
  });
});

describe('a request pays by its work', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ routes: fixtureRoutes() });
  });
  after(() => app.close());

  const remainingAfter = async (
    sender: string,
    payload: string | Readable,
    headers: Record<string, string> = JSON_TYPE,
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fixture/echo',
      headers,
      payload,
      remoteAddress: sender,
    });
    assert.equal(response.statusCode, 200, response.body);
    return Number(response.headers['ratelimit-remaining']);
  };
  const bodyOf = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - 10) });

  it('one token for a small body, one for each started 8 KB of a larger one', async () => {
    assert.equal(bodyOf(40 * 1024).length, 40 * 1024);
    assert.equal(await remainingAfter('10.0.0.1', '{}'), 59);
    assert.equal(await remainingAfter('10.0.0.2', bodyOf(8 * 1024)), 59);
    assert.equal(await remainingAfter('10.0.0.3', bodyOf(8 * 1024 + 1)), 58);
    assert.equal(await remainingAfter('10.0.0.4', bodyOf(40 * 1024)), 55);
    assert.equal(await remainingAfter('10.0.0.5', bodyOf(256 * 1024)), 28);
  });

  it('a body sent in chunks, with no declared length, pays the same once read', async () => {
    const chunks = [bodyOf(40 * 1024)];
    const response = await app.inject({
      method: 'POST',
      url: '/v1/fixture/echo',
      headers: JSON_TYPE,
      payload: Readable.from(chunks),
      remoteAddress: '10.0.0.6',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(Number(response.headers['ratelimit-remaining']), 55);
  });

  it('a chunked body its sender cannot pay for is refused with 429 and Retry-After', async () => {
    const small = await testApp({ routes: fixtureRoutes(), env: { RATE_LIMIT_BURST: '3' } });
    try {
      assert.equal(
        (await small.inject({ method: 'POST', url: '/v1/fixture/echo', headers: JSON_TYPE, payload: '{}' })).statusCode,
        200,
      );
      // 64 KB owes 8 tokens, at most a full bucket (3): 1 paid on arrival, 2 owed, 1 left.
      const response = await small.inject({
        method: 'POST',
        url: '/v1/fixture/echo',
        headers: JSON_TYPE,
        payload: Readable.from([bodyOf(64 * 1024)]),
      });
      assertErrorAnswer(response, 429, 'api.rate_limited');
      assert.ok(Number(response.headers['retry-after']) >= 1);
    } finally {
      await small.close();
    }
  });
});

describe('requests in flight per sender', () => {
  it('the ninth request of one sender waiting on answers gets 429 (Retry-After 1); other senders are served', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const app = await testApp({ routes: fixtureRoutes({ slow }) });
    try {
      const waiting = Array.from({ length: 8 }, () =>
        app.inject({ url: '/v1/fixture/slow', remoteAddress: '10.1.0.1' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ninth = await app.inject({ url: '/v1/fixture/slow', remoteAddress: '10.1.0.1' });
      assertErrorAnswer(ninth, 429, 'api.rate_limited');
      assert.equal(ninth.headers['retry-after'], '1');
      assert.equal(ninth.headers['ratelimit-remaining'], '52', 'the refused request spent nothing');
      const other = await app.inject({ url: '/v1/', remoteAddress: '10.1.0.2' });
      assert.equal(other.statusCode, 200);
      release();
      for (const response of await Promise.all(waiting)) assert.equal(response.statusCode, 200);
      const later = await app.inject({ url: '/v1/fixture/slow', remoteAddress: '10.1.0.1' });
      assert.equal(later.statusCode, 200, 'the count falls as answers end');
    } finally {
      release();
      await app.close();
    }
  });
});

describe('on a real socket', () => {
  let app: FastifyInstance;
  let port = 0;
  before(async () => {
    app = await testApp({
      routes: fixtureRoutes(),
      env: {
        SEND_TIMEOUT_MS: '300',
        KEEP_ALIVE_TIMEOUT_MS: '60000',
        HEADERS_TIMEOUT_MS: '60000',
        REQUEST_TIMEOUT_MS: '60000',
        RATE_LIMIT_BURST: '100000',
        RATE_LIMIT_IN_FLIGHT: '1000',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(() => app.close());

  it('closes the connection of a client that asks for answers and never reads them', async () => {
    const closed = new Promise<number>((resolve) => {
      app.server.once('connection', (socket) => {
        const started = Date.now();
        socket.once('close', () => resolve(Date.now() - started));
      });
    });
    const client = connect(port, '127.0.0.1');
    client.pause();
    // 400 pages of 5,000 rows (about 70 KB each): far more than the kernel's buffers hold.
    const request = 'GET /v1/fixture/rows?limit=5000 HTTP/1.1\r\nHost: x\r\n\r\n';
    client.write(request.repeat(400));
    // SEND_TIMEOUT_MS is 300: the close comes well within 15 s even on a machine busy with other tests.
    const afterMs = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 15_000)),
    ]);
    client.destroy();
    assert.ok(afterMs > 0, 'the server closed the connection');
  });

  it('answers a GET that carries a body with 400 and closes, without reading the body', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /v1/ HTTP/1.1\r\nHost: x\r\nContent-Length: 209715200\r\n\r\n');
        socket.write(Buffer.alloc(64 * 1024, 0x20));
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('error', () => resolve(text));
      socket.on('close', () => resolve(text));
      setTimeout(() => reject(new Error(`no close; got ${text.slice(0, 200)}`)), 5000).unref();
    });
    assert.match(reply, /^HTTP\/1\.1 400 /);
    assert.match(reply, /connection: close/i);
    assert.match(reply, /api\.body_not_expected/);
  });
});

describe('bodies are read as sent', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ routes: fixtureRoutes(), env: { RATE_LIMIT_BURST: '100000' } });
  });
  after(() => app.close());
  const post = (headers: Record<string, string>, payload: string | Buffer = '{"a":1}') =>
    app.inject({ method: 'POST', url: '/v1/fixture/echo', headers, payload });

  it('refuses a compressed body (415) rather than parsing its bytes', async () => {
    assertErrorAnswer(await post({ ...JSON_TYPE, 'content-encoding': 'gzip' }), 415, 'api.unsupported_encoding');
    assertErrorAnswer(await post({ ...JSON_TYPE, 'content-encoding': 'br' }), 415, 'api.unsupported_encoding');
    assert.equal((await post({ ...JSON_TYPE, 'content-encoding': 'identity' })).statusCode, 200);
  });

  it('reads UTF-8 only: another declared charset is 415, bytes that are not UTF-8 are 400', async () => {
    for (const charset of ['latin1', 'utf-16', 'ISO-8859-1', '"utf-16le"']) {
      assertErrorAnswer(
        await post({ 'content-type': `application/json; charset=${charset}` }),
        415,
        'api.unsupported_charset',
      );
    }
    for (const charset of ['utf-8', 'UTF-8', 'utf8', '"utf-8"']) {
      assert.equal((await post({ 'content-type': `application/json; charset=${charset}` })).statusCode, 200, charset);
    }
    assertErrorAnswer(await post(JSON_TYPE, Buffer.from('{"a":"\xe9"}', 'latin1')), 400, 'api.body_not_utf8');
    const withMark = await post(
      JSON_TYPE,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1,"b":2}')]),
    );
    assert.deepEqual(withMark.json().keys, 2, 'a UTF-8 byte-order mark is allowed');
  });

  it('reads the body headers of a POST only: a GET naming a charset or a coding is answered', async () => {
    const headers = { 'content-type': 'application/json; charset=latin1', 'content-encoding': 'gzip' };
    assert.equal((await app.inject({ method: 'GET', url: '/v1/', headers })).statusCode, 200);
  });

  it('a GET with a small body is refused too (inject)', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/', headers: JSON_TYPE, payload: '{}' });
    assertErrorAnswer(response, 400, 'api.body_not_expected');
    assert.equal(response.headers.connection, 'close');
  });
});
