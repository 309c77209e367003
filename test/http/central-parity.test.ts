/**
 * GET /v1/central-parity and /v1/central-parity/series (issue 18) over the shipped publications
 * (CFETS's answers for 2026-06-01 to 2026-09-04, and five PBoC notices of 2016 to 2025): the
 * quotations of a day as published, a weekend answered by the Friday before it, the newest
 * without a date, a day the data cannot answer for as a 404 naming the publication it quotes,
 * and a series with one point per publishing day, JPY per 100 and MYR per CNY as published.
 * Every answer is also checked against the OpenAPI document (helpers/answer-check.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertErrorAnswer, assertProvenance, serviceApp } from '../helpers/app.js';

describe('central parity of a day', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '10000' });
  });
  after(() => app.close());

  it('gives every quotation of the day as published, trailing zeros kept', async () => {
    const response = await app.inject('/v1/central-parity?date=2026-09-04&lang=en');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.central_parity.published_on, '2026-09-04');
    assert.equal(body.central_parity.on_the_day, true);
    assert.equal(body.central_parity.basis, 'date');
    const byId = new Map(body.central_parity.quotations.map((q: { id: string }) => [q.id, q]));
    // The CFETS row of 2026-09-04 in data/central-parity/2026-09-04/rows.csv.
    assert.deepEqual(byId.get('USD/CNY'), {
      id: 'USD/CNY',
      currency: 'USD',
      base: 'USD',
      quote: 'CNY',
      per: '1',
      value: '6.7787',
    });
    assert.deepEqual(byId.get('100JPY/CNY'), {
      id: '100JPY/CNY',
      currency: 'JPY',
      base: 'JPY',
      quote: 'CNY',
      per: '100',
      value: '4.3135',
    });
    assert.equal(body.central_parity.quotations.length, 25);
    assert.equal(body.dataset.version, '2026-09-04');
    assertProvenance(body, 'en');
    assert.deepEqual(
      body.provenance.datasets.map((d: { version: string }) => d.version),
      ['2026-09-04'],
    );
    assert.match(String(response.headers.etag), /^W\//);
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
  });

  it('answers a Sunday with the Friday before it and says so', async () => {
    const body = (await app.inject('/v1/central-parity?date=2026-08-30')).json();
    assert.equal(body.central_parity.date, '2026-08-30');
    assert.equal(body.central_parity.published_on, '2026-08-28');
    assert.equal(body.central_parity.on_the_day, false);
  });

  it('gives the newest publication when no day is asked', async () => {
    const body = (await app.inject('/v1/central-parity')).json();
    assert.equal(body.central_parity.date, null);
    assert.equal(body.central_parity.basis, 'latest');
    assert.equal(body.central_parity.published_on, '2026-09-04');
  });

  it('refuses a day before, after or in a gap of the data with a 404 naming the publication it quotes', async () => {
    const before = assertErrorAnswer(
      await app.inject('/v1/central-parity?date=2015-01-05'),
      404,
      'parity.before_data',
      'date',
    );
    assert.deepEqual(
      (before.provenance as { datasets: Array<{ version: string }> }).datasets.map((d) => d.version),
      ['2016-06-08'],
    );
    assertErrorAnswer(await app.inject('/v1/central-parity?date=2030-01-02'), 404, 'parity.after_data', 'date');
    // Between the notices of 2016-11-10 and 2024-12-02 nothing is installed.
    assertErrorAnswer(await app.inject('/v1/central-parity?date=2020-03-03'), 404, 'parity.gap', 'date');
  });

  it('refuses a malformed or unreal day and an unknown parameter with 400', async () => {
    assertErrorAnswer(await app.inject('/v1/central-parity?date=2026-02-30'), 400, 'param.date_invalid', 'date');
    assertErrorAnswer(await app.inject('/v1/central-parity?day=2026-09-04'), 400, 'param.unknown', 'day');
  });
});

describe('central parity series', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '10000' });
  });
  after(() => app.close());

  it('gives one point per publishing day in the range, oldest first, as published', async () => {
    const response = await app.inject('/v1/central-parity/series?currency=JPY&from=2026-08-27&to=2026-09-02');
    assert.equal(response.statusCode, 200);
    const { series, provenance } = response.json();
    assert.equal(series.base, 'JPY');
    assert.equal(series.quote, 'CNY');
    // 27, 28 August (Thursday, Friday), 31 August, 1 and 2 September: no point on the weekend.
    assert.deepEqual(
      series.points.map((p: { date: string }) => p.date),
      ['2026-08-27', '2026-08-28', '2026-08-31', '2026-09-01', '2026-09-02'],
    );
    assert.deepEqual(series.points[0], { date: '2026-08-27', per: '100', value: '4.2491', version: '2026-08-27' });
    assert.equal(provenance.datasets.length, 5);
  });

  it('keeps a CNY/X quotation the way it is published (MYR per CNY, trailing zero)', async () => {
    const { series } = (await app.inject('/v1/central-parity/series?currency=MYR&from=2026-09-04')).json();
    assert.equal(series.base, 'CNY');
    assert.equal(series.quote, 'MYR');
    assert.deepEqual(series.points, [{ date: '2026-09-04', per: '1', value: '0.59784', version: '2026-09-04' }]);
  });

  it('runs over every installed publication by default', async () => {
    const { series } = (await app.inject('/v1/central-parity/series?currency=USD')).json();
    const versions = (await app.inject('/v1/datasets/central-parity')).json().versions;
    assert.equal(series.points.length, versions.length);
    assert.equal(series.from, '2016-06-08');
    assert.equal(series.to, '2026-09-04');
  });

  it('refuses a reversed range, an unpublished currency and a missing one; a range without a publication is 404', async () => {
    assertErrorAnswer(
      await app.inject('/v1/central-parity/series?currency=USD&from=2026-09-01&to=2026-08-01'),
      400,
      'central_parity.range_reversed',
      'from',
    );
    assertErrorAnswer(await app.inject('/v1/central-parity/series?currency=XAU'), 400, 'parity.currency', 'currency');
    assertErrorAnswer(
      await app.inject('/v1/central-parity/series?currency=usd'),
      400,
      'param.pattern_mismatch',
      'currency',
    );
    assertErrorAnswer(await app.inject('/v1/central-parity/series'), 400, 'param.required', 'currency');
    // MOP first appears in the notices of 2024; the notices of 2016 do not quote it.
    assertErrorAnswer(
      await app.inject('/v1/central-parity/series?currency=MOP&from=2016-01-01&to=2016-12-31'),
      404,
      'central_parity.no_publication',
      'currency',
    );
  });

  it('revalidates with its ETag', async () => {
    const first = await app.inject('/v1/central-parity/series?currency=EUR&from=2026-09-01');
    const again = await app.inject({
      url: '/v1/central-parity/series?currency=EUR&from=2026-09-01',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });
});
