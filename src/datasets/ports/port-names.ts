/**
 * port-names.csv: Chinese, Japanese and Korean names for some ports (unlocode, zh, en, ja, ko,
 * source). The names come from rankings and news, the code on each row is the researcher's
 * match, and `source` says where each name was found. The file is small and hand-assembled,
 * so anything odd in it (a malformed or repeated code, a name without a source) refuses the import.
 */
import { ImportError } from '../model.js';
import type { Countries, NameLanguage } from './countries.js';
import { type InputFile, csvRecords } from './files.js';
import { countryOf, isLocode } from './locode.js';

export interface PortName {
  /** "port-names.csv: record 2 (CNSHA)", for messages. */
  where: string;
  code: string;
  /** Only the languages the row fills. */
  names: Partial<Record<NameLanguage, string>>;
  source: string;
}

/** File column → language of `name`: the file's zh is Simplified Chinese, served as zh-CN. */
const NAME_COLUMNS: ReadonlyArray<readonly [string, NameLanguage]> = [
  ['zh', 'zh-CN'],
  ['en', 'en'],
  ['ja', 'ja'],
  ['ko', 'ko'],
];

export function readPortNames(file: InputFile, countries: Countries): PortName[] {
  const seen = new Map<string, number>();
  const rows: PortName[] = [];
  for (const { record, fields } of csvRecords(file, ['unlocode', 'zh', 'en', 'ja', 'ko', 'source'])) {
    const code = (fields.unlocode ?? '').trim();
    const where = `${file.name}: record ${record} (${code || 'no code'})`;
    if (!isLocode(code))
      throw new ImportError(`${where}: "${code}" is not a UN/LOCODE (five letters or digits, no space)`);
    const earlier = seen.get(code);
    if (earlier !== undefined) throw new ImportError(`${where}: ${code} is already on record ${earlier}`);
    seen.set(code, record);
    countries.require(countryOf(code), where);
    const names: Partial<Record<NameLanguage, string>> = {};
    for (const [column, lang] of NAME_COLUMNS) {
      const name = (fields[column] ?? '').trim();
      if (name !== '') names[lang] = name;
    }
    const source = (fields.source ?? '').trim();
    if (source === '') throw new ImportError(`${where}: the names have no source`);
    rows.push({ where, code, names, source });
  }
  return rows;
}
