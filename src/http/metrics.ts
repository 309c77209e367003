/**
 * GET /metrics in the Prometheus text format, for operators to alert with the tools
 * they already run: requests by route, method and status with their durations, rate-limit
 * refusals, each dataset's age and staleness, the scheduled fetches' outcomes, and the process's
 * own (memory, event-loop delay). Requests are counted from the one request line each writes
 * (log.ts), so the 304s answered before routing (revalidation.ts) are counted like the others.
 *
 * What they show (memory, file descriptors, failed fetches) is for operators, not for any web
 * page: they are served on a listener of their own (METRICS_PORT, on loopback unless
 * METRICS_HOST says otherwise), and on the public port only to a request carrying METRICS_TOKEN
 * as a Bearer token, never with CORS headers (docs/operations.md, Metrics).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { issue } from '../core/issues.js';
import { ApiError } from './api-error.js';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { AnswerMetrics } from './answer-metrics.js';
import { type Freshness, publicationAgeSeconds } from '../datasets/freshness.js';
import type { FetchOutcome } from '../datasets/scheduler.js';
import { CACHE_CONTROL } from './cache-policy.js';
import type { RequestLog } from './log.js';

export class ServiceMetrics {
  readonly registry = new Registry();
  /** Counted by hand, written beside the registry's at scrape time (answer-metrics.ts). */
  readonly #answers = new AnswerMetrics();
  readonly #fetches = new Counter({
    name: 'dataset_fetches_total',
    help: 'Scheduled fetch runs by dataset and outcome: written (new versions), unchanged, not_yet (not published yet), failed, left_to_another (another instance held the lock).',
    labelNames: ['dataset', 'outcome'] as const,
    registers: [this.registry],
  });

  /** The process's own metrics start with the first scrape: an app that is never scraped (tests) runs no monitors. */
  #processMetrics = false;

  constructor(freshness: (now: Date) => Record<string, Freshness>, clock: () => Date) {
    const each = (gauge: Gauge<'dataset'>, value: (entry: Freshness, now: Date) => number | null) => {
      const now = clock();
      gauge.reset();
      for (const [dataset, entry] of Object.entries(freshness(now))) {
        const measured = value(entry, now);
        if (measured !== null) gauge.set({ dataset }, measured);
      }
    };
    new Gauge({
      name: 'dataset_age_seconds',
      help: "Seconds since the start (Beijing midnight) of the newest installed publication's day.",
      labelNames: ['dataset'] as const,
      registers: [this.registry],
      collect() {
        each(this, publicationAgeSeconds);
      },
    });
    new Gauge({
      name: 'dataset_stale',
      help: "1 when the newest installed publication is older than the one the publisher's calendar expects.",
      labelNames: ['dataset'] as const,
      registers: [this.registry],
      collect() {
        each(this, (entry) => (entry.stale ? 1 : 0));
      },
    });
  }

  /** The request log, counting each line before it is written. */
  counting(log: RequestLog): RequestLog {
    return (line) => {
      this.#answers.count(line.route ?? 'unmatched', line.method, line.status, line.ms / 1000);
      log(line);
    };
  }

  fetched(dataset: string, outcome: FetchOutcome): void {
    this.#fetches.inc({ dataset, outcome });
  }

  async #scrape(): Promise<string> {
    if (!this.#processMetrics) {
      collectDefaultMetrics({ register: this.registry });
      this.#processMetrics = true;
    }
    return `${await this.registry.metrics()}${this.#answers.text()}`;
  }

  /**
   * GET /metrics on the public port, when a token is set: to a request without it, the path
   * does not exist (404, as any unknown path). The answer drops the contract's CORS headers.
   */
  register(app: FastifyInstance, token: string | null): void {
    if (token === null) return;
    const expected = digest(`Bearer ${token}`);
    app.get('/metrics', async (request, reply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected))
        throw new ApiError([issue('', 'api.not_found')]);
      for (const name of CORS_HEADERS) reply.removeHeader(name);
      reply.header('content-type', this.registry.contentType).header('cache-control', CACHE_CONTROL['no-store']);
      return reply.send(await this.#scrape());
    });
  }

  /** The metrics' own listener: GET (or HEAD) /metrics, nothing else. */
  async listen(host: string, port: number): Promise<Server> {
    const server = createServer(OWN_LISTENER_TIMEOUTS, (request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(path === '/metrics' ? 405 : 404, { ...PLAIN, allow: 'GET, HEAD' });
        response.end('This listener serves GET /metrics only.\n');
        return;
      }
      this.#scrape().then(
        (text) => {
          response.writeHead(200, { ...PLAIN, 'content-type': this.registry.contentType });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        () => response.writeHead(500, PLAIN).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return server;
  }
}

/** The contract's CORS headers (contract/headers.ts), which a metrics answer never carries. */
const CORS_HEADERS = ['access-control-allow-origin', 'access-control-expose-headers'];

const PLAIN = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': CACHE_CONTROL['no-store'],
  'x-content-type-options': 'nosniff',
};

/** A scraper sends its request at once; anything slower is not one. */
const OWN_LISTENER_TIMEOUTS = { requestTimeout: 10_000, headersTimeout: 5_000, keepAliveTimeout: 5_000 };

/** Compared as digests, so that the comparison takes as long whatever the length of what was sent. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's metrics (app.ts): server.ts serves them on their own listener. */
    metrics: ServiceMetrics;
  }
}
