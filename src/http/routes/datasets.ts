/**
 * The dataset routes (docs/datasets.md, Endpoints): the list, one dataset's versions, pages of rows of the
 * current or a named version, and the whole version as CSV or JSON. Pages are cut from the
 * row texts kept at start-up; downloads are the stored files, streamed.
 */
import { stat } from 'node:fs/promises';
import { contentEtag } from '../../core/etag.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { issue } from '../../core/issues.js';
import { pageWindow } from '../../core/paging.js';
import { IMPORT_REPORT_FILE } from '../../datasets/manifest.js';
import { publicationMembers } from '../../datasets/model.js';
import { DATASET_IDS, type DatasetId, isDatasetId } from '../../datasets/registry.js';
import { type Freshness, freshnessOf } from '../../datasets/freshness.js';
import {
  type DatasetStore,
  type LoadedVersion,
  currentVersion,
  findVersion,
  refusedVersionsOf,
} from '../../datasets/store.js';
import { ApiError } from '../api-error.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import { PAGE_PARAMS, costOfPage } from '../paging-params.js';
import type { ParamSpec } from '../params.js';
import type { CachePolicy } from '../cache-policy.js';
import type { RouteContext, RouteSpec } from '../route.js';
import {
  DATASET_LIST,
  DATASET_VERSIONS,
  IMPORT_REPORT,
  ROW_COMPONENTS,
  ROWS_FILE,
  ROWS_PAGE,
} from './dataset-schemas.js';

const ID_PARAM: ParamSpec = {
  name: 'id',
  in: 'path',
  kind: 'text',
  maxLength: 40,
  known: DATASET_IDS,
  description: 'Dataset id; an unknown one is a 404.',
};
const VERSION_PARAM: ParamSpec = {
  name: 'version',
  in: 'path',
  kind: 'text',
  maxLength: 40,
  description: 'Version name (the publisher’s date, optionally with a numeric suffix), or `current`.',
};
export const BOM_PARAM: ParamSpec = {
  name: 'bom',
  in: 'query',
  kind: 'choice',
  choices: ['true', 'false'],
  default: 'false',
  description: 'true: start the CSV with a UTF-8 byte-order mark, for spreadsheet programs.',
};
/** A whole download is served from a file; it costs like the largest page. */
export const DOWNLOAD_COST = 5;

type DownloadFormat = 'csv' | 'json' | 'report';
/** The files of a version served whole: the two downloads of its rows, and the import report where there is one. */
const DOWNLOADS: Readonly<
  Record<
    DownloadFormat,
    {
      file: string;
      operationSuffix: string;
      summary: string;
      description: string;
      mediaType: string;
      filenameSuffix: string;
      pathOf: (version: LoadedVersion) => string | undefined;
    }
  >
> = {
  csv: {
    file: 'rows.csv',
    operationSuffix: 'Csv',
    summary: 'The whole version as CSV',
    description:
      'RFC 4180, nested columns flattened with a dot, lists joined with "|", text cells starting with = + - @ guarded with an apostrophe.',
    mediaType: 'text/csv',
    filenameSuffix: '.csv',
    pathOf: (version) => version.csvPath,
  },
  json: {
    file: 'rows.json',
    operationSuffix: 'Json',
    summary: 'The whole version as JSON',
    description:
      'The exact bytes whose sha256 is the version’s content_hash. Provenance: its own members and the Link to the version page.',
    mediaType: 'application/json',
    filenameSuffix: '.json',
    pathOf: (version) => version.jsonPath,
  },
  report: {
    file: IMPORT_REPORT_FILE,
    operationSuffix: 'ImportReport',
    summary: 'The import report',
    description:
      'What the import read, kept and left out (by reason, with the first records of each), the codes by length, and every record whose NOTE ' +
      'disagrees with its refund rate; its sha256 is in the manifest (import_report). 404 dataset.report_not_found for a version imported without one.',
    mediaType: 'application/json',
    filenameSuffix: '-import-report.json',
    pathOf: (version) => version.reportPath,
  },
};

const datasetPath = (id: string) => `/v1/datasets/${id}`;
const versionPath = (id: string, version: string) => `/v1/datasets/${id}/${version}`;

function datasetOf(context: RouteContext): DatasetId {
  const id = String(context.params.id);
  if (!isDatasetId(id)) throw new ApiError([issue('id', 'dataset.not_found', { datasets: DATASET_IDS.join(', ') })]);
  return id;
}

function versionOf(store: DatasetStore, context: RouteContext): LoadedVersion {
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

function isCurrent(store: DatasetStore, version: LoadedVersion): boolean {
  return currentVersion(store, version.manifest.dataset) === version;
}

function versionCachePolicy(store: DatasetStore, version: LoadedVersion, askedCurrent: boolean): CachePolicy {
  const current = isCurrent(store, version);
  return {
    lifetime: current || askedCurrent ? 'list' : 'immutable',
    parts: [version.manifest.version, version.manifest.content_hash, String(current)],
    namesDatasets: true,
  };
}

function versionLinks(version: LoadedVersion) {
  const base = versionPath(version.manifest.dataset, version.manifest.version);
  return {
    self: base,
    csv: `${base}/rows.csv`,
    json: `${base}/rows.json`,
    ...(version.reportPath ? { import_report: `${base}/${IMPORT_REPORT_FILE}` } : {}),
  };
}

function latestLinks(id: DatasetId, current: LoadedVersion | undefined) {
  return {
    self: datasetPath(id),
    ...(current
      ? { latest_csv: `${datasetPath(id)}/current/rows.csv`, latest_json: `${datasetPath(id)}/current/rows.json` }
      : {}),
  };
}

function versionEntry(store: DatasetStore, version: LoadedVersion) {
  const { format: _format, dataset: _dataset, publisher: _publisher, source: _source, ...manifest } = version.manifest;
  return { ...manifest, current: isCurrent(store, version), links: versionLinks(version) };
}

function catalogueParts(store: DatasetStore, ids: readonly DatasetId[]): string[] {
  return ids.flatMap((id) =>
    (store.versions.get(id) ?? []).map((v) => `${id}/${v.manifest.version}/${v.manifest.content_hash}`),
  );
}

/** What each download holds, for the OpenAPI documents. */
const DOWNLOAD_SCHEMAS: Record<DownloadFormat, JsonSchema> = {
  csv: { type: 'string' },
  json: ROWS_FILE,
  report: IMPORT_REPORT,
};

/** How current a dataset is at an instant (datasets/freshness.ts); service.ts adds what the scheduler did. */
export type FreshnessAt = (dataset: DatasetId, now: Date) => Freshness;

export function datasetRoutes(
  store: DatasetStore,
  freshness: FreshnessAt = (dataset, now) => freshnessOf(store, dataset, now, null),
): RouteSpec[] {
  // The store does not change once loaded: the catalogue is fingerprinted once.
  const everyVersion = [contentEtag(catalogueParts(store, DATASET_IDS))];
  const page = (path: string, operationId: string, summary: string): RouteSpec => ({
    operationId,
    method: 'GET',
    path,
    summary,
    tag: 'datasets',
    params: path.endsWith('/current') ? [ID_PARAM, ...PAGE_PARAMS] : [ID_PARAM, VERSION_PARAM, ...PAGE_PARAMS],
    cost: costOfPage,
    cachePolicy: (context) => versionCachePolicy(store, versionOf(store, context), path.endsWith('/current')),
    responses: { 200: { description: 'A page of rows, each kept exactly as published.', schema: ROWS_PAGE } },
    components: ROW_COMPONENTS,
    handle: (context) => {
      const version = versionOf(store, context);
      const m = version.manifest;
      const window = pageWindow(m.rows, Number(context.params.offset), Number(context.params.limit));
      return {
        body: {
          dataset: m.dataset,
          version: m.version,
          published_at: m.published_at,
          fetched_at: m.fetched_at,
          ...publicationMembers(m),
          content_hash: m.content_hash,
          rows: m.rows,
          columns: m.columns,
          current: isCurrent(store, version),
          links: versionLinks(version),
          license: m.license,
          offset: window.offset,
          limit: window.limit,
          next: window.next,
        },
        preSerialised: [['data', `[${version.rowTexts(window.start, window.end).join(',')}]`]],
        datasets: [provenanceEntryOf(version)],
        items: window.end - window.start,
      };
    },
  });

  const download = (format: DownloadFormat, current: boolean): RouteSpec => {
    const kind = DOWNLOADS[format];
    return {
      operationId: `download${current ? 'Current' : 'Version'}${kind.operationSuffix}`,
      method: 'GET',
      path: `/v1/datasets/{id}/${current ? 'current' : '{version}'}/${kind.file}`,
      summary: `${kind.summary} of the ${current ? 'current' : 'named'} version`,
      description: kind.description,
      tag: 'datasets',
      params: [ID_PARAM, ...(current ? [] : [VERSION_PARAM]), ...(format === 'csv' ? [BOM_PARAM] : [])],
      cost: () => DOWNLOAD_COST,
      cachePolicy: (context) => versionCachePolicy(store, versionOf(store, context), current),
      responses: {
        200: { description: `${kind.summary}.`, contentType: kind.mediaType, schema: DOWNLOAD_SCHEMAS[format] },
      },
      components: ROW_COMPONENTS,
      handle: async (context) => {
        const version = versionOf(store, context);
        const { dataset, version: name } = version.manifest;
        const path = kind.pathOf(version);
        if (path === undefined)
          throw new ApiError([issue('', 'dataset.report_not_found', { id: dataset, version: name })]);
        return {
          file: {
            path,
            size: (await stat(path)).size,
            contentType: `${kind.mediaType}; charset=utf-8${format === 'csv' ? '; header=present' : ''}`,
            filename: `${dataset}-${name}${kind.filenameSuffix}`,
            ...(format === 'csv' && context.params.bom === 'true' ? { prefix: '\ufeff' } : {}),
            describedBy: versionPath(dataset, name),
          },
        };
      },
    };
  };

  return [
    {
      operationId: 'listDatasets',
      method: 'GET',
      path: '/v1/datasets',
      summary: 'The datasets, each with its current version',
      tag: 'datasets',
      cachePolicy: (context) => ({
        lifetime: 'list',
        parts: [...everyVersion, JSON.stringify(DATASET_IDS.map((id) => freshness(id, context.now)))],
        namesDatasets: DATASET_IDS.some((id) => currentVersion(store, id) !== undefined),
        serviceState: true,
      }),
      responses: {
        200: { description: 'Every dataset; current is null where no version is installed.', schema: DATASET_LIST },
      },
      handle: (context) => {
        const currents = DATASET_IDS.map((id) => [id, currentVersion(store, id)] as const);
        return {
          body: {
            datasets: currents.map(([id, current]) => ({
              id,
              current: current?.manifest.version ?? null,
              versions: store.versions.get(id)?.length ?? 0,
              freshness: freshness(id, context.now),
              links: latestLinks(id, current),
            })),
          },
          datasets: currents.flatMap(([, current]) => (current ? [provenanceEntryOf(current)] : [])),
        };
      },
    },
    {
      operationId: 'getDataset',
      method: 'GET',
      path: '/v1/datasets/{id}',
      summary: 'One dataset with all its versions, newest first',
      tag: 'datasets',
      params: [ID_PARAM],
      cachePolicy: (context) => ({
        lifetime: 'list',
        parts: [
          ...catalogueParts(store, [datasetOf(context)]),
          JSON.stringify(freshness(datasetOf(context), context.now)),
        ],
        namesDatasets: (store.versions.get(datasetOf(context))?.length ?? 0) > 0,
        serviceState: true,
      }),
      responses: { 200: { description: 'The versions with their manifests and links.', schema: DATASET_VERSIONS } },
      handle: (context) => {
        const id = datasetOf(context);
        const versions = store.versions.get(id) ?? [];
        const current = versions[0];
        return {
          body: {
            dataset: id,
            current: current?.manifest.version ?? null,
            versions: versions.map((v) => versionEntry(store, v)),
            freshness: freshness(id, context.now),
            links: latestLinks(id, current),
          },
          datasets: current ? [provenanceEntryOf(current)] : [],
        };
      },
    },
    page('/v1/datasets/{id}/current', 'getCurrentRows', 'Rows of the current version, paged'),
    page(
      '/v1/datasets/{id}/{version}',
      'getVersionRows',
      'Rows of a named version, paged (a published version never changes)',
    ),
    ...(['csv', 'json', 'report'] as const).flatMap((format) => [download(format, true), download(format, false)]),
  ];
}
