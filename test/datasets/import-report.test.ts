/**
 * The refund library's import report (issue 13): written beside the version by `npm run import`,
 * its summary printed, its counts and sha256 in the manifest, checked at start-up, and served
 * with the version. The library is a generated test fixture in the official layout.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runImport } from '../../src/cli/import.js';
import { refundRatesImporter } from '../../src/datasets/refund-rates/importer.js';
import { loadStore } from '../../src/datasets/store.js';
import { type LibraryRecord, writeLibraryFixture } from '../fixtures/refund-library.js';
import { serviceApp } from '../helpers/app.js';

const scratch = mkdtempSync(join(tmpdir(), 'import-report-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const GOOD: LibraryRecord = {
  CODE: '9901010010',
  ST_DATE: '20260101',
  END_DATE: '20991231',
  NAME: 'fixture goods',
  DWCODE: '035',
  UNIT: 'kg',
  BCFLAG: true,
  STDFLAG: true,
  DWFLAG: false,
  SZ: '1',
  ZSSL_SET: '13,9',
  CLDE: '0',
  CJDL: '0',
  TSL: '13',
  TSFLAG: '',
  NOTE: '退9;',
};
const RECORDS: LibraryRecord[] = [
  GOOD,
  { ...GOOD, CODE: '99010100', NOTE: '' },
  { ...GOOD, CODE: '9901010020', TSL: '' },
  { ...GOOD, CODE: '9901010030', deleted: true },
];

async function imported(extra: string[] = []): Promise<{ dataDir: string; lines: string[]; code: number }> {
  const library = writeLibraryFixture(mkdtempSync(join(scratch, 'lib-')), RECORDS).folder;
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  const lines: string[] = [];
  const code = await runImport(
    ['refund-rates', library, '--published', '2026-06-10', '--edition', 'FIXTURE', ...extra, '--data-dir', dataDir],
    (line) => lines.push(line),
  );
  return { dataDir, lines, code };
}

describe('the import report of a library in the real layout', () => {
  // Every feature the real files show (real-evidence.csv): logical flags, 8-, 10- and 11-digit
  // codes, a levy set 13,9, TSFLAG 1 and 2, NOTE texts (one disagreeing with TSL), a blank TSL,
  // blank dates, bytes GB18030 cannot decode, a deleted record. Codes and rates are made up.
  const REAL_LAYOUT: LibraryRecord[] = [
    { ...GOOD, CODE: '99020100', NOTE: '退13;' },
    { ...GOOD, CODE: '9902010010', ZSSL_SET: '13,9', TSL: '9', NOTE: '退9;13;' },
    { ...GOOD, CODE: '99020100201', TSL: '0', TSFLAG: '1', NOTE: '退0;' },
    { ...GOOD, CODE: '99020100202', TSL: '0', TSFLAG: '2', NOTE: '退13;' },
    { ...GOOD, CODE: '9902010030', TSL: '' },
    { ...GOOD, CODE: '9902010040', ST_DATE: '', END_DATE: '' },
    { ...GOOD, CODE: '9902010050', NAME: Uint8Array.from([0x66, 0x81, 0x20, 0x20]) },
    { ...GOOD, CODE: '9902010060', deleted: true },
  ];

  it('counts what was read, kept, left out and disagrees, and keeps flags, levy order, TSFLAG and NOTE', async () => {
    const library = writeLibraryFixture(mkdtempSync(join(scratch, 'lib-')), REAL_LAYOUT).folder;
    const [version] = await refundRatesImporter.read(library, { published: '2026-06-10' });
    const report = version?.report;
    assert.deepEqual([report?.records_read, report?.deleted, report?.kept, report?.left_out_total], [8, 1, 4, 3]);
    assert.deepEqual(
      report?.left_out.map((r) => [r.reason, r.count, r.first.map((f) => f.record)]),
      [
        ['no refund rate', 1, [5]],
        ['no date', 1, [6]],
        ['unreadable value', 1, [7]],
      ],
    );
    assert.deepEqual(report?.codes_by_length, { 8: 1, 10: 1, longer: 2, other: 0 });
    assert.deepEqual(
      report?.note_disagreements.map((d) => [d.record, d.code, d.note, d.refund_rate]),
      [[4, '99020100202', '退13;', '0']],
    );
    assert.deepEqual(
      version?.rows.map((row) => [row.code, row.vat_rates, row.tsflag, row.note, row.bcflag, row.dwflag]),
      [
        ['99020100', ['13', '9'], '', '退13;', true, false],
        ['9902010010', ['13', '9'], '', '退9;13;', true, false],
        ['99020100201', ['13', '9'], '1', '退0;', true, false],
        ['99020100202', ['13', '9'], '2', '退13;', true, false],
      ],
    );
  });
});

describe('the import report', () => {
  it('is printed, written beside the version and summarised in its manifest', async () => {
    const { dataDir, lines, code } = await imported();
    assert.equal(code, 0);
    assert.match(lines[0] ?? '', /^imported refund-rates 2026-06-10 sha256:/);
    assert.deepEqual(lines.slice(1, 5), [
      '  records read 4, deleted 1, kept 2, left out 1',
      '  left out, no refund rate: 1 (record 3 TSL "")',
      '  codes by length: 8 1, 10 1',
      '  NOTE disagrees with TSL: 1 (record 1 9901010010 NOTE "退9;" TSL 13)',
    ]);
    const folder = join(dataDir, 'refund-rates', '2026-06-10');
    assert.equal(lines[5], `  the whole report: ${join(folder, 'import-report.json')}`);
    const report = JSON.parse(readFileSync(join(folder, 'import-report.json'), 'utf8'));
    assert.equal(report.dataset, 'refund-rates');
    assert.equal(report.version, '2026-06-10');
    assert.deepEqual(report.left_out, [
      { reason: 'no refund rate', count: 1, first: [{ record: 3, field: 'TSL', raw: '' }] },
    ]);
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    assert.deepEqual(
      { ...manifest.import_report, sha256: 'checked below' },
      {
        sha256: 'checked below',
        records_read: 4,
        deleted: 1,
        kept: 2,
        left_out: 1,
        note_disagreements: 1,
      },
    );
    assert.equal(loadStore(dataDir).versions.get('refund-rates')?.[0]?.reportPath, join(folder, 'import-report.json'));
  });

  it('with --strict, refuses and writes nothing', async () => {
    await assert.rejects(imported(['--strict']), /--strict: 1 records would be left out: no refund rate 1/);
  });

  it('refuses the version at start-up when the report was altered', async () => {
    const { dataDir } = await imported();
    const path = join(dataDir, 'refund-rates', '2026-06-10', 'import-report.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"kept": 2', '"kept": 3'));
    const store = loadStore(dataDir);
    assert.equal(store.versions.get('refund-rates')?.length, 0);
    assert.match(store.refused[0]?.reason ?? '', /^import-report\.json hashes to sha256:[0-9a-f]+, the manifest says/);
  });

  it('is served with the version, linked from its entry, and 404 for a version imported without one', async () => {
    const { dataDir } = await imported();
    const app = await serviceApp({ DATA_DIR: dataDir });
    try {
      const listing = (await app.inject('/v1/datasets/refund-rates')).json();
      const entry = listing.versions[0];
      assert.equal(entry.links.import_report, '/v1/datasets/refund-rates/2026-06-10/import-report.json');
      assert.equal(entry.import_report.kept, 2);
      for (const path of [entry.links.import_report, '/v1/datasets/refund-rates/current/import-report.json']) {
        const answer = await app.inject(path);
        assert.equal(answer.statusCode, 200, path);
        assert.match(String(answer.headers['content-type']), /^application\/json; charset=utf-8/);
        assert.equal(answer.json().note_disagreements[0].code, '9901010010');
        assert.ok(answer.headers.etag);
      }
    } finally {
      await app.close();
    }
    const shipped = await serviceApp();
    try {
      const answer = await shipped.inject('/v1/datasets/containers/current/import-report.json');
      assert.equal(answer.statusCode, 404);
      assert.equal(answer.json().issues[0].code, 'dataset.report_not_found');
    } finally {
      await shipped.close();
    }
  });
});
