/**
 * The website's pages (issue 18) at the HTTP level, over the shipped data and the generated test
 * library (chapter 99): each page answers HTML in its language with a strict CSP; a calculator's
 * page opened from `links.page` shows the API's figures, its refusals beside their fields and
 * what was normalised; the lookup, chapter, parity, dataset and marks pages show the API's
 * answers; pages are charged to the visitor's bucket like the API calls behind them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { COMPANION_PAGES } from '../../src/site/pages/companions.js';
import { formFields } from '../../src/site/form-values.js';
import { TOOLS } from '../../src/tools/registry.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { pageSentencePattern, shownFigure } from '../helpers/figure-value.js';
import { serviceApp } from '../helpers/app.js';

let dataDir: string;

/** The text of every element matching `<tag attr="value"…>text</tag>`, tags inside removed. */
function texts(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .trim(),
  );
}

/** A page path from an answer's absolute link (SITE_URL is https://site.test in the tests). */
const pathOf = (link: string) => link.replace('https://site.test', '');

describe('site pages', () => {
  let app: FastifyInstance;
  before(async () => {
    dataDir = await siteDataDir();
    app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '60000' });
  });
  after(() => app.close());

  const page = async (url: string) => {
    const response = await app.inject(url);
    return { response, html: response.body };
  };

  it('answers every page as HTML in its language, with a strict CSP and no outside address', async () => {
    for (const path of ['/', '/tools', '/tools/cbm', '/refund-rates', '/central-parity', '/datasets', '/reference']) {
      for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
        const { response, html } = await page(`${path}?lang=${lang}`);
        assert.equal(response.statusCode, 200, `${path} ${lang}`);
        assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
        assert.match(String(response.headers['content-security-policy']), /default-src 'self'; script-src 'self'/);
        assert.match(html, new RegExp(`<html lang="${lang}">`));
        // Nothing is loaded from elsewhere: every src and stylesheet is this service's.
        for (const source of html.matchAll(/(?:src|href)="(https?:[^"]*)"/g)) {
          assert.ok(!/<script|stylesheet/.test(source[0]), source[1]);
        }
        assert.doesNotMatch(html, /<(?:script|link)[^>]+(?:src|href)="https?:/);
      }
    }
  });

  it('shows a code figure as the word the sentences use for it (lclBy volume as 体积)', async () => {
    const { html } = await page(
      '/tools/cbm?cartons.0.length=60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10',
    );
    assert.match(html, /<dd data-output="lclBy">体积<\/dd>/);
  });

  it('shows on a calculator’s page, opened from links.page, the figures the API answered, for every calculator', async () => {
    for (const tool of TOOLS) {
      const answer = await app.inject({
        method: 'POST',
        url: `/v1/tools/${tool.id}/compute?lang=en`,
        payload: { inputs: tool.example },
      });
      assert.equal(answer.statusCode, 200, tool.id);
      const body = answer.json();
      // The link names the answer’s language: the page opens in English as it is.
      const { response, html } = await page(pathOf(body.links.page));
      assert.equal(response.statusCode, 200, tool.id);
      // A code the page names otherwise (fx-cost's option by the user's name) keeps the code in data-code.
      const shown = new Map(
        [...html.matchAll(/<(?:dd|span) data-output="([^"]+)"(?: data-code="([^"]*)")?>([^<]*)</g)].map((m) => [
          m[1],
          m[2] ?? texts(m[3] ?? '', /(.*)/g)[0],
        ]),
      );
      for (const [name, figure] of Object.entries(body.outputs as Record<string, Record<string, string>>)) {
        const named = html.includes(`data-output="${name}" data-code=`);
        assert.equal(shown.get(name), named ? figure.value : shownFigure(figure), `${tool.id} ${name}`);
      }
      const steps = texts(html, /<li data-step="[^"]*">([\s\S]*?)<\/li>/g);
      const messages: string[] = body.steps.map((step: { message: string }) => step.message);
      assert.equal(steps.length, messages.length, tool.id);
      messages.forEach((message, n) => assert.match(steps[n] ?? '', pageSentencePattern(message), tool.id));
    }
  });

  it('shows each refusal beside the field it concerns, and the form keeps what was typed', async () => {
    const { response, html } = await page(
      '/tools/cbm?cartons.0.length=-60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10&lengthUnit=parsec&lang=en',
    );
    assert.equal(response.statusCode, 400);
    assert.match(
      html,
      /name="cartons\.0\.length" aria-label="Carton length 1" aria-invalid="true" aria-describedby="in-cartons-0-length-issue" value="-60"/,
    );
    assert.match(html, /id="in-cartons-0-length-issue" role="alert">This number must be greater than 0\.<\/span>/);
    assert.match(html, /id="in-lengthUnit-issue" role="alert">This unit is not known here/);
  });

  it('says what it normalised, and links a hint to the next tool', async () => {
    const { html } = await page(
      '/tools/cbm?cartons.0.length=120&cartons.0.width=100&cartons.0.height=100&cartons.0.grossWeight=15&cartons.0.quantity=40&lengthUnit=CM&lang=en',
    );
    assert.ok(html.includes('<li>Size unit: we read CM as cm.</li>'));
    assert.match(html, /<li class="hint">[^<]*<a href="\/tools\/container-load\?lang=en">Continue: /);
  });

  it('does not calculate until every required input is given, and fills tuishui’s first row from the lookup’s link', async () => {
    const { response, html } = await page('/tools/tuishui?hsCode=9901010010&lang=en');
    assert.equal(response.statusCode, 200);
    assert.match(html, /name="exports\.0\.hsCode"[^>]* value="9901010010"/);
    assert.doesNotMatch(html, /class="answer"/);
  });

  it('escapes what a user typed: a mark line cannot become a script', async () => {
    const { html } = await page(
      '/tools/maitou?cartons=2&length=60&width=40&height=40&grossWeight=15&netWeight=13&lines.0.text=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
    assert.doesNotMatch(html, /<script>alert/);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });

  it('lays out the marks for A4 or 100×150 mm labels, one a carton when asked', async () => {
    const query =
      'cartons=3&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&lines.0.text=ABC%20CO.&lines.1.text=HAMBURG';
    const a4 = (await page(`/tools/maitou/print?${query}`)).html;
    // One mark counted as one, in words that agree.
    assert.match((await page(`/tools/maitou/print?${query}&lang=en`)).html, /<span>1 mark<\/span>/);
    assert.match(a4, /@page \{ size: A4; margin: 15mm; \} \.mark \{ font-size: 10mm; \}/);
    assert.equal(texts(a4, /<section class="mark"[^>]*>([\s\S]*?)<\/section>/g).length, 1);
    assert.match(a4, /<p>C\/NO\. 1-3<\/p>/);
    const labels = (await page(`/tools/maitou/print?${query}&sheet=label&per_carton=1`)).html;
    assert.match(labels, /@page \{ size: 100mm 150mm; margin: 5mm; \} \.mark \{ font-size: 6mm; \}/);
    assert.deepEqual(texts(labels, /<p>(C\/NO\. [^<]*)<\/p>/g), ['C/NO. 1/3', 'C/NO. 2/3', 'C/NO. 3/3']);
  });

  it('links each registered companion page from the answer of its tool, and serves it', async () => {
    for (const companion of COMPANION_PAGES) {
      const tool = TOOLS.find((each) => each.id === companion.tool);
      assert.ok(tool, `${companion.tool} is a tool`);
      const example = new URLSearchParams(formFields(tool.example)).toString();
      const answered = (await page(`/tools/${tool.slug}?${example}`)).html;
      const link = answered.match(new RegExp(`href="(/tools/${tool.slug}/${companion.path}\\?[^"]*)"`))?.[1];
      assert.ok(link, `${tool.id}'s answer links its ${companion.path} page`);
      const served = await page(link.replaceAll('&amp;', '&'));
      assert.equal(served.response.statusCode, 200);
    }
    // Before an answer there is nothing to print: no link.
    assert.doesNotMatch((await page('/tools/maitou')).html, /\/tools\/maitou\/print/);
  });

  it('shows a lookup as a card: rate in force, every period, links to the chapter and the calculator', async () => {
    const { response, html } = await page('/refund-rates?code=9901.0100.10&export_date=2026-03-01&lang=en');
    assert.equal(response.statusCode, 200);
    assert.match(html, /In force on 2026-03-01/);
    assert.match(html, /<p class="in-force-rate"><span class="rate">Refund rate <strong>9 %<\/strong>/);
    assert.equal(texts(html, /<ol class="timeline">([\s\S]*?)<\/ol>/g).length, 1);
    assert.match(html, /<li class="in-force" aria-current="true">/);
    assert.match(html, /href="\/refund-rates\/chapter-99\?lang=en"/);
    assert.match(
      html,
      /href="\/tools\/tuishui\?hsCode=9901010010&amp;exportDate=2026-03-01&amp;refundRate=9&amp;lang=en"/,
    );
  });

  it('answers an unlisted code with 404 and its nearest listed codes as links, a bad one with the refusal', async () => {
    const missing = await page('/refund-rates?code=9901019999&lang=en');
    assert.equal(missing.response.statusCode, 404);
    assert.match(missing.html, /href="\/refund-rates\?code=9901010010&amp;lang=en"/);
    const bad = await page('/refund-rates?code=12ab&lang=en');
    assert.equal(bad.response.statusCode, 400);
    assert.match(bad.html, /A customs code is 8 or 10 digits/);
  });

  it('lists a chapter’s codes with the rates in force', async () => {
    const { response, html } = await page('/refund-rates/chapter-99?lang=en&export_date=2026-03-01');
    assert.equal(response.statusCode, 200);
    assert.match(
      html,
      /<a href="\/refund-rates\?code=9901010010&amp;export_date=2026-03-01&amp;lang=en"><code>9901010010<\/code><\/a>/,
    );
    assert.equal((await page('/refund-rates/chapter-9')).response.statusCode, 404);
  });

  it('draws the parity series with one linked point per publishing day', async () => {
    const series = (await app.inject('/v1/central-parity/series?currency=JPY&from=2026-08-01&to=2026-08-31')).json();
    const { response, html } = await page('/central-parity?currency=JPY&from=2026-08-01&to=2026-08-31&lang=en');
    assert.equal(response.statusCode, 200);
    const points = [
      ...html.matchAll(/<a href="\/datasets\/central-parity\/([0-9-]+)\?lang=en"><circle class="point"/g),
    ];
    assert.equal(points.length, series.series.points.length);
    assert.deepEqual(
      points.map((p) => p[1]),
      series.series.points.map((p: { version: string }) => p.version),
    );
    assert.match(html, /<title>2026-08-03: 4\.[0-9]+<\/title>/);
    // The day's table says how each pair reads, whichever way the publisher quotes it.
    const day = (await page('/central-parity?date=2026-08-03&lang=en')).html;
    assert.match(day, /<td>1 USD = [0-9.]+ CNY<\/td>/);
    assert.match(day, /<td>100 JPY = [0-9.]+ CNY<\/td>/);
    assert.match(day, /<td>1 CNY = [0-9.]+ KRW<\/td>/);
    const refused = await page('/central-parity?date=2030-01-02&lang=en');
    assert.equal(refused.response.statusCode, 404);
    assert.match(refused.html, /after the newest installed RMB central parity/);
  });

  it('shows datasets, their versions and a paged table of rows', async () => {
    assert.match((await page('/datasets?lang=en')).html, /href="\/datasets\/ports\?lang=en"/);
    const ports = (await page('/datasets/ports?lang=en')).html;
    assert.match(ports, /href="\/v1\/datasets\/ports\/2026-07-27\/rows\.csv" download/);
    const rows = await page('/datasets/ports/2026-07-27?offset=100&lang=en');
    assert.equal(rows.response.statusCode, 200);
    assert.match(rows.html, /101–200 of 3949/);
    assert.match(rows.html, /rel="prev" href="\/datasets\/ports\/2026-07-27\?offset=0&amp;lang=en"/);
    assert.match(rows.html, /<table class="data sortable">/);
    assert.equal((await page('/datasets/nothing')).response.statusCode, 404);
  });

  it('revalidates a page by its ETag, and serves its files for a year under their hash', async () => {
    const first = await app.inject('/datasets?lang=en');
    const again = await app.inject({
      url: '/datasets?lang=en',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    const css = /href="(\/assets\/site\.[0-9a-f]{12}\.css)"/.exec(first.body)?.[1];
    const asset = await app.inject(String(css));
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal((await app.inject('/assets/site.000000000000.css')).statusCode, 404);
  });
});

describe('site pages and the rate limit', () => {
  it('charges the visitor for the page and for the API call behind it, and shows the 429 when spent', async () => {
    const app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '3', RATE_LIMIT_PER_MINUTE: '1' });
    const visitor = { remoteAddress: '203.0.113.7' };
    const first = await app.inject({ url: '/central-parity?lang=en', ...visitor });
    // The page (1) and its two API calls (2): the bucket of 3 is empty.
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['ratelimit-remaining'], '2');
    const second = await app.inject({ url: '/refund-rates?code=99010100&lang=en', ...visitor });
    assert.equal(second.statusCode, 429);
    // Another visitor is not charged for them.
    assert.equal(
      (await app.inject({ url: '/refund-rates?code=99010100', remoteAddress: '203.0.113.8' })).statusCode,
      200,
    );
    await app.close();
  });
});

describe('site address', () => {
  it('is the service itself unless SITE_URL says otherwise', () => {
    assert.equal(readConfig({ PORT: '9000' }).siteUrl, 'http://localhost:9000');
    assert.equal(readConfig({ SITE_URL: 'https://example.org/' }).siteUrl, 'https://example.org');
  });
});
