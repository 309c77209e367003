/**
 * How a dataset route finds what its path names: the id and version parameters, the version they
 * name (or why none: 404, or 503 for a version whose files were refused), and how long an answer
 * about a version may be kept. Shared by the pages (datasets.ts) and the downloads
 * (dataset-downloads.ts).
 */
import { issue } from '../../core/issues.js';
import { DATASET_IDS, type DatasetId, isDatasetId } from '../../datasets/registry.js';
import {
  type DatasetStore,
  type LoadedVersion,
  currentVersion,
  findVersion,
  refusedVersionsOf,
} from '../../datasets/store.js';
import { ApiError } from '../api-error.js';
import type { CachePolicy } from '../cache-policy.js';
import type { ParamSpec } from '../params.js';
import type { RouteContext, RouteRefusals } from '../route-spec.js';

export const ID_PARAM: ParamSpec = {
  name: 'id',
  in: 'path',
  kind: 'text',
  maxLength: 40,
  known: DATASET_IDS,
  description: 'Dataset id; an unknown one is a 404.',
};
export const VERSION_PARAM: ParamSpec = {
  name: 'version',
  in: 'path',
  kind: 'text',
  maxLength: 40,
  description: 'Version name (the publisher’s date, optionally with a numeric suffix), or `current`.',
};

export const datasetPath = (id: string) => `/v1/datasets/${id}`;
export const versionPath = (id: string, version: string) => `/v1/datasets/${id}/${version}`;

/** What datasetOf refuses with: an id the build has no module for. */
export const DATASET_REFUSALS: RouteRefusals = { 404: ['dataset.not_found'] };
/** What versionOf refuses with: datasetOf's, a version not installed, none at all, or one refused at start-up. */
export const VERSION_REFUSALS: RouteRefusals = {
  404: ['dataset.not_found', 'dataset.version_not_found', 'dataset.none_installed'],
  // A version served while its folder is away (its rows kept on disk, a download).
  503: ['dataset.version_refused', 'dataset.files_unreadable'],
};

export function datasetOf(context: RouteContext): DatasetId {
  const id = String(context.params.id);
  if (!isDatasetId(id)) throw new ApiError([issue('id', 'dataset.not_found', { datasets: DATASET_IDS.join(', ') })]);
  return id;
}

export function versionOf(store: DatasetStore, context: RouteContext): LoadedVersion {
  const id = datasetOf(context);
  const asked = String(context.params.version ?? 'current');
  const found = asked === 'current' ? currentVersion(store, id) : findVersion(store, id, asked);
  if (found) return found;
  // A version whose files did not match its manifest: the service's fault, not the caller's.
  const refused = refusedVersionsOf(store, id).find((name) => asked === 'current' || name === asked);
  if (refused !== undefined)
    throw new ApiError([
      issue(asked === 'current' ? '' : 'version', 'dataset.version_refused', { id, version: refused }),
    ]);
  if (asked === 'current') throw new ApiError([issue('', 'dataset.none_installed')]);
  throw new ApiError([issue('version', 'dataset.version_not_found', { id })]);
}

export function isCurrent(store: DatasetStore, version: LoadedVersion): boolean {
  return currentVersion(store, version.manifest.dataset) === version;
}

export function versionCachePolicy(store: DatasetStore, version: LoadedVersion, askedCurrent: boolean): CachePolicy {
  const current = isCurrent(store, version);
  return {
    lifetime: current || askedCurrent ? 'list' : 'immutable',
    parts: [version.manifest.version, version.manifest.content_hash, String(current)],
    namesDatasets: true,
  };
}
