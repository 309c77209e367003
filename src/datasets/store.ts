/**
 * The dataset versions in DATA_DIR, loaded at start-up and at each scan. Each version's rows.json
 * is hashed and compared with its manifest: a version whose files do not match is not served,
 * is reported (readiness and the log), and the others keep serving. Rows are kept both parsed
 * (for lookups and tools) and as their JSON text (pages are cut, never re-serialised). Only
 * regular files are read, each size checked first (regular-file.ts). At start-up a version is read
 * whole (loadStore); the scans of a running service read by slices, the event loop free between
 * them (scanStore, version-read.ts).
 *
 * What was verified is kept through faults of the file system: a DATA_DIR or dataset folder that
 * cannot be listed (moved away, replaced by a file, unreadable) is reported, and the versions read
 * from it before are served as they were; a version whose folder is gone is served until a newer
 * version of its dataset is verified. A folder refused for its files is read again once it
 * changed (a version caught half-copied is served once the copy ends).
 */
import { join } from 'node:path';
import { folderStamp, listingOf } from './folder-listing.js';
import { compareVersionsNewestFirst, VERSION_NAME } from './manifest.js';
import { DATASET_IDS, type DatasetId } from './registry.js';
import {
  type LoadedVersion,
  type Pause,
  type VersionFolder,
  keptOnDisk,
  keptOnDiskInSlices,
  loadVersion,
  loadVersionInSlices,
  nextTurn,
} from './version-read.js';
import { HELD_BYTES, HELD_NEWEST } from './version-rows.js';

export type { LoadedVersion } from './version-read.js';

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

/**
 * What a scan asks of the files, answered by loadStore at once and by scanStore a slice at a time:
 * a version folder read and verified, or a version verified before kept on disk from now on.
 */
type FileRead = { verify: VersionFolder } | { toDisk: LoadedVersion };

/** A scan's steps: it yields what it needs read and is handed the version read, or the read's error thrown. */
type Scan<T> = Generator<FileRead, T, LoadedVersion>;

/**
 * The version with its rows where its place says (version-rows.ts): kept on disk when older than
 * the newest two and large, held otherwise (read and verified again when it becomes one of the two).
 * Where its files cannot be read again (its folder gone), it stays where it is.
 */
function* placed(
  dataset: DatasetId,
  version: LoadedVersion,
  index: number,
  folder: string,
  heldBytes: number,
): Scan<LoadedVersion> {
  const onDisk = index >= HELD_NEWEST && version.jsonBytes > heldBytes;
  if (onDisk === !version.held) return version;
  try {
    return yield onDisk ? { toDisk: version } : { verify: { dataset, folder, version: version.manifest.version } };
  } catch {
    return version;
  }
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
function* scanDataset(dataset: DatasetId, datasetDir: string, before: DatasetStore | undefined): Scan<DatasetScan> {
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
      scan.loaded.push(yield { verify: { dataset, folder, version: name } });
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

/** The scan of DATA_DIR given the store loaded before, as loadStore and scanStore run it. */
function* scanning(dataDir: string, before: DatasetStore | undefined, heldBytes: number): Scan<DatasetStore> {
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
      dataDirProblem === null ? yield* scanDataset(dataset, datasetDir, before) : keptAsBefore(dataset, before, null);
    scan.loaded.sort((a, b) => compareVersionsNewestFirst(a.manifest.version, b.manifest.version));
    const kept: LoadedVersion[] = [];
    for (const [index, version] of scan.loaded.entries())
      kept.push(yield* placed(dataset, version, index, join(datasetDir, version.manifest.version), heldBytes));
    versions.set(dataset, kept);
    refused.push(...scan.refused);
    for (const [key, stamp] of scan.stamps) stamps.set(key, stamp);
    if (scan.problem !== null) folderProblems.push({ id: dataset, problem: scan.problem });
    vanished.push(...scan.vanished.map((version) => ({ id: dataset, version })));
    verified += scan.verified;
  }
  return { versions, refused, dataDirProblem, scan: { folderProblems, vanished, stamps, verified } };
}

/** The scan's next step, handed the version `read` gives or the error it throws. */
function answered<T>(scan: Scan<T>, read: () => LoadedVersion): IteratorResult<FileRead, T> {
  let version: LoadedVersion;
  try {
    version = read();
  } catch (error) {
    return scan.throw(error);
  }
  return scan.next(version);
}

/**
 * The versions in DATA_DIR, each read whole: at start-up, when nothing is served yet, and by the
 * command-line tools. Given the store loaded before, only what is new or changed is read
 * (scanDataset), and what cannot be listed is kept as it was read before.
 */
export function loadStore(
  dataDir: string,
  before?: DatasetStore,
  /** Past this size of rows.json an older version is kept on disk (version-rows.ts); tests lower it. */
  heldBytes = HELD_BYTES,
): DatasetStore {
  const scan = scanning(dataDir, before, heldBytes);
  let step = scan.next();
  while (!step.done) {
    const read = step.value;
    step = answered(scan, () => ('toDisk' in read ? keptOnDisk(read.toDisk) : loadVersion(read.verify)));
  }
  return step.value;
}

/**
 * loadStore for a running service: the same scan, each file read by slices with the event loop's
 * turn after each (version-read.ts), so that requests are answered while a large version is read.
 * The listings and the few `lstat` calls a folder costs stay synchronous.
 */
export async function scanStore(
  dataDir: string,
  before?: DatasetStore,
  options: { heldBytes?: number; pause?: Pause } = {},
): Promise<DatasetStore> {
  const pause = options.pause ?? nextTurn;
  const scan = scanning(dataDir, before, options.heldBytes ?? HELD_BYTES);
  let step = scan.next();
  while (!step.done) {
    const read = step.value;
    const reading = 'toDisk' in read ? keptOnDiskInSlices(read.toDisk, pause) : loadVersionInSlices(read.verify, pause);
    const outcome = await reading.then(
      (version) => () => version,
      (error: unknown) => () => {
        throw error;
      },
    );
    step = answered(scan, outcome);
  }
  return step.value;
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
