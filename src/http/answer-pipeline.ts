/**
 * The one answer path (docs/architecture.md, One answer path). Every answer of a declared route,
 * asked over HTTP (route.ts) or in-process by the MCP server (route-answer.ts), and every error
 * the contract answers (contract/errors.ts) is made here as an Outcome: a status, its headers and
 * its bytes. The steps, in order:
 *   parameters  the route's path and query parameters read by its declaration, with an unreadable `lang`;
 *   caching     the route's cache policy gives the ETag and Cache-Control before any work: an
 *               If-None-Match that matches is a 304, an answer kept under that tag is sent as kept;
 *   handler     the answer's members and the dataset versions it read;
 *   provenance  the last member, naming exactly those versions, then the bytes (answer-bytes.ts).
 * A throw at any step is classified once (api-error.ts), logged when unforeseen, and answered
 * no-store with provenance. A transport writes the Outcome and adds only what every answer of
 * the contract carries (CORS, RateLimit, the log line: contract/), as the 304s answered before
 * routing do with the same headers (revalidation.ts).
 */
import type { BoundedCache } from '../core/bounded-cache.js';
import { beijingDay } from '../core/calendar.js';
import { contentEtag, ifNoneMatchHits } from '../core/etag.js';
import type { Issue } from '../core/issues.js';
import type { Lang } from '../i18n/languages.js';
import { type AnswerHead, answerHead, answerHeadOf, answerTail } from './answer-bytes.js';
import { ApiError, type RefusalContext, classify, errorMembers } from './api-error.js';
import { CACHE_CONTROL, type CachedAnswer } from './cache-policy.js';
import type { FileAnswer } from './file-answer.js';
import { loggedUrl } from './log.js';
import { readParams } from './params.js';
import { provenanceJson } from './provenance.js';
import type { KnownTags } from './known-tags.js';
import type { Answer, RouteContext, RouteSpec } from './route-spec.js';

/** One asking of a route, whatever carried it. */
export interface Call {
  lang: Lang;
  /** An unreadable `lang`, refused with the other parameters. */
  langIssue?: Issue | null;
  path?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  /** HTTP: the request's If-None-Match. */
  ifNoneMatch?: string | undefined;
  /** HTTP: the URL asked and the tokens it paid, so that its next 304 can be answered before routing. */
  revalidation?: { url: string; tokensPaid: number };
}

/** Where an unforeseen error happened, for its log line. */
export interface ErrorPlace {
  operationId?: string;
  url?: string;
}

/** A place as a log line names it: the URL cut as every logged URL is (log.ts). */
export function loggedPlace(place: ErrorPlace): ErrorPlace {
  return place.url === undefined ? place : { ...place, url: loggedUrl(place.url) };
}

export interface PipelineDeps {
  site: string;
  clock: () => Date;
  /** Answers kept by entity tag (answerCache()), shared by every route of one service. */
  cache: BoundedCache<string, CachedAnswer>;
  /** HTTP: each URL's tag, for the 304s answered before routing. */
  known?: KnownTags;
  bodyLimitBytes: number;
  quotedVersion: RefusalContext['quotedVersion'];
  /** Logs an unforeseen error (its 500 says nothing of it). */
  logInternal(error: unknown, place: ErrorPlace): void;
}

/** Header names and values, in pairs. */
type HeaderPairs = readonly string[];

export interface JsonOutcome {
  status: number;
  headers: HeaderPairs;
  /** The answer's members, then `tail`: provenance and the closing brace. */
  head: AnswerHead;
  tail: string;
  /** The rows a page lists (route-spec.ts): the MCP server sizes a page by them. */
  items?: number;
}

interface NotModified {
  status: 304;
  headers: HeaderPairs;
}

export type Outcome = JsonOutcome | NotModified | { status: 200; headers: HeaderPairs; file: FileAnswer['file'] };

/** The 304 of an answer whose tag the client holds: the tag and Cache-Control again, no body. */
export function notModified(etag: string, cacheControl: string): NotModified {
  return { status: 304, headers: ['etag', etag, 'cache-control', cacheControl] };
}

const NO_STORE: HeaderPairs = ['cache-control', CACHE_CONTROL['no-store']];

/** Paths already put in Fastify's form: the answer path names its route's on every request. */
const FASTIFY_PATHS = new Map<string, string>();

/** A declared path in Fastify's form: /v1/datasets/{id} as /v1/datasets/:id. */
export function fastifyPath(path: string): string {
  let made = FASTIFY_PATHS.get(path);
  if (made === undefined) {
    made = path.replace(/\{([^}]+)\}/g, ':$1');
    FASTIFY_PATHS.set(path, made);
  }
  return made;
}

function jsonOutcome(
  status: number,
  headers: HeaderPairs,
  kept: CachedAnswer,
  member: string,
  lang: Lang,
  deps: Pick<PipelineDeps, 'site'>,
  now: Date,
): JsonOutcome {
  const provenance = provenanceJson({ site: deps.site, lang, now, datasets: kept.datasets });
  return { status, headers, head: kept.head, tail: answerTail(kept.head, member, provenance) };
}

/** The answer to anything thrown while answering: classified once, logged when unforeseen. */
export function errorOutcome(
  error: unknown,
  lang: Lang,
  deps: Omit<PipelineDeps, 'cache' | 'known'>,
  place: ErrorPlace & { tool?: string },
): JsonOutcome {
  const { tool, ...where } = place;
  const { answer, internal } = classify(error, {
    bodyLimit: deps.bodyLimitBytes,
    quotedVersion: deps.quotedVersion,
    ...(tool ? { tool } : {}),
  });
  if (internal) deps.logInternal(error, where);
  const headers = [...NO_STORE, ...Object.entries(answer.headers).flat()];
  const kept = { head: answerHead(errorMembers(answer)), datasets: answer.extras.datasets ?? [] };
  return jsonOutcome(answer.status, headers, kept, 'provenance', lang, deps, deps.clock());
}

const NOTHING_READ = { values: {}, issues: [] };

/** Takes `call` through the route's steps; at once when its handler answers at once. */
export function answerCall(spec: RouteSpec, call: Call, deps: PipelineDeps): Outcome | Promise<Outcome> {
  const member = spec.provenanceMember ?? 'provenance';
  const fail = (error: unknown): JsonOutcome =>
    errorOutcome(error, call.lang, deps, {
      operationId: spec.operationId,
      ...(call.revalidation ? { url: call.revalidation.url } : {}),
      ...(spec.tool ? { tool: spec.tool } : {}),
    });
  try {
    const read = spec.anyQuery ? NOTHING_READ : readParams(spec.params ?? [], call.path ?? {}, call.query ?? {});
    const issues = call.langIssue && !spec.anyQuery ? [call.langIssue, ...read.issues] : read.issues;
    if (issues.length > 0) throw new ApiError(issues);
    const context: RouteContext = { lang: call.lang, params: read.values, body: call.body, now: deps.clock() };

    let etag: string | null = null;
    let headers = NO_STORE;
    if (spec.cachePolicy) {
      const policy = spec.cachePolicy(context);
      const day = policy.namesDatasets === true ? '' : beijingDay(context.now);
      etag = contentEtag([spec.operationId, context.lang, JSON.stringify(read.values), day, ...policy.parts]);
      const cacheControl = CACHE_CONTROL[policy.lifetime];
      const unchanged = notModified(etag, cacheControl);
      headers = unchanged.headers;
      if (deps.known && call.revalidation && policy.serviceState !== true)
        deps.known.remember(call.revalidation.url, {
          etag,
          cacheControl,
          cost: call.revalidation.tokensPaid,
          lang: context.lang,
          day: day === '' ? null : day,
          route: fastifyPath(spec.path),
        });
      if (ifNoneMatchHits(call.ifNoneMatch, etag)) return unchanged;
      const kept = deps.cache.get(etag);
      if (kept) return jsonOutcome(200, headers, kept, member, context.lang, deps, context.now);
    }

    const finish = (made: Answer): Outcome => {
      if ('file' in made) return { status: 200, headers, file: made.file };
      if ('written' in made)
        return jsonOutcome(
          200,
          headers,
          { head: answerHeadOf(made.written), datasets: made.datasets ?? [] },
          member,
          context.lang,
          deps,
          context.now,
        );
      const status = made.status ?? 200;
      const kept: CachedAnswer = {
        head: answerHeadOf(answerHead(made.body, made.preSerialised)),
        datasets: made.datasets ?? [],
      };
      if (etag !== null && status === 200) deps.cache.set(etag, kept);
      const outcome = jsonOutcome(
        status,
        status >= 400 ? NO_STORE : headers,
        kept,
        member,
        context.lang,
        deps,
        context.now,
      );
      return made.items === undefined ? outcome : { ...outcome, items: made.items };
    };
    const made = spec.handle(context);
    return made instanceof Promise ? made.then(finish).catch(fail) : finish(made);
  } catch (error) {
    return fail(error);
  }
}

/** The whole JSON text of an outcome (in-process callers: the MCP server). */
export function outcomeJson(outcome: JsonOutcome): string {
  return (typeof outcome.head === 'string' ? outcome.head : outcome.head.toString()) + outcome.tail;
}
