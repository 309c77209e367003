/**
 * Writing a version. Published versions never change: the same rows under the same name is
 * a no-op, different rows under an existing name are refused. A version is written aside in
 * a hidden folder and renamed into place, so a crash leaves no partial version.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isRealDay } from '../core/calendar.js';
import { LICENSE } from '../core/license.js';
import { datasetModule } from './registry.js';
import {
  IMPORT_REPORT_FILE,
  type ImportReportSummary,
  MANIFEST_FORMAT,
  type Manifest,
  VERSION_NAME,
} from './manifest.js';
import { type ImportReport, type ImportedVersion, ImportError, publicationMembers } from './model.js';
import { asideName } from './scratch.js';
import { contentHash, flattenedColumns, jsonHeader, rowsCsv, rowsJson } from './serialize.js';

export interface WriteOptions {
  /** When the publisher's file was fetched; default: now. */
  fetchedAt?: string;
  /** A name other than the publisher's date: that date with a numeric suffix (2026-06-09-2). */
  versionName?: string;
  origin?: string | null;
  sourceUrl?: string;
  now?: () => Date;
  /**
   * When the name is taken by other rows: refuse (the default, for an operator's import), or take
   * the next free suffix (a scheduled fetch finding a second, different file the same day).
   */
  nameTaken?: 'refuse' | 'next-suffix';
}

export type WriteOutcome = { status: 'written' | 'unchanged'; version: string; content_hash: string };

function checkVersion(imported: ImportedVersion, name: string): void {
  const match = VERSION_NAME.exec(name);
  if (!match || !isRealDay(match[1] ?? ''))
    throw new ImportError(`version name ${name} is not YYYY-MM-DD or YYYY-MM-DD-N`);
  if (!imported.published_at.startsWith(match[1] ?? '')) {
    throw new ImportError(
      `version ${name} must be named after the publisher's date ${imported.published_at.slice(0, 10)}`,
    );
  }
  const declared = new Set(imported.columns);
  imported.rows.forEach((row, index) => {
    const stray = flattenedColumns(row).filter((column) => !declared.has(column));
    if (stray.length > 0) throw new ImportError(`row ${index + 1} has columns not declared: ${stray.join(', ')}`);
  });
}

/** Linking is allowed to the publisher's own page: the one given, or the notice that announced the edition. */
function sourceUrlOf(url: string | undefined): { source_url?: string } {
  return url === undefined ? {} : { source_url: url };
}

function reportSummary(report: ImportReport, sha256: string): ImportReportSummary {
  const { records_read, deleted, kept, left_out_total, note_disagreements } = report;
  return {
    sha256,
    records_read,
    deleted,
    kept,
    left_out: left_out_total,
    note_disagreements: note_disagreements.length,
  };
}

async function writeDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeVersion(
  dataDir: string,
  imported: ImportedVersion,
  options: WriteOptions = {},
): Promise<WriteOutcome> {
  const name = options.versionName ?? imported.version;
  const named: ImportedVersion = { ...imported, version: name };
  checkVersion(named, name);
  const json = rowsJson(jsonHeader(named), named.rows);
  const hash = contentHash(json);
  const csv = rowsCsv(named.columns, named.rows);
  const report = named.report
    ? `${JSON.stringify({ dataset: named.dataset, version: name, ...named.report }, null, 2)}\n`
    : null;
  const datasetDir = join(dataDir, named.dataset);
  const finalDir = join(datasetDir, name);

  if (existsSync(finalDir)) {
    const held = JSON.parse(await readFile(join(finalDir, 'manifest.json'), 'utf8')) as Manifest;
    if (held.content_hash === hash) return { status: 'unchanged', version: name, content_hash: hash };
    if (options.nameTaken === 'next-suffix') {
      const [, day = name, suffix] = VERSION_NAME.exec(name) ?? [];
      return writeVersion(dataDir, imported, { ...options, versionName: `${day}-${Number(suffix ?? 1) + 1}` });
    }
    throw new ImportError(
      `${named.dataset} ${name} is already published with other rows (${held.content_hash}); a published version never ` +
        `changes. If the publisher really issued a second file that day, import it as ${name.slice(0, 10)}-2 (--version).`,
    );
  }

  const descriptor = datasetModule(named.dataset);
  const now = (options.now ?? (() => new Date()))().toISOString();
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    dataset: named.dataset,
    version: name,
    published_at: named.published_at,
    fetched_at: options.fetchedAt ?? named.fetched_at ?? now,
    imported_at: now,
    ...publicationMembers(named),
    publisher: descriptor.publisher,
    source: descriptor.source,
    origin: descriptor.originShown ? (options.origin ?? null) : null,
    ...sourceUrlOf(options.sourceUrl ?? named.notice?.url),
    license: { ours: LICENSE.ours, underlying: [...descriptor.licenses], draft: descriptor.draft },
    rows: named.rows.length,
    columns: [...named.columns],
    content_hash: hash,
    csv_hash: contentHash(csv),
    inputs: [...named.inputs],
    ...(named.report && report !== null ? { import_report: reportSummary(named.report, contentHash(report)) } : {}),
  };

  await mkdir(datasetDir, { recursive: true });
  // Named after its writer: a writer killed midway leaves it for the service to sweep (scratch.ts).
  const asideDir = join(datasetDir, asideName(name, randomBytes(4).toString('hex')));
  await mkdir(asideDir);
  try {
    await writeDurably(join(asideDir, 'rows.json'), json);
    await writeDurably(join(asideDir, 'rows.csv'), csv);
    if (report !== null) await writeDurably(join(asideDir, IMPORT_REPORT_FILE), report);
    // The rows files' sizes beside the manifest's members: the store checks them before reading either.
    const rowsBytes = { json: Buffer.byteLength(json), csv: Buffer.byteLength(csv) };
    await writeDurably(
      join(asideDir, 'manifest.json'),
      `${JSON.stringify({ ...manifest, rows_bytes: rowsBytes }, null, 2)}\n`,
    );
    await rename(asideDir, finalDir);
  } catch (error) {
    await rm(asideDir, { recursive: true, force: true });
    throw error;
  }
  return { status: 'written', version: name, content_hash: hash };
}
