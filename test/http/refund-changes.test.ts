/**
 * GET /v1/datasets/refund-rates/changes (issue 13) between two generated editions of the
 * library (TEST FIXTURE: chapter 99, made-up rates), and the lookup's note on a code whose
 * rate changed between them.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { refundRatesImporter } from '../../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { type LibraryRecord, writeLibraryFixture } from '../fixtures/refund-library.js';
import { assertProvenance, serviceApp } from '../helpers/app.js';

const scratch = mkdtempSync(join(tmpdir(), 'refund-changes-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const OPEN = '20991231';
const period = (code: string, tsl: string, extra: Partial<LibraryRecord> = {}): LibraryRecord => ({
  CODE: code,
  ST_DATE: '20250101',
  END_DATE: OPEN,
  NAME: `fixture ${code}`,
  ZSSL_SET: '13',
  TSL: tsl,
  TSFLAG: '',
  NOTE: '',
  ...extra,
});
const EDITION_A: LibraryRecord[] = [
  period('9901010010', '13'),
  period('9901020010', '9', { ZSSL_SET: '9,13' }),
  period('9901030010', '13'),
  period('9901040010', '13'),
  period('9901060010', '13'),
];
const EDITION_B: LibraryRecord[] = [
  period('9901010010', '13', { END_DATE: '20260331' }),
  period('9901010010', '9', { ST_DATE: '20260401' }),
  period('9901020010', '9.00', { ZSSL_SET: '13,9' }),
  period('9901040010', '13', { TSFLAG: '1' }),
  period('9901050010', '0'),
  period('9901060010', '13'),
];

async function dataDirWith(
  editions: ReadonlyArray<readonly [published: string, edition: string, records: LibraryRecord[]]>,
): Promise<string> {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  for (const [published, edition, records] of editions) {
    const folder = writeLibraryFixture(mkdtempSync(join(scratch, 'lib-')), records).folder;
    const [version] = await refundRatesImporter.read(folder, { published, edition });
    if (!version) throw new Error('no version');
    await writeVersion(dataDir, version);
  }
  return dataDir;
}

describe('what changed between two editions of the refund library', () => {
  let app: FastifyInstance;
  before(async () => {
    const dataDir = await dataDirWith([
      ['2026-01-05', 'FIXTURE-A', EDITION_A],
      ['2026-06-10', 'FIXTURE-B', EDITION_B],
    ]);
    app = await serviceApp({ DATA_DIR: dataDir, RATE_LIMIT_BURST: '100000' });
  });
  after(() => app.close());

  it('lists codes and periods added and removed, and periods whose rate, levy set, flag or end changed, between the two newest by default', async () => {
    const response = await app.inject('/v1/datasets/refund-rates/changes?lang=en');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
    const body = response.json();
    assert.deepEqual(
      [body.from.version, body.from.edition, body.to.version, body.to.edition],
      ['2026-01-05', 'FIXTURE-A', '2026-06-10', 'FIXTURE-B'],
    );
    assert.deepEqual(body.counts, {
      code_added: 1,
      code_removed: 1,
      period_added: 1,
      period_removed: 0,
      period_changed: 2,
    });
    assert.equal(body.changes, 5);
    assert.deepEqual(
      body.data.map((c: Record<string, unknown>) => [
        c.code,
        c.change,
        c.fields,
        c.from,
        c.old_to,
        c.new_to,
        c.old_refund_rate,
        c.new_refund_rate,
        c.old_tsflag,
        c.new_tsflag,
      ]),
      [
        ['9901010010', 'period_changed', ['to'], '2025-01-01', null, '2026-03-31', '13', '13', null, null],
        ['9901010010', 'period_added', [], '2026-04-01', null, null, null, '9', null, null],
        ['9901030010', 'code_removed', [], '2025-01-01', null, null, '13', null, null, null],
        ['9901040010', 'period_changed', ['tsflag'], '2025-01-01', null, null, '13', '13', null, '1'],
        ['9901050010', 'code_added', [], '2025-01-01', null, null, null, '0', null, null],
      ],
    );
    assert.deepEqual(body.data[4].new_vat_rates, ['13']);
    assert.equal(body.data[4].old_vat_rates, null);
    assert.deepEqual(
      body.provenance.datasets.map((d: { version: string }) => d.version),
      ['2026-01-05', '2026-06-10'],
    );
    assertProvenance(body, 'en');
  });

  it('pages like rows, and keeps an answer naming both versions like a version that is not current', async () => {
    const page = await app.inject('/v1/datasets/refund-rates/changes?from=2026-01-05&to=2026-06-10&offset=1&limit=2');
    assert.equal(page.headers['cache-control'], 'public, max-age=86400, immutable');
    const body = page.json();
    assert.deepEqual([body.offset, body.limit, body.next, body.data.length], [1, 2, 3, 2]);
    assert.equal(body.links.csv, '/v1/datasets/refund-rates/changes.csv?from=2026-01-05&to=2026-06-10');
    const again = await app.inject({
      url: '/v1/datasets/refund-rates/changes?from=2026-01-05&to=2026-06-10&offset=1&limit=2',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('compares older to newer only: the reversed pair is the same list read backwards, refused with 400', async () => {
    const reversed = await app.inject('/v1/datasets/refund-rates/changes?from=2026-06-10&to=2026-01-05&lang=en');
    assert.equal(reversed.statusCode, 400);
    const [refusal] = reversed.json().issues;
    assert.deepEqual([refusal.path, refusal.code], ['from', 'dataset.changes_order']);
    assert.match(
      refusal.message,
      /^from 必须是比 to 更早的版本.* The from version must be older than the to version, and 2026-06-10 is not older than 2026-01-05/s,
    );
  });

  it('gives the whole list as CSV, levy sets joined with |', async () => {
    const response = await app.inject('/v1/datasets/refund-rates/changes.csv');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(
      String(response.headers.link),
      /^<\/v1\/datasets\/refund-rates\/changes\?from=2026-01-05&to=2026-06-10>; rel="describedby"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    assert.equal(
      lines[0],
      'code,name,change,fields,from,old_to,new_to,old_refund_rate,new_refund_rate,old_vat_rates,new_vat_rates,old_tsflag,new_tsflag',
    );
    assert.equal(lines.length, 6);
    assert.equal(lines[1], '9901010010,fixture 9901010010,period_changed,to,2025-01-01,,2026-03-31,13,13,13,13,,');
  });

  it('refuses an unknown version with 404 and a malformed one with 400', async () => {
    const unknown = await app.inject('/v1/datasets/refund-rates/changes?from=2025-01-01');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(
      unknown.json().issues.map((i: { path: string; code: string }) => [i.path, i.code]),
      [['from', 'dataset.version_not_found']],
    );
    const malformed = await app.inject('/v1/datasets/refund-rates/changes?to=latest');
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().issues[0].path, 'to');
  });

  it('notes on a lookup that the code’s rate differs from the previous edition, and only then', async () => {
    const changed = (await app.inject('/v1/refund-rate?code=9901010010&export_date=2026-05-01&lang=en')).json();
    const note = changed.notes.find((n: { key: string }) => n.key === 'refund_rate.note.changed');
    assert.equal(
      note?.text,
      'The refund rate of 9901010010 differs from the one in the previous library edition FIXTURE-A; see /v1/datasets/refund-rates/changes.',
    );
    for (const code of ['9901060010', '9901020010', '9901040010']) {
      const same = (await app.inject(`/v1/refund-rate?code=${code}&export_date=2026-05-01`)).json();
      assert.equal(
        same.notes.some((n: { key: string }) => n.key === 'refund_rate.note.changed'),
        false,
        code,
      );
    }
  });
});

describe('changes with one edition installed', () => {
  it('answers 404 saying there is no earlier edition to compare', async () => {
    const app = await serviceApp({ DATA_DIR: await dataDirWith([['2026-06-10', 'FIXTURE-B', EDITION_B]]) });
    try {
      const response = await app.inject('/v1/datasets/refund-rates/changes');
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().issues[0].code, 'dataset.changes_one_version');
      const same = await app.inject('/v1/datasets/refund-rates/changes?from=2026-06-10&to=2026-06-10');
      assert.equal(same.statusCode, 400);
      assert.equal(same.json().issues[0].code, 'dataset.changes_order');
    } finally {
      await app.close();
    }
  });
});

describe('edition comparisons priced by their work and bounded at once (issue 28)', () => {
  const EDITIONS = ['2025-01-06', '2025-07-07', '2026-01-05', '2026-06-10', '2026-09-01'] as const;
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({
      DATA_DIR: await dataDirWith(
        EDITIONS.map((published, n) => [published, `FIXTURE-${n}`, n % 2 === 0 ? EDITION_A : EDITION_B] as const),
      ),
      // A token a minute: the buckets counted below do not refill while a worker thread starts.
      RATE_LIMIT_PER_MINUTE: '1',
    });
  });
  after(() => app.close());
  const remaining = (response: { headers: Record<string, unknown> }) => Number(response.headers['ratelimit-remaining']);

  it('charges an uncached comparison 10 tokens beyond its page, a kept one only its page', async () => {
    const url = '/v1/datasets/refund-rates/changes?from=2025-01-06&to=2025-07-07';
    const from = { remoteAddress: '198.51.100.7' };
    const first = await app.inject({ url, ...from });
    assert.equal(first.statusCode, 200);
    const second = await app.inject({ url: `${url}&offset=1`, ...from });
    assert.equal(second.statusCode, 200);
    // A full bucket of 60: 11 for the comparison and its page, then 1 for a page of the kept comparison.
    assert.deepEqual([remaining(first), remaining(second)], [49, 48]);
    const csv = await app.inject({ url: url.replace('changes?', 'changes.csv?'), ...from });
    assert.equal(csv.statusCode, 200);
    assert.equal(remaining(csv), 43);
    const otherCsv = await app.inject({
      url: '/v1/datasets/refund-rates/changes.csv?from=2025-07-07&to=2026-01-05',
      ...from,
    });
    assert.equal(remaining(otherCsv), 28);
  });

  it('works out one comparison at a time, four more waiting, and answers the rest 503 with Retry-After', async () => {
    const pairs = EDITIONS.flatMap((from, i) => EDITIONS.slice(i + 1).map((to) => ({ from, to })));
    assert.equal(pairs.length, 10);
    // Each pair from its own sender: the bucket is not what refuses here.
    const answers = await Promise.all(
      pairs.map(({ from, to }, n) =>
        app.inject({
          url: `/v1/datasets/refund-rates/changes?from=${from}&to=${to}&limit=1`,
          remoteAddress: `203.0.113.${n + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // The two pairs kept by the test above answer at once; of the eight others one runs, four wait, three are refused.
    assert.deepEqual(
      [statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 503).length],
      [7, 3],
      String(statuses),
    );
    const busy = answers.find((answer) => answer.statusCode === 503);
    assert.equal(busy?.headers['retry-after'], '1');
    assert.equal(busy?.headers['cache-control'], 'no-store');
    assert.equal(busy?.json().issues[0].code, 'api.busy');
    const later = await app.inject(`/v1/datasets/refund-rates/changes?from=2026-06-10&to=2026-09-01&limit=1`);
    assert.equal(later.statusCode, 200);
  });
});
