/**
 * Every page of the site, as a person with a screen reader or a phone meets it, in Chromium:
 * axe-core (from npm, run in the page) reports no violation, and no page scrolls sideways on a
 * 390 px wide screen in any of the four languages (rows inputs become stacked cards). The API
 * reference's renderer (/reference?load=1, the vendored Scalar's) is held to no serious or critical
 * violation, in Chinese and English, as it first shows and scrolled to its end (docs/site.md,
 * Decisions): its moderate ones (its own <main> inside the page's) are its markup's, left.
 *
 * axe runs on each kind of page once, and again where a language changes the markup it checks
 * (issue 42; it ran on every page in Chinese and in English before, the same template twice):
 * - in English on every page of sitePages, each a kind of its own: the home page, the tool list,
 *   each calculator's form with its answer, a refusal, the print layout, the refund pages (empty,
 *   with a card, with hits, a chapter), the parity, the datasets, a dataset, a version's rows, the
 *   quote form and a quote;
 * - in Chinese on each page with a calculator's form (`form.tool`: the calculators, the refusal,
 *   the quote form and a quote): a description there names a field by its label and a code hint
 *   (src/site/pages/reader-words.ts), for any Latin name in Chinese, Japanese and Korean but for
 *   camelCase ones alone in English, so the hints and where they stand differ from English;
 * - in every language on the home page: the layout's `<html lang>` and its list of languages (the
 *   current one text, the others links) are each language's own (Japanese and Korean were not
 *   checked before).
 * Elsewhere a language changes the words alone, not the elements, roles, attributes or colours axe
 * reads; test/i18n checks that each word and label is written in every language, so none is empty.
 * The phone width is checked on every page in every language, as before: the words' length is what
 * makes a page wide. A page axe checks at 1100 px is then narrowed to 390 px rather than opened
 * again (the site's layout is CSS alone, its script reads no width). Three pages are open at once,
 * in one context: pages of three contexts navigating in turn make Chromium start a renderer process
 * for nearly every navigation (90 in this file, against 3 in one context).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { TOOLS } from '../../src/tools/registry.js';
import { chromiumPath, loopbackContext, sharedBrowser } from '../helpers/browser.js';
import { inLanguage, sitePages } from '../helpers/site-pages.js';
import { onLoopback, siteService } from '../helpers/site-service.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;
/** axe-core's own script, as it is injected into a page. */
const AXE = axe.source;
const PHONE_WIDTH = 390;
const PAGES_AT_ONCE = 3;

interface Violation {
  id: string;
  impact: string;
  nodes: Array<{ target: string[] }>;
}

/** What axe finds on the page as it is now, each violation as `where: rule (impact) at target`. */
async function axeViolations(page: Page, where: string): Promise<Array<{ impact: string; said: string }>> {
  // Evaluated through the browser's own protocol: the page's CSP allows no inline script.
  await page.evaluate(AXE);
  const found: Violation[] = await page.evaluate(
    'axe.run(document, { resultTypes: ["violations"] }).then((result) => result.violations)',
  );
  return found.map((violation) => ({
    impact: violation.impact,
    said: `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes[0]?.target.join(' ')}`,
  }));
}

/** The languages the reference's renderer is checked in: it is English whatever the page's, in the frame of each. */
const REFERENCE_LANGUAGES = ['zh-CN', 'en'];

/** Whether axe checks `path` in `lang`, given whether the page has a calculator's form (see above). */
function axeChecks(path: string, lang: string, calculatorForm: boolean): boolean {
  return lang === 'en' || path === '/' || (lang === 'zh-CN' && calculatorForm);
}

describe('the site for every reader', { skip }, () => {
  let app: FastifyInstance;
  let context: BrowserContext | undefined;
  let base = '';
  /** axe's findings, the pages it checked and the pages wider than a phone, each as `lang path`. */
  const violations: string[] = [];
  const checked: string[] = [];
  const wide: string[] = [];
  /** The reference's renderer: its serious and critical findings, and the states of it checked. */
  const reference: string[] = [];
  const referenceChecked: string[] = [];
  let outside: string[] = [];

  /**
   * The reference with its renderer in `lang`, checked as it first shows and again at its end,
   * where each tag's "Show More" stands (rendered as it comes into view).
   */
  async function checkReference(page: Page, lang: string): Promise<void> {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(`${base}${inLanguage('/reference?load=1', lang)}`);
    // The first operation's example, with its copy button (named by the site's script once rendered).
    await page.waitForSelector('.reference button.scalar-code-copy[aria-label]', { timeout: 60_000 });
    for (const where of ['top', 'end']) {
      if (where === 'end') {
        await page.keyboard.press('End');
        await page.waitForSelector('.reference button.show-more', { timeout: 60_000 });
      }
      referenceChecked.push(`${lang} ${where}`);
      for (const violation of await axeViolations(page, `${lang} /reference?load=1 (${where})`))
        if (violation.impact === 'serious' || violation.impact === 'critical') reference.push(violation.said);
    }
  }

  /** Opens `path` in `lang`, runs axe where it applies at 1100 px, and measures the page at 390 px. */
  async function check(page: Page, path: string, lang: string): Promise<void> {
    // Whether axe may check the page; whether it does may depend on its form, seen once it is open.
    const mayCheck = axeChecks(path, lang, true);
    await page.setViewportSize(mayCheck ? { width: 1100, height: 900 } : { width: PHONE_WIDTH, height: 800 });
    const response = await page.goto(`${base}${inLanguage(path, lang)}`);
    assert.ok(response && response.status() < 500, `${path} ${lang}`);
    if (mayCheck && axeChecks(path, lang, (await page.locator('form.tool').count()) > 0)) {
      checked.push(`${lang} ${path}`);
      for (const violation of await axeViolations(page, `${lang} ${path}`)) violations.push(violation.said);
    }
    if (mayCheck) await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    const width: number = await page.evaluate('document.documentElement.scrollWidth');
    if (width > PHONE_WIDTH) wide.push(`${lang} ${path}: ${width} px`);
  }

  before(async () => {
    app = await siteService();
    base = await onLoopback(app);
    const ports = (await app.inject('/v1/datasets/ports')).json();
    const pages = sitePages(String(ports.current ?? ports.dataset?.current ?? ''));
    const browser = await sharedBrowser('path' in found ? found.path : '');
    const watched = await loopbackContext(browser, base);
    ({ context, outside } = watched);
    // Every page in every language, handed out to the open pages, each taking the next when done.
    const visits = LANGUAGES.flatMap((lang) => pages.map((path) => ({ path, lang })));
    let next = 0;
    await Promise.all(
      Array.from({ length: PAGES_AT_ONCE }, async () => {
        const page = await watched.context.newPage();
        for (let visit = visits[next++]; visit; visit = visits[next++]) await check(page, visit.path, visit.lang);
      }),
    );
    const page = await watched.context.newPage();
    for (const lang of REFERENCE_LANGUAGES) await checkReference(page, lang);
  });
  after(async () => {
    await context?.close();
    await app?.close();
  });

  it('has no axe-core violation on any kind of page, in English and where another language changes the markup', () => {
    assert.deepEqual(violations, []);
    // What axe checked, as said above, so that a page kind left out shows: every page in English;
    // in Chinese the home page, each calculator, the refusal and the two quote pages; the home page
    // in Japanese and Korean.
    const count = (lang: string) => checked.filter((page) => page.startsWith(`${lang} `)).length;
    assert.deepEqual(
      LANGUAGES.map((lang) => [lang, count(lang)]),
      [
        ['zh-CN', 1 + TOOLS.length + 3],
        ['en', sitePages('').length],
        ['ja', 1],
        ['ko', 1],
      ],
      checked.join('\n'),
    );
  });

  it('finds no serious or critical axe-core violation in the reference’s renderer, in Chinese and English', () => {
    assert.deepEqual(reference, []);
    assert.deepEqual(referenceChecked, ['zh-CN top', 'zh-CN end', 'en top', 'en end']);
  });

  it(`scrolls no page sideways on a ${PHONE_WIDTH} px screen, in every language`, () => {
    assert.deepEqual(wide, []);
  });

  it('asks no other host for anything (the browser refuses it), on any page in any language', () => {
    assert.deepEqual(outside, []);
  });
});
