/**
 * The ports dataset, merged from public files: the World Port Index (NGA Pub 150), the
 * sea-ports package, the UN/LOCODE country table, i18n-iso-countries' country names and a
 * hand-assembled table of Chinese, Japanese and Korean port names. One row per port, filed
 * under its UN/LOCODE. The sources publish no common date, so the version is named after the
 * `published` option. The decisions behind the merge are in docs/datasets/ports.md.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isRealDay } from '../../core/calendar.js';
import { ImportError, type ImportedVersion, type Importer, type ImportInput, type Row } from '../model.js';
import { type CountryFiles, readCountries } from './countries.js';
import { type InputFile, readInput } from './files.js';
import type { LeftOut } from './left-out.js';
import { type PortGroup, groupPorts } from './merge.js';
import { readPortNames } from './port-names.js';
import { NAME_SOURCE_COLUMNS, PORT_COLUMNS, portRow } from './rows.js';
import { readSeaPorts } from './sea-ports.js';
import { readWpi } from './wpi.js';
import { readWikidataAnswer } from './wikidata-labels.js';
import { type PortNamesSummary, mergeWikidataNames, summaryLines } from './wikidata-names.js';

/** The files read, by their path in the folder, with what each is. */
const FILES = {
  wpi: ['world-port-index/UpdatedPub150.csv', 'World Port Index, NGA Pub 150 (UpdatedPub150.csv)'],
  seaPorts: ['sea-ports/ports.json', 'sea-ports 0.0.9 (MIT), lib/ports.json'],
  countryTable: ['un-locode/country-codes.csv', 'UN/LOCODE 2025-1 tables, UNECE: country codes'],
  zh: ['i18n-iso-countries/zh.json', 'i18n-iso-countries 7.14.0 country names (MIT): Chinese'],
  en: ['i18n-iso-countries/en.json', 'i18n-iso-countries 7.14.0 country names (MIT): English'],
  ja: ['i18n-iso-countries/ja.json', 'i18n-iso-countries 7.14.0 country names (MIT): Japanese'],
  ko: ['i18n-iso-countries/ko.json', 'i18n-iso-countries 7.14.0 country names (MIT): Korean'],
  portNames: ['port-names.csv', 'port-names.csv, zh/ja/ko names from the sources in its source column'],
} as const;

/** Wikidata's answer to the port-names query, where the fetch recorded it (wikidata-query.ts). */
export const WIKIDATA_FILE = [
  'wikidata/port-labels.json',
  'Wikidata (CC0): labels of items with a UN/LOCODE (P1937)',
] as const;

export interface PortsImport {
  rows: Row[];
  /** What the merge of Wikidata's names added, cleaned and left out; absent without the answer. */
  wikidata?: PortNamesSummary;
  /** Publisher records that name no code the dataset can file them under (left-out.ts). */
  leftOut: LeftOut[];
  inputs: ImportInput[];
}

/** Reads and merges a ports folder; the importer below adds the version around it. */
export async function importPorts(folder: string): Promise<PortsImport> {
  const files = await readAll(folder);
  const countryFiles: CountryFiles = { 'zh-CN': files.zh, en: files.en, ja: files.ja, ko: files.ko };
  const countries = readCountries(files.countryTable, countryFiles);
  const wpi = readWpi(files.wpi, countries);
  const sea = readSeaPorts(files.seaPorts, countries);
  const names = readPortNames(files.portNames, countries);
  const groups = groupPorts(wpi.ports, sea.ports, names);
  const wikidata = await wikidataNames(folder, groups);
  const rows = groups
    .map((group) => portRow(group, countries, wikidata ? (wikidata.byPort.get(group.primary) ?? {}) : null))
    .sort(byId);
  return {
    rows,
    leftOut: [...wpi.leftOut, ...sea.leftOut],
    inputs: [...Object.values(files).map((file) => file.input), ...(wikidata ? [wikidata.input] : [])],
    ...(wikidata ? { wikidata: wikidata.summary } : {}),
  };
}

/**
 * The names from Wikidata's recorded answer, where the folder has one (`npm run fetch -- ports`
 * records it; the shipped folder has none, and its version has no Wikidata name).
 */
async function wikidataNames(folder: string, groups: readonly PortGroup[]) {
  if (!existsSync(join(folder, WIKIDATA_FILE[0]))) return null;
  const file = await readInput(folder, ...WIKIDATA_FILE);
  // Loaded only for a folder that has the answer: the converter's dictionaries are large.
  const { Converter } = await import('opencc-js');
  const merged = mergeWikidataNames(groups, readWikidataAnswer(file), Converter({ from: 't', to: 'cn' }));
  return { ...merged, input: file.input };
}

export const portsImporter: Importer = {
  dataset: 'ports',
  async read(path, options): Promise<ImportedVersion[]> {
    const published = options.published;
    if (published === undefined || published === '') {
      throw new ImportError('--published YYYY-MM-DD is required: the port sources carry no common publication day');
    }
    if (!isRealDay(published)) throw new ImportError(`--published "${published}" is not a real day written YYYY-MM-DD`);
    const { rows, inputs, wikidata } = await importPorts(path);
    return [
      {
        dataset: 'ports',
        version: published,
        published_at: published,
        columns: wikidata ? [...PORT_COLUMNS, ...NAME_SOURCE_COLUMNS] : PORT_COLUMNS,
        rows,
        inputs,
        ...(wikidata ? { summary: summaryLines(wikidata) } : {}),
      },
    ];
  },
};

/** Ids are lower-case ASCII codes: plain code-unit order, the same in every locale. */
function byId(a: Row, b: Row): number {
  const [x, y] = [String(a.id), String(b.id)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One file after the other, so that a refusal always names the first missing file of FILES. */
async function readAll(folder: string): Promise<Record<keyof typeof FILES, InputFile>> {
  const files: Partial<Record<keyof typeof FILES, InputFile>> = {};
  for (const [key, [name, role]] of Object.entries(FILES) as Array<[keyof typeof FILES, readonly [string, string]]>) {
    files[key] = await readInput(folder, name, role);
  }
  return files as Record<keyof typeof FILES, InputFile>;
}
