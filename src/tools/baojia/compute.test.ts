/**
 * baojia's pure compute on the textbook case the HTTP tests cite (计算题 报价FOB CFR CIF, 货号 1):
 * 544 sets bought at CNY 152 (17 % VAT, 9 % refund), CNY 3,750 of domestic costs for the
 * container, USD 1,750 of freight, 8.03 CNY per USD, 10 % profit on the quote. By hand on the
 * totals: refund 82,688/1.17 × 9 % = 6,360.62; cost 80,077.38; FOB 80,077.38/0.9/8.03/544 =
 * 20.3682; CFR (80,077.38/8.03 + 1,750)/0.9/544 = 23.9426.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec, sub, toPlain } from '../../core/decimal.js';

import { compileDeclaredBodyReader } from '../kit/input-reader.js';
import { figureValue } from '../../../test/helpers/figure-value.js';
import { shippedReader } from '../../../test/helpers/shipped-reader.js';
import { computeBaojia } from './compute.js';
import { BAOJIA_INPUTS } from './inputs.js';
import { Refusal } from '../../core/issues.js';

// Inputs as a client writes them, read by the tool's own reader (the defaults filled in).
const read = compileDeclaredBodyReader(BAOJIA_INPUTS);
const CONTAINER_544 = {
  price: '152',
  quantity: '544',
  unit: 'set',
  taxRate: '17',
  refundRate: '9',
  domestic: '3750',
  domesticBasis: 'container',
  fxRate: '8.03',
  freight: '1750',
  margin: '10',
};
const quote = (inputs: Record<string, string>) => computeBaojia(read(inputs).values, shippedReader());

describe('baojia compute', () => {
  it('quotes FOB and CFR on the textbook case', () => {
    const { outputs } = quote(CONTAINER_544);
    assert.deepEqual(
      ['refundTotal', 'costTotal', 'priceFob', 'totalFob', 'priceCfr', 'totalCfr', 'breakEvenFob'].map((name) =>
        figureValue(outputs[name]),
      ),
      ['6360.62', '80077.38', '20.3682', '11080.30', '23.9426', '13024.77', '18.3314'],
    );
  });

  it('turns a quoted price back into its profit (reverse): the FOB quote gives the 10 % back', () => {
    const { outputs } = quote({ ...CONTAINER_544, mode: 'reverse', term: 'FOB', quotedPrice: '20.3682', margin: '0' });
    assert.equal(figureValue(outputs.marginFob), '0.1');
  });

  it('refuses CFR without freight and a refund above the VAT rate, together', () => {
    assert.throws(
      () => quote({ ...CONTAINER_544, freight: '', term: 'CFR', refundRate: '18' }),
      (error: unknown) => error instanceof Refusal && error.issues.map((i) => i.path).join() === 'refundRate,freight',
    );
  });

  it('loses what the shown figures say: 40,154.02 − 80,077.38 = −39,923.36, not the exact −39,923.365 rounded away', () => {
    // 9.1921 × 544 = 5,000.50 USD; × 8.03 = 40,154.015 CNY, shown 40,154.02.
    const { outputs } = quote({ ...CONTAINER_544, mode: 'reverse', term: 'FOB', quotedPrice: '9.1921' });
    assert.deepEqual(
      ['totalFob', 'netIncomeFob', 'profitFob'].map((name) => figureValue(outputs[name])),
      ['5000.50', '40154.02', '-39923.36'],
    );
  });

  it('gives a profit equal to the net income in CNY less the cost total, as both are shown, for any reverse quote', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.constantFrom('FOB', 'CFR', 'CIF'),
        fc.integer({ min: 60_000, max: 90_000 }),
        (cents, term, rate) => {
          const quotedPrice = (cents / 10_000).toFixed(4);
          const fxRate = (rate / 10_000).toFixed(4);
          const inputs = { ...CONTAINER_544, mode: 'reverse', term, quotedPrice, fxRate, insuranceRate: '0.5' };
          const { outputs } = quote(inputs);
          const suffix = term[0] + term.slice(1).toLowerCase();
          const net = dec(figureValue(outputs[`netIncome${suffix}`]));
          const shown = sub(net, dec(figureValue(outputs.costTotal)));
          const profit = figureValue(outputs[`profit${suffix}`]);
          assert.ok(dec(profit).eq(shown), `${profit} ≠ ${toPlain(shown)}: ${JSON.stringify(inputs)}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
