/**
 * Amounts in words (src/quote/amount-words.ts, docs/quote.md, Amounts in words): known values from
 * the written conventions, and every amount up to 10^15 read back from its words to the same
 * figure, in English and in Chinese capitals.
 *
 * Sources of the known values:
 * - Chinese capitals (中文大写金额): the People's Bank of China's rules for filling in bills and
 *   settlement vouchers (《正确填写票据和结算凭证的基本规定》), as quoted at
 *   https://www.uyuyao.com/zuoye/2994737 and http://m.ningxialong.com/c/0920101I952022_2.html:
 *   "¥1,409.50 应写成人民币壹仟肆佰零玖元伍角", "¥6,007.14 … 人民币陆仟零柒元壹角肆分",
 *   "¥1,680.32 … 人民币壹仟陆佰捌拾元零叁角贰分", "¥107,000.53 … 人民币壹拾万柒仟元零伍角叁分",
 *   "¥16,409.02 … 人民币壹万陆仟肆佰零玖元零贰分", "¥325.04 … 人民币叁佰贰拾伍元零肆分"; 整 after
 *   元, and after 角 optionally (written here, as in the 壹万肆仟壹佰陆拾贰元壹角整).
 * - English: "SAY … ONLY" with the currency first, as the forms of a draft's amount in words are
 *   given at http://m.hbrsks.net/yy/?id=824259 ("Say U.S. Dollars One Thousand and Five and Cent
 *   Thirty Only"), in the capitals and "AND CENTS" of the example.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec } from '../../src/core/decimal.js';
import { amountInWords } from '../../src/quote/amount-words.js';
import { chineseNumber } from '../../src/quote/amount-words-zh.js';

const CNY_EXAMPLES: Array<[string, string]> = [
  ['1409.50', '人民币壹仟肆佰零玖元伍角整'],
  ['6007.14', '人民币陆仟零柒元壹角肆分'],
  ['1680.32', '人民币壹仟陆佰捌拾元零叁角贰分'],
  ['107000.53', '人民币壹拾万柒仟元零伍角叁分'],
  ['16409.02', '人民币壹万陆仟肆佰零玖元零贰分'],
  ['325.04', '人民币叁佰贰拾伍元零肆分'],
  ['14162.10', '人民币壹万肆仟壹佰陆拾贰元壹角整'],
];

const ENGLISH_NUMBERS: Record<string, bigint> = {
  ZERO: 0n,
  ONE: 1n,
  TWO: 2n,
  THREE: 3n,
  FOUR: 4n,
  FIVE: 5n,
  SIX: 6n,
  SEVEN: 7n,
  EIGHT: 8n,
  NINE: 9n,
  TEN: 10n,
  ELEVEN: 11n,
  TWELVE: 12n,
  THIRTEEN: 13n,
  FOURTEEN: 14n,
  FIFTEEN: 15n,
  SIXTEEN: 16n,
  SEVENTEEN: 17n,
  EIGHTEEN: 18n,
  NINETEEN: 19n,
  TWENTY: 20n,
  THIRTY: 30n,
  FORTY: 40n,
  FIFTY: 50n,
  SIXTY: 60n,
  SEVENTY: 70n,
  EIGHTY: 80n,
  NINETY: 90n,
};
const SCALES: Record<string, bigint> = {
  THOUSAND: 10n ** 3n,
  MILLION: 10n ** 6n,
  BILLION: 10n ** 9n,
  TRILLION: 10n ** 12n,
  QUADRILLION: 10n ** 15n,
};

/** English words read back: units and tens add, HUNDRED multiplies, a scale closes a group. */
function readEnglish(words: string): bigint {
  let total = 0n;
  let group = 0n;
  for (const word of words.split(/[ -]/)) {
    if (word === 'HUNDRED') group *= 100n;
    else if (SCALES[word] !== undefined) {
      total += group * SCALES[word];
      group = 0n;
    } else if (ENGLISH_NUMBERS[word] !== undefined) group += ENGLISH_NUMBERS[word];
    else throw new Error(`not a number word: ${word}`);
  }
  return total + group;
}

/** "SAY US DOLLARS … AND CENTS … ONLY" read back to a figure in cents. */
function readEnglishAmount(text: string): bigint {
  const match = /^SAY US DOLLARS (.+?)(?: AND CENTS (.+))? ONLY$/.exec(text);
  if (!match) throw new Error(`not an amount in words: ${text}`);
  return readEnglish(match[1] ?? '') * 100n + (match[2] ? readEnglish(match[2]) : 0n);
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n };

/** Up to 9999 in capitals: a digit, then its place; 零 stands for zeros. */
function readGroup(text: string): bigint {
  let total = 0n;
  let digit = 0n;
  for (const character of text) {
    const place = PLACES[character];
    if (place !== undefined) {
      total += digit * place;
      digit = 0n;
    } else digit = BigInt(DIGITS.indexOf(character));
  }
  return total + digit;
}

/** Capitals read back, group by group from the largest (万亿, 亿, 万). */
function readChinese(text: string): bigint {
  for (const [unit, value] of [
    ['万亿', 10n ** 12n],
    ['亿', 10n ** 8n],
    ['万', 10n ** 4n],
  ] as const) {
    const at = text.indexOf(unit);
    if (at >= 0) return readGroup(text.slice(0, at)) * value + readChinese(text.slice(at + unit.length));
  }
  return readGroup(text);
}

/** "美元…元…角…分" read back to a figure in cents. */
function readChineseAmount(text: string): bigint {
  const match = /^美元(?:(.+)元)?(零)?(?:(.)角)?(?:(.)分)?(整)?$/.exec(text);
  if (!match) throw new Error(`not an amount in capitals: ${text}`);
  const jiao = match[3] ? BigInt(DIGITS.indexOf(match[3])) : 0n;
  const fen = match[4] ? BigInt(DIGITS.indexOf(match[4])) : 0n;
  return readChinese(match[1] ?? '零') * 100n + jiao * 10n + fen;
}

describe('amounts in words', () => {
  it('writes the People’s Bank of China’s own examples, and the issue’s, in capitals', () => {
    for (const [amount, words] of CNY_EXAMPLES)
      assert.equal(amountInWords(dec(amount), 'CNY', ['zh-CN'])['zh-CN'], words, amount);
  });

  it('writes the issue’s example in English as banks read it', () => {
    assert.equal(
      amountInWords(dec('14162.10'), 'USD', ['en']).en,
      'SAY US DOLLARS FOURTEEN THOUSAND ONE HUNDRED SIXTY-TWO AND CENTS TEN ONLY',
    );
    assert.equal(amountInWords(dec('14162.10'), 'USD', ['zh-CN'])['zh-CN'], '美元壹万肆仟壹佰陆拾贰元壹角整');
  });

  it('writes zero, cents alone, and the largest total a quote takes (10^15)', () => {
    const words = (amount: string, currency = 'CNY') => amountInWords(dec(amount), currency, ['zh-CN']);
    assert.deepEqual(words('0'), { amount: '0.00', en: 'SAY CHINESE YUAN ZERO ONLY', 'zh-CN': '人民币零元整' });
    assert.equal(words('0.5')['zh-CN'], '人民币伍角整');
    assert.equal(words('0.05')['zh-CN'], '人民币伍分');
    assert.equal(words('0.05', 'USD').en, 'SAY US DOLLARS ZERO AND CENTS FIVE ONLY');
    assert.deepEqual(words('1000000000000000', 'USD'), {
      amount: '1000000000000000.00',
      en: 'SAY US DOLLARS ONE QUADRILLION ONLY',
      'zh-CN': '美元壹仟万亿元整',
    });
    assert.equal(words('100700')['zh-CN'], '人民币壹拾万零柒佰元整');
    // 16 figures, past 2^53: read exactly (src/core/decimal.ts once read them through a double).
    assert.equal(words('90072261252578.69', 'USD').amount, '90072261252578.69');
    assert.equal(words('100000005')['zh-CN'], '人民币壹亿零伍元整');
  });

  it('says the amount to the currency’s minor unit, half-up, and names the figure it says', () => {
    assert.deepEqual(amountInWords(dec('410.925'), 'USD', []), {
      amount: '410.93',
      en: 'SAY US DOLLARS FOUR HUNDRED TEN AND CENTS NINETY-THREE ONLY',
    });
    assert.deepEqual(amountInWords(dec('100000.5'), 'JPY', ['zh-CN']), {
      amount: '100001',
      en: 'SAY JAPANESE YEN ONE HUNDRED THOUSAND ONE ONLY',
      'zh-CN': '日元壹拾万零壹元整',
    });
    // A currency without words of its own is named by its code.
    assert.equal(amountInWords(dec('12.3'), 'BRL', ['zh-CN']).en, 'SAY BRL TWELVE AND CENTS THIRTY ONLY');
  });

  it('reads back to the same figure in both languages, for every amount up to 10^15', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 17n });
    fc.assert(
      fc.property(cents, (value) => {
        const figure = `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
        const words = amountInWords(dec(figure), 'USD', ['zh-CN']);
        assert.equal(words.amount, figure);
        assert.equal(readEnglishAmount(words.en), value, words.en);
        const zh = words['zh-CN'] ?? '';
        assert.equal(readChineseAmount(zh), value, zh);
        // One 零 for a run of zeros, never before a unit of its own (零元 only for nothing at all).
        assert.doesNotMatch(zh, /零零|零[拾佰仟万亿角分]|(?<!^美元)零元/);
        assert.ok(zh.endsWith('分') !== zh.endsWith('整'), zh);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes whole numbers in capitals that read back, zeros included', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (value) => {
        assert.equal(readChinese(chineseNumber(value)), value);
      }),
      { numRuns: 2000 },
    );
    for (const [value, words] of [
      [10n, '壹拾'],
      [1010n, '壹仟零壹拾'],
      [10001n, '壹万零壹'],
      [1_0000_0000_0000n, '壹万亿'],
    ] as const)
      assert.equal(chineseNumber(value), words);
  });
});
