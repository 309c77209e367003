/**
 * What a web page on another origin can read of an answer (docs/contract.md, CORS and cookies):
 * Access-Control-Expose-Headers names a download's Content-Disposition and Link and a 405's Allow
 * beside the cache's and the bucket's headers, on every answer; and a real page in Chromium, served
 * from a second loopback origin, reads a dataset download's file name through fetch().
 */
import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { chromiumPath, loopbackContext, sharedBrowser } from '../helpers/browser.js';
import { serviceApp } from '../helpers/app.js';
import { onLoopback } from '../helpers/site-service.js';

const DOWNLOAD = '/v1/datasets/ports/current/rows.csv';
const ORIGIN = { origin: 'https://shop.example' };

const exposed = (headers: Record<string, unknown>) =>
  String(headers['access-control-expose-headers']).toLowerCase().split(/,\s*/);

describe('CORS: the headers a page on another origin may read', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '1000' });
  });
  after(() => app.close());

  it('exposes Content-Disposition and Link on a download, and Allow on a 405', async () => {
    const download = await app.inject({ url: DOWNLOAD, headers: ORIGIN });
    assert.equal(download.statusCode, 200);
    assert.match(String(download.headers['content-disposition']), /^attachment; filename="/);
    assert.match(String(download.headers.link), /rel="describedby"/);
    for (const name of ['content-disposition', 'link', 'etag', 'ratelimit-remaining'])
      assert.ok(exposed(download.headers).includes(name), `${name} exposed on a download`);

    for (const [method, url] of [
      ['GET', '/v1/tools/cbm/compute'],
      ['DELETE', '/v1/datasets'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: ORIGIN });
      assert.equal(refused.statusCode, 405, `${method} ${url}`);
      assert.ok(refused.headers.allow, `${method} ${url} sends Allow`);
      assert.ok(exposed(refused.headers).includes('allow'), `Allow exposed on ${method} ${url}`);
    }
  });

  const found = chromiumPath();
  it('lets a page on another origin read a download’s Content-Disposition and Link and a 405’s Allow', {
    skip: 'missing' in found ? found.missing : false,
  }, async () => {
    if (!('path' in found)) return;
    const listening = await serviceApp({ RATE_LIMIT_BURST: '1000' });
    const api = await onLoopback(listening);
    // The page's own origin: another server on another port (an origin is scheme, host and port).
    const pageServer: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>shop</title><p>shop');
    });
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    const address = pageServer.address();
    const page = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    const { context, outside } = await loopbackContext(await sharedBrowser(found.path), 'http://127.0.0.1:');
    try {
      const tab = await context.newPage();
      await tab.goto(page);
      const read = await tab.evaluate(
        async ({ api, download }) => {
          const file = await fetch(`${api}${download}`);
          await file.arrayBuffer();
          const refused = await fetch(`${api}/v1/tools/cbm/compute`);
          return {
            status: file.status,
            disposition: file.headers.get('content-disposition'),
            link: file.headers.get('link'),
            refused: refused.status,
            allow: refused.headers.get('allow'),
          };
        },
        { api, download: DOWNLOAD },
      );
      const direct = await fetch(`${api}${DOWNLOAD}`);
      await direct.arrayBuffer();
      assert.notEqual(new URL(tab.url()).origin, api, 'the page is on another origin');
      assert.equal(read.status, 200);
      assert.equal(read.disposition, direct.headers.get('content-disposition'));
      assert.match(String(read.disposition), /^attachment; filename="ports-.+\.csv"$/);
      assert.equal(read.link, direct.headers.get('link'));
      assert.deepEqual([read.refused, read.allow], [405, 'POST, OPTIONS']);
      assert.deepEqual(outside, []);
    } finally {
      await context.close();
      await listening.close();
      await new Promise((resolve) => pageServer.close(resolve));
    }
  });
});
