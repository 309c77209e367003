/**
 * Numbers as people type them, over HTTP (docs/tools/README.md, Reading inputs): a calculator and
 * the quote answer " 1000 ", "13%", "13 %" and "7。1" exactly as 1000, 13 and 7.1, each rewrite in
 * `normalized`; a % where the input is no share, and anything else unread, is a 400 whose message
 * names what could not be read.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BAOJIA_EXAMPLE } from '../../src/tools/baojia/example.js';
import { CONTAINER_LOAD_EXAMPLE } from '../../src/tools/container-load/example.js';
import { TUISHUI_EXAMPLE } from '../../src/tools/tuishui/example.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { assertErrorAnswer } from '../helpers/app.js';
import { type Answer, toolSuite, valuesOf } from '../helpers/tools.js';

describe('numbers as people type them, over HTTP', () => {
  const suite = toolSuite();
  const { compute } = suite;

  it('answers baojia typed with spaces, % and 。 exactly as typed canonically, listing each rewrite', async () => {
    const plain = await compute('baojia', BAOJIA_EXAMPLE);
    const typed = await compute('baojia', {
      ...BAOJIA_EXAMPLE,
      quantity: ' 544 ',
      taxRate: '17%',
      refundRate: '9 %',
      fxRate: '8。03',
      margin: '10％',
      insuranceRate: '0．5%',
      domestic: '\t3,750 ',
    });
    assert.equal(typed.response.statusCode, 200);
    assert.deepEqual(valuesOf(typed.body), valuesOf(plain.body));
    assert.deepEqual(typed.body.normalized, [
      { path: 'quantity', given: ' 544 ', used: '544' },
      { path: 'taxRate', given: '17%', used: '17' },
      { path: 'refundRate', given: '9 %', used: '9' },
      { path: 'fxRate', given: '8。03', used: '8.03' },
      { path: 'domestic', given: '\t3,750 ', used: '3750' },
      { path: 'insuranceRate', given: '0．5%', used: '0.5' },
      { path: 'margin', given: '10％', used: '10' },
    ]);
  });

  it('reads a % in a tuishui row and 85% of container-load’s ratio as 0.85', async () => {
    const row = TUISHUI_EXAMPLE.exports[0];
    const typed = await compute('tuishui', {
      ...TUISHUI_EXAMPLE,
      exports: [{ ...row, taxRate: ' 13% ', refundRate: '9%', fobAmount: '12,345。67' }],
    });
    assert.equal(typed.response.statusCode, 200);
    assert.deepEqual(valuesOf(typed.body), valuesOf((await compute('tuishui', TUISHUI_EXAMPLE)).body));
    assert.deepEqual(typed.body.normalized, [
      { path: 'exports.0.taxRate', given: ' 13% ', used: '13' },
      { path: 'exports.0.refundRate', given: '9%', used: '9' },
      { path: 'exports.0.fobAmount', given: '12,345。67', used: '12345.67' },
    ]);
    const share = await compute('container-load', { ...CONTAINER_LOAD_EXAMPLE, effectiveShare: '85%' });
    assert.equal(share.response.statusCode, 200);
    assert.deepEqual(share.body.normalized, [{ path: 'effectiveShare', given: '85%', used: '0.85' }]);
    const same = await compute('container-load', { ...CONTAINER_LOAD_EXAMPLE, effectiveShare: '0.85' });
    assert.deepEqual(valuesOf(share.body), valuesOf(same.body));
  });

  it('refuses a % where the input is no share, and names what it could not read, Chinese then English', async () => {
    const refused = await compute('baojia', { ...BAOJIA_EXAMPLE, price: '152%', quantity: '544套', fxRate: '8.03.1' });
    const body = assertErrorAnswer(refused.response, 400, 'input.decimal_expected', 'price') as Answer;
    assert.deepEqual(
      body.issues.map((issue: Answer) => [issue.path, issue.values, issue.message]),
      [
        [
          'price',
          { unread: '%' },
          '无法读取“%”：这里需要一个数字，例如 12 或 12.5，不带货币符号或单位。 Could not read “%”: a number is needed here, such as 12 or 12.5, with no currency sign or unit.',
        ],
        [
          'quantity',
          { unread: '套' },
          '无法读取“套”：这里需要一个数字，例如 12 或 12.5，不带货币符号或单位。 Could not read “套”: a number is needed here, such as 12 or 12.5, with no currency sign or unit.',
        ],
        [
          'fxRate',
          { unread: '8.03.1' },
          '无法读取“8.03.1”：这里需要一个数字，例如 12 或 12.5，不带货币符号或单位。 Could not read “8.03.1”: a number is needed here, such as 12 or 12.5, with no currency sign or unit.',
        ],
      ],
    );
    const whole = await compute('container-load', { ...CONTAINER_LOAD_EXAMPLE, quantity: '1500箱' });
    assert.deepEqual(assertErrorAnswer(whole.response, 400, 'input.integer_expected', 'quantity').issues, [
      {
        path: 'quantity',
        code: 'input.integer_expected',
        values: { unread: '箱' },
        message:
          '无法读取“箱”：这里需要一个整数，例如 12。 Could not read “箱”: a whole number is needed here, such as 12.',
      },
    ]);
  });

  it('reads the quote’s pricing the same way', async () => {
    const post = (body: object) => suite.app().inject({ method: 'POST', url: '/v1/quote?lang=en', payload: body });
    const plain = await post(QUOTE_BODY);
    const typed = await post({
      ...QUOTE_BODY,
      pricing: { ...QUOTE_BODY.pricing, price: ' 113 ', taxRate: '13%', commission: '3 ％' },
    });
    assert.equal(typed.statusCode, 200);
    assert.deepEqual(typed.json().quote.prices, plain.json().quote.prices);
    // terms.validDays, a JSON number, is listed as every JSON number is.
    assert.deepEqual(typed.json().normalized.slice(0, 3), [
      { path: 'pricing.price', given: ' 113 ', used: '113' },
      { path: 'pricing.taxRate', given: '13%', used: '13' },
      { path: 'pricing.commission', given: '3 ％', used: '3' },
    ]);
  });
});
