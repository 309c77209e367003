/**
 * The site in Chromium as an exporter meets it (issue 43): no page scrolls sideways at 390 or
 * 1280 px; the refund lookup says at once when no library is installed and where the official
 * lookup is; its links carry the rates into tuishui's and baojia's forms, a tuishui row takes its
 * rates from the library when its code and day are typed, and a rate typed otherwise keeps the
 * API's warning; a specific code's link opens a page that answers; the flag's meaning is printed
 * once and percents one way; the parity chart reads on a phone, with gridlines and its gap left
 * open; the ports are found by a search box without JavaScript; the reference loads its renderer
 * only when asked; an unknown address is the site's 404 page; axe finds nothing on these pages.
 * Screenshots go to test-output/screenshots/links-*.png.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { EVIDENCE_RECORDS } from '../fixtures/refund-evidence-library.js';
import { writeLookupLibrary } from '../fixtures/refund-lookup-library.js';
import { searchLibraryParts } from '../fixtures/refund-search-library.js';
import { chromiumPath, loopbackContext, screenshotFolder, sharedBrowser } from '../helpers/browser.js';
import { MORE_SITE_PAGES } from '../helpers/more-site-pages.js';
import { sitePages } from '../helpers/site-pages.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;
const WIDTHS = [390, 1280];
const PAGES_AT_ONCE = 3;

/** The shipped data, the site's test library and the evidence rows (flags 1 and 2), as one DATA_DIR. */
async function dataWithLibrary(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-links-'));
  cpSync(join(projectRoot(), 'data'), dataDir, { recursive: true });
  const search = searchLibraryParts();
  await writeLookupLibrary(dataDir, { records: [...search.records, ...EVIDENCE_RECORDS], names: search.names });
  return dataDir;
}

async function listening(dataDir: string): Promise<{ app: FastifyInstance; base: string }> {
  const { app } = await buildService(
    readConfig({
      DATA_DIR: dataDir,
      SITE_URL: 'https://site.test',
      FETCH: 'off',
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_MINUTE: '60000',
      RATE_LIMIT_IN_FLIGHT: '1000',
    }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the site’s links, widths and lookups in Chromium', { skip }, () => {
  let app: FastifyInstance;
  let bare: FastifyInstance;
  let browser: Browser;
  let base = '';
  let bareBase = '';
  const outside: string[] = [];
  const shots = skip ? '' : screenshotFolder();

  before(async () => {
    ({ app, base } = await listening(await dataWithLibrary()));
    // The shipped data alone: no refund library, as on a new server.
    ({ app: bare, base: bareBase } = await listening(join(projectRoot(), 'data')));
    browser = await sharedBrowser('path' in found ? found.path : '');
  });
  after(async () => {
    await app?.close();
    await bare?.close();
    assert.deepEqual(outside, [], 'no request leaves loopback');
  });

  async function open(path: string, options: { javaScriptEnabled?: boolean; at?: string; width?: number } = {}) {
    const from = options.at ?? base;
    const { context, outside: seen } = await loopbackContext(browser, from, options);
    const page = await context.newPage();
    await page.setViewportSize({ width: options.width ?? 390, height: 900 });
    page.on('close', () => outside.push(...seen));
    const response = await page.goto(`${from}${path}`, { waitUntil: 'load' });
    return { page, status: response?.status() ?? 0 };
  }
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: join(shots, `links-${name}.png`), fullPage: true });
  const done = (page: Page) => page.context().close();

  it('scrolls no page sideways at 390 or at 1280 px', async () => {
    const ports = (await app.inject('/v1/datasets/ports')).json();
    const paths = [...sitePages(String(ports.current ?? '')), ...MORE_SITE_PAGES];
    const { context, outside: seen } = await loopbackContext(browser, base);
    const wide: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const page = await context.newPage();
        for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            if (width === WIDTHS[0]) await page.goto(`${base}${path}`, { waitUntil: 'load' });
            // The layout is CSS alone: a page narrowed after it loaded is laid out as one opened narrow.
            const [scrolled, inner]: [number, number] = await page.evaluate(
              '[document.scrollingElement.scrollWidth, window.innerWidth]',
            );
            if (scrolled > inner) wide.push(`${path} at ${width}: ${scrolled} px`);
          }
        }
      }),
    );
    outside.push(...seen);
    await context.close();
    assert.deepEqual(wide, []);
  });

  it('says before any typing that no library is installed, and where the official lookup is', async () => {
    const { page, status } = await open('/refund-rates', { at: bareBase });
    assert.equal(status, 200);
    const notice = page.locator('.no-library');
    assert.match(String(await notice.textContent()), /还没有安装出口退税率文库/);
    assert.equal(await notice.locator('a[href="https://www.chinatax.gov.cn/"]').count(), 1);
    // Nothing to type into that could only be refused.
    assert.equal(await page.locator('form.lookup').count(), 0);
    await shot(page, 'refund-no-library');
    await done(page);
  });

  it('carries the card’s rates into tuishui’s and baojia’s forms', async () => {
    const { page } = await open('/refund-rates?code=9901020010&export_date=2026-03-01');
    await shot(page, 'refund-card');
    await Promise.all([page.waitForNavigation(), page.click('text=用这个编码计算退税')]);
    assert.equal(await page.inputValue('[name="exports.0.hsCode"]'), '9901020010');
    assert.equal(await page.inputValue('[name="exports.0.exportDate"]'), '2026-03-01');
    assert.equal(await page.inputValue('[name="exports.0.refundRate"]'), '13');
    assert.equal(await page.inputValue('[name="exports.0.taxRate"]'), '13');
    await page.goBack();
    await Promise.all([page.waitForNavigation(), page.click('text=用这个税率报价')]);
    assert.equal(await page.inputValue('[name="refundRate"]'), '13');
    assert.equal(await page.inputValue('[name="taxRate"]'), '13');
    await done(page);
    // A levy set (9 / 13) is named for the person to choose, not filled.
    const { page: set } = await open('/refund-rates?code=9901010010&export_date=2026-03-01');
    assert.match(String(await set.locator('.card .hint').textContent()), /9 % \/ 13 %/);
    await Promise.all([set.waitForNavigation(), set.click('text=用这个编码计算退税')]);
    assert.equal(await set.inputValue('[name="exports.0.refundRate"]'), '9');
    assert.equal(await set.inputValue('[name="exports.0.taxRate"]'), '');
    await done(set);
  });

  it('fills a tuishui row’s rates from the library when its code and export date are typed; a rate typed otherwise keeps the warning', async () => {
    const { page } = await open('/tools/tuishui', { javaScriptEnabled: false });
    await page.selectOption('[name="enterpriseType"]', 'trading');
    await page.fill('[name="exports.0.hsCode"]', '9901020010');
    await page.fill('[name="exports.0.exportDate"]', '2026-03-01');
    await page.fill('[name="exports.0.invoiceAmount"]', '10000');
    await Promise.all([page.waitForNavigation(), page.click('form.tool button[type="submit"]')]);
    assert.equal(await page.inputValue('[name="exports.0.refundRate"]'), '13');
    assert.match(
      String(await page.locator('.library-rates').textContent()),
      /第 1 行：退税率 13 %、征税率 13 % 取自退税率文库/,
    );
    assert.equal(await page.locator('.answer').count(), 1, 'the answer is there');
    assert.doesNotMatch(String(await page.locator('.answer').textContent()), /退税率库为/);
    await shot(page, 'tuishui-filled');
    await page.fill('[name="exports.0.refundRate"]', '9');
    await Promise.all([page.waitForNavigation(), page.click('form.tool button[type="submit"]')]);
    assert.equal(await page.locator('.library-rates').count(), 0, 'a typed rate is not looked up');
    assert.match(String(await page.locator('.answer').textContent()), /9901020010 在 2026-03-01 的退税率库为/);
    await done(page);
  });

  it('opens a specific code’s link at its periods on its 10-digit code’s card', async () => {
    // The chapter lists the specific codes too; the lookup takes 8 or 10 digits.
    const { page } = await open('/refund-rates/chapter-99');
    const [response] = await Promise.all([page.waitForNavigation(), page.click('a:has-text("990103001002")')]);
    assert.equal(response?.status(), 200);
    assert.match(page.url(), /code=9901030010#code-990103001002$/);
    assert.equal(await page.locator('#code-990103001002:target').count(), 1);
    await shot(page, 'refund-specific-code');
    await done(page);
  });

  it('prints a flag’s meaning once and every percent one way', async () => {
    const { page } = await open('/refund-rates?code=7108110000');
    const flag = String(await page.locator('.timeline .flag').first().textContent());
    assert.equal(flag.match(/特殊商品标志 2/g)?.length, 1, flag);
    await done(page);
    const { page: card } = await open('/refund-rates?code=9901010010&export_date=2026-03-01');
    const text = String(await card.locator('.card').textContent());
    assert.match(text, /退税率 9 %/);
    assert.doesNotMatch(text, /[0-9]\.00 %/);
    await done(card);
  });

  it('draws the parity chart legibly on a phone, with gridlines, its gap left open and its caption once', async () => {
    const { page } = await open('/central-parity?currency=JPY&from=2016-01-01');
    const heights = await page
      .locator('.chart .tick')
      .evaluateAll((ticks) => ticks.map((tick) => tick.getBoundingClientRect().height));
    assert.ok(heights.length >= 4 && heights.every((height) => height >= 10), `${heights}`);
    assert.ok((await page.locator('.chart line.grid').count()) >= 4);
    // 2016 and 2024 are not joined: a line a run of publications no more than 10 days apart.
    assert.ok((await page.locator('.chart polyline.line').count()) >= 2);
    assert.match(String(await page.locator('.chart figcaption small').textContent()), /10 天/);
    const caption = String(await page.locator('.chart figcaption').textContent());
    assert.notEqual(String(await page.locator('details summary').textContent()), caption);
    await page.locator('figure.chart').screenshot({ path: join(shots, 'links-parity-chart.png') });
    await done(page);
  });

  it('finds a port by name or code without JavaScript, under labelled columns and the dataset’s name', async () => {
    const { page } = await open('/datasets/ports', { javaScriptEnabled: false });
    assert.equal(await page.locator('h1').textContent(), '港口');
    await page.fill('[name="q"]', '宁波');
    await Promise.all([page.waitForNavigation(), page.click('form.search button[type="submit"]')]);
    assert.match(page.url(), /\/datasets\/ports\/current\?q=/);
    assert.deepEqual(await page.locator('table.data tbody tr td:nth-child(2)').allTextContents(), ['CNNGB']);
    const headers = await page.locator('table.data thead th').allTextContents();
    assert.ok(headers.includes('港口名称（中文）'), `${headers}`);
    assert.ok(!headers.some((header) => /name\.|_/.test(header)), `${headers}`);
    await shot(page, 'ports-search');
    await page.fill('[name="q"]', 'cn ngb');
    await Promise.all([page.waitForNavigation(), page.click('form.search button[type="submit"]')]);
    assert.deepEqual(await page.locator('table.data tbody tr td:nth-child(2)').allTextContents(), ['CNNGB']);
    await done(page);
  });

  it('loads the reference’s renderer only when asked, in the site’s frame', async () => {
    const { page } = await open('/reference', { width: 1280 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    assert.equal(await page.locator('header.site').count(), 1);
    assert.equal(await page.locator('script[src*="scalar"]').count(), 0);
    await Promise.all([page.waitForNavigation(), page.click('a.button')]);
    await page.waitForSelector('text=Export Trade Calculation and Reference Data API', { timeout: 60_000 });
    assert.ok(asked.some((url) => url.includes('/assets/scalar-api-reference.')));
    assert.equal(await page.locator('header.site').count(), 1);
    await shot(page, 'reference-loaded');
    await done(page);
  });

  it('answers an unknown address with the site’s 404 page', async () => {
    const { page, status } = await open('/tool/baojia');
    assert.equal(status, 404);
    assert.equal(await page.locator('h1').textContent(), '找不到这个页面');
    await Promise.all([page.waitForNavigation(), page.click('main a[href="/tools/baojia"]')]);
    assert.match(String(await page.locator('h1').textContent()), /报价/);
    await done(page);
  });

  it('finds no axe-core violation on the pages this part added or changed', async () => {
    const violations: string[] = [];
    for (const [path, at] of [
      ['/refund-rates?lang=en', bareBase],
      ['/reference?lang=en', base],
      ['/foo?lang=en', base],
      [`/datasets/ports/current?q=ningbo&lang=en`, base],
      ['/central-parity?lang=en&from=2016-01-01', base],
      ['/refund-rates?code=9901010010&export_date=2026-03-01&lang=en', base],
    ] as const) {
      const { page } = await open(path, { at, width: 1280 });
      await page.evaluate(axe.source);
      const found: Array<{ id: string; nodes: Array<{ target: string[] }> }> = await page.evaluate(
        'axe.run(document, { resultTypes: ["violations"] }).then((result) => result.violations)',
      );
      for (const violation of found) violations.push(`${path}: ${violation.id} at ${violation.nodes[0]?.target}`);
      await done(page);
    }
    assert.deepEqual(violations, []);
  });
});
