/**
 * The ports importer on the real public files (sources/ports)
 * and, for each refusal, on a small folder written here. The facts checked on the real files
 * were read from the files themselves: the WPI record, the sea-ports entry, the port-names row.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile, mkdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { csvRecord } from '../../src/core/csv.js';
import { type PortsImport, importPorts, portsImporter } from '../../src/datasets/ports/importer.js';
import { JsonNumber, type JsonValue, parseJsonText } from '../../src/datasets/ports/json-text.js';
import { pinyinTerms } from '../../src/datasets/ports/pinyin.js';
import { PORT_COLUMNS } from '../../src/datasets/ports/rows.js';
import { type Cell, ImportError, type Row } from '../../src/datasets/model.js';
import { sourcesDir } from '../../src/project-root.js';

const REAL = join(sourcesDir(), 'ports');
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Flattened column names of a row: objects opened with a dot, lists and scalars as leaves. */
function flatColumns(cell: Cell, prefix: string): string[] {
  if (cell !== null && typeof cell === 'object' && !Array.isArray(cell)) {
    return Object.entries(cell as Row).flatMap(([key, inner]) =>
      flatColumns(inner, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return [prefix];
}

function hasNumber(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'bigint') return true;
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNumber);
  return false;
}

function rowById(rows: readonly Row[], id: string): Row {
  const row = rows.find((candidate) => candidate.id === id);
  assert.ok(row, `row ${id}`);
  return row;
}

const search = (row: Row) => row.search as { zh: string[]; pinyin: string[]; en: string[] };

describe('ports importer on the real files', () => {
  let result: PortsImport;
  let elapsedMs = 0;

  before(async () => {
    const started = performance.now();
    result = await importPorts(REAL);
    elapsedMs = performance.now() - started;
  });

  it('reads the whole folder (its time printed for the record: speed is measured in bench/, not asserted here)', () => {
    console.log(`ports import of the real folder: ${elapsedMs.toFixed(0)} ms, ${result.rows.length} rows`);
    assert.ok(result.rows.length > 0);
  });

  it('records every file read with the sha256 that SOURCES.md lists', () => {
    const byName = new Map(result.inputs.map((input) => [input.name, input]));
    assert.deepEqual([...byName.keys()].sort(), [
      'i18n-iso-countries/en.json',
      'i18n-iso-countries/ja.json',
      'i18n-iso-countries/ko.json',
      'i18n-iso-countries/zh.json',
      'port-names.csv',
      'sea-ports/ports.json',
      'un-locode/country-codes.csv',
      'world-port-index/UpdatedPub150.csv',
    ]);
    const listed: Record<string, string> = {
      'world-port-index/UpdatedPub150.csv': '2849428813e67061739155984ac2928dc1c25ab11d85708292f100317684ce4f',
      'sea-ports/ports.json': 'cd3066acb3086a2e16b985d5ce71d5862400e0ac2ba62e52c8b55f8d0be97566',
      'un-locode/country-codes.csv': '93eddb3db01b829723c78fb3009b3437a5aa38f5a12d0ba59bc2c6686cc38fe2',
      'port-names.csv': '72d01e300862e230c3e1d7b31ecb397f2f244b63063a4dd7ee45f742f3996334',
    };
    for (const [name, sha256] of Object.entries(listed)) assert.equal(byName.get(name)?.sha256, sha256, name);
    assert.match(byName.get('world-port-index/UpdatedPub150.csv')?.role ?? '', /World Port Index, NGA Pub 150/);
    assert.match(byName.get('sea-ports/ports.json')?.role ?? '', /sea-ports 0\.0\.9 \(MIT\)/);
  });

  it('has 3,949 ports: what each source contributes', () => {
    assert.equal(result.rows.length, 3949);
    const bySources = new Map<string, number>();
    for (const row of result.rows) {
      const key = (row.sources as string[]).join('+');
      bySources.set(key, (bySources.get(key) ?? 0) + 1);
    }
    assert.deepEqual(Object.fromEntries(bySources), {
      wpi: 2330,
      'sea-ports': 631,
      'wpi+sea-ports': 938,
      'wpi+sea-ports+port-names': 43,
      'sea-ports+port-names': 7,
    });
  });

  it('leaves out only the records it lists: 478 WPI rows and the 7 Netherlands Antilles entries of sea-ports', () => {
    const count = (source: string, reason: string) =>
      result.leftOut.filter((item) => item.source === source && item.reason === reason).length;
    // SOURCES.md: WPI's UN/LOCODE "is filled on 3,349 rows" of 3,814.
    assert.equal(count('wpi', 'no code'), 465);
    assert.deepEqual(
      result.leftOut.filter((item) => item.reason === 'not a code').map((item) => item.code),
      ['LB', 'GB ME""', 'EG', 'CL', 'CL'],
    );
    assert.deepEqual(
      result.leftOut
        .filter((item) => item.reason === 'code of another country')
        .map((item) => `${item.record} ${item.code}`)
        .sort(),
      [
        'WPI 10978.0 Amber Cove COAMB',
        'WPI 11380.0 Gustavia BL GUS',
        'WPI 3770.0 Tobermory GBTOB',
        'WPI 4210.0 Cockburn BSCBT',
        'WPI 45809.0 Laayoune MA EUN',
        'WPI 46340.0 Cogo GC COG',
        'WPI 62118.0 Hibikinada JB HBI',
        'WPI 8680.0 St Petersburg RULED',
      ],
    );
    assert.deepEqual(
      result.leftOut.filter((item) => item.source === 'sea-ports').map((item) => `${item.code} ${item.reason}`),
      ['ANBON', 'ANCUR', 'ANEUX', 'ANGSB', 'ANPHI', 'ANSXM', 'ANWIL'].map((code) => `${code} withdrawn country`),
    );
    assert.equal(result.leftOut.length, 465 + 5 + 8 + 7);
  });

  it('files Shanghai under CNSHA with WPI "CN SGH" among its codes, names from port-names.csv', () => {
    const shanghai = rowById(result.rows, 'cnsha');
    assert.equal(shanghai.code, 'CNSHA');
    assert.deepEqual(shanghai.codes, ['CNSHA', 'CNSGH']);
    assert.deepEqual(shanghai.name, { 'zh-CN': '上海港', en: 'Shanghai', ja: '上海', ko: '상하이항' });
    assert.equal(shanghai.country, 'CN');
    assert.deepEqual(shanghai.country_name, {
      'zh-CN': '中国',
      en: "People's Republic of China",
      ja: '中華人民共和国',
      ko: '중국',
    });
    // WPI record 1114: Region "China Continued -- 59850", 31.216667000000001, 121.500000000000000.
    assert.equal(shanghai.region, 'China Continued -- 59850');
    assert.equal(shanghai.latitude, '31.216667000000001');
    assert.equal(shanghai.longitude, '121.500000000000000');
    assert.equal(shanghai.coordinates_source, 'wpi');
    assert.equal(shanghai.province, 'Shanghai');
    assert.deepEqual(search(shanghai).zh, ['上海港', '中国']);
    assert.deepEqual(search(shanghai).pinyin, ['shang hai gang', 'shanghaigang', 'shg']);
    for (const term of ['Shanghai', 'CNSHA', 'CNSGH', 'China']) assert.ok(search(shanghai).en.includes(term), term);
    assert.deepEqual(shanghai.sources, ['wpi', 'sea-ports', 'port-names']);
    assert.match(String(shanghai.name_source), /^zh: xinjiapo\.news\/news\/230809/);
    assert.equal(
      result.rows.find((row) => row.id === 'cnsgh'),
      undefined,
    );
  });

  it('gives a Japanese name where only ja is known (Yokohama), and a Korean one (Nanjing)', () => {
    const yokohama = rowById(result.rows, 'jpyok');
    assert.deepEqual(yokohama.name, { en: 'Yokohama', ja: '横浜港' });
    assert.deepEqual(search(yokohama).pinyin, []);
    assert.deepEqual(search(yokohama).zh, ['日本']);
    const nanjing = rowById(result.rows, 'cnnkg');
    assert.deepEqual(nanjing.name, { en: 'Nanjing', ko: '난징' });
    // sea-ports CNNKG: "coordinates": [118.796877, 32.060255]; WPI files Nanjing as CN NJI, a port of its own.
    assert.equal(nanjing.latitude, '32.060255');
    assert.equal(nanjing.longitude, '118.796877');
    assert.equal(nanjing.coordinates_source, 'sea-ports');
    assert.equal('region' in nanjing, false);
    assert.deepEqual(rowById(result.rows, 'cnnji').sources, ['wpi']);
  });

  it('has only an English name where port-names.csv has none (Ajman)', () => {
    const ajman = rowById(result.rows, 'aeajm');
    assert.deepEqual(ajman.name, { en: 'Ajman' });
    assert.deepEqual(search(ajman).pinyin, []);
    assert.deepEqual(ajman.country_name, {
      'zh-CN': '阿联酋',
      en: 'United Arab Emirates',
      ja: 'アラブ首長国連邦',
      ko: '아랍에미리트연합',
    });
    assert.equal('name_source' in ajman, false);
  });

  it("keeps the Russian St Petersburg under RULED, not WPI's St Petersburg, Florida", () => {
    const ruled = rowById(result.rows, 'ruled');
    assert.equal(ruled.latitude, '59.933332999999998');
    assert.equal(ruled.country, 'RU');
  });

  it('has 44 Chinese, 25 Japanese and 14 Korean port names, as port-names.csv', () => {
    const having = (lang: string) => result.rows.filter((row) => lang in (row.name as Row)).length;
    assert.deepEqual([having('zh-CN'), having('ja'), having('ko'), having('en')], [44, 25, 14, 3949]);
  });

  it('has unique ids in order, each the lower-case code, and every code on one port only', () => {
    const ids = result.rows.map((row) => String(row.id));
    assert.deepEqual(ids, [...ids].sort());
    assert.equal(new Set(ids).size, ids.length);
    const seen = new Set<string>();
    for (const row of result.rows) {
      assert.equal(row.id, String(row.code).toLowerCase());
      const codes = row.codes as string[];
      assert.equal(codes[0], row.code);
      for (const code of codes) {
        assert.match(code, LOCODE);
        assert.equal(code.slice(0, 2), row.country);
        assert.ok(!seen.has(code), code);
        seen.add(code);
      }
    }
  });

  it('has no JSON number anywhere, and every cell among the declared columns', () => {
    const used = new Set<string>();
    for (const row of result.rows) {
      assert.equal(hasNumber(row), false, String(row.id));
      for (const column of flatColumns(row, '')) {
        assert.ok(PORT_COLUMNS.includes(column), `${String(row.id)}: ${column}`);
        used.add(column);
      }
      const names = row.name as Row;
      assert.equal(typeof names.en, 'string');
      assert.deepEqual(Object.keys(row.country_name as Row), ['zh-CN', 'en', 'ja', 'ko']);
      assert.deepEqual(Object.keys(row.search as Row), ['zh', 'pinyin', 'en']);
    }
    assert.deepEqual(
      [...PORT_COLUMNS].filter((column) => !used.has(column)),
      [],
    );
  });

  it('makes search pinyin of only a-z and spaces (property over every row)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...result.rows), (row) => {
        for (const term of search(row).pinyin) assert.match(term, /^[a-z ]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the ports importer as an Importer', () => {
  it('returns one version named after the published day', async () => {
    const [version, ...more] = await portsImporter.read(REAL, { published: '2026-09-01' });
    assert.equal(more.length, 0);
    assert.ok(version);
    assert.equal(version.dataset, 'ports');
    assert.equal(version.version, '2026-09-01');
    assert.equal(version.published_at, '2026-09-01');
    assert.deepEqual(version.columns, PORT_COLUMNS);
    assert.equal(version.rows.length, 3949);
    assert.equal(version.inputs.length, 8);
  });

  it('refuses without published, or with a day that does not exist', async () => {
    await assert.rejects(
      portsImporter.read(REAL, {}),
      (error) => error instanceof ImportError && /published/.test(error.message),
    );
    for (const published of ['2026-02-30', '2026-9-1', '01/09/2026']) {
      await assert.rejects(portsImporter.read(REAL, { published }), /not a real day/, published);
    }
  });
});

/** A small folder that imports: two WPI rows, three sea-ports entries, one port-names row. */
const WPI_HEADER = [
  'OID_',
  'World Port Index Number',
  'Region Name',
  'Main Port Name',
  'Alternate Port Name',
  'UN/LOCODE',
  'Country Code',
  'Latitude',
  'Longitude',
];
function crafted(): Record<string, string> {
  const countryNames = (locale: string, cn: string | string[], jp: string) =>
    JSON.stringify({ locale, countries: { CN: cn, JP: jp } });
  return {
    'world-port-index/UpdatedPub150.csv':
      '\ufeff' +
      [
        WPI_HEADER,
        [
          '1',
          '100.0',
          'China -- 1',
          'Testport',
          'Old Name; Older Name',
          'CN TST',
          'China',
          '31.500000000000000',
          '121.250000000000000',
        ],
        ['2', '101.0', 'China -- 1', 'Nocode Harbour', ' ', ' ', 'China', '30.0', '120.0'],
      ]
        .map(csvRecord)
        .join(''),
    'sea-ports/ports.json': JSON.stringify({
      CNTST: {
        name: 'Testport',
        city: 'Testport',
        country: 'China',
        alias: [],
        regions: [],
        unlocs: ['CNTST', 'CNTSU'],
      },
      CNTSU: {
        name: 'Testport',
        city: 'Testport',
        country: 'China',
        alias: [],
        regions: [],
        unlocs: ['CNTST', 'CNTSU'],
      },
      JPABC: {
        name: 'Abc',
        city: 'Abc',
        country: 'Japan',
        alias: ['Abc Ko'],
        regions: [],
        unlocs: ['JPABC'],
        coordinates: [0, 0],
      },
    }).replace('[0,0]', '[135.10, 3.4600E1]'),
    'un-locode/country-codes.csv': 'CountryCode,CountryName\nCN,China\nJP,Japan\n',
    'i18n-iso-countries/zh.json': countryNames('zh', '中国', '日本'),
    'i18n-iso-countries/en.json': countryNames('en', ["People's Republic of China", 'China'], 'Japan'),
    'i18n-iso-countries/ja.json': countryNames('ja', '中華人民共和国', '日本'),
    'i18n-iso-countries/ko.json': countryNames('ko', '중국', '일본'),
    'port-names.csv': 'unlocode,zh,en,ja,ko,source\r\nCNTSU,测试港,Testport,テスト港,,"zh: a list | ja: a page"\r\n',
  };
}

describe('ports importer on crafted folders', () => {
  let root = '';
  let serial = 0;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'ports-importer-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  /** Writes the crafted folder with `changes` (a file set to null is left out) and returns its path. */
  async function folder(changes: Record<string, string | null> = {}): Promise<string> {
    const path = join(root, String((serial += 1)));
    for (const [name, text] of Object.entries({ ...crafted(), ...changes })) {
      if (text === null) continue;
      await mkdir(dirname(join(path, name)), { recursive: true });
      await writeFile(join(path, name), text);
    }
    return path;
  }

  async function refused(changes: Record<string, string | null>, message: RegExp): Promise<void> {
    await assert.rejects(importPorts(await folder(changes)), (error: unknown) => {
      assert.ok(error instanceof ImportError, String(error));
      assert.match(error.message, message);
      return true;
    });
  }

  it('imports the crafted folder, keeping sea-ports coordinates as written', async () => {
    const { rows, leftOut } = await importPorts(await folder());
    assert.deepEqual(
      rows.map((row) => row.id),
      ['cntsu', 'jpabc'],
    );
    const [testport, abc] = rows as [Row, Row];
    assert.deepEqual(testport.codes, ['CNTSU', 'CNTST']);
    assert.deepEqual(testport.name, { 'zh-CN': '测试港', en: 'Testport', ja: 'テスト港' });
    assert.deepEqual(search(testport).pinyin, ['ce shi gang', 'ceshigang', 'csg']);
    assert.deepEqual(search(testport).en, [
      'Testport',
      'Old Name',
      'Older Name',
      'CNTSU',
      'CNTST',
      "People's Republic of China",
      'China',
    ]);
    assert.equal(testport.latitude, '31.500000000000000');
    assert.equal(abc.latitude, '3.4600E1');
    assert.equal(abc.longitude, '135.10');
    assert.deepEqual(leftOut, [{ source: 'wpi', record: 'WPI 101.0 Nocode Harbour', code: '', reason: 'no code' }]);
  });

  it('refuses a missing file, naming it', async () => {
    await refused({ 'port-names.csv': null }, /^port-names\.csv: cannot be read: the file is missing$/);
    await refused({ 'i18n-iso-countries/ko.json': null }, /^i18n-iso-countries\/ko\.json: cannot be read/);
    await refused(
      { 'world-port-index/UpdatedPub150.csv': null },
      /^world-port-index\/UpdatedPub150\.csv: cannot be read/,
    );
  });

  it('refuses a CSV record with the wrong number of fields', async () => {
    const wpi =
      crafted()['world-port-index/UpdatedPub150.csv'] +
      csvRecord(['3', '102.0', 'China -- 1', 'Extra', '', 'CN EXT', 'China', '1.0', '2.0', 'surplus']);
    await refused(
      { 'world-port-index/UpdatedPub150.csv': wpi },
      /^world-port-index\/UpdatedPub150\.csv: record 4 has 10 fields, the header has 9$/,
    );
    await refused(
      { 'port-names.csv': 'unlocode,zh,en,ja,ko,source\nCNTSU,测试港,Testport\n' },
      /^port-names\.csv: record 2 has 3 fields/,
    );
    await refused(
      { 'un-locode/country-codes.csv': 'CountryCode,CountryName\nCN,China\nJP,Japan,Nippon\n' },
      /country-codes\.csv: record 3/,
    );
  });

  it('refuses a port-names row whose code is not five letters or digits', async () => {
    for (const code of ['CN TSU', 'CNTS', 'cntsu', 'CNTSU1', 'C1TSU', '']) {
      await refused(
        { 'port-names.csv': `unlocode,zh,en,ja,ko,source\n${code},测试港,Testport,,,zh: a list\n` },
        /^port-names\.csv: record 2 .*is not a UN\/LOCODE/,
      );
    }
  });

  it('refuses JSON that does not parse, or that repeats a key', async () => {
    const sea = crafted()['sea-ports/ports.json'] as string;
    await refused(
      { 'sea-ports/ports.json': sea.slice(0, -10) },
      /^sea-ports\/ports\.json: not valid JSON: line 1 column \d+/,
    );
    await refused(
      { 'sea-ports/ports.json': sea.replace('"JPABC":', '"CNTST":') },
      /sea-ports\/ports\.json: not valid JSON: .*key "CNTST" appears twice/,
    );
    await refused(
      { 'i18n-iso-countries/ja.json': '{"locale": "ja", "countries": {"CN": "中国",}}' },
      /^i18n-iso-countries\/ja\.json: not valid JSON/,
    );
    await refused(
      { 'sea-ports/ports.json': '' },
      /sea-ports\/ports\.json: not valid JSON: .*ends where a value should be/,
    );
  });

  it('refuses JSON of the wrong shape', async () => {
    const sea = crafted()['sea-ports/ports.json'] as string;
    await refused(
      { 'sea-ports/ports.json': sea.replace('"unlocs":["JPABC"]', '"unlocs":"JPABC"') },
      /entry "JPABC": "unlocs" should be a list of strings/,
    );
    await refused(
      { 'sea-ports/ports.json': sea.replace('[135.10, 3.4600E1]', '["135.10", "34.6"]') },
      /entry "JPABC": "coordinates"\[0\] should be a number/,
    );
    await refused(
      { 'i18n-iso-countries/ko.json': JSON.stringify({ locale: 'ja', countries: {} }) },
      /ko\.json: locale is "ja", expected "ko"/,
    );
  });

  it('refuses a country code that is not in the tables', async () => {
    const sea = JSON.parse(crafted()['sea-ports/ports.json'] as string) as Record<string, unknown>;
    sea.XXABC = { name: 'Nowhere', country: 'Nowhere', alias: [], unlocs: ['XXABC'] };
    await refused(
      { 'sea-ports/ports.json': JSON.stringify(sea) },
      /^sea-ports\/ports\.json: entry "XXABC": country XX is not in un-locode\/country-codes\.csv$/,
    );
    await refused(
      { 'port-names.csv': 'unlocode,zh,en,ja,ko,source\nKRPUS,釜山港,Busan,,,zh: a list\n' },
      /^port-names\.csv: record 2 \(KRPUS\): country KR is not in un-locode\/country-codes\.csv$/,
    );
    const wpi =
      crafted()['world-port-index/UpdatedPub150.csv'] +
      csvRecord(['3', '102.0', 'Korea -- 1', 'Busan', '', 'KR PUS', 'Korea', '35.1', '129.0']);
    await refused(
      { 'world-port-index/UpdatedPub150.csv': wpi },
      /UpdatedPub150\.csv: record 4 \(WPI 102\.0 Busan, UN\/LOCODE "KR PUS"\): country KR is not in/,
    );
    // In the UN/LOCODE table but without a Korean name.
    await refused(
      {
        'un-locode/country-codes.csv': 'CountryCode,CountryName\nCN,China\nJP,Japan\nKR,Korea\n',
        'port-names.csv': 'unlocode,zh,en,ja,ko,source\nKRPUS,釜山港,Busan,,,zh: a list\n',
      },
      /country KR has no name in i18n-iso-countries\/zh\.json/,
    );
  });

  it('refuses a port-names code that no source knows, or two rows for one port', async () => {
    await refused(
      { 'port-names.csv': 'unlocode,zh,en,ja,ko,source\nCNXYZ,某港,Some,,,zh: a list\n' },
      /record 2 \(CNXYZ\): CNXYZ is a code of no port in WPI or sea-ports/,
    );
    await refused(
      {
        'port-names.csv': 'unlocode,zh,en,ja,ko,source\nCNTSU,测试港,Testport,,,zh: a\nCNTST,测试港,Testport,,,zh: b\n',
      },
      /record 3 \(CNTST\): CNTST is the same port as CNTSU/,
    );
    await refused(
      { 'port-names.csv': 'unlocode,zh,en,ja,ko,source\nCNTSU,测试港,Testport,,,\n' },
      /record 2 \(CNTSU\): the names have no source/,
    );
  });

  it('refuses WPI coordinates that are not decimal degrees, and a file that is not UTF-8', async () => {
    const wpi = (crafted()['world-port-index/UpdatedPub150.csv'] as string).replace('31.500000000000000', '31°30′N');
    await refused(
      { 'world-port-index/UpdatedPub150.csv': wpi },
      /record 2 \(WPI 100\.0 Testport\): latitude "31°30′N"/,
    );
    const path = await folder();
    await unlink(join(path, 'port-names.csv'));
    await writeFile(join(path, 'port-names.csv'), Buffer.from([0x75, 0x6e, 0xff, 0x0a]));
    await assert.rejects(importPorts(path), /^ImportError: port-names\.csv: is not valid UTF-8$/);
  });
});

describe('pinyin and the JSON reader', () => {
  it('makes pinyin of a-z and spaces only, or refuses (property over any text)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.integer({ min: 0x4e00, max: 0x9fff }).map((code) => String.fromCodePoint(code)),
            fc.constantFrom('·', 'a', '1', ' '),
          ),
        }),
        (text) => {
          try {
            for (const term of pinyinTerms(text, 'test')) assert.match(term, /^[a-z ]+$/);
          } catch (error) {
            assert.ok(error instanceof ImportError, String(error));
          }
        },
      ),
      { numRuns: 500 },
    );
    assert.deepEqual(pinyinTerms('厦门港', 'test'), ['xia men gang', 'xiamengang', 'xmg']);
    assert.deepEqual(pinyinTerms('吕', 'test'), ['lv', 'l']);
    assert.throws(
      () => pinyinTerms('乥港', 'port-names.csv: record 9'),
      /^ImportError: port-names\.csv: record 9: pinyin-pro gives no complete reading/,
    );
  });

  it('reads what JSON.parse reads, numbers kept as their text (property)', () => {
    const plain = (value: JsonValue): unknown => {
      if (value instanceof JsonNumber) return Number(value.text);
      if (Array.isArray(value)) return value.map(plain);
      if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        assert.deepStrictEqual(plain(parseJsonText(text)), JSON.parse(text));
      }),
    );
    const parsed = parseJsonText('{"c": [121.500, -0.0, 1E+2]}') as { c: JsonNumber[] };
    assert.deepEqual(
      parsed.c.map((n) => n.text),
      ['121.500', '-0.0', '1E+2'],
    );
  });
});
