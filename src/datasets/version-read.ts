/**
 * Reading one version folder, verified against its manifest: rows.csv, rows.json and the import
 * report hash to what the manifest records, each file's size checked before a byte of it is read
 * (regular-file.ts), and rows.json holds as many rows as the manifest says, one a line
 * (row-lines.ts). At start-up nothing is served yet and a version is read whole; a running
 * service's scan reads by slices (`…InSlices`): each slice reads READ_SLICE_BYTES (regular-file.ts),
 * hashes them and parses at most ROWS_PER_SLICE rows, then the event loop takes its turn, so that
 * requests are answered while a real-size refund edition (15 MB of rows.json; read whole, it held
 * the loop 0.45–1.2 s) is read. Both read the same lines the same way: the same rows, texts and refusals.
 */
import { join } from 'node:path';
import { IMPORT_REPORT_FILE, type Manifest, MANIFEST_MAX_BYTES, readManifest, readRowsBytes } from './manifest.js';
import type { DatasetId } from './registry.js';
import { type SizeRule, hashRegularFile, readRegularFile, readRegularFileInSlices } from './regular-file.js';
import { LineStarts, RowLines } from './row-lines.js';
import { ContentHasher, contentHash } from './serialize.js';
import { type VersionRows, diskRows, heldRows } from './version-rows.js';

/** A verified version; its rows held in memory or kept on disk (version-rows.ts). */
export interface LoadedVersion extends VersionRows {
  manifest: Manifest;
  /** Bytes of rows.json. */
  jsonBytes: number;
  jsonPath: string;
  csvPath: string;
  /** import-report.json, where the manifest names one (its hash checked at load). */
  reportPath?: string;
}

/** Lines of rows.json (one row each) parsed between two turns of the event loop when a version is read by slices. */
export const ROWS_PER_SLICE = 500;

/** The work of one slice: bytes read and hashed or cut, lines parsed (the rows, the header and the closing line). */
export interface Slice {
  bytes: number;
  lines: number;
}

/** Awaited after each slice: the event loop's turn (tests count the slices instead). */
export type Pause = (slice: Slice) => Promise<void>;

export const nextTurn: Pause = () => new Promise((resolve) => setImmediate(resolve));

/** A version folder whose manifest names it: its manifest and the files it is read from. */
interface Folder {
  manifest: Manifest;
  jsonRule: SizeRule;
  csvRule: SizeRule;
  jsonPath: string;
  csvPath: string;
  report?: { path: string; sha256: string };
}

/** Where a version is read from, and what its manifest must name. */
export interface VersionFolder {
  dataset: DatasetId;
  folder: string;
  version: string;
}

function folderOf({ dataset, folder, version }: VersionFolder): Folder {
  const parsed: unknown = JSON.parse(
    readRegularFile(join(folder, 'manifest.json'), { max: MANIFEST_MAX_BYTES }).toString('utf8'),
  );
  const manifest = readManifest(parsed);
  if (manifest.dataset !== dataset || manifest.version !== version) {
    throw new Error(`manifest names ${manifest.dataset} ${manifest.version}`);
  }
  const bytes = readRowsBytes(parsed);
  return {
    manifest,
    jsonRule: { exact: bytes.json },
    csvRule: { exact: bytes.csv },
    jsonPath: join(folder, 'rows.json'),
    csvPath: join(folder, 'rows.csv'),
    ...(manifest.import_report
      ? { report: { path: join(folder, IMPORT_REPORT_FILE), sha256: manifest.import_report.sha256 } }
      : {}),
  };
}

function checkHash(file: string, hash: string, recorded: string): void {
  if (hash !== recorded) throw new Error(`${file} hashes to ${hash}, the manifest says ${recorded}`);
}

/** The version from the lines of its rows.json, its hashes checked: refused for their shape or count. */
function versionOf(found: Folder, lines: RowLines, jsonBytes: number): LoadedVersion {
  const problem = lines.end();
  if (problem !== null) throw new Error(problem);
  const { manifest, jsonPath, csvPath, report } = found;
  if (lines.rows.length !== manifest.rows)
    throw new Error(`rows.json holds ${lines.rows.length} rows, the manifest says ${manifest.rows}`);
  return {
    manifest,
    ...heldRows(lines.rows, lines.texts),
    jsonBytes,
    jsonPath,
    csvPath,
    ...(report === undefined ? {} : { reportPath: report.path }),
  };
}

/** A version read whole: at start-up, and by the command-line tools. */
export function loadVersion(where: VersionFolder): LoadedVersion {
  const found = folderOf(where);
  const { manifest } = found;
  checkHash('rows.csv', hashRegularFile(found.csvPath, found.csvRule), manifest.csv_hash);
  const json = readRegularFile(found.jsonPath, found.jsonRule);
  checkHash('rows.json', contentHash(json), manifest.content_hash);
  if (found.report) checkHash(IMPORT_REPORT_FILE, hashRegularFile(found.report.path), found.report.sha256);
  const lines = new RowLines();
  lines.push(json);
  lines.take(Number.POSITIVE_INFINITY);
  return versionOf(found, lines, json.length);
}

/** A file read by slices, `use` taking each one, `pause` awaited after each. */
function bySlices(path: string, rule: SizeRule, pause: Pause, use: (slice: Buffer) => void): Promise<number> {
  return readRegularFileInSlices(path, rule, (slice) => {
    use(slice);
    return pause({ bytes: slice.length, lines: 0 });
  });
}

async function hashInSlices(path: string, rule: SizeRule, pause: Pause): Promise<string> {
  const hash = new ContentHasher();
  await bySlices(path, rule, pause, (slice) => hash.update(slice));
  return hash.digest();
}

/**
 * A version read by slices, as loadVersion reads it whole: rows.json hashed and cut into lines as
 * it arrives; its refusals (an altered file's hash first) said once it is read.
 */
export async function loadVersionInSlices(where: VersionFolder, pause: Pause = nextTurn): Promise<LoadedVersion> {
  const found = folderOf(where);
  const { manifest } = found;
  checkHash('rows.csv', await hashInSlices(found.csvPath, found.csvRule, pause), manifest.csv_hash);
  const hash = new ContentHasher();
  const lines = new RowLines();
  const jsonBytes = await readRegularFileInSlices(found.jsonPath, found.jsonRule, async (slice) => {
    hash.update(slice);
    lines.push(slice);
    let bytes = slice.length;
    do {
      await pause({ bytes, lines: lines.take(ROWS_PER_SLICE) });
      bytes = 0;
    } while (lines.queued > 0);
  });
  checkHash('rows.json', hash.digest(), manifest.content_hash);
  if (found.report)
    checkHash(IMPORT_REPORT_FILE, await hashInSlices(found.report.path, {}, pause), found.report.sha256);
  return versionOf(found, lines, jsonBytes);
}

/** A verified version with only the offsets of its row lines held, its rows read from its file when asked. */
function onDisk(version: LoadedVersion, offsets: Float64Array): LoadedVersion {
  // Named one by one: spreading a version would read a getter's rows.
  const { manifest, jsonBytes, jsonPath, csvPath, reportPath } = version;
  const source = diskRows(jsonPath, offsets, manifest);
  return {
    manifest,
    jsonBytes,
    jsonPath,
    csvPath,
    ...(reportPath === undefined ? {} : { reportPath }),
    get rows() {
      return source.rows;
    },
    rowTexts: source.rowTexts,
    held: false,
  };
}

/** A held version kept on disk from now on, its rows.json read whole for the offsets of its lines. */
export function keptOnDisk(version: LoadedVersion): LoadedVersion {
  const json = readRegularFile(version.jsonPath, { exact: version.jsonBytes });
  return onDisk(version, new LineStarts().push(json).end());
}

/** keptOnDisk, its rows.json read by slices. */
export async function keptOnDiskInSlices(version: LoadedVersion, pause: Pause = nextTurn): Promise<LoadedVersion> {
  const starts = new LineStarts();
  await bySlices(version.jsonPath, { exact: version.jsonBytes }, pause, (slice) => starts.push(slice));
  return onDisk(version, starts.end());
}
