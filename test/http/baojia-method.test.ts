/**
 * baojia's pricing method (issue 16): the chain (each term from the one below, the price with
 * commission = net ÷ (1 − commission)) stays the default; `method: combined` puts margin,
 * commission and insurance in one denominator, each a share of the price with commission.
 *
 * The cited case is a public Q&A thread (51a.net/501094476, a CIFC3 quote from CFR 150 USD with
 * 1 % insurance on 110 % and 3 % commission). The asker chains it: CIF = 150 ÷ (1 − 1.1 × 1 %) =
 * 151.668, CIFC3 = 151.668 ÷ (1 − 3 %) = 156.359; the answer works it "from what the price is
 * made of", CFR = CIFC − I − C with the premium and the commission both taken of CIFC, so
 * CIFC3 = 150 ÷ (1 − 1.1 % − 3 %) = 150 ÷ 0.959 = 156.4129 (worked here by hand). The same sum of
 * parts (CIF price = cost + domestic costs + commission + freight + premium + profit) is how
 * chuhaifan.com's export-price page composes it. CFR 150 is set up as a CNY quote of one unit
 * costing 100 (no refund) with 50 of freight and no margin, so that the break-even CFR is 150.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { add, dec, divide, mul, sub } from '../../src/core/decimal.js';
import { BAOJIA_EXAMPLE } from '../../src/tools/baojia/example.js';
import { type Answer, toolSuite, valuesOf } from '../helpers/tools.js';

const CFR_150 = {
  price: '100',
  quantity: '1',
  taxRate: '13',
  refundRate: '0',
  currency: 'CNY',
  freight: '50',
  freightBasis: 'unit',
  insuranceRate: '1',
  commission: '3',
  term: 'CIF',
};
/** The tool's worked example: the textbook case of 544 sets, 10 % profit on the quote, CIF with 3 % commission. */
const SETS_544 = BAOJIA_EXAMPLE;

const ids = (body: Answer) => (body.steps as Answer[]).map((step) => step.id);
const step = (body: Answer, id: string) => (body.steps as Answer[]).find((s) => s.id === id);

describe('baojia pricing method (issue 16)', () => {
  const suite = toolSuite();

  it('prices the thread’s CIFC3 both ways: chained 156.3591, in one denominator 156.4129', async () => {
    const chained = await suite.compute('baojia', CFR_150);
    assert.equal(chained.response.statusCode, 200);
    // 150 ÷ 0.989 ÷ 0.97 = 156.35906…: the asker's 156.359, without its intermediate rounding.
    assert.equal(valuesOf(chained.body).commissionPriceCif, '156.3591');
    assert.equal(valuesOf(chained.body).priceCif, '151.6684');
    assert.ok(ids(chained.body).includes('baojia.method_chain'));

    const combined = await suite.compute('baojia', { ...CFR_150, method: 'combined' });
    assert.equal(combined.response.statusCode, 200);
    const figures = valuesOf(combined.body);
    assert.equal(figures.commissionPriceCif, '156.4129');
    // Net of commission: 150 ÷ 0.959 × 0.97 = 151.72054…
    assert.equal(figures.priceCif, '151.7205');
    // CFR = CIFC − I − C: 156.41 − 156.41 × 1.1 × 1 % (1.72) − 156.41 × 3 % (4.69) = 150.00, so no profit.
    assert.equal(figures.profitCif, '0.00');
    const cif = (combined.body.steps as Answer[]).find(
      (s) => s.id === 'baojia.combined_commission' && s.values.term.value === 'CIF',
    );
    assert.equal(cif?.values.shares.value, '0.041');
    assert.equal(
      cif?.message,
      'With commission, CIF = costs of 150.0000 CNY a unit ÷ (1 − 4.1%): 156.4129 CNY a unit, 156.41 CNY in all; net of the commission of 3%, 151.7205 CNY a unit, 151.72 CNY in all.',
    );
    assert.equal(
      step(combined.body, 'baojia.insurance_commission')?.message,
      'Insurance premium = CIF total with commission 156.41 CNY × (1 + 10%) × 1% = 1.72 CNY.',
    );
    // Each term's price with commission is said once, by its own pricing step.
    assert.ok(!ids(combined.body).includes('baojia.commission'));
  });

  it('makes the margin exactly the share of the price with commission (the 544-set case)', async () => {
    const { body } = await suite.compute('baojia', { ...SETS_544, method: 'combined' });
    const figures = valuesOf(body);
    // FOBC = 18.3314… ÷ (1 − 10 % − 3 %); CIFC = 21.5483… ÷ (1 − 10 % − 3 % − 1.1 × 0.5 %).
    assert.equal(figures.commissionPriceFob, '21.0706');
    assert.equal(figures.commissionPriceCif, '24.9257');
    for (const term of ['Fob', 'Cfr', 'Cif']) assert.equal(figures[`margin${term}`], '0.1', term);
    assert.equal(
      step(body, 'baojia.method_combined')?.message,
      'Method, one denominator: the price with commission = the costs ÷ (1 − margin 10% − commission 3% − for CIF the insurance share 0.55%), each a share of that price.',
    );
    // The chain, the default, keeps its answer: CIF's profit is CFR's, a little under 10 % of CIF.
    const chained = valuesOf((await suite.compute('baojia', SETS_544)).body);
    assert.equal(chained.marginCif, '0.0995');
    assert.deepEqual(valuesOf((await suite.compute('baojia', { ...SETS_544, method: 'chain' })).body), chained);
  });

  it('reads a combined quote back: reverse from CIFC 24.9257 gives the 10 % it was priced at', async () => {
    const { body } = await suite.compute('baojia', {
      ...SETS_544,
      mode: 'reverse',
      quotedPrice: '24.9257',
      method: 'combined',
    });
    assert.equal(body.outputs.marginCif.value, '0.1');
    assert.equal(
      step(body, 'baojia.cif_to_cfr_combined')?.message,
      'CFR = CIF 24.1779 USD − the price with commission 24.9257 USD × (1 + markup 10%) × insurance rate 0.5%: 24.0408 USD a unit, 13,078.22 USD in all.',
    );
    // The chain reads the same quote with the premium on the net price: a little more profit.
    const chained = await suite.compute('baojia', { ...SETS_544, mode: 'reverse', quotedPrice: '24.9257' });
    assert.equal(chained.body.outputs.marginCif.value, '0.1033');
  });

  it('refuses shares of 100 % or more, naming the method', async () => {
    const { response, body } = await suite.compute('baojia', {
      ...SETS_544,
      margin: '60',
      commission: '25',
      insuranceRate: '20',
      method: 'combined',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(
      (body.issues as Answer[]).map((i) => [i.path, i.code, i.values.shares]),
      [['method', 'baojia.shares_100', '107']],
    );
  });

  it('forward then reverse, any lot: the margin on the quote comes back within rounding', async () => {
    const lot = fc.record({
      price: fc.integer({ min: 20, max: 5000 }).map(String),
      quantity: fc.integer({ min: 1, max: 20000 }).map(String),
      margin: fc.integer({ min: 0, max: 40 }).map(String),
      commission: fc.integer({ min: 0, max: 10 }).map(String),
      insuranceRate: fc.constantFrom('0.3', '0.5', '1'),
      fxRate: fc.constantFrom('6.8', '7.1', '7.2'),
    });
    await fc.assert(
      fc.asyncProperty(lot, async (given) => {
        const inputs = { ...given, taxRate: '13', refundRate: '13', freight: '1500', term: 'CIF', method: 'combined' };
        const forward = valuesOf((await suite.compute('baojia', inputs)).body);
        const margin = Number(given.margin) / 100;
        for (const term of ['Fob', 'Cfr', 'Cif'])
          assert.ok(
            Math.abs(Number(forward[`margin${term}`]) - margin) <= 0.0003,
            `${term} ${forward[`margin${term}`]}`,
          );
        const reverse = valuesOf(
          (await suite.compute('baojia', { ...inputs, mode: 'reverse', quotedPrice: forward.commissionPriceCif })).body,
        );
        assert.ok(Math.abs(Number(reverse.marginCif) - margin) <= 0.0003, reverse.marginCif);
      }),
      { numRuns: 40, seed: 16 },
    );
  });
});

/**
 * Profit figures add up as the steps show them (issue 16): with the figures each profit step
 * prints, a reader gets the net income by subtraction and the profit by one multiplication at
 * the printed rate, rounded once to the fen, less the printed cost total; and the cost step's
 * parts make the cost total. Over generated lots, both methods, both directions.
 */
describe('baojia profit steps add up as shown (issue 16)', () => {
  const suite = toolSuite();
  const amount = (figure: Answer | undefined) => dec(String(figure?.amount ?? '0'));
  /** A foreign amount in CNY at a printed rate figure, rounded once to the fen. */
  const inCny = (value: ReturnType<typeof dec>, rate: Answer) =>
    rate.base === 'CNY'
      ? divide(mul(value, dec(rate.per)), dec(rate.value), 2, 'half-up')
      : divide(mul(value, dec(rate.value)), dec(rate.per), 2, 'half-up');

  it('net income = total − freight − premium, profit = net income at the rate − cost total', async () => {
    const lot = fc.record({
      price: fc.constantFrom('3.5', '152', '1234.56'),
      quantity: fc.constantFrom('1', '544', '12000'),
      margin: fc.constantFrom('0', '8', '15'),
      commission: fc.constantFrom('', '3', '5'),
      method: fc.constantFrom('chain', 'combined'),
      currency: fc.constantFrom('USD', 'KRW', 'JPY'),
      mode: fc.constantFrom('forward', 'reverse'),
      insuranceRate: fc.constantFrom('0.5', '1'),
    });
    const rates: Record<string, Record<string, string>> = {
      USD: { fxRate: '7.1' },
      KRW: { fxRate: '202.07', fxBase: 'CNY' },
      JPY: { fxRate: '4.5', fxPer: '100' },
    };
    await fc.assert(
      fc.asyncProperty(lot, async (given) => {
        const inputs = {
          ...given,
          ...rates[given.currency],
          taxRate: '13',
          refundRate: '9',
          domestic: '800',
          freight: '900',
          term: 'CIF',
          quotedPrice: '40',
        };
        const { response, body } = await suite.compute('baojia', inputs);
        if (response.statusCode !== 200) return;
        const steps = body.steps as Answer[];
        const cost = steps.find((s) => s.id === 'baojia.cost')!.values;
        assert.ok(
          sub(add(amount(cost.purchaseTotal), amount(cost.domesticTotal)), amount(cost.refundTotal)).eq(
            amount(cost.costTotal),
          ),
        );
        for (const profit of steps.filter((s) => s.id.startsWith('baojia.profit_'))) {
          const v = profit.values;
          const netIncome = v.netIncome === undefined ? amount(v.total) : amount(v.netIncome);
          assert.ok(
            sub(sub(amount(v.total), amount(v.freightTotal)), amount(v.insurance)).eq(netIncome),
            profit.message,
          );
          assert.ok(sub(inCny(netIncome, v.rate), amount(v.costTotal)).eq(amount(v.profit)), profit.message);
        }
      }),
      { numRuns: 60, seed: 16 },
    );
  });

  it('says why CIF’s margin is below the one asked, step by step, and only there (issue 43)', async () => {
    // 10 % on the quote: CIF = CFR ÷ (1 − 1.1 × 0.5 %) adds only the premium, so CIF keeps CFR's
    // profit (10,459.02 CNY) on a price 0.55 % higher: 10 % × 0.9945 = 9.945 % → 0.0995.
    const chained = await suite.compute('baojia', SETS_544);
    const below = (chained.body.warnings as Answer[]).find((w) => w.code === 'baojia.cif_margin_below');
    assert.equal(valuesOf(chained.body).marginCif, '0.0995');
    assert.deepEqual(
      [below?.level, below?.values.marginCif.value, below?.values.margin.value],
      ['note', '0.0995', '0.1'],
    );
    // In one denominator CIF itself makes the margin; a margin on cost is CFR's profit on the same cost.
    for (const other of [{ method: 'combined' }, { marginBasis: 'cost' }]) {
      const { body } = await suite.compute('baojia', { ...SETS_544, ...other });
      assert.ok(!(body.warnings as Answer[]).some((w) => w.code === 'baojia.cif_margin_below'), JSON.stringify(other));
    }
    // A reverse quote prices nothing from a margin: its method step is the conversions, not the chain's.
    const reverse = await suite.compute('baojia', { ...SETS_544, mode: 'reverse', quotedPrice: '25' });
    assert.ok(ids(reverse.body).includes('baojia.method_chain_reverse'));
    assert.ok(!ids(reverse.body).includes('baojia.method_chain'));
  });
});
