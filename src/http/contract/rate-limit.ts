/**
 * The per-sender token bucket (docs/contract.md, Rate limit): each request pays its route's cost on arrival (a body
 * by its declared size, the rest once read when it came in chunks), at most a few of a sender's
 * requests are in flight at once, and every answer carries the bucket's RateLimit headers; an
 * empty bucket is a 429 with Retry-After.
 */
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { InFlight } from '../../core/in-flight.js';
import { issue } from '../../core/issues.js';
import { type ProxyTrust, requestSender } from '../../core/sender.js';
import type { BucketStore, BucketVerdict } from '../../core/token-bucket/policy.js';
import { ApiError } from '../api-error.js';
import { type CostRules, declaredLength, owedForBody, refusedUnread, tokensOnArrival } from '../request-cost.js';
import { rateLimitHeaderValues, setHeaders } from './headers.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The sender's bucket key; '' until senderOf() has read it. */
    sender: string;
    /** Tokens this request has paid so far (a body sent in chunks pays the rest once read). */
    tokensPaid: number;
    /** Set by a route that prices its body's work (route.ts): the tokens it owes in all, from its body. */
    bodyCost: ((body: unknown) => number) | null;
  }
  interface FastifyContextConfig {
    /**
     * Whether the URL asked is one of the site's own files (its style sheet, its script, the API
     * reference's renderer): those cost nothing, not even a probe's allowance (docs/contract.md, Rate limit).
     */
    ownFile?: (url: string) => boolean;
  }
}

export interface RateLimitDeps extends CostRules {
  buckets: BucketStore;
  /** Requests in flight per sender, bounded. */
  inFlight: InFlight;
  /** The proxies whose X-Forwarded-For is read (TRUST_PROXY); null: none. */
  trust: ProxyTrust | null;
  windowSeconds: number;
  /** Whether a probe (a route that costs nothing) of this sender is still free now (probe-allowance.ts). */
  freeProbe: (sender: string) => boolean;
}

/**
 * The sender's key, read once a request: behind trusted proxies reading the address walks
 * X-Forwarded-For, and the bucket and the log line both need it.
 */
export function senderOf(request: FastifyRequest, trust: ProxyTrust | null): string {
  if (request.sender === '')
    request.sender = requestSender(request.raw.socket?.remoteAddress, request.headers['x-forwarded-for'], trust);
  return request.sender;
}

export function setRateLimitHeaders(reply: FastifyReply, verdict: BucketVerdict, windowSeconds: number): void {
  setHeaders(reply, rateLimitHeaderValues(verdict, windowSeconds));
}

export function rateLimited(retryAfter: number): ApiError {
  return new ApiError([issue('', 'api.rate_limited', { retryAfter })], {}, { 'retry-after': String(retryAfter) });
}

function costOf(request: FastifyRequest, sender: string, rules: CostRules & Pick<RateLimitDeps, 'freeProbe'>): number {
  if (request.method === 'OPTIONS' || refusedUnread(request.method, request.headers, rules.bodyLimitBytes) !== null)
    return 0;
  const config = request.routeOptions.config;
  // A page's own files are sent from memory; charging them made a person moving fast meet a 429.
  if (config?.ownFile?.(request.url)) return 0;
  const cost = config?.cost;
  const routeCost = cost ? cost(request.query as Record<string, unknown>) : 1;
  // Nothing is free without bound: a probe past its sender's allowance pays one token.
  if (routeCost === 0) return rules.freeProbe(sender) ? 0 : 1;
  if (request.method !== 'POST') return routeCost;
  return tokensOnArrival(routeCost, declaredLength(request.headers['content-length']), rules);
}

/**
 * Charges the request's cost on arrival: an empty bucket, or one request too many in flight, is
 * the 429 handed to `fail`; otherwise `decide` goes on (what it throws goes to `fail` too). The memory store decides at once,
 * without a promise; Redis answers later.
 */
export function chargeOnArrival(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: RateLimitDeps,
  decide: (verdict: BucketVerdict) => void,
  fail: (error: Error) => void,
): void {
  const key = senderOf(request, deps.trust);
  const entered = deps.inFlight.enter(key);
  if (entered) reply.raw.once('close', () => deps.inFlight.leave(key));
  // A request refused for being one too many in flight only looks at the bucket.
  const cost = entered ? costOf(request, key, deps) : 0;
  request.tokensPaid = cost;
  const then = (verdict: BucketVerdict) => {
    setRateLimitHeaders(reply, verdict, deps.windowSeconds);
    // Too many of this sender's requests in flight: one of them ends within a second or so.
    if (!verdict.allowed || !entered) return fail(rateLimited(verdict.allowed ? 1 : verdict.retryAfterSeconds));
    try {
      decide(verdict);
    } catch (error) {
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  };
  if (deps.buckets.takeNow) then(deps.buckets.takeNow(key, cost));
  else deps.buckets.take(key, cost).then(then, fail);
}

/**
 * Takes `owed` more tokens for a request already charged on arrival, and sets the RateLimit
 * headers anew; the 429 when the bucket cannot pay, which the request is then answered with.
 */
async function chargeMore(request: FastifyRequest, reply: FastifyReply, owed: number, deps: RateLimitDeps) {
  request.tokensPaid += owed;
  const verdict = await deps.buckets.take(senderOf(request, deps.trust), owed);
  setRateLimitHeaders(reply, verdict, deps.windowSeconds);
  return verdict.allowed ? null : rateLimited(verdict.retryAfterSeconds);
}

/**
 * Once a body is read it pays the rest of its tokens: a body sent in chunks declared no length on
 * arrival, and a route that prices its body's work (a load plan by its cartons) pays that price in all.
 */
export function bodyTokens(deps: RateLimitDeps): preHandlerHookHandler {
  return (request, reply, done) => {
    const priced = request.bodyCost;
    const work = priced ? Math.min(deps.burst, priced(request.body)) - request.tokensPaid : 0;
    const owed = Math.max(owedForBody(request.bodyBytes, request.tokensPaid, deps), work);
    if (owed === 0) {
      done();
      return;
    }
    chargeMore(request, reply, owed, deps).then((refusal) => done(refusal ?? undefined), done);
  };
}

/**
 * A charge for work found once the request is read (an MCP tool call: what its HTTP route
 * costs): the request pays up to `tokens` in all, never more than a full bucket; throws the 429.
 */
export function chargeUpTo(request: FastifyRequest, reply: FastifyReply, deps: RateLimitDeps) {
  return async (tokens: number): Promise<void> => {
    const owed = Math.min(tokens, deps.burst) - request.tokensPaid;
    if (owed <= 0) return;
    const refusal = await chargeMore(request, reply, owed, deps);
    if (refusal) throw refusal;
  };
}
