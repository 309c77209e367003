/**
 * Errors as the contract answers them (docs/contract.md, Errors) outside a route's own answer
 * path: whatever a hook or the body parser threw is made an answer by the same function as a
 * route's errors (answer-pipeline.ts: no-store, its own headers such as Retry-After and Allow,
 * provenance); an unknown path is 404, a known path asked with a method it does not
 * take 405; a URL that cannot be decoded is answered before the hooks, with the contract's
 * headers and a token spent all the same.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issue } from '../../core/issues.js';
import { DEFAULT_LANG } from '../../i18n/languages.js';
import { type PipelineDeps, errorOutcome } from '../answer-pipeline.js';
import { ApiError } from '../api-error.js';
import { isCatchAll } from '../catch-all.js';
import { replyWith } from '../outcome-reply.js';
import { EVERY_ANSWER_HEADERS, setHeaders } from './headers.js';
import { type RateLimitDeps, rateLimited, senderOf, setRateLimitHeaders } from './rate-limit.js';

export type ErrorDeps = Omit<PipelineDeps, 'cache' | 'known'>;

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, deps: ErrorDeps): FastifyReply {
  const tool = request.routeOptions.config?.tool;
  return replyWith(
    reply,
    errorOutcome(error, request.lang ?? DEFAULT_LANG, deps, { url: request.url, ...(tool ? { tool } : {}) }),
  );
}

const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** The methods served at `url`'s path, as an Allow header (OPTIONS always); null for a path the API does not serve. */
export function methodsServedAt(app: FastifyInstance, url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const served = SERVED_METHODS.filter((method) => {
    const found = app.findRoute({ method, url: path });
    return found !== null && !isCatchAll(app, path, found.params);
  });
  return served.length === 0 ? null : [...served, 'OPTIONS'].join(', ');
}

/** The refusal of a request no route takes: 405 at a path the API serves (with its Allow), 404 elsewhere. */
export function notServed(app: FastifyInstance, url: string): ApiError {
  const allow = methodsServedAt(app, url);
  return allow
    ? new ApiError([issue('', 'api.method_not_allowed', { allow })], {}, { allow })
    : new ApiError([issue('', 'api.not_found')]);
}

export function registerErrorAnswers(app: FastifyInstance, deps: ErrorDeps): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error, deps));

  // A path the API serves, asked with a method it does not take there, is 405 with that path's
  // methods in Allow (GET on a compute path, POST or DELETE on /v1/datasets); any other is 404.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, notServed(app, request.url), deps));
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
