/**
 * A route of the API, declared as data plus one handler, and its mounting. The handler only
 * reads its inputs and returns the members of its answer with the dataset versions it used;
 * everything the contract promises (parameter checks, ETag and Cache-Control decided before the
 * body is built, provenance, no-store on errors) is done here, so no endpoint can forget it.
 * The bytes of an answer are answer-bytes.ts's, the cache's rules cache-policy.ts's, a download's
 * file-answer.ts's; rate limiting, CORS, `lang` and errors are the contract's, for every request.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BoundedCache } from '../core/bounded-cache.js';
import { beijingDay } from '../core/calendar.js';
import { contentEtag, ifNoneMatchHits } from '../core/etag.js';
import type { JsonSchema } from '../core/json-schema.js';
import type { Lang } from '../i18n/languages.js';
import { ApiError } from './api-error.js';
import { answerHead, answerHeadOf, sendAnswer } from './answer-bytes.js';
import { CACHE_CONTROL, type CachePolicy, type CachedAnswer } from './cache-policy.js';
import { type FileAnswer, sendFile } from './file-answer.js';
import { type ParamSpec, type ParamValue, readParams } from './params.js';
import { type ProvenanceEntry, provenanceJson } from './provenance.js';
import type { KnownTags } from './revalidation.js';

export interface RouteContext {
  lang: Lang;
  /** Path and query parameters, read and checked against the route's declaration. */
  params: Readonly<Record<string, ParamValue>>;
  body: unknown;
  now: Date;
}

interface JsonAnswer {
  /** 200 unless a same-shape answer says "not found" (404) or "not available" (503). */
  status?: 200 | 404 | 503;
  body: Record<string, unknown>;
  /** Members whose JSON text is already made (a page cut from stored rows), placed after `body`. */
  preSerialised?: ReadonlyArray<readonly [name: string, json: string]>;
  /** Every dataset version the answer read; provenance names exactly these. */
  datasets?: readonly ProvenanceEntry[];
  /** The rows a page lists: a caller that must cut the answer (the MCP server, over 1 MB) sizes a page by them. */
  items?: number;
}

/**
 * An answer whose JSON text its handler wrote itself (a calculation, written once by its compiled
 * writer): the object opened and its members written, the closing brace left to the contract,
 * which appends provenance.
 */
interface WrittenAnswer {
  written: string;
  datasets?: readonly ProvenanceEntry[];
}

type Answer = JsonAnswer | WrittenAnswer | FileAnswer;

interface ResponseDoc {
  description: string;
  schema: JsonSchema;
  /** Default application/json. */
  contentType?: string;
}

export interface RouteSpec {
  operationId: string;
  method: 'GET' | 'POST';
  /** OpenAPI form: /v1/datasets/{id}. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: readonly ParamSpec[];
  /** The body's schema, and a worked example of it (a tool's own), for the OpenAPI documents. */
  requestBody?: { description: string; schema: JsonSchema; example?: unknown };
  /** Tokens this request spends (docs/contract.md, Rate limit); default 1. Reads the raw query. */
  cost?: (query: Readonly<Record<string, unknown>>) => number;
  /** The tool a calculation route runs: its refusals name it (docs/contract.md, Errors `tool`). */
  tool?: string;
  /** Present on answers that may be kept; decided before the handler runs. */
  cachePolicy?: (context: RouteContext) => CachePolicy;
  /** Answers other than the contract's errors, for the OpenAPI documents. */
  responses: Readonly<Record<number, ResponseDoc>>;
  /** Named schemas its answers refer to (a tool's outputs), added to the document's components. */
  components?: Readonly<Record<string, JsonSchema>>;
  /** Answers 404 though its path names nothing variable (what it reads may be missing); a path with `{…}` always may. */
  notFound?: true;
  /** false for operational routes outside /v1. */
  documented?: boolean;
  /** Any query string is taken and ignored (probes: a load balancer's `/healthz?x=1` is still alive). */
  anyQuery?: true;
  /** Where provenance goes: `provenance`, or `x-provenance` in an OpenAPI document. */
  provenanceMember?: 'provenance' | 'x-provenance';
  handle(context: RouteContext): Answer | Promise<Answer>;
}

export interface RouteDeps {
  site: string;
  clock: () => Date;
  /** The answers kept for every route of one app (answerCache()). */
  cache: BoundedCache<string, CachedAnswer>;
  /** Each URL's entity tag, for the 304s answered before routing (revalidation.ts). */
  known: KnownTags;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cost?: (query: Readonly<Record<string, unknown>>) => number;
    /** The tool of a calculation route, named by its refusals (docs/contract.md, Errors). */
    tool?: string;
  }
}

function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

export function mountRoute(app: FastifyInstance, spec: RouteSpec, deps: RouteDeps): void {
  const { cache } = deps;
  const provenanceMember = spec.provenanceMember ?? 'provenance';
  const send = (reply: FastifyReply, status: number, answer: CachedAnswer, context: RouteContext) => {
    const provenance = provenanceJson({
      site: deps.site,
      lang: context.lang,
      now: context.now,
      datasets: answer.datasets,
    });
    reply.code(status).type('application/json; charset=utf-8');
    return sendAnswer(reply, answer.head, provenanceMember, provenance);
  };
  app.route({
    method: spec.method,
    url: fastifyPath(spec.path),
    config: { ...(spec.cost ? { cost: spec.cost } : {}), ...(spec.tool ? { tool: spec.tool } : {}) },
    // Not async: most handlers answer at once, and a promise a request is measurable (bench/).
    // A handler that throws is caught by Fastify and answered by the error handler, as a rejection would be.
    handler: (request, reply) => {
      const read = spec.anyQuery
        ? { values: {}, issues: [] }
        : readParams(
            spec.params ?? [],
            request.params as Record<string, unknown>,
            request.query as Record<string, unknown>,
          );
      const issues = request.langIssue && !spec.anyQuery ? [request.langIssue, ...read.issues] : read.issues;
      if (issues.length > 0) throw new ApiError(issues);
      const context: RouteContext = { lang: request.lang, params: read.values, body: request.body, now: deps.clock() };

      let etag: string | null = null;
      if (spec.cachePolicy) {
        const policy = spec.cachePolicy(context);
        const day = policy.namesDatasets === true ? '' : beijingDay(context.now);
        etag = contentEtag([spec.operationId, context.lang, JSON.stringify(read.values), day, ...policy.parts]);
        const cacheControl = CACHE_CONTROL[policy.lifetime];
        reply.header('etag', etag).header('cache-control', cacheControl);
        if (policy.serviceState !== true)
          deps.known.remember(request.url, {
            etag,
            cacheControl,
            cost: request.tokensPaid,
            lang: context.lang,
            day: day === '' ? null : day,
            route: fastifyPath(spec.path),
          });
        if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
        const hit = cache.get(etag);
        if (hit) return send(reply, 200, hit, context);
      } else {
        reply.header('cache-control', CACHE_CONTROL['no-store']);
      }

      const answer = spec.handle(context);
      const finish = (made: Answer): FastifyReply => {
        if ('file' in made) return sendFile(reply, made.file);
        if ('written' in made)
          return send(reply, 200, { head: answerHeadOf(made.written), datasets: made.datasets ?? [] }, context);
        const status = made.status ?? 200;
        if (status >= 400) {
          reply.removeHeader('etag');
          reply.header('cache-control', CACHE_CONTROL['no-store']);
        }
        const head: CachedAnswer = {
          head: answerHeadOf(answerHead(made.body, made.preSerialised)),
          datasets: made.datasets ?? [],
        };
        if (etag !== null && status === 200) cache.set(etag, head);
        return send(reply, status, head, context);
      };
      return answer instanceof Promise ? answer.then(finish) : finish(answer);
    },
  });
}
