/**
 * The dataset model shared by the importers, the version store and the routes. A dataset
 * version is an immutable list of rows, each cell the publisher's text exactly as published
 * (numbers included: "13.00" stays "13.00"), plus the manifest that says where it came from.
 */
import type { DatasetId } from './ids.js';

export type { DatasetId } from './ids.js';

/**
 * A cell: text as published, a boolean, null (a value the row has, but empty, like an open end),
 * a list of texts, or a nested object (name by language, search terms, published figure).
 * Numbers never appear as JSON numbers.
 */
export type Cell = string | boolean | null | readonly string[] | { readonly [key: string]: Cell };
export type Row = { readonly [column: string]: Cell };

/** The official notice that announced an edition (docs/datasets.md, A version on disk). */
export interface Notice {
  number: string;
  title: string;
  /** YYYY-MM-DD */
  day: string;
  url: string;
}

/** One file an importer read, recorded in the manifest. */
export interface ImportInput {
  /** File name as given (no folders of the importing machine). */
  name: string;
  sha256: string;
  /** What the file is, e.g. "World Port Index (NGA Pub 150)". */
  role: string;
}

/** What an importer made of a publisher's file(s): one version. */
export interface ImportedVersion {
  dataset: DatasetId;
  /** The version name: the publisher's date YYYY-MM-DD (the store may add a numeric suffix only when asked). */
  version: string;
  /** The publisher's date, with time and offset where the publisher gives them (2026-09-04T09:15:00+08:00). */
  published_at: string;
  /** When the publisher's answer was fetched, where the file records it (a recording's time). */
  fetched_at?: string;
  edition?: string;
  notice?: Notice;
  /** Column names in order, nested ones flattened with a dot (name.en); every row's cells are among them. */
  columns: readonly string[];
  rows: readonly Row[];
  inputs: readonly ImportInput[];
  /** Where the importer left records out (the refund library): what it read and why. */
  report?: ImportReport;
  /** Lines the import says of what it merged and left out (the ports' Wikidata names), printed by npm run import. */
  summary?: readonly string[];
}

/**
 * What an import read, kept and left out (the refund library), written beside the version as
 * import-report.json and summarised in its manifest: published, so its members are snake_case.
 */
export interface ImportReport {
  /** Records in the publisher's table, deleted ones included. */
  records_read: number;
  deleted: number;
  kept: number;
  left_out_total: number;
  /** Records left out, by reason, with the first few of each (record number, field, raw value). */
  left_out: ReadonlyArray<{
    reason: string;
    count: number;
    first: ReadonlyArray<{ record: number; field: string; raw: string }>;
  }>;
  /** Distinct codes kept, by their number of digits. */
  codes_by_length: { readonly [length: string]: number };
  /** Every kept record whose remark names refund rates (退13;) that do not include its refund rate. */
  note_disagreements: ReadonlyArray<{ record: number; code: string; note: string; refund_rate: string }>;
}

/** Refusal of an import: the message says which file and what could not be read. Nothing is written. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/** Reads a publisher's file(s) at `path` into versions; throws ImportError on anything it cannot read completely. */
export interface Importer {
  dataset: DatasetId;
  read(path: string, options: Readonly<Record<string, string>>): Promise<ImportedVersion[]>;
}

/** The members that say which publication a version is: edition and notice only where there are. */
export function publicationMembers(version: { edition?: string; notice?: Notice }): {
  edition?: string;
  notice?: Notice;
} {
  return {
    ...(version.edition === undefined ? {} : { edition: version.edition }),
    ...(version.notice === undefined ? {} : { notice: version.notice }),
  };
}
