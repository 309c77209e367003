/**
 * POST /v1/quote and its schema (api-v1 §4.5): the buyer's quote holds prices, terms and the
 * exchange rate only, with a digest a buyer can recompute (RFC 8785); the seller's cost and
 * profit stay in `internal`; without fxRate the current central parity is used as published.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { canonicalDigest } from '../../src/quote/canonical-json.js';
import { assertErrorAnswer, assertNoFractionalNumbers, assertProvenance, serviceApp } from '../helpers/app.js';
import type { Answer } from '../helpers/tools.js';

const BODY = {
  pricing: { price: '113', quantity: '1000', taxRate: '13', refundRate: '9', freight: '1500', insuranceRate: '0.5', commission: '3', margin: '10', currency: 'USD' },
  seller: { name: 'Seller Co.', email: 'sales@seller.test' },
  buyer: { name: 'Buyer Ltd.' },
  product: { name: 'Ceramic mugs', unit: 'pcs', hsCode: '6912001000' },
  terms: { validDays: 30, payment: 'T/T', port: 'Ningbo' },
};

describe('quote', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
  });
  after(() => app.close());
  const post = async (body: unknown, lang = 'en') => {
    const response = await app.inject({ method: 'POST', url: `/v1/quote?lang=${lang}`, payload: body as object });
    const json = response.json() as Answer;
    assertNoFractionalNumbers(json);
    return { response, body: json };
  };

  it('rests on the current central parity when fxRate is omitted, and names it', async () => {
    const { response, body } = await post(BODY);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    // The shipped current central-parity version is 2026-09-04: USD/CNY 6.7787.
    assert.deepEqual(body.quote.exchangeRate, { rate: '6.7787', base: 'USD', quote: 'CNY', per: '1', source: 'central-parity', dataset: 'central-parity', version: '2026-09-04', day: '2026-09-04' });
    assert.ok(body.provenance.datasets.some((d: Answer) => d.id === 'central-parity' && d.version === '2026-09-04'));
    assert.deepEqual(body.quote.prices.map((p: Answer) => p.term), ['FOB', 'CFR', 'CIF']);
    assert.equal(body.quote.schema, 'https://site.test/schemas/quote/v1.json');
    assert.match(body.quote.issuedOn, /^\d{4}-\d{2}-\d{2}$/);
    assertProvenance(body, 'en');
  });

  it('runs the same calculation as baojia with the parity filled in', async () => {
    const baojia = await app.inject({ method: 'POST', url: '/v1/tools/baojia/compute', payload: { inputs: { ...BODY.pricing, fxRate: '6.7787' } } });
    const outputs = baojia.json().outputs;
    const { body } = await post(BODY);
    const fob = body.quote.prices[0];
    assert.deepEqual([fob.unitPrice, fob.total, fob.unitPriceWithCommission, fob.totalWithCommission], [outputs.priceFob.amount, outputs.totalFob.amount, outputs.commissionPriceFob.amount, outputs.commissionTotalFob.amount]);
    assert.deepEqual(body.internal.profitFob, outputs.profitFob);
    assert.deepEqual(body.internal.refundTotal, outputs.refundTotal);
  });

  it('keeps cost, refund and profit out of the quote and the text', async () => {
    const { body } = await post(BODY);
    const shown = JSON.stringify(body.quote) + body.text;
    for (const [name, figure] of Object.entries(body.internal as Record<string, Answer>)) {
      assert.ok(/^(profit|margin|marginAlt|breakEven)(Fob|Cfr|Cif)$|^(refundTotal|costTotal)$/.test(name), name);
      if (figure.kind === 'money') assert.ok(!shown.includes(figure.amount), `${name} ${figure.amount} is not shown to the buyer`);
    }
    assert.ok(!/profit|margin|refund|cost|breakEven/i.test(JSON.stringify(body.quote)));
  });

  it('carries a digest a buyer recomputes: sha256 over the RFC 8785 JSON of the quote without its digest', async () => {
    const { body } = await post(BODY);
    const { digest, ...unsigned } = body.quote;
    assert.equal(digest, canonicalDigest(unsigned));
    const altered = { ...unsigned, prices: [{ ...unsigned.prices[0], unitPrice: '0.01' }, ...unsigned.prices.slice(1)] };
    assert.notEqual(canonicalDigest(altered), digest, 'a changed price no longer matches');
  });

  it('uses the seller’s rate when given, and reads no parity for it', async () => {
    const { body } = await post({ ...BODY, pricing: { ...BODY.pricing, fxRate: '7.1' } });
    assert.deepEqual(body.quote.exchangeRate, { rate: '7.1', base: 'USD', quote: 'CNY', per: '1', source: 'seller' });
    assert.match(body.text, /1 USD = 7\.1 CNY/);
  });

  it('writes the text in the asked language', async () => {
    const zh = await post(BODY, 'zh-CN');
    assert.match(zh.body.text.split('\n')[0], /^Seller Co\. 向 Buyer Ltd\. 报价如下。$/);
    assert.match(zh.body.text, /有效期至 \d{4}-\d{2}-\d{2}。/);
    const texts = new Set<string>();
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) texts.add((await post(BODY, lang)).body.text);
    assert.equal(texts.size, 4);
  });

  it('refuses a CNY-based quotation without fxRate rather than invert the published figure', async () => {
    const { response } = await post({ ...BODY, pricing: { ...BODY.pricing, currency: 'MYR' } });
    assertErrorAnswer(response, 400, 'quote.fx_rate_needed', 'pricing.fxRate');
  });

  it('refuses bad bodies at their dotted paths, all in one answer', async () => {
    const { response, body } = await post({ ...BODY, seller: { email: 'x' }, pricing: { ...BODY.pricing, price: 'abc' }, product: { name: 'm', hsCode: '12' }, extra: 1 });
    assertErrorAnswer(response, 400, 'input.required', 'seller.name');
    assert.deepEqual(body.issues.map((i: Answer) => `${i.path} ${i.code}`).sort(), [
      'extra input.unknown',
      'pricing.price input.decimal_expected',
      'product.hsCode input.text_pattern',
      'seller.name input.required',
    ]);
    assertErrorAnswer((await post([])).response, 400, 'input.body_object', '');
    assertErrorAnswer((await post({ ...BODY, buyer: 'Buyer' })).response, 400, 'input.row_object', 'buyer');
  });

  it('serves the quote’s JSON Schema, kept like a description', async () => {
    const response = await app.inject('/schemas/quote/v1.json');
    assert.equal(response.statusCode, 200);
    assert.ok(response.headers.etag);
    const schema = response.json();
    assert.equal(schema.$id, 'https://site.test/schemas/quote/v1.json');
    assert.match(schema.description, /RFC 8785/);
    assertProvenance(schema, 'zh-CN', 'x-provenance');
    const { body } = await post(BODY);
    assert.deepEqual(Object.keys(body.quote).filter((key) => !(key in schema.properties)), [], 'every quote member is in the schema');
    for (const required of schema.required) assert.ok(required in body.quote, required);
  });
});
