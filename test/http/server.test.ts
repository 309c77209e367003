/**
 * The service on a real socket: timeouts against slow clients (without stalling others),
 * graceful shutdown with a request in flight, and the started process itself (npm start's
 * entry point): PORT and HOST honoured, SIGTERM ends it cleanly, bad configuration refused.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { stopGracefully } from '../../src/http/lifecycle.js';
import { fixtureRoutes } from '../fixtures/contract-routes.js';
import { testApp } from '../helpers/app.js';
import { checkedFetch } from '../helpers/checked-fetch.js';
import { freePort } from '../helpers/redis-server.js';

/** Writes `text` to a raw socket and resolves with what came back once the server closed it. */
function rawExchange(port: number, text: string): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }));
  });
}

describe('slow clients', () => {
  it('cuts off slow headers and slow bodies while answering others at once', async () => {
    const app = await testApp({
      routes: fixtureRoutes(),
      env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1500' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    try {
      const slowHeaders = rawExchange(port, 'GET /v1/ HTTP/1.1\r\nHost: x\r\n');
      const slowBody = rawExchange(
        port,
        'POST /v1/fixture/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      );
      // Ordered, not timed: another client is answered while both slow ones are still held open.
      let cut = false;
      void Promise.race([slowHeaders, slowBody]).then(() => {
        cut = true;
      });
      const meanwhile = await fetch(`http://127.0.0.1:${port}/v1/`);
      assert.equal(meanwhile.status, 200);
      assert.equal(cut, false, 'another client is answered before the slow ones are cut');

      const headers = await slowHeaders;
      assert.match(headers.reply, /^HTTP\/1\.1 408/);
      const body = await slowBody;
      assert.match(body.reply, /^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });
});

describe('a stalled body (issue 28)', () => {
  it('is answered 408 with the error shape when the idle timeout comes first, and its connection closed', async () => {
    const app = await testApp({
      routes: fixtureRoutes(),
      env: { REQUEST_TIMEOUT_MS: '600', SEND_TIMEOUT_MS: '600' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    try {
      const stalled = await rawExchange(
        port,
        'POST /v1/fixture/echo?lang=en HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      );
      assert.match(stalled.reply, /^HTTP\/1\.1 408 /);
      assert.match(stalled.reply, /\r\nconnection: close\r\n/i);
      const body = JSON.parse(stalled.reply.slice(stalled.reply.indexOf('\r\n\r\n') + 4));
      assert.equal(body.issues[0].code, 'api.body_stalled');
      assert.match(body.issues[0].message, /Nothing of the request body arrived for 0\.6 s/);
      assert.ok(stalled.closedAfterMs < 2500, `closed after ${stalled.closedAfterMs} ms`);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, then refuses new connections', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const app = await testApp({ routes: fixtureRoutes({ slow }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;

    const inFlight = checkedFetch(`http://127.0.0.1:${port}/v1/fixture/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const stopped = stopGracefully(app, 5000);
    await new Promise((r) => setTimeout(r, 100));
    await assert.rejects(fetch(`http://127.0.0.1:${port}/v1/`), 'no new connection once stopping');
    release();
    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.deepEqual(((await response.json()) as { done: boolean }).done, true);
    assert.equal(await stopped, 'closed');
  });
});

describe('the started process', () => {
  it('serves on PORT and HOST, its metrics on METRICS_PORT, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'info',
        REDIS_URL: '',
        FETCH: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 15_000;
      let response: Response | undefined;
      while (!response && Date.now() < deadline) {
        response = await checkedFetch(`http://127.0.0.1:${port}/v1/`).catch(() => undefined);
        if (!response) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(response, `server answered; log:\n${log}`);
      assert.equal(response.status, 200);
      const body = (await response.json()) as { provenance: { api: string } };
      assert.equal(body.provenance.api, 'v1');
      // The metrics on their own port, not on the public one.
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      assert.equal(scrape.status, 200);
      assert.match(await scrape.text(), /http_requests_total\{route="\/v1",method="GET",status="200"\}/);
      assert.equal((await fetch(`http://127.0.0.1:${port}/metrics`)).status, 404);
    } finally {
      child.kill('SIGTERM');
    }
    assert.equal(await exited, 0, log);
    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = lines.find((line) => line.msg === 'request');
    assert.ok(request, 'one structured log line per request');
    assert.deepEqual(
      ['method', 'url', 'status', 'ms', 'sender'].filter((key) => !(key in request)),
      [],
    );
    assert.ok(lines.some((line) => line.msg === 'shutting down: finishing in-flight requests'));
  });

  it('stops on SIGTERM when nobody reads its standard output (by the signal, within seconds)', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        REDIS_URL: '',
        FETCH: 'off',
        RATE_LIMIT_BURST: '100000',
      },
      // stdout is a pipe this test never reads: it fills, and the log's write into it waits for good.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(`${code} ${signal}`)));
    try {
      // A minute: under tsx on a loaded machine the service's start has taken over 15 s.
      const deadline = Date.now() + 60_000;
      let up = false;
      while (!up && Date.now() < deadline) {
        up = (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true;
        if (!up) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(up, 'the service answered');
      // 400 lines of about 700 bytes: several times what a pipe holds.
      const url = `http://127.0.0.1:${port}/v1/datasets?${'q'.repeat(2_000)}=1`;
      for (let i = 0; i < 400; i++) await (await checkedFetch(url)).arrayBuffer();
    } finally {
      child.kill('SIGTERM');
    }
    const outcome = await Promise.race([
      exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    child.kill('SIGKILL');
    assert.equal(outcome, 'null SIGTERM');
  });

  it('refuses to start on a configuration it cannot read', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 1);
    assert.match(errors, /PORT must be a whole number/);
  });
});
