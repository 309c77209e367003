/**
 * The export refund rate library importer and its readers (DBF, FPT, archives). The real
 * library is not on this machine: every file here is written by test/fixtures/refund-library.ts
 * in the official VFP layout, with made-up codes, names and rates.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { readLibraryFiles } from '../../src/datasets/refund-rates/archive.js';
import { readDbf } from '../../src/datasets/refund-rates/dbf/dbf-reader.js';
import { FptFile } from '../../src/datasets/refund-rates/dbf/fpt-reader.js';
import { refundRatesImporter } from '../../src/datasets/refund-rates/importer.js';
import { ImportError, type Row } from '../../src/datasets/model.js';
import {
  CMCODE_FIELDS,
  FIXTURE_GBK,
  type FixtureField,
  type LibraryRecord,
  buildDbf,
  buildFpt,
  encodeFixtureText,
  generateLibrary,
  storedRar,
  writeLibraryFixture,
  zipWithGbkFolder,
} from '../fixtures/refund-library.js';

const scratch = mkdtempSync(join(tmpdir(), 'refund-rates-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const freshFolder = (): string => {
  folders += 1;
  const folder = join(scratch, `case-${folders}`);
  mkdirSync(folder);
  return folder;
};
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const refused = (pattern: RegExp) => (error: unknown) => error instanceof ImportError && pattern.test(error.message);

// Made-up periods in the official layout: one code with two periods, a 12-digit specific code
// without a stdcm name, a deleted record, and a code whose levy set has spaces around its rates.
const CATTLE_2025: LibraryRecord = {
  CODE: '0102290010',
  ST_DATE: '20250101',
  END_DATE: '20251231',
  ZHCMCODE: '0102290010',
  NAME: '活牛',
  DWCODE: '007',
  UNIT: '头',
  BCFLAG: true,
  STDFLAG: true,
  DWFLAG: true,
  SZ: '1',
  ZSSL_SET: '9',
  CLDE: '0',
  CJDL: '0',
  TSL: '9.00',
  SPLB: '1',
  TSFLAG: '',
  NOTE: '',
};
const CATTLE_2026: LibraryRecord = {
  ...CATTLE_2025,
  ST_DATE: '20260101',
  END_DATE: '20991231',
  ZSSL_SET: '9,13',
  TSL: '13.00',
  NOTE: '退9;13;',
};
const BATTERY: LibraryRecord = {
  CODE: '850760009010',
  ST_DATE: '20260101',
  END_DATE: '21001231',
  ZHCMCODE: '',
  NAME: '锂离子蓄电池',
  DWCODE: '011',
  UNIT: '个',
  BCFLAG: false,
  STDFLAG: true,
  DWFLAG: true,
  SZ: '1',
  ZSSL_SET: '13',
  CLDE: '0',
  CJDL: '0',
  TSL: '0',
  SPLB: '2',
  TSFLAG: '2',
  NOTE: '',
};
const DELETED_STEEL: LibraryRecord = { ...BATTERY, CODE: '7208100000', NAME: '钢铁', deleted: true };
const BEEF: LibraryRecord = {
  ...CATTLE_2025,
  CODE: '0201100010',
  ST_DATE: '20260301',
  END_DATE: '20301231',
  NAME: '鲜冷牛肉',
  DWCODE: '035',
  UNIT: '千克',
  ZSSL_SET: ' 9, 13 ',
  TSL: '13',
  CLDE: '1.50',
  CJDL: '5.5',
};
const RECORDS = [CATTLE_2025, CATTLE_2026, BATTERY, DELETED_STEEL, BEEF];
const NAMES = { '0102290010': '其他活牛', '0201100010': '鲜冷牛肉其他' };
/** A deleted stdcm entry must not name the battery code. */
const DELETED_NAMES = { '850760009010': '电池' };
const COLUMNS = [
  'code',
  'name',
  'short_name',
  'unit',
  'dwcode',
  'tax',
  'vat_rates',
  'per_unit',
  'ad_valorem',
  'refund_rate',
  'from',
  'to',
  'zhcmcode',
  'bcflag',
  'stdflag',
  'dwflag',
  'splb',
  'tsflag',
  'note',
];
const PUBLISHED = { published: '2026-06-10', edition: '2026B' };

describe('fixture GBK table', () => {
  it('holds the GB18030 bytes of each character it claims', () => {
    const decoder = new TextDecoder('gb18030', { fatal: true });
    for (const [char, bytes] of Object.entries(FIXTURE_GBK)) assert.equal(decoder.decode(Uint8Array.from(bytes)), char);
  });
});

describe('DBF reader', () => {
  const fields: FixtureField[] = [
    { name: 'CODE', type: 'C', length: 10 },
    { name: 'RATE', type: 'N', length: 6, decimals: 2 },
    { name: 'DAY', type: 'D', length: 8 },
    { name: 'OK', type: 'L', length: 1 },
    { name: 'MEMO', type: 'M', length: 4 },
    { name: 'NAME', type: 'C', length: 8 },
  ];
  const table = (): Buffer =>
    buildDbf(fields, [
      { values: { CODE: '0101', RATE: '13.00', DAY: '20260101', OK: true, MEMO: 9, NAME: '活牛' } },
      { deleted: true, values: { CODE: '0202', RATE: '9', DAY: '20250101', OK: false, MEMO: 10, NAME: 'gone' } },
      { values: { CODE: '0303', RATE: '0', DAY: '', OK: null, MEMO: null, NAME: ' ab' } },
    ]);
  const recordStart = (bytes: Buffer, index: number): number => bytes.readUInt16LE(8) + index * bytes.readUInt16LE(10);

  it('reads the header facts and the field descriptors', () => {
    const read = readDbf('t.dbf', table());
    assert.equal(read.version, 0x30);
    assert.equal(read.recordCount, 3);
    assert.deepEqual(
      read.fields.map((f) => [f.name, f.type, f.offset, f.length, f.decimals]),
      [
        ['CODE', 'C', 1, 10, 0],
        ['RATE', 'N', 11, 6, 2],
        ['DAY', 'D', 17, 8, 0],
        ['OK', 'L', 25, 1, 0],
        ['MEMO', 'M', 26, 4, 0],
        ['NAME', 'C', 30, 8, 0],
      ],
    );
  });

  it('skips deleted records but counts them, and reads each type exactly', () => {
    const read = readDbf('t.dbf', table());
    assert.equal(read.deletedCount, 1);
    assert.deepEqual(
      read.records.map((r) => r.number),
      [1, 3],
    );
    assert.deepEqual(
      { ...read.records[0]?.values },
      { CODE: '0101', RATE: '13.00', DAY: '20260101', OK: true, MEMO: 9, NAME: '活牛' },
    );
    // Leading spaces are the publisher's; trailing ones are padding.
    assert.deepEqual(
      { ...read.records[1]?.values },
      { CODE: '0303', RATE: '0', DAY: '', OK: null, MEMO: null, NAME: ' ab' },
    );
  });

  it('trims trailing NULs as well as spaces', () => {
    const bytes = table();
    bytes.fill(0, recordStart(bytes, 0) + 1 + 4, recordStart(bytes, 0) + 11);
    assert.equal(readDbf('t.dbf', bytes).records[0]?.values.CODE, '0101');
  });

  it('reads a 10-digit dBase memo number', () => {
    const bytes = buildDbf(
      [{ name: 'MEMO', type: 'C', length: 10 }],
      [{ values: { MEMO: '        12' } }, { values: { MEMO: '' } }],
    );
    bytes.write('M', 32 + 11, 'latin1');
    assert.deepEqual(
      readDbf('t.dbf', bytes).records.map((r) => r.values.MEMO),
      [12, null],
    );
  });

  it('takes the file with or without the trailing EOF byte', () => {
    const bytes = table();
    assert.equal(readDbf('t.dbf', bytes.subarray(0, bytes.length - 1)).records.length, 2);
  });

  it('refuses a truncated file, naming it', () => {
    const bytes = table();
    assert.throws(
      () => readDbf('cmcode.DBF', bytes.subarray(0, bytes.length - 6)),
      refused(/^cmcode\.DBF: truncated: .* 3 records of 38 bytes/),
    );
    assert.throws(() => readDbf('cmcode.DBF', bytes.subarray(0, 20)), refused(/^cmcode\.DBF: .*too short/));
  });

  it('refuses a record count that does not match the file', () => {
    const bytes = table();
    bytes.writeUInt32LE(2, 4);
    assert.throws(
      () => readDbf('cmcode.DBF', bytes),
      refused(/^cmcode\.DBF: the record count does not match the file/),
    );
    const extra = Buffer.concat([table(), Buffer.from([0x1a])]);
    assert.throws(() => readDbf('cmcode.DBF', extra), refused(/record count does not match/));
  });

  it('refuses a header without the terminator, a displacement out of place (0 is not recorded), and a field running past the record', () => {
    const noTerminator = table();
    noTerminator.writeUInt16LE(32 + 32 * fields.length, 8);
    assert.throws(() => readDbf('t.dbf', noTerminator), refused(/^t\.dbf: .*no 0x0D terminator/));
    const moved = table();
    moved.writeUInt32LE(12, 32 + 32 + 12);
    assert.throws(
      () => readDbf('t.dbf', moved),
      refused(/^t\.dbf: field RATE has displacement 12, but the fields before it end at byte 11/),
    );
    const unrecorded = table();
    for (let field = 0; field < fields.length; field += 1) unrecorded.writeUInt32LE(0, 32 + 32 * field + 12);
    assert.equal(readDbf('t.dbf', unrecorded).records[0]?.values.NAME, '活牛');
    const shortRecord = table();
    shortRecord.writeUInt16LE(shortRecord.readUInt16LE(10) - 1, 10);
    assert.throws(
      () => readDbf('t.dbf', shortRecord),
      refused(/^t\.dbf: field NAME \(offset 30, length 8\) runs past the 37-byte record/),
    );
  });

  it('takes text GB18030 cannot decode as a fault of its record (value null, bytes in hex), not of the table', () => {
    const bytes = table();
    bytes.set([0xff, 0x41], recordStart(bytes, 2) + 30);
    const record = readDbf('t.dbf', bytes).records[1];
    assert.equal(record?.values.NAME, null);
    assert.deepEqual(record?.faults, [{ field: 'NAME', reason: 'not valid GB18030 text', raw: 'FF41622020202020' }]);
    assert.equal(record?.values.CODE, '0303', 'the record’s other values are read');
  });

  it('lists bad numbers and dates as faults of their record; refuses a bad record mark and a field length its type cannot have', () => {
    const faulty = table();
    faulty.write('******', recordStart(faulty, 0) + 11, 'latin1');
    faulty.write('2026-1-1', recordStart(faulty, 0) + 17, 'latin1');
    assert.deepEqual(readDbf('t.dbf', faulty).records[0]?.faults, [
      { field: 'RATE', reason: '"******" is not a number as written', raw: '******' },
      { field: 'DAY', reason: '"2026-1-1" is not a date YYYYMMDD', raw: '2026-1-1' },
    ]);
    const flag = table();
    flag.write('#', recordStart(flag, 2), 'latin1');
    assert.throws(() => readDbf('t.dbf', flag), refused(/record 3 begins with byte 0x23/));
    const wide = buildDbf([{ name: 'X', type: 'C', length: 8 }], []);
    wide.write('I', 32 + 11, 'latin1');
    assert.throws(() => readDbf('t.dbf', wide), refused(/field X of type I has length 8/));
  });
});

describe('DBF reader, Visual FoxPro types (issue 13)', () => {
  const int32 = (value: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    return b;
  };
  const double = (value: number) => {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(value);
    return b;
  };
  const currency = (scaled: bigint) => {
    const b = Buffer.alloc(8);
    b.writeBigInt64LE(scaled);
    return b;
  };
  const dateTime = (julianDay: number, ms: number) => {
    const b = Buffer.alloc(8);
    b.writeInt32LE(julianDay);
    b.writeInt32LE(ms, 4);
    return b;
  };

  it('reads I, B, Y and T as text: integers, shortest exact decimals, four places, ISO date-times', () => {
    const fields: FixtureField[] = [
      { name: 'N', type: 'I', length: 4 },
      { name: 'D', type: 'B', length: 8 },
      { name: 'Y', type: 'Y', length: 8 },
      { name: 'T', type: 'T', length: 8 },
    ];
    const rows = [
      { N: int32(-42), D: double(0.1), Y: currency(123456n), T: dateTime(2451545, 3_723_000) },
      { N: int32(2147483647), D: double(1e-7), Y: currency(-5n), T: dateTime(0, 0) },
      { N: int32(0), D: double(1.5e21), Y: currency(0n), T: dateTime(2461201, 86_399_000) },
      { N: int32(0), D: double(-0), Y: currency(130000n), T: dateTime(2299161, 0) },
    ];
    const read = readDbf(
      't.dbf',
      buildDbf(
        fields,
        rows.map((values) => ({ values })),
      ),
    );
    assert.deepEqual(
      read.records.map((r) => ({ ...r.values })),
      [
        { N: '-42', D: '0.1', Y: '12.3456', T: '2000-01-01T01:02:03' },
        { N: '2147483647', D: '0.0000001', Y: '-0.0005', T: '' },
        { N: '0', D: '1500000000000000000000', Y: '0.0000', T: '2026-06-09T23:59:59' },
        // 2299161 is the first day of the Gregorian calendar, 1582-10-15.
        { N: '0', D: '0', Y: '13.0000', T: '1582-10-15T00:00:00' },
      ],
    );
    const bad = buildDbf(fields, [{ values: { ...rows[0], D: double(Number.NaN), T: dateTime(2451545, 86_400_000) } }]);
    assert.deepEqual(
      readDbf('t.dbf', bad).records[0]?.faults?.map((f) => [f.field, f.reason]),
      [
        ['D', 'not a finite number'],
        ['T', 'not a date-time'],
      ],
    );
  });

  it('reads a nullable field whose _NullFlags bit is set as null, and leaves _NullFlags out of the fields', () => {
    const fields: FixtureField[] = [
      { name: 'CODE', type: 'C', length: 8 },
      { name: 'NOTE', type: 'C', length: 8, nullable: true },
      { name: 'FLAG', type: 'L', length: 1, nullable: true },
      { name: '_NullFlags', type: '0', length: 1 },
    ];
    const records = [0b00, 0b01, 0b10, 0b11].map((bits) => ({
      values: { CODE: '0101', NOTE: '退13;', FLAG: true, _NullFlags: Buffer.from([bits]) },
    }));
    const read = readDbf('t.dbf', buildDbf(fields, records));
    assert.deepEqual(
      read.fields.map((f) => [f.name, f.nullBit]),
      [
        ['CODE', null],
        ['NOTE', 0],
        ['FLAG', 1],
      ],
    );
    assert.deepEqual(
      read.records.map((r) => [r.values.NOTE, r.values.FLAG]),
      [
        ['退13;', true],
        [null, true],
        ['退13;', null],
        [null, null],
      ],
    );
  });

  it('does not read a type it does not know (its value is null); refuses null flags it cannot place', () => {
    const varchar: FixtureField = { name: 'MISC', type: 'V', length: 6 };
    const read = readDbf(
      't.dbf',
      buildDbf(
        [{ name: 'CODE', type: 'C', length: 4 }, varchar],
        [{ values: { CODE: '0101', MISC: Buffer.from('abc') } }],
      ),
    );
    assert.deepEqual({ ...read.records[0]?.values }, { CODE: '0101', MISC: null });
    const shifted = buildDbf(
      [varchar, { name: 'NOTE', type: 'C', length: 4, nullable: true }, { name: '_NullFlags', type: '0', length: 1 }],
      [],
    );
    assert.throws(
      () => readDbf('t.dbf', shifted),
      refused(/field NOTE is nullable after the variable-length field MISC/),
    );
    const noFlags = buildDbf([{ name: 'NOTE', type: 'C', length: 4, nullable: true }], []);
    assert.throws(
      () => readDbf('t.dbf', noFlags),
      refused(/nullable fields are declared but there is no _NullFlags field/),
    );
  });
});

describe('FPT reader', () => {
  const memos = () => buildFpt([encodeFixtureText('活牛'), encodeFixtureText('ab')]);

  it('reads the block size and each text memo', () => {
    const { bytes, blocks } = memos();
    const fpt = new FptFile('STDCM.FPT', bytes);
    assert.equal(fpt.blockSize, 64);
    assert.deepEqual(blocks, [8, 9]);
    assert.equal(fpt.text(8), '活牛');
    assert.equal(fpt.text(9), 'ab');
  });

  it('refuses a block in the header or past the end, and a length past the end', () => {
    const { bytes } = memos();
    const fpt = new FptFile('STDCM.FPT', bytes);
    assert.throws(() => fpt.text(3), refused(/^STDCM\.FPT: memo block 3 lies inside the header/));
    assert.throws(
      () => fpt.text(10, 'stdcm.dbf record 2: '),
      refused(/^STDCM\.FPT: stdcm\.dbf record 2: memo block 10 is past the end/),
    );
    bytes.writeUInt32BE(1000, 9 * 64 + 4);
    assert.throws(
      () => new FptFile('STDCM.FPT', bytes).text(9),
      refused(/memo block 9 holds 1000 bytes, which run past the end/),
    );
    assert.throws(
      () => new FptFile('STDCM.FPT', bytes.subarray(0, 100)),
      refused(/shorter than the 512-byte memo header/),
    );
  });

  it('refuses a memo that is not text or not GB18030', () => {
    const { bytes } = memos();
    bytes.writeUInt32BE(0, 8 * 64);
    assert.throws(() => new FptFile('STDCM.FPT', bytes).text(8), refused(/memo block 8 is of type 0, not text/));
    const bad = memos().bytes;
    bad.set([0xff, 0xff], 9 * 64 + 8);
    assert.throws(() => new FptFile('STDCM.FPT', bad).text(9), refused(/memo block 9 is not valid GB18030/));
  });
});

describe('library files in a folder or an archive', () => {
  const library = () => writeLibraryFixture(freshFolder(), RECORDS, { names: NAMES });
  const contents = (written: ReturnType<typeof library>): Record<string, Buffer> => ({
    'cmcode.DBF': readFileSync(written.files.cmcode),
    'stdcm.dbf': readFileSync(written.files.stdcm),
    'STDCM.FPT': readFileSync(written.files.fpt),
  });

  it('finds the three files in a sub-folder, in any letter case', async () => {
    const root = freshFolder();
    const written = writeLibraryFixture(root, RECORDS, {
      names: NAMES,
      subfolder: 'CMCODE2026B',
      fileNames: { cmcode: 'CMCODE.dbf', stdcm: 'StdCm.DBF', fpt: 'stdcm.fpt' },
    });
    const files = await readLibraryFiles(root);
    assert.deepEqual([files.cmcode.name, files.stdcm.name, files.fpt.name], ['CMCODE.dbf', 'StdCm.DBF', 'stdcm.fpt']);
    assert.equal(files.cmcode.sha256, sha256(readFileSync(written.files.cmcode)));
    assert.ok(files.fpt.bytes.equals(readFileSync(written.files.fpt)));
    assert.equal(files.archive, undefined);
  });

  it('reads a zip whose folder name is GBK', async () => {
    const zip = zipWithGbkFolder('出口退税率文库CMCODE2026B', contents(library()));
    const path = join(freshFolder(), 'library.zip');
    writeFileSync(path, zip);
    const files = await readLibraryFiles(path);
    assert.deepEqual(files.archive, { name: 'library.zip', sha256: sha256(zip), format: 'zip' });
    assert.equal(files.stdcm.name, 'stdcm.dbf');
    assert.ok(files.cmcode.bytes.equals(contents(library())['cmcode.DBF'] as Buffer));
  });

  it('reads a rar (RAR 4, stored), and refuses one whose data is damaged', async () => {
    const parts = contents(library());
    const rar = storedRar(
      Object.fromEntries(Object.entries(parts).map(([name, bytes]) => [`CMCODE2026B/${name}`, bytes])),
    );
    const folder = freshFolder();
    writeFileSync(join(folder, 'library.rar'), rar);
    const files = await readLibraryFiles(join(folder, 'library.rar'));
    assert.equal(files.archive?.format, 'rar');
    assert.ok(files.fpt.bytes.equals(parts['STDCM.FPT'] as Buffer));
    const inFpt = rar.length - 20; // inside STDCM.FPT's data, the last file
    rar.writeUInt8((rar[inFpt] as number) ^ 0xff, inFpt);
    writeFileSync(join(folder, 'damaged.rar'), rar);
    await assert.rejects(
      readLibraryFiles(join(folder, 'damaged.rar')),
      refused(/^damaged\.rar: not a readable rar archive/),
    );
  });

  it('reads a rar whose folder name is GBK (no Unicode flag), and names it decoded in its messages', async () => {
    const gbkFolder = encodeFixtureText('出口退税率文库CMCODE2026B').toString('latin1');
    const parts = contents(library());
    const rar = storedRar(
      Object.fromEntries(Object.entries(parts).map(([name, bytes]) => [`${gbkFolder}/${name}`, bytes])),
    );
    const folder = freshFolder();
    writeFileSync(join(folder, 'library.rar'), rar);
    const files = await readLibraryFiles(join(folder, 'library.rar'));
    assert.ok(files.cmcode.bytes.equals(parts['cmcode.DBF'] as Buffer));
    const doubled = storedRar({
      ...Object.fromEntries(Object.entries(parts).map(([name, bytes]) => [`${gbkFolder}/${name}`, bytes])),
      [`${gbkFolder}/copy/CMCODE.DBF`]: Buffer.from('x'),
    });
    writeFileSync(join(folder, 'doubled.rar'), doubled);
    await assert.rejects(
      readLibraryFiles(join(folder, 'doubled.rar')),
      refused(
        /cmcode\.DBF is there twice: 出口退税率文库CMCODE2026B\/cmcode\.DBF, 出口退税率文库CMCODE2026B\/copy\/CMCODE\.DBF$/,
      ),
    );
  });

  it('refuses a missing file, a file there twice, and what is not an archive', async () => {
    const missing = library();
    unlinkSync(missing.files.fpt);
    await assert.rejects(readLibraryFiles(missing.folder), refused(/: no STDCM\.FPT \(in any letter case\) found/));

    const twice = freshFolder();
    writeLibraryFixture(twice, RECORDS, { names: NAMES, subfolder: '2026A' });
    writeLibraryFixture(twice, RECORDS, { names: NAMES, subfolder: '2026B' });
    await assert.rejects(
      readLibraryFiles(twice),
      refused(/cmcode\.DBF is there twice: 2026A\/cmcode\.DBF, 2026B\/cmcode\.DBF/),
    );

    const doubled = zipWithGbkFolder('出口退税率文库', { ...contents(library()), 'copy/CMCODE.DBF': Buffer.from('x') });
    writeFileSync(join(twice, 'doubled.zip'), doubled);
    await assert.rejects(
      readLibraryFiles(join(twice, 'doubled.zip')),
      refused(/cmcode\.DBF is there twice: 出口退税率文库\/cmcode\.DBF, 出口退税率文库\/copy\/CMCODE\.DBF/),
    );

    const broken = join(twice, 'broken.zip');
    writeFileSync(broken, Buffer.from('PK\x03\x04 not really a zip', 'latin1'));
    await assert.rejects(readLibraryFiles(broken), refused(/^broken\.zip: not a readable zip archive/));
    writeFileSync(join(twice, 'notes.txt'), 'hello');
    await assert.rejects(
      readLibraryFiles(join(twice, 'notes.txt')),
      refused(/^notes\.txt: neither a folder nor a zip or rar archive/),
    );
    await assert.rejects(readLibraryFiles(join(twice, 'nothing-here')), refused(/no such file or folder/));
  });
});

describe('refund-rates importer', () => {
  const library = (records = RECORDS, fields?: readonly FixtureField[]) =>
    writeLibraryFixture(freshFolder(), records, {
      names: NAMES,
      deletedNames: DELETED_NAMES,
      ...(fields ? { fields } : {}),
    }).folder;
  const importOne = async (path: string, options: Record<string, string> = PUBLISHED) => {
    const versions = await refundRatesImporter.read(path, options);
    assert.equal(versions.length, 1);
    return versions[0] as NonNullable<(typeof versions)[0]>;
  };

  it('turns each active cmcode record into one row with every column', async () => {
    const folder = library();
    const version = await importOne(folder);
    assert.equal(version.dataset, 'refund-rates');
    assert.equal(version.version, '2026-06-10');
    assert.equal(version.published_at, '2026-06-10');
    assert.equal(version.edition, '2026B');
    assert.equal(version.notice, undefined);
    assert.deepEqual(version.columns, COLUMNS);
    const shared = { zhcmcode: '0102290010', bcflag: true, stdflag: true, dwflag: true, splb: '1', tsflag: '' };
    assert.deepEqual(version.rows, [
      {
        code: '0102290010',
        name: '其他活牛',
        short_name: '活牛',
        unit: '头',
        dwcode: '007',
        tax: '1',
        vat_rates: ['9'],
        per_unit: '0',
        ad_valorem: '0',
        refund_rate: '9.00',
        from: '2025-01-01',
        to: '2025-12-31',
        ...shared,
        note: '',
      },
      {
        code: '0102290010',
        name: '其他活牛',
        short_name: '活牛',
        unit: '头',
        dwcode: '007',
        tax: '1',
        vat_rates: ['9', '13'],
        per_unit: '0',
        ad_valorem: '0',
        refund_rate: '13.00',
        from: '2026-01-01',
        to: null,
        ...shared,
        note: '退9;13;',
      },
      {
        code: '850760009010',
        name: '锂离子蓄电池',
        short_name: '锂离子蓄电池',
        unit: '个',
        dwcode: '011',
        tax: '1',
        vat_rates: ['13'],
        per_unit: '0',
        ad_valorem: '0',
        refund_rate: '0',
        from: '2026-01-01',
        to: null,
        zhcmcode: '',
        bcflag: false,
        stdflag: true,
        dwflag: true,
        splb: '2',
        tsflag: '2',
        note: '',
      },
      {
        code: '0201100010',
        name: '鲜冷牛肉其他',
        short_name: '鲜冷牛肉',
        unit: '千克',
        dwcode: '035',
        tax: '1',
        vat_rates: ['9', '13'],
        per_unit: '1.50',
        ad_valorem: '5.5',
        refund_rate: '13',
        from: '2026-03-01',
        to: '2030-12-31',
        ...shared,
        note: '',
      },
    ]);
    for (const row of version.rows) assert.deepEqual(Object.keys(row), COLUMNS);
    assert.deepEqual(
      version.inputs.map((input) => [input.name, input.sha256]),
      ['cmcode.DBF', 'stdcm.dbf', 'STDCM.FPT'].map((name) => [name, sha256(readFileSync(join(folder, name)))]),
    );
    assert.match(version.inputs[0]?.role ?? '', /^cmcode\.DBF: refund rates and periods/);
  });

  it('records the archive among the inputs', async () => {
    const folder = library();
    const parts = Object.fromEntries(
      ['cmcode.DBF', 'stdcm.dbf', 'STDCM.FPT'].map((name) => [name, readFileSync(join(folder, name))]),
    );
    const zipPath = join(folder, '..', 'library-archive.zip');
    writeFileSync(zipPath, zipWithGbkFolder('出口退税率文库CMCODE2026B', parts));
    const version = await importOne(zipPath);
    assert.equal(version.rows.length, 4);
    assert.deepEqual(
      version.inputs.map((input) => input.name),
      ['cmcode.DBF', 'stdcm.dbf', 'STDCM.FPT', 'library-archive.zip'],
    );
    assert.equal(version.inputs[3]?.sha256, sha256(readFileSync(zipPath)));
  });

  it('includes the notice only when all four options are given', async () => {
    const notice = {
      'notice-number': '税总货劳函〔2026〕86号',
      'notice-title': '出口退税率文库2026B',
      'notice-day': '2026-06-08',
      'notice-url': 'https://fgk.chinatax.gov.cn/zcfgk/c102424/c5250255/content.html',
    };
    const version = await importOne(library(), { ...PUBLISHED, ...notice });
    assert.deepEqual(version.notice, {
      number: '税总货劳函〔2026〕86号',
      title: '出口退税率文库2026B',
      day: '2026-06-08',
      url: 'https://fgk.chinatax.gov.cn/zcfgk/c102424/c5250255/content.html',
    });
    const { 'notice-url': _url, 'notice-title': _title, ...partial } = notice;
    await assert.rejects(
      importOne(library(), { ...PUBLISHED, ...partial }),
      refused(/missing --notice-title, --notice-url/),
    );
    await assert.rejects(
      importOne(library(), { ...PUBLISHED, ...notice, 'notice-day': '2026-06-31' }),
      refused(/--notice-day 2026-06-31 is not a real day/),
    );
  });

  it('requires --published as a real day, and refuses unknown options', async () => {
    await assert.rejects(importOne(library(), { edition: '2026B' }), refused(/--published YYYY-MM-DD is required/));
    await assert.rejects(
      importOne(library(), { published: '2026-02-30' }),
      refused(/--published 2026-02-30 is not a real day/),
    );
    await assert.rejects(
      importOne(library(), { ...PUBLISHED, 'notice-nubmer': 'x' }),
      refused(/does not take --notice-nubmer/),
    );
  });

  it('reads the flags as the real library writes them, Visual FoxPro logical fields, into booleans', async () => {
    assert.deepEqual(
      CMCODE_FIELDS.filter((field) => field.type === 'L').map((field) => field.name),
      ['BCFLAG', 'STDFLAG', 'DWFLAG'],
    );
    const version = await importOne(library([{ ...CATTLE_2025, BCFLAG: true, STDFLAG: false, DWFLAG: null }]));
    const [row] = version.rows;
    assert.deepEqual([row?.bcflag, row?.stdflag, row?.dwflag], [true, false, null]);
  });

  it('leaves out, counts and reports a record it cannot read, and keeps the others (never a rate of 0 for a blank one)', async () => {
    const faulty = [
      { ...BEEF, CODE: '0201.10' },
      { ...BEEF, CODE: '' },
      { ...BEEF, ST_DATE: '20260230' },
      { ...BEEF, END_DATE: '' },
      { ...BEEF, END_DATE: '20251231' },
      { ...BEEF, ZSSL_SET: '13,' },
      { ...BEEF, ZSSL_SET: '9,,13' },
      { ...BEEF, TSL: '' },
      { ...BEEF, TSL: '-13' },
    ];
    const version = await importOne(library([CATTLE_2025, ...faulty]));
    assert.deepEqual(
      version.rows.map((row) => row.code),
      [CATTLE_2025.CODE],
    );
    const first = (record: number, field: string, raw: string) => ({ record, field, raw });
    assert.deepEqual(version.report, {
      records_read: 10,
      deleted: 0,
      kept: 1,
      left_out_total: 9,
      left_out: [
        { reason: 'code not digits', count: 1, first: [first(2, 'CODE', '0201.10')] },
        { reason: 'no code', count: 1, first: [first(3, 'CODE', '')] },
        { reason: 'impossible date', count: 1, first: [first(4, 'ST_DATE', '20260230')] },
        { reason: 'no date', count: 1, first: [first(5, 'END_DATE', '')] },
        { reason: 'end before start', count: 1, first: [first(6, 'END_DATE', '20251231')] },
        {
          reason: 'levy set unreadable',
          count: 2,
          first: [first(7, 'ZSSL_SET', '13,'), first(8, 'ZSSL_SET', '9,,13')],
        },
        { reason: 'no refund rate', count: 1, first: [first(9, 'TSL', '')] },
        { reason: 'refund rate unreadable', count: 1, first: [first(10, 'TSL', '-13')] },
      ],
      codes_by_length: { 8: 0, 10: 1, longer: 0, other: 0 },
      note_disagreements: [],
    });
  });

  it('--strict refuses a library with any record left out, naming the reasons, and takes one without', async () => {
    const folder = library([CATTLE_2025, { ...BEEF, TSL: '' }, { ...BEEF, TSL: '' }]);
    await assert.rejects(
      importOne(folder, { ...PUBLISHED, strict: 'true' }),
      refused(/^--strict: 2 records would be left out: no refund rate 2 \(first: record 2\)/),
    );
    assert.equal((await importOne(library(), { ...PUBLISHED, strict: 'true' })).rows.length, 4);
    await assert.rejects(importOne(folder, { ...PUBLISHED, strict: 'yes' }), refused(/--strict takes no value/));
  });

  it('reports the codes by length and every record whose NOTE names rates that leave out its TSL', async () => {
    const records: LibraryRecord[] = [
      { ...BEEF, CODE: '02011000', NOTE: '退13;' },
      { ...BEEF, CODE: '0201100020', TSL: '9', NOTE: '退13;' },
      { ...BEEF, CODE: '0201100030', TSL: '13.00', NOTE: '退9;13;' },
      { ...BEEF, CODE: '02011000301', TSL: '0', NOTE: '退0;' },
      { ...BEEF, CODE: '02011000302', TSL: '13', NOTE: '退9;' },
      { ...BEEF, CODE: '02011000302', ST_DATE: '20310101', END_DATE: '20991231', TSL: '13', NOTE: 'fixture remark' },
    ];
    const { report } = await importOne(library(records));
    assert.deepEqual(report?.codes_by_length, { 8: 1, 10: 2, longer: 2, other: 0 });
    assert.deepEqual(report?.note_disagreements, [
      { record: 2, code: '0201100020', note: '退13;', refund_rate: '9' },
      { record: 5, code: '02011000302', note: '退9;', refund_rate: '13' },
    ]);
  });

  it('refuses a library without a required field, and leaves out the columns of absent optional ones', async () => {
    const without = (...names: string[]) => CMCODE_FIELDS.filter((field) => !names.includes(field.name));
    await assert.rejects(importOne(library(RECORDS, without('TSL'))), refused(/^cmcode\.DBF: has no TSL field/));
    const version = await importOne(library(RECORDS, without('NOTE', 'SPLB', 'ZHCMCODE')));
    const columns = COLUMNS.filter((column) => !['note', 'splb', 'zhcmcode'].includes(column));
    assert.deepEqual(version.columns, columns);
    for (const row of version.rows) assert.deepEqual(Object.keys(row), columns);
  });

  it('keeps a field it does not know under its lower-case name', async () => {
    const fields: FixtureField[] = [
      ...CMCODE_FIELDS,
      { name: 'HSCODE8', type: 'C', length: 8 },
      { name: 'LOCKED', type: 'L', length: 1 },
    ];
    const version = await importOne(
      library(
        [
          { ...BEEF, HSCODE8: '02011000', LOCKED: true },
          { ...BATTERY, LOCKED: null },
        ],
        fields,
      ),
    );
    assert.deepEqual(version.columns, [...COLUMNS, 'hscode8', 'locked']);
    assert.deepEqual(
      version.rows.map((row) => [row.hscode8, row.locked]),
      [
        ['02011000', true],
        ['', null],
      ],
    );
  });
});

describe('refund-rates importer, property', () => {
  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
  const rate = fc
    .tuple(fc.nat({ max: 99 }), fc.option(digits(1, 2), { nil: undefined }))
    .map(([whole, places]) => (places ? `${whole}.${places}` : `${whole}`));
  const day = fc
    .tuple(fc.integer({ min: 1990, max: 2110 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`);
  const text = (max: number) =>
    fc.string({ unit: fc.constantFrom(...Object.keys(FIXTURE_GBK), 'a', 'Z', '7', ' ', ';'), maxLength: max });
  const record = fc.record({
    CODE: fc.oneof(digits(10, 10), digits(12, 12)),
    days: fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a])),
    NAME: text(20),
    fullName: fc.option(text(30), { nil: undefined }),
    UNIT: text(5),
    DWCODE: digits(0, 3),
    SZ: fc.constantFrom('', '1', '2'),
    ZSSL_SET: fc.array(rate, { minLength: 1, maxLength: 3 }),
    CLDE: rate,
    CJDL: rate,
    TSL: rate,
    TSFLAG: fc.constantFrom('', '1', '2'),
    NOTE: text(20),
    deleted: fc.boolean(),
  });
  const trimEnd = (value: string): string => value.replace(/ +$/, '');

  it('gives back exactly the cells that were written (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 8 }), async (generated) => {
        const names: Record<string, string> = {};
        for (const r of generated) if (r.fullName !== undefined && !(r.CODE in names)) names[r.CODE] = r.fullName;
        const records: LibraryRecord[] = generated.map((r) => ({
          CODE: r.CODE,
          ST_DATE: r.days[0],
          END_DATE: r.days[1],
          NAME: r.NAME,
          UNIT: r.UNIT,
          DWCODE: r.DWCODE,
          SZ: r.SZ,
          ZSSL_SET: r.ZSSL_SET.join(','),
          CLDE: r.CLDE,
          CJDL: r.CJDL,
          TSL: r.TSL,
          TSFLAG: r.TSFLAG,
          NOTE: r.NOTE,
          deleted: r.deleted,
        }));
        const folder = writeLibraryFixture(freshFolder(), records, { names }).folder;
        const [version] = await refundRatesImporter.read(folder, PUBLISHED);
        const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
        const expected: Row[] = generated
          .filter((r) => !r.deleted)
          .map((r) => ({
            code: r.CODE,
            name: trimEnd(names[r.CODE] ?? '') || trimEnd(r.NAME),
            short_name: trimEnd(r.NAME),
            unit: trimEnd(r.UNIT),
            dwcode: r.DWCODE,
            tax: r.SZ,
            vat_rates: r.ZSSL_SET,
            per_unit: r.CLDE,
            ad_valorem: r.CJDL,
            refund_rate: r.TSL,
            from: iso(r.days[0]),
            to: r.days[1] >= '2099' ? null : iso(r.days[1]),
            zhcmcode: '',
            bcflag: null,
            stdflag: null,
            dwflag: null,
            splb: '',
            tsflag: r.TSFLAG,
            note: trimEnd(r.NOTE),
          }));
        assert.deepEqual(version?.rows, expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('refund-rates importer, a large generated library', () => {
  it('imports 20,000 codes with 40,000 periods completely', async (t) => {
    const folder = freshFolder();
    const started = performance.now();
    const written = generateLibrary(folder, { codes: 20_000, periods: 40_000 });
    const generated = performance.now();
    const [version] = await refundRatesImporter.read(written.folder, PUBLISHED);
    const imported = performance.now();
    assert.equal(written.rows, 40_000);
    assert.equal(version?.rows.length, 40_000);
    assert.deepEqual(version?.rows[1], {
      code: '9900000000',
      name: '测试商品0001',
      short_name: 'fixture item 1',
      unit: '千克',
      dwcode: '035',
      tax: '1',
      vat_rates: ['9', '13'],
      per_unit: '0',
      ad_valorem: '0',
      refund_rate: '9',
      from: '2001-01-01',
      to: null,
      zhcmcode: '',
      bcflag: null,
      stdflag: null,
      dwflag: null,
      splb: '',
      tsflag: '',
      note: 'fixture',
    });
    const ms = imported - generated;
    t.diagnostic(
      `generated in ${Math.round(generated - started)} ms; imported in ${Math.round(ms)} ms (${Math.round(40_000 / (ms / 1000))} rows/s)`,
    );
  });
});
