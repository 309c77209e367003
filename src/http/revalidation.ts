/**
 * The revalidation fast path. A conditional GET whose entity tag the service has
 * already made for that exact URL is answered 304 before Fastify parses and routes it: most of
 * the cost of a 304 was Fastify's request path and the contract's hooks, not the answer.
 *
 * What a URL's answer depends on is fixed while the service runs (dataset versions are read at
 * start-up), but for the Beijing day where the answer names no dataset; so a URL's tag, its
 * Cache-Control, its price in tokens and its language are learnt from the slow path's own
 * answer (route.ts) and reused while the day is the same. The fast 304 keeps the contract: the
 * bucket is charged the same tokens, the in-flight bound is kept, every header of the slow
 * path's 304 is sent, and the same log line is written. Anything else (no If-None-Match, a
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
import { EVERY_ANSWER_HEADERS, rateLimitHeaderValues } from './contract/headers.js';
import type { RequestLog } from './log.js';
import { carriesBody } from './request-cost.js';

/** What the slow path answered for one URL that a later If-None-Match can be checked against. */
export interface KnownTag {
  etag: string;
  cacheControl: string;
  /** Tokens the URL costs (a page of rows costs one per 1000 rows asked for). */
  cost: number;
  lang: string;
  /** The Beijing day the tag holds for, when the answer names no dataset; null: any day. */
  day: string | null;
  /** The route template that made it, for the metrics. */
  route: string;
}

/** URLs remembered at most, the oldest forgotten first: at most KNOWN_URLS × LONGEST_KEY, about 10 MB. */
const KNOWN_URLS = 10_000;
/** A longer URL (after `_` is taken out) is never remembered: its 304s take the routed path. */
const LONGEST_KEY = 1024;

/** A `_` parameter in a query, also written %5F. */
const BUSTER = /[?&](?:_|%5[Ff])(?:[=&]|$)/;

/**
 * The key a URL's tag is remembered by: the URL without its `_` parameters, which change neither
 * the answer nor its tag (contract/query.ts), so that a cache-buster's every value is one entry;
 * null for a URL too long to keep.
 */
export function revalidationKey(url: string): string | null {
  const at = url.indexOf('?');
  let key = url;
  if (at >= 0 && BUSTER.test(url)) {
    const kept = url
      .slice(at + 1)
      .split('&')
      .filter((part) => {
        const name = part.split('=', 1)[0] ?? '';
        return name !== '_' && name !== '%5F' && name !== '%5f';
      });
    key = kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join('&')}`;
  }
  return key.length > LONGEST_KEY ? null : key;
}

export class KnownTags {
  private readonly byKey = new Map<string, KnownTag>();

  remember(url: string, tag: KnownTag): void {
    const key = revalidationKey(url);
    if (key === null) return;
    const known = this.byKey.get(key);
    if (known !== undefined && known.etag === tag.etag && known.day === tag.day) return;
    if (known !== undefined) this.byKey.delete(key);
    else if (this.byKey.size >= KNOWN_URLS) this.byKey.delete(this.byKey.keys().next().value as string);
    this.byKey.set(key, tag);
  }

  get(url: string): KnownTag | undefined {
    const key = revalidationKey(url);
    return key === null ? undefined : this.byKey.get(key);
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Forgets every tag: the versions they named may no longer be current. */
  clear(): void {
    this.byKey.clear();
  }
}

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
    response.writeHead(304, [
      ...EVERY_ANSWER_HEADERS,
      ...rateLimitHeaderValues(verdict, deps.windowSeconds),
      'etag',
      tag.etag,
      'cache-control',
      tag.cacheControl,
    ]);
    response.end();
    deps.requestLog({
      method: request.method,
      url: request.url ?? '',
      status: 304,
      ms: Math.round((performance.now() - started) * 10) / 10,
      sender,
      lang: tag.lang,
      route: tag.route,
    });
    return true;
  };
}
