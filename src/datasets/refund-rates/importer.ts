/**
 * The refund-rates importer: the STA export refund rate library (出口退税率文库) as the tax
 * bureaus distribute it, a folder, .zip or .rar holding cmcode.DBF (one record per period of
 * a code: rates, unit, flags, validity) and stdcm.dbf + STDCM.FPT (each code's full name, as
 * a memo). One row per active cmcode record, every field kept, text exactly as published.
 *
 * The library does not say when it was published nor which notice announced it, so the
 * operator gives both (--published, --notice-*); the version is named after --published.
 */
import { isRealDay } from '../../core/calendar.js';
import {
  type ImportInput,
  type ImportReport,
  type ImportedVersion,
  type Importer,
  ImportError,
  type Notice,
  type Row,
} from '../model.js';
import { type LeftOutRecord, RecordLeftOut } from './left-out.js';
import { type RowLayout, recordRow } from './record-row.js';
import { type KeptRecord, importReport, refuseIfStrict } from './report.js';
import { type LibraryFiles, readLibraryFiles } from './archive.js';
import { type DbfField, type DbfRecord, type DbfTable, readDbf } from './dbf/dbf-reader.js';
import { FptFile } from './dbf/fpt-reader.js';

/** cmcode.DBF fields by row column, in column order; `name` (from the memo) follows `code`. */
const MAPPED_FIELDS: ReadonlyArray<readonly [column: string, field: string]> = [
  ['code', 'CODE'],
  ['short_name', 'NAME'],
  ['unit', 'UNIT'],
  ['dwcode', 'DWCODE'],
  ['tax', 'SZ'],
  ['vat_rates', 'ZSSL_SET'],
  ['per_unit', 'CLDE'],
  ['ad_valorem', 'CJDL'],
  ['refund_rate', 'TSL'],
  ['from', 'ST_DATE'],
  ['to', 'END_DATE'],
  ['zhcmcode', 'ZHCMCODE'],
  ['bcflag', 'BCFLAG'],
  ['stdflag', 'STDFLAG'],
  ['dwflag', 'DWFLAG'],
  ['splb', 'SPLB'],
  ['tsflag', 'TSFLAG'],
  ['note', 'NOTE'],
];
const REQUIRED_FIELDS = ['CODE', 'ST_DATE', 'END_DATE', 'TSL', 'ZSSL_SET'];
const NOTICE_OPTIONS = ['notice-number', 'notice-title', 'notice-day', 'notice-url'] as const;
const OPTIONS = ['published', 'edition', 'strict', ...NOTICE_OPTIONS];

export const refundRatesImporter: Importer = {
  dataset: 'refund-rates',
  async read(path, options) {
    return [libraryVersion(await readLibraryFiles(path), options)];
  },
};

/** The version of the library's three files, already read (the scheduled fetch reads them first, schedule.ts). */
export function libraryVersion(files: LibraryFiles, options: Readonly<Record<string, string>>): ImportedVersion {
  const { published, edition, notice, strict } = readOptions(options);
  const cmcode = readDbf(files.cmcode.name, files.cmcode.bytes);
  const names = fullNames(files);
  const { columns, rowOf } = rowLayout(cmcode, names);
  const { rows, report } = screenRecords(cmcode, rowOf);
  if (strict) refuseIfStrict(report);
  return {
    dataset: 'refund-rates',
    version: published,
    published_at: published,
    ...(edition !== undefined ? { edition } : {}),
    ...(notice ? { notice } : {}),
    columns,
    rows,
    inputs: inputsOf(files),
    report,
  };
}

function readOptions(options: Readonly<Record<string, string>>): {
  published: string;
  edition?: string;
  notice?: Notice;
  strict: boolean;
} {
  const unknown = Object.keys(options).filter((name) => !OPTIONS.includes(name));
  if (unknown.length > 0) {
    throw new ImportError(`refund-rates does not take --${unknown.join(', --')}; it takes --${OPTIONS.join(', --')}`);
  }
  const { published, edition, strict = 'false' } = options;
  if (strict !== 'true' && strict !== 'false')
    throw new ImportError(`--strict takes no value, or true or false; not ${strict}`);
  if (published === undefined)
    throw new ImportError('--published YYYY-MM-DD is required: the library does not carry its publication day');
  if (!isRealDay(published)) throw new ImportError(`--published ${published} is not a real day YYYY-MM-DD`);
  if (edition !== undefined && !/^\S+$/.test(edition)) {
    throw new ImportError(`--edition ${JSON.stringify(edition)} is not an edition name such as 2026B`);
  }
  const notice = readNotice(options);
  return {
    published,
    ...(edition !== undefined ? { edition } : {}),
    ...(notice ? { notice } : {}),
    strict: strict === 'true',
  };
}

/** All four --notice-* options, or none: a notice without its number or address cannot be cited. */
function readNotice(options: Readonly<Record<string, string>>): Notice | undefined {
  const given = NOTICE_OPTIONS.filter((name) => options[name] !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < NOTICE_OPTIONS.length) {
    const missing = NOTICE_OPTIONS.filter((name) => !given.includes(name));
    throw new ImportError(
      `the notice needs all of --${NOTICE_OPTIONS.join(', --')}; missing --${missing.join(', --')}`,
    );
  }
  const [number, title, day, url] = NOTICE_OPTIONS.map((name) => options[name] as string) as [
    string,
    string,
    string,
    string,
  ];
  if (!isRealDay(day)) throw new ImportError(`--notice-day ${day} is not a real day YYYY-MM-DD`);
  if (!/^https?:\/\/\S+$/.test(url)) throw new ImportError(`--notice-url ${url} is not an http(s) address`);
  return { number, title, day, url };
}

/** stdcm.dbf CODE → the full name in STDCM.FPT; a code given twice must name the same goods. */
function fullNames(files: LibraryFiles): Map<string, string> {
  const stdcm = readDbf(files.stdcm.name, files.stdcm.bytes);
  const memos = new FptFile(files.fpt.name, files.fpt.bytes);
  const code = requireField(stdcm, 'CODE', ['C']);
  const name = requireField(stdcm, 'NAME', ['M', 'C']);
  const names = new Map<string, string>();
  const namedAt = new Map<string, number>();
  for (const record of stdcm.records) {
    const key = record.values[code.name] as string;
    const value = record.values[name.name] ?? null;
    // An empty memo names nothing; cmcode's short name stands in, as for a missing code.
    const text =
      typeof value === 'number'
        ? trimEnd(memos.text(value, `${stdcm.file} record ${record.number}, field NAME: `))
        : value;
    if (typeof text !== 'string' || text === '') continue;
    const held = names.get(key);
    if (held !== undefined && held !== text) {
      throw new ImportError(
        `${stdcm.file}: code ${key} has two names (records ${namedAt.get(key)} and ${record.number})`,
      );
    }
    names.set(key, text);
    namedAt.set(key, record.number);
  }
  return names;
}

/** Every readable record as a row; the others left out and reported by reason (refund-rates/left-out.ts). */
function screenRecords(cmcode: DbfTable, rowOf: (record: DbfRecord) => Row): { rows: Row[]; report: ImportReport } {
  const kept: KeptRecord[] = [];
  const leftOut: LeftOutRecord[] = [];
  for (const record of cmcode.records) {
    const fault = record.faults?.[0];
    if (fault) {
      leftOut.push({ record: record.number, reason: 'unreadable value', field: fault.field, raw: fault.raw });
      continue;
    }
    try {
      kept.push({ record: record.number, row: rowOf(record) });
    } catch (error) {
      if (!(error instanceof RecordLeftOut)) throw error;
      leftOut.push({ record: record.number, ...error.leftOut });
    }
  }
  const report = importReport({ recordsRead: cmcode.recordCount, deleted: cmcode.deletedCount, kept, leftOut });
  return { rows: kept.map(({ row }) => row), report };
}

/** The columns this file has, and the function that turns one cmcode record into a row. */
function rowLayout(
  cmcode: DbfTable,
  names: ReadonlyMap<string, string>,
): { columns: string[]; rowOf: (record: DbfRecord) => Row } {
  for (const field of REQUIRED_FIELDS)
    requireField(cmcode, field, field.endsWith('DATE') ? ['D', 'C'] : ['C', 'N', 'F']);
  const present = new Set(cmcode.fields.map((field) => field.name));
  const mapped = MAPPED_FIELDS.filter(([column, field]) => column !== 'code' && present.has(field));
  // The flags are Visual FoxPro logical fields in the real library; they become booleans.
  for (const [, field] of mapped) requireField(cmcode, field, ['C', 'N', 'F', 'D', 'I', 'L']);
  const mappedNames = new Set(MAPPED_FIELDS.map(([, field]) => field));
  const extras = cmcode.fields.filter((field) => !mappedNames.has(field.name));
  const columns = ['code', 'name', ...mapped.map(([column]) => column)];
  for (const field of extras) {
    const column = field.name.toLowerCase();
    if (columns.includes(column))
      throw new ImportError(`${cmcode.file}: field ${field.name} would share the column ${column}`);
    if (field.type === 'M') {
      throw new ImportError(
        `${cmcode.file}: field ${field.name} is a memo, and the library has no memo file for cmcode`,
      );
    }
    columns.push(column);
  }

  const layout: RowLayout = { file: cmcode.file, names, hasShortName: present.has('NAME'), mapped, extras };
  return { columns, rowOf: (record) => recordRow(layout, record) };
}

function requireField(table: DbfTable, name: string, types: readonly string[]): DbfField {
  const field = table.fields.find((f) => f.name === name);
  if (!field) throw new ImportError(`${table.file}: has no ${name} field`);
  if (!types.includes(field.type)) {
    throw new ImportError(`${table.file}: field ${name} is of type ${field.type}, expected one of ${types.join(', ')}`);
  }
  return field;
}

function trimEnd(text: string): string {
  return text.replace(/[ \0]+$/, '');
}

function inputsOf(files: LibraryFiles): ImportInput[] {
  const inputs: ImportInput[] = [
    {
      name: files.cmcode.name,
      sha256: files.cmcode.sha256,
      role: `${files.cmcode.name}: refund rates and periods (出口退税率文库)`,
    },
    {
      name: files.stdcm.name,
      sha256: files.stdcm.sha256,
      role: `${files.stdcm.name}: commodity codes, pointing at their full names`,
    },
    {
      name: files.fpt.name,
      sha256: files.fpt.sha256,
      role: `${files.fpt.name}: full commodity names (memo file of ${files.stdcm.name})`,
    },
  ];
  if (files.archive) {
    const { name, sha256, format } = files.archive;
    inputs.push({ name, sha256, role: `${format} archive of the export refund rate library as distributed` });
  }
  return inputs;
}
