/**
 * Every page of the site, as a person with a screen reader or a phone meets it, in Chromium:
 * axe-core (from npm, run in the page) reports no violation in Chinese and English, and no page
 * scrolls sideways on a 390 px wide screen in any of the four languages (rows inputs become
 * stacked cards). The API reference (/reference) is the vendored Scalar renderer's, not ours, and
 * is left out of the axe check (docs/site.md, Decisions).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import axe from 'axe-core';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { chromiumPath, loopbackContext, sharedBrowser } from '../helpers/browser.js';
import { inLanguage, sitePages } from '../helpers/site-pages.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;
/** axe-core's own script, as it is injected into a page. */
const AXE = axe.source;
const PHONE_WIDTH = 390;

interface Violation {
  id: string;
  impact: string;
  nodes: Array<{ target: string[] }>;
}

describe('the site for every reader', { skip }, () => {
  let app: FastifyInstance;
  let browser: Browser;
  let page: Page;
  let base = '';
  let pages: string[] = [];

  before(async () => {
    ({ app } = await buildService(
      readConfig({
        DATA_DIR: await siteDataDir(),
        SITE_URL: 'https://site.test',
        FETCH: 'off',
        RATE_LIMIT_BURST: '100000',
        RATE_LIMIT_PER_MINUTE: '60000',
        RATE_LIMIT_IN_FLIGHT: '1000',
      }),
      { logger: false },
    ));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const ports = (await app.inject('/v1/datasets/ports')).json();
    pages = sitePages(String(ports.current ?? ports.dataset?.current ?? ''));
    browser = await sharedBrowser('path' in found ? found.path : '');
    page = await (await loopbackContext(browser, base)).context.newPage();
  });
  after(async () => {
    await page?.context().close();
    await app?.close();
  });

  const open = async (path: string, lang: string) => {
    const response = await page.goto(`${base}${inLanguage(path, lang)}`);
    assert.ok(response && response.status() < 500, `${path} ${lang}`);
  };

  it('has no axe-core violation on any page, in Chinese and in English', async () => {
    await page.setViewportSize({ width: 1100, height: 900 });
    const found: string[] = [];
    for (const lang of ['zh-CN', 'en'])
      for (const path of pages) {
        await open(path, lang);
        // Evaluated through the browser's own protocol: the page's CSP allows no inline script.
        await page.evaluate(AXE);
        const violations: Violation[] = await page.evaluate(
          'axe.run(document, { resultTypes: ["violations"] }).then((result) => result.violations)',
        );
        for (const violation of violations)
          found.push(
            `${lang} ${path}: ${violation.id} (${violation.impact}) at ${violation.nodes[0]?.target.join(' ')}`,
          );
      }
    assert.deepEqual(found, []);
  });

  it(`scrolls no page sideways on a ${PHONE_WIDTH} px screen, in every language`, async () => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    const wide: string[] = [];
    for (const lang of LANGUAGES)
      for (const path of pages) {
        await open(path, lang);
        const width: number = await page.evaluate('document.documentElement.scrollWidth');
        if (width > PHONE_WIDTH) wide.push(`${lang} ${path}: ${width} px`);
      }
    assert.deepEqual(wide, []);
  });
});
