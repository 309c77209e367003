/**
 * GET /v1/datasets/refund-rates/changes (issue 13): what changed between two editions of the
 * refund library, `from` the older version `to` the newer (default: the two newest), paged like
 * rows, and the whole list as CSV. Both versions are immutable, so an answer naming both is kept
 * like a version that is not current; one that relies on the defaults changes with the next
 * import and is kept like a list.
 */
import { issue } from '../../core/issues.js';
import { pageWindow } from '../../core/paging.js';
import { VERSION_NAME } from '../../datasets/manifest.js';
import { publicationMembers } from '../../datasets/model.js';
import { rowsCsv } from '../../datasets/serialize.js';
import { type DatasetStore, type LoadedVersion, findVersion } from '../../datasets/store.js';
import { CHANGE_COLUMNS, type ChangeRow, editionChanges } from '../../refund-rate/changes.js';
import { ApiError } from '../api-error.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import { PAGE_PARAMS, costOfPage } from '../paging-params.js';
import type { ParamSpec } from '../params.js';
import type { CachePolicy } from '../cache-policy.js';
import type { RouteContext, RouteSpec } from '../route.js';
import { BOM_PARAM, DOWNLOAD_COST } from './datasets.js';
import { CHANGES_PAGE } from './refund-changes-schema.js';

const PATH = '/v1/datasets/refund-rates/changes';
const versionParam = (name: 'from' | 'to', role: string): ParamSpec => ({
  name,
  in: 'query',
  kind: 'text',
  pattern: VERSION_NAME,
  maxLength: 40,
  description: `Version of the refund library ${role} (YYYY-MM-DD or YYYY-MM-DD-N); default: the ${name === 'from' ? 'second newest' : 'newest'}.`,
});
const PAIR_PARAMS = [
  versionParam('from', 'to compare from (the older edition)'),
  versionParam('to', 'to compare to (the newer edition)'),
];
/** Pairs compared lately: a comparison of two real-size editions takes some tens of milliseconds. */
const PAIRS_KEPT = 4;

interface Pair {
  from: LoadedVersion;
  to: LoadedVersion;
  /** Both named by the caller: the answer never changes. */
  named: boolean;
}

function pairOf(store: DatasetStore, context: RouteContext): Pair {
  const versions = store.versions.get('refund-rates') ?? [];
  const pick = (name: 'from' | 'to', fallback: LoadedVersion | undefined): LoadedVersion => {
    const asked = context.params[name];
    if (typeof asked === 'string') {
      const found = findVersion(store, 'refund-rates', asked);
      if (!found) throw new ApiError(404, [issue(name, 'dataset.version_not_found', { id: 'refund-rates' })]);
      return found;
    }
    if (fallback) return fallback;
    if (versions.length === 0) throw new ApiError(404, [issue('', 'dataset.none_installed')]);
    throw new ApiError(404, [issue(name, 'dataset.changes_one_version')]);
  };
  return {
    to: pick('to', versions[0]),
    from: pick('from', versions[1]),
    named: typeof context.params.from === 'string' && typeof context.params.to === 'string',
  };
}

function cachePolicyOf(pair: Pair): CachePolicy {
  return {
    lifetime: pair.named ? 'immutable' : 'list',
    parts: [pair.from.manifest.content_hash, pair.to.manifest.content_hash],
    namesDatasets: true,
  };
}

function versionSummary(version: LoadedVersion) {
  const m = version.manifest;
  return { version: m.version, ...publicationMembers(m), published_at: m.published_at, content_hash: m.content_hash };
}

export function refundChangesRoutes(store: DatasetStore): RouteSpec[] {
  const kept = new Map<string, ChangeRow[]>();
  const changesOf = (pair: Pair): ChangeRow[] => {
    const key = `${pair.from.manifest.content_hash}>${pair.to.manifest.content_hash}`;
    let changes = kept.get(key);
    if (!changes) {
      changes = editionChanges(pair.from.rows, pair.to.rows);
      if (kept.size >= PAIRS_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, changes);
    }
    return changes;
  };
  const links = (pair: Pair) => {
    const query = `from=${pair.from.manifest.version}&to=${pair.to.manifest.version}`;
    return { self: `${PATH}?${query}`, csv: `${PATH}.csv?${query}` };
  };

  return [
    {
      operationId: 'getRefundRateChanges',
      method: 'GET',
      path: PATH,
      summary: 'What changed between two editions of the refund library, paged',
      description:
        'Codes added and removed, periods added and removed, and periods whose refund rate, levy set, special goods flag or end changed, ' +
        'with old and new values; periods are matched by code and start day. from is the older version, to the newer; by default the two newest.',
      tag: 'datasets',
      params: [...PAIR_PARAMS, ...PAGE_PARAMS],
      cost: costOfPage,
      cachePolicy: (context) => cachePolicyOf(pairOf(store, context)),
      responses: { 200: { description: 'A page of changes.', schema: CHANGES_PAGE } },
      notFound: true,
      handle: (context) => {
        const pair = pairOf(store, context);
        const changes = changesOf(pair);
        const window = pageWindow(changes.length, Number(context.params.offset), Number(context.params.limit));
        const counts = Object.fromEntries(
          ['code_added', 'code_removed', 'period_added', 'period_removed', 'period_changed'].map((kind) => [
            kind,
            changes.filter((c) => c.change === kind).length,
          ]),
        );
        return {
          body: {
            dataset: 'refund-rates',
            from: versionSummary(pair.from),
            to: versionSummary(pair.to),
            changes: changes.length,
            counts,
            columns: CHANGE_COLUMNS,
            links: links(pair),
            offset: window.offset,
            limit: window.limit,
            next: window.next,
            data: changes.slice(window.start, window.end),
          },
          datasets: [provenanceEntryOf(pair.from), provenanceEntryOf(pair.to)],
        };
      },
    },
    {
      operationId: 'downloadRefundRateChangesCsv',
      method: 'GET',
      path: `${PATH}.csv`,
      summary: 'What changed between two editions of the refund library, as CSV',
      description:
        'Every change, in the columns of the paged answer; lists (levy sets, fields) joined with "|". Provenance: the Link to the paged answer.',
      tag: 'datasets',
      params: [...PAIR_PARAMS, BOM_PARAM],
      cost: () => DOWNLOAD_COST,
      cachePolicy: (context) => cachePolicyOf(pairOf(store, context)),
      responses: { 200: { description: 'The changes as CSV.', contentType: 'text/csv', schema: { type: 'string' } } },
      notFound: true,
      handle: (context) => {
        const pair = pairOf(store, context);
        const csv = rowsCsv(CHANGE_COLUMNS, changesOf(pair));
        return {
          file: {
            bytes: Buffer.from(csv),
            contentType: 'text/csv; charset=utf-8; header=present',
            filename: `refund-rates-changes-${pair.from.manifest.version}-to-${pair.to.manifest.version}.csv`,
            ...(context.params.bom === 'true' ? { prefix: '\ufeff' } : {}),
            describedBy: links(pair).self,
          },
        };
      },
    },
  ];
}
