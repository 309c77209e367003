/**
 * A proforma invoice of three products (test/fixtures/quote-lines-body.ts), in Chinese and
 * English, priced from CNY purchase prices into USD, with packing and the bank: every figure of
 * the answer against arithmetic worked by hand below, the packing totals against cbm's own answer
 * for the same cartons, the carton numbers running on from line to line, and the document
 * conforming to its published schema with a digest a buyer recomputes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { canonicalDigest } from '../../src/quote/canonical-json.js';
import { PI_BODY } from '../fixtures/quote-lines-body.js';
import { assertNoFractionalNumbers, serviceApp } from '../helpers/app.js';
import type { Answer } from '../helpers/tools.js';

/*
 * The costing, by hand (docs/tools/baojia.md, rules 1 to 6), for each line: the purchase price
 * includes 13 % VAT, all of it refunded (refundRate 13), so the cost of a unit is price ÷ 1.13;
 * at 6.25 CNY a dollar, C = cost ÷ 6.25 USD. Margin 20 % of the quote: FOB = C ÷ 0.8; freight
 * 0.49 USD a unit: CFR = (C + 0.49) ÷ 0.8; insurance 1 % of CIF + 10 %: k = 1.1 × 0.01 = 0.011,
 * CIF = CFR ÷ 0.989. baojia works to 4 decimals, the document prints 2 (half-up), and a line
 * total is the printed price × quantity.
 *
 *   mug, 1000 pcs at 113 CNY:  cost 100 → C 16.00 → FOB 20.00;  CFR 16.49 ÷ 0.8 = 20.6125 → 20.61;
 *                              CIF 20.6125 ÷ 0.989 = 20.8418 → 20.84
 *   teapot, 250 sets at 226:   cost 200 → C 32.00 → FOB 40.00;  CFR 32.49 ÷ 0.8 = 40.6125 → 40.61;
 *                              CIF 40.6125 ÷ 0.989 = 41.0642 → 41.06
 *   saucer, 1200 pcs at 56.5:  cost 50 → C 8.00 → FOB 10.00;    CFR 8.49 ÷ 0.8 = 10.6125 → 10.61;
 *                              CIF 10.6125 ÷ 0.989 = 10.7305 → 10.73
 */
const LINE_PRICES = [
  [
    ['FOB', 'Ningbo', '20.00', '20000.00'], // 20.00 × 1000
    ['CFR', 'Hamburg', '20.61', '20610.00'], // 20.61 × 1000
    ['CIF', 'Hamburg', '20.84', '20840.00'], // 20.84 × 1000
  ],
  [
    ['FOB', 'Ningbo', '40.00', '10000.00'], // 40.00 × 250
    ['CFR', 'Hamburg', '40.61', '10152.50'], // 40.61 × 250
    ['CIF', 'Hamburg', '41.06', '10265.00'], // 41.06 × 250
  ],
  [
    ['FOB', 'Ningbo', '10.00', '12000.00'], // 10.00 × 1200
    ['CFR', 'Hamburg', '10.61', '12732.00'], // 10.61 × 1200
    ['CIF', 'Hamburg', '10.73', '12876.00'], // 10.73 × 1200
  ],
];

/*
 * Each term's total is the sum of its line totals, and its words say it: in English as banks
 * read it (SAY, the currency, ONLY; "AND CENTS" for the cents), and in Chinese capitals (大写) by
 * the People's Bank of China's rules for filling in bills and settlement vouchers: the currency's
 * name directly before the amount, 整 after 元 and after 角 (docs/quote.md, Amounts in words).
 *   FOB 20,000.00 + 10,000.00 + 12,000.00 = 42,000.00
 *   CFR 20,610.00 + 10,152.50 + 12,732.00 = 43,494.50
 *   CIF 20,840.00 + 10,265.00 + 12,876.00 = 43,981.00
 */
const TOTALS = [
  ['FOB', 'Ningbo', '42000.00', 'SAY US DOLLARS FORTY-TWO THOUSAND ONLY', '美元肆万贰仟元整'],
  [
    'CFR',
    'Hamburg',
    '43494.50',
    'SAY US DOLLARS FORTY-THREE THOUSAND FOUR HUNDRED NINETY-FOUR AND CENTS FIFTY ONLY',
    '美元肆万叁仟肆佰玖拾肆元伍角整',
  ],
  [
    'CIF',
    'Hamburg',
    '43981.00',
    'SAY US DOLLARS FORTY-THREE THOUSAND NINE HUNDRED EIGHTY-ONE ONLY',
    '美元肆万叁仟玖佰捌拾壹元整',
  ],
];

/*
 * The packing list, by hand. Cartons = ceil(quantity ÷ units a carton); a last carton not full
 * holds its share of a full carton's net weight (to the gram, half-up) and the same tare.
 *   mug: ceil(1000 ÷ 48) = 21: 20 full (960 pcs) and one of 40 pcs. Net of the last:
 *        11.3 × 40 ÷ 48 = 9.41666… → 9.417 kg; tare 12.5 − 11.3 = 1.2 → gross 10.617 kg.
 *        Net 20 × 11.3 + 9.417 = 235.417 kg; gross 20 × 12.5 + 10.617 = 260.617 kg;
 *        50 × 40 × 30 cm = 0.06 m³ × 21 = 1.26 m³. C/NO. 1-21.
 *   teapot: 250 ÷ 10 = 25 full: net 25 × 13.5 = 337.5, gross 25 × 15 = 375 kg;
 *        60 × 40 × 40 cm = 0.096 m³ × 25 = 2.4 m³. C/NO. 22-46.
 *   saucer: 1200 ÷ 100 = 12 full (400 × 300 × 250 mm = 40 × 30 × 25 cm): net 90, gross 98.4 kg;
 *        0.03 m³ × 12 = 0.36 m³. C/NO. 47-58.
 *   In all 21 + 25 + 12 = 58 cartons; net 662.917, gross 734.017 kg; 1.26 + 2.4 + 0.36 = 4.02 m³.
 */
const PACKED = [
  { numbers: ['1', '21', 'C/NO. 1-21'], cartons: '21', net: '235.417', gross: '260.617', volume: '1.26' },
  { numbers: ['22', '46', 'C/NO. 22-46'], cartons: '25', net: '337.5', gross: '375', volume: '2.4' },
  { numbers: ['47', '58', 'C/NO. 47-58'], cartons: '12', net: '90', gross: '98.4', volume: '0.36' },
];
/** Each line's cartons as cbm takes them (cm, kg): the mug's last carton is a row of its own. */
const CARTON_ROWS = [
  [
    { length: '50', width: '40', height: '30', grossWeight: '12.5', quantity: '20' },
    { length: '50', width: '40', height: '30', grossWeight: '10.617', quantity: '1' },
  ],
  [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity: '25' }],
  [{ length: '40', width: '30', height: '25', grossWeight: '8.2', quantity: '12' }],
];

describe('a proforma invoice of three products, CNY costs quoted in USD, in Chinese and English', () => {
  let app: FastifyInstance;
  let answer: Answer;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '100000' });
    const response = await app.inject({ method: 'POST', url: '/v1/quote?lang=en', payload: PI_BODY });
    answer = response.json();
    assert.equal(response.statusCode, 200, JSON.stringify(answer.issues));
    assertNoFractionalNumbers(answer);
  });
  after(() => app.close());
  const cbm = async (cartons: unknown) =>
    (await app.inject({ method: 'POST', url: '/v1/tools/cbm/compute', payload: { inputs: { cartons } } })).json()
      .outputs;

  it('is a proforma invoice numbered by terms.reference, titled in both its languages', () => {
    assert.deepEqual(answer.quote.document, {
      type: 'proforma-invoice',
      languages: ['zh-CN', 'en'],
      title: { 'zh-CN': '形式发票', en: 'PROFORMA INVOICE' },
      number: 'PI-2026-045',
    });
    assert.equal(answer.quote.currency, 'USD');
    assert.deepEqual(answer.quote.exchangeRate, {
      rate: '6.25',
      base: 'USD',
      quote: 'CNY',
      per: '1',
      source: 'seller',
    });
  });

  it('prices each line per term as worked by hand, each total the printed price × quantity', () => {
    assert.deepEqual(
      answer.quote.lines.map((line: Answer) =>
        line.prices.map((price: Answer) => [price.term, price.place, price.unitPrice, price.total]),
      ),
      LINE_PRICES,
    );
    assert.deepEqual(
      answer.quote.lines.map((line: Answer) => [line.line, line.product.name, line.quantity, line.priceSource]),
      [
        ['1', 'Ceramic mug', '1000', 'calculated'],
        ['2', 'Teapot', '250', 'calculated'],
        ['3', 'Saucer', '1200', 'calculated'],
      ],
    );
  });

  it('totals each term over the lines, in figures and in words in English and Chinese', () => {
    assert.deepEqual(
      answer.quote.totals.map((total: Answer) => [
        total.term,
        total.place,
        total.total,
        total.words.en,
        total.words['zh-CN'],
      ]),
      TOTALS,
    );
    for (const total of answer.quote.totals) assert.equal(total.words.amount, total.total);
  });

  it('packs each line as worked by hand, numbering the cartons on from line to line', () => {
    const list = answer.quote.packingList;
    assert.deepEqual(
      list.lines.map((line: Answer) => ({
        numbers: [line.cartonNumbers.first, line.cartonNumbers.last, line.cartonNumbers.text],
        cartons: line.cartons,
        net: line.netWeight,
        gross: line.grossWeight,
        volume: line.measurement,
      })),
      PACKED,
    );
    assert.deepEqual(list.lines[0].lastCarton, { units: '40', netWeight: '9.417', grossWeight: '10.617' });
    assert.equal(list.lines[1].lastCarton, undefined);
    // Continuous: each line's first carton follows the last one's.
    list.lines.forEach((line: Answer, index: number) => {
      const before = index === 0 ? 0 : Number(list.lines[index - 1].cartonNumbers.last);
      assert.equal(Number(line.cartonNumbers.first), before + 1);
      assert.equal(Number(line.cartonNumbers.last) - Number(line.cartonNumbers.first) + 1, Number(line.cartons));
    });
    assert.deepEqual(list.totals, {
      cartons: '58',
      netWeight: '662.917',
      grossWeight: '734.017',
      measurement: '4.02',
      cartonsInWords: 'SAY FIFTY-EIGHT CARTONS ONLY',
    });
    // The saucer's carton was given in mm: the list says cm.
    assert.deepEqual(list.lines[2].carton, {
      length: '40',
      width: '30',
      height: '25',
      grossWeight: '8.2',
      netWeight: '7.5',
    });
  });

  it('gives the measurement and gross weight cbm computes for the same cartons, line by line and in all', async () => {
    for (const [index, rows] of CARTON_ROWS.entries()) {
      const outputs = await cbm(rows);
      const line = answer.quote.packingList.lines[index];
      assert.equal(outputs.totalVolume.value, line.measurement, `line ${index + 1}`);
      assert.equal(outputs.totalGrossWeight.value, line.grossWeight, `line ${index + 1}`);
    }
    const whole = await cbm(CARTON_ROWS.flat());
    assert.equal(whole.totalVolume.value, answer.quote.packingList.totals.measurement);
    assert.equal(whole.totalGrossWeight.value, answer.quote.packingList.totals.grossWeight);
    // The link to cbm carries exactly those cartons, and posted as it is gives the same totals.
    const link = answer.quote.links.cbm;
    assert.deepEqual(link.body.inputs.cartons, CARTON_ROWS.flat());
    const linked = (await app.inject({ method: link.method, url: link.href, payload: link.body })).json().outputs;
    assert.deepEqual([linked.totalVolume, linked.totalGrossWeight], [whole.totalVolume, whole.totalGrossWeight]);
  });

  it('links every line’s cartons to one load plan, named by their products, ready to post', async () => {
    const link = answer.quote.links.loadPlan;
    assert.equal(link.href, '/v1/tools/load-plan/compute');
    // The rows of cbm's link, each with its line's product as its name.
    const cbmRows = answer.quote.links.cbm.body.inputs.cartons;
    assert.deepEqual(
      link.body.inputs.cartons.map(({ name: _name, ...row }: Answer) => row),
      cbmRows,
    );
    const names = answer.quote.packingList.lines.map((line: Answer) => line.product);
    for (const row of link.body.inputs.cartons) assert.ok(names.includes(row.name), row.name);
    const planned = await app.inject({ method: link.method, url: link.href, payload: link.body });
    assert.equal(planned.statusCode, 200);
    assert.equal(planned.json().outputs.placed.value, answer.quote.packingList.totals.cartons, 'every carton placed');
  });

  it('leaves the load plan out past the 20,000 cartons load-plan takes, the other links kept', async () => {
    const [first, ...rest] = PI_BODY.lines;
    // 1,000,000 mugs at 48 a carton: 20,834 cartons.
    const many = { ...PI_BODY, lines: [{ ...first, quantity: '1000000' }, ...rest] };
    const response = await app.inject({ method: 'POST', url: '/v1/quote?lang=en', payload: many });
    assert.equal(response.statusCode, 200);
    const { links, packingList } = response.json().quote;
    assert.equal(packingList.totals.cartons, String(20_834 + 25 + 12));
    assert.equal(links.loadPlan, undefined);
    assert.equal(links.cbm.href, '/v1/tools/cbm/compute');
  });

  it('links each line’s carton to container-load, in the units it was given, ready to post', async () => {
    const links = answer.quote.links.containerLoad;
    assert.deepEqual(
      links.map((link: Answer) => [
        link.line,
        link.body.inputs.quantity,
        link.body.inputs.length,
        link.body.inputs.lengthUnit,
      ]),
      [
        ['1', '21', '50', 'cm'],
        ['2', '25', '60', 'cm'],
        ['3', '12', '400', 'mm'],
      ],
    );
    const loaded = await app.inject({ method: 'POST', url: links[2].href, payload: links[2].body });
    assert.equal(loaded.statusCode, 200);
  });

  it('marks each line’s cartons as maitou does, with the packing list’s carton numbers', () => {
    assert.deepEqual(answer.quote.packingList.lines[1].marks, [
      'EXAMPLE',
      'PI-2026-045',
      'HAMBURG',
      'C/NO. 22-46',
      'G.W. 15 kg',
      'N.W. 13.5 kg',
      'MEAS. 60 x 40 x 40 cm',
    ]);
  });

  it('carries the terms, the payment in the words banks use in both languages, and the bank', () => {
    const { terms, bank } = answer.quote;
    assert.deepEqual(terms.paymentWords, {
      'zh-CN': 'T/T 30% 定金，70% 余款见提单副本付清',
      en: 'T/T 30% deposit, 70% balance against copy of B/L',
    });
    assert.deepEqual(terms.paymentMethod, { method: 'tt', depositPercent: '30', balance: 'against-bl-copy' });
    assert.deepEqual(
      [terms.incoterm, terms.origin, terms.partialShipment, terms.transhipment, terms.tolerancePercent],
      ['CIF', 'China', false, true, '5'],
    );
    assert.equal(bank.swift, 'EXMPCNSH123');
    assert.deepEqual(answer.quote.seller.signatoryTitle, 'Sales Manager');
    assert.ok(answer.normalized.some((rewrite: Answer) => rewrite.path === 'terms.paymentMethod.method'));
  });

  it('keeps the seller’s figures out of the quote, each named with its line', () => {
    assert.equal(answer.internal['lines.0.costTotal'].amount, '100000.00');
    assert.equal(answer.internal['lines.1.refundTotal'].amount, '6500.00');
    assert.ok(!/profit|margin|refund|cost|breakEven/i.test(JSON.stringify(answer.quote)));
    // The rate against the parity is the quote's, said once, not once a line; so is baojia's note on
    // CIF's margin, the same for every costed line (the same margin asked, the same CIF margin).
    assert.deepEqual(
      answer.warnings.map((warning: Answer) => [warning.code, warning.values.line]),
      [
        ['baojia.rate_vs_parity', undefined],
        ['baojia.cif_margin_below', undefined],
      ],
    );
  });

  it('conforms to the published schema, and its digest is recomputed over all of it', async () => {
    const { $schema: _dialect, ...schema } = (await app.inject('/schemas/quote/v1.json')).json();
    const valid = new Ajv2020({ strict: false }).compile(schema);
    const conforms: boolean = valid(structuredClone(answer.quote));
    assert.ok(conforms, JSON.stringify(valid.errors));
    const { digest, ...unsigned } = answer.quote;
    assert.equal(digest, canonicalDigest(unsigned));
    const moved = structuredClone(unsigned);
    moved.packingList.lines[2].cartonNumbers.first = '48';
    assert.notEqual(canonicalDigest(moved), digest, 'the packing list is under the digest');
  });

  it('writes the text with each line, each total in words and the packing list’s totals', () => {
    const lines: string[] = answer.text.split('\n');
    for (const expected of [
      'Proforma invoice No. PI-2026-045.',
      'Line 2: Teapot, quantity 250 sets.',
      'Price CFR Hamburg: 40.61 USD a unit, 10,152.50 USD in all.',
      'Total CIF Hamburg: 43,981.00 USD (SAY US DOLLARS FORTY-THREE THOUSAND NINE HUNDRED EIGHTY-ONE ONLY).',
      'In all 58 cartons, net weight 662.917 kg, gross weight 734.017 kg, 4.02 m³.',
      'Payment: T/T 30% deposit, 70% balance against copy of B/L.',
    ])
      assert.ok(lines.includes(expected), `${expected}\n${answer.text}`);
  });
});
