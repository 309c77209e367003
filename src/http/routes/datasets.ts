/**
 * The dataset routes (docs/datasets.md, Endpoints): the list, one dataset's versions, pages of rows of the
 * current or a named version; the whole version's files are dataset-downloads.ts's. Pages are cut
 * from the row texts kept at start-up.
 */
import { contentEtag } from '../../core/etag.js';
import { pageWindow } from '../../core/paging.js';
import { IMPORT_REPORT_FILE } from '../../datasets/manifest.js';
import { publicationMembers } from '../../datasets/model.js';
import { DATASET_IDS, type DatasetId, datasetModule } from '../../datasets/registry.js';
import { type Freshness, freshnessOf } from '../../datasets/freshness.js';
import { type DatasetStore, type LoadedVersion, currentVersion } from '../../datasets/store.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import { PAGE_PARAMS, costOfPage } from '../paging-params.js';
import type { RouteSpec } from '../route-spec.js';
import {
  ID_PARAM,
  VERSION_PARAM,
  datasetOf,
  datasetPath,
  isCurrent,
  versionCachePolicy,
  versionOf,
  VERSION_REFUSALS,
  DATASET_REFUSALS,
  versionPath,
} from './dataset-addressing.js';
import { downloadRoutes } from './dataset-downloads.js';
import { DATASET_LIST, DATASET_VERSIONS, ROW_COMPONENTS, ROWS_PAGE } from './dataset-schemas.js';

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

/** Each version of `ids` by its name and content hash: what an answer listing versions is tagged by. */
export function catalogueParts(store: DatasetStore, ids: readonly DatasetId[]): string[] {
  return ids.flatMap((id) =>
    (store.versions.get(id) ?? []).map((v) => `${id}/${v.manifest.version}/${v.manifest.content_hash}`),
  );
}

/** How current a dataset is at an instant (datasets/freshness.ts); service.ts adds what the scheduler did. */
export type FreshnessAt = (dataset: DatasetId, now: Date) => Freshness;

/**
 * Each dataset's freshness as JSON, for the entity tags of the answers that show it: made again
 * only for a freshness not met before (freshnessByMinute gives the same object for a minute).
 */
function freshnessJson(freshness: FreshnessAt): (dataset: DatasetId, now: Date) => string {
  const made = new WeakMap<Freshness, string>();
  return (dataset, now) => {
    const entry = freshness(dataset, now);
    let json = made.get(entry);
    if (json === undefined) {
      json = JSON.stringify(entry);
      made.set(entry, json);
    }
    return json;
  };
}

export function datasetRoutes(
  store: DatasetStore,
  freshness: FreshnessAt = (dataset, now) => freshnessOf(store, dataset, now, null),
): RouteSpec[] {
  // The store does not change once loaded: the catalogue is fingerprinted once.
  const freshnessText = freshnessJson(freshness);
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
    refusals: VERSION_REFUSALS,
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

  return [
    {
      operationId: 'listDatasets',
      method: 'GET',
      path: '/v1/datasets',
      summary: 'The datasets, each with its current version',
      tag: 'datasets',
      cachePolicy: (context) => ({
        lifetime: 'list',
        parts: [...everyVersion, `[${DATASET_IDS.map((id) => freshnessText(id, context.now)).join(',')}]`],
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
              name: datasetModule(id).names[context.lang],
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
      refusals: DATASET_REFUSALS,
      cachePolicy: (context) => ({
        lifetime: 'list',
        parts: [...catalogueParts(store, [datasetOf(context)]), freshnessText(datasetOf(context), context.now)],
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
    ...downloadRoutes(store),
  ];
}
