/**
 * A sent form opens at its answer (issue 43): in Chromium at 390 px and 1280 px, baojia,
 * tuishui, container-load and /quote filled as a person fills them and sent with the button open
 * with the answer's heading on the screen, with JavaScript off as on; a refusal opens at its
 * banner, which names each refused field by its label and links to it; numbers typed as people
 * type them (" 544 ", "17%", "8。03") give the answer the canonical ones give; and a 429 keeps
 * the form with what was typed and says when to send it again. Screenshots of what is in sight
 * after sending are kept in test-output/screenshots/ (answer-in-sight-*.png).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { formFields } from '../../src/site/form-values.js';
import { BAOJIA_EXAMPLE } from '../../src/tools/baojia/example.js';
import { CONTAINER_LOAD_EXAMPLE } from '../../src/tools/container-load/example.js';
import { TUISHUI_EXAMPLE } from '../../src/tools/tuishui/example.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { chromiumPath, loopbackContext, screenshotFolder, sharedBrowser } from '../helpers/browser.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The fixture's quote of one product as the quote's form takes it: one product row, the currency at the top. */
const { currency, quantity, ...costing } = QUOTE_BODY.pricing;
const QUOTE_FORM = {
  currency,
  seller: QUOTE_BODY.seller,
  buyer: QUOTE_BODY.buyer,
  lines: [{ product: QUOTE_BODY.product, quantity, pricing: costing }],
  terms: QUOTE_BODY.terms,
};

/** Each form as a person fills it, the heading its answer opens at. */
const FORMS = [
  { name: 'baojia', path: '/tools/baojia', values: BAOJIA_EXAMPLE, heading: '#answer-heading' },
  { name: 'tuishui', path: '/tools/tuishui', values: TUISHUI_EXAMPLE, heading: '#answer-heading' },
  { name: 'container-load', path: '/tools/container-load', values: CONTAINER_LOAD_EXAMPLE, heading: '#answer-heading' },
  { name: 'quote', path: '/quote', values: QUOTE_FORM, heading: '#quote-heading' },
] as const;

/** An app on a loopback socket over the site's test data, with the bucket `burst` gives. */
async function listening(burst: string): Promise<{ app: FastifyInstance; base: string }> {
  const { app } = await buildService(
    readConfig({
      DATA_DIR: await siteDataDir(),
      SITE_URL: 'https://site.test',
      RATE_LIMIT_BURST: burst,
      RATE_LIMIT_PER_MINUTE: burst === '100000' ? '60000' : '1',
      RATE_LIMIT_IN_FLIGHT: '1000',
    }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function assertInSight(page: Page, selector: string, what: string): Promise<void> {
  // The box is the element's place in the viewport (playwright-core: relative to the main frame's viewport).
  const box = await page.locator(selector).boundingBox();
  const screen = page.viewportSize()?.height ?? 0;
  // A target scrolled to the top may sit a fraction of a pixel above it (device pixels rounded).
  assert.ok(
    box && box.y > -1 && box.y + box.height <= screen,
    `${what}: ${selector} at ${JSON.stringify(box)} of ${screen}`,
  );
}

/** Puts each value in its field (a choice chosen), all at once: what a person types, without a round trip a field. */
async function fill(page: Page, values: object): Promise<void> {
  const missing = await page.locator('form.tool').evaluate((form, pairs) => {
    const absent: string[] = [];
    for (const [name, value] of pairs) {
      const field = form.querySelector(`[name="${name}"]`);
      if (field && 'value' in field) field.value = value;
      else absent.push(name);
    }
    return absent;
  }, formFields(values));
  assert.deepEqual(missing, [], 'every value has its field');
}

async function send(page: Page): Promise<void> {
  await Promise.all([page.waitForNavigation(), page.click('form.tool button[type="submit"]')]);
}

describe('the answer in sight, in Chromium', { skip }, () => {
  let app: FastifyInstance;
  let base = '';
  let browser: Browser;
  const outside: string[] = [];
  const shots = skip ? '' : screenshotFolder();

  before(async () => {
    ({ app, base } = await listening('100000'));
    browser = await sharedBrowser('path' in found ? found.path : '');
  });
  after(async () => {
    await app?.close();
    assert.deepEqual(outside, [], 'no request leaves loopback');
  });

  async function open(
    at: string,
    path: string,
    size: { width: number; height: number },
    javaScriptEnabled = true,
  ): Promise<Page> {
    const { context, outside: seen } = await loopbackContext(browser, at, { javaScriptEnabled });
    const page = await context.newPage();
    page.on('close', () => outside.push(...seen));
    await page.setViewportSize(size);
    await page.goto(`${at}${path}`, { waitUntil: 'load' });
    return page;
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `answer-in-sight-${name}.png`) });

  describe('each sent form opens at its answer, at 390 px without JavaScript and at 1280 px with it', {
    concurrency: 3,
  }, () => {
    for (const form of FORMS)
      it(form.name, async () => {
        for (const [size, script] of [
          [PHONE, false],
          [DESKTOP, true],
        ] as const) {
          const page = await open(base, form.path, size, script);
          await fill(page, form.values);
          await send(page);
          assert.match(page.url(), /#answer$/);
          await assertInSight(page, form.heading, `${form.name} at ${size.width} px`);
          await shot(page, `${form.name}-${size.width}`);
          await page.context().close();
        }
      });
  });

  it('opens a refusal at its banner, which links each refused field by its label', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const page = await open(base, '/tools/baojia', size, size === DESKTOP);
      await fill(page, { ...BAOJIA_EXAMPLE, price: '152元', taxRate: '' });
      await send(page);
      await assertInSight(page, '#answer.refusal', `baojia's refusal at ${size.width} px`);
      const links = page.locator('#answer .refused-fields a');
      assert.deepEqual(await links.allTextContents(), ['含税采购单价', '增值税征税率']);
      for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))) {
        const target = page.locator(href);
        assert.equal(await target.count(), 1, `${href} names one field`);
        assert.equal(await target.getAttribute('aria-invalid'), 'true', href);
      }
      assert.match(
        (await page.locator('#answer .refused-fields li').first().textContent()) ?? '',
        /^含税采购单价：无法读取“元”：/,
      );
      await shot(page, `refusal-${size.width}`);
      await page.locator('#answer .refused-fields a').last().click();
      await assertInSight(page, '#in-taxRate', 'the field a banner link leads to');
      await page.context().close();
    }
    // A quote sent with its required sections blank lists each of them, a rows input's field by its row.
    const quote = await open(base, '/quote', PHONE, false);
    await send(quote);
    await assertInSight(quote, '#answer.refusal', 'the quote refused');
    assert.ok((await quote.locator('#answer .refused-fields a[href="#in-lines"]').count()) === 1);
    const cbm = await open(base, '/tools/cbm', PHONE, false);
    await cbm.fill('[name="cartons.0.length"]', '60 cm');
    await send(cbm);
    assert.deepEqual((await cbm.locator('#answer .refused-fields a').allTextContents()).slice(0, 1), ['第 1 行的长']);
    await quote.context().close();
    await cbm.context().close();
  });

  it('reads the numbers typed as people type them and answers as for the canonical ones', async () => {
    const plain = await open(base, `/tools/baojia?${new URLSearchParams(formFields(BAOJIA_EXAMPLE))}`, DESKTOP);
    const figures = await plain.locator('dd[data-output]').allTextContents();
    const page = await open(base, '/tools/baojia', PHONE, false);
    await fill(page, BAOJIA_EXAMPLE);
    // Typed key by key, as an input method or a paste gives them.
    for (const [name, typed] of [
      ['quantity', ' 544 '],
      ['taxRate', '17%'],
      ['refundRate', '9 %'],
      ['fxRate', '8。03'],
      ['margin', '10％'],
    ] as const)
      await page.fill(`[name="${name}"]`, typed);
    await send(page);
    await assertInSight(page, '#answer-heading', 'the answer of typed numbers');
    assert.deepEqual(await page.locator('dd[data-output]').allTextContents(), figures);
    const read = await page.locator('.normalized li').allTextContents();
    // Spaces around " 544 " change nothing a reader sees: that rewrite is in the JSON, not in the list.
    assert.equal(read.length, 4, read.join(' | '));
    for (const [given, used] of [
      ['17%', '17'],
      ['9 %', '9'],
      ['8。03', '8.03'],
      ['10％', '10'],
    ] as const)
      assert.ok(
        read.some((line) => line.includes(`已将 ${given} 按 ${used} 处理`)),
        `${given} → ${used} in ${read}`,
      );
    await shot(page, 'typed-numbers-390');
    await plain.context().close();
    await page.context().close();
  });

  it('keeps the form and what was typed on a 429, and says when to send it again', async () => {
    const limited = await listening('40');
    try {
      const page = await open(limited.base, '/tools/container-load', PHONE, false);
      await fill(page, CONTAINER_LOAD_EXAMPLE);
      // The visitor (this machine's address, the browser's too) spends the rest of the bucket.
      while ((await fetch(`${limited.base}/v1/tools`)).status !== 429);
      const [response] = await Promise.all([page.waitForNavigation(), page.click('form.tool button[type="submit"]')]);
      assert.equal(response?.status(), 429);
      // The seconds until the bucket pays again: at most its refill of one token a minute.
      const seconds = Number(await response?.headerValue('retry-after'));
      assert.ok(Number.isInteger(seconds) && seconds > 0 && seconds <= 60, `Retry-After ${seconds}`);
      await assertInSight(page, '#answer.busy', 'the 429 banner');
      assert.equal(
        await page.locator('#answer.busy').textContent(),
        `请求过于频繁，这次未进行计算。请在 ${seconds} 秒后再提交一次；已填写的内容都保留在下面。`,
      );
      for (const [name, value] of formFields(CONTAINER_LOAD_EXAMPLE))
        assert.equal(await page.inputValue(`[name="${name}"]`), value, name);
      await shot(page, 'busy-390');
      await page.context().close();
    } finally {
      await limited.app.close();
    }
  });
});
