/**
 * A route answered in-process, without HTTP: its parameters read by the same declaration, its
 * handler run, and the whole JSON it would send (provenance included), or its error answer from
 * the one mapping (api-error.ts). The MCP server (src/mcp/) answers through it, so an assistant
 * gets exactly the JSON an HTTP client gets, refusals included.
 */
import type { Issue } from '../core/issues.js';
import type { Lang } from '../i18n/languages.js';
import { answerHead, answerTail } from './answer-bytes.js';
import { ApiError, type RefusalContext, classify, errorMembers } from './api-error.js';
import { readParams } from './params.js';
import { buildProvenance, provenanceJson } from './provenance.js';
import type { RouteSpec } from './route.js';

export interface RouteCall {
  path?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  lang: Lang;
  /** An unreadable `lang`, refused with the rest as the HTTP route refuses it. */
  langIssue?: Issue;
  /**
   * Charges the route's cost to the caller's bucket before any work (POST /mcp: what the HTTP
   * route would cost, less what the POST has paid); throws the 429 when the bucket is empty.
   */
  charge?: (tokens: number) => Promise<void>;
}

export interface InProcessDeps {
  site: string;
  clock: () => Date;
  bodyLimitBytes: number;
  quotedVersion: RefusalContext['quotedVersion'];
  /** Logs an unforeseen error (the 500 says nothing of it): the service's logger, or standard error over stdio. */
  logInternal(error: unknown, operationId: string): void;
}

export interface RouteAnswer {
  status: number;
  /** The answer's JSON text, as the HTTP route writes it. */
  json: string;
  /** The rows of a page, when the route says (route.ts). */
  items?: number;
}

export async function answerRoute(spec: RouteSpec, call: RouteCall, deps: InProcessDeps): Promise<RouteAnswer> {
  const now = deps.clock();
  const member = spec.provenanceMember ?? 'provenance';
  try {
    await call.charge?.(spec.cost?.(call.query ?? {}) ?? 1);
    const read = readParams(spec.params ?? [], call.path ?? {}, call.query ?? {});
    const issues = call.langIssue ? [call.langIssue, ...read.issues] : read.issues;
    if (issues.length > 0) throw new ApiError(issues);
    const made = await spec.handle({ lang: call.lang, params: read.values, body: call.body, now });
    if ('file' in made) throw new Error(`${spec.operationId} answers with a file, which is served over HTTP only`);
    const provenance = provenanceJson({ site: deps.site, lang: call.lang, now, datasets: made.datasets ?? [] });
    const head = 'written' in made ? made.written : answerHead(made.body, made.preSerialised);
    return {
      status: 'written' in made ? 200 : (made.status ?? 200),
      json: head + answerTail(head, member, provenance),
      ...('items' in made && made.items !== undefined ? { items: made.items } : {}),
    };
  } catch (error) {
    return errorAnswer(error, spec, call.lang, deps, now);
  }
}

/** What the route answers for a thrown value, by the one mapping (api-error.ts); an unforeseen one is logged. */
export function errorAnswer(error: unknown, spec: RouteSpec, lang: Lang, deps: InProcessDeps, now: Date): RouteAnswer {
  const { answer, internal } = classify(error, {
    bodyLimit: deps.bodyLimitBytes,
    quotedVersion: deps.quotedVersion,
    ...(spec.tool ? { tool: spec.tool } : {}),
  });
  if (internal) deps.logInternal(error, spec.operationId);
  const provenance = buildProvenance({ site: deps.site, lang, now, datasets: answer.extras.datasets ?? [] });
  return { status: answer.status, json: JSON.stringify({ ...errorMembers(answer), provenance }) };
}
