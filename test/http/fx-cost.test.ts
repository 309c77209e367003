/**
 * fx-cost at HTTP level (api-v1 §2.5, §4.4; docs/tools/fx-cost.md): a year's receipts at the
 * central parity, what the bank and up to two alternatives keep of them, ranked; rounding per
 * receipt then summed; CNY receipts; every refusal, several in one answer; the four
 * languages; provenance; properties.
 *
 * Rates are the shipped CFETS central-parity version of 2026-09-04 (data/central-parity/),
 * pinned by copying it into a DATA_DIR of the test's own: USD/CNY 6.7787, 100JPY/CNY 4.3135,
 * HKD/CNY 0.86458, CNY/MYR 0.59784, CNY/KRW 202.07 (public source: the CFETS CcprHisNew answer for
 * 2026-09-01..04, quoted in sources/central-parity/notices.md). Fees are the caller's inputs, chosen for the
 * arithmetic (not any provider's tariff); every result is worked by hand in the comments.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { add, dec } from '../../src/core/decimal.js';
import { assertErrorAnswer, assertProvenance, serviceApp } from '../helpers/app.js';
import { pinnedDataDir } from '../helpers/pinned-data.js';
import { type Answer, assertDecimalFigures, toolCaller, valuesOf, toolSuite } from '../helpers/tools.js';

const ids = (list: Answer[]) => list.map((item) => item.id ?? item.code);
const issuesOf = (body: Answer) => body.issues.map((i: Answer) => `${i.path} ${i.code}`);
const suffixed = (body: Answer, suffix: string) =>
  Object.fromEntries(
    ['annual', 'fees', 'cost', 'gain', 'rank'].map((name) => [name, valuesOf(body)[`${name}${suffix}`]]),
  );

/** 25,000 USD a month, 800 HKD a quarter, 100 CNY once. */
const RECEIPTS = [
  { amount: '25000', currency: 'USD', perYear: '12' },
  { amount: '800', currency: 'HKD', perYear: '4' },
  { amount: '100', currency: 'CNY' },
];

describe('fx-cost', () => {
  const suite = toolSuite({ DATA_DIR: pinnedDataDir(['2026-09-03', '2026-09-04']) });
  const compute = suite.compute;

  it('the bank and two alternatives, worked by hand receipt by receipt, ranked, the best named', async () => {
    // Midpoint: 25,000 × 6.7787 = 169,467.50 × 12 = 2,033,610.00; 800 × 0.86458 = 691.664 → 691.66 × 4
    // = 2,766.64; 100 CNY as it is. annualMidpoint 2,036,476.64.
    // Bank 0.5 %: 169,467.50 × 0.005 = 847.3375 → 847.34 × 12 = 10,168.08; 691.66 × 0.005 = 3.4583 → 3.46
    // × 4 = 13.84; fees 10,181.92; annual 2,026,294.72; cost 10,181.92 ÷ 2,036,476.64 = 0.0049998… → 0.0050.
    // PayCo (B) 0.3 % + 15 CNY: (508.4025 → 508.40 + 15) × 12 = 6,280.80; (2.07498 → 2.07 + 15) × 4 = 68.28;
    // fees 6,349.08; annual 2,030,127.56; cost 0.0031177… → 0.0031.
    // C 60 CNY a receipt: 16 foreign receipts × 60 = 960.00; annual 2,035,516.64; cost 0.000471… → 0.0005.
    // Worst is the bank: gains C 9,221.92, B 3,832.84, bank 0. Ranks C 1, B 2, bank 3.
    const { response, body } = await compute('fx-cost', {
      receipts: RECEIPTS,
      bankFee: '0.5',
      useB: true,
      nameB: 'PayCo',
      feePercentB: '0.3',
      feePerReceiptB: '15',
      useC: true,
      feePerReceiptC: '60',
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(valuesOf(body).annualMidpoint, '2036476.64');
    assert.deepEqual(suffixed(body, 'Bank'), {
      annual: '2026294.72',
      fees: '10181.92',
      cost: '0.005',
      gain: '0.00',
      rank: '3',
    });
    assert.deepEqual(suffixed(body, 'B'), {
      annual: '2030127.56',
      fees: '6349.08',
      cost: '0.0031',
      gain: '3832.84',
      rank: '2',
    });
    assert.deepEqual(suffixed(body, 'C'), {
      annual: '2035516.64',
      fees: '960.00',
      cost: '0.0005',
      gain: '9221.92',
      rank: '1',
    });
    assert.deepEqual(body.outputs.best, { kind: 'code', value: 'C' });
    assert.deepEqual(body.outputs.costB, { kind: 'ratio', value: '0.0031' });
    assert.deepEqual(body.outputs.rankB, { kind: 'count', value: '2' });
    assert.deepEqual(ids(body.steps), [
      'fx-cost.receipt',
      'fx-cost.receipt',
      'fx-cost.receipt_cny',
      'fx-cost.midpoint',
      'fx-cost.bank',
      'fx-cost.choice',
      'fx-cost.choice',
      'fx-cost.best',
    ]);
    assert.equal(
      body.steps[1].message,
      'Receipt 2: 800 HKD at the central parity 1 HKD = 0.86458 CNY is 691.66 CNY, and × 4 a year makes 2,766.64 CNY.',
    );
    assert.equal(
      body.steps[4].message,
      'The bank keeps 0.5% of each converted receipt, 10,181.92 CNY a year (0.5% of the total), leaving 2,026,294.72 CNY.',
    );
    assert.equal(
      body.steps[5].message,
      'Alternative PayCo, at 0.3% and 15.00 CNY a receipt, keeps 6,349.08 CNY a year (0.31% of the total), leaving 2,030,127.56 CNY, 3,832.84 CNY against the bank.',
    );
    assert.equal(
      body.steps[7].message,
      'Most CNY is left by C: 2,035,516.64 CNY a year, 9,221.92 CNY more than the worst choice.',
    );
    assert.deepEqual(ids(body.warnings), ['fx-cost.cny_receipts']);
    assert.deepEqual(
      body.provenance.datasets.map((d: Answer) => `${d.id} ${d.version}`),
      ['central-parity 2026-09-04'],
    );
    assertProvenance(body, 'en');
  });

  it('rounds each receipt to the fen, then multiplies and sums (never the year’s total)', async () => {
    // 800 HKD × 0.86458 = 691.664 → 691.66, × 4 = 2,766.64 (rounding 2,766.656 would give 2,766.66).
    // Bank 0.7 %: 691.66 × 0.007 = 4.84162 → 4.84 × 4 = 19.36 (2,766.64 × 0.007 = 19.36648 would give 19.37).
    const { body } = await compute('fx-cost', {
      receipts: [{ amount: '800', currency: 'HKD', perYear: '4' }],
      bankFee: '0.7',
    });
    assert.deepEqual(
      [valuesOf(body).annualMidpoint, valuesOf(body).feesBank, valuesOf(body).annualBank],
      ['2766.64', '19.36', '2747.28'],
    );
  });

  it('JPY per 100 and MYR per 1 CNY, as published', async () => {
    // 1,000,000 JPY × 4.3135 ÷ 100 = 43,135.00; 50,000 MYR ÷ 0.59784 = 83,634.417… → 83,634.42. Sum 126,769.42.
    // Bank 1 %: 431.35 + 836.3442 → 836.34 = 1,267.69; annual 125,501.73; cost 1,267.69 ÷ 126,769.42 = 0.0100000… → 0.01.
    const { body } = await compute('fx-cost', {
      receipts: [
        { amount: '1000000', currency: '日元' },
        { amount: '50000', currency: 'myr' },
      ],
      bankFee: '1',
    });
    assert.deepEqual(
      body.steps
        .slice(0, 2)
        .map((s: Answer) => [s.values.rate.per, s.values.rate.base, s.values.rate.value, s.values.cny.amount]),
      [
        ['100', 'JPY', '4.3135', '43135.00'],
        ['1', 'CNY', '0.59784', '83634.42'],
      ],
    );
    assert.deepEqual(suffixed(body, 'Bank'), {
      annual: '125501.73',
      fees: '1267.69',
      cost: '0.01',
      gain: '0.00',
      rank: '1',
    });
    assert.deepEqual(body.normalized, [
      { path: 'receipts.0.currency', given: '日元', used: 'JPY' },
      { path: 'receipts.1.currency', given: 'myr', used: 'MYR' },
    ]);
  });

  it('the bank alone: no best; without bankFee it counts as 0, unranked, with a warning', async () => {
    const { body } = await compute('fx-cost', { receipts: [{ amount: '25000', currency: 'USD' }] });
    assert.deepEqual(valuesOf(body), {
      annualMidpoint: '169467.50',
      annualBank: '169467.50',
      feesBank: '0.00',
      costBank: '0',
    });
    assert.deepEqual(
      body.warnings.map((w: Answer) => [w.code, w.level]),
      [['fx-cost.bank_fee_missing', undefined]],
    );
    const given = await compute('fx-cost', { receipts: [{ amount: '25000', currency: 'USD' }], bankFee: '0' });
    assert.deepEqual(given.body.warnings, [], 'a bankFee of 0 given is the caller’s figure');
  });

  it('does not name the bank best when its fee was not given (issue 16)', async () => {
    // A company comparing a payment service at 0.3 % and CNY 15 a receipt, and another at 0.5 %, with
    // its bank, whose fee it does not know: the bank would "win" at no fee. It is counted at 0 for its
    // own figures, unranked; of what was given, 0.3 % + 15 beats 0.5 % on USD 10,000 a receipt.
    const { body } = await compute('fx-cost', {
      receipts: [{ amount: '10000', currency: 'USD', perYear: '12' }],
      useB: true,
      nameB: 'PayCo',
      feePercentB: '0.3',
      feePerReceiptB: '15',
      useC: true,
      feePercentC: '0.5',
    });
    const figures = valuesOf(body);
    assert.deepEqual(
      [figures.rankBank, figures.gainBank, figures.rankB, figures.rankC, figures.best],
      [undefined, undefined, '1', '2', 'B'],
    );
    assert.match(
      String(body.warnings.find((w: Answer) => w.code === 'fx-cost.bank_fee_missing')?.message),
      /fee is taken as 0 .* the bank is not ranked/,
    );
  });

  it('equal amounts share a rank, and the bank is named best before an alternative as good', async () => {
    // Bank 0.3 % and B 0.3 %: both 169,467.50 − 508.40 = 168,959.10; C 1 %: 169,467.50 − 1,694.68 (1,694.675 →) = 167,772.82.
    const { body } = await compute('fx-cost', {
      receipts: [{ amount: '25000', currency: 'USD' }],
      bankFee: '0.3',
      useB: true,
      feePercentB: '0.3',
      useC: 'TRUE',
      feePercentC: '1',
    });
    const figures = valuesOf(body);
    assert.deepEqual([figures.annualBank, figures.annualB, figures.annualC], ['168959.10', '168959.10', '167772.82']);
    assert.deepEqual([figures.rankBank, figures.rankB, figures.rankC, figures.best], ['1', '1', '3', 'bank']);
    assert.deepEqual([figures.gainBank, figures.gainB, figures.gainC], ['1186.28', '1186.28', '0.00']);
    assert.deepEqual(ids(body.warnings), ['fx-cost.best_tied']);
    assert.equal(
      body.warnings[0].message,
      'Several choices leave the same most, 168,959.10 CNY, and the first of them in the order bank, B, C is named: the bank.',
    );
    assert.deepEqual(body.normalized, [{ path: 'useC', given: 'TRUE', used: 'true' }]);
  });

  it('receipts in CNY are neither converted nor charged, and read no dataset', async () => {
    const { body } = await compute('fx-cost', {
      receipts: [{ amount: '5000', currency: 'CNY', perYear: '3' }],
      bankFee: '0.5',
      useB: true,
      feePerReceiptB: '20',
    });
    assert.deepEqual(valuesOf(body), {
      annualMidpoint: '15000.00',
      annualBank: '15000.00',
      feesBank: '0.00',
      costBank: '0',
      gainBank: '0.00',
      rankBank: '1',
      annualB: '15000.00',
      feesB: '0.00',
      costB: '0',
      gainB: '0.00',
      rankB: '1',
      best: 'bank',
    });
    assert.deepEqual(ids(body.warnings), ['fx-cost.best_tied', 'fx-cost.cny_receipts']);
    assert.deepEqual(body.provenance.datasets, []);
  });

  it('fees above a receipt’s worth are warned about, and not clipped', async () => {
    // 10 USD × 6.7787 = 67.787 → 67.79 CNY; B keeps 100 CNY of it: annual 67.79 − 100 = −32.21.
    const { body } = await compute('fx-cost', {
      receipts: [{ amount: '10', currency: 'USD' }],
      bankFee: '1',
      useB: true,
      feePerReceiptB: '100',
    });
    assert.deepEqual([valuesOf(body).annualB, valuesOf(body).rankB, valuesOf(body).best], ['-32.21', '2', 'bank']);
    const warning = body.warnings.find((w: Answer) => w.code === 'fx-cost.fee_above_receipt');
    assert.equal(warning.message, 'On receipt 1, B keeps 100.00 CNY, more than the 67.79 CNY it is worth.');
  });

  it('an alternative’s figures without its use flag: not compared, with a note', async () => {
    const { body } = await compute('fx-cost', {
      receipts: [{ amount: '100', currency: 'USD' }],
      bankFee: '0.5',
      nameC: 'Other bank',
      feePercentC: '0.1',
    });
    assert.equal(valuesOf(body).annualC, undefined);
    assert.equal(valuesOf(body).best, undefined);
    assert.deepEqual(
      body.warnings.map((w: Answer) => [w.code, w.level, w.message]),
      [
        [
          'fx-cost.choice_unused',
          'note',
          'Figures were given for Other bank, but it is compared only when useC is true.',
        ],
      ],
    );
  });

  it('writes its sentences in the four languages', async () => {
    const sentences: string[] = [];
    for (const lang of ['zh-CN', 'en', 'ja', 'ko']) {
      const { body } = await compute(
        'fx-cost',
        {
          receipts: [{ amount: '25000', currency: 'USD', perYear: '12' }],
          bankFee: '0.5',
          useB: true,
          nameB: 'PayCo',
          feePercentB: '0.3',
        },
        lang,
      );
      sentences.push(body.steps.at(-1).message);
      assertProvenance(body, lang);
    }
    assert.equal(new Set(sentences).size, 4);
    // Bank 847.34 × 12 = 10,168.08 kept; B 508.40 × 12 = 6,100.80; B leaves 2,027,509.20, 4,067.28 more.
    assert.equal(sentences[0], '实收最多：PayCo，每年 2,027,509.20 CNY，比最差的方案多 4,067.28 CNY。');
  });

  it('refuses each bad input at its path', async () => {
    const usd = [{ amount: '100', currency: 'USD' }];
    const refusals: Array<[Answer, string, string]> = [
      [{}, 'input.required', 'receipts'],
      [{ receipts: [] }, 'input.rows_count', 'receipts'],
      [{ receipts: [{ amount: '100' }] }, 'input.required', 'receipts.0.currency'],
      [{ receipts: [{ currency: 'USD' }] }, 'input.required', 'receipts.0.amount'],
      [{ receipts: [{ amount: '0', currency: 'USD' }] }, 'input.decimal_above', 'receipts.0.amount'],
      [{ receipts: [{ amount: '1.001', currency: 'USD' }] }, 'input.decimal_places', 'receipts.0.amount'],
      [{ receipts: [{ amount: '100', currency: 'XAU' }] }, 'parity.currency', 'receipts.0.currency'],
      // 0.01 KRW ÷ 202.07 = 0.0000495 CNY → 0.00: less than a fen.
      [{ receipts: [{ amount: '0.01', currency: 'KRW' }] }, 'fx-cost.receipt_below_fen', 'receipts.0.amount'],
      [{ receipts: [{ amount: '100', currency: 'USD', perYear: '0' }] }, 'input.integer_range', 'receipts.0.perYear'],
      [
        { receipts: [{ amount: '100', currency: 'USD', perYear: '1.5' }] },
        'input.integer_expected',
        'receipts.0.perYear',
      ],
      [{ receipts: [{ amount: '100', currency: 'USD', fee: '1' }] }, 'input.unknown', 'receipts.0.fee'],
      [{ receipts: usd, bankFee: '101' }, 'input.decimal_max', 'bankFee'],
      [{ receipts: usd, bankFee: '-0.5' }, 'input.decimal_min', 'bankFee'],
      [{ receipts: usd, useB: 'yes' }, 'input.boolean', 'useB'],
      [{ receipts: usd, useB: true }, 'fx-cost.choice_fee_required', 'feePercentB'],
      [{ receipts: usd, useC: true, nameC: 'Other' }, 'fx-cost.choice_fee_required', 'feePercentC'],
      [{ receipts: usd, nameB: 'x'.repeat(41) }, 'input.text', 'nameB'],
      // A name the sentences would write as a catalogue word: "bank" would make B read as the bank.
      [{ receipts: usd, useB: true, nameB: 'bank', feePercentB: '0.1' }, 'fx-cost.name_reserved', 'nameB'],
      [{ receipts: usd, nameC: 'volume' }, 'fx-cost.name_reserved', 'nameC'],
      [{ receipts: usd, feePerReceiptC: '1.005' }, 'input.decimal_places', 'feePerReceiptC'],
      [{ receipts: usd, feePercentB: '100.1' }, 'input.decimal_max', 'feePercentB'],
    ];
    for (const [inputs, code, path] of refusals) {
      const { response, body } = await compute('fx-cost', inputs);
      assertErrorAnswer(response, 400, code, path);
      assert.equal(body.tool, 'fx-cost');
    }
    const { body } = await compute('fx-cost', { receipts: usd, useC: true, nameC: 'Other' });
    assert.equal(
      body.issues[0].message,
      '比较方案 Other 需要至少一项费用，即百分比或每笔费用。 Alternative Other is compared only with at least one of its fees, a percent or a fee per receipt.',
    );
  });

  it('several bad inputs in one answer, from the reader and from the calculation', async () => {
    const read = await compute('fx-cost', { receipts: [{ amount: 'much', currency: 'USD' }, 'row'], bankFee: '200' });
    assert.deepEqual(issuesOf(read.body), [
      'receipts.0.amount input.decimal_expected',
      'receipts.1 input.row_object',
      'bankFee input.decimal_max',
    ]);
    const computed = await compute('fx-cost', {
      receipts: [
        { amount: '100', currency: 'XAU' },
        { amount: '100', currency: 'USD' },
        { amount: '0.01', currency: 'KRW' },
      ],
      useB: true,
      useC: true,
    });
    assertErrorAnswer(computed.response, 400, 'parity.currency', 'receipts.0.currency');
    assert.deepEqual(issuesOf(computed.body), [
      'receipts.0.currency parity.currency',
      'receipts.2.amount fx-cost.receipt_below_fen',
      'feePercentB fx-cost.choice_fee_required',
      'feePercentC fx-cost.choice_fee_required',
    ]);
  });

  it('any receipts and fees give 200 with decimal figures that add up and a consistent ranking', async () => {
    const amount = fc
      .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${cents}`);
    const percent = fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, part]) => `${whole}.${part}`);
    const fee = fc.option(fc.integer({ min: 0, max: 500 }).map(String), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            amount,
            currency: fc.constantFrom('USD', 'EUR', 'JPY', 'HKD', 'MYR', 'CNY', 'THB'),
            perYear: fc.integer({ min: 1, max: 365 }).map(String),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.option(percent, { nil: undefined }),
        fc.record({
          useB: fc.boolean(),
          feePercentB: percent,
          feePerReceiptB: fee,
          useC: fc.boolean(),
          feePercentC: fc.option(percent, { nil: undefined }),
          feePerReceiptC: fc.integer({ min: 0, max: 500 }).map(String),
        }),
        async (receipts, bankFee, choices) => {
          const { response, body } = await compute('fx-cost', { receipts, bankFee, ...choices });
          assert.equal(response.statusCode, 200, response.body);
          assertDecimalFigures(body);
          const figures = valuesOf(body);
          const used = ['Bank', ...(choices.useB ? ['B'] : []), ...(choices.useC ? ['C'] : [])];
          for (const suffix of used) {
            assert.ok(
              add(dec(figures[`annual${suffix}`]!), dec(figures[`fees${suffix}`]!)).eq(dec(figures.annualMidpoint!)),
            );
          }
          // Only what was given is ranked (issue 16): a bank without bankFee is neither ranked nor best.
          const ranked = bankFee === undefined ? used.slice(1) : used;
          assert.equal(figures.best === undefined, ranked.length <= 1);
          assert.equal(figures.rankBank === undefined, bankFee === undefined);
          if (figures.best !== undefined)
            assert.equal(figures[`rank${figures.best === 'bank' ? 'Bank' : figures.best}`], '1');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('no input makes it answer 5xx', async () => {
    const anything = fc.oneof(fc.jsonValue(), fc.constantFrom('USD', 'CNY', '0', '1,000', '１２', 'true', ''));
    const receipts = fc.array(fc.dictionary(fc.constantFrom('amount', 'currency', 'perYear', 'x'), anything), {
      maxLength: 3,
    });
    const names = [
      'bankFee',
      'useB',
      'useC',
      'nameB',
      'nameC',
      'feePercentB',
      'feePerReceiptB',
      'feePercentC',
      'feePerReceiptC',
    ];
    await fc.assert(
      fc.asyncProperty(receipts, fc.dictionary(fc.constantFrom(...names), anything), async (rows, inputs) => {
        const { response } = await compute('fx-cost', { receipts: rows, ...inputs });
        assert.ok(
          response.statusCode === 200 || response.statusCode === 400,
          `${response.statusCode} ${response.body}`,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('fx-cost without the central parity installed', () => {
  it('answers 503 for a foreign receipt, and 200 for receipts in CNY, which need no data', async () => {
    const app = await serviceApp({ DATA_DIR: pinnedDataDir([]) });
    const compute = toolCaller(app);
    const missing = await compute('fx-cost', { receipts: [{ amount: '100', currency: 'USD' }] });
    const body = assertErrorAnswer(missing.response, 503, 'tool.dataset_missing');
    assert.deepEqual((body.issues as Answer[])[0]?.values, { dataset: 'central-parity' });
    assert.equal(
      (await compute('fx-cost', { receipts: [{ amount: '100', currency: 'CNY' }] })).response.statusCode,
      200,
    );
    await app.close();
  });
});
