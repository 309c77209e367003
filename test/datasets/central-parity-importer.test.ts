/**
 * The central-parity importer on the publishers' real formats: the recorded CFETS CcprHisNew
 * answers (sources/central-parity/raw), the PBoC notice texts quoted in
 * notices.md, and ccpr.json in the layout SOURCES.md §2.3 documents.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { centralParityImporter } from '../../src/datasets/central-parity/importer.js';
import { ImportError, type ImportedVersion } from '../../src/datasets/model.js';
import { sourcesDir } from '../../src/project-root.js';

const RAW = join(sourcesDir(), 'central-parity', 'raw');
const NOTICES_MD = join(sourcesDir(), 'central-parity', 'notices.md');

function valueOf(version: ImportedVersion | undefined, pair: string): unknown {
  return version?.rows.find((row) => row.id === pair);
}

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'parity-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The verbatim notice of one day from notices.md (a blockquote under "### 2.N YYYY-MM-DD"). */
function noticeOf(day: string): string {
  const section = readFileSync(NOTICES_MD, 'utf8')
    .split(/^### /m)
    .find((s) => s.startsWith(`2.`) && s.includes(day));
  const quote = section ? /^> (.+)$/m.exec(section) : null;
  assert.ok(quote, `notice of ${day} in notices.md`);
  return quote[1] as string;
}

describe('CFETS history answers (CcprHisNew)', () => {
  it('reads 69 publishing days, 25 pairs each, figures and quotations as published', async () => {
    const versions = await centralParityImporter.read(RAW, {});
    assert.equal(versions.length, 69);
    assert.ok(versions.every((v) => v.rows.length === 25));
    const last = versions.at(-1);
    assert.equal(last?.version, '2026-09-04');
    assert.equal(last?.fetched_at, '2026-09-09T18:58:32+08:00');
    assert.deepEqual(valueOf(last, 'USD/CNY'), {
      id: 'USD/CNY',
      date: '2026-09-04',
      currency: 'USD',
      base: 'USD',
      quote: 'CNY',
      per: '1',
      value: '6.7787',
    });
    assert.deepEqual(valueOf(last, '100JPY/CNY'), {
      id: '100JPY/CNY',
      date: '2026-09-04',
      currency: 'JPY',
      base: 'JPY',
      quote: 'CNY',
      per: '100',
      value: '4.3135',
    });
    assert.deepEqual(valueOf(last, 'CNY/MYR'), {
      id: 'CNY/MYR',
      date: '2026-09-04',
      currency: 'MYR',
      base: 'CNY',
      quote: 'MYR',
      per: '1',
      value: '0.59784',
    });
    // Trailing zeros as published (CNY/TRY 7.17587, CNY/ZAR 2.3708; HKD 0.86458).
    assert.equal((valueOf(last, 'HKD/CNY') as { value: string }).value, '0.86458');
    // Checked against independent sources in notices.md §1: 2026-08-07 USD 6.7904 and EUR 7.8067.
    const august7 = versions.find((v) => v.version === '2026-08-07');
    assert.equal((valueOf(august7, 'USD/CNY') as { value: string }).value, '6.7904');
    assert.equal((valueOf(august7, 'EUR/CNY') as { value: string }).value, '7.8067');
    assert.equal(
      versions.some((v) => v.version === '2026-06-19'),
      false,
      'no fixing that Friday',
    );
  });

  it('refuses a history range with a page missing', async () => {
    const dir = scratch({ 'p1.json': readFileSync(join(RAW, 'CcprHisNew_2026-06-01_2026-08-31_p1.json'), 'utf8') });
    await assert.rejects(centralParityImporter.read(dir, {}), /page 2 of 2 is missing/);
  });

  it('refuses a figure that is not a published decimal, and skips a pair marked ---', async () => {
    const answer = JSON.parse(readFileSync(join(RAW, 'CcprHisNew_2026-09-01_2026-09-04_p1.json'), 'utf8'));
    answer.records[0].values[1] = '---';
    const skipped = await centralParityImporter.read(scratch({ 'a.json': JSON.stringify(answer) }), {});
    assert.equal(skipped.find((v) => v.version === '2026-09-04')?.rows.length, 24);
    answer.records[0].values[1] = '7,8397';
    await assert.rejects(centralParityImporter.read(scratch({ 'a.json': JSON.stringify(answer) }), {}), ImportError);
    answer.records[0].values = answer.records[0].values.slice(1);
    await assert.rejects(
      centralParityImporter.read(scratch({ 'a.json': JSON.stringify(answer) }), {}),
      /24 values for 25 pairs/,
    );
  });
});

describe('PBoC notice text', () => {
  it('reads the 2025-12-12 notice: 25 pairs in both clause shapes', async () => {
    const [version] = await centralParityImporter.read(scratch({ 'n.txt': noticeOf('2025-12-12') }), {});
    assert.equal(version?.version, '2025-12-12');
    assert.equal(version?.rows.length, 25);
    assert.equal((valueOf(version, 'USD/CNY') as { value: string }).value, '7.0638');
    assert.equal((valueOf(version, '100JPY/CNY') as { value: string }).value, '4.5344');
    assert.equal((valueOf(version, 'CNY/KRW') as { value: string }).value, '208.68');
    assert.equal((valueOf(version, 'CNY/AED') as { value: string }).value, '0.52070');
    assert.equal((valueOf(version, 'CNY/THB') as { value: string }).value, '4.4861');
  });

  it('reads the older shape (为：, ASCII commas) of 2016-11-10 with its 16 pairs', async () => {
    const [version] = await centralParityImporter.read(scratch({ 'n.txt': noticeOf('2016-11-10') }), {});
    assert.equal(version?.rows.length, 16);
    assert.equal((valueOf(version, 'CNY/ZAR') as { value: string }).value, '1.9850');
    assert.equal((valueOf(version, 'CNY/KRW') as { value: string }).value, '170.00');
  });

  it('refuses a clause it cannot read', async () => {
    const text = noticeOf('2016-06-08').replace('林吉特', '林吉特币');
    await assert.rejects(centralParityImporter.read(scratch({ 'n.txt': text }), {}), /cannot read the clause/);
  });
});

describe('ccpr.json (latest)', () => {
  // The layout and the two records of the 2026-02-06 capture quoted in SOURCES.md §2.3 (trimmed there to 2 pairs).
  const CCPR = {
    head: { version: '2.0', provider: 'CWAP', rep_code: '200', rep_message: '', ts: 1770341140564, producer: '' },
    data: { lastDateEn: '06/02/2026 9:15', pairChange: '', lastDate: '2026-02-06 9:15' },
    records: [
      {
        vrtCode: '1',
        price: '6.9590',
        bp: '20.00',
        vrtName: '美元/人民币',
        vrtEName: 'USD/CNY',
        foreignCName: 'USD',
        bpDouble: 20.0,
        isShowBp: true,
        show: true,
      },
      {
        vrtCode: '3',
        price: '4.4367',
        bp: '39.00',
        vrtName: '100日元/人民币',
        vrtEName: '100JPY/CNY',
        foreignCName: 'JPY',
        bpDouble: 39.0,
        isShowBp: true,
        show: true,
      },
    ],
  };

  it('reads the fixing with its Beijing time', async () => {
    const [version] = await centralParityImporter.read(scratch({ 'ccpr.json': JSON.stringify(CCPR) }), {});
    assert.equal(version?.version, '2026-02-06');
    assert.equal(version?.published_at, '2026-02-06T09:15:00+08:00');
    assert.deepEqual(
      version?.rows.map((r) => [r.id, r.value, r.per]),
      [
        ['USD/CNY', '6.9590', '1'],
        ['100JPY/CNY', '4.4367', '100'],
      ],
    );
  });

  it('refuses one day given twice with different figures', async () => {
    const other = structuredClone(CCPR);
    other.records[0]!.price = '6.9591';
    const dir = scratch({ 'a.json': JSON.stringify(CCPR), 'b.json': JSON.stringify(other) });
    await assert.rejects(centralParityImporter.read(dir, {}), /given twice with different figures/);
  });
});
