/**
 * fx-convert's pure compute over the shipped central parity (published by CFETS, 中国外汇交易中心,
 * on the PBOC's authority). Each CNY figure is the amount times the published rate, per the
 * published unit, rounded once to the fen half-up; the expected figures below are worked from the
 * published row itself, so the test holds whichever version is current.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec, divide, mul, padTo, sub } from '../../core/decimal.js';

import { currentParity } from '../kit/parity.js';
import { figureValue } from '../../../test/helpers/figure-value.js';
import { shippedReader } from '../../../test/helpers/shipped-reader.js';
import { computeFxConvert } from './compute.js';
import type { FxConvertInputs } from './inputs.js';
import { Refusal } from '../../core/issues.js';

const inputs = (extra: Partial<FxConvertInputs>): FxConvertInputs => ({
  currency: 'USD',
  amount: undefined,
  bankRate: undefined,
  keptRate: undefined,
  keptMidpoint: undefined,
  keptOn: undefined,
  ...extra,
});
const fen = (text: string) => padTo(dec(text), 2);

describe('fx-convert compute', () => {
  const data = shippedReader();
  const usd = currentParity(data, 'USD', 'currency');

  it('converts USD 10,000 at the published midpoint and at a bank rate of 6.7650', () => {
    const { outputs, steps } = computeFxConvert(inputs({ amount: dec('10000'), bankRate: dec('6.7650') }), data);
    const atMidpoint = divide(mul(dec('10000'), usd.value), usd.per, 2, 'half-up');
    assert.equal(figureValue(outputs.midpoint), usd.publishedValue);
    assert.equal(figureValue(outputs.atMidpoint), padTo(atMidpoint, 2));
    assert.equal(figureValue(outputs.atBank), fen('67650'));
    assert.equal(figureValue(outputs.difference), padTo(sub(atMidpoint, dec('67650')), 2));
    assert.deepEqual(
      steps.map((step) => step.id),
      ['fx-convert.midpoint', 'fx-convert.at_midpoint', 'fx-convert.bank_gap', 'fx-convert.at_bank'],
    );
  });

  it('reads JPY per 100 as published, never inverted', () => {
    const jpy = currentParity(data, 'JPY', 'currency');
    const { outputs } = computeFxConvert(inputs({ currency: 'JPY', amount: dec('100000') }), data);
    assert.equal(
      figureValue(outputs.atMidpoint),
      padTo(divide(mul(dec('100000'), jpy.value), jpy.per, 2, 'half-up'), 2),
    );
  });

  it('warns when a bank rate is far from the midpoint, as one per 100 sent as per 1 would be', () => {
    const { warnings } = computeFxConvert(inputs({ bankRate: mul(usd.value, dec('100')) }), data);
    assert.deepEqual(
      warnings.map((warning) => warning.code),
      ['fx-convert.bank_rate_far'],
    );
  });

  it('refuses CNY itself', () => {
    assert.throws(
      () => computeFxConvert(inputs({ currency: 'CNY' }), data),
      (error: unknown) => error instanceof Refusal && error.issues[0]?.code === 'fx-convert.currency_cny',
    );
  });
});
