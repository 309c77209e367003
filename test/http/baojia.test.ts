/**
 * baojia at HTTP level (api-v1 §2.5, §4.4): forward and reverse export quotations checked
 * against public worked examples of the textbook method (出口报价核算, 价格换算), each cited
 * where it is used and re-worked by hand in a comment; where an example gives only the
 * conversion, the costs leading to it are worked by hand from the formulas of
 * docs/tools/baojia.md. Rates of old textbooks (8.03, 8.30 CNY per USD) are far from today's
 * central parity, so those answers carry the rate_far_from_parity warning, as they should.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { type Decimal, add, dec, divide, mul, padTo, roundTo, sub } from '../../src/core/decimal.js';
import { readConfig } from '../../src/http/config.js';
import { toolRoutes } from '../../src/http/routes/tools.js';
import { type DatasetStore, currentVersion, loadStore } from '../../src/datasets/store.js';
import { baojiaTool } from '../../src/tools/baojia/definition.js';
import { computeBaojia } from '../../src/tools/baojia/compute.js';
import { BAOJIA_INPUTS } from '../../src/tools/baojia/inputs.js';
import type { DatasetReader } from '../../src/tools/kit/definition.js';
import { compileDeclaredBodyReader } from '../../src/tools/kit/input-reader.js';
import { parityIn } from '../../src/tools/kit/parity.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';
import { assertErrorAnswer, assertProvenance, testApp } from '../helpers/app.js';
import { type Answer, assertDecimalFigures, toolCaller, valuesOf, toolSuite } from '../helpers/tools.js';

const SHIPPED = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
/** The current central parity of a currency, as the shipped data has it today. */
function currentParity(currency: string) {
  const version = currentVersion(SHIPPED, 'central-parity')!;
  return { version: version.manifest.version, parity: parityIn(version, currency)! };
}
/** The day of the shipped port list, as the port step names it. */
const PORTS_DAY = currentVersion(SHIPPED, 'ports')!.manifest.published_at;

/** 544 sets of 152 CNY (17 % VAT, 9 % refund) in one 20-foot container, 10 % profit on the quote. */
const CONTAINER_544 = {
  price: '152',
  quantity: '544',
  unit: '套',
  taxRate: '17',
  refundRate: '9',
  domestic: '3750',
  domesticBasis: 'container',
  fxRate: '8.03',
  freight: '1750',
  margin: '10',
};

const ids = (body: Answer) => (body.steps as Answer[]).map((step) => step.id);
const codes = (body: Answer) => (body.warnings as Answer[]).map((warning) => warning.code);
const datasetsOf = (body: Answer) => (body.provenance.datasets as Answer[]).map((d) => d.id).sort();
const pick = (figures: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, figures[name]]));

describe('baojia', () => {
  const suite = toolSuite();
  const compute = suite.compute;
  const baojia = (inputs: unknown, lang = 'en') => compute('baojia', inputs, lang);

  it('forward FOB and CFR with the margin on the quote (textbook case, 544 sets in a 20-foot container)', async () => {
    // Worked example "计算题 报价FOB CFR CIF", https://mip.51dongshi.com/dadacav/cabvvseb (货号 1):
    // 实际成本 = 152 − 152/1.17 × 9 % = 140.31 a set; 国内费用 = 3,750/544 = 6.89; 海运费 1,750 USD a
    // 20' container; profit 10 % of the quote; 8.03 CNY per USD: FOB = (140.31 + 6.89)/0.9/8.03 =
    // 20.37 USD; CFR = (140.31 + 6.89 + 25.83)/0.9/8.03 = 23.94 USD. (Its CIF line is not used:
    // its own arithmetic does not hold.) By hand on the totals: purchase 152 × 544 = 82,688.00;
    // refund 82,688/1.17 × 0.09 = 6,360.615… → 6,360.62; cost 82,688 − 6,360.62 + 3,750 =
    // 80,077.38; FOB 80,077.38/0.9/8.03/544 = 20.36816… → 20.3682, × 544 = 11,080.30;
    // CFR (80,077.38/8.03 + 1,750)/0.9/544 = 23.94256… → 23.9426, × 544 = 13,024.77.
    const { response, body } = await baojia(CONTAINER_544);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(valuesOf(body), {
      priceFob: '20.3682',
      totalFob: '11080.30',
      // 11,080.30 × 8.03 − 80,077.38 = 8,897.429 → 8,897.43: 10.00 % of 88,974.81, 11.11 % of the cost.
      profitFob: '8897.43',
      marginFob: '0.1',
      marginAltFob: '0.1111',
      // 80,077.38/8.03/544 = 18.33137…
      breakEvenFob: '18.3314',
      priceCfr: '23.9426',
      totalCfr: '13024.77',
      // (13,024.77 − 1,750) × 8.03 − 80,077.38 = 10,459.0231 → 10,459.02.
      profitCfr: '10459.02',
      marginCfr: '0.1',
      marginAltCfr: '0.1306',
      // (80,077.38/8.03 + 1,750)/544 = 21.54830…
      breakEvenCfr: '21.5483',
      // 换汇成本 = 出口总成本 ÷ 外汇净收入 (issue 16): 80,077.38 ÷ 11,080.30 = 7.22701… → 7.2270 CNY a USD;
      // CFR 80,077.38 ÷ (13,024.77 − 1,750) = 7.10235… → 7.1024. Net income at 8.03: 88,974.809 → 88,974.81
      // and 11,274.77 × 8.03 = 90,536.4031 → 90,536.40.
      exchangeCostFob: '7.227',
      netIncomeFob: '88974.81',
      exchangeCostCfr: '7.1024',
      netIncomeCfr: '90536.40',
      refundTotal: '6360.62',
      costTotal: '80077.38',
    });
    assert.deepEqual(body.normalized, [{ path: 'unit', given: '套', used: 'set' }]);
    assert.deepEqual(ids(body), [
      'baojia.purchase',
      'baojia.refund',
      'baojia.domestic_container',
      'baojia.cost',
      'baojia.freight_container',
      'baojia.rate',
      'baojia.method_chain',
      'baojia.fob_quote',
      'baojia.cfr_quote',
      'baojia.profit_fob',
      'baojia.exchange_cost',
      'baojia.margins',
      'baojia.break_even',
      'baojia.profit_cfr',
      'baojia.exchange_cost',
      'baojia.margins',
      'baojia.break_even',
    ]);
    assert.equal(
      (body.steps as Answer[]).find((step) => step.id === 'baojia.exchange_cost')?.message,
      'The FOB export exchange cost, the cost total of 80,077.38 CNY ÷ the net foreign income of 11,080.30 USD, is 1 USD = 7.227 CNY; at 1 USD = 8.03 CNY the net income is 88,974.81 CNY.',
    );
    assert.equal(
      body.steps[7].message,
      'FOB = cost total 80,077.38 CNY ÷ (1 − margin 10%) at 1 USD = 8.03 CNY, over 544 sets: 20.3682 USD a unit, 11,080.30 USD in all.',
    );
    assert.deepEqual(body.outputs.priceFob, { kind: 'money', amount: '20.3682', currency: 'USD' });
    assert.deepEqual(body.outputs.profitFob, { kind: 'money', amount: '8897.43', currency: 'CNY' });
    assert.deepEqual(body.outputs.marginFob, { kind: 'ratio', value: '0.1' });
    assert.deepEqual(codes(body), ['baojia.rate_far_from_parity']);
    assert.deepEqual(datasetsOf(body), ['central-parity']);
    assertProvenance(body, 'en');
    assertDecimalFigures(body);
  });

  it('takes the freight per unit of goods, as the textbook works it per set', async () => {
    // The 544-set case above ("计算题 报价FOB CFR CIF", https://mip.51dongshi.com/dadacav/cabvvseb): the book
    // works its freight per set, 1,750 USD ÷ 544 = 3.2169 USD (25.83 CNY at 8.03), and prices CFR
    // 23.94 USD. Given per set: 3.2169 × 544 = 1,749.99 USD in all, and CFR (80,077.38/8.03 +
    // 1,749.99)/0.9/544 = 23.94254… → 23.9425, the book's 23.94 to the cent.
    const { response, body } = await baojia({ ...CONTAINER_544, freight: '3.2169', freightBasis: 'unit' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([valuesOf(body).priceCfr, valuesOf(body).priceFob], ['23.9425', '20.3682']);
    assert.equal(
      body.steps.find((s: Answer) => s.id === 'baojia.freight_unit').message,
      'Sea freight: 3.2169 USD a unit × 544 sets = 1,749.99 USD.',
    );
  });

  it('forward with the margin on cost and the freight per m³ (textbook case, 4,680 pairs at 30 % of cost)', async () => {
    // Worked example, https://xiaoyuandeng.com/wd-wt/tiFa518BmTiUhtJdf0NwaAQ.html, part 3: 4,680
    // pairs at 120 CNY (17 % VAT, 15 % refund: 72,000); 出口总成本 524,344.28 (its domestic items
    // 31,590 + 200 + 954.28 + 2,000 = 34,744.28 given here as one total); freight 70 USD/m³ with
    // 5 % + 3 % surcharges = 75.6 USD/m³ × 61.425 m³ = 4,643.73; profit 30 % of cost at 7.25:
    // FOB = 681,647.56/7.25 = 94,020.35 USD, CFR = 98,664.08, CFR a pair 21.08 USD. By hand:
    // FOB 524,344.28 × 1.3/7.25/4,680 = 20.08982… → 20.0898; CFR (94,020.3536… + 4,643.73)/4,680
    // = 21.08206… → 21.0821 (the book's 21.08). The totals are the 4-place unit prices × 4,680:
    // 94,020.26 and 98,664.23 (the book's totals are before rounding the unit price).
    const { body } = await baojia({
      price: '120',
      quantity: '4680',
      unit: 'pairs',
      taxRate: '17',
      refundRate: '15',
      domestic: '34744.28',
      fxRate: '7.25',
      freight: '75.6',
      freightBasis: 'cbm',
      volume: '61.425',
      margin: '30',
      marginBasis: 'cost',
    });
    assert.deepEqual(valuesOf(body), {
      priceFob: '20.0898',
      totalFob: '94020.26',
      // The profit of the total as quoted: 94,020.26 × 7.25 − 524,344.28 = 157,302.605 → 157,302.61,
      // 29.99999 % of cost (→ 0.3000) and 157,302.605/681,646.885 = 23.08 % of the quote.
      profitFob: '157302.61',
      marginFob: '0.3',
      marginAltFob: '0.2308',
      breakEvenFob: '15.4537',
      priceCfr: '21.0821',
      totalCfr: '98664.23',
      // (98,664.23 − 4,643.73) × 7.25 − 524,344.28 = 681,648.625 − 524,344.28 = 157,304.345 → 157,304.35.
      profitCfr: '157304.35',
      marginCfr: '0.3',
      marginAltCfr: '0.2199',
      breakEvenCfr: '16.4460',
      // 换汇成本: 524,344.28 ÷ 94,020.26 = 5.57693… and ÷ (98,664.23 − 4,643.73 = 94,020.50) = 5.57692… → 5.5769.
      exchangeCostFob: '5.5769',
      netIncomeFob: '681646.89',
      exchangeCostCfr: '5.5769',
      netIncomeCfr: '681648.63',
      refundTotal: '72000.00',
      costTotal: '524344.28',
    });
    assert.ok(
      ids(body).includes('baojia.freight_cbm') &&
        ids(body).includes('baojia.fob_cost') &&
        ids(body).includes('baojia.cfr_add_freight'),
    );
    assert.equal(
      body.steps.find((s: Answer) => s.id === 'baojia.freight_cbm').message,
      'Sea freight: 75.6 USD a cubic metre × 61.425 m3 = 4,643.73 USD.',
    );
  });

  it('forward CIF with commission: CFR 150 → CIF 151.668 → CIFC3 156.359 (textbook conversion), costs worked by hand', async () => {
    // Worked example, https://51a.net/501094476.html: CIF = CFR/(1 − 1.1 × 1 %) = 150/0.989 =
    // 151.668; CIFC3 = CIF/(1 − 3 %) = 156.359 USD. The costs that make CFR 150 are worked here:
    // 1,130 CNY with 13 % VAT and a 13 % refund leaves 1,130/1.13 × 0.87 = 1,000 CNY; + 40 CNY
    // domestic a unit; × 100 units = 104,000 CNY; at 8 CNY per USD 13,000 USD: FOB 130 with
    // margin 0; + 2,000 USD freight over 100 units: CFR 150. Then CIF 151.66835… → 151.6684,
    // CIFC3 156.35912… → 156.3591, FOBC3 130/0.97 = 134.02061… → 134.0206, CFRC3 154.6392.
    const { body } = await baojia({
      price: '1130',
      quantity: '100',
      taxRate: '13',
      refundRate: '13',
      domestic: '40',
      domesticBasis: 'unit',
      fxRate: '8',
      freight: '2000',
      insuranceRate: '1',
      commission: '3',
      term: 'CIF',
    });
    const figures = valuesOf(body);
    assert.deepEqual(
      pick(figures, [
        'priceFob',
        'priceCfr',
        'priceCif',
        'totalCif',
        'commissionPriceFob',
        'commissionPriceCfr',
        'commissionPriceCif',
        'commissionTotalCif',
      ]),
      {
        priceFob: '130.0000',
        priceCfr: '150.0000',
        priceCif: '151.6684',
        totalCif: '15166.84',
        commissionPriceFob: '134.0206',
        commissionPriceCfr: '154.6392',
        commissionPriceCif: '156.3591',
        commissionTotalCif: '15635.91',
      },
    );
    // Margin 0: every price is its break-even; the premium 15,166.84 × 1.1 × 1 % = 166.84 and the
    // freight leave 13,000 USD = 104,000 CNY: profit nil on each term.
    assert.deepEqual(
      pick(figures, ['profitFob', 'profitCfr', 'profitCif', 'breakEvenCif', 'marginCif', 'refundTotal', 'costTotal']),
      {
        profitFob: '0.00',
        profitCfr: '0.00',
        profitCif: '0.00',
        breakEvenCif: '151.6684',
        marginCif: '0',
        refundTotal: '13000.00',
        costTotal: '104000.00',
      },
    );
    const insurance = body.steps.find((s: Answer) => s.id === 'baojia.insurance');
    assert.equal(insurance.message, 'Insurance premium = CIF total 15,166.84 USD × (1 + 10%) × 1% = 166.84 USD.');
    const cif = body.steps.find((s: Answer) => s.id === 'baojia.cif');
    assert.equal(
      cif.message,
      'CIF = CFR 150.0000 USD ÷ (1 − (1 + markup 10%) × insurance rate 1%): 151.6684 USD a unit, 15,166.84 USD in all.',
    );
    assert.equal(body.steps.filter((s: Answer) => s.id === 'baojia.commission').length, 3);
    assert.deepEqual(codes(body), ['baojia.rate_far_from_parity', 'baojia.no_margin']);
  });

  it('the textbook CFR → CIF conversions, through a reverse CFR quote with freight 0', async () => {
    // https://66.wendadaohang.com/zd/n22vxspppnvpnD2vns.html, 1: CIF = 500/[1 − 110 % × (0.6 % +
    // 0.3 %)] = 505 GBP/t (500/0.9901 = 504.99949…); https://doc.20230611.cn/post/346058.html:
    // CIF = 100/(1 − 110 % × 1 %) = 101.11 USD (101.11223…).
    const base = {
      mode: 'reverse',
      term: 'CFR',
      price: '1',
      quantity: '1',
      taxRate: '0',
      refundRate: '0',
      freight: '0',
      freightBasis: 'total',
    };
    const gbp = await baojia({ ...base, quotedPrice: '500', currency: 'GBP', fxRate: '9', insuranceRate: '0.9' });
    assert.equal(valuesOf(gbp.body).priceCif, '504.9995');
    const usd = await baojia({ ...base, quotedPrice: '100', fxRate: '7', insuranceRate: '1' });
    assert.equal(valuesOf(usd.body).priceCif, '101.1122');
    assert.equal(valuesOf(usd.body).priceFob, '100.0000');
  });

  it('reverse CIF with the refund and domestic costs at a fixed rate (textbook: profit 108,305 CNY, 15.85 % of cost)', async () => {
    // Worked example, https://dy.fanyaozu.com/173112.html: CIF 100,000 USD, one 40' container,
    // freight 3,000 USD, insured at 110 % for 1 % + 0.5 %; purchase 702,000 CNY with 17 % VAT and
    // 9 % refund, 费用定额率 5 %; 8.30: 外汇净收入 = 100,000 × [1 − 1.1 × 1.5 %] − 3,000 = 95,350;
    // 出口总成本 = 702,000 × 1.05 − 702,000/1.17 × 9 % = 683,100; 盈亏额 = 95,350 × 8.30 − 683,100 =
    // 108,305; 盈亏率 15.85 %. The example gives the lot only; it is entered as 1,000 units of 702
    // CNY quoted at 100 USD (every figure here is a total or scales with the quantity).
    const { body } = await baojia(
      {
        mode: 'reverse',
        term: 'CIF',
        quotedPrice: '100',
        price: '702',
        quantity: '1000',
        taxRate: '17',
        refundRate: '9',
        domestic: '5',
        domesticBasis: 'percent',
        fxRate: '8.30',
        freight: '3000',
        insuranceRate: '1.5',
        marginBasis: 'cost',
      },
      'zh-CN',
    );
    assert.deepEqual(valuesOf(body), {
      priceFob: '95.3500',
      totalFob: '95350.00',
      profitFob: '108305.00',
      marginFob: '0.1585',
      // 108,305/(95,350 × 8.3) = 0.13685…
      marginAltFob: '0.1369',
      // 683,100/8.3/1,000 = 82.30120…
      breakEvenFob: '82.3012',
      priceCfr: '98.3500',
      totalCfr: '98350.00',
      profitCfr: '108305.00',
      marginCfr: '0.1585',
      marginAltCfr: '0.1327',
      breakEvenCfr: '85.3012',
      priceCif: '100.0000',
      totalCif: '100000.00',
      profitCif: '108305.00',
      marginCif: '0.1585',
      // 108,305/830,000 = 0.13048…
      marginAltCif: '0.1305',
      // 85.30120…/(1 − 0.0165) = 86.73231…
      breakEvenCif: '86.7323',
      // The example's own figures give 换汇成本 = 683,100 ÷ 95,350 = 7.16413… → 7.1641 CNY a USD, and
      // 95,350 × 8.30 = 791,405 in CNY: one deal, so every term shares them.
      exchangeCostFob: '7.1641',
      netIncomeFob: '791405.00',
      exchangeCostCfr: '7.1641',
      netIncomeCfr: '791405.00',
      exchangeCostCif: '7.1641',
      netIncomeCif: '791405.00',
      refundTotal: '54000.00',
      costTotal: '683100.00',
    });
    assert.deepEqual(ids(body).slice(0, 10), [
      'baojia.purchase',
      'baojia.refund',
      'baojia.domestic_percent',
      'baojia.cost',
      'baojia.freight_container',
      'baojia.rate',
      // Reverse mode prices nothing from a margin: its method step says the conversions (issue 43).
      'baojia.method_chain_reverse',
      'baojia.quoted',
      'baojia.cif_to_cfr',
      'baojia.cfr_to_fob',
    ]);
    // One deal: its profit is worked once, on the quoted CIF, and shared by the conversions.
    assert.deepEqual(
      ids(body).filter((id: string) => id.startsWith('baojia.profit')),
      ['baojia.profit_cif'],
    );
    const profit = body.steps.find((s: Answer) => s.id === 'baojia.profit_cif');
    assert.equal(
      profit.message,
      'CIF 外汇净收入 = 总价 100,000.00 USD − 海运费 3,000.00 USD − 保险费 1,650.00 USD = 95,350.00 USD，按 1 USD = 8.3 CNY 折算为 791,405.00 CNY，减出口总成本 683,100.00 CNY，利润 108,305.00 CNY。',
    );
  });

  it('takes the premium as an amount, as an insurer quotes it (issue 16)', async () => {
    // The same example: the premium is 100,000 × 110 % × 1.5 % = 1,650 USD. Given as that amount, the
    // CIF 100,000 leaves CFR 98,350 and FOB 95,350, and the profit is the book's 108,305 CNY.
    const inputs = {
      mode: 'reverse',
      term: 'CIF',
      quotedPrice: '100',
      price: '702',
      quantity: '1000',
      taxRate: '17',
      refundRate: '9',
      domestic: '5',
      domesticBasis: 'percent',
      fxRate: '8.30',
      freight: '3000',
      insurance: '1650',
      marginBasis: 'cost',
    };
    const { response, body } = await baojia(inputs);
    assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
    assert.deepEqual(pick(valuesOf(body), ['totalCif', 'totalCfr', 'totalFob', 'profitCif', 'profitFob']), {
      totalCif: '100000.00',
      totalCfr: '98350.00',
      totalFob: '95350.00',
      profitCif: '108305.00',
      profitFob: '108305.00',
    });
    assert.equal(
      body.steps.find((s: Answer) => s.id === 'baojia.cif_amount_to_cfr').message,
      'CFR = CIF 100.0000 USD − the premium of 1,650.00 USD over 1,000 pieces: 98.3500 USD a unit, 98,350.00 USD in all.',
    );
    // Forward, the premium is added to CFR per unit: (CFR + 1.65) a unit.
    const forward = await baojia({
      price: '702',
      quantity: '1000',
      taxRate: '17',
      refundRate: '9',
      fxRate: '8.30',
      freight: '3000',
      insurance: '1650',
    });
    const f = valuesOf(forward.body);
    assert.ok(dec(f.priceCif!).eq(add(dec(f.priceCfr!), dec('1.65'))), `${f.priceCif} = ${f.priceCfr} + 1.65`);
    assertErrorAnswer(
      (await baojia({ ...inputs, insuranceRate: '1.5' })).response,
      400,
      'baojia.insurance_both',
      'insurance',
    );
  });

  it('reverse CIF (textbook: 100,000 USD for 5,000 sets, profit 67,670 CNY, 9.40 % of cost)', async () => {
    // https://22.wendadaohang.com/zd/26C622IS.html: CIF Singapore 100,000 USD for 5,000 sets,
    // freight 4,000 USD, insured at 110 % for 1 %, 出口总成本 720,000 CNY, 8.3: FOB = 100,000 −
    // 4,000 − 1,100 = 94,900; 盈亏额 = 94,900 × 8.3 − 720,000 = 67,670 (9.40 % of cost). The cost
    // is entered as 144 CNY a set with no VAT or refund (5,000 × 144 = 720,000).
    const { body } = await baojia({
      mode: 'reverse',
      term: 'cif',
      quotedPrice: '20',
      price: '144',
      quantity: '5000',
      taxRate: '0',
      refundRate: '0',
      fxRate: '8.3',
      freight: '4000',
      freightBasis: 'total',
      insuranceRate: '1',
    });
    assert.deepEqual(
      pick(valuesOf(body), [
        'totalFob',
        'priceFob',
        'totalCfr',
        'profitCif',
        'marginCif',
        'marginAltCif',
        'breakEvenFob',
        'breakEvenCif',
        'costTotal',
      ]),
      {
        totalFob: '94900.00',
        priceFob: '18.9800',
        totalCfr: '98900.00',
        profitCif: '67670.00',
        // 67,670/830,000 = 0.08153… on the quote; 67,670/720,000 = 0.09398… on cost.
        marginCif: '0.0815',
        marginAltCif: '0.094',
        breakEvenFob: '17.3494',
        breakEvenCif: '18.3513',
        costTotal: '720000.00',
      },
    );
    assert.deepEqual(body.normalized, [{ path: 'term', given: 'cif', used: 'CIF' }]);
  });

  it('reverse CFR with the freight per m³, and with a commission taken off (textbook: profit 205,413.68 CNY, 39.18 % of cost)', async () => {
    // https://xiaoyuandeng.com/wd-wt/tiFa518BmTiUhtJdf0NwaAQ.html, part 1: CFR 22.50 USD a pair ×
    // 4,680 = 105,300; FOB = 105,300 − 4,643.73 = 100,656.27; 盈亏额 = 100,656.27 × 7.25 −
    // 524,344.28 = 205,413.68; 盈亏率 39.18 %.
    const inputs = {
      mode: 'reverse',
      term: 'CFR',
      quotedPrice: '22.50',
      price: '120',
      quantity: '4680',
      unit: 'pair',
      taxRate: '17',
      refundRate: '15',
      domestic: '34744.28',
      fxRate: '7.25',
      freight: '75.6',
      freightBasis: 'cbm',
      volume: '61.425',
    };
    const plain = valuesOf((await baojia(inputs)).body);
    assert.deepEqual(pick(plain, ['totalCfr', 'totalFob', 'profitFob', 'profitCfr', 'marginAltCfr']), {
      totalCfr: '105300.00',
      totalFob: '100656.27',
      profitFob: '205413.68',
      profitCfr: '205413.68',
      marginAltCfr: '0.3918',
    });
    // By hand, the same quote as CFRC5: net 105,300 × 0.95 = 100,035.00; FOB 100,035 − 4,643.73 =
    // 95,391.27; profit 95,391.27 × 7.25 − 524,344.28 = 167,242.4275 → 167,242.43.
    const { body } = await baojia({ ...inputs, commission: '5' });
    assert.deepEqual(
      pick(valuesOf(body), [
        'commissionPriceCfr',
        'commissionTotalCfr',
        'priceCfr',
        'totalCfr',
        'totalFob',
        'profitCfr',
      ]),
      {
        commissionPriceCfr: '22.5000',
        commissionTotalCfr: '105300.00',
        priceCfr: '21.3750',
        totalCfr: '100035.00',
        totalFob: '95391.27',
        profitCfr: '167242.43',
      },
    );
    assert.ok(ids(body).includes('baojia.commission_off'));

    // Quoted net of commission (issue 16): the textbook 含佣价 = 净价 ÷ (1 − 佣金率), so the book's CFR 22.50
    // a pair taken as the net price, with 5 % commission, is 22.50 ÷ 0.95 = 23.68421… → 23.6842 with
    // commission, and the profit is the plain quote's 205,413.68 CNY.
    const net = await baojia({ ...inputs, commission: '5', quotedPriceBasis: 'net' });
    assert.deepEqual(pick(valuesOf(net.body), ['priceCfr', 'totalCfr', 'commissionPriceCfr', 'profitCfr']), {
      priceCfr: '22.5000',
      totalCfr: '105300.00',
      commissionPriceCfr: '23.6842',
      profitCfr: '205413.68',
    });
    assert.ok(!ids(net.body).includes('baojia.commission_off') && ids(net.body).includes('baojia.commission'));
  });

  it('a reverse quote below the cost is a warning with the loss', async () => {
    // 1,000 units costing 100 CNY each (113 with 13 % VAT, 13 % refund) quoted FOB 10 USD at 7.1: 71,000 − 100,000 = −29,000.
    const { response, body } = await baojia({
      mode: 'reverse',
      quotedPrice: '10',
      price: '113',
      quantity: '1000',
      taxRate: '13',
      refundRate: '13',
      fxRate: '7.1',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(valuesOf(body).profitFob, '-29000.00');
    const loss = body.warnings.find((w: Answer) => w.code === 'baojia.loss');
    assert.equal(loss.level, undefined);
    assert.equal(loss.message, 'At this FOB quote the deal loses money: the profit is -29,000.00 CNY.');
  });

  it('fxPer 100: a JPY rate per 100 yen, compared with the central parity as published', async () => {
    // By hand: 100,000 CNY of cost (1,000 × 113 with 13 % VAT and refund) at 4.4 CNY per 100 JPY:
    // 100,000 × 100/4.4 = 2,272,727.27… JPY, 2,272.72727… → 2,272.7273 a unit, × 1,000 = 2,272,727.30.
    const base = { price: '113', quantity: '1000', taxRate: '13', refundRate: '13', currency: '日元' };
    const per100 = await baojia({ ...base, fxRate: '4.4', fxPer: '100' });
    assert.deepEqual(pick(valuesOf(per100.body), ['priceFob', 'totalFob', 'profitFob']), {
      priceFob: '2272.7273',
      totalFob: '2272727.30',
      profitFob: '0.00',
    });
    assert.equal(per100.body.outputs.priceFob.currency, 'JPY');
    const per1 = await baojia({ ...base, fxRate: '0.044' });
    assert.deepEqual(per1.body.outputs, per100.body.outputs);
    // The note compares 4.4 per 100 with the current parity (also per 100 JPY): 4.4/value − 1.
    const { parity } = currentParity('JPY');
    const note = per100.body.warnings.find((w: Answer) => w.code.startsWith('baojia.rate_'));
    assert.deepEqual(note.values.parity, {
      kind: 'rate',
      value: parity.value.toString(),
      base: 'JPY',
      quote: 'CNY',
      per: '100',
    });
    const difference: Decimal = divide(sub(dec('4.4'), parity.value), parity.value, 4, 'half-up');
    assert.equal(note.values.difference.value, difference.toString());
    // Sent as 4.4 per 1 yen it is 100 times the parity: a real warning.
    const wrong = await baojia({ ...base, fxRate: '4.4' });
    assert.deepEqual(codes(wrong.body), ['baojia.rate_far_from_parity', 'baojia.no_margin']);
  });

  it('domestic costs per unit, per container, in all or at a percent of the purchase give one cost total', async () => {
    // 200 units of 50 CNY (no VAT): purchase 10,000; 500 CNY of domestic costs however it is given.
    const base = { price: '50', quantity: '200', taxRate: '0', refundRate: '0', fxRate: '7', containers: '2' };
    const ways = [
      { domestic: '2.5', domesticBasis: 'unit' },
      { domestic: '250', domesticBasis: 'container' },
      { domestic: '500', domesticBasis: 'total' },
      { domestic: '5', domesticBasis: 'percent' },
    ];
    for (const way of ways) {
      const { body } = await baojia({ ...base, ...way });
      assert.equal(valuesOf(body).costTotal, '10500.00', JSON.stringify(way));
      assert.equal(valuesOf(body).priceFob, '7.5000', '10,500/7/200');
    }
    const none = await baojia(base);
    assert.ok(
      !ids(none.body).some((id: string) => id.startsWith('baojia.domestic')),
      'no domestic step without domestic costs',
    );
  });

  it('freight per container, per m³ or in all gives one CFR', async () => {
    // 10,000 CNY at 8 = 1,250 USD over 100 units = 12.5; freight 1,500 USD over 100 units = 15: CFR 27.5.
    const base = { price: '100', quantity: '100', taxRate: '0', refundRate: '0', fxRate: '8' };
    const ways = [
      { freight: '750', freightBasis: 'container', containers: '2' },
      { freight: '60', freightBasis: 'cbm', volume: '25' },
      { freight: '1500', freightBasis: 'total' },
    ];
    for (const way of ways) {
      const { body } = await baojia({ ...base, ...way });
      assert.deepEqual(
        pick(valuesOf(body), ['priceFob', 'priceCfr', 'totalCfr']),
        { priceFob: '12.5000', priceCfr: '27.5000', totalCfr: '2750.00' },
        JSON.stringify(way),
      );
    }
  });

  it('a margin on the quote and a margin on cost', async () => {
    // Cost 10,000 CNY (100 × 113 with 13 % VAT and refund) at 10 = 10 USD a unit; margin 10 %.
    const base = { price: '113', quantity: '100', taxRate: '13', refundRate: '13', fxRate: '10', margin: '10' };
    // On the quote: 10/0.9 = 11.1111, × 100 = 1,111.11; profit 11,111.10 − 10,000 = 1,111.10: 10.00 % of 11,111.10, 11.11 % of cost.
    const onQuote = valuesOf((await baojia(base)).body);
    assert.deepEqual(pick(onQuote, ['priceFob', 'totalFob', 'profitFob', 'marginFob', 'marginAltFob']), {
      priceFob: '11.1111',
      totalFob: '1111.11',
      profitFob: '1111.10',
      marginFob: '0.1',
      marginAltFob: '0.1111',
    });
    // On cost: 10 × 1.1 = 11; profit 1,000: 10 % of cost (margin), 9.09 % of the quote (marginAlt).
    const onCost = valuesOf((await baojia({ ...base, marginBasis: 'cost' })).body);
    assert.deepEqual(pick(onCost, ['priceFob', 'totalFob', 'profitFob', 'marginFob', 'marginAltFob']), {
      priceFob: '11.0000',
      totalFob: '1100.00',
      profitFob: '1000.00',
      marginFob: '0.1',
      marginAltFob: '0.0909',
    });
    // Up to CIF, by hand, with 200 USD of freight for the lot (2 a unit), 1 % insurance at the 10 % markup.
    // On the quote: CFR = 12/0.9 = 13.3333; CIF = 13.3333…/0.989 = 13.48163… → 13.4816, × 100 = 1,348.16;
    // premium 1,348.16 × 1.1 × 1 % = 14.83; profit (1,348.16 − 200 − 14.83) × 10 − 10,000 = 1,333.30, 9.89 %
    // of 13,481.60 (the CFR margin r carried through CIF = CFR ÷ (1 − k)) and 13.33 % of cost; with a 3 %
    // commission 13.48163…/0.97 = 13.89859… → 13.8986; break-even 12/0.989 = 12.13346… → 12.1335.
    const toCif = { freight: '200', freightBasis: 'total', insuranceRate: '1' };
    const cifOnQuote = valuesOf((await baojia({ ...base, ...toCif, commission: '3' })).body);
    assert.deepEqual(
      pick(cifOnQuote, [
        'priceCfr',
        'priceCif',
        'totalCif',
        'profitCif',
        'marginCif',
        'marginAltCif',
        'commissionPriceCif',
        'commissionTotalCif',
        'breakEvenCif',
      ]),
      {
        priceCfr: '13.3333',
        priceCif: '13.4816',
        totalCif: '1348.16',
        profitCif: '1333.30',
        marginCif: '0.0989',
        marginAltCif: '0.1333',
        commissionPriceCif: '13.8986',
        commissionTotalCif: '1389.86',
        breakEvenCif: '12.1335',
      },
    );
    // On cost: CFR = 11 + 2 = 13; CIF = 13/0.989 = 13.14459… → 13.1446, × 100 = 1,314.46; premium 14.46;
    // profit (1,314.46 − 200 − 14.46) × 10 − 10,000 = 1,000.00: 10 % of cost, 7.61 % of 13,144.60.
    const cifOnCost = valuesOf((await baojia({ ...base, ...toCif, marginBasis: 'cost' })).body);
    assert.deepEqual(pick(cifOnCost, ['priceCfr', 'priceCif', 'totalCif', 'profitCif', 'marginCif', 'marginAltCif']), {
      priceCfr: '13.0000',
      priceCif: '13.1446',
      totalCif: '1314.46',
      profitCif: '1000.00',
      marginCif: '0.1',
      marginAltCif: '0.0761',
    });
  });

  it('a CNY quote needs no rate and reads no dataset', async () => {
    const { response, body } = await baojia({
      price: '113',
      quantity: '10',
      taxRate: '13',
      refundRate: '13',
      currency: '人民币',
      margin: '20',
    });
    assert.equal(response.statusCode, 200);
    // 1,000 CNY ÷ 0.8 = 1,250 CNY, 125 a unit.
    assert.deepEqual(pick(valuesOf(body), ['priceFob', 'totalFob', 'profitFob']), {
      priceFob: '125.0000',
      totalFob: '1250.00',
      profitFob: '250.00',
    });
    assert.ok(!ids(body).includes('baojia.rate'));
    assert.deepEqual(body.provenance.datasets, []);
  });

  it('refuses fxRate missing by naming the current central parity', async () => {
    const base = { price: '100', quantity: '10', taxRate: '13', refundRate: '13' };
    const usd = currentParity('USD').parity;
    const missing = await baojia(base);
    const body = assertErrorAnswer(missing.response, 400, 'baojia.fx_rate_needed', 'fxRate');
    assert.deepEqual((body.issues as Answer[])[0]!.values, {
      currency: 'USD',
      base: 'USD',
      quote: 'CNY',
      per: '1',
      value: usd.publishedValue,
      day: usd.day,
      fxBase: 'currency',
    });
    assert.match(
      String((body.issues as Answer[])[0]!.message),
      new RegExp(`fxRate ${usd.value.toString().replace('.', '\\.')}`),
    );
    const jpy = currentParity('JPY').parity;
    const yen = assertErrorAnswer(
      (await baojia({ ...base, currency: 'JPY' })).response,
      400,
      'baojia.fx_rate_needed',
      'fxRate',
    );
    assert.deepEqual((yen.issues as Answer[])[0]!.values, {
      currency: 'JPY',
      base: 'JPY',
      quote: 'CNY',
      per: '100',
      value: jpy.publishedValue,
      day: jpy.day,
      fxBase: 'currency',
    });
    // A CNY/X quotation is named in its own direction, with the fxBase that sends it back as published.
    const krw = currentParity('KRW').parity;
    const won = assertErrorAnswer(
      (await baojia({ ...base, currency: 'KRW' }, 'en')).response,
      400,
      'baojia.fx_rate_needed',
      'fxRate',
    );
    assert.deepEqual((won.issues as Answer[])[0]!.values, {
      currency: 'KRW',
      base: 'CNY',
      quote: 'KRW',
      per: '1',
      value: krw.publishedValue,
      day: krw.day,
      fxBase: 'CNY',
    });
    assert.match(
      String((won.issues as Answer[])[0]!.message),
      new RegExp(
        `1 CNY = ${krw.publishedValue.replace('.', '\\.')} KRW, so resend with fxRate ${krw.publishedValue.replace('.', '\\.')}, fxPer 1 and fxBase CNY\\.`,
      ),
    );
    const real = assertErrorAnswer(
      (await baojia({ ...base, currency: 'BRL' })).response,
      400,
      'baojia.fx_rate_needed_unpublished',
      'fxRate',
    );
    assert.match(String((real.issues as Answer[])[0]!.values.published), /USD, EUR, JPY/);
  });

  it('refuses each input it cannot quote with, at its path', async () => {
    const base = { price: '100', quantity: '10', taxRate: '13', refundRate: '13', fxRate: '7' };
    const refusals: Array<[Answer, string, string]> = [
      [{ refundRate: '16' }, 'baojia.refund_above_tax', 'refundRate'],
      [{ term: 'CFR' }, 'baojia.freight_needed', 'freight'],
      [{ term: 'CIF', freight: '100' }, 'baojia.insurance_needed', 'insuranceRate'],
      [{ freight: '30', freightBasis: 'cbm' }, 'baojia.volume_needed', 'volume'],
      [{ mode: 'reverse' }, 'baojia.quoted_price_needed', 'quotedPrice'],
      [{ margin: '100' }, 'baojia.below_100', 'margin'],
      [{ commission: '100' }, 'baojia.below_100', 'commission'],
      [{ insuranceRate: '95', markup: '10' }, 'baojia.insurance_factor', 'insuranceRate'],
      [{ currency: 'CNY', fxRate: '7' }, 'baojia.cny_rate', 'fxRate'],
      [{ price: '0.001', quantity: '1' }, 'baojia.cost_zero', 'price'],
      [{ price: '0' }, 'input.decimal_above', 'price'],
      [{ taxRate: '101' }, 'input.decimal_max', 'taxRate'],
      [{ unit: 'bag' }, 'input.choice', 'unit'],
      [{ fxPer: '10' }, 'input.choice', 'fxPer'],
      [{ term: 'DAP' }, 'input.choice', 'term'],
      [{ containers: '0' }, 'input.integer_range', 'containers'],
      [{ quotedPrice: '1.23456' }, 'input.decimal_places', 'quotedPrice'],
      [{ currency: 'US' }, 'input.currency', 'currency'],
      [{ port: 'x'.repeat(101) }, 'input.text', 'port'],
      [{ hsCode: '61091000' }, 'input.unknown', 'hsCode'],
    ];
    for (const [change, code, path] of refusals) {
      assertErrorAnswer((await baojia({ ...base, ...change })).response, 400, code, path);
    }
    const margin = assertErrorAnswer(
      (await baojia({ ...base, refundRate: '16' })).response,
      400,
      'baojia.refund_above_tax',
      'refundRate',
    );
    assert.deepEqual((margin.issues as Answer[])[0]!.values, { refundRate: '16', taxRate: '13' });
    // A margin of 100 % or more is fine on cost (doubling the cost is a 100 % margin on cost).
    assert.equal((await baojia({ ...base, margin: '100', marginBasis: 'cost' })).response.statusCode, 200);
  });

  it('gives several issues in one answer', async () => {
    const { response, body } = await baojia({
      mode: 'reverse',
      term: 'CIF',
      price: '100',
      quantity: '10',
      taxRate: '9',
      refundRate: '13',
      commission: '100',
    });
    assertErrorAnswer(response, 400, 'baojia.fx_rate_needed', 'fxRate');
    assert.deepEqual(
      (body.issues as Answer[]).map((i) => `${i.path} ${i.code}`),
      [
        'fxRate baojia.fx_rate_needed',
        'refundRate baojia.refund_above_tax',
        'freight baojia.freight_needed',
        'insuranceRate baojia.insurance_needed',
        'quotedPrice baojia.quoted_price_needed',
        'commission baojia.below_100',
      ],
    );
    assert.equal(body.tool, 'baojia');
    const read = await baojia({ price: '-1', quantity: 'ten', taxRate: '13' });
    assert.deepEqual((read.body.issues as Answer[]).map((i) => `${i.path} ${i.code}`).sort(), [
      'price input.decimal_above',
      'quantity input.decimal_expected',
      'refundRate input.required',
    ]);
  });

  it('resolves the named port against the ports dataset; an unknown or ambiguous port is a warning', async () => {
    const base = { price: '100', quantity: '10', taxRate: '13', refundRate: '13', fxRate: '7' };
    for (const port of ['CNSHA', 'cn sha', 'CNSGH', 'Shanghai', '上海港', '上海', 'shanghaigang']) {
      const { body } = await baojia({ ...base, port });
      assert.equal(body.steps[0].id, 'baojia.port', port);
      assert.equal(
        body.steps[0].message,
        `Named port of FOB: CNSHA (Shanghai), from the port list of ${PORTS_DAY}.`,
        port,
      );
      assert.deepEqual(datasetsOf(body), ['central-parity', 'ports']);
    }
    const hamburg = await baojia(
      { ...base, term: 'CIF', freight: '2000', insuranceRate: '0.5', port: 'ハンブルク' },
      'zh-CN',
    );
    assert.equal(hamburg.body.steps[0].message, `CIF 的指定港口：DEHAM（Hamburg），见 ${PORTS_DAY} 版港口列表。`);
    const unknown = await baojia({ ...base, port: 'Atlantis' });
    assert.equal(unknown.response.statusCode, 200);
    assert.deepEqual(
      codes(unknown.body).filter((c: string) => c.startsWith('baojia.port')),
      ['baojia.port_unknown'],
    );
    assert.deepEqual(datasetsOf(unknown.body), ['central-parity', 'ports']);
    const portland = await baojia({ ...base, port: 'Portland' });
    const ambiguous = portland.body.warnings.find((w: Answer) => w.code === 'baojia.port_ambiguous');
    assert.ok(Number(ambiguous.values.count.value) > 1);
    assert.ok(!ids(portland.body).includes('baojia.port'));
  });

  it('writes its sentences in the four languages', async () => {
    const messages = new Set<string>();
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      const { body } = await baojia({ ...CONTAINER_544, insuranceRate: '0.96', commission: '3' }, lang);
      assert.equal(body.provenance.language, lang);
      for (const item of [...body.steps, ...body.warnings])
        assert.doesNotMatch(item.message, /\{[A-Za-z]+\}/, `${lang} ${item.id ?? item.code}`);
      messages.add(body.steps.find((s: Answer) => s.id === 'baojia.refund').message);
      if (lang === 'zh-CN')
        assert.equal(body.steps[1].message, '出口退税收入 = 82,688.00 CNY ÷ (1 + 17%) × 9% = 6,360.62 CNY。');
      if (lang === 'ja')
        assert.equal(body.steps[1].message, '輸出還付税額 = 82,688.00 CNY ÷ (1 + 17%) × 9% = 6,360.62 CNY。');
      if (lang === 'ko')
        assert.equal(body.steps[1].message, '수출 환급액 = 82,688.00 CNY ÷ (1 + 17%) × 9% = 6,360.62 CNY.');
    }
    assert.equal(messages.size, 4);
  });

  it('names in provenance only the datasets it read, never refund-rates', async () => {
    const base = { price: '100', quantity: '10', taxRate: '13', refundRate: '13' };
    const version = currentParity('USD').version;
    const usd = await baojia({ ...base, fxRate: '7' });
    assert.deepEqual(
      usd.body.provenance.datasets.map((d: Answer) => `${d.id} ${d.version}`),
      [`central-parity ${version}`],
    );
    // A currency the parity does not publish: nothing to compare, nothing read.
    const brl = await baojia({ ...base, currency: 'BRL', fxRate: '1.3' });
    assert.deepEqual(brl.body.provenance.datasets, []);
    assert.deepEqual(
      brl.body.warnings.filter((w: Answer) => w.code.startsWith('baojia.rate')),
      [],
    );
    const described = (await suite.app().inject({ method: 'GET', url: '/v1/tools/baojia' })).json();
    assert.deepEqual(described.tool.datasets, ['central-parity', 'ports', 'refund-rates']);
    const fxRate = described.tool.inputs.find((input: Answer) => input.name === 'fxRate');
    assert.equal(fxRate.required, false);
  });

  it('works without the central parity when fxRate is given, and refuses without either', async () => {
    const noParity: DatasetStore = {
      versions: new Map([...SHIPPED.versions].filter(([id]) => id !== 'central-parity')),
      refused: [],
      dataDirProblem: null,
    };
    const partial = await testApp({ routes: toolRoutes([baojiaTool], noParity, 'https://site.test') });
    const call = toolCaller(partial);
    const { response, body } = await call('baojia', { ...CONTAINER_544, port: 'CNSHA' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(valuesOf(body).priceFob, '20.3682');
    assert.deepEqual(codes(body), []);
    assert.deepEqual(datasetsOf(body), ['ports']);
    const refused = await call('baojia', { price: '1', quantity: '1', taxRate: '0', refundRate: '0' });
    const issues = assertErrorAnswer(refused.response, 400, 'baojia.fx_rate_needed_no_data', 'fxRate')
      .issues as Answer[];
    assert.deepEqual(issues[0]!.values, { currency: 'USD' });
    await partial.close();

    const empty = await testApp({ routes: toolRoutes([baojiaTool], loadStore(tempDataDir()), 'https://site.test') });
    const bare = await toolCaller(empty)('baojia', { ...CONTAINER_544, port: 'CNSHA' });
    assert.equal(bare.response.statusCode, 200);
    assert.deepEqual(
      bare.body.warnings.map((w: Answer) => [w.code, w.level]),
      [['baojia.port_unchecked', 'note']],
    );
    assert.deepEqual(bare.body.provenance.datasets, []);
    await empty.close();
  });

  it('the seam of POST /v1/quote: the central parity stands in for a missing fxRate, used as published', () => {
    const reader: DatasetReader = {
      current: (id) => currentVersion(SHIPPED, id),
      versions: (id) => SHIPPED.versions.get(id) ?? [],
      refundLibrary: () => null,
      refused: () => [],
    };
    const readPricing = compileDeclaredBodyReader(BAOJIA_INPUTS);
    const read = (inputs: Record<string, string>) =>
      readPricing({ price: '113', quantity: '1000', taxRate: '13', refundRate: '13', ...inputs }).values;
    // 100,000 CNY of cost (1,000 × 113 with 13 % VAT and refund), 100 CNY a unit.
    const jpy = currentParity('JPY');
    const yen = computeBaojia(read({ currency: 'JPY' }), reader, jpy.parity);
    // X/CNY per 100: 100 CNY × 100 ÷ value JPY a unit.
    assert.equal(
      (yen.outputs.priceFob as Answer).amount,
      padTo(divide(dec('10000'), jpy.parity.value, 4, 'half-up'), 4),
    );
    assert.deepEqual(
      yen.steps.filter((s) => s.id.startsWith('baojia.rate')).map((s) => [s.id, s.values.day]),
      [['baojia.rate_parity', { kind: 'date', value: jpy.parity.day }]],
    );
    assert.deepEqual(
      yen.read.map((v) => `${v.manifest.dataset} ${v.manifest.version}`),
      [`central-parity ${jpy.version}`],
    );
    assert.deepEqual(
      yen.warnings.map((w) => w.code),
      ['baojia.no_margin'],
    );
    // CNY/X (1 CNY = value KRW) is multiplied, never inverted: 100 CNY × value ÷ per KRW a unit.
    const krw = currentParity('KRW');
    const won = computeBaojia(read({ currency: 'KRW' }), reader, krw.parity);
    assert.equal(
      (won.outputs.priceFob as Answer).amount,
      padTo(divide(mul(dec('100'), krw.parity.value), krw.parity.per, 4, 'half-up'), 4),
    );
    // A given fxRate wins over the parity.
    const usd = computeBaojia(read({ fxRate: '8' }), reader, currentParity('USD').parity);
    assert.equal((usd.outputs.priceFob as Answer).amount, '12.5000');
    assert.ok(usd.steps.some((s) => s.id === 'baojia.rate'));
  });

  it('any quote gives 200 or a refusal, decimal figures, CIF ≥ CFR ≥ FOB, and the FOB set always', async () => {
    const amount = (max: number) =>
      fc
        .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 99 }))
        .map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`);
    const rate = fc.integer({ min: 0, max: 3000 }).map((n) => (n / 100).toFixed(2));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          mode: fc.constantFrom('forward', 'reverse'),
          price: amount(100_000),
          quantity: fc.integer({ min: 1, max: 100_000 }).map(String),
          taxRate: fc.constantFrom('0', '6', '9', '13', '17'),
          refundRate: fc.constantFrom('0', '6', '9', '13'),
          currency: fc.constantFrom('USD', 'EUR', 'JPY', 'CNY'),
          fxRate: fc.option(amount(1000), { nil: undefined }),
          fxPer: fc.constantFrom('1', '100'),
          domestic: fc.option(amount(100_000), { nil: undefined }),
          domesticBasis: fc.constantFrom('total', 'unit', 'container', 'percent'),
          freight: fc.option(amount(10_000), { nil: undefined }),
          freightBasis: fc.constantFrom('container', 'cbm', 'total'),
          volume: fc.option(amount(100), { nil: undefined }),
          containers: fc.integer({ min: 1, max: 5 }).map(String),
          insuranceRate: fc.option(rate, { nil: undefined }),
          commission: fc.option(rate, { nil: undefined }),
          margin: fc.option(rate, { nil: undefined }),
          marginBasis: fc.constantFrom('quote', 'cost'),
          term: fc.constantFrom('FOB', 'CFR', 'CIF'),
          quotedPrice: fc.option(
            amount(1000).filter((t) => t !== '0.00'),
            { nil: undefined },
          ),
        }),
        async (inputs) => {
          const { response, body } = await baojia(inputs);
          assert.ok(
            response.statusCode === 200 || response.statusCode === 400,
            `${response.statusCode} ${response.body}`,
          );
          if (response.statusCode !== 200) return;
          assertDecimalFigures(body);
          const figures = valuesOf(body);
          for (const name of ['priceFob', 'totalFob', 'profitFob', 'breakEvenFob', 'refundTotal', 'costTotal'])
            assert.ok(figures[name] !== undefined, name);
          const [fob, cfr, cif] = [figures.priceFob, figures.priceCfr, figures.priceCif].map((v) =>
            v === undefined ? undefined : dec(v),
          );
          if (cfr) assert.ok(cfr.gte(fob!), `CFR ${cfr} ≥ FOB ${fob}`);
          if (cif) assert.ok(cif.gte(cfr!), `CIF ${cif} ≥ CFR ${cfr}`);
          const terms = ['Fob', 'Cfr', 'Cif'].filter((term) => figures[`price${term}`] !== undefined);
          if (inputs.mode === 'forward') {
            for (const term of terms) {
              const total = padTo(roundTo(mul(dec(figures[`price${term}`]!), dec(inputs.quantity)), 2, 'half-up'), 2);
              assert.equal(figures[`total${term}`], total, `total${term} is the unit price × quantity`);
              if (inputs.margin === undefined)
                assert.equal(
                  figures[`price${term}`],
                  figures[`breakEven${term}`],
                  `margin 0: price${term} breaks even`,
                );
            }
          } else {
            assert.equal(
              new Set(terms.map((term) => figures[`profit${term}`])).size,
              1,
              'the conversions of one deal share its profit',
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
