/**
 * tuishui at HTTP level (api-v1 §2.5, §4.4): the manufacturer's 免抵退税 on published
 * textbook cases, one with the end credit below the exemption amount and one above it, the
 * trading company's 免退税, foreign FOB values at the central parity in force, the customs
 * code checked against a refund library, and every refusal.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { toolRoutes } from '../../src/http/routes/tools.js';
import { TOOLS } from '../../src/tools/registry.js';
import { lookupLibraryStore } from '../fixtures/refund-lookup-library.js';
import { assertErrorAnswer, assertProvenance, serviceApp, testApp } from '../helpers/app.js';
import { type Answer, assertDecimalFigures, toolCaller, valuesOf, toolSuite } from '../helpers/tools.js';

const manufacturer = (exportRows: Answer[], taxes: Answer) => ({
  enterpriseType: 'manufacturer',
  exports: exportRows,
  ...taxes,
});
const cnyRow = (fobAmount: string, taxRate: string, refundRate: string, exportDate = '2019-05-15') => ({
  exportDate,
  taxRate,
  refundRate,
  fobAmount,
});

describe('tuishui', () => {
  const suite = toolSuite();
  const compute = suite.compute;

  describe('manufacturer (免抵退税)', () => {
    it('end credit below the exemption amount: the credit is refunded, the rest exempted', async () => {
      // 注册会计师《税法》教材例题 (levy 13 %, refund 11 %, May 2019), as given at
      // http://gaojiufeng.cn/?id=1776408: exports 200万 CNY, domestic sales 100万 (output VAT 13万),
      // input VAT 26万, 3万 brought forward.
      // 不得免征和抵扣 = 200 × (13 % − 11 %) = 4万; 应纳税额 = 13 − (26 − 4) − 3 = −12万;
      // 免抵退税额 = 200 × 11 % = 22万; 12 < 22: 应退 12万, 免抵 22 − 12 = 10万.
      const { response, body } = await compute(
        'tuishui',
        manufacturer([cnyRow('2000000', '13', '11')], {
          outputTax: '130000',
          inputTax: '260000',
          carriedCredit: '30000',
        }),
      );
      assert.equal(response.statusCode, 200);
      assert.deepEqual(valuesOf(body), {
        basis: '2000000.00',
        nonCreditableOffset: '0.00',
        nonCreditable: '40000.00',
        taxPayable: '-120000.00',
        endCredit: '120000.00',
        exemptionOffset: '0.00',
        exemption: '220000.00',
        exempted: '100000.00',
        refund: '120000.00',
        carriedForward: '0.00',
        taxDue: '0.00',
        costAddition: '40000.00',
      });
      assert.deepEqual(body.outputs.refund, { kind: 'money', amount: '120000.00', currency: 'CNY' });
      assert.deepEqual(
        body.steps.map((s: Answer) => s.id),
        ['tuishui.non_creditable', 'tuishui.tax_payable', 'tuishui.exemption', 'tuishui.refund'],
      );
      assert.equal(
        body.steps[1].message,
        'Tax payable = output VAT 130,000.00 CNY − (input VAT 260,000.00 CNY − non-creditable 40,000.00 CNY) − credit brought forward 30,000.00 CNY = -120,000.00 CNY.',
      );
      assert.deepEqual(body.warnings, []);
      assert.deepEqual(body.provenance.datasets, [], 'CNY values and no customs code: nothing read');
      assertProvenance(body, 'en');
    });

    it('end credit above the exemption amount, with duty-free materials: the exemption is refunded, the rest carried forward', async () => {
      // 税务师(CTA)题库 (levy 17 %, refund 13 %), as given at
      // http://222.198.130.40:8081/view/Subject/showsubject.aspx?id=6025979d12c442988804811746fcec33:
      // exports 200万, domestic sales 100万 (output 17万), input 34万, 6万 brought forward,
      // 免税进口料件 100万. 抵减额 = 100 × (17 % − 13 %) = 4万; 不得免征 = 200 × 4 % − 4 = 4万;
      // 应纳税额 = 17 − (34 − 4) − 6 = −19万; 免抵退税额抵减额 = 100 × 13 % = 13万;
      // 免抵退税额 = 200 × 13 % − 13 = 13万; 19 > 13: 应退 13万, 免抵 0, 结转 19 − 13 = 6万.
      const { body } = await compute(
        'tuishui',
        manufacturer([cnyRow('2000000', '17', '13')], {
          outputTax: '170000',
          inputTax: '340000',
          carriedCredit: '60000',
          dutyFreeMaterials: '1000000',
        }),
      );
      const figures = valuesOf(body);
      assert.deepEqual(
        [
          figures.nonCreditableOffset,
          figures.nonCreditable,
          figures.taxPayable,
          figures.exemptionOffset,
          figures.exemption,
        ],
        ['40000.00', '40000.00', '-190000.00', '130000.00', '130000.00'],
      );
      assert.deepEqual(
        [figures.endCredit, figures.refund, figures.exempted, figures.carriedForward],
        ['190000.00', '130000.00', '0.00', '60000.00'],
      );
    });

    it('a third published case: a small end credit refunded in full', async () => {
      // 如何计算生产企业免抵退税额, example (一) (June 2008, 17 % / 13 %), https://www.xiaomilidoc.com/p-10003942.html:
      // exports 100万, domestic 60万 (output 10.2万), input 16万. 不得免征 4万; 应纳 10.2 − (16 − 4) = −1.8万;
      // 免抵退 13万; 应退 1.8万, 免抵 11.2万.
      const { body } = await compute(
        'tuishui',
        manufacturer([cnyRow('1000000', '17', '13', '2008-06-20')], { outputTax: '102000', inputTax: '160000' }),
      );
      const figures = valuesOf(body);
      assert.deepEqual(
        [figures.taxPayable, figures.refund, figures.exempted, figures.carriedForward],
        ['-18000.00', '18000.00', '112000.00', '0.00'],
      );
      assert.deepEqual(
        body.steps[1].values.carriedCredit,
        { kind: 'money', amount: '0.00', currency: 'CNY' },
        'no credit brought forward counts as 0',
      );
    });

    it('tax payable above zero: tax due, nothing refunded, the whole exemption amount exempted', async () => {
      // The last case with 30万 output VAT (worked by hand): 应纳 30 − (16 − 4) = 18万 > 0.
      const { body } = await compute(
        'tuishui',
        manufacturer([cnyRow('1000000', '17', '13', '2008-06-20')], { outputTax: '300000', inputTax: '160000' }),
      );
      const figures = valuesOf(body);
      assert.deepEqual(
        [figures.taxPayable, figures.taxDue, figures.endCredit, figures.refund, figures.exempted],
        ['180000.00', '180000.00', '0.00', '0.00', '130000.00'],
      );
      assert.equal(body.steps.at(-1).id, 'tuishui.tax_due');
    });

    it('a declared end credit takes precedence, with a note when it differs', async () => {
      // The first case, declared 期末留抵 10万 instead of the computed 12万: refund 10万, exempted 12万.
      const { body } = await compute(
        'tuishui',
        manufacturer([cnyRow('2000000', '13', '11')], {
          outputTax: '130000',
          inputTax: '260000',
          carriedCredit: '30000',
          declaredEndCredit: '100000',
        }),
      );
      const figures = valuesOf(body);
      assert.deepEqual([figures.endCredit, figures.refund, figures.exempted], ['100000.00', '100000.00', '120000.00']);
      assert.deepEqual(
        body.warnings.map((w: Answer) => [w.code, w.level, w.values.declared.amount, w.values.computed.amount]),
        [['tuishui.end_credit_differs', 'note', '100000.00', '120000.00']],
      );
    });

    it('offsets larger than what they offset stop at zero, with a warning', async () => {
      // Exports 10,000 at 13 % / 9 %; materials 1,000,000: offsets 40,000 > 400 and 90,000 > 900.
      const { body } = await compute(
        'tuishui',
        manufacturer([cnyRow('10000', '13', '9')], { inputTax: '5000', dutyFreeMaterials: '1000000' }),
      );
      const figures = valuesOf(body);
      assert.deepEqual([figures.nonCreditable, figures.exemption, figures.refund], ['0.00', '0.00', '0.00']);
      assert.equal(body.warnings[0].code, 'tuishui.offset_capped');
    });

    it('converts a foreign FOB value at the central parity in force on the export date, rounded to the fen', async () => {
      // Shipped central parity: 2026-08-03 USD/CNY 6.7898. 12,345.67 USD × 6.7898 = 83,824.63…: 83,824.63 CNY (half-up).
      const { body } = await compute(
        'tuishui',
        manufacturer(
          [{ exportDate: '2026-08-03', taxRate: '13', refundRate: '13', fobAmount: '12345.67', currency: 'USD' }],
          { inputTax: '0' },
        ),
      );
      assert.equal(valuesOf(body).basis, '83824.63');
      assert.deepEqual(body.steps[0].values.rate, {
        kind: 'rate',
        value: '6.7898',
        base: 'USD',
        quote: 'CNY',
        per: '1',
      });
      assert.equal(
        body.steps[0].message,
        'Row 1: 12,345.67 USD at the central parity of 2026-08-03 (1 USD = 6.7898 CNY) is 83,824.63 CNY.',
      );
      assert.deepEqual(body.warnings, []);
      assert.deepEqual(
        body.provenance.datasets.map((d: Answer) => `${d.id} ${d.version}`),
        ['central-parity 2026-08-03'],
      );
    });

    it('uses the latest parity before a day without one, named in a note; month-first takes the first of the month', async () => {
      // 2026-08-01 is a Saturday: the parity of Friday 2026-07-31, 6.7894. 10,000 USD → 67,894.00 CNY.
      const saturday = await compute(
        'tuishui',
        manufacturer(
          [{ exportDate: '2026-08-01', taxRate: '13', refundRate: '9', fobAmount: '10000', currency: 'usd' }],
          { inputTax: '0' },
        ),
      );
      assert.equal(valuesOf(saturday.body).basis, '67894.00');
      assert.deepEqual(
        saturday.body.warnings.map((w: Answer) => [w.code, w.level, w.values.day.value, w.values.used.value]),
        [['parity.earlier_day', 'note', '2026-08-01', '2026-07-31']],
      );
      // month-first: an export on 2026-08-04 converts at the parity in force on 2026-08-01, again 2026-07-31's.
      const monthFirst = await compute('tuishui', {
        ...manufacturer(
          [{ exportDate: '2026-08-04', taxRate: '13', refundRate: '9', fobAmount: '10000', currency: 'USD' }],
          { inputTax: '0' },
        ),
        mode: 'month-first',
      });
      assert.equal(valuesOf(monthFirst.body).basis, '67894.00');
      assert.deepEqual(
        monthFirst.body.provenance.datasets.map((d: Answer) => d.version),
        ['2026-07-31'],
      );
      // JPY is quoted per 100 (shipped 2026-08-03: 100 JPY = 4.2898 CNY): 1,000,000 JPY = 10,000 × 4.2898 = 42,898.00 CNY.
      const jpy = await compute(
        'tuishui',
        manufacturer(
          [{ exportDate: '2026-08-03', taxRate: '13', refundRate: '9', fobAmount: '1000000', currency: '日元' }],
          { inputTax: '0' },
        ),
      );
      assert.deepEqual(jpy.body.steps[0].values.rate, {
        kind: 'rate',
        value: '4.2898',
        base: 'JPY',
        quote: 'CNY',
        per: '100',
      });
      assert.equal(valuesOf(jpy.body).basis, '42898.00');
    });

    it('refuses a day the installed parity cannot speak for, with every row’s issue in one answer', async () => {
      const row = (exportDate: string, currency = 'USD') => ({
        exportDate,
        taxRate: '13',
        refundRate: '9',
        fobAmount: '100',
        currency,
      });
      const { response, body } = await compute(
        'tuishui',
        manufacturer(
          [row('2016-06-01'), row('2026-11-20'), row('2016-08-01'), row('2026-08-03', 'BRL'), row('2026-08-03')],
          { inputTax: '0' },
        ),
      );
      assertErrorAnswer(response, 400, 'parity.before_data', 'exports.0.exportDate');
      assert.deepEqual(
        body.issues.map((i: Answer) => `${i.path} ${i.code}`),
        [
          'exports.0.exportDate parity.before_data',
          'exports.1.exportDate parity.after_data',
          // The installed version before 2016-08-01 is 2016-06-27: too far back to be the one in force.
          'exports.2.exportDate parity.gap',
          'exports.3.currency parity.currency',
        ],
      );
      assert.equal(body.tool, 'tuishui');
      // The gap is said as it is (issue 16): 35 days, not "more than 10".
      assert.deepEqual(body.issues[2].values, { day: '2016-08-01', latest: '2016-06-27', gap: 35, days: 10 });
      assert.match(body.issues[2].message, /2016-06-27, 35 days earlier, longer than any market closure \(10 days\)/);
    });
  });

  describe('trading company (免退税)', () => {
    it('refunds the invoice amount times the refund rate; the rest of the input VAT goes to cost', async () => {
      // 财税〔2012〕39号: 外贸企业 应退税额 = 增值税专用发票注明的金额 × 退税率; the levy rate less the refund
      // rate goes to cost. Worked by hand: 100,000 at 13 % / 9 %: input VAT 13,000, refund 9,000, cost 4,000;
      // 55,555.55 at 13 % / 13 %: VAT 7,222.2215 → 7,222.22, refund 7,222.22, cost 0.00.
      const { response, body } = await compute(
        'tuishui',
        {
          enterpriseType: 'trading',
          exports: [
            { exportDate: '2026-08-03', taxRate: '13', refundRate: '9', invoiceAmount: '100000' },
            { exportDate: '2026-08-04', taxRate: '13', refundRate: '13', invoiceAmount: '55,555.55' },
          ],
        },
        'zh-CN',
      );
      assert.equal(response.statusCode, 200);
      assert.deepEqual(valuesOf(body), {
        basis: '155555.55',
        inputVat: '20222.22',
        refund: '16222.22',
        costAddition: '4000.00',
      });
      assert.deepEqual(
        body.steps.map((s: Answer) => s.id),
        ['tuishui.trading_row', 'tuishui.trading_row', 'tuishui.trading_total'],
      );
      assert.equal(
        body.steps[0].message,
        '第 1 行：发票金额 100,000.00 CNY，进项税额 13,000.00 CNY（征税率 13%），应退税额 9,000.00 CNY（退税率 9%），不予退税的 4,000.00 CNY 计入成本。',
      );
      assert.deepEqual(body.normalized, [{ path: 'exports.1.invoiceAmount', given: '55,555.55', used: '55555.55' }]);
    });

    it('needs the invoice amount on every row, and notes an FOB value it does not use', async () => {
      const missing = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [{ exportDate: '2026-08-03', taxRate: '13', refundRate: '9', fobAmount: '100' }],
      });
      assertErrorAnswer(missing.response, 400, 'input.required', 'exports.0.invoiceAmount');
      const both = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [
          {
            exportDate: '2026-08-03',
            taxRate: '13',
            refundRate: '9',
            invoiceAmount: '100',
            fobAmount: '15',
            currency: 'USD',
          },
        ],
      });
      assert.deepEqual(
        both.body.warnings.map((w: Answer) => w.code),
        ['tuishui.fob_not_used'],
      );
      assert.deepEqual(both.body.provenance.datasets, []);
    });
  });

  describe("the caller's own rate and amounts including tax (issue 16)", () => {
    it('divides an invoice amount including tax by (1 + the levy rate), in a step', async () => {
      // hjuga.com, 外贸企业出口退税的计算 (2024-12-14): "如果增值税发票金额为100万元，增值税率为17%，退税率为13%，
      // 那么退税额就是100/(1+17%)×0.13≈11.11万元". To the fen: 1,000,000 ÷ 1.17 = 854,700.85; × 13 % = 111,111.11.
      const { response, body } = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [{ exportDate: '2026-08-03', taxRate: '17', refundRate: '13', invoiceAmountWithTax: '1000000' }],
      });
      assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
      assert.deepEqual([valuesOf(body).basis, valuesOf(body).refund], ['854700.85', '111111.11']);
      assert.equal(
        body.steps[0].message,
        'Row 1: the amount including tax, 1,000,000 CNY, ÷ (1 + the levy rate of 17%) = 854,700.85 CNY excluding tax.',
      );
      const both = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [
          {
            exportDate: '2026-08-03',
            taxRate: '17',
            refundRate: '13',
            invoiceAmount: '1',
            invoiceAmountWithTax: '1.17',
          },
        ],
      });
      assertErrorAnswer(both.response, 400, 'tuishui.invoice_both', 'exports.0.invoiceAmountWithTax');
    });

    it('a trading company’s refund needs no levy rate: the rest is left out with a note (issue 16)', async () => {
      // The hjuga.com case above (100/(1+17%)×0.13 ≈ 11.11万元), its invoice amount given excluding tax and no
      // levy rate: the refund, 854,700.85 × 13 % = 111,111.11, needs only the refund rate (财税〔2012〕39号:
      // 应退税额 = 计税依据 × 退税率); the input VAT and the part going to cost cannot be known and are absent.
      const { response, body } = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [{ exportDate: '2026-08-03', refundRate: '13', invoiceAmount: '854700.85' }],
      });
      assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
      assert.deepEqual(valuesOf(body), { refund: '111111.11', basis: '854700.85' });
      assert.deepEqual(
        body.steps.map((s: Answer) => s.message),
        [
          'Row 1: invoice amount 854,700.85 CNY, refund 111,111.11 CNY at 13%.',
          'In all: basis 854,700.85 CNY, refund 111,111.11 CNY.',
        ],
      );
      assert.deepEqual(
        body.warnings.map((w: Answer) => [w.code, w.level]),
        [['tuishui.tax_rate_missing', 'note']],
      );
      // One row without its rate leaves the totals of input VAT and cost out, though the other row has them.
      const mixed = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [
          { exportDate: '2026-08-03', refundRate: '13', invoiceAmount: '854700.85' },
          { exportDate: '2026-08-03', taxRate: '13', refundRate: '9', invoiceAmount: '100000' },
        ],
      });
      assert.deepEqual(Object.keys(valuesOf(mixed.body)).sort(), ['basis', 'refund']);
      assert.deepEqual(
        mixed.body.steps.map((s: Answer) => s.id),
        ['tuishui.trading_row_refund', 'tuishui.trading_row', 'tuishui.trading_total_refund'],
      );
      // An amount including tax cannot be divided without the rate, and a manufacturer needs it on every row.
      const withTax = await compute('tuishui', {
        enterpriseType: 'trading',
        exports: [{ exportDate: '2026-08-03', refundRate: '13', invoiceAmountWithTax: '1000000' }],
      });
      assertErrorAnswer(withTax.response, 400, 'input.required', 'exports.0.taxRate');
      const maker = await compute('tuishui', {
        enterpriseType: 'manufacturer',
        exports: [{ exportDate: '2026-08-03', refundRate: '13', fobAmount: '100' }],
        inputTax: '0',
      });
      assertErrorAnswer(maker.response, 400, 'input.required', 'exports.0.taxRate');
    });

    it('converts at the rate a row carries, on a day the installed parity cannot speak for', async () => {
      // 国家税务总局公告2013年第65号 lets a manufacturer convert its FOB value at the rate of the export day
      // or of the first of the month, and the declaration carries it. The 2008 case above (如何计算生产企业
      // 免抵退税额, example (一): exports 100万, domestic output 10.2万, input 16万, 17 % / 13 %) with its
      // exports given as USD 146,000 at a declared 684.93 CNY per 100 USD (worked by hand: 146,000 × 684.93
      // ÷ 100 = 999,997.80): 不得免征 999,997.80 × 4 % = 39,999.91; 应纳 102,000 − (160,000 − 39,999.91) = −18,000.09.
      const row = {
        exportDate: '2008-06-20',
        taxRate: '17',
        refundRate: '13',
        fobAmount: '146000',
        currency: 'USD',
        rate: '684.93',
        ratePer: '100',
      };
      const { response, body } = await compute('tuishui', {
        enterpriseType: 'manufacturer',
        exports: [row],
        outputTax: '102000',
        inputTax: '160000',
      });
      assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
      assert.equal(
        body.steps[0].message,
        'Row 1: 146,000 USD at the rate given (100 USD = 684.93 CNY) is 999,997.80 CNY.',
      );
      assert.deepEqual(
        [valuesOf(body).basis, valuesOf(body).nonCreditable, valuesOf(body).taxPayable],
        ['999997.80', '39999.91', '-18000.09'],
      );
      // Without the rate, the same row is refused: the installed parity starts in 2016.
      const { rate: _rate, ratePer: _per, ...withoutRate } = row;
      assertErrorAnswer(
        (await compute('tuishui', { enterpriseType: 'manufacturer', exports: [withoutRate], inputTax: '0' })).response,
        400,
        'parity.before_data',
        'exports.0.exportDate',
      );
      // A rate on a CNY row is not used, and a note says so.
      const cnyRow = await compute('tuishui', {
        enterpriseType: 'manufacturer',
        exports: [{ ...withoutRate, currency: 'CNY', rate: '1' }],
        inputTax: '0',
      });
      assert.deepEqual(
        cnyRow.body.warnings.map((w: Answer) => w.code),
        ['tuishui.rate_unused'],
      );
    });
  });

  describe('optional means optional (issue 16)', () => {
    // 如何计算生产企业免抵退税额, example (一) (June 2008, 17 % / 13 %), https://www.xiaomilidoc.com/p-10003942.html:
    // exports 100万: 不得免征 = 100 × (17 % − 13 %) = 4万, 免抵退税额 = 100 × 13 % = 13万, with no input VAT needed.
    // With the input VAT (16万) and output VAT (10.2万): 应纳 −1.8万, 应退 1.8万, 免抵 11.2万.
    const rows = [cnyRow('1000000', '17', '13', '2008-06-20')];

    it('gives a manufacturer without inputTax what needs no input VAT, the rest absent with a note', async () => {
      const { response, body } = await compute('tuishui', manufacturer(rows, { outputTax: '102000' }));
      assert.equal(response.statusCode, 200, JSON.stringify(body.issues));
      assert.deepEqual(valuesOf(body), {
        basis: '1000000.00',
        nonCreditableOffset: '0.00',
        nonCreditable: '40000.00',
        exemptionOffset: '0.00',
        exemption: '130000.00',
        costAddition: '40000.00',
      });
      assert.deepEqual(
        body.steps.map((s: Answer) => s.id),
        ['tuishui.non_creditable', 'tuishui.exemption'],
      );
      assert.deepEqual(
        body.warnings.map((w: Answer) => [w.code, w.level]),
        [['tuishui.input_tax_missing', 'note']],
      );
    });

    it('refunds on a declared end credit without inputTax, the tax payable left out', async () => {
      const { body } = await compute('tuishui', manufacturer(rows, { declaredEndCredit: '18000' }));
      const figures = valuesOf(body);
      assert.deepEqual(
        [figures.refund, figures.exempted, figures.carriedForward, figures.taxPayable],
        ['18000.00', '112000.00', '0.00', undefined],
      );
      assert.deepEqual(
        body.warnings.map((w: Answer) => w.code),
        ['tuishui.input_tax_missing_declared'],
      );
    });
  });

  describe('refusals', () => {
    const row = { exportDate: '2026-08-03', taxRate: '13', refundRate: '9', fobAmount: '100' };
    it('refuses each bad input at its path', async () => {
      const cases: Array<[Answer, string, string]> = [
        [{ enterpriseType: 'factory', exports: [row], inputTax: '0' }, 'input.choice', 'enterpriseType'],
        [{ enterpriseType: 'manufacturer', exports: [], inputTax: '0' }, 'input.rows_count', 'exports'],
        [
          { enterpriseType: 'manufacturer', exports: Array(21).fill(row), inputTax: '0' },
          'input.rows_count',
          'exports',
        ],
        [
          { enterpriseType: 'manufacturer', exports: [{ ...row, hsCode: '8501.10' }], inputTax: '0' },
          'input.text_pattern',
          'exports.0.hsCode',
        ],
        [
          { enterpriseType: 'manufacturer', exports: [{ ...row, exportDate: '2026-02-30' }], inputTax: '0' },
          'input.date',
          'exports.0.exportDate',
        ],
        [
          { enterpriseType: 'manufacturer', exports: [{ ...row, taxRate: '101' }], inputTax: '0' },
          'input.decimal_max',
          'exports.0.taxRate',
        ],
        [
          { enterpriseType: 'manufacturer', exports: [{ ...row, fobAmount: '1.005' }], inputTax: '0' },
          'input.decimal_places',
          'exports.0.fobAmount',
        ],
        [
          { enterpriseType: 'manufacturer', exports: [{ ...row, refundRate: '15' }], inputTax: '0' },
          'tuishui.refund_above_tax',
          'exports.0.refundRate',
        ],
        [
          { enterpriseType: 'manufacturer', exports: [{ ...row, fobAmount: undefined }], inputTax: '0' },
          'input.required',
          'exports.0.fobAmount',
        ],
        [
          {
            enterpriseType: 'manufacturer',
            exports: [row, { ...row, refundRate: '13' }],
            inputTax: '0',
            dutyFreeMaterials: '10',
          },
          'tuishui.materials_rates_differ',
          'dutyFreeMaterials',
        ],
        [{ enterpriseType: 'manufacturer', exports: [row], inputTax: '-1' }, 'input.decimal_min', 'inputTax'],
      ];
      for (const [inputs, code, path] of cases)
        assertErrorAnswer((await compute('tuishui', inputs)).response, 400, code, path);
    });

    it('gives every issue of the calculation in one answer', async () => {
      const { body } = await compute('tuishui', {
        enterpriseType: 'manufacturer',
        exports: [
          { ...row, refundRate: '14' },
          { ...row, fobAmount: undefined },
        ],
      });
      assert.deepEqual(
        body.issues.map((i: Answer) => `${i.path} ${i.code}`),
        ['exports.0.refundRate tuishui.refund_above_tax', 'exports.1.fobAmount input.required'],
      );
    });
  });

  it('writes its sentences in the four languages, figures unchanged', async () => {
    const inputs = manufacturer([cnyRow('2000000', '13', '11')], {
      outputTax: '130000',
      inputTax: '260000',
      carriedCredit: '30000',
    });
    const sentences = new Set<string>();
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      const { body } = await compute('tuishui', inputs, lang);
      sentences.add(body.steps[3].message);
      assert.equal(valuesOf(body).refund, '120000.00');
    }
    assert.equal(sentences.size, 4);
  });

  it('any rows give 200 or a 400, never a 5xx, and only decimal figures', async () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`);
    const rates = fc
      .tuple(fc.integer({ min: 0, max: 17 }), fc.integer({ min: 0, max: 17 }))
      .map(([a, b]) => [String(Math.max(a, b)), String(Math.min(a, b))]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('trading', 'manufacturer'),
        fc.array(
          fc.record({
            amount,
            rates,
            currency: fc.constantFrom('CNY', 'USD', 'JPY', 'EUR', 'MYR'),
            day: fc.integer({ min: 1, max: 31 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.record({ outputTax: amount, inputTax: amount, carriedCredit: amount }, { requiredKeys: ['inputTax'] }),
        fc.option(amount, { nil: undefined }),
        async (enterpriseType, rows, taxes, declaredEndCredit) => {
          const exportRows = rows.map(({ amount: value, rates: [taxRate, refundRate], currency, day }) => ({
            exportDate: `2026-07-${String(day).padStart(2, '0')}`,
            taxRate,
            refundRate,
            ...(enterpriseType === 'trading' ? { invoiceAmount: value } : { fobAmount: value, currency }),
          }));
          const { response, body } = await compute('tuishui', {
            enterpriseType,
            exports: exportRows,
            ...taxes,
            ...(declaredEndCredit ? { declaredEndCredit } : {}),
          });
          assert.equal(response.statusCode, 200, response.body);
          assertDecimalFigures(body);
          const figures = valuesOf(body);
          assert.ok(Number(figures.refund) >= 0);
          if (enterpriseType === 'manufacturer')
            assert.ok(
              Number(figures.refund) <= Number(figures.exemption) &&
                Number(figures.refund) <= Number(figures.endCredit),
            );
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('tuishui with a refund library (TEST FIXTURE library, chapter 99)', () => {
  let app: FastifyInstance;
  let compute: ReturnType<typeof toolCaller>;
  before(async () => {
    app = await testApp({
      routes: toolRoutes(TOOLS, await lookupLibraryStore(), 'https://site.test'),
      env: { RATE_LIMIT_BURST: '100000' },
    });
    compute = toolCaller(app);
  });
  after(() => app.close());

  const coded = (hsCode: string, taxRate: string, refundRate: string, exportDate = '2026-03-02') =>
    compute('tuishui', {
      enterpriseType: 'trading',
      exports: [{ hsCode, exportDate, taxRate, refundRate, invoiceAmount: '1000' }],
    });

  it('warns when the caller’s rates differ from the library’s on the export date, and still uses the caller’s', async () => {
    // 9901010010: refund 9 % from 2026-01-01 (13 % in 2025), levy rates 9 and 13.
    const differs = await coded('9901010010', '16', '13');
    assert.deepEqual(
      differs.body.warnings.map((w: Answer) => w.code),
      ['tuishui.refund_rate_differs', 'tuishui.tax_rate_differs'],
    );
    assert.deepEqual(differs.body.warnings[0].values.library, { kind: 'ratio', value: '0.09' });
    assert.deepEqual(differs.body.warnings[0].values.given, { kind: 'ratio', value: '0.13' });
    assert.equal(valuesOf(differs.body).refund, '130.00', 'the caller’s 13 % was used');
    assert.deepEqual(
      differs.body.provenance.datasets.map((d: Answer) => d.id),
      ['refund-rates'],
    );
    const agrees = await coded('9901010010', '13', '13', '2025-06-02');
    assert.deepEqual(agrees.body.warnings, []);
  });

  it('warns, without resolving, where the library has a choice, only finer codes, nothing in force, or no such code', async () => {
    assert.deepEqual(
      (await coded('9901040010', '13', '13')).body.warnings.map((w: Answer) => w.code),
      ['tuishui.code_choose'],
    );
    assert.deepEqual(
      (await coded('9901030010', '13', '13')).body.warnings.map((w: Answer) => w.code),
      ['tuishui.code_narrower'],
    );
    assert.deepEqual(
      (await coded('9901050010', '13', '13')).body.warnings.map((w: Answer) => w.code),
      ['tuishui.code_not_listed'],
    );
    assert.deepEqual(
      (await coded('9909090909', '13', '13')).body.warnings.map((w: Answer) => w.code),
      ['tuishui.code_not_found'],
    );
  });
});

describe('tuishui without a refund library', () => {
  it('notes that the customs codes were not checked', async () => {
    const app = await serviceApp();
    const { body } = await toolCaller(app)('tuishui', {
      enterpriseType: 'trading',
      exports: [
        { hsCode: '85011010', exportDate: '2026-08-03', taxRate: '13', refundRate: '9', invoiceAmount: '1000' },
      ],
    });
    assert.deepEqual(
      body.warnings.map((w: Answer) => [w.code, w.level]),
      [['tuishui.code_unchecked', 'note']],
    );
    await app.close();
  });
});
