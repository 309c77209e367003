/**
 * /quote over HTTP (docs/site.md, /quote): the seller's form is posted and answered with the values
 * typed, the sheet and the link for the buyer; no address the page makes carries a cost; the link
 * holds the buyer's copy of the API's quote (no tools' links, no exchange rate unless shown) with its
 * own digest, round-trips to the same document, and is refused with the
 * site's 400 page when altered, garbled, too long or too large once unpacked; an old GET link is
 * still answered without its query going on; what the printed sheet leaves out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { canonicalDigest, canonicalJson } from '../../src/quote/canonical-json.js';
import { formFields } from '../../src/site/form-values.js';
import { LINK_DATA_MAX } from '../../src/site/pages/quote-link.js';
import { PI_BODY } from '../fixtures/quote-lines-body.js';
import { QUOTE_PAGE } from '../helpers/site-pages.js';
import { siteService } from '../helpers/site-service.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** The fixture's proforma invoice as the form sends it: dotted names, the mark's lines in the text area. */
function formOf(body: object, extra: Array<[string, string]> = []): string {
  const { marks, ...rest } = body as typeof PI_BODY;
  const fields = [...formFields(rest), ...extra];
  if (marks) fields.push(['marksText', marks.lines.map((line) => line.text).join('\n')], ['marks.capitals', 'true']);
  return new URLSearchParams(fields).toString();
}

/** Every address a page makes: links, the form's action, sources, and the link box's value. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|action|src|value)="([^"]*)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
    .filter((value) => value.startsWith('/') || value.includes('://'));
}

const sheetLinkIn = (html: string) => /href="(\/quote\/sheet\?[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** The quote a link's d holds. */
function decoded(link: string): Record<string, unknown> {
  const data = new URL(link, 'https://site.test').searchParams.get('d') ?? '';
  return JSON.parse(brotliDecompressSync(Buffer.from(data, 'base64url')).toString('utf8'));
}

const linkOf = (quote: unknown) =>
  `/quote/sheet?d=${brotliCompressSync(typeof quote === 'string' ? quote : canonicalJson(quote)).toString('base64url')}`;

describe('the quote page over HTTP', () => {
  let app: FastifyInstance;
  /** The seller's form posted as a browser posts it, in English. */
  const postForm = (body: object, extra: Array<[string, string]> = []) =>
    app.inject({ method: 'POST', url: '/quote?lang=en', headers: FORM, payload: formOf(body, extra) });
  let posted = '';
  let link = '';
  before(async () => {
    app = await siteService();
    const response = await postForm(PI_BODY);
    assert.equal(response.statusCode, 200, response.body.slice(0, 500));
    posted = response.body;
    link = sheetLinkIn(posted) ?? '';
  });
  after(() => app?.close());

  it('shows an empty form that posts, with the example as placeholders', async () => {
    const html = (await app.inject({ url: '/quote', headers: { accept: 'text/html' } })).body;
    assert.match(html, /<form method="post" action="\/quote#answer"/);
    assert.match(html, /name="lines\.0\.product\.name"[^>]*placeholder="例：Ceramic dinner set/);
    assert.match(html, /name="lines\.0\.pricing\.price"/);
    assert.doesNotMatch(html, /class="quote-sheet"/);
    // The document's language is the page's unless chosen.
    assert.match(html, /<option value="zh-CN" selected>/);
  });

  it('answers the posted form with the values typed, the sheet and a link that carries no cost', async () => {
    assert.match(posted, /name="lines\.1\.pricing\.price"[^>]*value="226"/);
    assert.match(posted, /class="quote-sheet"/);
    assert.ok(link.startsWith('/quote/sheet?d='), link);
    for (const address of addresses(posted)) {
      assert.doesNotMatch(address, /pricing|price=|margin=|refundRate|taxRate|fxRate|internal/i, address);
      assert.ok(!address.includes('://'), `no server's address: ${address}`);
    }
    // The link holds the API's quote less the seller's tools and exchange rate, digested again.
    const api = (await app.inject({ method: 'POST', url: '/v1/quote?lang=en', payload: PI_BODY })).json().quote;
    assert.ok(api.links && api.exchangeRate, 'the API answers both to the seller');
    const { digest, links, exchangeRate, ...document } = api;
    const held = decoded(link);
    assert.deepEqual(held, { ...document, digest: canonicalDigest(document) });
    assert.notEqual(held.digest, digest);
    // The seller's page draws the buyer's copy: the sheet and its digest are the link's.
    assert.ok(
      posted.includes(String(held.digest)) && !posted.includes(digest),
      'the copy’s digest on the seller’s page',
    );
    assert.ok((await app.inject(link)).body.includes(String(held.digest)), 'the same digest on the buyer’s');
    const json = canonicalJson(held);
    for (const cost of [
      '"pricing"',
      '"internal"',
      '"refundRate"',
      '"margin"',
      '"profit',
      '"links"',
      '"exchangeRate"',
      '6.25',
    ])
      assert.ok(!json.includes(cost), cost);
  });

  it('takes the packing list’s cartons on to the loading plan and cbm, for the seller, with sizes and counts only', async () => {
    const plan = /<a href="(\/tools\/load-plan\?[^"]+)"/.exec(posted)?.[1]?.replace(/&amp;/g, '&');
    assert.ok(plan, 'a link to the loading plan');
    assert.match(posted, /<a href="\/tools\/cbm\?cartons\.0\.length=/);
    const page = await app.inject({ url: plan, headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<figure class="plan-picture">/, 'the plan drawn');
    // Printed, the seller's links are left off the buyer's sheet.
    assert.match(posted, /<p class="actions print-options carton-tools">/);
  });

  it('opens the link as the sheet alone, and keeps the exchange rate off unless asked', async () => {
    const sheet = await app.inject({ url: link, headers: { accept: 'text/html' } });
    assert.equal(sheet.statusCode, 200);
    assert.doesNotMatch(sheet.body, /<form/);
    assert.match(sheet.body, /43,981\.00/);
    assert.match(sheet.body, /SAY US DOLLARS FORTY-THREE THOUSAND NINE HUNDRED EIGHTY-ONE ONLY/);
    assert.match(sheet.body, /美元肆万叁仟玖佰捌拾壹元整/);
    // Only the contract's term: no FOB or CFR price beside CIF.
    assert.doesNotMatch(sheet.body, /FOB Ningbo|CFR Hamburg|42,000\.00/);
    assert.doesNotMatch(sheet.body, /6\.25/);
    const withRate = await postForm(PI_BODY, [['showRate', '1']]);
    const rated = sheetLinkIn(withRate.body) ?? '';
    assert.deepEqual(decoded(rated).exchangeRate, {
      rate: '6.25',
      base: 'USD',
      quote: 'CNY',
      per: '1',
      source: 'seller',
    });
    assert.match((await app.inject(rated)).body, /1 USD = 6\.25 CNY/);
    // The rate a seller did not show is not in the link, so no query can bring it out.
    assert.doesNotMatch((await app.inject(`${link}&rate=1`)).body, /6\.25/);
  });

  it('refuses an altered, garbled, oversized or foreign link with the 400 page, never a 500', async () => {
    const quote = decoded(link);
    const data = new URL(link, 'https://site.test').searchParams.get('d') ?? '';
    const altered = { ...quote, currency: 'EUR' };
    const foreign = { note: 'hello' };
    const deep = JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`);
    const cases: Array<[string, string, RegExp]> = [
      ['altered', linkOf(altered), /altered after it was made/],
      ['garbled', `/quote/sheet?d=${data.slice(0, 40)}!!${data.slice(42)}`, /incomplete or altered/],
      ['cut short', `/quote/sheet?d=${data.slice(0, data.length - 30)}`, /incomplete or altered/],
      ['too long', `/quote/sheet?d=${'A'.repeat(LINK_DATA_MAX + 1)}`, /longer than any document/],
      ['a bomb', linkOf(' '.repeat(300 * 1024)), /more than any document holds/],
      ['not a quote', linkOf({ ...foreign, digest: canonicalDigest(foreign) }), /something other than a document/],
      ['nested deep', linkOf(deep), /something other than a document/],
      ['no d', '/quote/sheet', /incomplete or altered/],
    ];
    for (const [name, path, sentence] of cases) {
      const response = await app.inject({
        url: `${path}${path.includes('?') ? '&' : '?'}lang=en`,
        headers: { accept: 'text/html' },
      });
      assert.equal(response.statusCode, 400, name);
      assert.match(response.body, sentence, name);
    }
  });

  it('answers an old GET link with its costs, but no link of the page carries them on', async () => {
    const old = await app.inject({ url: QUOTE_PAGE, headers: { accept: 'text/html' } });
    assert.equal(old.statusCode, 200);
    assert.match(old.body, /class="quote-sheet"/);
    assert.match(old.body, /class="old-link"/);
    // Version 1's product is the first row, its costing under it.
    assert.match(old.body, /name="lines\.0\.pricing\.price"[^>]*value="113"/);
    for (const address of addresses(old.body)) assert.doesNotMatch(address, /pricing|price=/, address);
  });

  it('writes a term with commission as the trade does, CIFC3 Hamburg, with no net price beside it', async () => {
    const lines = PI_BODY.lines.map((line) => ({ ...line, pricing: { ...line.pricing, commission: '3' } }));
    const response = await postForm({ ...PI_BODY, lines });
    assert.equal(response.statusCode, 200);
    const api = (await app.inject({ method: 'POST', url: '/v1/quote', payload: { ...PI_BODY, lines } })).json();
    const cif = api.quote.totals.find((total: { term: string }) => total.term === 'CIF');
    const sheet = response.body.slice(response.body.indexOf('class="quote-sheet"'));
    assert.match(sheet, /CIFC3 Hamburg/);
    assert.ok(sheet.includes(cif.totalWithCommission.replace(/\B(?=(\d{3})+(?!\d))/g, ',')), cif.totalWithCommission);
    assert.ok(!sheet.includes('43,981.00'), 'the net total is not printed beside the one with commission');
  });

  it('keeps every value of a refused form, each refusal beside its field and listed by its row and label', async () => {
    const lines = PI_BODY.lines.map((line, index) =>
      index === 1 ? { ...line, product: { ...line.product, hsCode: '69120' } } : line,
    );
    const response = await postForm({ ...PI_BODY, lines, bank: { ...PI_BODY.bank, swift: 'EXMPXXSH' } });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /name="lines\.1\.product\.hsCode" aria-invalid="true"[^>]*value="69120"/);
    assert.match(response.body, /<a href="#in-lines-1-product-hsCode">Goods offered, row 2 › HS code<\/a>/);
    assert.match(response.body, /<a href="#in-bank-swift">/);
    assert.doesNotMatch(response.body, /class="quote-sheet"|\/quote\/sheet/);
  });

  it('refuses more product rows than a quote takes before asking the API, and shows none of them', async () => {
    const lines = Array.from({ length: 51 }, () => PI_BODY.lines[0]);
    const response = await postForm({ ...PI_BODY, lines });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /name="lines\.0\.product\.name"[^>]*value=""/);
    assert.doesNotMatch(response.body, /name="lines\.50\./);
  });

  it('gives a quote of 50 products a link under the bound', async () => {
    const lines = Array.from({ length: 50 }, (_, index) => {
      const line = PI_BODY.lines[index % PI_BODY.lines.length];
      assert.ok(line);
      return {
        ...line,
        product: { ...line.product, name: `${line.product.name} ${index + 1}`, model: `M-${1000 + index}` },
      };
    });
    const response = await postForm({ ...PI_BODY, lines });
    assert.equal(response.statusCode, 200);
    const long = sheetLinkIn(response.body) ?? '';
    assert.ok(long.length > 2_000 && long.length < LINK_DATA_MAX + 100, `${long.length}`);
    assert.equal((await app.inject(long)).statusCode, 200);
  });
});
