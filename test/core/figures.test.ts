/** The typed figures of §2.1: decimal strings, places padded never rounded, counts whole. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec } from '../../src/core/decimal.js';
import { code, count, date, money, quantity, rate, ratio } from '../../src/core/figures.js';

describe('typed figures', () => {
  it('build every kind with strings for numbers', () => {
    assert.deepEqual(quantity(dec('0.0576'), 'm3'), { kind: 'quantity', value: '0.0576', unit: 'm3' });
    assert.deepEqual(quantity(dec('6000'), 'cm3', { grouping: false }), {
      kind: 'quantity',
      value: '6000',
      unit: 'cm3',
      grouping: false,
    });
    assert.deepEqual(money(dec('1300.00'), 'CNY', 2), { kind: 'money', amount: '1300.00', currency: 'CNY' });
    assert.deepEqual(money(dec('1300.5'), 'USD'), { kind: 'money', amount: '1300.5', currency: 'USD' });
    assert.throws(() => money(dec('0.125'), 'CNY', 2), /round it first/);
    assert.deepEqual(ratio(dec('0.13')), { kind: 'ratio', value: '0.13' });
    assert.deepEqual(rate(dec('4.4367'), 'JPY', 'CNY', dec('100')), {
      kind: 'rate',
      value: '4.4367',
      base: 'JPY',
      quote: 'CNY',
      per: '100',
    });
    assert.deepEqual(count(3n), { kind: 'count', value: '3' });
    assert.deepEqual(code('volume'), { kind: 'code', value: 'volume' });
    assert.deepEqual(date('2026-09-04'), { kind: 'date', value: '2026-09-04' });
  });

  it('pads a quantity to its places and refuses to round it', () => {
    assert.deepEqual(quantity(dec('1.5'), 'm3', { places: 4 }), {
      kind: 'quantity',
      value: '1.5000',
      unit: 'm3',
      places: 4,
    });
    assert.throws(() => quantity(dec('1.23456'), 'm3', { places: 4 }));
  });

  it('refuses a count that is not a whole number and a malformed date', () => {
    assert.throws(() => count(dec('1.5')));
    assert.throws(() => count(dec('-1')));
    assert.throws(() => date('2026-9-4'));
  });
});
