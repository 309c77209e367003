/**
 * The whole service from its configuration: the dataset store loaded from DATA_DIR, the
 * bucket store, the feature routes and readiness. server.ts starts it; tests build it on
 * their own data folders.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBucketStore } from '../core/token-bucket/create-store.js';
import type { BucketStore } from '../core/token-bucket/policy.js';
import { DATASET_IDS, type DatasetId, datasetModule, isDatasetId } from '../datasets/registry.js';
import { provenanceEntryOf } from './provenance-entry.js';
import {
  type DatasetStore,
  currentVersion,
  faultsOf,
  findVersion,
  loadStore,
  refusedVersionsOf,
  sameVersions,
  scanStore,
} from '../datasets/store.js';
import { LiveRoutes } from './live-routes.js';
import { centralParityJob } from '../datasets/central-parity/schedule.js';
import { portsJob } from '../datasets/ports/schedule.js';
import { refundRatesJob } from '../datasets/refund-rates/schedule.js';
import { type JobState, Scheduler } from '../datasets/scheduler.js';
import { NO_FETCH_LOCK } from '../datasets/fetch-lock.js';
import { sweepDeadScratch } from '../datasets/scratch.js';
import { CurrentVersionChanges } from '../datasets/current-changes.js';
import { everyFreshness, freshnessByMinute } from '../datasets/freshness.js';
import { KnownTags } from './known-tags.js';
import { ServiceMetrics } from './metrics.js';
import { type AppServices, buildApp } from './app.js';
import type { Config } from './config.js';
import type { ReadinessReport } from './routes/meta.js';
import { datasetRoutes } from './routes/datasets.js';
import { datasetFeedRoute } from './routes/dataset-feed.js';
import { centralParityRoutes } from './routes/central-parity.js';
import { editionComparisons, refundChangesRoutes } from './routes/refund-changes.js';
import { refundChapterRoutes } from './routes/refund-chapter.js';
import { refundRateRoutes } from './routes/refund-rate.js';
import { refundSearchRoutes } from './routes/refund-search.js';
import { quoteRoutes } from './routes/quote.js';
import { datasetReaderOf } from '../tools/kit/dataset-reader.js';
import { toolRoutes } from './routes/tools.js';
import { TOOLS, findTool } from '../tools/registry.js';
import { type RefundLibrary, prepareRefundLibrary, refundLibraryOf } from '../refund-rate/library.js';
import type { EditionComparisons } from '../refund-rate/comparisons.js';
import { namedEditionsOf } from '../refund-rate/named-editions.js';
import type { RouteSpec } from './route-spec.js';
import { IN_PROCESS } from '../work/in-process.js';
import { WORK_POOL_LIMITS, WorkPool } from '../work/pool.js';
import type { Work } from '../work/tasks.js';

/** The quote builder runs baojia: it is served once baojia is. */
function quoteRoutesOf(store: DatasetStore, siteUrl: string, library: RefundLibrary | null): RouteSpec[] {
  return findTool('baojia') ? quoteRoutes(datasetReaderOf(store, library), siteUrl) : [];
}

/**
 * Ready once every shipped dataset has a version to serve. Refused versions are reported, not
 * fatal while another version of their dataset serves; the refund library is not shipped (users
 * import it), so its absence does not make the service unready. A DATA_DIR or dataset folder that
 * cannot be listed, and versions whose folder is gone, are reported: the versions read before are
 * served meanwhile (store.ts), so they do not make the service unready either.
 */
export function readinessOf(
  store: DatasetStore,
  limiter: Pick<BucketStore, 'state'>,
  now: Date,
  fetchState: (dataset: DatasetId) => JobState | null = () => null,
): ReadinessReport {
  const loaded = [...store.versions.values()]
    .flat()
    .map((v) => ({ id: v.manifest.dataset, version: v.manifest.version }));
  const absent = DATASET_IDS.filter((id) => !currentVersion(store, id));
  const missing = absent.filter((id) => datasetModule(id).shipped);
  const missingOptional = absent.filter((id) => !datasetModule(id).shipped);
  const folderProblems = store.scan?.folderProblems ?? [];
  const vanished = store.scan?.vanished ?? [];
  return {
    ready: missing.length === 0,
    ...(store.dataDirProblem === null ? {} : { data_dir_problem: store.dataDirProblem }),
    datasets: {
      loaded,
      refused: store.refused.map(({ id, version, reason }) => ({ id, version, reason })),
      missing,
      ...(missingOptional.length ? { missing_optional: missingOptional } : {}),
      ...(folderProblems.length ? { folder_problems: [...folderProblems] } : {}),
      ...(vanished.length ? { vanished: [...vanished] } : {}),
    },
    limiter: limiter.state(),
    freshness: everyFreshness(store, now, fetchState),
  };
}

export interface ServiceOptions {
  buckets?: BucketStore;
  clock?: () => Date;
  logger?: AppServices['logger'];
  requestLog?: AppServices['requestLog'];
}

/**
 * The feature routes over a loaded store, and how a refusal finds the version it quotes: what the
 * HTTP app and the MCP server answer from. `comparisons` outlive the store: a parity arriving
 * every working day does not discard the comparisons of unchanged library editions, nor reset
 * their bound on work at once; when not given, new ones worked out by `work`.
 */
export function featureRoutes(
  store: DatasetStore,
  siteUrl: string,
  comparisons?: EditionComparisons,
  fetchState: (dataset: DatasetId) => JobState | null = () => null,
  work: Work = IN_PROCESS,
): { routes: RouteSpec[]; quotedVersion: NonNullable<AppServices['quotedVersion']> } {
  const library = refundLibraryOf(store);
  return {
    routes: [
      ...datasetRoutes(store, freshnessByMinute(store, fetchState)),
      datasetFeedRoute(store, siteUrl),
      ...centralParityRoutes(datasetReaderOf(store, library)),
      ...refundChangesRoutes(store, comparisons ?? editionComparisons(work)),
      ...refundRateRoutes(library, refusedVersionsOf(store, 'refund-rates')),
      ...refundChapterRoutes(library, refusedVersionsOf(store, 'refund-rates')),
      ...refundSearchRoutes(store, library, refusedVersionsOf(store, 'refund-rates'), namedEditionsOf(work)),
      ...toolRoutes(TOOLS, store, siteUrl, library, work),
      ...quoteRoutesOf(store, siteUrl, library),
    ],
    quotedVersion: (quoted) => {
      const version = isDatasetId(quoted.dataset) ? findVersion(store, quoted.dataset, quoted.version) : undefined;
      return version ? provenanceEntryOf(version) : undefined;
    },
  };
}

/** The service, and what a scan of DATA_DIR does: versions written since are served without a restart. */
export interface Service {
  app: FastifyInstance;
  /** The scheduled fetches; server.ts starts them when FETCH is on. */
  scheduler: Scheduler;
  /**
   * Reads DATA_DIR again, its files by slices with requests answered in between (store.ts,
   * scanStore); when versions came or went, serves them from the next request on, a new refund
   * edition's library made in the pool first (refund-rate/library.ts, prepareRefundLibrary). Says
   * what changed. Scans never overlap: one asked while another runs is one more scan after it, shared
   * by all asked meanwhile, so that it sees what each of them would.
   */
  rescan(): Promise<DataDirChange | null>;
}

interface DataDirChange {
  added: string[];
  removed: string[];
  refused: string[];
  /** Faults of DATA_DIR found by this scan (faultsOf), and those gone since the scan before. */
  faults: string[];
  cleared: string[];
}

const versionNames = (store: DatasetStore): Set<string> =>
  new Set([...store.versions.values()].flat().map((v) => `${v.manifest.dataset} ${v.manifest.version}`));

type LogLine = (detail: object, message: string) => void;

export async function buildService(config: Config, options: ServiceOptions = {}): Promise<Service> {
  // Lines said before the app and its logger exist (Redis refusing while the service starts) wait for it.
  let logger: FastifyInstance['log'] | null = null;
  const early: Array<() => void> = [];
  const say =
    (level: 'info' | 'warn'): LogLine =>
    (detail, message) =>
      logger ? logger[level](detail, message) : early.push(() => logger?.[level](detail, message));
  // Heavy work (packing) runs in worker threads, started with the first task (src/work/pool.ts).
  const work = new WorkPool({ ...WORK_POOL_LIMITS, ...config.work }, (task) =>
    say('warn')({ task }, 'a task passed its time limit: its worker was replaced'),
  );
  const comparisons = editionComparisons(work);
  const clock = options.clock ?? (() => new Date());
  const fetchState = (dataset: DatasetId): JobState | null =>
    config.fetch.on ? (scheduler.state()[dataset] ?? null) : null;
  // Scratch folders of writers killed midway (their pid gone, or untouched for long) are removed.
  const sweep = () =>
    sweepDeadScratch(
      DATASET_IDS.map((id) => join(config.dataDir, id)),
      Date.now(),
    );
  const swept = sweep();
  const live = new LiveRoutes(
    (store) => ({ store, ...featureRoutes(store, config.siteUrl, comparisons, fetchState, work) }),
    loadStore(config.dataDir),
  );
  const buckets =
    options.buckets ??
    (await createBucketStore(config.rateLimit, config.redisUrl, (message, detail) => say('warn')(detail, message)));
  const known = new KnownTags();
  // Told at each swap which datasets have another current version (the MCP sessions listen).
  const currentChanges = new CurrentVersionChanges();
  const metrics = new ServiceMetrics((now) => everyFreshness(live.store, now, fetchState), clock);
  // One fetcher at a time across the instances sharing REDIS_URL (loaded only then).
  const lock =
    config.redisUrl && config.fetch.on
      ? new (await import('../datasets/redis-fetch-lock.js')).RedisFetchLock(config.redisUrl, say('warn'))
      : NO_FETCH_LOCK;
  const scheduler = new Scheduler(
    [
      centralParityJob({
        dataDir: config.dataDir,
        env: config.fetch.env,
        minute: config.fetch.parityMinute,
        newest: () => currentVersion(live.store, 'central-parity')?.manifest.version.slice(0, 10) ?? null,
      }),
      refundRatesJob({
        dataDir: config.dataDir,
        env: config.fetch.env,
        everyHours: config.fetch.refundEveryHours,
        installed: () => (live.store.versions.get('refund-rates') ?? []).map((version) => version.manifest),
      }),
      portsJob({
        dataDir: config.dataDir,
        env: config.fetch.env,
        everyDays: config.fetch.portsEveryDays,
        current: () => currentVersion(live.store, 'ports')?.manifest,
      }),
    ],
    {
      clock,
      // Awaited by the run: the versions it wrote are served when it ends (the next run plans from them).
      onWritten: () =>
        rescan().then(
          () => undefined,
          (error: unknown) => say('warn')({ err: error }, 'DATA_DIR scan failed: the versions in force are kept'),
        ),
      onOutcome: (dataset, outcome) => metrics.fetched(dataset, outcome),
      lock,
      log: { info: say('info'), warn: say('warn') },
    },
  );
  const app = await buildApp({
    config,
    buckets,
    routes: live.routes,
    readiness: () => readinessOf(live.store, buckets, clock(), fetchState),
    quotedVersion: live.quotedVersion,
    known,
    metrics,
    currentChanges,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.requestLog === undefined ? {} : { requestLog: options.requestLog }),
  });
  logger = app.log;
  for (const line of early.splice(0)) line();
  app.addHook('onClose', () => lock.close());
  app.addHook('onClose', () => work.close());
  const { store } = live;
  if (swept.length > 0) app.log.info({ removed: swept }, 'scratch folders of dead writers removed');
  for (const fault of faultsOf(store)) app.log.error({ fault }, 'DATA_DIR fault at start-up');
  for (const refused of store.refused) app.log.error(refused, 'dataset version refused at start-up: not served');
  const scanOnce = async (): Promise<DataDirChange | null> => {
    const removedScratch = sweep();
    if (removedScratch.length > 0) app.log.info({ removed: removedScratch }, 'scratch folders of dead writers removed');
    const before = live.store;
    const next = await scanStore(config.dataDir, before);
    if (sameVersions(before, next)) return null;
    // A new refund edition's library is made in the pool first: the swap then indexes nothing on the loop.
    await prepareRefundLibrary(next, work).catch((error: unknown) =>
      app.log.warn({ err: error }, 'refund library not prepared in the pool: indexed on the event loop at the swap'),
    );
    live.swap(next);
    currentChanges.swapped(before, next);
    const [had, has] = [versionNames(before), versionNames(next)];
    const refusedBefore = new Set(before.refused.map((r) => `${r.id} ${r.version}: ${r.reason}`));
    const [faultsBefore, faultsNow] = [new Set(faultsOf(before)), faultsOf(next)];
    const change = {
      added: [...has].filter((name) => !had.has(name)),
      removed: [...had].filter((name) => !has.has(name)),
      refused: next.refused.map((r) => `${r.id} ${r.version}: ${r.reason}`).filter((r) => !refusedBefore.has(r)),
      faults: faultsNow.filter((fault) => !faultsBefore.has(fault)),
      cleared: [...faultsBefore].filter((fault) => !faultsNow.includes(fault)),
    };
    // A URL's tag may name the versions that were current: 304s are decided anew.
    known.clear();
    for (const fault of change.faults)
      app.log.error({ fault }, 'DATA_DIR fault: the versions read before are served meanwhile');
    app.log.info(change, 'DATA_DIR changed: serving its versions');
    return change;
  };
  let running: Promise<DataDirChange | null> | null = null;
  let queued: Promise<DataDirChange | null> | null = null;
  const rescan = (): Promise<DataDirChange | null> => {
    if (queued) return queued;
    if (!running) {
      running = scanOnce().finally(() => {
        running = null;
      });
      return running;
    }
    const settled = () => undefined;
    queued = running.then(settled, settled).then(() => {
      queued = null;
      return rescan();
    });
    return queued;
  };
  return { app, rescan, scheduler };
}
