/**
 * The dataset versions in DATA_DIR, loaded once at start-up. Each version's rows.json is
 * hashed and compared with its manifest: a version whose files do not match is not served,
 * is reported (readiness and the log), and the others keep serving. Rows are kept both
 * parsed (for lookups and tools) and as their JSON text (pages are cut, never re-serialised).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Manifest, compareVersionsNewestFirst, VERSION_NAME } from './manifest.js';
import { DATASET_IDS, type DatasetId, type Row } from './model.js';
import { contentHash, rowTextsOf } from './serialize.js';

export interface LoadedVersion {
  manifest: Manifest;
  rows: readonly Row[];
  rowTexts: readonly string[];
  jsonPath: string;
  csvPath: string;
}

export interface RefusedVersion {
  id: string;
  version: string;
  reason: string;
}

export interface DatasetStore {
  /** Versions per dataset, newest first (the first is current). */
  versions: ReadonlyMap<DatasetId, readonly LoadedVersion[]>;
  refused: readonly RefusedVersion[];
}

function loadVersion(dataset: DatasetId, folder: string, version: string): LoadedVersion {
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.dataset !== dataset || manifest.version !== version) {
    throw new Error(`manifest names ${manifest.dataset} ${manifest.version}`);
  }
  const jsonPath = join(folder, 'rows.json');
  const csvPath = join(folder, 'rows.csv');
  if (!existsSync(csvPath)) throw new Error('rows.csv is missing');
  const csvHash = contentHash(readFileSync(csvPath));
  if (csvHash !== manifest.csv_hash) throw new Error(`rows.csv hashes to ${csvHash}, the manifest says ${manifest.csv_hash}`);
  const json = readFileSync(jsonPath, 'utf8');
  const hash = contentHash(json);
  if (hash !== manifest.content_hash) throw new Error(`rows.json hashes to ${hash}, the manifest says ${manifest.content_hash}`);
  const parsed = JSON.parse(json) as { data: Row[] };
  const rowTexts = rowTextsOf(json);
  if (parsed.data.length !== manifest.rows || rowTexts.length !== manifest.rows) {
    throw new Error(`rows.json holds ${parsed.data.length} rows, the manifest says ${manifest.rows}`);
  }
  return { manifest, rows: parsed.data, rowTexts, jsonPath, csvPath };
}

export function loadStore(dataDir: string): DatasetStore {
  const versions = new Map<DatasetId, LoadedVersion[]>();
  const refused: RefusedVersion[] = [];
  for (const dataset of DATASET_IDS) {
    const datasetDir = join(dataDir, dataset);
    const loaded: LoadedVersion[] = [];
    const names = existsSync(datasetDir)
      ? readdirSync(datasetDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .map((entry) => entry.name)
      : [];
    for (const version of names) {
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
    versions.set(dataset, loaded);
  }
  return { versions, refused };
}

export function currentVersion(store: DatasetStore, dataset: DatasetId): LoadedVersion | undefined {
  return store.versions.get(dataset)?.[0];
}

export function findVersion(store: DatasetStore, dataset: DatasetId, version: string): LoadedVersion | undefined {
  return store.versions.get(dataset)?.find((v) => v.manifest.version === version);
}
