/**
 * GET /v1/datasets/refund-rates/changes: what changed between two editions of the
 * refund library, `from` the older version `to` the newer (default: the two newest), paged like
 * rows, and the whole list as CSV. Both versions are immutable, so an answer naming both is kept
 * like a version that is not current; one that relies on the defaults changes with the next
 * import and is kept like a list.
 */
import { issue } from '../../core/issues.js';
import { pageWindow } from '../../core/paging.js';
import { VERSION_NAME } from '../../datasets/manifest.js';
import { publicationMembers } from '../../datasets/model.js';
import { type DatasetStore, type LoadedVersion, findVersion } from '../../datasets/store.js';
import { CHANGE_COLUMNS } from '../../refund-rate/changes.js';
import { COMPARISON_PERIODS, EditionComparisons } from '../../refund-rate/comparisons.js';
import type { Work } from '../../work/tasks.js';
import { ApiError } from '../api-error.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import { PAGE_PARAMS, costOfPage } from '../paging-params.js';
import type { ParamSpec } from '../params.js';
import type { CachePolicy } from '../cache-policy.js';
import type { RouteContext, RouteSpec, RouteRefusals } from '../route-spec.js';
import { BOM_PARAM, DOWNLOAD_COST } from './dataset-downloads.js';
import { CHANGES_PAGE } from './refund-changes-schema.js';
import { FILE_HEADERS } from '../file-answer.js';

const PATH = '/v1/datasets/refund-rates/changes';
const versionParam = (name: 'from' | 'to', role: string): ParamSpec => ({
  name,
  in: 'query',
  kind: 'text',
  pattern: VERSION_NAME,
  maxLength: 40,
  description: `Version of the refund library ${role} (YYYY-MM-DD or YYYY-MM-DD-N); default: the ${name === 'from' ? 'edition before `to`' : 'newest'}; from must be older than to.`,
});
const PAIR_PARAMS = [
  versionParam('from', 'to compare from (the older edition)'),
  versionParam('to', 'to compare to (the newer edition)'),
];
/**
 * What an edition comparison costs beyond its page when the pair is not kept: working it out takes
 * a worker thread under a second for two real-size editions (docs/refund-rate.md), off the event loop.
 */
const COMPARISON_COST = 10;

interface Pair {
  from: LoadedVersion;
  to: LoadedVersion;
  /** Both named by the caller: the answer never changes. */
  named: boolean;
}

/**
 * The pair asked for: `from` older than `to` (the newer-to-older direction is the same list read
 * backwards, and would be a second comparison to work out and keep), by default the two newest.
 */
function readPair(store: DatasetStore, asked: { from?: unknown; to?: unknown }): Pair | ApiError {
  const versions = store.versions.get('refund-rates') ?? [];
  const pick = (name: 'from' | 'to', fallback: LoadedVersion | undefined): LoadedVersion | ApiError => {
    const named = asked[name];
    if (typeof named === 'string') {
      const found = findVersion(store, 'refund-rates', named);
      return found ?? new ApiError([issue(name, 'dataset.version_not_found', { id: 'refund-rates' })]);
    }
    if (fallback) return fallback;
    if (versions.length === 0) return new ApiError([issue('', 'dataset.none_installed')]);
    return new ApiError([issue(name, 'dataset.changes_one_version')]);
  };
  const to = pick('to', versions[0]);
  if (to instanceof ApiError) return to;
  const from = pick('from', versions[versions.indexOf(to) + 1]);
  if (from instanceof ApiError) return from;
  // Versions are listed newest first.
  if (versions.indexOf(from) <= versions.indexOf(to))
    return new ApiError([
      issue('from', 'dataset.changes_order', { from: from.manifest.version, to: to.manifest.version }),
    ]);
  return { from, to, named: typeof asked.from === 'string' && typeof asked.to === 'string' };
}

function pairOf(store: DatasetStore, context: RouteContext): Pair {
  const pair = readPair(store, context.params);
  if (pair instanceof ApiError) throw pair;
  return pair;
}

type Cost = (query: Readonly<Record<string, unknown>>) => number;

/** A route's own cost, and the comparison's when the pair asked for is not kept (an unreadable one costs nothing more). */
function withComparison(store: DatasetStore, comparisons: EditionComparisons, own: Cost): Cost {
  return (query) => {
    const pair = readPair(store, query);
    return own(query) + (pair instanceof ApiError || comparisons.has(pair.from, pair.to) ? 0 : COMPARISON_COST);
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

/**
 * One comparison worked out at a time (each takes a worker thread for about a second), four more
 * waiting, the rest answered 503; 16 MB of comparisons kept, by their estimated size.
 */
const COMPARISON_LIMITS = {
  running: 1,
  waiting: 4,
  retryAfterSeconds: 1,
  keptBytes: 16 * 1024 * 1024,
  periods: COMPARISON_PERIODS,
};

/** The comparisons a service keeps and bounds, worked out by `work`: made once, they outlast a swap of the versions in force. */
export const editionComparisons = (work: Work): EditionComparisons => new EditionComparisons(work, COMPARISON_LIMITS);

/**
 * What readPair refuses with, a pair of more periods than a comparison may read, the comparison's
 * gate or the pool when too many are being made (api.busy), and an edition whose rows.json cannot
 * be read as verified (dataset.files_unreadable).
 */
const CHANGES_REFUSALS: RouteRefusals = {
  400: ['dataset.changes_order', 'dataset.changes_too_large'],
  404: ['dataset.version_not_found', 'dataset.none_installed', 'dataset.changes_one_version'],
  503: ['api.busy', 'dataset.files_unreadable'],
};

export function refundChangesRoutes(store: DatasetStore, comparisons: EditionComparisons): RouteSpec[] {
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
      cost: withComparison(store, comparisons, costOfPage),
      cachePolicy: (context) => cachePolicyOf(pairOf(store, context)),
      responses: { 200: { description: 'A page of changes.', schema: CHANGES_PAGE } },
      refusals: CHANGES_REFUSALS,
      handle: async (context) => {
        const pair = pairOf(store, context);
        const { changes, counts } = await comparisons.of(pair.from, pair.to);
        const window = pageWindow(changes.length, Number(context.params.offset), Number(context.params.limit));
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
          },
          preSerialised: [['data', changes.json(window.start, window.end)]],
          datasets: [provenanceEntryOf(pair.from), provenanceEntryOf(pair.to)],
          items: window.end - window.start,
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
      cost: withComparison(store, comparisons, () => DOWNLOAD_COST),
      cachePolicy: (context) => cachePolicyOf(pairOf(store, context)),
      responses: {
        200: {
          description: 'The changes as CSV.',
          contentType: 'text/csv',
          schema: { type: 'string' },
          headers: FILE_HEADERS,
        },
      },
      refusals: CHANGES_REFUSALS,
      handle: async (context) => {
        const pair = pairOf(store, context);
        return {
          file: {
            bytes: await comparisons.csvOf(pair.from, pair.to),
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
