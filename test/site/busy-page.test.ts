/**
 * A 429 on the site (docs/site.md, A 429 keeps the form): whether the visitor's bucket was empty
 * when the page was asked or emptied before its calculation, a calculator's page and /quote keep
 * their form with every value typed, say in the page's language when to send again and carry
 * Retry-After; any other page is the 429 sentence in its language, as HTML.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { siteDataDir } from '../fixtures/site-data.js';
import { serviceApp } from '../helpers/app.js';

const ROW = 'cartons.0.length=60&cartons.0.width=40&cartons.0.height=40&cartons.0.grossWeight=15&cartons.0.quantity=10';
const VISITOR = { remoteAddress: '203.0.113.30' };

let dataDir: string;
before(async () => {
  dataDir = await siteDataDir();
});

/** The page asked by a visitor whose bucket holds `tokens` (refilled at one a minute, so none come back meanwhile). */
async function pageWith(tokens: number, url: string, spend = 0) {
  const app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: String(tokens), RATE_LIMIT_PER_MINUTE: '1' });
  try {
    for (let spent = 0; spent < spend; spent += 1) await app.inject({ url: '/v1/tools', ...VISITOR });
    return await app.inject({ url, ...VISITOR });
  } finally {
    await app.close();
  }
}

describe('a 429 on the site', () => {
  it('keeps a calculator’s form and values when the bucket empties before the calculation', async () => {
    // The page (1) and the tool's description (1) are paid; the calculation is refused.
    const response = await pageWith(2, `/tools/cbm?go=1&lang=en&${ROW}`);
    assert.equal(response.statusCode, 429);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    const seconds = Number(response.headers['retry-after']);
    assert.ok(seconds > 0 && seconds <= 60, `Retry-After ${seconds}`);
    assert.match(
      response.body,
      new RegExp(
        `<div class="refusal busy" id="answer" role="alert" tabindex="-1"><p>Too many requests just now, so nothing was calculated\\. Send the form again in ${seconds} s; what you typed is kept below\\.</p></div>`,
      ),
    );
    for (const [name, value] of new URLSearchParams(ROW))
      assert.match(response.body, new RegExp(`name="${name}"[^>]* value="${value}"`));
    assert.doesNotMatch(response.body, /class="answer"/);
  });

  it('draws the page without asking the API when the bucket is empty on arrival', async () => {
    const tool = await pageWith(3, `/tools/cbm?go=1&${ROW}`, 3);
    assert.equal(tool.statusCode, 429);
    assert.match(String(tool.headers['content-type']), /^text\/html/);
    assert.ok(Number(tool.headers['retry-after']) > 0);
    assert.match(tool.body, /请求过于频繁，这次未进行计算。请在 [0-9]+ 秒后再提交一次；已填写的内容都保留在下面。/);
    assert.match(tool.body, /name="cartons\.0\.grossWeight"[^>]* value="15"/);
    const quote = await pageWith(1, '/quote?go=1&lang=ja&seller.name=ACME&buyer.name=Buyer', 1);
    assert.equal(quote.statusCode, 429);
    assert.match(quote.body, /リクエストが多すぎるため、今回は計算していません。/);
    assert.match(quote.body, /name="seller\.name"[^>]* value="ACME"/);
    const parity = await pageWith(1, '/central-parity?lang=en', 1);
    assert.equal(parity.statusCode, 429);
    assert.match(String(parity.headers['content-type']), /^text\/html/);
    assert.match(parity.body, /<li>Too many requests; try again in [0-9]+ s\.<\/li>/);
  });

  it('keeps the quote’s form when its calculation is refused', async () => {
    // The page (1) is paid; the quote is refused.
    const response = await pageWith(1, '/quote?go=1&seller.name=ACME');
    assert.equal(response.statusCode, 429);
    assert.match(response.body, /<div class="refusal busy" id="answer"/);
    assert.match(response.body, /name="seller\.name"[^>]* value="ACME"/);
  });
});
