/**
 * The website's bounds against the requests that passed them (docs/site.md, Bounds): a marks
 * print of 100,000 cartons with ten lines of 60 characters (a 4 MB page before), a calculator's
 * query of 700 rows (a 695 KB page of 700 rows before), a row numbered 100,000, thousands of
 * refused fields, and the API reference's 4.35 MB script sent as it is.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../../src/project-root.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { serviceApp } from '../helpers/app.js';

// The widest line an A4 mark prints (18 full-width characters: 180 mm at 10 mm); a wider one is refused (issue 43).
const LINE = encodeURIComponent('唛'.repeat(18));
const MARKS =
  '/tools/maitou/print?cartons=100000&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&per_carton=1&' +
  Array.from({ length: 10 }, (_, i) => `lines.${i}.text=${LINE}`).join('&');

/** A cbm query of `count` rows, each with only a field cbm does not have. */
const cbmRows = (count: number) =>
  `/tools/cbm?lang=en&${Array.from({ length: count }, (_, i) => `cartons.${i}.a=1`).join('&')}`;

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

let dataDir: string;
let app: FastifyInstance;
before(async () => {
  dataDir = await siteDataDir();
  app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '60000' });
});
after(() => app.close());

/**
 * The tokens a page took from a fresh visitor's bucket: the page's own and one per API call
 * behind it, read from the next request's RateLimit-Remaining (a bucket of 50, refilled at one a
 * minute, so nothing comes back in between).
 */
async function tokensOf(url: string): Promise<{ tokens: number; status: number; html: string }> {
  const limited = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '50', RATE_LIMIT_PER_MINUTE: '1' });
  try {
    const visitor = { remoteAddress: '203.0.113.20' };
    const answer = await limited.inject({ url, ...visitor });
    const probe = await limited.inject({ url: '/v1/tools', ...visitor });
    return {
      tokens: 50 - 1 - Number(probe.headers['ratelimit-remaining']),
      status: answer.statusCode,
      html: answer.body,
    };
  } finally {
    await limited.close();
  }
}

describe('the marks print is paged', () => {
  it('prints 100,000 cartons 200 marks a page, under 1 MB, with the way to the next page', async () => {
    const response = await app.inject(`${MARKS}&lang=en`);
    assert.equal(response.statusCode, 200);
    assert.ok(response.rawPayload.length < 1_000_000, `${response.rawPayload.length} bytes`);
    assert.equal(count(response.body, /<section class="mark"/g), 200);
    assert.match(response.body, /<span>Marks 1–200 of 100000<\/span>/);
    assert.match(response.body, /Page 1 of 500\. Printing prints this page’s marks only/);
    assert.match(
      response.body,
      /<a rel="next" href="\/tools\/maitou\/print\?[^"]*&amp;page=2&amp;lang=en">Next page<\/a>/,
    );
    assert.doesNotMatch(response.body, /rel="prev"/);
  });

  it('shows each page its own marks, in every language', async () => {
    const second = (await app.inject(`${MARKS}&page=2`)).body;
    assert.match(second, /<span>第 201–400 张，共 100000 张<\/span>/);
    assert.match(second, /<section class="mark" aria-label="201">/);
    assert.match(second, /<p>C\/NO\. 201\/100000<\/p>/);
    assert.doesNotMatch(second, /aria-label="200"|aria-label="401"/);
    assert.match(second, /<a rel="prev" href="\/tools\/maitou\/print\?[^"]*per_carton=1[^"]*">上一页<\/a>/);
    const last = (await app.inject(`${MARKS}&page=500&lang=ja`)).body;
    assert.match(last, /全 100000 枚中 99801–100000 枚目/);
    assert.equal(count(last, /<section class="mark"/g), 200);
    assert.doesNotMatch(last, /rel="next"/);
    assert.match((await app.inject(`${MARKS}&page=3&lang=ko`)).body, /전체 100000장 중 401–600번째/);
  });

  it('refuses a page past the last (400, the pages there are) and an unreadable one before calculating', async () => {
    const past = await app.inject(`${MARKS}&page=501&lang=en`);
    assert.equal(past.statusCode, 400);
    assert.match(past.body, /Page: This number must be from 1 to 500\./);
    const zero = await app.inject(`${MARKS}&page=0&lang=en`);
    assert.equal(zero.statusCode, 400);
    const one = await app.inject(`${MARKS.replace('per_carton=1&', '')}&page=2&lang=en`);
    assert.match(one.body, /This number must be from 1 to 1\./);
    const unreadable = await tokensOf(`${MARKS}&page=2x&lang=en`);
    assert.equal(unreadable.status, 400);
    assert.match(unreadable.html, /Page: A whole number without sign or decimal point is needed here\./);
    assert.equal(unreadable.tokens, 1, 'the page alone: no calculation asked');
  });
});

describe('a calculator’s rows are bounded as the API bounds them', () => {
  it('refuses 700 rows of cbm (at most 500) before calculating: a small 400 page naming the bound', async () => {
    const { tokens, status, html } = await tokensOf(cbmRows(700));
    assert.equal(status, 400);
    assert.ok(Buffer.byteLength(html) < 100_000, `${Buffer.byteLength(html)} bytes`);
    assert.match(
      html,
      /<fieldset id="in-cartons" class="rows refused" data-rows="cartons" data-max="500">[\s\S]*?<span class="issue" id="in-cartons-issue" role="alert">From 1 to 500 rows are needed here\.<\/span>/,
    );
    assert.ok(count(html, /<th scope="row">/g) <= 500);
    assert.doesNotMatch(html, /name="cartons\.500\./);
    // The page and the tool's description: no calculation.
    assert.equal(tokens, 2);
    const api = await app.inject({
      method: 'POST',
      url: '/v1/tools/cbm/compute',
      payload: { inputs: { cartons: Array.from({ length: 700 }, () => ({ a: '1' })) } },
    });
    assert.deepEqual(
      api.json().issues.map((issue: { path: string; code: string }) => [issue.path, issue.code]),
      [['cartons', 'input.rows_count']],
    );
  });

  it('lists at most 100 issues, and says how many more the answer counted', async () => {
    const response = await app.inject(cbmRows(500));
    assert.equal(response.statusCode, 400);
    // As many rows as the tool takes, and no blank one past them.
    assert.equal(count(response.body, /<th scope="row">/g), 500);
    const api = await app.inject({
      method: 'POST',
      url: '/v1/tools/cbm/compute',
      payload: { inputs: { cartons: Array.from({ length: 500 }, () => ({ a: '1' })) } },
    });
    const total = Number(api.json().issues_total);
    assert.ok(total > 100, `${total}`);
    // Each listed issue once: beside its field, or in the list when the form has no such field.
    const list = /<div role="alert"><ul class="issues">([\s\S]*?)<\/ul>/.exec(response.body)?.[1] ?? '';
    assert.equal(count(response.body, /<span class="issue"/g) + count(list, /<li>/g), 100);
    assert.match(response.body, new RegExp(`<p class="issues-more">And ${total - 100} more, not listed here\\.</p>`));
  });

  it('reads a row numbered 100,000 as one row, sizing nothing by its number', async () => {
    for (const url of ['/tools/cbm?cartons.100000.length=60', '/tools/cbm?cartons.99999999999999999999999.length=60']) {
      const response = await app.inject(url);
      assert.ok(response.rawPayload.length < 30_000, `${url}: ${response.rawPayload.length}`);
      assert.match(response.body, /name="cartons\.0\.length"[^>]* value="60"/);
      assert.equal(count(response.body, /<th scope="row">/g), 2);
    }
  });
});

describe('the site’s files are sent compressed', () => {
  /** The files the pages load: the style sheet, the script and the reference's renderer. */
  const assetPaths = async () => {
    const pages = await Promise.all(['/tools?lang=en', '/reference?load=1'].map((url) => app.inject(url)));
    const paths = pages.flatMap((page) =>
      [...page.body.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''),
    );
    return [...new Set(paths)];
  };
  const onDisk = (path: string) =>
    readFileSync(
      path.includes('scalar')
        ? join(projectRoot(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js')
        : join(projectRoot(), 'src', 'site', 'assets', path.endsWith('.css') ? 'site.css' : 'site.js'),
    );

  it('in brotli, gzip or as they are, as the request takes them, revalidated by their tag', async () => {
    const paths = await assetPaths();
    assert.equal(paths.length, 3);
    for (const path of paths) {
      const bytes = onDisk(path);
      const identity = await app.inject(path);
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.deepEqual(identity.rawPayload, bytes);
      assert.equal(identity.headers.vary, 'accept-encoding');
      assert.equal(identity.headers['cache-control'], 'public, max-age=31536000, immutable');
      const gzip = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(gunzipSync(gzip.rawPayload), bytes);
      const br = await app.inject({ url: path, headers: { 'accept-encoding': 'br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'accept-encoding');
      assert.deepEqual(brotliDecompressSync(br.rawPayload), bytes);
      assert.ok(br.rawPayload.length < gzip.rawPayload.length, path);
      // Once made, brotli is preferred; refused by q=0, it is not sent.
      const both = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      assert.equal(both.headers['content-encoding'], 'br');
      const refused = await app.inject({ url: path, headers: { 'accept-encoding': '*, br;q=0' } });
      assert.equal(refused.headers['content-encoding'], 'gzip');
      const none = await app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      assert.equal(none.headers['content-encoding'], undefined);
      const etag = String(br.headers.etag);
      assert.match(etag, /^W\/"[A-Za-z0-9_-]{32}"$/);
      assert.equal(identity.headers.etag, etag);
      const again = await app.inject({ url: path, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
      assert.equal(again.headers.etag, etag);
    }
  });
});
