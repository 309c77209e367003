/**
 * A calculator's example link teaches today's rates and rules (issue 43): on baojia it fills the
 * worked example with the central parity in force for its exchange rate and 13 % for its VAT rate
 * of 17 %, so that its answer carries no warning about its own rate, and says so above the form,
 * naming the parity's day, in the four languages. Without a parity installed the exchange rate is
 * the worked example's; the API's example stays the cited one; the quote's placeholders follow.
 * In Chromium, following the link on the page gives the same.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BAOJIA_EXAMPLE } from '../../src/tools/baojia/example.js';
import { formFields } from '../../src/site/form-values.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { serviceApp } from '../helpers/app.js';
import { chromiumPath } from '../helpers/browser.js';
import { pinnedDataDir } from '../helpers/pinned-data.js';
import { siteSession } from '../helpers/site-service.js';

/** The newest shipped parity, which the test data holds (data/central-parity/2026-09-04). */
const PARITY_DAY = '2026-09-04';
const USD_PARITY = '6.7787';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;

const unescaped = (text: string) => text.replace(/&amp;/g, '&');
/** baojia's example link: the only link of its page to itself with a full form. */
const exampleLink = (html: string) =>
  unescaped(/<a href="(\/tools\/baojia\?[^"]*fxRate=[^"]*)">/.exec(html)?.[1] ?? '');
const note = (html: string) => /<ul class="example-today" role="status">([^]*?)<\/ul>/.exec(html)?.[1] ?? '';
/** The answer's warnings of level warning (a note, such as the CIF margin's, is not one). */
const warnings = (html: string) => [...html.matchAll(/<li class="warning">([^]*?)<\/li>/g)].map((match) => match[1]);

describe('the example link with today’s rates and rules', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({
      DATA_DIR: await siteDataDir(),
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_MINUTE: '60000',
    });
  });
  after(() => app.close());

  it('fills baojia with the parity in force and 13 % VAT, answered without a warning about its rate', async () => {
    const link = exampleLink((await app.inject('/tools/baojia?lang=en')).body);
    const filled = new URLSearchParams(link.split('?')[1]);
    assert.equal(filled.get('fxRate'), USD_PARITY);
    assert.equal(filled.get('taxRate'), '13');
    assert.equal(filled.get('price'), BAOJIA_EXAMPLE.price, 'the other figures are the worked example’s');
    const answered = (await app.inject(link)).body;
    assert.match(answered, /id="answer-heading"/);
    assert.deepEqual(warnings(answered), []);
    // The worked example as it is warns about its own rate.
    const worked = (await app.inject(`/tools/baojia?lang=en&${new URLSearchParams(formFields(BAOJIA_EXAMPLE))}`)).body;
    assert.match(warnings(worked).join(' '), /8\.03 CNY, is 18\.46\s% away from the RMB central parity/);
    assert.equal(note(worked), '', 'the worked example typed is not called brought up to date');
  });

  it('says above the form what it changed and from where, in the four languages', async () => {
    const expected = {
      'zh-CN': [
        `示例中的汇率 8.03 已换为 ${PARITY_DAY} 的人民币汇率中间价`,
        `1 USD = ${USD_PARITY} CNY`,
        '增值税率 17\u00a0% 已按现行的 13\u00a0% 填入',
      ],
      en: [
        `RMB central parity of ${PARITY_DAY}`,
        `1 USD = ${USD_PARITY} CNY`,
        'VAT rate of 17\u00a0% is filled in as today’s 13\u00a0%',
      ],
      ja: [`${PARITY_DAY} の人民元基準値`, `1 USD = ${USD_PARITY} CNY`, '現行の 13\u00a0%'],
      ko: [`${PARITY_DAY} 위안화 기준환율`, `1 USD = ${USD_PARITY} CNY`, '현행 13\u00a0%'],
    };
    for (const [lang, parts] of Object.entries(expected)) {
      const link = exampleLink((await app.inject(`/tools/baojia?lang=${lang}`)).body);
      assert.ok(link, lang);
      const html = (await app.inject(link)).body;
      const said = note(html);
      for (const part of parts) assert.ok(said.includes(part), `${lang}: ${part} in ${said}`);
      assert.ok(html.indexOf('example-today') < html.indexOf('<form'), `${lang}: above the form`);
    }
    // The form sent again with a figure changed is no longer the example.
    const link = exampleLink((await app.inject('/tools/baojia')).body);
    assert.equal(note((await app.inject(link.replace('margin=10', 'margin=12'))).body), '');
  });

  it('keeps the worked exchange rate when no parity is installed, and the API’s example the cited one', async () => {
    const bare = await serviceApp({ DATA_DIR: pinnedDataDir([]) });
    try {
      const link = exampleLink((await bare.inject('/tools/baojia')).body);
      const filled = new URLSearchParams(link.split('?')[1]);
      assert.equal(filled.get('fxRate'), BAOJIA_EXAMPLE.fxRate);
      assert.equal(filled.get('taxRate'), '13', 'the VAT rate is a rule, not data');
      const said = note((await bare.inject(link)).body);
      assert.doesNotMatch(said, /汇率/);
      assert.match(said, /增值税率 17\s% 已按现行的 13\s% 填入/);
    } finally {
      await bare.close();
    }
    const openapi = (await app.inject('/v1/openapi.json')).body;
    assert.ok(
      openapi.includes('"taxRate":"17","refundRate":"9","domestic":"3750","domesticBasis":"container","fxRate":"8.03"'),
    );
  });

  it('gives the quote’s form today’s rate and VAT rate as placeholders', async () => {
    const html = (await app.inject('/quote')).body;
    const placeholder = (name: string) => new RegExp(`name="${name}"[^>]*placeholder="([^"]*)"`).exec(html)?.[1];
    // The rate is the quote's own (one for every row), the VAT rate a row's costing's.
    assert.equal(placeholder('fxRate'), `例：${USD_PARITY}`);
    assert.equal(placeholder('lines.0.pricing.taxRate'), '例：13');
  });
});

describe('the example link in Chromium', { skip }, () => {
  it('opens baojia’s answer without a warning about its rate, the parity’s day named above the form', async () => {
    const site = await siteSession('path' in found ? found.path : '');
    try {
      const page = await site.open('/tools/baojia');
      await page.getByRole('link', { name: '填入示例' }).click();
      await page.waitForURL(/fxRate=/);
      assert.match(await page.locator('.example-today').innerText(), new RegExp(`${PARITY_DAY} 的人民币汇率中间价`));
      assert.equal(await page.locator('.warnings li.warning').count(), 0);
      assert.equal(await page.locator('#answer-heading').count(), 1);
      await page.context().close();
    } finally {
      await site.close();
    }
  });
});
