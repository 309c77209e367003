/**
 * Thousands separators in sentences (issue 16): people read 82,688.00 CNY, never 82688.00 CNY,
 * in each of the four languages; the figures on the wire keep their plain digits.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { figureText, grouped, readable } from '../../src/i18n/figure-text.js';
import { dec } from '../../src/core/decimal.js';
import { count, money, quantity, rate, ratio } from '../../src/core/figures.js';

describe('grouped digits', () => {
  it('puts a comma between the thousands of the whole part only', () => {
    const cases: Array<[string, string]> = [
      ['0', '0'],
      ['999', '999'],
      ['1750', '1,750'],
      ['82688.00', '82,688.00'],
      ['1234567.891011', '1,234,567.891011'],
      ['-1234.5', '-1,234.5'],
      ['-999.99', '-999.99'],
      ['100000', '100,000'],
      ['0.00012345', '0.00012345'],
    ];
    for (const [plain, written] of cases) assert.equal(grouped(plain), written, plain);
  });

  it('takes nothing away: removing the commas gives the digits back', () => {
    const decimalText = fc.tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.option(fc.stringMatching(/^[0-9]{1,8}$/)),
    );
    fc.assert(
      fc.property(decimalText, ([negative, whole, fraction]) => {
        const text = `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`;
        const written = grouped(text);
        assert.equal(written.replaceAll(',', ''), text);
        const wholePart = written.replace(/^-/, '').split('.')[0] ?? '';
        assert.match(wholePart, /^[0-9]{1,3}(,[0-9]{3})*$/);
      }),
    );
  });

  it('groups money, quantities, counts and rates in every language, but not a figure marked grouping false', () => {
    for (const lang of ['zh-CN', 'en', 'ja', 'ko'] as const) {
      assert.equal(figureText(money(dec('82688'), 'CNY', 2), lang), '82,688.00 CNY');
      assert.equal(figureText(quantity(dec('15000'), 'kg'), lang), '15,000 kg');
      assert.equal(figureText(count(dec('1000')), lang), '1,000');
      assert.equal(figureText(rate(dec('1450.5'), 'USD', 'KRW', dec('1')), lang), '1 USD = 1,450.5 KRW');
      assert.equal(figureText(quantity(dec('6000'), 'cm3/kg', { grouping: false }), lang), '6000 cm3/kg');
    }
  });
});

describe('figures cut short for reading (issue 32)', () => {
  it('keeps three decimals, or four significant digits, and marks the cut with "…"', () => {
    const cases: Array<[string, string]> = [
      ['17.324839053958644', '17.324…'],
      ['33.234936', '33.234…'],
      ['0.096', '0.096'],
      ['0.0254', '0.0254'],
      ['0.45359237', '0.4535…'],
      ['0.01138176', '0.01138…'],
      ['0.000012345', '0.00001234…'],
      ['-42.1655', '-42.165…'],
      ['12.125', '12.125'],
      ['6000', '6000'],
    ];
    for (const [plain, written] of cases) assert.equal(readable(plain), written, plain);
  });

  it('writes a long quantity and percent in a sentence cut, a quantity with fixed places and money whole', () => {
    assert.equal(figureText(quantity(dec('17.324839053958644'), 'rt'), 'en'), '17.324… rt');
    assert.equal(figureText(ratio(dec('0.123456789')), 'en'), '12.345…%');
    assert.equal(figureText(quantity(dec('1.5'), 'kg', { places: 4 }), 'en'), '1.5000 kg');
    assert.equal(figureText(money(dec('14.162134'), 'USD'), 'en'), '14.162134 USD');
  });

  it('only ever cuts: the written digits are the start of the exact ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 10 ** 9 }), (whole, fraction) => {
        const plain = `${whole}.${String(fraction).padStart(9, '0')}`;
        const written = readable(plain);
        assert.ok(plain.startsWith(written.replace('…', '')), `${plain} → ${written}`);
      }),
    );
  });
});
