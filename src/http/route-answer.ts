/**
 * A route answered in-process, without HTTP, through the one answer path (answer-pipeline.ts):
 * the whole JSON it would send, provenance included, or its error answer. The MCP server
 * (src/mcp/) answers through it, so an assistant gets exactly the JSON an HTTP client gets,
 * refusals included, and an unforeseen error is logged as an HTTP one is.
 */
import type { Lang } from '../i18n/languages.js';
import {
  type Call,
  type JsonOutcome,
  type PipelineDeps,
  answerCall,
  errorOutcome,
  outcomeJson,
} from './answer-pipeline.js';
import type { RouteSpec } from './route-spec.js';

export interface RouteCall extends Omit<Call, 'ifNoneMatch' | 'revalidation'> {
  /**
   * Charges the route's cost to the caller's bucket before any work (POST /mcp: what the HTTP
   * route would cost, less what the POST has paid); throws the 429 when the bucket is empty.
   */
  charge?: (tokens: number) => Promise<void>;
}

export type InProcessDeps = Omit<PipelineDeps, 'known'>;

export interface RouteAnswer {
  status: number;
  /** The answer's JSON text, as the HTTP route writes it. */
  json: string;
  /** The rows of a page, when the route says (route-spec.ts). */
  items?: number;
}

function routeAnswer(outcome: JsonOutcome): RouteAnswer {
  return {
    status: outcome.status,
    json: outcomeJson(outcome),
    ...(outcome.items === undefined ? {} : { items: outcome.items }),
  };
}

export async function answerRoute(spec: RouteSpec, call: RouteCall, deps: InProcessDeps): Promise<RouteAnswer> {
  const { charge, ...asked } = call;
  try {
    await charge?.(Math.max(spec.cost?.(call.query ?? {}) ?? 1, spec.bodyCost?.(call.body) ?? 0));
  } catch (error) {
    return errorAnswer(error, spec, call.lang, deps);
  }
  const outcome = await answerCall(spec, asked, deps);
  if ('head' in outcome) return routeAnswer(outcome);
  return errorAnswer(
    new Error(`${spec.operationId} answers with a file or a 304, which only HTTP carries`),
    spec,
    call.lang,
    deps,
  );
}

/** What the route answers for a thrown value, by the one mapping (api-error.ts); an unforeseen one is logged. */
export function errorAnswer(error: unknown, spec: RouteSpec, lang: Lang, deps: InProcessDeps): RouteAnswer {
  return routeAnswer(
    errorOutcome(error, lang, deps, { operationId: spec.operationId, ...(spec.tool ? { tool: spec.tool } : {}) }),
  );
}
