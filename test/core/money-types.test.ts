/**
 * Money knows its currency at compile time (npm test type-checks this file first): each
 * `@ts-expect-error` below must stay an error, or the type check fails. At run time the test
 * checks the arithmetic.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec, toPlain } from '../../src/core/decimal.js';
import {
  Money,
  amountOf,
  isAbove,
  larger,
  minus,
  plus,
  smaller,
  times,
  timesToCents,
  total,
} from '../../src/core/money.js';
import { cny as cnyFigure, percentOf } from '../../src/tools/kit/cny-figures.js';
import { currentParity, toCny } from '../../src/tools/kit/parity.js';
import { shippedReader } from '../helpers/shipped-reader.js';

const cny = new Money<'CNY'>(dec('100.25'));
const quote = new Money<'quote'>(dec('14.10'));

/** Mixing currencies (checked by the compiler; never run). */
export function typeChecks(parity: Parameters<typeof toCny>[1]): unknown[] {
  return [
    plus(cny, cny),
    // @ts-expect-error a quote-currency amount added to a CNY one
    plus(cny, quote),
    // @ts-expect-error nor the other way round
    minus(quote, cny),
    // @ts-expect-error a CNY amount is not a quote-currency amount
    ((amount: Money<'quote'>) => amount)(cny),
    // @ts-expect-error amounts of two currencies are not summed
    total<'CNY'>([cny, quote]),
    // @ts-expect-error nor compared
    isAbove(cny, quote),
    // @ts-expect-error nor the larger taken
    larger(quote, cny),
    // @ts-expect-error a foreign amount is not a CNY figure until crossed at a rate (toCny)
    cnyFigure(new Money<'foreign'>(dec('5'))),
    // @ts-expect-error a CNY amount is not converted into CNY again
    toCny(cny, parity),
    // @ts-expect-error a percent of a foreign amount is not CNY
    percentOf(new Money<'foreign'>(dec('5')), dec('13')),
    // @ts-expect-error a bare decimal is not money: it says no currency
    cnyFigure(dec('5')),
  ];
}

describe('money in its currency', () => {
  it('adds, subtracts and multiplies to the cent', () => {
    assert.equal(toPlain(amountOf(plus(cny, new Money<'CNY'>(dec('0.75'))))), '101');
    assert.equal(toPlain(amountOf(minus(quote, new Money<'quote'>(dec('4.1'))))), '10');
    // 100.25 × 0.13 = 13.0325 → 13.03 (half-up to the cent)
    assert.equal(toPlain(amountOf(timesToCents(cny, dec('0.13')))), '13.03');
    assert.equal(toPlain(amountOf(times(cny, dec('12')))), '1203');
    assert.equal(toPlain(amountOf(total([cny, cny, new Money<'CNY'>(dec('-0.5'))]))), '200');
    assert.equal(toPlain(amountOf(total<'CNY'>([]))), '0');
    const less = new Money<'CNY'>(dec('3'));
    assert.equal(larger(cny, less), cny);
    assert.equal(smaller(cny, less), less);
    assert.equal(isAbove(cny, less), true);
    assert.equal(isAbove(less, less), false);
  });

  it('crosses into CNY once, at the parity, to the fen', () => {
    // 10,000 USD at USD/CNY 7.0865 (per 1) = 70,865.00 CNY; 10,000 JPY at 100 JPY/CNY 4.6161 = 461.61;
    // 1,000 MYR at CNY/MYR 0.59421 (1 CNY = 0.59421 MYR) = 1,682.91 CNY (1000 ÷ 0.59421 = 1682.9067…).
    const anyParity = currentParity(shippedReader(), 'USD', 'currency');
    const at = (base: string, quote: string, value: string, per = '1') => ({
      ...anyParity,
      base,
      quote,
      value: dec(value),
      per: dec(per),
    });
    assert.equal(toPlain(amountOf(toCny(new Money<'foreign'>(dec('10000')), at('USD', 'CNY', '7.0865')))), '70865');
    assert.equal(
      toPlain(amountOf(toCny(new Money<'foreign'>(dec('10000')), at('JPY', 'CNY', '4.6161', '100')))),
      '461.61',
    );
    assert.equal(toPlain(amountOf(toCny(new Money<'foreign'>(dec('1000')), at('CNY', 'MYR', '0.59421')))), '1682.91');
  });
});
