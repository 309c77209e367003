/**
 * Errors as the contract answers them (docs/contract.md, Errors): whatever was thrown is classified in one
 * place (api-error.ts) and sent here with no-store, no ETag, its own headers (Retry-After,
 * Allow) and provenance; an unknown path is 404, a known path asked with a method it does not
 * take 405; a URL that cannot be decoded is answered before the hooks, with the contract's
 * headers and a token spent all the same.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issue } from '../../core/issues.js';
import { DEFAULT_LANG } from '../../i18n/languages.js';
import { sendJson } from '../answer-bytes.js';
import { ApiError, type RefusalContext, classify, errorMembers } from '../api-error.js';
import { CACHE_CONTROL } from '../cache-policy.js';
import { loggedUrl } from '../log.js';
import { buildProvenance } from '../provenance.js';
import { EVERY_ANSWER_HEADERS, setHeaders } from './headers.js';
import { type RateLimitDeps, rateLimited, senderOf, setRateLimitHeaders } from './rate-limit.js';

export interface ErrorDeps {
  site: string;
  clock: () => Date;
  bodyLimitBytes: number;
  /** The installed version a refusal's issue quotes, for its provenance. */
  quotedVersion: RefusalContext['quotedVersion'];
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError, deps: ErrorDeps): FastifyReply {
  reply.removeHeader('etag');
  reply.header('cache-control', CACHE_CONTROL['no-store']);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  const lang = request.lang ?? DEFAULT_LANG;
  return sendJson(reply, error.status, {
    ...errorMembers(error),
    provenance: buildProvenance({ site: deps.site, lang, now: deps.clock(), datasets: error.extras.datasets ?? [] }),
  });
}

const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** The methods served at `url`'s path, as an Allow header (OPTIONS always); null for a path the API does not serve. */
export function methodsServedAt(app: FastifyInstance, url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const served = SERVED_METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
  return served.length === 0 ? null : [...served, 'OPTIONS'].join(', ');
}

export function registerErrorAnswers(app: FastifyInstance, deps: ErrorDeps): void {
  app.setErrorHandler((error, request, reply) => {
    const tool = request.routeOptions.config?.tool;
    const { answer, internal } = classify(error, {
      bodyLimit: deps.bodyLimitBytes,
      quotedVersion: deps.quotedVersion,
      ...(tool ? { tool } : {}),
    });
    if (internal) request.log.error({ err: error, url: loggedUrl(request.url) }, 'request failed');
    return sendError(request, reply, answer, deps);
  });

  // A path the API serves, asked with a method it does not take there, is 405 with that path's
  // methods in Allow (GET on a compute path, POST or DELETE on /v1/datasets); any other is 404.
  app.setNotFoundHandler((request, reply) => {
    const allow = methodsServedAt(app, request.url);
    const refusal = allow
      ? new ApiError([issue('', 'api.method_not_allowed', { allow })], {}, { allow })
      : new ApiError([issue('', 'api.not_found')]);
    return sendError(request, reply, refusal, deps);
  });
}

/**
 * Fastify's `frameworkErrors`: a request whose URL cannot even be decoded never reaches the
 * hooks, so the contract is applied here: CORS, a token spent and its headers, the error shape.
 */
export function badUrlHandler(deps: ErrorDeps & RateLimitDeps) {
  return async (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    setHeaders(reply, EVERY_ANSWER_HEADERS);
    request.lang = DEFAULT_LANG;
    const verdict = await deps.buckets.take(senderOf(request, deps.trust), 1);
    setRateLimitHeaders(reply, verdict, deps.windowSeconds);
    const refusal = verdict.allowed ? new ApiError([issue('', 'api.bad_url')]) : rateLimited(verdict.retryAfterSeconds);
    sendError(request, reply, refusal, deps);
  };
}
