/**
 * Numbers as people type them (docs/tools/README.md, Reading inputs): spaces around them, 。 and ．
 * as the point, a % after a share, each read as its canonical text and listed in `normalized`;
 * what still cannot be read is refused with the part that could not be read.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec } from '../../src/core/decimal.js';
import { Refusal } from '../../src/core/issues.js';
import { bilingual } from '../../src/i18n/messages.js';
import { compileToolReader } from '../../src/tools/kit/input-reader.js';
import { readNumberText } from '../../src/tools/kit/number-text.js';
import { readerTool } from '../helpers/reader-tool.js';

const read = compileToolReader(
  readerTool([
    { name: 'amount', type: 'decimal', description: 'A plain decimal.' },
    { name: 'rate', type: 'decimal', min: '0', max: '100', share: 'percent', description: 'In percent.' },
    { name: 'part', type: 'decimal', min: '0', max: '1', share: 'ratio', description: 'A ratio.' },
    { name: 'count', type: 'integer', description: 'A whole number.' },
  ]),
);

/** The issues a body is refused with, as path, code and values. */
function refusalOf(inputs: Record<string, unknown>) {
  try {
    read({ inputs });
  } catch (error) {
    if (error instanceof Refusal) return error.issues.map(({ path, code, values }) => ({ path, code, values }));
    throw error;
  }
  assert.fail(`read: ${JSON.stringify(inputs)}`);
}

/** A canonical decimal text: no leading zeros, no trailing point, perhaps a minus. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.option(fc.stringMatching(/^[0-9]{1,6}$/)))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`)
  .filter((text) => text !== '-0' && !/^-0(\.0+)?$/.test(text));
/** What a paste or an input method puts around a number: spaces, tabs, line ends, no-break and ideographic spaces. */
const around = fc.stringMatching(/^[ \t\r\n\u00a0\u3000]{0,4}$/);
/** Any text, mostly of what numbers are typed with: digits, points, commas, signs, spaces in their forms, and any other character. */
const anyTyped = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'0123456789.,-+%％。｡．，－１２ \t\u3000e'),
      fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    ),
    { maxLength: 100 },
  )
  .map((characters) => characters.join(''));

describe('numbers as people type them', () => {
  it('reads spaces around a number as the number, and lists the rewrite', () => {
    fc.assert(
      fc.property(decimalText, around, around, (text, before, after) => {
        fc.pre(before + after !== '');
        const typed = `${before}${text}${after}`;
        const { values, normalized } = read({ inputs: { amount: typed } });
        assert.ok(dec(String(values.amount)).eq(dec(text)));
        assert.deepEqual(normalized, [{ path: 'amount', given: typed, used: text }]);
      }),
    );
  });

  it('reads 。 ｡ and ． as the decimal point', () => {
    fc.assert(
      fc.property(decimalText, fc.constantFrom('。', '｡', '．'), (text, point) => {
        fc.pre(text.includes('.'));
        const typed = text.replace('.', point);
        assert.deepEqual(read({ inputs: { amount: typed } }).normalized, [
          { path: 'amount', given: typed, used: text },
        ]);
      }),
    );
    assert.deepEqual(read({ inputs: { amount: '7。1' } }).normalized, [{ path: 'amount', given: '7。1', used: '7.1' }]);
  });

  it('reads a % after a percent input as the percent it is, 13% as 13', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10000 }),
        fc.constantFrom('%', '％'),
        around,
        around,
        (hundredths, sign, gap, after) => {
          const text = String(hundredths / 100);
          const typed = `${text}${gap}${sign}${after}`;
          const { values, normalized } = read({ inputs: { rate: typed } });
          assert.equal(String(values.rate), text);
          assert.deepEqual(normalized, [{ path: 'rate', given: typed, used: text }]);
        },
      ),
    );
    for (const typed of ['13%', '13 %', ' 13％ ', '１３％'])
      assert.deepEqual(read({ inputs: { rate: typed } }).normalized, [{ path: 'rate', given: typed, used: '13' }]);
  });

  it('reads a % after a ratio input as its ratio, 13% as 0.13, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), fc.constantFrom('%', '％'), (thousandths, sign) => {
        const percent = String(thousandths / 1000);
        const typed = `${percent}${sign}`;
        const { values, normalized } = read({ inputs: { part: typed } });
        // Shortest texts of n / 1000 and n / 100000 are those decimals, written independently of the reader.
        const used = String(thousandths / 100000);
        assert.equal(String(values.part), used);
        assert.deepEqual(normalized, [{ path: 'part', given: typed, used }]);
      }),
    );
    assert.deepEqual(read({ inputs: { part: '85%' } }).normalized, [{ path: 'part', given: '85%', used: '0.85' }]);
    // A ratio never takes 13% as 13: past its bound of 1 it would be refused, and it is read as 0.13.
    assert.equal(String(read({ inputs: { part: '13%' } }).values.part), '0.13');
  });

  it('refuses a % where the input is no share, naming the %', () => {
    for (const typed of ['13%', '13 %', '13％'])
      for (const name of ['amount', 'count'])
        assert.deepEqual(refusalOf({ [name]: typed }), [
          {
            path: name,
            code: name === 'count' ? 'input.integer_expected' : 'input.decimal_expected',
            values: { unread: typed.at(-1) },
          },
        ]);
  });

  it('names what it could not read: the first characters no number has, else the whole value', () => {
    const cases: Array<[unknown, string]> = [
      ['12 cm', 'cm'],
      ['$12', '$'],
      ['¥ 1,000', '¥'],
      ['1e3', 'e'],
      ['0x10', 'x'],
      ['+1', '+'],
      ['NaN', 'NaN'],
      ['12元', '元'],
      ['12.', '12.'],
      ['.5', '.5'],
      ['1,2345', '1,2345'],
      ['1 000', '1 000'],
      ['7。1。2', '7。1。2'],
      [' ', ' '],
      [true, 'true'],
      [[], '[…]'],
      [{}, '{…}'],
    ];
    for (const [typed, unread] of cases)
      assert.deepEqual(refusalOf({ amount: typed }), [
        { path: 'amount', code: 'input.decimal_expected', values: { unread } },
      ]);
    assert.deepEqual(refusalOf({ count: '2.5' }), [
      { path: 'count', code: 'input.integer_expected', values: { unread: '2.5' } },
    ]);
    assert.equal(
      bilingual('input.decimal_expected', { unread: 'cm' }),
      '无法读取“cm”：这里需要一个数字，例如 12 或 12.5，不带货币符号或单位。 Could not read “cm”: a number is needed here, such as 12 or 12.5, with no currency sign or unit.',
    );
  });

  it('quotes a part of the value only, never more than a number is long', () => {
    fc.assert(
      fc.property(anyTyped, (typed) => {
        fc.pre(typed !== '');
        const reading = readNumberText(typed, 'percent');
        if ('text' in reading) return;
        assert.ok(typed.includes(reading.unread) && reading.unread.length > 0, JSON.stringify(reading));
      }),
    );
    fc.assert(
      fc.property(anyTyped, (typed) => {
        try {
          read({ inputs: { amount: typed, rate: typed, part: typed, count: typed } });
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          for (const issue of error.issues) assert.ok(String(issue.values.unread ?? '').length <= 40, issue.code);
        }
      }),
    );
  });
});
