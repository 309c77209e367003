/**
 * The dataset routes of §4.1/§4.2 from the outside: the list (refund-rates with no version),
 * every required member of a page, paging walks, downloads equal to the pages and hashing
 * to content_hash, lifetimes and 304s, 404s, and a refused version reported in readiness.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '../../src/core/csv.js';
import { loadStore } from '../../src/datasets/store.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { readinessOf } from '../../src/http/service.js';
import { datasetRoutes } from '../../src/http/routes/datasets.js';
import { projectRoot } from '../../src/project-root.js';
import { FIXTURE_COLUMNS, fixtureRows, fixtureVersion, tempDataDir } from '../fixtures/dataset-versions.js';
import { assertErrorAnswer, assertNoFractionalNumbers, assertProvenance, testApp } from '../helpers/app.js';

/** The readiness probes' limiter: these tests run with buckets in memory. */
const MEMORY = { state: () => 'memory' as const };

const PAGE_MEMBERS = [
  'dataset',
  'version',
  'published_at',
  'fetched_at',
  'content_hash',
  'rows',
  'columns',
  'current',
  'links',
  'license',
  'offset',
  'limit',
  'next',
  'data',
  'provenance',
];
const ROWS = fixtureRows(12_345);

async function appOn(dir: string): Promise<FastifyInstance> {
  const store = loadStore(dir);
  return testApp({
    routes: datasetRoutes(store),
    readiness: () => readinessOf(store, MEMORY, new Date()),
    env: { RATE_LIMIT_BURST: '100000' },
  });
}

describe('datasets on generated versions', () => {
  let app: FastifyInstance;
  let dir: string;
  before(async () => {
    dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-01', fixtureRows(3, 'old')));
    await writeVersion(dir, fixtureVersion('2026-08-01', ROWS));
    app = await appOn(dir);
  });
  after(() => app.close());

  it('names each dataset on the site’s page, and says why one has no version yet', async () => {
    const page = (await app.inject('/datasets?lang=en')).body;
    assert.match(page, /<a href="\/datasets\/refund-rates\?lang=en">Export VAT refund rate library<\/a>/);
    assert.match(page, /Not on this server yet: it appears here once the operator installs or downloads it\./);
    assert.doesNotMatch(page, /npm/);
  });

  it('lists every dataset; one with no version has current null and versions 0', async () => {
    const response = await app.inject('/v1/datasets');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(
      body.datasets.map((d: { id: string }) => d.id),
      ['central-parity', 'refund-rates', 'ports', 'containers', 'divisors'],
    );
    const refund = body.datasets.find((d: { id: string }) => d.id === 'refund-rates');
    assert.deepEqual(refund, {
      id: 'refund-rates',
      name: '出口退税率文库',
      current: null,
      versions: 0,
      // No calendar for library editions: never expected, so never stale; not fetched by this app.
      freshness: { newest_publication: null, last_expected: null, stale: false, holidays_known: null, fetch: null },
      links: { self: '/v1/datasets/refund-rates' },
    });
    const ports = body.datasets.find((d: { id: string }) => d.id === 'ports');
    assert.deepEqual(ports, {
      id: 'ports',
      name: '港口',
      current: '2026-08-01',
      versions: 2,
      freshness: {
        newest_publication: '2026-08-01',
        last_expected: null,
        stale: false,
        holidays_known: null,
        fetch: null,
      },
      links: {
        self: '/v1/datasets/ports',
        latest_csv: '/v1/datasets/ports/current/rows.csv',
        latest_json: '/v1/datasets/ports/current/rows.json',
      },
    });
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
    assertProvenance(body);
    assert.deepEqual(
      body.provenance.datasets.map((d: { id: string; version: string }) => `${d.id} ${d.version}`),
      ['ports 2026-08-01'],
    );
  });

  it('gives one dataset with its versions newest first', async () => {
    const body = (await app.inject('/v1/datasets/ports')).json();
    assert.deepEqual(
      body.versions.map((v: { version: string }) => v.version),
      ['2026-08-01', '2026-07-01'],
    );
    assert.deepEqual(
      body.versions.map((v: { current: boolean }) => v.current),
      [true, false],
    );
    assert.deepEqual(body.versions[1].links, {
      self: '/v1/datasets/ports/2026-07-01',
      csv: '/v1/datasets/ports/2026-07-01/rows.csv',
      json: '/v1/datasets/ports/2026-07-01/rows.json',
    });
    assert.match(body.versions[0].content_hash, /^sha256:[0-9a-f]{64}$/);
    assertErrorAnswer(await app.inject('/v1/datasets/tariffs'), 404, 'dataset.not_found', 'id');
  });

  it('gives every required member of a page', async () => {
    const response = await app.inject('/v1/datasets/ports/current?limit=2&offset=1');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(
      PAGE_MEMBERS.filter((m) => !(m in body)),
      [],
    );
    assert.equal(body.dataset, 'ports');
    assert.equal(body.version, '2026-08-01');
    assert.equal(body.rows, 12_345);
    assert.deepEqual(body.columns, FIXTURE_COLUMNS);
    assert.equal(body.current, true);
    assert.deepEqual([body.offset, body.limit, body.next], [1, 2, 3]);
    assert.deepEqual(body.data, ROWS.slice(1, 3));
    assert.deepEqual(body.license, {
      ours: 'license.ours.cc-by-4.0',
      underlying: ['license.underlying.ports-mixed'],
      draft: true,
    });
    assertNoFractionalNumbers(body);
    assertProvenance(body);
    assert.equal(body.provenance.datasets[0].version, '2026-08-01');
  });

  it('walks the pages to the whole version, next null on the last', async () => {
    for (const limit of [5000, 1000, 997]) {
      const seen: unknown[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const page: { data: unknown[]; next: number | null } = (
          await app.inject(`/v1/datasets/ports/2026-08-01?offset=${offset}&limit=${limit}`)
        ).json();
        seen.push(...page.data);
        offset = page.next;
      }
      assert.deepEqual(seen, ROWS, `limit ${limit}`);
    }
    // A page above 64 KB is sent in parts (route.ts): its declared length is its bytes' length.
    const large = await app.inject('/v1/datasets/ports/2026-08-01?limit=5000');
    assert.ok(large.rawPayload.length > 64 * 1024, 'the fixture page is large enough to be sent in parts');
    assert.equal(Number(large.headers['content-length']), large.rawPayload.length);
    assert.equal(large.headers['transfer-encoding'], undefined);
    const beyond = (await app.inject('/v1/datasets/ports/current?offset=20000')).json();
    assert.deepEqual([beyond.data, beyond.next], [[], null]);
  });

  it('serves the JSON download whose bytes hash to content_hash and whose rows are the pages', async () => {
    const response = await app.inject('/v1/datasets/ports/current/rows.json');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.equal(response.headers.link, '</v1/datasets/ports/2026-08-01>; rel="describedby"');
    const hash = `sha256:${createHash('sha256').update(response.rawPayload).digest('hex')}`;
    const page = (await app.inject('/v1/datasets/ports/current?limit=1')).json();
    assert.equal(hash, page.content_hash);
    const download = response.json();
    assert.deepEqual(download.data, ROWS);
    assert.deepEqual(download.columns, FIXTURE_COLUMNS);
  });

  it('serves the CSV download: RFC 4180, flattened columns, guarded formulas, optional BOM', async () => {
    const response = await app.inject('/v1/datasets/ports/2026-08-01/rows.csv');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.equal(response.headers['content-disposition'], 'attachment; filename="ports-2026-08-01.csv"');
    const [header, ...records] = parseCsv(response.body);
    assert.deepEqual(header, FIXTURE_COLUMNS);
    assert.equal(records.length, ROWS.length);
    assert.deepEqual(records[0], [
      'fixture-0',
      'ZZAAA',
      'ZZAAA',
      '测试港0',
      'fixture port 0',
      'ZZ',
      'Fixture land',
      `'=HYPERLINK("x",0)`,
      '测试港0',
      '',
      'fixture0|alias 0',
      'port-names',
    ]);
    assert.deepEqual(records[1], [
      'fixture-1',
      'ZZAAB',
      'ZZAAB',
      '测试港1',
      'fixture port 1',
      'ZZ',
      'Fixture land',
      'region, "quoted" 1',
      '测试港1',
      '',
      'fixture1|alias 1',
      'port-names',
    ]);
    assert.ok(response.body.includes('\r\n'));
    const bom = await app.inject('/v1/datasets/ports/2026-08-01/rows.csv?bom=true');
    assert.equal(bom.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf');
    assert.equal(bom.rawPayload.subarray(3).toString(), response.body);
    assert.equal(Number(bom.headers['content-length']), response.rawPayload.length + 3);
  });

  it('keeps the current version a minute, a superseded one a day, and answers 304', async () => {
    const current = await app.inject('/v1/datasets/ports/current');
    assert.equal(current.headers['cache-control'], 'public, max-age=60');
    const named = await app.inject('/v1/datasets/ports/2026-08-01');
    assert.equal(named.headers['cache-control'], 'public, max-age=60');
    const old = await app.inject('/v1/datasets/ports/2026-07-01');
    assert.equal(old.headers['cache-control'], 'public, max-age=86400, immutable');
    assert.equal(old.json().current, false);
    for (const url of [
      '/v1/datasets/ports/current',
      '/v1/datasets/ports/2026-07-01',
      '/v1/datasets',
      '/v1/datasets/ports/2026-07-01/rows.csv',
    ]) {
      const response = await app.inject(url);
      assert.ok(response.headers.etag, url);
      const again = await app.inject({ url, headers: { 'if-none-match': String(response.headers.etag) } });
      assert.equal(again.statusCode, 304, url);
      assert.equal(again.body, '');
    }
  });

  it('refuses bad paging and names unknown versions', async () => {
    assertErrorAnswer(await app.inject('/v1/datasets/ports/current?limit=5001'), 400, 'param.integer_range', 'limit');
    assertErrorAnswer(
      await app.inject('/v1/datasets/ports/current?offset=-1'),
      400,
      'param.integer_expected',
      'offset',
    );
    assertErrorAnswer(await app.inject('/v1/datasets/ports/current?page=2'), 400, 'param.unknown', 'page');
    assertErrorAnswer(await app.inject('/v1/datasets/ports/2026-07-02'), 404, 'dataset.version_not_found', 'version');
    assertErrorAnswer(
      await app.inject('/v1/datasets/ports/2026-07-02/rows.csv'),
      404,
      'dataset.version_not_found',
      'version',
    );
    assertErrorAnswer(await app.inject('/v1/datasets/refund-rates/current'), 404, 'dataset.none_installed');
    assertErrorAnswer(await app.inject('/v1/datasets/refund-rates/current/rows.json'), 404, 'dataset.none_installed');
  });
});

describe('a version altered on disk', () => {
  it('is refused at start-up and reported in readiness; the others keep serving', async () => {
    const dir = tempDataDir();
    await writeVersion(dir, fixtureVersion('2026-07-01', fixtureRows(3)));
    await writeVersion(dir, fixtureVersion('2026-08-01', fixtureRows(4)));
    appendFileSync(join(dir, 'ports', '2026-08-01', 'rows.json'), '\n');
    const app = await appOn(dir);
    const ready = (await app.inject('/readyz')).json();
    assert.deepEqual(ready.datasets.loaded, [{ id: 'ports', version: '2026-07-01' }]);
    assert.equal(ready.datasets.refused[0].version, '2026-08-01');
    // Refused, not missing: the answer names the refusal (503, the service's fault), not a 404.
    const refused = assertErrorAnswer(
      await app.inject('/v1/datasets/ports/2026-08-01'),
      503,
      'dataset.version_refused',
      'version',
    );
    assert.deepEqual((refused.issues as Array<{ values: unknown }>)[0]?.values, { id: 'ports', version: '2026-08-01' });
    assert.equal((await app.inject('/v1/datasets/ports/current')).json().version, '2026-07-01');
    await app.close();
  });
});

describe('the shipped data', () => {
  it('loads every shipped version without a refusal and serves the newest central parity', async () => {
    const store = loadStore(join(projectRoot(), 'data'));
    assert.deepEqual(store.refused, []);
    const app = await testApp({
      routes: datasetRoutes(store),
      readiness: () => readinessOf(store, MEMORY, new Date()),
    });
    const page = (await app.inject('/v1/datasets/central-parity/current?lang=en')).json();
    assert.equal(page.version, '2026-09-04');
    assert.equal(page.data.find((r: { id: string }) => r.id === 'USD/CNY').value, '6.7787');
    assert.equal(page.provenance.datasets[0].origin, null, 'CFETS terms: origin not shown');
    assert.match(page.provenance.source_line, /CFETS.*2026-09-04/);
    const notice = (await app.inject('/v1/datasets/central-parity/2024-12-02')).json();
    assert.equal(notice.data.find((r: { id: string }) => r.id === 'USD/CNY').value, '7.1865');
    assert.equal(notice.current, false);
    await app.close();
  });
});
