/**
 * fx-cost's pure compute over the shipped central parity. The worked case: USD 10,000 received
 * twelve times a year; the bank keeps 0.5 %, an alternative 0.3 % and CNY 15 a receipt. Each
 * receipt is converted at the midpoint and each fee rounded to the fen half-up before it is
 * counted twelve times, so the yearly figures are exact sums of the figures the steps show.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { add, dec, mul, padTo, roundTo, sub } from '../../core/decimal.js';
import { currentParity, toCny } from '../kit/parity.js';
import { figureValue } from '../../../test/helpers/figure-value.js';
import { shippedReader } from '../../../test/helpers/shipped-reader.js';
import { computeFxCost } from './compute.js';
import type { FxCostInputs } from './inputs.js';
import { Money, amountOf } from '../../core/money.js';

const inputs = (extra: Partial<FxCostInputs>): FxCostInputs => ({
  receipts: [{ amount: dec('10000'), currency: 'USD', perYear: 12 }],
  bankFee: dec('0.5'),
  useB: false,
  nameB: undefined,
  feePercentB: undefined,
  feePerReceiptB: undefined,
  useC: false,
  nameC: undefined,
  feePercentC: undefined,
  feePerReceiptC: undefined,
  ...extra,
});

describe('fx-cost compute', () => {
  const data = shippedReader();
  const receipt = amountOf(toCny(new Money<'foreign'>(dec('10000')), currentParity(data, 'USD', 'currency')));
  const fee = (percent: string, perReceipt = '0') =>
    add(roundTo(mul(receipt, mul(dec(percent), dec('0.01'))), 2, 'half-up'), dec(perReceipt));

  it('charges each receipt to the fen, then counts it twelve times', () => {
    const { outputs } = computeFxCost(
      inputs({ useB: true, nameB: 'PayCo', feePercentB: dec('0.3'), feePerReceiptB: dec('15') }),
      data,
    );
    const annual = mul(receipt, dec('12'));
    assert.equal(figureValue(outputs.annualMidpoint), padTo(annual, 2));
    assert.equal(figureValue(outputs.feesBank), padTo(mul(fee('0.5'), dec('12')), 2));
    assert.equal(figureValue(outputs.feesB), padTo(mul(fee('0.3', '15'), dec('12')), 2));
    assert.equal(figureValue(outputs.annualB), padTo(sub(annual, mul(fee('0.3', '15'), dec('12'))), 2));
    assert.equal(figureValue(outputs.best), 'B');
  });

  it('warns when the bank fee is not given, and notes an alternative described but not used', () => {
    const { warnings } = computeFxCost(inputs({ bankFee: undefined, feePercentB: dec('0.3') }), data);
    assert.deepEqual(warnings.map((warning) => warning.code).sort(), [
      'fx-cost.bank_fee_missing',
      'fx-cost.choice_unused',
    ]);
  });
});
