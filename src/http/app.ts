/**
 * The Fastify application: the contract (contract/) around the routes of every feature,
 * and the OpenAPI documents assembled from those same routes.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { BucketStore } from '../core/token-bucket/policy.js';
import type { CurrentVersionChanges } from '../datasets/current-changes.js';
import { projectVersion } from '../project-version.js';
import type { Config } from './config.js';
import { InFlight } from '../core/in-flight.js';
import { proxyTrust } from '../core/sender.js';
import type { RefusalContext } from './api-error.js';
import { registerContract } from './contract/index.js';
import { badUrlHandler } from './contract/errors.js';
import { OpenRequests, clientErrorHandler } from './contract/client-errors.js';
import { probeAllowance } from './contract/probe-allowance.js';
import { registerJsonBody } from './json-body.js';
import { NO_REQUEST_LOG, type RequestLog, standardOutputLog } from './log.js';
import { buildOpenApi31 } from './openapi/document.js';
import { downgradeTo30 } from './openapi/downgrade.js';
import type { JsonSchema } from '../core/json-schema.js';
import { answerCache } from './cache-policy.js';
import { mountRoute } from './route.js';
import type { RouteSpec } from './route-spec.js';
import { type ErrorPlace, loggedPlace } from './answer-pipeline.js';
import { ServiceMetrics } from './metrics.js';
import type { Logger } from 'pino';
import { KnownTags } from './known-tags.js';
import { revalidationFastPath } from './revalidation.js';
import { answerPageNotFound, registerSite } from './site.js';
import { registerMcp } from './mcp-route.js';
import { type ReadinessReport, healthRoutes, indexRoute, openApiRoutes } from './routes/meta.js';

export interface AppServices {
  config: Config;
  buckets: BucketStore;
  /** The feature routes (datasets, refund-rate, tools, quote). */
  routes: readonly RouteSpec[];
  readiness: () => ReadinessReport;
  clock?: () => Date;
  /** false for no log (tests); a logger of one's own (tests that read it); by default JSON lines on standard output (log.ts). */
  logger?: false | Logger;
  /** Where the request lines go instead (tests read them). */
  requestLog?: RequestLog;
  /** The installed version a refusal's issue quotes (service.ts looks in the store); none by default. */
  quotedVersion?: RefusalContext['quotedVersion'];
  /** The tags of the 304s answered before routing; service.ts clears them when versions change. */
  known?: KnownTags;
  /** The metrics (metrics.ts); service.ts makes them, to count the scheduled fetches too. */
  metrics?: ServiceMetrics;
  /** Said when a dataset's current version changes (service.ts, at each swap): the MCP sessions tell their subscribers. */
  currentChanges?: CurrentVersionChanges;
}

/** Every route of the service (the index, the feature routes, the OpenAPI documents, the probes) and the 3.1 document describing them. */
function serviceRoutes(
  featureRoutes: readonly RouteSpec[],
  readiness: () => ReadinessReport,
  siteUrl: string,
): { routes: RouteSpec[]; document: JsonSchema } {
  // Filled once the routes that serve them exist: they describe those routes too.
  const documents: { v31?: JsonSchema; v30?: JsonSchema } = {};
  const served = new Set<string>();
  const routes = [indexRoute(() => served), ...featureRoutes, ...openApiRoutes(documents), ...healthRoutes(readiness)];
  for (const route of routes) if (route.method === 'GET') served.add(route.path);
  const document = buildOpenApi31(routes, { version: projectVersion(), siteUrl });
  documents.v31 = document;
  documents.v30 = downgradeTo30(document);
  return { routes, document };
}

/** The OpenAPI 3.1 document the service serves for these feature routes, without an app (the MCP server over stdio). */
export function openApiDocumentOf(featureRoutes: readonly RouteSpec[], siteUrl: string): JsonSchema {
  const notAsked = (): ReadinessReport => ({
    ready: true,
    datasets: { loaded: [], refused: [], missing: [] },
    limiter: 'memory',
    freshness: {},
  });
  return serviceRoutes(featureRoutes, notAsked, siteUrl).document;
}

export async function buildApp(services: AppServices): Promise<FastifyInstance> {
  const { config } = services;
  const clock = services.clock ?? (() => new Date());
  const known = services.known ?? new KnownTags();
  const log =
    services.logger === false
      ? null
      : services.logger
        ? { logger: services.logger, requestLog: NO_REQUEST_LOG }
        : standardOutputLog(config.logLevel);
  const metrics = services.metrics ?? new ServiceMetrics((now) => services.readiness().freshness, clock);
  const contractDeps = {
    requestLog: metrics.counting(services.requestLog ?? log?.requestLog ?? NO_REQUEST_LOG),
    site: config.siteUrl,
    clock,
    cache: answerCache(),
    // The app's logger, once it exists (below): an unforeseen error is logged where it happened.
    logInternal: (error: unknown, place: ErrorPlace) =>
      app.log.error({ err: error, ...loggedPlace(place) }, 'request failed'),
    buckets: services.buckets,
    bodyLimitBytes: config.bodyLimitBytes,
    burst: config.rateLimit.burst,
    idleTimeoutMs: config.sendTimeoutMs,
    inFlight: new InFlight(config.rateLimit.inFlight),
    // X-Forwarded-For is read by the contract (core/sender.ts), not by Fastify's trustProxy,
    // which takes forwarded values as they come (a port or brackets made a new sender).
    trust: proxyTrust(config.trustProxy),
    windowSeconds: Math.round((config.rateLimit.burst * 60) / config.rateLimit.perMinute),
    freeProbe: probeAllowance(() => clock().getTime()),
    quotedVersion: services.quotedVersion ?? (() => undefined),
    open: new OpenRequests(),
    pageNotFound: (request: FastifyRequest, reply: FastifyReply) => answerPageNotFound(app, request, reply),
  };
  // Set once the contract is registered: a 304 it can answer before routing skips Fastify.
  let answeredBeforeRouting: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  const app = Fastify<Server>({
    ...(log ? { loggerInstance: log.logger } : { logger: false }),
    // One line per request is written by the contract (contract/), not by Fastify.
    logController: new LogController({ disableRequestLogging: true }),
    // The service's logger itself rather than a child with a request id made for every request
    // (measurable per answer, bench/): the one line a request writes names it by method and URL.
    childLoggerFactory: (logger) => logger,
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: false,
    frameworkErrors: badUrlHandler(contractDeps),
    clientErrorHandler: clientErrorHandler(contractDeps.open, {
      ...contractDeps,
      requestTimeoutMs: config.requestTimeoutMs,
      headersTimeoutMs: config.headersTimeoutMs,
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Our own server, for the timeouts against slow clients: node checks the first two every
    // second; the socket timeout closes a connection whose client has stopped reading its answer
    // (such answers were otherwise held in memory for as long as the client kept the socket open).
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
          keepAliveTimeout: config.keepAliveTimeoutMs,
          connectionsCheckingInterval: 1000,
        },
        (request, response) => {
          contractDeps.open.arrived(request, response);
          if (!answeredBeforeRouting(request, response)) handler(request, response);
        },
      )
        .setTimeout(config.sendTimeoutMs)
        // An Expect other than 100-continue: node answered a bare 417; the request is answered
        // as any other instead, which RFC 9110 (10.1.1) allows.
        .on('checkExpectation', (request, response) => {
          contractDeps.open.arrived(request, response);
          handler(request, response);
        }),
  });
  registerJsonBody(app);

  const contract = registerContract(app, contractDeps);
  answeredBeforeRouting = revalidationFastPath({ ...contractDeps, known, closing: contract.closing });

  const { routes, document } = serviceRoutes(services.routes, services.readiness, config.siteUrl);
  for (const route of routes) mountRoute(app, route, { ...contractDeps, known });
  registerSite(app, contractDeps);
  metrics.register(app, config.metrics.token);
  app.decorate('metrics', metrics);
  registerMcp(
    app,
    {
      routes: services.routes,
      deps: contractDeps,
      openApi: () => document,
    },
    contractDeps,
    {
      // A comment on each open event stream well within the socket's idle timeout, which would close it.
      keepAliveMs: Math.max(1000, Math.floor(config.sendTimeoutMs / 2)),
      ...(services.currentChanges ? { changes: services.currentChanges } : {}),
    },
  );

  app.addHook('onReady', async () => {
    await services.buckets.ready();
  });
  app.addHook('onClose', async () => {
    await services.buckets.close();
  });
  return app;
}
