/**
 * Money knows its currency at compile time (npm test type-checks this file first): each
 * `@ts-expect-error` below must stay an error, or the type check fails. At run time the test
 * checks the arithmetic.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dec, toPlain } from '../../src/core/decimal.js';
import { Money, amountOf, minus, plus, timesToCents } from '../../src/core/money.js';

const cny = new Money<'CNY'>(dec('100.25'));
const quote = new Money<'quote'>(dec('14.10'));

/** Mixing currencies (checked by the compiler; never run). */
export function typeChecks(): unknown[] {
  return [
    plus(cny, cny),
    // @ts-expect-error a quote-currency amount added to a CNY one
    plus(cny, quote),
    // @ts-expect-error nor the other way round
    minus(quote, cny),
    // @ts-expect-error a CNY amount is not a quote-currency amount
    ((amount: Money<'quote'>) => amount)(cny),
  ];
}

describe('money in its currency', () => {
  it('adds, subtracts and multiplies to the cent', () => {
    assert.equal(toPlain(amountOf(plus(cny, new Money<'CNY'>(dec('0.75'))))), '101');
    assert.equal(toPlain(amountOf(minus(quote, new Money<'quote'>(dec('4.1'))))), '10');
    // 100.25 × 0.13 = 13.0325 → 13.03 (half-up to the cent)
    assert.equal(toPlain(amountOf(timesToCents(cny, dec('0.13')))), '13.03');
  });
});
