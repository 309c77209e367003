/**
 * POST /v1/quote with lines (docs/quote.md, Body): every refusal at its dotted path and all in
 * one answer (the reader's, the relations between members, each line's costing, the packing
 * list's), nothing priced at zero, totals past 10^15 refused; the work of 50 lines done in turns
 * of the event loop, counted in steps; every member and field of both forms labelled.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { loadStore } from '../../src/datasets/store.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { buildQuote } from '../../src/quote/build.js';
import { readQuoteRequest } from '../../src/quote/read-request.js';
import { QUOTE_LINES_SPECS, QUOTE_ONE_SPECS } from '../../src/quote/request-schema.js';
import { LINE_STEPS, TURN_STEPS, Turns } from '../../src/quote/turns.js';
import { datasetReaderOf } from '../../src/tools/kit/dataset-reader.js';
import type { InputSpec } from '../../src/tools/kit/input-spec.js';
import type { InputTextsByName } from '../../src/tools/kit/input-texts.js';
import { QUOTE_LINES_INPUT_TEXTS, QUOTE_ONE_INPUT_TEXTS } from '../../src/quote/lines-input-texts.js';
import { PI_BODY } from '../fixtures/quote-lines-body.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { assertErrorAnswer, serviceApp } from '../helpers/app.js';
import type { Answer } from '../helpers/tools.js';

const [MUG, TEAPOT, SAUCER] = PI_BODY.lines;
const seller = (unitPrice: string, quantity = '100') => ({
  product: { name: 'Sample', unit: 'pcs' },
  quantity,
  unitPrice,
});

describe('quote lines refused', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
  });
  after(() => app.close());
  const post = async (body: unknown) => {
    const response = await app.inject({ method: 'POST', url: '/v1/quote?lang=en', payload: body as object });
    const json: Answer = response.json();
    return { response, json, issues: ((json.issues ?? []) as Answer[]).map((i) => `${i.path} ${i.code}`).sort() };
  };

  it('names every problem of a body at its dotted path, all in one answer', async () => {
    const { response, issues } = await post({
      ...PI_BODY,
      bank: { ...PI_BODY.bank, swift: 'EXMPXXSH' },
      terms: { ...PI_BODY.terms, incoterm: undefined, paymentMethod: { method: 'lc', depositPercent: '30' } },
      lines: [
        MUG,
        { product: { name: 'No price' }, quantity: '10', packing: MUG?.packing },
        { ...seller('2.5'), pricing: MUG?.pricing, packing: MUG?.packing },
        { ...SAUCER, pricing: { ...SAUCER?.pricing, price: 'abc' } },
        seller('1.25'),
      ],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(issues, [
      'bank.swift quote.swift_country',
      'lines.1 quote.price_missing',
      'lines.2.unitPrice quote.price_both',
      'lines.3.pricing.price input.decimal_expected',
      'lines.4.packing quote.packing_partial',
      'terms.incoterm quote.incoterm_needed',
      'terms.paymentMethod.depositPercent quote.payment_not_for',
    ]);
  });

  it('refuses the costing of each line at the line’s own paths, and the quote’s rate at the top', async () => {
    const { issues } = await post({
      ...PI_BODY,
      currency: 'BRL',
      fxRate: undefined,
      lines: [MUG, { ...TEAPOT, pricing: { ...TEAPOT?.pricing, refundRate: '17' } }, SAUCER],
    });
    assert.deepEqual(issues, [
      'fxRate baojia.fx_rate_needed_unpublished',
      'lines.1.pricing.refundRate baojia.refund_above_tax',
    ]);
  });

  it('refuses a term the contract names that a line’s costing cannot price', async () => {
    const { issues } = await post({
      ...PI_BODY,
      lines: [MUG, { ...TEAPOT, pricing: { ...TEAPOT?.pricing, insuranceRate: undefined } }, SAUCER],
    });
    assert.deepEqual(issues, ['lines.1.pricing quote.term_not_priced']);
  });

  it('refuses the packing list’s problems at the line’s packing and at the marks', async () => {
    const { issues } = await post({
      ...PI_BODY,
      marks: { lines: [{ text: 'A\nB' }] },
      lines: [
        { ...MUG, packing: { ...MUG?.packing, netWeight: '13' } },
        { ...TEAPOT, quantity: '2000000', packing: { ...TEAPOT?.packing, unitsPerCarton: 1 } },
        SAUCER,
      ],
    });
    assert.deepEqual(issues, [
      'lines.0.packing.netWeight maitou.net_above_gross',
      'lines.1.packing.unitsPerCarton quote.cartons_too_many',
      'marks.lines.0.text maitou.line_unprintable',
    ]);
  });

  it('refuses a total past 10^15 rather than write it; takes one of exactly 10^15', async () => {
    const terms = { ...PI_BODY.terms, incoterm: 'FOB' };
    const bare = { ...PI_BODY, terms, lines: [seller('1000000000', '1000000'), seller('0.01')] };
    assertErrorAnswer((await post(bare)).response, 400, 'quote.total_too_large', 'lines');
    const largest = await post({ ...PI_BODY, terms, lines: [seller('1000000000', '1000000')] });
    assert.equal(largest.response.statusCode, 200, JSON.stringify(largest.json.issues));
    assert.equal(largest.json.quote.totals[0].words.en, 'SAY US DOLLARS ONE QUADRILLION ONLY');
  });

  it('prices a seller’s line for terms.incoterm only, and totals only the terms every line has', async () => {
    const { json } = await post({ ...PI_BODY, lines: [{ ...MUG, packing: undefined }, seller('3.125', '40')] });
    assert.deepEqual(json.quote.lines[1].prices, [
      { term: 'CIF', place: 'Hamburg', unitPrice: '3.125', total: '125.00' },
    ]);
    // CIF: the mug's 20,840.00 (test/quote/pi-lines.test.ts) + 3.125 × 40 = 125.00.
    assert.deepEqual(
      json.quote.totals.map((total: Answer) => [total.term, total.total]),
      [['CIF', '20965.00']],
    );
    assert.equal(json.quote.packingList, undefined, 'a line without packing: no packing list');
  });

  it('keeps the two forms apart: lines with pricing or product refused, the rate named once', async () => {
    const { issues } = await post({ ...PI_BODY, pricing: QUOTE_BODY.pricing, product: QUOTE_BODY.product });
    assert.deepEqual(issues, ['pricing quote.lines_or_pricing', 'product quote.lines_or_pricing']);
    const twice = await post({ ...QUOTE_BODY, currency: 'EUR', fxRate: '7.9' });
    assert.deepEqual(twice.issues, ['currency quote.given_twice']);
    const once = await post({
      ...QUOTE_BODY,
      pricing: { ...QUOTE_BODY.pricing, currency: undefined },
      currency: 'EUR',
      fxRate: '7.9',
    });
    assert.equal(once.response.statusCode, 200, JSON.stringify(once.json.issues));
    assert.deepEqual([once.json.quote.currency, once.json.quote.exchangeRate.rate], ['EUR', '7.9']);
    assert.deepEqual((await post({ ...PI_BODY, lines: [] })).issues, ['lines input.rows_count']);
    assert.deepEqual((await post({ ...PI_BODY, lines: Array(51).fill(SAUCER) })).issues, ['lines input.rows_count']);
  });
});

describe('quote lines worked in turns', () => {
  it('lets the event loop go every TURN_STEPS steps: 50 costed and packed lines in 22 turns, none longer than a line', async () => {
    const store = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
    const lines = Array.from({ length: 50 }, (_, index) => ({ ...SAUCER, quantity: String(100 * (index + 1)) }));
    const { request } = readQuoteRequest({ ...PI_BODY, lines });
    let paused = 0;
    const turns = new Turns(async () => {
      paused += 1;
    });
    const built = await buildQuote(request, datasetReaderOf(store), {
      siteUrl: 'https://site.test',
      today: '2026-09-04',
      turns,
    });
    assert.equal(built.quote.lines.length, 50);
    // Costing, 20 steps a line: a turn every 5 lines (10 turns). Packing, 15 + 8 = 23 a line: a turn every 5 lines
    // (115 steps; 10 turns). The whole shipment's cartons (8), then a turn before the document and one before its digest.
    assert.equal(TURN_STEPS, 100);
    assert.deepEqual([LINE_STEPS.costing, LINE_STEPS.marks + LINE_STEPS.cartons], [20, 23]);
    assert.equal(turns.turns, 10 + 10 + 2);
    assert.equal(paused, turns.turns);
    assert.ok(turns.most < TURN_STEPS + LINE_STEPS.marks + LINE_STEPS.cartons, `${turns.most} steps between two turns`);
  });
});

/** Every member, its fields and theirs, labelled in four languages. */
function unlabelled(specs: readonly InputSpec[], at = ''): string[] {
  return specs.flatMap((spec) => [
    ...(LANGUAGES.every((lang) => (spec.label?.[lang]?.trim() ?? '') !== '') ? [] : [`${at}${spec.name}`]),
    ...(spec.type === 'choice'
      ? spec.choices.filter((choice) => !spec.choiceLabels?.[choice]).map((choice) => `${at}${spec.name}=${choice}`)
      : []),
    ...(spec.type === 'rows' || spec.type === 'object' ? unlabelled(spec.fields, `${at}${spec.name}.`) : []),
  ]);
}

/** Members and fields without their description in Chinese, Japanese and Korean. */
function undescribed(specs: readonly InputSpec[], texts: InputTextsByName): string[] {
  return specs.flatMap((spec) => {
    const own = texts[spec.name];
    const missing = (['zh-CN', 'ja', 'ko'] as const).some((lang) => (own?.[lang]?.trim() ?? '') === '');
    const fields = spec.type === 'rows' || spec.type === 'object' ? spec.fields : [];
    return [
      ...(missing ? [spec.name] : []),
      ...fields.filter((field) => !own?.fields?.[field.name]).map((field) => `${spec.name}.${field.name}`),
    ];
  });
}

describe('quote request labels and descriptions', () => {
  it('names every member of both forms, their fields and choices, in four languages', () => {
    assert.deepEqual(unlabelled(QUOTE_LINES_SPECS), []);
    assert.deepEqual(unlabelled(QUOTE_ONE_SPECS), []);
  });

  it('describes every member of both forms and their fields in Chinese, Japanese and Korean', () => {
    assert.deepEqual(undescribed(QUOTE_LINES_SPECS, QUOTE_LINES_INPUT_TEXTS), []);
    assert.deepEqual(undescribed(QUOTE_ONE_SPECS, QUOTE_ONE_INPUT_TEXTS), []);
  });
});
