/**
 * The rules every answer keeps, registered once for the whole service (unknown paths
 * included): CORS, the answer language, the per-sender token bucket and its headers,
 * the error shape with provenance and no-store, one log line per request, and Connection:
 * close on what a stopping service still answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InFlight } from '../core/in-flight.js';
import { type Issue, issue } from '../core/issues.js';
import { type ProxyTrust, requestSender } from '../core/sender.js';
import type { BucketStore, BucketVerdict } from '../core/token-bucket/policy.js';
import { DEFAULT_LANG, type Lang, readLang } from '../i18n/languages.js';
import { ApiError, type RefusalContext, classify, errorMembers } from './api-error.js';
import { CORS_HEADERS, rateLimitHeaderValues } from './contract-headers.js';
import { type RequestLog, loggedUrl } from './log.js';
import { buildProvenance } from './provenance.js';
import { type CostRules, declaredLength, owedForBody, tokensOnArrival } from './request-cost.js';
import { CACHE_CONTROL, sendJson } from './route.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Set when `lang` was unreadable; the route refuses the request with it. */
    langIssue: Issue | null;
    /** The sender's bucket key; '' until senderOf() has read it. */
    sender: string;
    /** Tokens this request has paid so far (a body sent in chunks pays the rest once read). */
    tokensPaid: number;
  }
}

export interface ContractDeps {
  site: string;
  clock: () => Date;
  buckets: BucketStore;
  bodyLimitBytes: number;
  requestLog: RequestLog;
  /** Size of a full bucket: the most one request pays. */
  burst: number;
  /** Requests in flight per sender, bounded. */
  inFlight: InFlight;
  /** The proxies whose X-Forwarded-For is read (TRUST_PROXY); null: none. */
  trust: ProxyTrust | null;
  /** The installed version a refusal's issue quotes, for its provenance. */
  quotedVersion: RefusalContext['quotedVersion'];
}

const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

function readRequestLang(request: FastifyRequest): void {
  const raw = (request.query as Record<string, unknown> | undefined)?.lang;
  request.lang = DEFAULT_LANG;
  request.langIssue = null;
  if (raw === undefined || raw === '') return;
  if (Array.isArray(raw)) {
    request.langIssue = issue('lang', 'param.repeated');
    return;
  }
  const lang = readLang(String(raw));
  if (lang) request.lang = lang;
  else request.langIssue = issue('lang', 'param.lang_unsupported');
}

/**
 * The sender's key, read once a request: behind trusted proxies reading the address walks
 * X-Forwarded-For, and the bucket and the log line both need it.
 */
function senderOf(request: FastifyRequest, trust: ProxyTrust | null): string {
  if (request.sender === '') request.sender = requestSender(request.raw.socket?.remoteAddress, request.headers['x-forwarded-for'], trust);
  return request.sender;
}

function setHeaders(reply: FastifyReply, pairs: readonly string[]): void {
  for (let at = 0; at < pairs.length; at += 2) reply.header(pairs[at] ?? '', pairs[at + 1]);
}

function setRateLimitHeaders(reply: FastifyReply, verdict: BucketVerdict, windowSeconds: number): void {
  setHeaders(reply, rateLimitHeaderValues(verdict, windowSeconds));
}

function costOf(request: FastifyRequest, rules: CostRules): number {
  if (request.method === 'OPTIONS') return 0;
  const cost = request.routeOptions.config?.cost;
  const routeCost = cost ? cost(request.query as Record<string, unknown>) : 1;
  if (request.method !== 'POST') return routeCost;
  return tokensOnArrival(routeCost, declaredLength(request.headers['content-length']), rules);
}

/** A GET carrying a body: it is refused before its body is read (a 200 MB one was read to the end). */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function rateLimited(retryAfter: number): ApiError {
  return new ApiError(429, [issue('', 'api.rate_limited', { retryAfter })], {}, { 'retry-after': String(retryAfter) });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError, deps: ContractDeps): FastifyReply {
  reply.removeHeader('etag');
  reply.header('cache-control', CACHE_CONTROL['no-store']);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const lang = request.lang ?? DEFAULT_LANG;
  return sendJson(reply, error.status, {
    ...errorMembers(error),
    provenance: buildProvenance({ site: deps.site, lang, now: deps.clock(), datasets: error.extras.datasets ?? [] }),
  });
}

function setCorsHeaders(reply: FastifyReply): void {
  setHeaders(reply, CORS_HEADERS);
}

/**
 * Fastify's `frameworkErrors`: a request whose URL cannot even be decoded never reaches the
 * hooks, so the contract is applied here: CORS, a token spent and its headers, the error shape.
 */
export function badUrlHandler(deps: ContractDeps & { windowSeconds: number }) {
  return async (_error: Error, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    setCorsHeaders(reply);
    request.lang = DEFAULT_LANG;
    const verdict = await deps.buckets.take(senderOf(request, deps.trust), 1);
    setRateLimitHeaders(reply, verdict, deps.windowSeconds);
    const refusal = verdict.allowed ? new ApiError(400, [issue('', 'api.bad_url')]) : rateLimited(verdict.retryAfterSeconds);
    sendError(request, reply, refusal, deps);
  };
}

/** Registers the contract; what it returns says whether the service is stopping (revalidation.ts asks). */
export function registerContract(app: FastifyInstance, deps: ContractDeps & { windowSeconds: number }): { closing: () => boolean } {
  let closing = false;
  app.decorateRequest('lang', DEFAULT_LANG);
  app.decorateRequest('langIssue', null);
  app.decorateRequest('sender', '');
  app.decorateRequest('tokensPaid', 0);

  app.addHook('preClose', async () => {
    closing = true;
  });

  /**
   * After the bucket's verdict: its headers, then the 429, the preflight or the 405 of the
   * contract. True when the answer has been sent here (the preflight).
   */
  const afterVerdict = (request: FastifyRequest, reply: FastifyReply, verdict: BucketVerdict, entered: boolean): boolean => {
    setRateLimitHeaders(reply, verdict, deps.windowSeconds);
    if (!verdict.allowed) throw rateLimited(verdict.retryAfterSeconds);
    // Too many of this sender's requests in flight: one of them ends within a second or so.
    if (!entered) throw rateLimited(1);
    if (request.method === 'OPTIONS') {
      reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', 'Content-Type, If-None-Match, Accept')
        .header('access-control-max-age', '86400')
        .header('allow', methodsServedAt(app, request.url) ?? ALLOWED_METHODS)
        .header('cache-control', CACHE_CONTROL['no-store']);
      reply.send();
      return true;
    }
    if (METHODS_WITHOUT_BODY.has(request.method) && carriesBody(request)) {
      // Closing the connection after the answer spares reading the body to reach the next request.
      reply.header('connection', 'close');
      throw new ApiError(400, [issue('', 'api.body_not_expected')]);
    }
    return false;
  };

  // Callback hooks rather than async ones: every request passes them, and a promise each is
  // measurable there (bench/). The memory store decides at once; Redis answers later.
  app.addHook('onRequest', (request, reply, done) => {
    setCorsHeaders(reply);
    readRequestLang(request);
    // Stopping: the listener takes no new connections, and a request already on an open one is
    // answered in full (it was sent before the client could know), then its connection closed.
    if (closing) reply.header('connection', 'close');

    const key = senderOf(request, deps.trust);
    const entered = deps.inFlight.enter(key);
    if (entered) reply.raw.once('close', () => deps.inFlight.leave(key));
    // A request refused for being one too many in flight only looks at the bucket.
    const cost = entered ? costOf(request, deps) : 0;
    request.tokensPaid = cost;
    const decide = (verdict: BucketVerdict) => {
      try {
        // A hook that has answered does not hand the request on.
        if (!afterVerdict(request, reply, verdict, entered)) done();
      } catch (error) {
        done(error as Error);
      }
    };
    if (deps.buckets.takeNow) decide(deps.buckets.takeNow(key, cost));
    else deps.buckets.take(key, cost).then(decide, (error: Error) => done(error));
  });

  // A body sent in chunks declared no length on arrival: once read, it pays the rest of its tokens.
  app.addHook('preHandler', (request, reply, done) => {
    const owed = owedForBody(request.bodyBytes, request.tokensPaid, deps);
    if (owed === 0) {
      done();
      return;
    }
    request.tokensPaid += owed;
    deps.buckets.take(senderOf(request, deps.trust), owed).then((verdict) => {
      setRateLimitHeaders(reply, verdict, deps.windowSeconds);
      done(verdict.allowed ? undefined : rateLimited(verdict.retryAfterSeconds));
    }, (error: Error) => done(error));
  });

  // Nothing in this API ever sets a cookie; make sure no dependency does either.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.removeHeader('set-cookie');
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    deps.requestLog({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      sender: senderOf(request, deps.trust),
      lang: request.lang,
    });
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const { answer, internal } = classify(error, { bodyLimit: deps.bodyLimitBytes, quotedVersion: deps.quotedVersion, ...(request.routeOptions.config?.tool ? { tool: request.routeOptions.config.tool } : {}) });
    if (internal) request.log.error({ err: error, url: loggedUrl(request.url) }, 'request failed');
    return sendError(request, reply, answer, deps);
  });

  // A path the API serves, asked with a method it does not take there, is 405 with that path's
  // methods in Allow (GET on a compute path, POST or DELETE on /v1/datasets); any other is 404.
  app.setNotFoundHandler((request, reply) => {
    const allow = methodsServedAt(app, request.url);
    const refusal = allow
      ? new ApiError(405, [issue('', 'api.method_not_allowed', { allow })], {}, { allow })
      : new ApiError(404, [issue('', 'api.not_found')]);
    return sendError(request, reply, refusal, deps);
  });
  return { closing: () => closing };
}

/** The methods served at `url`'s path, as an Allow header (OPTIONS always); null for a path the API does not serve. */
function methodsServedAt(app: FastifyInstance, url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const served = SERVED_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
  return served.length === 0 ? null : [...served, 'OPTIONS'].join(', ');
}

const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;
