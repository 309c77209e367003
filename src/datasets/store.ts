/**
 * The dataset versions in DATA_DIR, loaded at start-up and at each scan. Each version's rows.json
 * is hashed and compared with its manifest: a version whose files do not match is not served,
 * is reported (readiness and the log), and the others keep serving. Rows are kept both parsed
 * (for lookups and tools) and as their JSON text (pages are cut, never re-serialised). Only
 * regular files are read, each size checked first (regular-file.ts).
 *
 * What was verified is kept through faults of the file system: a DATA_DIR or dataset folder that
 * cannot be listed (moved away, replaced by a file, unreadable) is reported, and the versions read
 * from it before are served as they were; a version whose folder is gone is served until a newer
 * version of its dataset is verified. A folder refused for its files is read again once it
 * changed (a version caught half-copied is served once the copy ends).
 */
import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMPORT_REPORT_FILE,
  type Manifest,
  MANIFEST_MAX_BYTES,
  compareVersionsNewestFirst,
  readManifest,
  readRowsBytes,
  VERSION_NAME,
} from './manifest.js';
import type { Row } from './model.js';
import { DATASET_IDS, type DatasetId } from './registry.js';
import { hashRegularFile, readRegularFile } from './regular-file.js';
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

interface FolderProblem {
  id: DatasetId;
  problem: string;
}

/** What a scan saw besides the versions: absent from a store made by hand. */
interface ScanNotes {
  /** Dataset folders that could not be listed: their versions are those read before. */
  folderProblems: readonly FolderProblem[];
  /** Versions served whose folder is no longer in DATA_DIR (kept until a newer one is verified). */
  vanished: ReadonlyArray<{ id: DatasetId; version: string }>;
  /** How each folder refused for its files looked then, by `dataset/version`: read again once that changes. */
  stamps: ReadonlyMap<string, string>;
  /** Version folders this scan read and verified: only new ones and changed refused ones are. */
  verified: number;
}

export interface DatasetStore {
  /** Versions per dataset, newest first (the first is current). */
  versions: ReadonlyMap<DatasetId, readonly LoadedVersion[]>;
  refused: readonly RefusedVersion[];
  /** Why DATA_DIR itself could not be listed (missing, not a folder, unreadable); null when it was. */
  dataDirProblem: string | null;
  scan?: ScanNotes;
}

/** The rows of a parsed rows.json: its `data` list (the hash proves the bytes, not their shape). */
function rowsOf(parsed: unknown): Row[] {
  const data: unknown = parsed !== null && typeof parsed === 'object' && 'data' in parsed ? parsed.data : undefined;
  if (!Array.isArray(data)) throw new Error('rows.json has no data list');
  return data;
}

function loadVersion(dataset: DatasetId, folder: string, version: string): LoadedVersion {
  const parsed: unknown = JSON.parse(
    readRegularFile(join(folder, 'manifest.json'), { max: MANIFEST_MAX_BYTES }).toString('utf8'),
  );
  const manifest = readManifest(parsed);
  if (manifest.dataset !== dataset || manifest.version !== version) {
    throw new Error(`manifest names ${manifest.dataset} ${manifest.version}`);
  }
  const bytes = readRowsBytes(parsed);
  const jsonPath = join(folder, 'rows.json');
  const csvPath = join(folder, 'rows.csv');
  const csvHash = hashRegularFile(csvPath, { exact: bytes.csv });
  if (csvHash !== manifest.csv_hash)
    throw new Error(`rows.csv hashes to ${csvHash}, the manifest says ${manifest.csv_hash}`);
  const json = readRegularFile(jsonPath, { exact: bytes.json }).toString('utf8');
  const hash = contentHash(json);
  if (hash !== manifest.content_hash)
    throw new Error(`rows.json hashes to ${hash}, the manifest says ${manifest.content_hash}`);
  const reportPath = manifest.import_report ? join(folder, IMPORT_REPORT_FILE) : undefined;
  if (reportPath !== undefined && manifest.import_report) {
    const reportHash = hashRegularFile(reportPath);
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
 * Where its files cannot be read again (its folder gone), it stays where it is.
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
  try {
    if (!onDisk) return loadVersion(dataset, folder, version.manifest.version);
    // Named one by one: spreading a version would read a getter's rows.
    const { manifest, jsonBytes, jsonPath, csvPath, reportPath } = version;
    const source = diskRows(jsonPath, readRegularFile(jsonPath, { exact: jsonBytes }), manifest);
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
  } catch {
    return version;
  }
}

/** A folder's entries, or why it cannot be listed (`missing` when it does not exist). */
function listingOf(dir: string): { entries: Dirent[] } | { problem: string; missing: boolean } {
  try {
    return { entries: readdirSync(dir, { withFileTypes: true }) };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    if (code === 'ENOENT') return { problem: 'does not exist', missing: true };
    return { problem: code === 'ENOTDIR' ? 'is not a folder' : `cannot be read (${code})`, missing: false };
  }
}

/** The files a version is read from: a folder refused for them is read again once one of these changes. */
const VERSION_FILES = ['manifest.json', 'rows.json', 'rows.csv', IMPORT_REPORT_FILE];

/** How a version folder and its files look: modification times and sizes, a handful of lstat calls. */
function folderStamp(folder: string): string {
  return [folder, ...VERSION_FILES.map((name) => join(folder, name))]
    .map((path) => {
      const stats = lstatSync(path, { throwIfNoEntry: false });
      return stats ? `${stats.mtimeMs}:${stats.size}` : '-';
    })
    .join(' ');
}

interface DatasetScan {
  loaded: LoadedVersion[];
  refused: RefusedVersion[];
  stamps: Array<[string, string]>;
  vanished: string[];
  problem: string | null;
  verified: number;
}

const keyOf = (dataset: string, version: string) => `${dataset}/${version}`;

/** A dataset folder that cannot be listed: what was read from it before, as it was. */
function keptAsBefore(dataset: DatasetId, before: DatasetStore | undefined, problem: string | null): DatasetScan {
  const refused = before?.refused.filter((r) => r.id === dataset) ?? [];
  const stamps = refused.flatMap((r): Array<[string, string]> => {
    const stamp = before?.scan?.stamps.get(keyOf(dataset, r.version));
    return stamp === undefined ? [] : [[keyOf(dataset, r.version), stamp]];
  });
  const vanished = (before?.scan?.vanished ?? []).filter((v) => v.id === dataset).map((v) => v.version);
  const loaded = [...(before?.versions.get(dataset) ?? [])];
  return { loaded, refused, stamps, vanished, problem, verified: 0 };
}

/**
 * One dataset's folder. Versions held before are kept as loaded (versions are immutable, named
 * by their content); a folder refused for its files stays refused while it looks the same; only
 * new and changed folders are read. Lookups are by name, so a scan costs time linear in folders.
 */
function scanDataset(dataset: DatasetId, datasetDir: string, before: DatasetStore | undefined): DatasetScan {
  const previous = before?.versions.get(dataset) ?? [];
  const listing = listingOf(datasetDir);
  if (!('entries' in listing)) {
    // A dataset that never had a folder (a library not imported yet) is no fault.
    const fault = !listing.missing || previous.length > 0;
    return keptAsBefore(dataset, before, fault ? `${dataset}/ ${listing.problem}` : null);
  }
  const known = new Map(previous.map((version) => [version.manifest.version, version]));
  const refusedBefore = new Map(
    (before?.refused ?? []).filter((r) => r.id === dataset).map((r) => [r.version, r] as const),
  );
  const scan: DatasetScan = { loaded: [], refused: [], stamps: [], vanished: [], problem: null, verified: 0 };
  const present = new Set<string>();
  for (const entry of listing.entries) {
    const name = entry.name;
    if (name.startsWith('.')) continue;
    if (!entry.isDirectory()) {
      // A link or file where a version folder would be is named, not passed over in silence.
      if (!known.has(name) && (entry.isSymbolicLink() || VERSION_NAME.test(name)))
        scan.refused.push({
          id: dataset,
          version: name,
          reason: entry.isSymbolicLink() ? 'a symbolic link, not a version folder' : 'not a folder',
        });
      continue;
    }
    present.add(name);
    const held = known.get(name);
    if (held) {
      scan.loaded.push(held);
      continue;
    }
    if (!VERSION_NAME.test(name)) {
      scan.refused.push({ id: dataset, version: name, reason: 'not a version name (YYYY-MM-DD or YYYY-MM-DD-N)' });
      continue;
    }
    const folder = join(datasetDir, name);
    // Taken before reading: a folder that changes while it is read looks different at the next scan.
    const stamp = folderStamp(folder);
    const key = keyOf(dataset, name);
    const refusal = refusedBefore.get(name);
    if (refusal && before?.scan?.stamps.get(key) === stamp) {
      scan.refused.push(refusal);
      scan.stamps.push([key, stamp]);
      continue;
    }
    scan.verified += 1;
    try {
      scan.loaded.push(loadVersion(dataset, folder, name));
    } catch (error) {
      scan.refused.push({ id: dataset, version: name, reason: (error as Error).message });
      scan.stamps.push([key, stamp]);
    }
  }
  // A version whose folder is gone is served until a newer version of its dataset is verified.
  const newest = scan.loaded.map((v) => v.manifest.version).sort(compareVersionsNewestFirst)[0];
  for (const version of previous) {
    const name = version.manifest.version;
    if (present.has(name) || (newest !== undefined && compareVersionsNewestFirst(name, newest) > 0)) continue;
    scan.loaded.push(version);
    scan.vanished.push(name);
  }
  return scan;
}

/**
 * The versions in DATA_DIR. Given the store loaded before, only what is new or changed is read
 * (scanDataset), and what cannot be listed is kept as it was read before.
 */
export function loadStore(
  dataDir: string,
  before?: DatasetStore,
  /** Past this size of rows.json an older version is kept on disk (version-rows.ts); tests lower it. */
  heldBytes = HELD_BYTES,
): DatasetStore {
  const top = listingOf(dataDir);
  const dataDirProblem = 'entries' in top ? null : `DATA_DIR ${dataDir} ${top.problem}`;
  const versions = new Map<DatasetId, LoadedVersion[]>();
  const refused: RefusedVersion[] = [];
  const stamps = new Map<string, string>();
  const folderProblems: FolderProblem[] = [];
  const vanished: Array<{ id: DatasetId; version: string }> = [];
  let verified = 0;
  for (const dataset of DATASET_IDS) {
    const datasetDir = join(dataDir, dataset);
    const scan =
      dataDirProblem === null ? scanDataset(dataset, datasetDir, before) : keptAsBefore(dataset, before, null);
    scan.loaded.sort((a, b) => compareVersionsNewestFirst(a.manifest.version, b.manifest.version));
    versions.set(
      dataset,
      scan.loaded.map((version, index) =>
        placed(dataset, version, index, join(datasetDir, version.manifest.version), heldBytes),
      ),
    );
    refused.push(...scan.refused);
    for (const [key, stamp] of scan.stamps) stamps.set(key, stamp);
    if (scan.problem !== null) folderProblems.push({ id: dataset, problem: scan.problem });
    vanished.push(...scan.vanished.map((version) => ({ id: dataset, version })));
    verified += scan.verified;
  }
  return { versions, refused, dataDirProblem, scan: { folderProblems, vanished, stamps, verified } };
}

/** What a store says is wrong with DATA_DIR, one sentence each, as readiness and the log report them. */
export function faultsOf(store: DatasetStore): string[] {
  return [
    ...(store.dataDirProblem === null ? [] : [store.dataDirProblem]),
    ...(store.scan?.folderProblems ?? []).map((p) => p.problem),
    ...(store.scan?.vanished ?? []).map((v) => `the folder of ${v.id} ${v.version} is gone`),
  ];
}

/** Whether two stores serve and refuse the same versions, and report the same faults. */
export function sameVersions(a: DatasetStore, b: DatasetStore): boolean {
  const names = (store: DatasetStore) =>
    JSON.stringify([
      [...store.versions].map(([id, list]) => [id, list.map((v) => v.manifest.version)]),
      store.refused.map((r) => `${r.id} ${r.version}`),
      faultsOf(store),
    ]);
  return names(a) === names(b);
}

/** Names of `dataset`'s versions refused, newest first. */
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
