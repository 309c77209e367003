/**
 * The revalidation fast path. A conditional GET whose entity tag the service has
 * already made for that exact URL is answered 304 before Fastify parses and routes it: most of
 * the cost of a 304 was Fastify's request path and the contract's hooks, not the answer.
 *
 * What a URL's answer depends on is fixed while the service runs (dataset versions are read at
 * start-up), but for the Beijing day where the answer names no dataset; so a URL's tag, its
 * Cache-Control, its price in tokens and its language are learnt from the slow path's own
 * answer (answer-pipeline.ts) and reused while the day is the same. The fast 304 keeps the
 * contract: the bucket is charged the same tokens, the in-flight bound is kept, and the 304 is
 * the answer path's own (notModified) with the contract's headers (contractHeaders) and log line
 * (requestLine), the functions the routed path uses. Anything else (no If-None-Match, a
 * tag that does not match, a body, a refusal, a stopping service, a bucket kept in Redis)
 * goes through Fastify as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { beijingDay } from '../core/calendar.js';
import { ifNoneMatchHits } from '../core/etag.js';
import type { InFlight } from '../core/in-flight.js';
import { type ProxyTrust, requestSender } from '../core/sender.js';
import type { BucketStore } from '../core/token-bucket/policy.js';
import { notModified } from './answer-pipeline.js';
import { contractHeaders } from './contract/headers.js';
import { requestLine } from './contract/request-log.js';
import type { KnownTags } from './known-tags.js';
import type { RequestLog } from './log.js';
import { carriesBody } from './request-cost.js';

export interface RevalidationDeps {
  known: KnownTags;
  buckets: BucketStore;
  inFlight: InFlight;
  trust: ProxyTrust | null;
  windowSeconds: number;
  requestLog: RequestLog;
  clock: () => Date;
  /** True once the service is stopping: its answers then close their connections (contract/). */
  closing: () => boolean;
}

/**
 * Answers `request` with a 304 when it can, and says whether it did; when it says false nothing
 * was sent or spent and the request goes to Fastify.
 */
export function revalidationFastPath(
  deps: RevalidationDeps,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const takeNow = deps.buckets.takeNow?.bind(deps.buckets);
  return (request, response) => {
    const condition = request.headers['if-none-match'];
    if (condition === undefined || takeNow === undefined || (request.method !== 'GET' && request.method !== 'HEAD'))
      return false;
    const tag = deps.known.get(request.url ?? '');
    if (
      tag === undefined ||
      (condition !== tag.etag && !ifNoneMatchHits(condition, tag.etag)) ||
      carriesBody(request.headers) ||
      deps.closing()
    )
      return false;
    const started = performance.now();
    if (tag.day !== null && tag.day !== beijingDay(deps.clock())) return false;

    const sender = requestSender(request.socket.remoteAddress, request.headers['x-forwarded-for'], deps.trust);
    // Answered within this turn of the event loop, the 304 holds nothing in flight; a sender
    // already holding as many as allowed is refused by the routed path, as it would have been.
    if (deps.inFlight.full(sender)) return false;
    const verdict = takeNow(sender, tag.cost);
    if (!verdict.allowed) return false;
    const outcome = notModified(tag.etag, tag.cacheControl);
    response.writeHead(outcome.status, contractHeaders(verdict, deps.windowSeconds, outcome.headers));
    response.end();
    deps.requestLog(
      requestLine({
        method: request.method,
        url: request.url ?? '',
        status: outcome.status,
        elapsedMs: performance.now() - started,
        sender,
        lang: tag.lang,
        route: tag.route,
      }),
    );
    return true;
  };
}
