/**
 * GET /v1/refund-rate/chapters/{chapter} (issue 18) over the generated test library
 * (test/fixtures/refund-lookup-library.ts, chapter 99): every listed code in code order, each
 * with what is in force on the day that counts, paged; a code whose period ended listed with
 * nothing in force; refusals and the 503 without a library.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { refundLibraryOf } from '../../src/refund-rate/library.js';
import { refundChapterRoutes } from '../../src/http/routes/refund-chapter.js';
import { LOOKUP_RECORDS, lookupLibraryStore } from '../fixtures/refund-lookup-library.js';
import { assertErrorAnswer, assertProvenance, testApp } from '../helpers/app.js';

interface ChapterCode {
  code: string;
  in_force: Array<{ refund_percent: string; from: string }>;
}

describe('refund-rate chapter', () => {
  let app: FastifyInstance;
  before(async () => {
    const store = await lookupLibraryStore();
    app = await testApp({
      routes: refundChapterRoutes(refundLibraryOf(store)),
      clock: () => new Date('2026-03-01T04:00:00Z'),
      env: { RATE_LIMIT_BURST: '10000' },
    });
  });
  after(() => app.close());

  const codesOf = (body: { chapter: { codes: ChapterCode[] } }) => new Map(body.chapter.codes.map((c) => [c.code, c]));

  it('lists every code of the chapter in code order with the rate in force today', async () => {
    const response = await app.inject('/v1/refund-rate/chapters/99?limit=1000&lang=en');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    const listed = [...new Set(LOOKUP_RECORDS.map((record) => record.CODE))].sort();
    assert.equal(body.chapter.total, listed.length);
    assert.deepEqual(
      body.chapter.codes.map((c: ChapterCode) => c.code),
      listed,
    );
    assert.equal(body.chapter.in_force_on, '2026-03-01');
    assert.equal(body.chapter.in_force_basis, 'today');
    const codes = codesOf(body);
    // 9901010010: 13 % until 2025-12-31, 9 % from 2026-01-01.
    assert.deepEqual(
      codes.get('9901010010')?.in_force.map((p) => p.refund_percent),
      ['9.00'],
    );
    // 9901050010 ended on 2025-06-30: listed, nothing in force.
    assert.deepEqual(codes.get('9901050010')?.in_force, []);
    assertProvenance(body, 'en');
  });

  it('reads the export date when given', async () => {
    const body = (await app.inject('/v1/refund-rate/chapters/99?export_date=2025-06-01&limit=1000')).json();
    assert.equal(body.chapter.in_force_basis, 'export_date');
    assert.deepEqual(
      codesOf(body)
        .get('9901010010')
        ?.in_force.map((p) => p.refund_percent),
      ['13.00'],
    );
  });

  it('pages with offset and limit, next pointing at the following page', async () => {
    const first = (await app.inject('/v1/refund-rate/chapters/99?limit=10')).json();
    assert.equal(first.chapter.codes.length, 10);
    assert.equal(first.chapter.next, 10);
    const last = (await app.inject(`/v1/refund-rate/chapters/99?offset=${first.chapter.total - 3}&limit=10`)).json();
    assert.equal(last.chapter.codes.length, 3);
    assert.equal(last.chapter.next, null);
  });

  it('gives an empty list for a chapter the library does not list, and refuses what is not a chapter', async () => {
    const empty = (await app.inject('/v1/refund-rate/chapters/01')).json();
    assert.equal(empty.chapter.total, 0);
    assert.deepEqual(empty.chapter.codes, []);
    assertErrorAnswer(await app.inject('/v1/refund-rate/chapters/9x'), 400, 'refund_rate.chapter_invalid', 'chapter');
    assertErrorAnswer(await app.inject('/v1/refund-rate/chapters/99?limit=1001'), 400, 'param.integer_range', 'limit');
  });

  it('answers 503 without a library', async () => {
    const bare = await testApp({ routes: refundChapterRoutes(null) });
    assertErrorAnswer(await bare.inject('/v1/refund-rate/chapters/85'), 503, 'refund_rate.library_missing');
    await bare.close();
  });
});
