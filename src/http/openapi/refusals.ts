/**
 * The refusal codes each operation may answer with, by status, published as the `enum` of its
 * error answers' `issues[].code` (docs/contract.md, Errors), so that a typed client switches on
 * them: what the contract refuses any request with, what the route's parameters and body are
 * refused with (from the readers' own lists: params.ts, tools/kit/input-reader.ts) and what the
 * route declares (RouteSpec.refusals). Every answer a test receives is checked against them.
 */
import type { JsonSchema } from '../../core/json-schema.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import { paramRefusals } from '../params.js';
import type { RouteRefusals, RouteSpec } from '../route-spec.js';
import { ERROR_RESPONSES, errorAnswerWith } from './components.js';

/** A language the service does not speak, refused but on a probe, which takes any query (RouteSpec.anyQuery). */
const UNSPOKEN_LANGUAGE: CopyKey = 'param.lang_unsupported';
/** What the contract refuses any request with before its route reads it (contract/, params.ts). */
const ANY_REQUEST: readonly CopyKey[] = [UNSPOKEN_LANGUAGE, 'api.bad_url'];
/** Unknown or repeated query parameters, refused but on a probe. */
const STRICT_QUERY: readonly CopyKey[] = ['param.unknown', 'param.repeated'];
/** A GET with a body (contract/index.ts); a POST's body unreadable as JSON (json-body.ts, api-error.ts). */
const BODY_REFUSALS: Readonly<Record<RouteSpec['method'], readonly CopyKey[]>> = {
  GET: ['api.body_not_expected'],
  POST: ['api.malformed_json', 'api.empty_body', 'api.body_not_utf8', 'api.bad_request'],
};

/** The shared response each route status starts from. */
const STATUS_RESPONSES = { 400: 'BadRequest', 404: 'NotFound', 503: 'Unavailable' } as const;
type RouteStatus = keyof typeof STATUS_RESPONSES;

/** What the contract refuses a request by this method with, whatever its route: its language, URL and body. */
export function bodyRefusals(method: RouteSpec['method']): CopyKey[] {
  return [...ANY_REQUEST, ...BODY_REFUSALS[method]];
}

/** Every code a route answers with, by status. */
function routeRefusals(route: RouteSpec): RouteRefusals {
  const own = route.refusals ?? {};
  const bad = [
    ...bodyRefusals(route.method).filter((code) => !route.anyQuery || code !== UNSPOKEN_LANGUAGE),
    ...(route.anyQuery ? [] : STRICT_QUERY),
    ...(route.params ?? []).flatMap(paramRefusals),
    ...(own[400] ?? []),
  ];
  return { ...own, 400: [...new Set(bad)] };
}

const pascal = (operationId: string) => operationId[0]!.toUpperCase() + operationId.slice(1);

/** A route's refusal codes, and the references of the error responses made for them. */
export interface RouteErrors {
  refusals: RouteRefusals;
  responses: Partial<Record<RouteStatus, JsonSchema>>;
}

/**
 * The route error responses of every operation, one component per distinct status and set of
 * codes (most GET paths share their 400), named after the first operation that has it; and, for
 * each route, its codes and the reference of each such status. A status the route describes in
 * its own words (a 503 saying what to install) is not made here: document.ts types it in place.
 */
export function routeErrorResponses(routes: readonly RouteSpec[]): {
  components: Record<string, JsonSchema>;
  byRoute: Map<RouteSpec, RouteErrors>;
} {
  const components: Record<string, JsonSchema> = {};
  const named = new Map<string, string>();
  const byRoute = new Map<RouteSpec, RouteErrors>();
  for (const route of routes) {
    const refusals = routeRefusals(route);
    const responses: Partial<Record<RouteStatus, JsonSchema>> = {};
    for (const status of [400, 404, 503] as const) {
      const codes = refusals[status];
      if (!codes || codes.length === 0 || route.responses[status]) continue;
      const shared = ERROR_RESPONSES[STATUS_RESPONSES[status]]!;
      const key = `${status} ${[...codes].sort().join(' ')}`;
      let name = named.get(key);
      if (!name) {
        name = `${pascal(route.operationId)}${STATUS_RESPONSES[status]}`;
        named.set(key, name);
        components[name] = { ...shared, content: { 'application/json': { schema: errorAnswerWith(codes) } } };
      }
      responses[status] = { $ref: `#/components/responses/${name}` };
    }
    byRoute.set(route, { refusals, responses });
  }
  return { components, byRoute };
}
