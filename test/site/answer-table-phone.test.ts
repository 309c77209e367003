/**
 * baojia's table of terms on a 390 px phone (issue 43): the chosen term's column (CIF in the
 * worked example) is visible at once, without scrolling the table sideways, once the table is
 * scrolled into view, in the four languages; the page never scrolls sideways. A screenshot in
 * zh-CN is kept in test-output/screenshots/ (answer-table-phone-zh-CN-390.png).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formFields } from '../../src/site/form-values.js';
import { BAOJIA_EXAMPLE } from '../../src/tools/baojia/example.js';
import { chromiumPath, screenshotFolder } from '../helpers/browser.js';
import { type SiteSession, siteSession } from '../helpers/site-service.js';

const found = chromiumPath();
const skip = 'missing' in found ? found.missing : false;

const PHONE = { width: 390, height: 844 };

describe('baojia’s terms on a phone', { skip }, () => {
  let site: SiteSession | undefined;
  before(async () => {
    site = await siteSession('path' in found ? found.path : '');
  });
  after(() => site?.close());

  it('shows the chosen term’s column at once at 390 px, in the four languages, the page not scrolling sideways', async () => {
    if (!site) throw new Error('no site');
    const page = await site.open('/');
    await page.setViewportSize(PHONE);
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      await page.goto(`${site.base}/tools/baojia?lang=${lang}&${new URLSearchParams(formFields(BAOJIA_EXAMPLE))}`);
      const frame = page.locator('.table-wrap:has(table.answer-table)');
      await frame.scrollIntoViewIfNeeded();
      const chosen = page.locator('table.answer-table thead th.marked');
      assert.match((await chosen.textContent()) ?? '', /^CIF/, lang);
      // Visible at once: the frame not scrolled, the header cell within both the frame and the screen.
      const seen = await frame.evaluate((wrap) => ({
        scrollLeft: wrap.scrollLeft,
        frame: wrap.getBoundingClientRect().toJSON(),
        cell: wrap.querySelector('thead th.marked')?.getBoundingClientRect().toJSON(),
        page: wrap.ownerDocument.documentElement.scrollWidth,
      }));
      assert.equal(seen.scrollLeft, 0, lang);
      assert.ok(seen.cell, lang);
      assert.ok(
        seen.cell.left >= seen.frame.left && seen.cell.right <= seen.frame.right + 0.5,
        `${lang}: ${JSON.stringify(seen)}`,
      );
      assert.ok(seen.cell.left >= 0 && seen.cell.right <= PHONE.width, `${lang}: ${JSON.stringify(seen)}`);
      assert.ok(seen.page <= PHONE.width, `${lang}: the page is ${seen.page} px wide`);
      if (lang === 'zh-CN')
        await page.screenshot({ path: join(screenshotFolder(), 'answer-table-phone-zh-CN-390.png') });
    }
    await page.context().close();
  });
});
