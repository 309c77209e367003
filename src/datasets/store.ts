/**
 * The dataset versions in DATA_DIR, loaded once at start-up. Each version's rows.json is
 * hashed and compared with its manifest: a version whose files do not match is not served,
 * is reported (readiness and the log), and the others keep serving. Rows are kept both
 * parsed (for lookups and tools) and as their JSON text (pages are cut, never re-serialised).
 *
 * Only regular files are read (lstat before opening, then opened without following links or
 * waiting), the manifest up to MANIFEST_MAX_BYTES: a FIFO where rows.csv should be hung
 * start-up, and a manifest linked to /dev/zero grew memory without end.
 */
import {
  type Dirent,
  type Stats,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import {
  IMPORT_REPORT_FILE,
  type Manifest,
  MANIFEST_MAX_BYTES,
  compareVersionsNewestFirst,
  readManifest,
  VERSION_NAME,
} from './manifest.js';
import type { Row } from './model.js';
import { DATASET_IDS, type DatasetId } from './registry.js';
import { contentHash, rowTextsOf } from './serialize.js';
import { HELD_BYTES, HELD_NEWEST, type VersionRows, diskRows, heldRows } from './version-rows.js';

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

interface RefusedVersion {
  id: string;
  version: string;
  reason: string;
}

export interface DatasetStore {
  /** Versions per dataset, newest first (the first is current). */
  versions: ReadonlyMap<DatasetId, readonly LoadedVersion[]>;
  refused: readonly RefusedVersion[];
  /** Why DATA_DIR itself could not be read (missing, not a folder); null when it was. */
  dataDirProblem: string | null;
}

/** Why `path` is not a regular file, from what it is without following links; null when it is one. */
function notRegularFile(stats: Stats | undefined): string | null {
  if (!stats) return 'is missing';
  if (stats.isSymbolicLink()) return 'is a symbolic link';
  return stats.isFile() ? null : 'is not a regular file';
}

/**
 * A file's bytes, only if it is a regular file of at most `maxBytes`. lstat first, so a device or
 * FIFO is never opened (opening some devices acts); then opened without following a link or
 * waiting, and checked again on the descriptor, in case the entry was swapped in between.
 */
function readRegularFile(path: string, maxBytes = Number.POSITIVE_INFINITY): Buffer {
  const refusal = notRegularFile(lstatSync(path, { throwIfNoEntry: false }));
  if (refusal) throw new Error(`${basename(path)} ${refusal}`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    throw new Error(`${basename(path)} ${code === 'ELOOP' ? 'is a symbolic link' : `cannot be opened (${code})`}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error(`${basename(path)} is not a regular file`);
    if (stats.size > maxBytes)
      throw new Error(`${basename(path)} is ${stats.size} bytes, more than the ${maxBytes} allowed`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The rows of a parsed rows.json: its `data` list (the hash proves the bytes, not their shape). */
function rowsOf(parsed: unknown): Row[] {
  const data: unknown = parsed !== null && typeof parsed === 'object' && 'data' in parsed ? parsed.data : undefined;
  if (!Array.isArray(data)) throw new Error('rows.json has no data list');
  return data;
}

function loadVersion(dataset: DatasetId, folder: string, version: string): LoadedVersion {
  const manifest = readManifest(
    JSON.parse(readRegularFile(join(folder, 'manifest.json'), MANIFEST_MAX_BYTES).toString('utf8')),
  );
  if (manifest.dataset !== dataset || manifest.version !== version) {
    throw new Error(`manifest names ${manifest.dataset} ${manifest.version}`);
  }
  const jsonPath = join(folder, 'rows.json');
  const csvPath = join(folder, 'rows.csv');
  const csvHash = contentHash(readRegularFile(csvPath));
  if (csvHash !== manifest.csv_hash)
    throw new Error(`rows.csv hashes to ${csvHash}, the manifest says ${manifest.csv_hash}`);
  const json = readRegularFile(jsonPath).toString('utf8');
  const hash = contentHash(json);
  if (hash !== manifest.content_hash)
    throw new Error(`rows.json hashes to ${hash}, the manifest says ${manifest.content_hash}`);
  const reportPath = manifest.import_report ? join(folder, IMPORT_REPORT_FILE) : undefined;
  if (reportPath !== undefined && manifest.import_report) {
    const reportHash = contentHash(readRegularFile(reportPath));
    if (reportHash !== manifest.import_report.sha256)
      throw new Error(
        `${IMPORT_REPORT_FILE} hashes to ${reportHash}, the manifest says ${manifest.import_report.sha256}`,
      );
  }
  const rows = rowsOf(JSON.parse(json));
  const rowTexts = rowTextsOf(json);
  if (rows.length !== manifest.rows || rowTexts.length !== manifest.rows) {
    throw new Error(`rows.json holds ${rows.length} rows, the manifest says ${manifest.rows}`);
  }
  return {
    manifest,
    ...heldRows(rows, rowTexts),
    jsonBytes: Buffer.byteLength(json),
    jsonPath,
    csvPath,
    ...(reportPath === undefined ? {} : { reportPath }),
  };
}

/**
 * The version with its rows where its place says (version-rows.ts): kept on disk when older than
 * the newest two and large, held otherwise (read and verified again when it becomes one of the two).
 */
function placed(
  dataset: DatasetId,
  version: LoadedVersion,
  index: number,
  folder: string,
  heldBytes: number,
): LoadedVersion {
  const onDisk = index >= HELD_NEWEST && version.jsonBytes > heldBytes;
  if (onDisk === !version.held) return version;
  if (!onDisk) return loadVersion(dataset, folder, version.manifest.version);
  // Named one by one: spreading a version would read a getter's rows.
  const { manifest, jsonBytes, jsonPath, csvPath, reportPath } = version;
  const source = diskRows(jsonPath, readRegularFile(jsonPath));
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

/** Why DATA_DIR cannot be read, or null. */
function dataDirProblemOf(dataDir: string): string | null {
  const stats = statSync(dataDir, { throwIfNoEntry: false });
  if (!stats) return `DATA_DIR ${dataDir} does not exist`;
  return stats.isDirectory() ? null : `DATA_DIR ${dataDir} is not a folder`;
}

/** A dataset folder's entries; a missing folder has none. */
function entriesOf(datasetDir: string): Dirent[] {
  try {
    return readdirSync(datasetDir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * The versions in DATA_DIR. Given the store loaded before, a version it holds is kept as loaded
 * (versions are immutable, named by their content) and one it refused stays refused, so a scan
 * reads only the folders that are new; a folder that is gone is no longer listed.
 */
export function loadStore(
  dataDir: string,
  before?: DatasetStore,
  /** Past this size of rows.json an older version is kept on disk (version-rows.ts); tests lower it. */
  heldBytes = HELD_BYTES,
): DatasetStore {
  const versions = new Map<DatasetId, LoadedVersion[]>();
  const refused: RefusedVersion[] = [];
  const dataDirProblem = dataDirProblemOf(dataDir);
  for (const dataset of DATASET_IDS) {
    const datasetDir = join(dataDir, dataset);
    const loaded: LoadedVersion[] = [];
    const names: string[] = [];
    for (const entry of entriesOf(datasetDir)) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) names.push(entry.name);
      // A link or file where a version folder would be is named, not passed over in silence.
      else if (entry.isSymbolicLink() || VERSION_NAME.test(entry.name)) {
        refused.push({
          id: dataset,
          version: entry.name,
          reason: entry.isSymbolicLink() ? 'a symbolic link, not a version folder' : 'not a folder',
        });
      }
    }
    for (const version of names) {
      const known = before && findVersion(before, dataset, version);
      const refusedBefore = before?.refused.find((r) => r.id === dataset && r.version === version);
      if (known || refusedBefore) {
        if (known) loaded.push(known);
        if (refusedBefore) refused.push(refusedBefore);
        continue;
      }
      if (!VERSION_NAME.test(version)) {
        refused.push({ id: dataset, version, reason: 'not a version name (YYYY-MM-DD or YYYY-MM-DD-N)' });
        continue;
      }
      try {
        loaded.push(loadVersion(dataset, join(datasetDir, version), version));
      } catch (error) {
        refused.push({ id: dataset, version, reason: (error as Error).message });
      }
    }
    loaded.sort((a, b) => compareVersionsNewestFirst(a.manifest.version, b.manifest.version));
    versions.set(
      dataset,
      loaded.map((version, index) =>
        placed(dataset, version, index, join(datasetDir, version.manifest.version), heldBytes),
      ),
    );
  }
  return { versions, refused, dataDirProblem };
}

/** Whether two stores serve and refuse the same versions. */
export function sameVersions(a: DatasetStore, b: DatasetStore): boolean {
  const names = (store: DatasetStore) =>
    JSON.stringify([
      [...store.versions].map(([id, list]) => [id, list.map((v) => v.manifest.version)]),
      store.refused.map((r) => `${r.id} ${r.version}`),
      store.dataDirProblem,
    ]);
  return names(a) === names(b);
}

/** Names of `dataset`'s versions refused at start-up, newest first. */
export function refusedVersionsOf(store: DatasetStore, dataset: DatasetId): string[] {
  return store.refused
    .filter((refusal) => refusal.id === dataset)
    .map((refusal) => refusal.version)
    .sort(compareVersionsNewestFirst);
}

export function currentVersion(store: DatasetStore, dataset: DatasetId): LoadedVersion | undefined {
  return store.versions.get(dataset)?.[0];
}

export function findVersion(store: DatasetStore, dataset: DatasetId, version: string): LoadedVersion | undefined {
  return store.versions.get(dataset)?.find((v) => v.manifest.version === version);
}
