/**
 * The "show API names" switch in Chromium (issue 43, item 3): a Chinese calculator page shows no
 * API name in its visible text or placeholders until the switch is pressed; pressed, every field
 * and output has its name beside it, and the switch stays on through the example link and the
 * form's submit; pressed again, the names are gone. The data's age stands beside the figures.
 * Screenshots of baojia, tuishui, container-load and the refund lookup in zh-CN at 390 and 1280 px
 * are kept in test-output/screenshots/ (api-words-*.png) for review.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { formFields } from '../../src/site/form-values.js';
import { TOOLS } from '../../src/tools/registry.js';
import { apiWords, apiWordsIn } from '../helpers/api-words.js';
import { chromiumPath, loopbackContext, screenshotFolder, sharedBrowser } from '../helpers/browser.js';
import { onLoopback, siteService } from '../helpers/site-service.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;

const exampleQuery = (id: string) =>
  new URLSearchParams(formFields(TOOLS.find((tool) => tool.id === id)?.example ?? {})).toString();

describe('the API names switch in Chromium', { skip }, () => {
  let app: FastifyInstance;
  let browser: Browser;
  let base = '';
  let words: Set<string>;
  const outside: string[] = [];

  before(async () => {
    app = await siteService();
    base = await onLoopback(app);
    words = await apiWords(app);
    browser = await sharedBrowser('path' in found ? found.path : '');
  });
  after(async () => {
    await app?.close();
    assert.deepEqual(outside, [], 'no request leaves loopback');
  });

  async function open(path: string, width = 390): Promise<Page> {
    const { context, outside: seen } = await loopbackContext(browser, base);
    const page = await context.newPage();
    page.on('close', () => outside.push(...seen));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    return page;
  }

  /** The API words a person sees: the rendered text and the placeholders. */
  const shownApiWords = async (page: Page) => {
    const text = await page.evaluate<string>(
      "[document.body.innerText, ...[...document.querySelectorAll('[placeholder]')].map((field) => field.getAttribute('placeholder'))].join('\\n')",
    );
    return apiWordsIn(text, words);
  };

  const hints = (page: Page) => page.locator('code.api-name').count();

  it('shows no API name on a Chinese calculator until the switch is pressed, and keeps the switch through the form', async () => {
    const page = await open('/tools/baojia');
    assert.deepEqual(await shownApiWords(page), []);
    assert.equal(await hints(page), 0);
    await Promise.all([page.waitForNavigation(), page.click('text=显示 API 名称')]);
    assert.match(page.url(), /\/tools\/baojia\?api=1$/);
    assert.ok((await hints(page)) > 20);
    assert.equal(await page.locator('label[for="in-fxRate"] ~ small > code.api-name').last().textContent(), 'fxRate');
    // The example link, then the form's own submit: the names stay.
    await Promise.all([page.waitForNavigation(), page.click('text=填入示例')]);
    // baojia's figures are a table of terms: the name after its cell's figure.
    assert.equal(await page.locator('span[data-output="priceFob"] + code.api-name').textContent(), 'priceFob');
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    assert.match(page.url(), /[?&]api=1(&|$)/);
    assert.ok((await hints(page)) > 20);
    await Promise.all([page.waitForNavigation(), page.click('text=隐藏 API 名称')]);
    assert.equal(await hints(page), 0);
    assert.deepEqual(await shownApiWords(page), []);
    assert.match(
      (await page.locator('p.data-used').textContent()) ?? '',
      /人民币汇率中间价，[0-9-]{10}（[0-9]+ 天前）发布/,
    );
    await page.context().close();
  });

  it('keeps screenshots of the pages an exporter opens first, in Chinese at 390 and 1280 px, names off', async () => {
    const shots = screenshotFolder();
    const pages = [
      ['baojia', `/tools/baojia?${exampleQuery('baojia')}`],
      ['tuishui', `/tools/tuishui?${exampleQuery('tuishui')}`],
      ['container-load', `/tools/container-load?${exampleQuery('container-load')}`],
      ['refund-lookup', '/refund-rates?code=9617001900&export_date=2026-03-01'],
    ] as const;
    // The four pages side by side, each at both widths in turn.
    await Promise.all(
      pages.map(async ([name, path]) => {
        for (const width of [390, 1280]) {
          const page = await open(path, width);
          assert.deepEqual(await shownApiWords(page), [], `${name} ${width}`);
          await page.screenshot({ path: join(shots, `api-words-${name}-${width}.png`), fullPage: true });
          await page.context().close();
        }
      }),
    );
  });
});
