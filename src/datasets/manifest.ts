/**
 * The manifest of one dataset version (manifest.json beside its rows): what the version is,
 * where it came from, under which terms, and the content hash of its JSON download.
 */
import { type CopyKey, type Texts, isCopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import type { ImportInput, Notice } from './model.js';
import { type DatasetId, isDatasetId } from './registry.js';

export const MANIFEST_FORMAT = 1;
/** The import report's file in the version folder, where the importer made one. */
export const IMPORT_REPORT_FILE = 'import-report.json';
export const VERSION_NAME = /^(\d{4}-\d{2}-\d{2})(?:-([1-9][0-9]*))?$/;

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  dataset: DatasetId;
  version: string;
  published_at: string;
  /** When the publisher's file was fetched (the recording's time where it says so). */
  fetched_at: string;
  /** When this service imported it. */
  imported_at: string;
  edition?: string;
  notice?: Notice;
  publisher: Texts;
  source: Texts;
  /** Where the rows came from; null where the publisher's terms do not allow showing it. */
  origin: string | null;
  source_url?: string;
  license: { ours: CopyKey; underlying: CopyKey[]; draft: boolean };
  rows: number;
  columns: string[];
  /** sha256 over the exact bytes of the version's JSON download (rows.json). */
  content_hash: string;
  /** sha256 of rows.csv, so that the CSV download is verified at start-up too. */
  csv_hash: string;
  inputs: ImportInput[];
  /** Where the importer wrote a report (the refund library): its counts, and the sha256 of import-report.json. */
  import_report?: ImportReportSummary;
}

export interface ImportReportSummary {
  sha256: string;
  records_read: number;
  deleted: number;
  kept: number;
  left_out: number;
  note_disagreements: number;
}

/** Newest first: by the publisher's date, then by numeric suffix. */
export function compareVersionsNewestFirst(a: string, b: string): number {
  const [, dayA = '', suffixA] = VERSION_NAME.exec(a) ?? [];
  const [, dayB = '', suffixB] = VERSION_NAME.exec(b) ?? [];
  if (dayA !== dayB) return dayA < dayB ? 1 : -1;
  return Number(suffixB ?? 0) - Number(suffixA ?? 0);
}

/** A manifest larger than this is refused unread: a real one is a few kilobytes. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

type Shape = Record<string, unknown>;

function isShape(value: unknown): value is Shape {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

function field<T>(shape: Shape, name: string, check: (value: unknown) => value is T): T {
  const value = shape[name];
  if (!check(value)) throw new Error(`manifest.json: ${name} is missing or of the wrong type`);
  return value;
}

function optional<T>(shape: Shape, name: string, check: (value: unknown) => value is T): { [key: string]: T } {
  return shape[name] === undefined ? {} : { [name]: field(shape, name, check) };
}

/** A text in each of the four languages, and nothing else. */
function languageTexts(shape: Shape, name: string): Texts {
  const texts = field(shape, name, isShape);
  const text = (lang: Lang): string => {
    const value = texts[lang];
    if (!isText(value)) throw new Error(`manifest.json: ${name} has no ${lang} text`);
    return value;
  };
  return { 'zh-CN': text('zh-CN'), en: text('en'), ja: text('ja'), ko: text('ko') };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0;

function reportSummaryOf(shape: Shape): ImportReportSummary {
  return {
    sha256: field(shape, 'sha256', isText),
    records_read: field(shape, 'records_read', isCount),
    deleted: field(shape, 'deleted', isCount),
    kept: field(shape, 'kept', isCount),
    left_out: field(shape, 'left_out', isCount),
    note_disagreements: field(shape, 'note_disagreements', isCount),
  };
}

/**
 * The byte sizes of a version's rows files, which the store checks before reading either (a
 * rows.json swapped for a gigabyte is refused unread). Written into manifest.json as `rows_bytes`
 * since it was added; a manifest written before has none, and its files are then read unchecked
 * (their hashes still decide). Read apart from the manifest: it is not a published member.
 */
export interface RowsBytes {
  json?: number;
  csv?: number;
}

/** The `rows_bytes` member of a parsed manifest.json; a mistyped one refuses the version. */
export function readRowsBytes(parsed: unknown): RowsBytes {
  if (!isShape(parsed) || parsed.rows_bytes === undefined) return {};
  const sizes = field(parsed, 'rows_bytes', isShape);
  return { ...optional(sizes, 'json', isCount), ...optional(sizes, 'csv', isCount) };
}

/**
 * A manifest's known members only, each of its type: unknown members are dropped (a manifest's
 * members are published) and a missing or mistyped one refuses the version.
 */
export function readManifest(parsed: unknown): Manifest {
  if (!isShape(parsed)) throw new Error('manifest.json is not an object');
  const license = field(parsed, 'license', isShape);
  const notice = parsed.notice === undefined ? undefined : field(parsed, 'notice', isShape);
  return {
    format: field(parsed, 'format', (value): value is typeof MANIFEST_FORMAT => value === MANIFEST_FORMAT),
    dataset: field(parsed, 'dataset', (value): value is DatasetId => isText(value) && isDatasetId(value)),
    version: field(parsed, 'version', isText),
    published_at: field(parsed, 'published_at', isText),
    fetched_at: field(parsed, 'fetched_at', isText),
    imported_at: field(parsed, 'imported_at', isText),
    ...optional(parsed, 'edition', isText),
    ...(notice === undefined
      ? {}
      : {
          notice: {
            number: field(notice, 'number', isText),
            title: field(notice, 'title', isText),
            day: field(notice, 'day', isText),
            url: field(notice, 'url', isText),
          },
        }),
    publisher: languageTexts(parsed, 'publisher'),
    source: languageTexts(parsed, 'source'),
    origin: field(parsed, 'origin', (value): value is string | null => value === null || isText(value)),
    ...optional(parsed, 'source_url', isText),
    license: {
      ours: field(license, 'ours', (value): value is CopyKey => isText(value) && isCopyKey(value)),
      underlying: field(license, 'underlying', (value): value is CopyKey[] => isTexts(value) && value.every(isCopyKey)),
      draft: field(license, 'draft', (value): value is boolean => typeof value === 'boolean'),
    },
    rows: field(parsed, 'rows', isCount),
    columns: field(parsed, 'columns', isTexts),
    content_hash: field(parsed, 'content_hash', isText),
    csv_hash: field(parsed, 'csv_hash', isText),
    ...(parsed.import_report === undefined
      ? {}
      : { import_report: reportSummaryOf(field(parsed, 'import_report', isShape)) }),
    inputs: field(parsed, 'inputs', (value): value is unknown[] => Array.isArray(value)).map((input) => {
      if (!isShape(input)) throw new Error('manifest.json: an input is not an object');
      return {
        name: field(input, 'name', isText),
        sha256: field(input, 'sha256', isText),
        role: field(input, 'role', isText),
      };
    }),
  };
}
