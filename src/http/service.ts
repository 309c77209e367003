/**
 * The whole service from its configuration: the dataset store loaded from DATA_DIR, the
 * bucket store, the feature routes and readiness. server.ts starts it; tests build it on
 * their own data folders.
 */
import type { FastifyInstance } from 'fastify';
import { createBucketStore } from '../core/token-bucket/create-store.js';
import type { BucketStore } from '../core/token-bucket/policy.js';
import { DATASET_IDS, datasetModule, isDatasetId } from '../datasets/registry.js';
import { provenanceEntryOf } from './provenance-entry.js';
import { type DatasetStore, currentVersion, findVersion, loadStore, refusedVersionsOf } from '../datasets/store.js';
import { type AppServices, buildApp } from './app.js';
import type { Config } from './config.js';
import type { ReadinessReport } from './routes/meta.js';
import { datasetRoutes } from './routes/datasets.js';
import { centralParityRoutes } from './routes/central-parity.js';
import { refundChangesRoutes } from './routes/refund-changes.js';
import { refundChapterRoutes } from './routes/refund-chapter.js';
import { refundRateRoutes } from './routes/refund-rate.js';
import { quoteRoutes } from './routes/quote.js';
import { datasetReaderOf } from '../tools/kit/dataset-reader.js';
import { toolRoutes } from './routes/tools.js';
import { TOOLS, findTool } from '../tools/registry.js';
import { type RefundLibrary, refundLibraryOf } from '../refund-rate/library.js';
import type { RouteSpec } from './route.js';

/** The quote builder runs baojia: it is served once baojia is. */
function quoteRoutesOf(store: DatasetStore, siteUrl: string, library: RefundLibrary | null): RouteSpec[] {
  return findTool('baojia') ? quoteRoutes(datasetReaderOf(store, library), siteUrl) : [];
}

/**
 * Ready once DATA_DIR was read and every shipped dataset has a version to serve. Refused
 * versions are reported, not fatal while another version of their dataset serves; the refund
 * library is not shipped (users import it), so its absence does not make the service unready.
 */
export function readinessOf(store: DatasetStore, limiter: Pick<BucketStore, 'state'>): ReadinessReport {
  const loaded = [...store.versions.values()]
    .flat()
    .map((v) => ({ id: v.manifest.dataset, version: v.manifest.version }));
  const absent = DATASET_IDS.filter((id) => !currentVersion(store, id));
  const missing = absent.filter((id) => datasetModule(id).shipped);
  const missingOptional = absent.filter((id) => !datasetModule(id).shipped);
  return {
    ready: store.dataDirProblem === null && missing.length === 0,
    ...(store.dataDirProblem === null ? {} : { data_dir_problem: store.dataDirProblem }),
    datasets: {
      loaded,
      refused: [...store.refused],
      missing,
      ...(missingOptional.length ? { missing_optional: missingOptional } : {}),
    },
    limiter: limiter.state(),
  };
}

export interface ServiceOptions {
  buckets?: BucketStore;
  clock?: () => Date;
  logger?: AppServices['logger'];
  requestLog?: AppServices['requestLog'];
}

/** The feature routes over a loaded store, and how a refusal finds the version it quotes: what the HTTP app and the MCP server answer from. */
export function featureRoutes(
  store: DatasetStore,
  siteUrl: string,
): { routes: RouteSpec[]; quotedVersion: NonNullable<AppServices['quotedVersion']> } {
  const library = refundLibraryOf(store);
  return {
    routes: [
      ...datasetRoutes(store),
      ...centralParityRoutes(datasetReaderOf(store, library)),
      ...refundChangesRoutes(store),
      ...refundRateRoutes(library, refusedVersionsOf(store, 'refund-rates')),
      ...refundChapterRoutes(library, refusedVersionsOf(store, 'refund-rates')),
      ...toolRoutes(TOOLS, store, siteUrl, library),
      ...quoteRoutesOf(store, siteUrl, library),
    ],
    quotedVersion: (quoted) => {
      const version = isDatasetId(quoted.dataset) ? findVersion(store, quoted.dataset, quoted.version) : undefined;
      return version ? provenanceEntryOf(version) : undefined;
    },
  };
}

export async function buildService(
  config: Config,
  options: ServiceOptions = {},
): Promise<{ app: FastifyInstance; store: DatasetStore }> {
  const store = loadStore(config.dataDir);
  const buckets =
    options.buckets ??
    (await createBucketStore(config.rateLimit, config.redisUrl, (message, detail) => app.log.warn(detail, message)));
  const { routes, quotedVersion } = featureRoutes(store, config.siteUrl);
  const app = await buildApp({
    config,
    buckets,
    routes,
    readiness: () => readinessOf(store, buckets),
    quotedVersion,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.requestLog === undefined ? {} : { requestLog: options.requestLog }),
  });
  if (store.dataDirProblem) app.log.error({ problem: store.dataDirProblem }, 'DATA_DIR cannot be read: not ready');
  for (const refused of store.refused) app.log.error(refused, 'dataset version refused at start-up: not served');
  return { app, store };
}
