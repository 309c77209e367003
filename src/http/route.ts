/**
 * A route of the API, declared as data plus one handler. The handler only reads its inputs
 * and returns the members of its answer with the dataset versions it used; everything the
 * contract promises (parameter checks, ETag and Cache-Control decided before the body is
 * built, provenance, no-store on errors) is done here, so no endpoint can forget it.
 * Rate limiting, CORS and errors are done for every request by contract.ts.
 */
import { createReadStream } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BoundedCache } from '../core/bounded-cache.js';
import { beijingDay } from '../core/calendar.js';
import { contentEtag, ifNoneMatchHits } from '../core/etag.js';
import type { Lang } from '../i18n/languages.js';
import { ApiError } from './api-error.js';
import type { JsonSchema } from '../core/json-schema.js';
import { type ParamSpec, type ParamValue, readParams } from './params.js';
import { type DatasetUse, provenanceJsonParts } from './provenance.js';
import type { KnownTags } from './revalidation.js';

/** Cache lifetimes of api-v1 §8. */
export type CacheLifetime = 'list' | 'descriptions' | 'immutable';

export const CACHE_CONTROL: Readonly<Record<CacheLifetime | 'no-store', string>> = {
  list: 'public, max-age=60',
  descriptions: 'public, max-age=300',
  immutable: 'public, max-age=86400, immutable',
  'no-store': 'no-store',
};

export interface RouteContext {
  lang: Lang;
  /** Path and query parameters, read and checked against the route's declaration. */
  params: Readonly<Record<string, ParamValue>>;
  body: unknown;
  now: Date;
}

export interface JsonAnswer {
  /** 200 unless a same-shape answer says "not found" (404) or "not available" (503). */
  status?: 200 | 404 | 503;
  body: Record<string, unknown>;
  /** Members whose JSON text is already made (a page cut from stored rows), placed after `body`. */
  raw?: ReadonlyArray<readonly [name: string, json: string]>;
  /** Every dataset version the answer read; provenance names exactly these. */
  datasets?: readonly DatasetUse[];
}

/**
 * A stored file sent as it is (a dataset download), or bytes made for a download (a CSV of
 * changes); their own members or the Link to the answer that describes them carry provenance.
 */
export interface FileAnswer {
  file: ({ path: string; size: number } | { bytes: Buffer }) & {
    contentType: string;
    filename: string;
    /** Bytes sent before the file (a UTF-8 byte-order mark for spreadsheet programs). */
    prefix?: string;
    /** The answer with provenance that describes the file (Link: rel="describedby"). */
    describedBy: string;
  };
}

/**
 * An answer whose JSON text its handler wrote itself (a calculation, written once by its compiled
 * writer): the object opened and its members written, the closing brace left to the contract,
 * which appends provenance.
 */
export interface WrittenAnswer {
  written: string;
  datasets?: readonly DatasetUse[];
}

export type Answer = JsonAnswer | WrittenAnswer | FileAnswer;

export interface Freshness {
  lifetime: CacheLifetime;
  /** What the content depends on besides route, language and parameters (dataset versions…). */
  parts: readonly string[];
  /**
   * True when every answer names a dataset version in provenance: its source_line then carries
   * that publication's day. Otherwise the source_line carries today's Beijing day, and so does
   * the ETag, so that a 304 never confirms yesterday's body after midnight.
   */
  namesDatasets?: boolean;
}

export interface ResponseDoc {
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
  /** Tokens this request spends (api-v1 §8); default 1. Reads the raw query. */
  cost?: (query: Readonly<Record<string, unknown>>) => number;
  /** The tool a calculation route runs: its refusals name it (§7 `tool`). */
  tool?: string;
  /** Present on answers that may be kept; decided before the handler runs. */
  freshness?: (context: RouteContext) => Freshness;
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
  /** The answers kept for every route of one app (keptAnswers()). */
  kept: BoundedCache<string, KeptAnswer>;
  /** Each URL's entity tag, for the 304s answered before routing (revalidation.ts). */
  known: KnownTags;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cost?: (query: Readonly<Record<string, unknown>>) => number;
    /** The tool of a calculation route, named by its refusals (§7). */
    tool?: string;
  }
}

export function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** `body`, then the pre-serialised members, as the start of one JSON object (no closing brace). */
function answerHead(answer: JsonAnswer): string {
  const raw = (answer.raw ?? []).map(([name, json]) => `${JSON.stringify(name)}:${json}`).join(',');
  const body = JSON.stringify(answer.body).slice(0, -1);
  return body === '{' ? `{${raw}` : raw ? `${body},${raw}` : body;
}

/** `"provenance":` or `"x-provenance":`, after a comma when the head has members: made once a name. */
const MEMBER_OPENINGS = new Map<string, readonly [first: Buffer, after: Buffer]>();
function memberOpening(name: string, afterMembers: boolean): Buffer {
  let openings = MEMBER_OPENINGS.get(name);
  if (!openings) MEMBER_OPENINGS.set(name, (openings = [Buffer.from(`${JSON.stringify(name)}:`), Buffer.from(`,${JSON.stringify(name)}:`)]));
  return openings[afterMembers ? 1 : 0];
}
const CLOSING_BRACE = Buffer.from('}');

/** The head, then provenance (the last member, written per answer): the JSON bytes sent, in order. */
function answerParts(head: Buffer, provenanceMember: string, provenance: readonly Buffer[]): Buffer[] {
  return [head, memberOpening(provenanceMember, head.length > 1), ...provenance, CLOSING_BRACE];
}

/**
 * Above this size an answer is sent as its parts, the kept head written as it is, rather than
 * copied into one new buffer per request: a page of 1000 rows is 434 KB, and at a thousand
 * pages a second such copies are 400 MB a second for the collector to free (a page run's peak
 * fell from about 135 to 122 MB, bench/). Below it one buffer is cheaper than a stream.
 */
const SENT_IN_PARTS_ABOVE_BYTES = 64 * 1024;

function sendParts(reply: FastifyReply, parts: readonly Buffer[]): FastifyReply {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  if (length <= SENT_IN_PARTS_ABOVE_BYTES) return reply.send(Buffer.concat(parts, length));
  // A stream has no length of its own: the parts' sum is sent rather than chunked encoding.
  return reply.header('content-length', String(length)).send(Readable.from(parts, { objectMode: false }));
}

/** A kept answer (200, JSON) of a route with freshness: its head and the versions it read. */
export interface KeptAnswer {
  head: Buffer;
  datasets: readonly DatasetUse[];
}

/**
 * Answers that may be kept depend only on what their entity tag names (route, language,
 * parameters, dataset versions), so their heads are kept by tag (which names the route too),
 * up to 32 MB for all the routes of an app together: a page of 1000 rows is then not cut and
 * encoded again for every request.
 */
const KEPT_ANSWER_BYTES = 32 * 1024 * 1024;

export function keptAnswers(): BoundedCache<string, KeptAnswer> {
  return new BoundedCache<string, KeptAnswer>(KEPT_ANSWER_BYTES, (answer) => answer.head.length);
}

function sendFile(reply: FastifyReply, file: FileAnswer['file']): FastifyReply {
  const prefix = file.prefix ?? '';
  const size = 'bytes' in file ? file.bytes.length : file.size;
  reply
    .code(200)
    .type(file.contentType)
    .header('content-length', String(Buffer.byteLength(prefix) + size))
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('link', `<${file.describedBy}>; rel="describedby"`);
  if ('bytes' in file) return reply.send(prefix ? Buffer.concat([Buffer.from(prefix), file.bytes]) : file.bytes);
  const stream = createReadStream(file.path);
  if (!prefix) return reply.send(stream);
  const body = new PassThrough();
  body.write(prefix);
  stream.on('error', (error) => body.destroy(error));
  stream.pipe(body);
  return reply.send(body);
}

export function mountRoute(app: FastifyInstance, spec: RouteSpec, deps: RouteDeps): void {
  const { kept } = deps;
  const provenanceMember = spec.provenanceMember ?? 'provenance';
  const send = (reply: FastifyReply, status: number, answer: KeptAnswer, context: RouteContext) => {
    const provenance = provenanceJsonParts({ site: deps.site, lang: context.lang, now: context.now, datasets: answer.datasets });
    reply.code(status).type('application/json; charset=utf-8');
    return sendParts(reply, answerParts(answer.head, provenanceMember, provenance));
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
        : readParams(spec.params ?? [], request.params as Record<string, unknown>, request.query as Record<string, unknown>);
      const issues = request.langIssue && !spec.anyQuery ? [request.langIssue, ...read.issues] : read.issues;
      if (issues.length > 0) throw new ApiError(400, issues);
      const context: RouteContext = { lang: request.lang, params: read.values, body: request.body, now: deps.clock() };

      let etag: string | null = null;
      if (spec.freshness) {
        const freshness = spec.freshness(context);
        const day = freshness.namesDatasets === true ? '' : beijingDay(context.now);
        etag = contentEtag([spec.operationId, context.lang, JSON.stringify(read.values), day, ...freshness.parts]);
        const cacheControl = CACHE_CONTROL[freshness.lifetime];
        reply.header('etag', etag).header('cache-control', cacheControl);
        deps.known.remember(request.url, { etag, cacheControl, cost: request.tokensPaid, lang: context.lang, day: day === '' ? null : day });
        if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
        const hit = kept.get(etag);
        if (hit) return send(reply, 200, hit, context);
      } else {
        reply.header('cache-control', CACHE_CONTROL['no-store']);
      }

      const answer = spec.handle(context);
      const finish = (made: Answer): FastifyReply => {
        if ('file' in made) return sendFile(reply, made.file);
        if ('written' in made) return send(reply, 200, { head: Buffer.from(made.written), datasets: made.datasets ?? [] }, context);
        const status = made.status ?? 200;
        if (status >= 400) {
          reply.removeHeader('etag');
          reply.header('cache-control', CACHE_CONTROL['no-store']);
        }
        const head: KeptAnswer = { head: Buffer.from(answerHead(made)), datasets: made.datasets ?? [] };
        if (etag !== null && status === 200) kept.set(etag, head);
        return send(reply, status, head, context);
      };
      return answer instanceof Promise ? answer.then(finish) : finish(answer);
    },
  });
}
