/**
 * GET /v1/refund-rate/search over HTTP (docs/refund-rate.md, Search): hits with the rates in force
 * as the lookup gives them, bad `q` refused at `q`, nothing found as a 200 saying the library was
 * searched, paging, ETags, a named edition, and no library at all. Every answer is checked against
 * the published OpenAPI document (test/helpers/answer-check.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { writeSearchLibrary } from '../fixtures/refund-search-library.js';
import { SEARCH_NAMES } from '../fixtures/refund-search-names.js';
import { serviceApp } from '../helpers/app.js';

interface Hit {
  code: string;
  name: string;
  matched: string;
  name_ranges: Array<[number, number]>;
  listing: string;
  children_total: number;
  in_force: { status: string; period?: { refund_rate: { value: string } } };
  links: { lookup: string; page: string };
}

/** Editions are named by their day of publication. */
const OLDER = '2026-01-10';
const NEWER = '2026-06-10';
/** A code the older edition does not have. */
const ADDED = '96170019001';

describe('GET /v1/refund-rate/search', () => {
  let app: FastifyInstance;
  const get = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/v1/refund-rate/search?${query}`, headers });
  const hitsOf = async (query: string): Promise<Hit[]> => (await get(query)).json().search.hits;

  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'search-http-'));
    await writeSearchLibrary(dataDir, 'SEARCH-A', OLDER, [ADDED]);
    await writeSearchLibrary(dataDir, 'SEARCH-B', NEWER);
    app = await serviceApp({ DATA_DIR: dataDir, FETCH: 'off' });
  });
  after(() => app.close());

  it('answers a product name with each hit’s rate in force, the parts matched, and its lookup', async () => {
    const answer = await get(`q=${encodeURIComponent('不锈钢 保温杯')}&export_date=2026-03-01&lang=en`);
    assert.equal(answer.statusCode, 200);
    const body = answer.json();
    assert.equal(body.search.in_force_on, '2026-03-01');
    assert.equal(body.search.in_force_basis, 'export_date');
    const hit: Hit = body.search.hits.find((each: Hit) => each.code === ADDED);
    assert.ok(hit);
    assert.equal(hit.name, '不锈钢真空保温杯');
    assert.deepEqual(
      hit.name_ranges.map(([start, end]) => hit.name.slice(start, end)),
      ['不锈钢', '保温杯'],
    );
    assert.equal(hit.in_force.status, 'rate');
    // A specific code is looked up within its 10-digit code, which lists it.
    assert.equal(hit.links.lookup, '/v1/refund-rate?code=9617001900&export_date=2026-03-01');
    const within = (await app.inject({ method: 'GET', url: hit.links.lookup })).json().lookup;
    assert.ok(
      within.splits.some((split: { code: string }) => split.code === ADDED) ||
        within.children.some((child: { code: string }) => child.code === ADDED),
    );
    // A 10-digit code's lookup link gives the same rate in force as its hit.
    const [kettle] = await hitsOf('q=8516710010&export_date=2026-03-01');
    assert.ok(kettle);
    assert.equal(kettle.links.lookup, '/v1/refund-rate?code=8516710010&export_date=2026-03-01');
    const lookup = (await app.inject({ method: 'GET', url: kettle.links.lookup })).json().lookup;
    assert.deepEqual(lookup.in_force, kettle.in_force);
    assert.equal(body.dataset.version, NEWER);
    assert.equal(body.provenance.datasets[0].version, NEWER);
  });

  it('lists a base code once, with how many codes it heads', async () => {
    const hits = await hitsOf(`q=${encodeURIComponent('锂离子蓄电池')}`);
    const base = hits.filter((hit) => hit.code === '85076000');
    assert.equal(base.length, 1);
    assert.equal(base[0]?.matched, 'name_start');
    assert.equal(base[0]?.children_total, 2);
  });

  it('refuses an empty, too long or wordless q at q, in Chinese then English', async () => {
    for (const [query, code] of [
      ['q=', 'param.required'],
      ['', 'param.required'],
      [`q=${'保'.repeat(65)}`, 'refund_rate.search_invalid'],
      [`q=${encodeURIComponent('。，！')}`, 'refund_rate.search_invalid'],
      [`q=${encodeURIComponent('...')}`, 'refund_rate.search_invalid'],
    ] as const) {
      const answer = await get(query);
      assert.equal(answer.statusCode, 400, query);
      const [first] = answer.json().issues;
      assert.equal(first.path, 'q');
      assert.equal(first.code, code);
      assert.match(first.message, /[\u4e00-\u9fff].*[A-Za-z]/s);
    }
    assert.equal((await get(`q=${'保'.repeat(64)}`)).statusCode, 200);
  });

  it('answers nothing found with 200, no hits and the note that the library was searched', async () => {
    const answer = await get(`q=${encodeURIComponent('量子计算机')}&lang=en`);
    assert.equal(answer.statusCode, 200);
    const body = answer.json();
    assert.deepEqual(body.search.hits, []);
    assert.equal(body.search.total, 0);
    const searched = body.notes.find((note: { key: string }) => note.key === 'refund_rate.note.searched');
    assert.equal(
      searched.text,
      `Searched the ${SEARCH_NAMES.length} codes of the export refund rate library ${NEWER}: 0 found.`,
    );
  });

  it('pages the hits, the next offset given until the last page', async () => {
    const all = (await get('q=85&limit=100')).json().search;
    assert.ok(all.total > 5);
    const first = (await get('q=85&limit=2')).json().search;
    assert.equal(first.next, 2);
    const second = (await get(`q=85&limit=2&offset=${first.next}`)).json().search;
    assert.deepEqual(
      [...first.hits, ...second.hits].map((hit: Hit) => hit.code),
      all.hits.slice(0, 4).map((hit: Hit) => hit.code),
    );
    const last = (await get(`q=85&limit=2&offset=${all.total - 1}`)).json().search;
    assert.equal(last.next, null);
    assert.equal((await get('q=85&limit=101')).statusCode, 400);
  });

  it('tags an answer and confirms it unchanged with 304', async () => {
    const answer = await get('q=bwb');
    const etag = String(answer.headers.etag);
    assert.match(etag, /^W\/"/);
    assert.equal((await get('q=bwb', { 'if-none-match': etag })).statusCode, 304);
    assert.notEqual(String((await get('q=bwb&export_date=2026-01-01')).headers.etag), etag);
  });

  it('searches a named edition', async () => {
    assert.ok((await hitsOf(`q=${ADDED}`)).some((hit) => hit.code === ADDED));
    const older = (await get(`q=${ADDED}&version=${OLDER}`)).json();
    assert.equal(older.dataset.version, OLDER);
    assert.deepEqual(older.search.hits, []);
    const missing = await get('q=8516&version=1999A');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().issues[0].code, 'dataset.version_not_found');
  });
});

describe('GET /v1/refund-rate/search without a library', () => {
  it('is 503, as the lookup is', async () => {
    const app = await serviceApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'search-none-')), FETCH: 'off' });
    try {
      const answer = await app.inject({ method: 'GET', url: '/v1/refund-rate/search?q=8516' });
      assert.equal(answer.statusCode, 503);
      assert.equal(answer.json().issues[0].code, 'refund_rate.library_missing');
    } finally {
      await app.close();
    }
  });
});
