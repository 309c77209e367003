/**
 * The site over HTTP as a browser meets it (issue 43): every link a page prints opens a page that
 * answers, an unknown address asked by a browser is the site's 404 page while the API keeps its
 * JSON 404, pages are compressed when the browser takes it, and the site's own files cost no
 * token of the visitor's bucket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { siteDataDir } from '../fixtures/site-data.js';
import { serviceApp } from '../helpers/app.js';
import { sitePages } from '../helpers/site-pages.js';
import { MORE_SITE_PAGES } from '../helpers/more-site-pages.js';

const ROW = 'cartons.0.length=60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10';

/** What a browser sends with a navigation. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let dataDir: string;
before(async () => {
  dataDir = await siteDataDir();
});

describe('the site’s own files', () => {
  it('cost no token: a thousand fetches of the style sheet, the script and the reference’s renderer leave the bucket full', async () => {
    const app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const visitor = { remoteAddress: '203.0.113.20' };
      const reference = await app.inject({ url: '/reference?load=1', ...visitor });
      assert.equal(reference.headers['ratelimit-remaining'], '4', 'the page itself pays its token');
      const files = [...reference.body.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
      assert.equal(new Set(files).size, 3, `${files}`);
      const [renderer = '', ...small] = [...new Set(files)].sort(
        (a, b) => Number(b.includes('scalar')) - Number(a.includes('scalar')),
      );
      // The renderer is 1.26 MB in gzip, 80 ms an inject here: one fetch in a hundred is it.
      for (let i = 0; i < 1000; i += 1) {
        const url = i % 100 === 0 ? renderer : (small[i % small.length] ?? '');
        const file = await app.inject({ url, headers: { 'accept-encoding': 'gzip' }, ...visitor });
        assert.equal(file.statusCode, 200, `${url} at ${i}`);
        assert.equal(file.headers['ratelimit-remaining'], '4', `${url} at ${i} paid nothing`);
      }
      // An address under /assets/ that is no file pays as any unknown path.
      const unknown = await app.inject({ url: '/assets/site.000000000000.css', ...visitor });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.headers['ratelimit-remaining'], '3');
    } finally {
      await app.close();
    }
  });

  it('are still sent when the bucket is empty, so a 429 page keeps its style', async () => {
    const app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '1', RATE_LIMIT_PER_MINUTE: '1' });
    try {
      const visitor = { remoteAddress: '203.0.113.21' };
      // The page is paid, the tool's description refused: the 429 page keeps the form, and its style.
      const page = await app.inject({ url: `/tools/cbm?go=1&lang=en&${ROW}`, ...visitor });
      assert.equal(page.statusCode, 429);
      const css = /href="(\/assets\/site\.[0-9a-f]{12}\.css)"/.exec(page.body)?.[1] ?? '';
      assert.equal((await app.inject({ url: css, ...visitor })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('pages for a browser', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '60000' });
  });
  after(() => app.close());

  it('are compressed in brotli or gzip as the browser takes them, the same page either way', async () => {
    const url = '/refund-rates?code=9901010010&export_date=2026-03-01&lang=en';
    const plain = await app.inject({ url });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'accept-encoding');
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length * 3 < plain.rawPayload.length, `${br.rawPayload.length} of ${plain.body.length}`);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    // A refusal page too, and a 304 has no body to compress.
    const refused = await app.inject({ url: '/refund-rates?code=12ab', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(refused.statusCode, 400);
    assert.match(gunzipSync(refused.rawPayload).toString(), /<!doctype html>/);
    const again = await app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('answer an unknown address with the site’s 404 page, the API’s paths with their JSON 404', async () => {
    for (const url of ['/tools/nope', '/foo', '/tool/baojia', '/Quote?lang=en', '/refund-rates/chapter-9']) {
      const answer = await app.inject({ url, headers: BROWSER });
      assert.equal(answer.statusCode, 404, url);
      assert.match(String(answer.headers['content-type']), /^text\/html/, url);
      assert.match(answer.body, /<header class="site">/, url);
      assert.match(answer.body, /<h1>(找不到这个页面|Page not found)<\/h1>/, url);
    }
    const meant = await app.inject({ url: '/tool/baojia', headers: BROWSER });
    assert.match(meant.body, /<a href="\/tools\/baojia">\/tools\/baojia<\/a>/);
    const quote = await app.inject({ url: '/Quote?lang=en', headers: BROWSER });
    assert.match(quote.body, /Perhaps you meant: <a href="\/quote\?lang=en">/);
    for (const url of ['/v1/nope', '/v1/refund-rate/nope', '/foo']) {
      const api = await app.inject({ url, headers: url === '/foo' ? { accept: 'application/json' } : BROWSER });
      assert.equal(api.statusCode, 404, url);
      assert.match(String(api.headers['content-type']), /^application\/json/, url);
      assert.equal(api.json().issues[0].code, 'api.not_found', url);
    }
    // A method the path does not take is still the API's 405.
    const post = await app.inject({ method: 'POST', url: '/refund-rates', headers: BROWSER });
    assert.equal(post.statusCode, 405);
  });
});

/** The same-origin links a page prints (href and src), as paths with their query and fragment. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&').replace('https://site.test', ''))
    .filter((link) => link.startsWith('/'));
}

/** A link without its language (and, with `api` named, its API names switch): a page in another language is the same page. */
function withoutLang(link: string, ...more: string[]): string {
  const [path = '', query = ''] = link.split('#')[0]?.split('?') ?? [];
  const search = new URLSearchParams(query);
  for (const name of ['lang', ...more]) search.delete(name);
  search.sort();
  return `${path}?${search}`;
}

/** Sent forms (`go`), with the API names switch on: their links keep it, the banner's lead to their fields. */
const SENT_FORMS = [
  `/tools/cbm?go=1&api=1&${ROW}`,
  '/tools/cbm?go=1&api=1&cartons.0.length=60',
  '/tools/baojia?go=1&price=152&quantity=544&taxRate=13&refundRate=9',
];

describe('every link the site prints', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '60000' });
  });
  after(() => app.close());

  it('opens a page that answers: every kind of page, every link one level on, no 4xx or 5xx', async () => {
    const ports = (await app.inject('/v1/datasets/ports')).json();
    const starts = [...sitePages(String(ports.current ?? '')), ...MORE_SITE_PAGES, ...SENT_FORMS];
    /** The link followed for each page (the first met, in its language), and a page printing it. */
    const followed = new Map<string, string>();
    const sources = new Map<string, string>();
    const targets = new Map<string, string>();
    let pagesWithLinks = 0;
    for (const start of starts) {
      const page = await app.inject({ url: start, headers: BROWSER });
      assert.ok(page.statusCode < 500, `${start}: ${page.statusCode}`);
      const links = linksOf(page.body);
      if (links.length > 0) pagesWithLinks += 1;
      for (const link of links) {
        // A page that is itself a refusal or a 404 is the same in another language or with the API names.
        if (page.statusCode !== 200 && withoutLang(link, 'api') === withoutLang(start, 'api')) continue;
        // Each page is followed in one language: the words of the others are checked by test/i18n.
        const same = withoutLang(link);
        if (!followed.has(same)) followed.set(same, link.split('#')[0] ?? link);
        sources.set(same, start);
      }
      // A link to a place in this page (the skip link, a refused field from the banner) finds it here.
      for (const [, anchor] of page.body.matchAll(/\shref="#([^"]+)"/g))
        assert.match(page.body, new RegExp(`id="${anchor}"`), `#${anchor} in ${start}`);
      // A link to a place in a page finds its target there.
      for (const link of links.filter((candidate) => candidate.includes('#'))) {
        const [target = '', anchor = ''] = link.split('#');
        const html = targets.get(target) ?? (await app.inject({ url: target, headers: BROWSER })).body;
        targets.set(target, html);
        assert.match(html, new RegExp(`id="${anchor}"`), `${link} from ${start}`);
      }
    }
    assert.equal(pagesWithLinks, starts.length, 'every page links somewhere');
    const failed: string[] = [];
    for (const [page, link] of followed) {
      const answer = await app.inject({ url: link, headers: BROWSER });
      if (answer.statusCode >= 400) failed.push(`${answer.statusCode} ${link} (from ${sources.get(page)})`);
    }
    assert.deepEqual(failed, []);
    assert.ok(followed.size > 250, `${followed.size} links followed`);
  });
});
