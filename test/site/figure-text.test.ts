/**
 * The one number format of the site's pages (issue 43): every figure a person reads grouped by
 * thousands, a ratio as a percent moved exactly from its decimal, m³ for m3, and a step's sentence
 * written with the whole figure where the API's sentence cuts it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec, divideExact } from '../../src/core/decimal.js';
import { count, money, quantity, rate, ratio } from '../../src/core/figures.js';
import { LANGUAGES } from '../../src/i18n/languages.js';
import { figureText, pageSentence } from '../../src/site/figure-text.js';

describe('figures on a page', () => {
  it('writes a ratio as a percent, exactly, in every language', () => {
    const cases: Array<[string, string]> = [
      ['-0.0042', '-0.42\u00a0%'],
      ['0.15', '15\u00a0%'],
      ['0.8802', '88.02\u00a0%'],
      ['0.0015', '0.15\u00a0%'],
      ['0.0995', '9.95\u00a0%'],
      ['12.5', '1,250\u00a0%'],
      ['0.123456789012345678901', '12.3456789012345678901\u00a0%'],
    ];
    for (const lang of LANGUAGES)
      for (const [value, shown] of cases) assert.equal(figureText(ratio(dec(value)), lang), shown, `${lang} ${value}`);
  });

  it('moves the point and nothing else: the digits of a percent are those of the ratio', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 8 }),
        (units, places) => {
          const text = units.toString();
          const negative = text.startsWith('-');
          const digits = text.replace('-', '').padStart(places + 1, '0');
          const value = `${negative ? '-' : ''}${digits.slice(0, digits.length - places)}${places > 0 ? `.${digits.slice(-places)}` : ''}`;
          const shown = figureText(ratio(dec(value)), 'zh-CN');
          assert.match(shown, /\u00a0%$/);
          // The percent × 1/100, read back as a decimal, is the ratio.
          const back = divideExact(dec(shown.replace('\u00a0%', '').replaceAll(',', '')), dec('100'));
          assert.ok(back?.eq(dec(value)), `${value} → ${shown}`);
        },
      ),
    );
  });

  it('groups money, quantities, counts and rates, and raises the power of m3', () => {
    assert.equal(figureText(money(dec('16570'), 'USD', 2), 'zh-CN'), '16,570.00 USD');
    assert.equal(figureText(quantity(dec('11.9625'), 'm3'), 'zh-CN'), '11.9625 m³');
    assert.equal(figureText(quantity(dec('76.343664'), 'm3'), 'en'), '76.343664 m³');
    assert.equal(figureText(quantity(dec('6000'), 'cm3/kg', { grouping: false }), 'en'), '6000 cm³/kg');
    assert.equal(figureText(count(dec('1500')), 'ko'), '1,500');
    assert.equal(figureText(rate(dec('1450.5'), 'USD', 'KRW', dec('1')), 'ja'), '1 USD = 1,450.5 KRW');
  });

  it('writes a step with the whole figure its output shows, where the API’s sentence cuts it', () => {
    const step = {
      id: 'container-load.estimate',
      values: {
        type: { kind: 'code', value: '40HQ' } as const,
        usable: quantity(dec('76.343664'), 'm3'),
        cartonVolume: quantity(dec('0.096'), 'm3'),
        estimate: count(dec('795')),
      },
      message:
        '40HQ快速估算（教材算法）：可用容积 76.343… m3 ÷ 单箱体积 0.096 m3 = 795 箱，未考虑纸箱能否摆下，只是上限。',
    };
    const written = pageSentence(step, 'zh-CN');
    assert.match(written, /76\.343664 m³ ÷ 单箱体积 0\.096 m³ = 795 箱/);
    assert.doesNotMatch(written, /…|m3/);
    // A sentence whose key is not the catalogue's is the API's.
    assert.equal(pageSentence({ id: 'other.step', values: {}, message: 'As sent.' }, 'en'), 'As sent.');
  });
});
