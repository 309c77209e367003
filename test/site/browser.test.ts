/**
 * The site in a real browser (issue 18): headless Chromium against the service on a loopback
 * socket, over the shipped data and the generated test library (chapter 99). Each calculator's
 * page, opened from the `links.page` of a real answer, shows the API's figures; a bad input comes
 * back beside its field; rows are added and pasted from a spreadsheet; the lookup and the parity
 * work with JavaScript off; the chart has a point per publishing day; the marks print to a PDF of
 * the right page size and count; the API reference renders from local files. No request leaves
 * loopback. A screenshot of each page is kept in test-output/screenshots/ for review.
 *
 * The browser is the process's shared one (test/helpers/browser.ts), and the tests run three at a
 * time, each page in a context of its own (issue 42); the typing test runs alone afterwards, as it
 * counts the requests the page makes between the pauses in the typing.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { TOOLS } from '../../src/tools/registry.js';
import { pageSentencePattern, shownFigure } from '../helpers/figure-value.js';
import { checkedFetch } from '../helpers/checked-fetch.js';
import { chromiumPath, screenshotFolder } from '../helpers/browser.js';
import { QUOTE_PAGE, inLanguage } from '../helpers/site-pages.js';
import { type SiteSession, siteSession } from '../helpers/site-service.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;
const TESTS_AT_ONCE = 3;

interface ToolAnswer {
  outputs: Record<string, Record<string, string>>;
  steps: Array<{ message: string }>;
  links: { page: string };
}

/** The pages of a PDF and their sizes in points, read from its page objects. */
function pdfPages(pdf: Buffer): Array<[number, number]> {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Type\s*\/Page\b[^s][\s\S]*?\/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\]/g)].map(
    (match) => [Number(match[1]), Number(match[2])],
  );
}

describe('the site in Chromium', { skip }, () => {
  let site: SiteSession | undefined;
  let base = '';
  const shots = skip ? '' : screenshotFolder();

  before(async () => {
    site = await siteSession('path' in found ? found.path : '');
    base = site.base;
  });
  after(() => site?.close());

  const open = (path: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> => {
    if (!site) throw new Error('no site');
    return site.open(path, options);
  };

  /** `work` on each of `items` at once, each page in its own context (a failure fails the test once all are done). */
  const inParallel = async <T>(items: readonly T[], work: (item: T) => Promise<void>) => {
    const failed = (await Promise.allSettled(items.map(work))).find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  };

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });

  describe('pages side by side, three tests at a time', { concurrency: TESTS_AT_ONCE }, () => {
    it('shows, on each calculator’s page opened from links.page, the figures the API answered', async () => {
      await inParallel(TOOLS, async (tool) => {
        const response = await checkedFetch(`${base}/v1/tools/${tool.id}/compute?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ inputs: tool.example }),
        });
        const answer = (await response.json()) as ToolAnswer;
        const page = await open(String(answer.links.page).replace('https://site.test', ''));
        for (const [name, figure] of Object.entries(answer.outputs)) {
          const shown = page.locator(`[data-output="${name}"]`);
          // A code the page names otherwise (fx-cost's option by the user's name) keeps the code in data-code.
          const code = await shown.getAttribute('data-code');
          assert.equal(
            code ?? (await shown.textContent()),
            code === null ? shownFigure(figure) : figure.value,
            `${tool.id} ${name}`,
          );
        }
        const steps = await page.locator('ol.steps > li').allTextContents();
        assert.equal(steps.length, answer.steps.length, tool.id);
        answer.steps.forEach((step, n) => assert.match(steps[n] ?? '', pageSentencePattern(step.message), tool.id));
        await shot(page, `tool-${tool.id}`);
        await page.context().close();
      });
    });

    it('puts a refusal beside the field it concerns after a bad input is submitted', async () => {
      const page = await open('/tools/cbm?lang=en');
      await page.fill('[name="cartons.0.length"]', '-60');
      await page.fill('[name="cartons.0.width"]', '40');
      await page.fill('[name="cartons.0.height"]', '40');
      await page.fill('[name="cartons.0.grossWeight"]', '15');
      await page.fill('[name="cartons.0.quantity"]', '10');
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
      const field = page.locator('[name="cartons.0.length"]');
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      const described = await field.getAttribute('aria-describedby');
      assert.equal(await page.locator(`#${described}`).textContent(), 'This number must be greater than 0.');
      assert.equal(await field.inputValue(), '-60');
      await shot(page, 'tool-refusal');
      await page.context().close();
    });

    it('adds rows and pastes rows from a spreadsheet, and the answer counts them all', async () => {
      const page = await open('/tools/cbm?lang=en');
      // One blank row to begin with, and one added.
      await page.click('fieldset.rows .add-row');
      assert.equal(await page.locator('fieldset.rows tbody tr').count(), 2);
      await page.click('fieldset.rows .paste summary');
      await page.fill('fieldset.rows .paste textarea', '60\t40\t40\t15\t10\r\n50\t30\t"30"\t8\t5\r\n');
      await page.click('fieldset.rows .paste-rows');
      // The blank rows gave way to the two pasted ones; one blank row stays for the next.
      assert.equal(await page.locator('fieldset.rows tbody tr').count(), 3);
      assert.equal(await page.inputValue('[name="cartons.1.height"]'), '30');
      await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
      assert.equal(await page.locator('li[data-step="cbm.row"]').count(), 2);
      assert.equal(await page.locator('[data-output="totalVolume"]').textContent(), '1.185 m³');
      await page.context().close();
    });

    it('pastes no more rows than the tool takes, and leaves the rest in the paste box', async () => {
      const page = await open('/tools/tuishui?lang=en');
      const max = Number(await page.getAttribute('fieldset.rows', 'data-max'));
      await page.click('fieldset.rows .paste summary');
      const lines = Array.from({ length: max + 2 }, (_, i) => `9901010010\t${100 + i}`);
      await page.fill('fieldset.rows .paste textarea', lines.join('\n'));
      await page.click('fieldset.rows .paste-rows');
      assert.equal(await page.locator('fieldset.rows tbody tr').count(), max);
      assert.equal(await page.inputValue('fieldset.rows .paste textarea'), lines.slice(max).join('\n'));
      assert.equal(
        await page.locator('fieldset.rows .paste-rest').textContent(),
        `The table takes at most ${max} rows; the rows that did not fit are left here.`,
      );
      assert.equal(await page.locator('fieldset.rows .add-row').isDisabled(), true);
      await page.context().close();
    });

    it('copies the answer as the JSON the API gave', async () => {
      const page = await open('/tools/unit-convert?value=1&from=in&to=cm&lang=en');
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      await page.click('details.json summary');
      await page.click('button.copy-json');
      const copied = await page.evaluate<string>('navigator.clipboard.readText()');
      assert.equal(JSON.parse(copied).outputs.result.value, '2.54');
      await page.context().close();
    });

    it('looks up a code with JavaScript off, dots and spaces accepted', async () => {
      const page = await open('/refund-rates?lang=en', { javaScriptEnabled: false });
      await page.fill('#code', '9901.0100 10');
      await page.fill('#export_date', '2025-06-01');
      await Promise.all([page.waitForNavigation(), page.click('form.lookup:not(.search) button[type="submit"]')]);
      assert.equal(await page.locator('.in-force-rate strong').textContent(), '13 %');
      assert.equal(await page.locator('ol.timeline > li').count(), 2);
      await shot(page, 'refund-lookup');
      await page.click('text=Every code of chapter 99');
      assert.ok((await page.locator('table.data tbody tr').count()) > 10);
      await shot(page, 'refund-chapter');
      await page.context().close();
    });

    it('finds a code by product name with JavaScript off, and opens its card', async () => {
      const page = await open('/refund-rates', { javaScriptEnabled: false });
      await page.fill('#q', '不鏽鋼 保溫杯');
      await Promise.all([page.waitForNavigation(), page.click('form.search button[type="submit"]')]);
      const first = page.locator('ol.hits > li').first();
      assert.equal(await first.locator('code').textContent(), '96170019001');
      assert.deepEqual(await first.locator('mark').allTextContents(), ['不锈钢', '保温杯']);
      await shot(page, 'refund-search');
      await Promise.all([page.waitForNavigation(), first.locator('a').click()]);
      assert.match((await page.locator('#card-code').textContent()) ?? '', /9617001900/);
      await page.context().close();
    });

    it('draws the parity chart with one point per publishing day, with JavaScript off', async () => {
      const served = await checkedFetch(`${base}/v1/central-parity/series?currency=USD&from=2026-07-01&to=2026-08-31`);
      const series = (await served.json()) as { series: { points: unknown[] } };
      const page = await open('/central-parity?currency=USD&from=2026-07-01&to=2026-08-31&lang=en', {
        javaScriptEnabled: false,
      });
      assert.equal(await page.locator('svg circle.point').count(), series.series.points.length);
      assert.ok(series.series.points.length > 40);
      await shot(page, 'central-parity');
      await page.context().close();
    });

    it('prints the marks to a PDF of A4 pages, or of one 100×150 mm label per carton', async () => {
      const query =
        'cartons=3&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&lines.0.text=ABC%20CO.&lines.1.text=HAMBURG&lang=en';
      const a4 = await open(`/tools/maitou/print?${query}`);
      const a4Pages = pdfPages(await a4.pdf({ preferCSSPageSize: true }));
      assert.equal(a4Pages.length, 1);
      // A4 is 210 × 297 mm: 595.3 × 841.9 points.
      assert.ok(
        Math.abs((a4Pages[0]?.[0] ?? 0) - 595.3) < 1 && Math.abs((a4Pages[0]?.[1] ?? 0) - 841.9) < 1,
        `${a4Pages}`,
      );
      await shot(a4, 'marks-a4');
      await a4.context().close();
      const labels = await open(`/tools/maitou/print?${query}&sheet=label&per_carton=1`);
      const labelPages = pdfPages(await labels.pdf({ preferCSSPageSize: true }));
      // 100 × 150 mm: 283.5 × 425.2 points, two labels per carton: its main mark and its side mark.
      assert.equal(labelPages.length, 6);
      for (const [width, height] of labelPages) assert.ok(Math.abs(width - 283.5) < 1 && Math.abs(height - 425.2) < 1);
      await shot(labels, 'marks-labels');
      await labels.context().close();
      // 201 cartons are two web pages of marks: the second prints its one carton's two labels, without the pager.
      const second = await open(
        `/tools/maitou/print?${query.replace('cartons=3', 'cartons=201')}&sheet=label&per_carton=1&page=2`,
      );
      assert.equal(await second.locator('nav.pager').isVisible(), true);
      assert.equal(pdfPages(await second.pdf({ preferCSSPageSize: true })).length, 2);
      await second.context().close();
    });

    it('sorts a dataset page by a column', async () => {
      const page = await open('/datasets/containers/2026-11-22?lang=en');
      await page.click('table.sortable thead th:nth-child(3) button');
      assert.equal(await page.getAttribute('table.sortable thead th:nth-child(3)', 'aria-sort'), 'ascending');
      const lengths = (await page.locator('table.sortable tbody td:nth-child(3)').allTextContents()).filter(Boolean);
      assert.deepEqual(
        lengths,
        [...lengths].sort((a, b) => Number(a) - Number(b)),
      );
      await shot(page, 'dataset-rows');
      await page.context().close();
    });

    it('renders the API reference from the service’s own files, and "try it" asks this service', async () => {
      const page = await open('/reference?lang=en&load=1#tag/refund-rate/GET/v1/refund-rate');
      // The renderer is a large script, and other pages load beside it: a wait, not a measure.
      await page.waitForSelector('text=Export Trade Calculation and Reference Data API', { timeout: 60_000 });
      await page.screenshot({ path: join(shots, 'reference.png') });
      await page.locator('button:has-text("Test Request")').first().click();
      // Sent as it stands (no code): the service's own refusal comes back into the client.
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().startsWith(`${base}/v1/refund-rate`)),
        page.keyboard.press('Control+Enter'),
      ]);
      assert.equal(answer.status(), 400);
      await page.waitForSelector('text=param.required');
      await page.screenshot({ path: join(shots, 'reference-try-it.png') });
      await page.context().close();
    });

    it('prints an old link’s quotation of three terms to one A4 page in each language, each term as the trade writes it, the form left out', async () => {
      await inParallel(LANGUAGES, async (lang) => {
        const page = await open(inLanguage(QUOTE_PAGE, lang));
        const sheet = page.locator('.quote-sheet');
        assert.equal(await sheet.count(), 1, lang);
        // No term named, so each one priced; the fixture's 3 % commission written into the term (FOBC3).
        const totals = await page.locator('.sheet-lines tfoot th').allTextContents();
        assert.deepEqual(
          totals.map((total) => /[A-Z]{3}C3 [A-Za-z ]+/.exec(total)?.[0]?.trim()),
          ['FOBC3 Ningbo', 'CFRC3 Los Angeles', 'CIFC3 Los Angeles'],
          lang,
        );
        const pages = pdfPages(await page.pdf({ preferCSSPageSize: true }));
        assert.equal(pages.length, 1, `${lang}: ${pages.length} pages`);
        assert.ok(Math.abs((pages[0]?.[0] ?? 0) - 595.3) < 1 && Math.abs((pages[0]?.[1] ?? 0) - 841.9) < 1, `${pages}`);
        // On paper the document alone: the form, the intro and the page's header are not printed.
        await page.emulateMedia({ media: 'print' });
        assert.equal(await page.locator('form.tool').isVisible(), false);
        assert.equal(await page.locator('header.site').isVisible(), false);
        assert.equal(await sheet.isVisible(), true);
        await page.emulateMedia({ media: 'screen' });
        await shot(page, `quote-${lang}`);
        await page.context().close();
      });
    });

    it('keeps a screenshot of the other pages', async () => {
      const others = [
        ['home', '/?lang=en'],
        ['tools', '/tools?lang=ja'],
        ['datasets', '/datasets?lang=ko'],
        ['dataset', '/datasets/central-parity'],
      ] as const;
      await inParallel(others, async ([name, path]) => {
        const page = await open(path);
        await shot(page, name);
        await page.context().close();
      });
    });
  });

  it('follows the typing with JavaScript on, one request a pause, and keeps the address', async () => {
    const page = await open('/refund-rates?lang=en');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('q=')) asked.push(request.url());
    });
    await page.locator('#q').pressSequentially('baowenbei', { delay: 20 });
    // The hits of the whole word: a loaded machine may show those of a pause mid-word first.
    await page.waitForURL(/\/refund-rates\?lang=en&q=baowenbei$/);
    await page.locator('ol.hits > li').first().waitFor();
    // Nine keys, asked about after the pauses only (a loaded machine may pause once mid-word).
    assert.ok(asked.length >= 1 && asked.length <= 3, JSON.stringify(asked));
    assert.match(asked[asked.length - 1] ?? '', /q=baowenbei/);
    assert.equal(await page.locator('ol.hits > li').count(), 3);
    assert.match(page.url(), /\/refund-rates\?lang=en&q=baowenbei$/);
    await page.locator('#q').fill('');
    await page.locator('#q').pressSequentially('量子', { delay: 20 });
    await page.getByText('No name or code in the library matches “量子”').waitFor();
    await shot(page, 'refund-search-typed');
    await page.context().close();
  });
});
