/**
 * A route of the API, declared as data plus one handler: what it reads, what it answers and how
 * its answers may be kept. The handler only reads its inputs and returns the members of its
 * answer with the dataset versions it used; everything the contract promises is done by the one
 * answer path (answer-pipeline.ts), so no endpoint can forget it.
 */
import type { JsonSchema } from '../core/json-schema.js';
import type { CopyKey } from '../i18n/catalogue.js';
import type { Lang } from '../i18n/languages.js';
import type { CachePolicy } from './cache-policy.js';
import type { FileAnswer } from './file-answer.js';
import type { ParamSpec, ParamValue } from './params.js';
import type { ProvenanceEntry } from './provenance.js';

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

export type Answer = JsonAnswer | WrittenAnswer | FileAnswer;

interface ResponseDoc {
  description: string;
  schema: JsonSchema;
  /** Headers of this answer beside the contract's (a file's Content-Disposition and Link). */
  headers?: Readonly<Record<string, JsonSchema>>;
  /** Default application/json. */
  contentType?: string;
}

/** Refusal codes by status (400, 404, 503), as a route's error answers carry them. */
export type RouteRefusals = Readonly<Partial<Record<400 | 404 | 503, readonly CopyKey[]>>>;

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
  /** Tokens a POST spends in all once its body is read (a load plan by its cartons), beyond what its size pays. */
  bodyCost?: (body: unknown) => number;
  /** The tool a calculation route runs: its refusals name it (docs/contract.md, Errors `tool`). */
  tool?: string;
  /** Present on answers that may be kept; decided before the handler runs. */
  cachePolicy?: (context: RouteContext) => CachePolicy;
  /** Answers other than the contract's errors, for the OpenAPI documents. */
  responses: Readonly<Record<number, ResponseDoc>>;
  /** Named schemas its answers refer to (a tool's outputs), added to the document's components. */
  components?: Readonly<Record<string, JsonSchema>>;
  /**
   * The codes its handler, and what it calls, refuse with, by status: those of its parameters,
   * body and the contract are added (openapi/refusals.ts). The document publishes each status's
   * codes as an enum, and every answer a test receives is held to it.
   */
  refusals?: RouteRefusals;
  /**
   * Answers every method at its path (a catch-all that decides by what the path names: an
   * unknown tool is 404 whatever the method, a known one 405 but for its own route's method).
   */
  everyMethod?: true;
  /** false for operational routes outside /v1. */
  documented?: boolean;
  /** Any query string is taken and ignored (probes: a load balancer's `/healthz?x=1` is still alive). */
  anyQuery?: true;
  /** Where provenance goes: `provenance`, or `x-provenance` in an OpenAPI document. */
  provenanceMember?: 'provenance' | 'x-provenance';
  handle(context: RouteContext): Answer | Promise<Answer>;
}
