/**
 * tuishui's pure compute on the published textbook cases (the figures carry over from the HTTP
 * tests, test/http/tuishui.test.ts, which cite them):
 * - 注册会计师《税法》教材例题 (levy 13 %, refund 11 %): exports 200万 CNY, output VAT 13万, input
 *   VAT 26万, 3万 brought forward: 不得免征和抵扣 4万, 应纳税额 −12万, 免抵退税额 22万, 应退 12万,
 *   免抵 10万.
 * - 税务师题库 (levy 17 %, refund 13 %), with 100万 duty-free materials: 应退 13万, 结转 6万.
 * - A trading company (免退税): refund = invoice amount × refund rate, per row, to the fen.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec } from '../../core/decimal.js';

import { figureValue } from '../../../test/helpers/figure-value.js';
import { shippedReader } from '../../../test/helpers/shipped-reader.js';
import { computeTuishui } from './compute.js';
import type { ExportInput, TuishuiInputs } from './inputs.js';
import { Refusal } from '../../core/issues.js';
import type { TuishuiOutputs } from './outputs.js';

const row = (taxRate: string, refundRate: string, amounts: Partial<ExportInput>): ExportInput => ({
  hsCode: undefined,
  exportDate: '2019-05-15',
  taxRate: dec(taxRate),
  refundRate: dec(refundRate),
  invoiceAmount: undefined,
  invoiceAmountWithTax: undefined,
  fobAmount: undefined,
  currency: 'CNY',
  rate: undefined,
  ratePer: '1',
  ...amounts,
});
const inputs = (exports: ExportInput[], extra: Partial<TuishuiInputs>): TuishuiInputs => ({
  enterpriseType: 'manufacturer',
  mode: 'export-day',
  exports,
  outputTax: undefined,
  inputTax: undefined,
  carriedCredit: undefined,
  declaredEndCredit: undefined,
  dutyFreeMaterials: undefined,
  ...extra,
});
const figures = (answer: ReturnType<typeof computeTuishui>, names: Array<keyof TuishuiOutputs>) =>
  names.map((name) => figureValue(answer.outputs[name]));

describe('tuishui compute', () => {
  const data = shippedReader();

  it('refunds the end credit when it is below the exemption amount (CPA textbook)', () => {
    const answer = computeTuishui(
      inputs([row('13', '11', { fobAmount: dec('2000000') })], {
        outputTax: dec('130000'),
        inputTax: dec('260000'),
        carriedCredit: dec('30000'),
      }),
      data,
    );
    assert.deepEqual(figures(answer, ['nonCreditable', 'taxPayable', 'exemption', 'refund', 'exempted']), [
      '40000.00',
      '-120000.00',
      '220000.00',
      '120000.00',
      '100000.00',
    ]);
  });

  it('refunds the exemption amount and carries the rest when the credit is above it (CTA question)', () => {
    const answer = computeTuishui(
      inputs([row('17', '13', { fobAmount: dec('2000000') })], {
        outputTax: dec('170000'),
        inputTax: dec('340000'),
        carriedCredit: dec('60000'),
        dutyFreeMaterials: dec('1000000'),
      }),
      data,
    );
    assert.deepEqual(figures(answer, ['nonCreditable', 'taxPayable', 'exemption', 'refund', 'carriedForward']), [
      '40000.00',
      '-190000.00',
      '130000.00',
      '130000.00',
      '60000.00',
    ]);
  });

  it('refunds a trading company row by row', () => {
    const answer = computeTuishui(
      inputs([row('13', '9', { invoiceAmount: dec('100000') }), row('13', '13', { invoiceAmount: dec('0.50') })], {
        enterpriseType: 'trading',
      }),
      data,
    );
    assert.deepEqual(figures(answer, ['refund', 'inputVat', 'costAddition']), ['9000.07', '13000.07', '4000.00']);
  });

  it('refuses a refund rate above the levy rate and a row without its amount, together', () => {
    assert.throws(
      () => computeTuishui(inputs([row('9', '13', { fobAmount: dec('1') }), row('13', '9', {})], {}), data),
      (error: unknown) =>
        error instanceof Refusal &&
        error.issues.map((i) => i.path).join() === 'exports.0.refundRate,exports.1.fobAmount',
    );
  });
});
