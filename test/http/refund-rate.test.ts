/**
 * GET /v1/refund-rate (api-v1 §4.3) over a generated library in the official DBF layout
 * (test/fixtures/refund-lookup-library.ts): every listing, every in-force status, the
 * Beijing-calendar today on both sides of midnight UTC+8, dotted input, unlisted codes with
 * and without neighbours, refusals, and the 503 of a service with no library.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { DatasetStore } from '../../src/datasets/store.js';
import { refundLibraryOf } from '../../src/refund-rate/library.js';
import { refundRateRoutes } from '../../src/http/routes/refund-rate.js';
import { lookupLibraryStore } from '../fixtures/refund-lookup-library.js';
import { assertErrorAnswer, assertNoFractionalNumbers, assertProvenance, testApp } from '../helpers/app.js';

let store: DatasetStore;
let now = new Date('2026-03-01T04:00:00Z');

async function lookupApp(): Promise<FastifyInstance> {
  return testApp({
    routes: refundRateRoutes(refundLibraryOf(store)),
    clock: () => now,
    env: { RATE_LIMIT_BURST: '10000' },
  });
}

interface Period {
  code: string;
  refund_rate: { kind: string; value: string };
  refund_percent: string;
  from: string;
  to: string | null;
}

describe('refund-rate lookup', () => {
  let app: FastifyInstance;
  before(async () => {
    store = await lookupLibraryStore();
    app = await lookupApp();
  });
  after(() => app.close());

  const get = async (query: string) => {
    const response = await app.inject(`/v1/refund-rate?${query}`);
    const body = response.json();
    assertNoFractionalNumbers(body);
    return { response, body, lookup: body.lookup };
  };

  it('gives every period of a code and marks the one in force on the export date (old and new)', async () => {
    const old = await get('code=9901010010&export_date=2025-06-01');
    assert.equal(old.response.statusCode, 200);
    assert.equal(old.lookup.found, true);
    assert.equal(old.lookup.listing, 'own');
    assert.equal(old.lookup.listed_at, '9901010010');
    assert.equal(old.lookup.data_from, '2025-01-01');
    assert.equal(old.lookup.export_date, '2025-06-01');
    assert.deepEqual(
      old.lookup.periods.map((p: Period) => [p.from, p.to, p.refund_percent]),
      [
        ['2025-01-01', '2025-12-31', '13.00'],
        ['2026-01-01', null, '9.00'],
      ],
    );
    assert.equal(old.lookup.in_force.status, 'rate');
    assert.deepEqual(old.lookup.in_force.period.refund_rate, { kind: 'ratio', value: '0.13' });
    assert.equal(old.lookup.in_force_on, '2025-06-01');
    assert.equal(old.lookup.in_force_basis, 'export_date');
    const current = await get('code=9901010010&export_date=2026-06-01');
    assert.deepEqual(current.lookup.in_force.period.refund_rate, { kind: 'ratio', value: '0.09' });
  });

  it('gives a period row exactly as §2.4 says', async () => {
    const { lookup } = await get('code=9901010010&export_date=2026-06-01');
    assert.deepEqual(lookup.periods[1], {
      code: '9901010010',
      name: 'Fixture goods full name A',
      tax: '1',
      refund_rate: { kind: 'ratio', value: '0.09' },
      refund_percent: '9.00',
      levy_rates: [
        { kind: 'ratio', value: '0.09' },
        { kind: 'ratio', value: '0.13' },
      ],
      levy_percents: ['9', '13'],
      unit: 'kg',
      per_unit: '0.00',
      ad_valorem: '0.00',
      from: '2026-01-01',
      to: null,
      no_end_announced: true,
      tsflag: null,
      tsflag_meaning: null,
      note: null,
    });
  });

  it('says narrower for an eight-digit code without rows of its own, with its ten-digit children and their rates', async () => {
    const { response, lookup } = await get('code=99010200&export_date=2026-01-15');
    assert.equal(response.statusCode, 200);
    assert.equal(lookup.listing, 'narrower');
    assert.equal(lookup.listed_at, '99010200');
    assert.deepEqual(lookup.periods, []);
    assert.deepEqual(
      lookup.splits.map((p: Period) => p.code),
      ['9901020010', '9901020020'],
    );
    assert.deepEqual(lookup.children, [
      { code: '9901020010', name: 'fixture goods 9901020010' },
      { code: '9901020020', name: 'fixture goods 9901020020' },
    ]);
    assert.equal(lookup.children_total, 2);
    assert.equal(lookup.in_force.status, 'narrower');
    assert.deepEqual(
      lookup.in_force.periods.map((p: Period) => p.code),
      ['9901020010', '9901020020'],
    );
  });

  it('answers a 10-digit code without rows through its listed 8-digit base code (heading), naming the other codes under it', async () => {
    const { response, lookup } = await get('code=9901060090&export_date=2026-01-15');
    assert.equal(response.statusCode, 200);
    assert.equal(lookup.listing, 'heading');
    assert.equal(lookup.listed_at, '99010600');
    assert.deepEqual(
      lookup.periods.map((p: Period) => p.code),
      ['99010600'],
    );
    assert.equal(lookup.in_force.status, 'rate');
    assert.deepEqual(lookup.in_force.period.refund_rate, { kind: 'ratio', value: '0.13' });
    assert.deepEqual(lookup.children, [
      { code: '9901060010', name: 'fixture goods 9901060010' },
      { code: '9901060020', name: null },
    ]);
    assert.deepEqual(lookup.splits, []);
  });

  it('says choose, picking none, where a base code and finer codes both apply on the day', async () => {
    const under = await get('code=9901060020&export_date=2026-01-15');
    assert.equal(under.lookup.listing, 'heading');
    assert.equal(under.lookup.in_force.status, 'choose');
    assert.equal(under.lookup.in_force.general.code, '99010600');
    assert.deepEqual(
      under.lookup.in_force.splits.map((p: Period) => [p.code, p.refund_percent]),
      [['990106002001', '0.00']],
    );
    assert.deepEqual(
      under.lookup.children.map((c: { code: string }) => c.code),
      ['9901060010'],
    );
    const base = await get('code=99010600&export_date=2026-01-15');
    assert.equal(base.lookup.listing, 'own');
    assert.deepEqual(
      base.lookup.children.map((c: { code: string }) => c.code),
      ['9901060010', '9901060020'],
    );
    assert.equal(base.lookup.in_force.status, 'choose');
    assert.equal(base.lookup.in_force.general.code, '99010600');
    assert.deepEqual(
      base.lookup.in_force.splits.map((p: Period) => p.code),
      ['9901060010', '990106002001'],
    );
    const own = await get('code=9901060010&export_date=2026-01-15');
    assert.deepEqual(
      [own.lookup.listing, own.lookup.in_force.status, own.lookup.in_force.period.refund_percent],
      ['own', 'rate', '9.00'],
    );
  });

  it('says narrower for a ten-digit code listed only through finer specific codes', async () => {
    const { lookup } = await get('code=9901030010&export_date=2026-01-15');
    assert.equal(lookup.listing, 'narrower');
    assert.deepEqual(lookup.periods, []);
    assert.deepEqual(
      lookup.splits.map((p: Period) => p.code),
      ['990103001001', '990103001002'],
    );
    assert.deepEqual(
      lookup.children.map((c: { code: string }) => c.code),
      ['990103001001', '990103001002'],
    );
    assert.equal(lookup.in_force.status, 'narrower');
    assert.equal(lookup.in_force.periods.length, 2);
  });

  it('says choose when the code’s own period and a split are in force together, and picks neither', async () => {
    const { lookup } = await get('code=9901040010&export_date=2026-01-15');
    assert.equal(lookup.listing, 'own');
    assert.equal(lookup.in_force.status, 'choose');
    assert.equal(lookup.in_force.general.code, '9901040010');
    assert.deepEqual(
      lookup.in_force.splits.map((p: Period) => p.code),
      ['990104001001'],
    );
    assert.equal('period' in lookup.in_force, false);
  });

  it('says before_data for a day before the library’s data, not_listed_on_date for a day with no period', async () => {
    const early = await get('code=9901010010&export_date=2024-12-31');
    assert.deepEqual(early.lookup.in_force, { status: 'before_data', data_from: '2025-01-01' });
    const gap = await get('code=9901050010&export_date=2025-08-01');
    assert.deepEqual(gap.lookup.in_force, { status: 'not_listed_on_date' });
    assert.equal(gap.lookup.periods.length, 1, 'the old period is still given');
  });

  it('lists at most 100 children and says how many there are', async () => {
    const { lookup } = await get('code=9902000010&export_date=2026-01-15');
    assert.equal(lookup.children.length, 100);
    assert.equal(lookup.children_total, 120);
    assert.equal(lookup.splits.length, 120);
  });

  it('accepts dots and spaces in the code', async () => {
    for (const written of ['9901.0100.10', '9901 0100 10', '9901.01.00.10', '99.01.02.00']) {
      const { response, lookup } = await get(`code=${encodeURIComponent(written)}&export_date=2026-01-15`);
      assert.equal(response.statusCode, 200, written);
      assert.equal(lookup.code, written.replace(/[. ]/g, ''));
    }
  });

  it('answers 404 for an unlisted code with its six-digit neighbours, and no rate of any kind', async () => {
    const { response, body, lookup } = await get('code=9901019999&export_date=2026-01-15');
    assert.equal(response.statusCode, 404);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(Object.keys(lookup).sort(), ['code', 'data_from', 'found', 'nearest']);
    assert.equal(lookup.found, false);
    assert.deepEqual(lookup.nearest, [{ code: '9901010010', name: 'Fixture goods full name A' }]);
    assert.equal(lookup.data_from, '2025-01-01');
    assert.equal(body.links, undefined);
    assert.doesNotMatch(JSON.stringify(lookup), /refund|levy|rate/);
    assertProvenance(body);
    // Issue 15: a client's generic error handling finds the reason where every refusal puts it.
    assert.equal(body.issues.length, 1);
    assert.deepEqual(
      { ...body.issues[0], message: undefined },
      {
        path: 'code',
        code: 'refund_rate.not_listed',
        values: { code: '9901019999', version: body.dataset.version },
        message: undefined,
      },
    );
    assert.match(
      body.issues[0].message,
      /^已安装的出口退税率文库 .+ The installed export refund rate library .+ does not list the customs code 9901019999\.$/,
    );
    const lonely = await get('code=1234567890');
    assert.equal(lonely.response.statusCode, 404);
    assert.deepEqual(lonely.lookup.nearest, []);
  });

  it('has no issues on a 200', async () => {
    assert.equal((await get('code=9901010010')).body.issues, undefined);
  });

  it('carries dataset, links, notes in the asked language, and provenance naming the library version', async () => {
    const { response, body } = await get('code=9901010010&lang=en');
    assert.deepEqual(Object.keys(body).sort(), ['dataset', 'links', 'lookup', 'notes', 'provenance']);
    assert.deepEqual(
      { ...body.dataset, imported_at: 'x', content_hash: 'x' },
      {
        id: 'refund-rates',
        version: '2026-06-10',
        edition: 'FIXTURE',
        published_at: '2026-06-10',
        imported_at: 'x',
        content_hash: 'x',
        license: { ours: 'license.ours.cc-by-4.0', underlying: ['license.underlying.sta'], draft: true },
      },
    );
    assert.deepEqual(body.links, {
      chapter_page: '/refund-rates/chapter-99',
      calculator: '/tools/tuishui?hsCode=9901010010',
    });
    assert.deepEqual(
      body.notes.map((n: { key: string }) => n.key),
      ['refund_rate.note.not_official', 'refund_rate.note.reference', 'refund_rate.note.export_date'],
    );
    assert.match(body.notes[2].text, /export date on the customs declaration/);
    assertProvenance(body, 'en');
    assert.equal(body.provenance.datasets[0].id, 'refund-rates');
    assert.ok(response.headers.etag);
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
  });

  it('refuses a malformed code, an unreal date, a missing code and unknown parameters, all at once', async () => {
    for (const code of ['123', '12345678901', '0102-29-00', 'abcdefghij', '１２３４５６７８']) {
      assertErrorAnswer(
        await app.inject(`/v1/refund-rate?code=${encodeURIComponent(code)}`),
        400,
        'refund_rate.code_invalid',
        'code',
      );
    }
    assertErrorAnswer(
      await app.inject('/v1/refund-rate?code=9901010010&export_date=2025-02-29'),
      400,
      'param.date_invalid',
      'export_date',
    );
    assertErrorAnswer(
      await app.inject('/v1/refund-rate?code=9901010010&export_date=20250101'),
      400,
      'param.date_invalid',
      'export_date',
    );
    assertErrorAnswer(await app.inject('/v1/refund-rate'), 400, 'param.required', 'code');
    const several = assertErrorAnswer(
      await app.inject('/v1/refund-rate?code=1&export_date=x&hs=1'),
      400,
      'param.unknown',
      'hs',
    );
    assert.equal((several.issues as unknown[]).length, 3);
  });
});

describe('today on the Beijing calendar', () => {
  it('is the day in UTC+8, on both sides of midnight there', async () => {
    store ??= await lookupLibraryStore();
    const app = await lookupApp();
    now = new Date('2025-12-31T15:59:59Z'); // 23:59:59 on 31 December in Beijing
    const before = (await app.inject('/v1/refund-rate?code=9901010010')).json().lookup;
    assert.deepEqual([before.in_force_on, before.in_force_basis, before.export_date], ['2025-12-31', 'today', null]);
    assert.equal(before.in_force.period.refund_percent, '13.00');
    now = new Date('2025-12-31T16:00:00Z'); // midnight: 1 January 2026 in Beijing, still 31 December in UTC
    const after = (await app.inject('/v1/refund-rate?code=9901010010')).json().lookup;
    assert.equal(after.in_force_on, '2026-01-01');
    assert.equal(after.in_force.period.refund_percent, '9.00');
    await app.close();
  });
});

describe('no library installed', () => {
  it('answers 503 saying the service has none yet, as its own condition, naming no command', async () => {
    const app = await testApp({ routes: refundRateRoutes(null) });
    const response = await app.inject('/v1/refund-rate?code=0102290010');
    const body = assertErrorAnswer(response, 503, 'refund_rate.library_missing');
    assert.match(
      (body.issues as Array<{ message: string }>)[0]?.message ?? '',
      /没有出口退税率文库.*This server has no export refund rate library yet/s,
    );
    assert.doesNotMatch((body.issues as Array<{ message: string }>)[0]?.message ?? '', /npm/);
    assertErrorAnswer(await app.inject('/v1/refund-rate?code=12'), 400, 'refund_rate.code_invalid', 'code');
    await app.close();
  });
});
