/**
 * Port names from Wikidata (issue 20), offline: the SPARQL query and its request, the cleaning
 * rules, the Chinese label chosen and converted, the merge behind the curated names with each
 * name's source, pinyin for the new names, the import's summary, baojia finding a port by a
 * Wikidata name, and `npm run fetch -- ports` against a loopback stand-in for the query service
 * answering the recorded fixture (test/fixtures/wikidata-port-labels.ts).
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { runFetch } from '../../src/cli/fetch.js';
import type { Row } from '../../src/datasets/model.js';
import { type PortsImport, WIKIDATA_FILE, importPorts, portsImporter } from '../../src/datasets/ports/importer.js';
import { cleanLabel, labelOf } from '../../src/datasets/ports/wikidata-labels.js';
import { mergeWikidataNames } from '../../src/datasets/ports/wikidata-names.js';
import { portLabelsQuery, portLabelsRequest } from '../../src/datasets/ports/wikidata-query.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { loadStore } from '../../src/datasets/store.js';
import { findTool } from '../../src/tools/registry.js';
import { datasetReaderOf } from '../../src/tools/kit/dataset-reader.js';
import { compileToolReader } from '../../src/tools/kit/input-reader.js';
import { projectRoot, sourcesDir } from '../../src/project-root.js';
import { WIKIDATA_PORT_LABELS } from '../fixtures/wikidata-port-labels.js';
import { IN_PROCESS } from '../../src/work/in-process.js';

const REAL = join(sourcesDir(), 'ports');

/** The real ports folder with the recorded answer beside it, as the fetch leaves it. */
function folderWithAnswer(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ports-wikidata-'));
  cpSync(REAL, folder, { recursive: true });
  mkdirSync(join(folder, 'wikidata'));
  writeFileSync(join(folder, WIKIDATA_FILE[0]), JSON.stringify(WIKIDATA_PORT_LABELS));
  return folder;
}

const rowOf = (rows: readonly Row[], code: string) =>
  rows.find((row) => row.code === code) as Row & {
    name: Record<string, string>;
    name_sources?: Record<string, string>;
    search: { zh: string[]; pinyin: string[] };
    sources: string[];
  };

describe('the Wikidata query', () => {
  it('asks for every item with a UN/LOCODE, its zh-cn, zh-hans, zh, ja and ko labels and its id', () => {
    const query = portLabelsQuery();
    assert.match(query, /^SELECT \?item \?locode \?zhCn \?zhHans \?zh \?ja \?ko WHERE \{/);
    assert.match(query, /\?item wdt:P1937 \?locode \./);
    for (const lang of ['zh-cn', 'zh-hans', 'zh', 'ja', 'ko'])
      assert.match(query, new RegExp(`FILTER\\(LANG\\(\\?[A-Za-z]+\\) = "${lang}"\\)`));
    const { url, init } = portLabelsRequest('https://sparql.example/q', 'tester/1');
    assert.equal(url, 'https://sparql.example/q');
    assert.equal(init.method, 'POST');
    assert.deepEqual(init.headers, {
      accept: 'application/sparql-results+json',
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'tester/1',
    });
    assert.equal(new URLSearchParams(String(init.body)).get('query'), query);
  });
});

describe('cleaning a label', () => {
  it('takes a city’s name without 市, a name without its bracketed disambiguation', () => {
    assert.deepEqual(cleanLabel('上海市', 'zh-CN'), { name: '上海', cleanings: ['city_suffix_removed'] });
    assert.deepEqual(cleanLabel('横浜市', 'ja'), { name: '横浜', cleanings: ['city_suffix_removed'] });
    assert.deepEqual(cleanLabel('圣约翰 (纽芬兰与拉布拉多)', 'zh-CN'), {
      name: '圣约翰',
      cleanings: ['bracket_removed'],
    });
    assert.deepEqual(cleanLabel('圣约翰（新不伦瑞克）', 'zh-CN'), { name: '圣约翰', cleanings: ['bracket_removed'] });
    // Two characters are a name that ends in 市 (门市), not a city's name with its 市.
    assert.deepEqual(cleanLabel('门市', 'zh-CN'), { name: '门市', cleanings: [] });
    // Korean city names are left as they are: 시 is not taken for a suffix.
    assert.deepEqual(cleanLabel('부산광역시', 'ko'), { name: '부산광역시', cleanings: [] });
  });

  it('leaves out a label not in the language’s script, or nothing once cleaned', () => {
    assert.deepEqual(cleanLabel('Hamburg', 'zh-CN'), { leftOut: 'not_in_script' });
    assert.deepEqual(cleanLabel('Busan', 'ko'), { leftOut: 'not_in_script' });
    assert.deepEqual(cleanLabel('（港）', 'ja'), { leftOut: 'empty_after_cleaning' });
    assert.deepEqual(cleanLabel('ハンブルク', 'ja'), { name: 'ハンブルク', cleanings: [] });
  });

  it('prefers the zh-cn label, then zh-hans, then zh converted to Simplified, and says which', () => {
    const item = (labels: Record<string, string>) => ({ item: 'Q1', code: 'XXAAA', labels });
    const convert = (text: string) => text.replace('漢', '汉');
    assert.deepEqual(labelOf(item({ zhCn: 'A', zhHans: 'B', zh: 'C' }), 'zh-CN', convert), {
      label: 'A',
      from: 'zh-cn',
      converted: false,
    });
    assert.deepEqual(labelOf(item({ zhHans: 'B', zh: 'C' }), 'zh-CN', convert)?.from, 'zh-hans');
    assert.deepEqual(labelOf(item({ zh: '漢堡' }), 'zh-CN', convert), {
      label: '汉堡',
      from: 'zh, converted to Simplified by opencc-js',
      converted: true,
    });
    assert.equal(labelOf(item({ zh: 'C' }), 'ko', convert), null);
  });

  it('takes no name where a port’s items disagree (made-up items: the rule, not a fact)', () => {
    const group = { primary: 'XXAAA', codes: ['XXAAA', 'XXBBB'], wpi: [], sea: [], names: null };
    const items = [
      { item: 'Q2', code: 'XXAAA', labels: { zhCn: '甲港', ja: 'コウ' } },
      { item: 'Q1', code: 'XXBBB', labels: { zhCn: '乙港', ja: 'コウ' } },
    ];
    const { byPort, summary } = mergeWikidataNames([group], items, (text) => text);
    // Where they agree, the name is the item of the port's own code (its primary), Q2.
    assert.deepEqual(byPort.get('XXAAA'), { ja: { text: 'コウ', item: 'Q2', from: 'ja' } });
    assert.equal(summary.left_out.conflicting, 1);
  });
});

describe('ports with Wikidata’s names', () => {
  let imported: PortsImport;
  before(async () => {
    imported = await importPorts(folderWithAnswer());
  });

  it('keeps every curated name and fills only the languages it leaves empty, each name with its source', () => {
    const hamburg = rowOf(imported.rows, 'DEHAM');
    assert.deepEqual(hamburg.name, { 'zh-CN': '汉堡港', en: 'Hamburg', ja: 'ハンブルク', ko: '함부르크' });
    assert.deepEqual(hamburg.name_sources, { 'zh-CN': 'port-names', ja: 'port-names', ko: 'port-names' });
    const losAngeles = rowOf(imported.rows, 'USLAX');
    assert.equal(losAngeles.name['zh-CN'], '洛杉矶港');
    assert.equal(losAngeles.name.ko, '로스앤젤레스');
    assert.deepEqual(losAngeles.name_sources, { 'zh-CN': 'port-names', ja: 'port-names', ko: 'wikidata:Q65' });
    assert.deepEqual(losAngeles.sources, ['wpi', 'sea-ports', 'port-names', 'wikidata']);
    assert.equal(rowOf(imported.rows, 'CNSHA').name['zh-CN'], '上海港');
  });

  it('gives a port without curated names Wikidata’s, with pinyin and search terms for the Chinese one', () => {
    const marseille = rowOf(imported.rows, 'FRMRS');
    assert.deepEqual(marseille.name, { 'zh-CN': '马赛', en: 'Marseille', ja: 'マルセイユ', ko: '마르세유' });
    assert.deepEqual(marseille.name_sources, {
      'zh-CN': 'wikidata:Q23482 (zh, converted to Simplified by opencc-js)',
      ja: 'wikidata:Q23482',
      ko: 'wikidata:Q23482',
    });
    assert.deepEqual(marseille.search.pinyin, ['ma sai', 'masai', 'ms']);
    assert.equal(marseille.search.zh[0], '马赛');
  });

  it('says what it added, kept, cleaned and left out, and lists the answer among the sources', () => {
    assert.deepEqual(imported.wikidata, {
      items: 5,
      items_for_no_port: 1,
      names_added: { 'zh-CN': 1, ja: 1, ko: 2 },
      // Hamburg and Shanghai: three languages each; Los Angeles: Chinese and Japanese.
      curated_kept: 8,
      cleaned: { bracket_removed: 0, city_suffix_removed: 0, converted_to_simplified: 1 },
      left_out: { not_in_script: 0, empty_after_cleaning: 0, conflicting: 0 },
    });
    const input = imported.inputs.find((file) => file.name === WIKIDATA_FILE[0]);
    assert.match(String(input?.sha256), /^[0-9a-f]{64}$/);
  });

  it('lets baojia find a port by its Wikidata name', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ports-wikidata-data-'));
    cpSync(join(projectRoot(), 'data', 'central-parity'), join(dataDir, 'central-parity'), { recursive: true });
    const [version] = await portsImporter.read(folderWithAnswer(), { published: '2026-11-25' });
    assert.ok(version);
    await writeVersion(dataDir, version);
    const baojia = findTool('baojia');
    assert.ok(baojia);
    const reader = datasetReaderOf(loadStore(dataDir));
    const base = { price: '100', quantity: '10', taxRate: '13', refundRate: '13', fxRate: '7' };
    const { values } = compileToolReader(baojia)({ inputs: { ...base, port: '马赛' } });
    const result = await baojia.compute(values, reader, IN_PROCESS);
    const port = result.steps.find((step) => step.id === 'baojia.port');
    assert.ok(port, 'the port is named');
    assert.equal(JSON.stringify(port.values).includes('FRMRS'), true);
  });
});

describe('npm run fetch -- ports', () => {
  it('asks the query service once, records its answer in the new version, and says what it merged', async () => {
    const asked: Array<{ method?: string; agent?: string; body: string }> = [];
    const server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        asked.push({ method: request.method, agent: request.headers['user-agent'], body });
        response.writeHead(200, { 'content-type': 'application/sparql-results+json' });
        response.end(JSON.stringify(WIKIDATA_PORT_LABELS));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sparql`;
    const dataDir = mkdtempSync(join(tmpdir(), 'ports-fetch-data-'));
    const printed: string[] = [];
    const status = await runFetch(
      ['ports', '--sources', REAL, '--published', '2026-11-25', '--data-dir', dataDir],
      (line) => printed.push(line),
      { WIKIDATA_SPARQL_URL: endpoint },
    );
    server.close();
    assert.equal(status, 0);
    assert.equal(asked.length, 1);
    assert.equal(asked[0]?.method, 'POST');
    assert.match(String(asked[0]?.agent), /^export-trade-api\//);
    assert.match(new URLSearchParams(asked[0]?.body).get('query') ?? '', /wdt:P1937/);
    assert.ok(
      printed.some((line) => line.includes('names added: zh-CN 1, ja 1, ko 2')),
      printed.join('\n'),
    );
    const manifest = JSON.parse(readFileSync(join(dataDir, 'ports', '2026-11-25', 'manifest.json'), 'utf8'));
    assert.ok(manifest.inputs.some((input: { name: string }) => input.name === WIKIDATA_FILE[0]));
    assert.ok(manifest.columns.includes('name_sources.ko'));
  });
});
