/**
 * POST /v1/quote and its schema (api-v1 §4.5): the buyer's quote holds prices, terms and the
 * exchange rate only, with a digest a buyer can recompute (RFC 8785); the seller's cost and
 * profit stay in `internal`; without fxRate the current central parity is used as published.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { quoteRoutes } from '../../src/http/routes/quote.js';
import { datasetReaderOf } from '../../src/tools/kit/dataset-reader.js';
import { type DatasetStore, currentVersion, loadStore } from '../../src/datasets/store.js';
import { canonicalDigest } from '../../src/quote/canonical-json.js';
import { dec, mul, padTo, roundTo } from '../../src/core/decimal.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { assertErrorAnswer, assertNoFractionalNumbers, assertProvenance, serviceApp, testApp } from '../helpers/app.js';
import type { Answer } from '../helpers/tools.js';

const DECIMAL_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * Where `value` breaks the JSON Schema `schema`: a checker of exactly the keywords the quote
 * schema uses, which fails on any other keyword rather than pass over it (x- members, such as
 * the served document's x-provenance, are annotations).
 */
const KEYWORDS = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'required',
  'additionalProperties',
  'properties',
  'pattern',
  'const',
  'enum',
  'items',
  'minItems',
  'minimum',
]);
function breaches(schema: Answer, value: unknown, path = '$'): string[] {
  const found = Object.keys(schema)
    .filter((key) => !KEYWORDS.has(key) && !key.startsWith('x-'))
    .map((key) => `${path}: keyword ${key} is not checked here`);
  const kind = Array.isArray(value)
    ? 'array'
    : value === null
      ? 'null'
      : typeof value === 'number' && Number.isInteger(value)
        ? 'integer'
        : typeof value;
  if (schema.type !== undefined && schema.type !== kind) found.push(`${path}: ${kind}, not ${schema.type}`);
  if (schema.const !== undefined && value !== schema.const) found.push(`${path}: not ${schema.const}`);
  if (schema.enum !== undefined && !schema.enum.includes(value))
    found.push(`${path}: ${String(value)} not in ${schema.enum.join(', ')}`);
  if (typeof value === 'string' && schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
    found.push(`${path}: ${value} does not match ${schema.pattern}`);
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum)
    found.push(`${path}: below ${schema.minimum}`);
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      found.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.items) value.forEach((item, i) => found.push(...breaches(schema.items, item, `${path}[${i}]`)));
  } else if (kind === 'object') {
    const members = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in members)) found.push(`${path}.${name}: missing`);
    for (const [name, member] of Object.entries(members)) {
      if (schema.properties?.[name]) found.push(...breaches(schema.properties[name], member, `${path}.${name}`));
      else if (schema.additionalProperties === false) found.push(`${path}.${name}: not allowed`);
    }
  }
  return found;
}

const BODY = QUOTE_BODY;

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
    assert.deepEqual(body.quote.exchangeRate, {
      rate: '6.7787',
      base: 'USD',
      quote: 'CNY',
      per: '1',
      source: 'central-parity',
      dataset: 'central-parity',
      version: '2026-09-04',
      day: '2026-09-04',
    });
    assert.ok(body.provenance.datasets.some((d: Answer) => d.id === 'central-parity' && d.version === '2026-09-04'));
    assert.deepEqual(
      body.quote.prices.map((p: Answer) => p.term),
      ['FOB', 'CFR', 'CIF'],
    );
    assert.equal(body.quote.schema, 'https://site.test/schemas/quote/v1.json');
    assert.match(body.quote.issuedOn, /^\d{4}-\d{2}-\d{2}$/);
    assertProvenance(body, 'en');
  });

  it('runs the same calculation as baojia with the parity filled in (unit prices printed to baojia’s 4 decimals)', async () => {
    const baojia = await app.inject({
      method: 'POST',
      url: '/v1/tools/baojia/compute',
      payload: { inputs: { ...BODY.pricing, fxRate: '6.7787' } },
    });
    const outputs = baojia.json().outputs;
    const { body } = await post({ ...BODY, pricing: { ...BODY.pricing, priceDecimals: 4 } });
    const fob = body.quote.prices[0];
    assert.deepEqual(
      [fob.unitPrice, fob.total, fob.unitPriceWithCommission, fob.totalWithCommission],
      [
        outputs.priceFob.amount,
        outputs.totalFob.amount,
        outputs.commissionPriceFob.amount,
        outputs.commissionTotalFob.amount,
      ],
    );
    // The commission the price with commission includes, for the document's CIFC3.
    assert.equal(fob.commission, BODY.pricing.commission);
    assert.deepEqual(body.internal.profitFob, outputs.profitFob);
    assert.deepEqual(body.internal.refundTotal, outputs.refundTotal);
  });

  it('keeps cost, refund and profit out of the quote and the text', async () => {
    const { body } = await post(BODY);
    const shown = JSON.stringify(body.quote) + body.text;
    for (const [name, figure] of Object.entries(body.internal as Record<string, Answer>)) {
      assert.ok(
        /^(profit|margin|marginAlt|breakEven|exchangeCost|netIncome)(Fob|Cfr|Cif)$|^(refundTotal|costTotal)$/.test(
          name,
        ),
        name,
      );
      if (figure.kind === 'money')
        assert.ok(!shown.includes(figure.amount), `${name} ${figure.amount} is not shown to the buyer`);
    }
    assert.ok(!/profit|margin|refund|cost|breakEven/i.test(JSON.stringify(body.quote)));
  });

  it('gives baojia’s warnings to the seller beside the quote, never inside it', async () => {
    const codes = (body: Answer) => (body.warnings as Answer[]).map((w) => w.code);
    const { body } = await post({ ...BODY, pricing: { ...BODY.pricing, port: 'Nowhere Harbour', fxRate: '6.8' } });
    const port = (body.warnings as Answer[]).find((w) => w.code === 'baojia.port_unknown');
    assert.match(port?.message, /^The port given is not in the port list of \d{4}-\d{2}-\d{2}/);
    // The warning is the seller's; the port as the seller named it is the CIF price's place all the same.
    assert.ok(!JSON.stringify(body.quote).includes('port_unknown') && !body.text.includes('not in the port list'));
    assert.ok(
      !codes((await post({ ...BODY, pricing: { ...BODY.pricing, fxRate: '6.8' } })).body).includes(
        'baojia.port_unknown',
      ),
    );
  });

  it('tells the seller when the parity it rests on is older than the longest market closure (10 days)', async () => {
    const shipped = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
    const newest = currentVersion(shipped, 'central-parity')!.manifest.published_at.slice(0, 10);
    const answerOn = async (day: string) => {
      const app = await testApp({
        routes: quoteRoutes(datasetReaderOf(shipped), 'https://site.test'),
        clock: () => new Date(`${day}T04:00:00Z`),
      });
      const body = (await app.inject({ method: 'POST', url: '/v1/quote?lang=en', payload: BODY })).json() as Answer;
      await app.close();
      return body;
    };
    const addDays = (days: number) =>
      new Date(Date.parse(`${newest}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    // The parity's warnings only: baojia's note on CIF's margin (docs/tools/baojia.md) comes with this body on any day.
    const parityWarnings = (body: Answer) => body.warnings.filter((w: Answer) => w.code.startsWith('quote.parity'));
    assert.deepEqual(parityWarnings(await answerOn(addDays(10))), []);
    const old = await answerOn(addDays(11));
    assert.deepEqual(
      parityWarnings(old).map((w: Answer) => [w.code, w.values.day.value, w.values.days.value]),
      [['quote.parity_old', newest, '11']],
    );
    assert.equal(old.quote.exchangeRate.day, newest, 'the quote still rests on it, and names its day');
  });

  it('refuses a reverse pricing that leaves a term at or below zero', async () => {
    // CIF 0.5 USD on 1000 units is 3,500 CNY at 7 CNY/USD, below the 200,000 CNY freight: FOB < 0.
    const pricing = {
      ...BODY.pricing,
      mode: 'reverse',
      term: 'CIF',
      quotedPrice: '0.5',
      freight: '200000',
      fxRate: '7',
    };
    const { response } = await post({ ...BODY, pricing });
    assertErrorAnswer(response, 400, 'quote.price_not_positive', 'pricing.quotedPrice');
  });

  it('carries a digest a buyer recomputes: sha256 over the RFC 8785 JSON of the quote without its digest', async () => {
    const { body } = await post(BODY);
    const { digest, ...unsigned } = body.quote;
    assert.equal(digest, canonicalDigest(unsigned));
    const altered = {
      ...unsigned,
      prices: [{ ...unsigned.prices[0], unitPrice: '0.01' }, ...unsigned.prices.slice(1)],
    };
    assert.notEqual(canonicalDigest(altered), digest, 'a changed price no longer matches');
  });

  it('uses the seller’s rate when given, and reads no parity for it', async () => {
    const { body } = await post({ ...BODY, pricing: { ...BODY.pricing, fxRate: '7.1' } });
    assert.deepEqual(body.quote.exchangeRate, { rate: '7.1', base: 'USD', quote: 'CNY', per: '1', source: 'seller' });
    assert.match(body.text, /1 USD = 7\.1 CNY/);
    const won = await post({ ...BODY, pricing: { ...BODY.pricing, currency: 'KRW', fxRate: '200', fxBase: 'CNY' } });
    assert.deepEqual(won.body.quote.exchangeRate, {
      rate: '200',
      base: 'CNY',
      quote: 'KRW',
      per: '1',
      source: 'seller',
    });
    assert.match(won.body.text, /1 CNY = 200 KRW/);
  });

  it('names each term’s place, the quote number and the HS code, and groups the amounts, as exporters send a quote', async () => {
    const { body } = await post({
      ...BODY,
      pricing: { ...BODY.pricing, port: 'Los Angeles', fxRate: '7.1' },
      terms: { ...BODY.terms, reference: 'Q-2026-0815', port: 'Ningbo' },
    });
    const lines: string[] = body.text.split('\n');
    assert.ok(lines.includes('Quotation No. Q-2026-0815.'), body.text);
    assert.ok(lines.includes('HS code: 6912001000.'), body.text);
    assert.ok(lines.includes('Product: Ceramic mugs, quantity 1,000 pcs.'), body.text);
    const fob = lines.find((line) => line.startsWith('Price FOB Ningbo: '));
    const cif = lines.find((line) => line.startsWith('Price CIF Los Angeles: '));
    assert.ok(fob && cif, body.text);
    // Amounts of 1,000 or more grouped by thousands, as in every sentence.
    const total = body.quote.prices.find((price: Answer) => price.term === 'CIF').total;
    assert.ok(Number(total) >= 1000);
    assert.match(cif, new RegExp(`${total.replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace('.', '\\.')} USD in all`));
    assert.deepEqual(
      body.quote.prices.map((price: Answer) => [price.term, price.place]),
      [
        ['FOB', 'Ningbo'],
        ['CFR', 'Los Angeles'],
        ['CIF', 'Los Angeles'],
      ],
    );
    // No place given for a term: it is to be agreed, said in the price line, never guessed.
    const bare = await post(
      { ...BODY, pricing: { ...BODY.pricing, fxRate: '7.1' }, terms: { validDays: 30 } },
      'zh-CN',
    );
    assert.match(bare.body.text, /^FOB（港口待定） 单价 /m);
  });

  it('prints each unit price with priceDecimals (2 by default) and a total that is that price × quantity on paper', async () => {
    for (const [priceDecimals, quantity] of [
      [undefined, '1000'],
      [0, '1000'],
      [2, '7'],
      [3, '333'],
      [4, '12.5'],
    ] as const) {
      const pricing = { ...BODY.pricing, fxRate: '7.1', quantity };
      const printing = priceDecimals === undefined ? {} : { priceDecimals };
      const { response, body } = await post({ ...BODY, pricing: { ...pricing, ...printing } });
      assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
      const baojia = (
        await app.inject({ method: 'POST', url: '/v1/tools/baojia/compute', payload: { inputs: pricing } })
      ).json();
      const places = priceDecimals ?? 2;
      for (const price of body.quote.prices as Answer[]) {
        const calculated = baojia.outputs[`price${price.term[0]}${price.term.slice(1).toLowerCase()}`].amount;
        // The calculated price rounded half-up, written with exactly `places` decimals.
        assert.equal(price.unitPrice, padTo(roundTo(dec(calculated), places, 'half-up'), places));
        assert.equal(price.unitPrice.split('.')[1]?.length ?? 0, places, `${price.term} ${price.unitPrice}`);
        assert.ok(
          dec(price.total).eq(mul(dec(price.unitPrice), dec(quantity))),
          `${price.unitPrice} × ${quantity} ≠ ${price.total}`,
        );
        assert.ok(dec(price.totalWithCommission).eq(mul(dec(price.unitPriceWithCommission), dec(quantity))));
      }
    }
  });

  it('answers validDays as the request types it (a whole number as a string), and names its schema by a URI any server fits', async () => {
    const { body } = await post({ ...BODY, terms: { ...BODY.terms, validDays: 30 } });
    assert.equal(body.quote.terms.validDays, '30');
    const published = (await app.inject('/schemas/quote/v1.json')).json();
    const pattern = new RegExp(published.properties.schema.pattern);
    assert.ok(pattern.test(body.quote.schema));
    assert.ok(pattern.test('http://localhost:8080/schemas/quote/v1.json'));
    assert.equal(published.properties.schema.const, undefined);
  });

  it('writes the text in the asked language', async () => {
    const zh = await post(BODY, 'zh-CN');
    assert.match(zh.body.text.split('\n')[0], /^Seller Co\. 向 Buyer Ltd\. 报价如下。$/);
    assert.match(zh.body.text, /有效期至 \d{4}-\d{2}-\d{2}。/);
    const texts = new Set<string>();
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) texts.add((await post(BODY, lang)).body.text);
    assert.equal(texts.size, 4);
  });

  it('rests a quote in a CNY/X currency on the parity in its own direction', async () => {
    const { response, body } = await post({ ...BODY, pricing: { ...BODY.pricing, currency: 'MYR' } }, 'en');
    assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
    // The published figures, as published: 1 CNY = x MYR on the day of the current version.
    const { rate, base, quote, per, source, day } = body.quote.exchangeRate;
    assert.deepEqual([base, quote, per, source, day], ['CNY', 'MYR', '1', 'central-parity', '2026-09-04']);
    assert.match(rate, DECIMAL_TEXT);
    assert.match(body.text, new RegExp(`1 CNY = ${rate.replace('.', '\\.')} MYR`));
    // A currency the parity does not quote is refused at fxRate, not as a currency.
    assertErrorAnswer(
      (await post({ ...BODY, pricing: { ...BODY.pricing, currency: 'BRL' } })).response,
      400,
      'baojia.fx_rate_needed_unpublished',
      'pricing.fxRate',
    );
  });

  it('quotes in CNY without any rate', async () => {
    const { response, body } = await post({ ...BODY, pricing: { ...BODY.pricing, currency: 'CNY' } });
    assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
    assert.deepEqual(body.quote.exchangeRate, {
      rate: '1',
      base: 'CNY',
      quote: 'CNY',
      per: '1',
      source: 'same-currency',
    });
    // 1,000 × 113 with 13 % VAT and 9 % refund: 113,000 − 9,000 = 104,000 CNY ÷ 0.9 = 115.5556 a unit, printed 115.56.
    assert.deepEqual([body.quote.prices[0].term, body.quote.prices[0].unitPrice], ['FOB', '115.56']);
    assert.doesNotMatch(body.text, /rate|parity/i);
    assert.ok(!body.provenance.datasets.some((d: Answer) => d.id === 'central-parity'));
  });

  it('without fxRate and without an installed parity, refuses at pricing.fxRate', async () => {
    const shipped = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
    const store: DatasetStore = {
      versions: new Map([...shipped.versions].filter(([id]) => id !== 'central-parity')),
      refused: [],
      dataDirProblem: null,
    };
    const bare = await testApp({ routes: quoteRoutes(datasetReaderOf(store), 'https://site.test') });
    const response = await bare.inject({ method: 'POST', url: '/v1/quote', payload: BODY });
    assertErrorAnswer(response, 400, 'baojia.fx_rate_needed_no_data', 'pricing.fxRate');
    const given = await bare.inject({
      method: 'POST',
      url: '/v1/quote',
      payload: { ...BODY, pricing: { ...BODY.pricing, fxRate: '7.1' } },
    });
    assert.equal(given.statusCode, 200);
    await bare.close();
  });

  it('refuses bad bodies at their dotted paths, all in one answer', async () => {
    const { response, body } = await post({
      ...BODY,
      seller: { email: 'x' },
      pricing: { ...BODY.pricing, price: 'abc' },
      product: { name: 'm', hsCode: '12' },
      extra: 1,
    });
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
    for (const pricing of [BODY.pricing, { ...BODY.pricing, fxRate: '7.1' }, { ...BODY.pricing, currency: 'CNY' }]) {
      const { body } = await post({ ...BODY, pricing });
      assert.deepEqual(breaches(schema, body.quote), [], pricing.currency);
    }
    assert.deepEqual(
      breaches(schema, { ...(await post(BODY)).body.quote, profitFob: '1.00' }),
      ['$.profitFob: not allowed'],
      'the checker does check',
    );
  });

  it('any pricing gives 200 or a refusal; a 200 quote conforms, verifies, and shows decimal strings only', async () => {
    const amount = (max: number) =>
      fc
        .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 99 }))
        .map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`);
    const rate = fc.integer({ min: 0, max: 3000 }).map((n) => (n / 100).toFixed(2));
    const schema = (await app.inject('/schemas/quote/v1.json')).json();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            mode: fc.constantFrom('forward', 'reverse'),
            price: amount(10_000),
            quantity: fc.integer({ min: 1, max: 10_000 }).map(String),
            taxRate: fc.constantFrom('13', '9'),
            refundRate: fc.constantFrom('0', '9'),
            currency: fc.constantFrom('USD', 'EUR', 'JPY', 'KRW', 'CNY'),
            fxRate: amount(100),
            freight: amount(5_000),
            insuranceRate: rate,
            commission: rate,
            margin: rate,
            marginBasis: fc.constantFrom('quote', 'cost'),
            term: fc.constantFrom('FOB', 'CFR', 'CIF'),
            quotedPrice: amount(1_000),
          },
          { requiredKeys: ['price', 'quantity', 'taxRate', 'refundRate'] },
        ),
        fc.option(fc.integer({ min: 1, max: 365 }), { nil: undefined }),
        async (pricing, validDays) => {
          const { response, body } = await post({ ...BODY, pricing, terms: { ...BODY.terms, validDays } });
          assert.ok(
            response.statusCode === 200 || response.statusCode === 400,
            `${response.statusCode} ${response.body}`,
          );
          if (response.statusCode !== 200) return;
          assert.deepEqual(breaches(schema, body.quote), []);
          const { digest, ...unsigned } = body.quote;
          assert.equal(digest, canonicalDigest(unsigned));
          for (const price of body.quote.prices)
            for (const [name, figure] of Object.entries(price))
              if (name !== 'term' && name !== 'place') assert.match(String(figure), DECIMAL_TEXT);
          for (const figure of Object.values(body.internal as Record<string, Answer>))
            assert.match(String(figure.amount ?? figure.value), DECIMAL_TEXT);
          assert.ok(!/profit|margin|refund|cost|breakEven/i.test(JSON.stringify(body.quote)));
        },
      ),
      { numRuns: 100 },
    );
  });
});
