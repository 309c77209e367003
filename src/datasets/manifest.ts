/**
 * The manifest of one dataset version (manifest.json beside its rows): what the version is,
 * where it came from, under which terms, and the content hash of its JSON download.
 */
import type { CopyKey, Texts } from '../i18n/catalogue.js';
import type { DatasetId, ImportInput, Notice } from './model.js';

export const MANIFEST_FORMAT = 1;
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
}

/** Newest first: by the publisher's date, then by numeric suffix. */
export function compareVersionsNewestFirst(a: string, b: string): number {
  const [, dayA = '', suffixA] = VERSION_NAME.exec(a) ?? [];
  const [, dayB = '', suffixB] = VERSION_NAME.exec(b) ?? [];
  if (dayA !== dayB) return dayA < dayB ? 1 : -1;
  return Number(suffixB ?? 0) - Number(suffixA ?? 0);
}
