/**
 * Every currency the shipped central parity quotes, in both of its quotations (issue 15): X/CNY
 * (1 USD = 6.7787 CNY, 100 JPY = 4.3135 CNY) and CNY/X (1 CNY = 202.07 KRW). A CNY/X quotation
 * is used in its own direction, never inverted: 1,000 KRW is 1,000 ÷ 202.07 CNY, and 100 CNY is
 * 100 × 202.07 KRW. Each expectation is worked here with bigint arithmetic of its own, apart
 * from the service's decimal module. Into CNY: fx-convert and fx-cost; out of CNY: baojia
 * forward and the quote without fxRate; and back: baojia reverse at the price it quoted.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Row } from '../../src/datasets/model.js';
import { currentVersion, loadStore } from '../../src/datasets/store.js';
import { readConfig } from '../../src/http/config.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { toolSuite } from '../helpers/tools.js';

const SHIPPED = loadStore(readConfig({ SITE_URL: 'https://site.test' }).dataDir);
const PARITY = currentVersion(SHIPPED, 'central-parity')!;
const ROWS = PARITY.rows.map((row: Row) => ({
  currency: String(row.currency),
  base: String(row.base),
  quote: String(row.quote),
  per: String(row.per),
  value: String(row.value),
}));

/** A decimal text as an integer and its scale: 202.07 → 20207n, 2. */
function scaled(text: string): { units: bigint; scale: number } {
  const [whole, fraction = ''] = text.split('.');
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/** (a × b) ÷ c, rounded half-up to `places`, as a decimal text (all three positive). */
function productOver(a: string, b: string, c: string, places: number): string {
  const [x, y, z] = [scaled(a), scaled(b), scaled(c)];
  // Bring everything to integers: value = x.units·y.units·10^(z.scale) / (z.units·10^(x.scale+y.scale)).
  const numerator = x.units * y.units * 10n ** BigInt(z.scale + places);
  const denominator = z.units * 10n ** BigInt(x.scale + y.scale);
  const quotient = (2n * numerator + denominator) / (2n * denominator);
  const digits = quotient.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

type Quotation = (typeof ROWS)[number];
/** An amount of the currency in CNY: × value ÷ per for X/CNY, × per ÷ value for CNY/X. */
const intoCny = (amount: string, row: Quotation, places: number) =>
  row.quote === 'CNY'
    ? productOver(amount, row.value, row.per, places)
    : productOver(amount, row.per, row.value, places);
/** A CNY amount in the currency: the other way round. */
const outOfCny = (amount: string, row: Quotation, places: number) =>
  row.quote === 'CNY'
    ? productOver(amount, row.per, row.value, places)
    : productOver(amount, row.value, row.per, places);

/** 1,000 units bought at 113 CNY with 13 % VAT, all of it refunded: 100,000 CNY of cost, 100 a unit; no margin. */
const PRICING = { price: '113', quantity: '1000', taxRate: '13', refundRate: '13', margin: '0' };

describe('every currency of the central parity, in its own quotation', () => {
  const suite = toolSuite();

  it('quotes both ways round (a check on the shipped data itself)', () => {
    assert.ok(ROWS.some((row) => row.quote === 'CNY') && ROWS.some((row) => row.base === 'CNY'));
    assert.ok(ROWS.length >= 20, `${ROWS.length} currencies`);
  });

  it('fx-convert turns 1,000 of each currency into CNY', async () => {
    for (const row of ROWS) {
      const { response, body } = await suite.compute('fx-convert', { currency: row.currency, amount: '1000' });
      assert.equal(response.statusCode, 200, `${row.currency}: ${JSON.stringify(body.issues)}`);
      assert.deepEqual(
        body.outputs.midpoint,
        { kind: 'rate', value: row.value, base: row.base, quote: row.quote, per: row.per },
        row.currency,
      );
      assert.equal(body.outputs.atMidpoint.amount, intoCny('1000', row, 2), row.currency);
    }
  });

  it('fx-cost counts a receipt of 1,000 of each currency in CNY', async () => {
    for (const row of ROWS) {
      const { response, body } = await suite.compute('fx-cost', {
        receipts: [{ amount: '1000', currency: row.currency, perYear: '3' }],
        bankFee: '0',
      });
      assert.equal(response.statusCode, 200, `${row.currency}: ${JSON.stringify(body.issues)}`);
      const once = intoCny('1000', row, 2);
      assert.equal(body.outputs.annualMidpoint.amount, productOver(once, '3', '1', 2), row.currency);
    }
  });

  it('baojia quotes 100 CNY a unit in each currency with the parity as fxRate, and reverse finds no profit at that price', async () => {
    for (const row of ROWS) {
      const rate = {
        currency: row.currency,
        fxRate: row.value,
        fxPer: row.per,
        fxBase: row.quote === 'CNY' ? 'currency' : 'CNY',
      };
      const forward = await suite.compute('baojia', { ...PRICING, ...rate });
      assert.equal(forward.response.statusCode, 200, `${row.currency}: ${JSON.stringify(forward.body.issues)}`);
      const price = forward.body.outputs.priceFob.amount;
      assert.equal(price, outOfCny('100', row, 4), row.currency);
      assert.equal(forward.body.outputs.priceFob.currency, row.currency);
      // The rate as given is the parity: compared, it is a note of no difference, never the far warning.
      const codes = forward.body.warnings.map((warning: { code: string }) => warning.code);
      assert.ok(
        codes.includes('baojia.rate_vs_parity') && !codes.includes('baojia.rate_far_from_parity'),
        `${row.currency}: ${codes}`,
      );

      const reverse = await suite.compute('baojia', { ...PRICING, ...rate, mode: 'reverse', quotedPrice: price });
      assert.equal(reverse.response.statusCode, 200, `${row.currency}: ${JSON.stringify(reverse.body.issues)}`);
      // Profit is counted in CNY. The quoted price is rounded to 4 places: over 1,000 units that
      // is at most 0.05 of the currency, whose CNY value bounds the profit at that price.
      const { amount, currency } = reverse.body.outputs.profitFob;
      assert.equal(currency, 'CNY');
      const bound = Number(intoCny('0.05', row, 6)) + 0.005;
      assert.ok(
        Math.abs(Number(amount)) <= bound,
        `${row.currency}: profit ${amount} CNY at its own break-even price, more than ${bound}`,
      );
    }
  });

  it("the quote rests on each currency's parity as published when fxRate is omitted", async () => {
    for (const row of ROWS) {
      const response = await suite.app().inject({
        method: 'POST',
        url: '/v1/quote?lang=en',
        payload: { ...QUOTE_BODY, pricing: { ...PRICING, currency: row.currency, priceDecimals: 4 } },
      });
      const body = response.json();
      assert.equal(response.statusCode, 200, `${row.currency}: ${JSON.stringify(body.issues)}`);
      assert.deepEqual(body.quote.exchangeRate, {
        rate: row.value,
        base: row.base,
        quote: row.quote,
        per: row.per,
        source: 'central-parity',
        dataset: 'central-parity',
        version: PARITY.manifest.version,
        day: PARITY.manifest.published_at,
      });
      assert.equal(body.quote.prices[0].unitPrice, outOfCny('100', row, 4), row.currency);
      assert.ok(
        body.text.includes(`${row.per} ${row.base} = ${row.value} ${row.quote}`),
        `${row.currency}: ${body.text}`,
      );
      assert.ok(body.provenance.datasets.some((dataset: { id: string }) => dataset.id === 'central-parity'));
    }
  });
});
