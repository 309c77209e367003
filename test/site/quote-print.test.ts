/**
 * The quote's sheet on paper and on a phone, in Chromium (docs/site.md, The quotation on paper):
 * the fixture's proforma invoice of three products in CNY→USD with packing and the bank, in
 * Chinese and English, printed to an A4 PDF: two pages (the invoice, then the packing list), every
 * word inside the page box, each page's "第 N 页，共 2 页 Page N of 2", and the totals and their
 * words in the PDF's text equal to the API's answer (read back with poppler's pdftotext and pdfinfo,
 * which .ci/run installs; without them that test says so and skips). Product rows
 * pasted from a spreadsheet into the cards; no sideways scroll at 390 px in Chinese; axe on the
 * buyer's page.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { grouped } from '../../src/i18n/figure-text.js';
import { formFields } from '../../src/site/form-values.js';
import { PI_BODY } from '../fixtures/quote-lines-body.js';
import { chromiumPath, screenshotFolder } from '../helpers/browser.js';
import { type SiteSession, siteSession } from '../helpers/site-service.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;
const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFINFO = '/usr/bin/pdfinfo';
const noPdfText =
  existsSync(PDFTOTEXT) && existsSync(PDFINFO)
    ? false
    : 'pdftotext is not installed (apt-get install poppler-utils; .ci/run installs it)';

/** The fixture as the form sends it: its fields by dotted name, the mark's lines in the text area. */
function piFields(): Array<[string, string]> {
  const { marks, ...rest } = PI_BODY;
  return [
    ...formFields(rest),
    ['marksText', marks.lines.map((line) => line.text).join('\n')],
    ['marks.capitals', 'true'],
  ];
}

/** Posts `fields` to /quote from the page, as its form would, and waits for the answer. */
async function post(page: Page, fields: Array<[string, string]>, lang: string): Promise<void> {
  await Promise.all([
    page.waitForNavigation(),
    page.locator('body').evaluate(
      (body, [sent, language]) => {
        const form = body.ownerDocument.createElement('form');
        form.method = 'post';
        form.action = `/quote?lang=${language}`;
        for (const [name, value] of sent)
          form.append(Object.assign(body.ownerDocument.createElement('input'), { type: 'hidden', name, value }));
        body.append(form);
        form.submit();
      },
      [fields, lang] as const,
    ),
  ]);
}

interface Words {
  amount: string;
  en: string;
  'zh-CN': string;
}

/** The API's answer, as far as the test reads it. */
interface PiAnswer {
  quote: {
    totals: Array<{ term: string; total: string; words: Words }>;
    packingList: {
      totals: { cartons: string; netWeight: string; grossWeight: string; measurement: string; cartonsInWords: string };
    };
  };
}

/** Each word's box and its page's size, from pdftotext's bounding-box output (points). */
function wordBoxes(xhtml: string): Array<{ word: string; page: number; inside: boolean }> {
  const words: Array<{ word: string; page: number; inside: boolean }> = [];
  const pages = xhtml.split('<page ').slice(1);
  pages.forEach((text, page) => {
    const width = Number(/width="([0-9.]+)"/.exec(text)?.[1]);
    const height = Number(/height="([0-9.]+)"/.exec(text)?.[1]);
    for (const match of text.matchAll(
      /<word xMin="([0-9.-]+)" yMin="([0-9.-]+)" xMax="([0-9.-]+)" yMax="([0-9.-]+)">([^<]*)</g,
    )) {
      const [xMin, yMin, xMax, yMax] = [match[1], match[2], match[3], match[4]].map(Number);
      const inside =
        xMin !== undefined &&
        yMin !== undefined &&
        xMax !== undefined &&
        yMax !== undefined &&
        xMin >= 0 &&
        yMin >= 0 &&
        xMax <= width &&
        yMax <= height;
      words.push({ word: match[5] ?? '', page, inside });
    }
  });
  return words;
}

describe('the quote on paper and on a phone, in Chromium', { skip }, () => {
  let site: SiteSession | undefined;
  const shots = skip ? '' : screenshotFolder();
  const folder = mkdtempSync(join(tmpdir(), 'quote-print-'));
  before(async () => {
    site = await siteSession('path' in found ? found.path : '');
  });
  after(async () => {
    rmSync(folder, { recursive: true, force: true });
    await site?.close();
  });
  const open = (path: string) => {
    if (!site) throw new Error('no site');
    return site.open(path);
  };

  it('prints a proforma invoice of three products in zh-CN + en to two A4 pages, its totals and words the API’s', {
    skip: noPdfText,
  }, async () => {
    const page = await open('/quote');
    await post(page, piFields(), 'zh-CN');
    const response = await fetch(`${site?.base}/v1/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PI_BODY),
    });
    const answer = (await response.json()) as PiAnswer;
    const cif = answer.quote.totals.find((total) => total.term === 'CIF');
    assert.ok(cif);
    const pdf = join(folder, 'pi.pdf');
    writeFileSync(pdf, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    await page.screenshot({ path: join(shots, 'quote-pi-1100.png'), fullPage: true });
    await page.context().close();
    const info = execFileSync(PDFINFO, [pdf]).toString();
    assert.match(info, /Pages:\s+2\n/, info);
    assert.match(info, /Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)/, info);
    const text = execFileSync(PDFTOTEXT, ['-layout', pdf, '-']).toString();
    const [invoice = '', packing = ''] = text.split('\f');
    // The invoice: its total and its words, in figures as the API gave them.
    assert.ok(invoice.includes(grouped(cif.total)), `${cif.total} on the invoice`);
    assert.ok(invoice.includes(cif.words.en), cif.words.en);
    assert.ok(invoice.includes(cif.words['zh-CN']), cif.words['zh-CN']);
    assert.match(invoice, /形式发票/);
    assert.match(invoice, /PROFORMA INVOICE/);
    assert.match(invoice, /第 1 页，共 2 页\s+Page 1 of 2/);
    assert.ok(!invoice.includes('6.25'), 'the seller’s rate is not printed unless asked');
    assert.ok(!/sha256|https?:\/\//.test(text), 'no digest nor any address on paper');
    // The packing list on its own page, its totals the API's, headed by its own title.
    const totals = answer.quote.packingList.totals;
    assert.match(packing, /装箱单 PACKING LIST 编号 No\. PI-2026-045/);
    for (const figure of [totals.cartons, grouped(totals.netWeight), grouped(totals.grossWeight), totals.measurement])
      assert.ok(packing.includes(figure), `${figure} on the packing list`);
    assert.ok(packing.includes(totals.cartonsInWords), totals.cartonsInWords);
    assert.match(packing, /第 2 页，共 2 页\s+Page 2 of 2/);
    // Nothing is printed outside the page box.
    const boxes = wordBoxes(execFileSync(PDFTOTEXT, ['-bbox', pdf, '-']).toString());
    assert.ok(boxes.length > 200, `${boxes.length} words`);
    assert.deepEqual(
      boxes.filter((box) => !box.inside).map((box) => `${box.page + 1}: ${box.word}`),
      [],
    );
  });

  it('pastes product rows from a spreadsheet into the cards, in the column order the form says', async () => {
    const page = await open('/quote?lang=en');
    await page.locator('fieldset.quote-lines details.paste summary').click();
    const rows = [
      ['Ceramic mug', 'M-350', '6912001000', '1000', 'pcs', '20.84', '48', '50', '40', '30', '12.5', '11.3'],
      ['Teapot', 'T-1', '6912001000', '250', 'sets', '41.06', '10', '60', '40', '40', '15', '13.5'],
    ];
    await page
      .locator('fieldset.quote-lines details.paste textarea')
      .fill(rows.map((row) => row.join('\t')).join('\n'));
    await page.locator('fieldset.quote-lines .paste-rows').click();
    const value = (name: string) => page.locator(`[name="${name}"]`).inputValue();
    assert.equal(await value('lines.1.product.name'), 'Teapot');
    assert.equal(await value('lines.1.unitPrice'), '41.06');
    assert.equal(await value('lines.0.packing.netWeight'), '11.3');
    assert.equal(await page.locator('.quote-line').count(), 3, 'a blank card after the pasted ones');
    // Each card's fields named, ided and labelled for their row.
    const label = page.locator('label[for="in-lines-2-product-name"]');
    assert.equal(await label.count(), 1);
    assert.equal(await page.locator('.quote-line .row-number').nth(2).textContent(), 'Product 3');
    await page.context().close();
  });

  it('scrolls no page sideways at 390 px in Chinese: the form, the answer and the link for the buyer', async () => {
    const page = await open('/quote');
    await page.setViewportSize({ width: 390, height: 844 });
    const width = () => page.evaluate<number>('document.documentElement.scrollWidth');
    assert.equal(await width(), 390, 'the form');
    await post(page, piFields(), 'zh-CN');
    assert.equal(await width(), 390, 'the answer');
    await page.locator('.quote-sheet').screenshot({ path: join(shots, 'quote-sheet-390.png') });
    const link = await page.locator('a.sheet-link').getAttribute('href');
    await page.goto(`${new URL(page.url()).origin}${link}`);
    assert.equal(await width(), 390, 'the sheet alone');
    assert.equal(await page.locator('form').count(), 0);
    // axe on the sheet alone (the form and the sheet under it are checked in test/site/accessibility.test.ts).
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.evaluate(axe.source);
    const violations: Array<{ id: string }> = await page.evaluate(
      'axe.run(document, { resultTypes: ["violations"] }).then((result) => result.violations)',
    );
    assert.deepEqual(
      violations.map((violation) => violation.id),
      [],
    );
    await page.context().close();
  });
});
