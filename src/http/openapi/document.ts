/**
 * The OpenAPI 3.1 description, assembled from the same route declarations that serve the
 * requests: their parameters, bodies and answers, plus the contract's headers and errors.
 */
import { CONTRACT_QUERY_PARAMETERS, PROBE_LANG_PARAMETER } from '../contract/query.js';
import { type ParamSpec, paramSchema } from '../params.js';
import type { RouteRefusals, RouteSpec } from '../route-spec.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import {
  CACHE_HEADERS,
  ERROR_RESPONSES,
  EVERY_ANSWER_HEADER_DOCS,
  NO_STORE_HEADER_DOCS,
  HEADERS,
  SCHEMAS,
  errorAnswerWith,
} from './components.js';
import { type RouteErrors, routeErrorResponses } from './refusals.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { OTHER_METHODS_RULE, withBodilessTwins, withServedMethods } from './methods.js';
import { MCP_PATH_ITEM } from './mcp.js';

export interface DocumentInfo {
  version: string;
  siteUrl: string;
}

const TAGS = [
  { name: 'meta', description: 'The API itself: its index and its OpenAPI descriptions.' },
  { name: 'datasets', description: 'Published reference datasets as immutable, content-hashed versions.' },
  { name: 'refund-rate', description: 'The export refund and levy rate of one customs code.' },
  { name: 'tools', description: 'Calculators: descriptions and computation.' },
  { name: 'quote', description: 'Quote documents for buyers.' },
];

/**
 * A parameter of the document. An optional query parameter given empty (`?date=`) is read as not
 * given, its default applying, as a form leaves a field blank: `allowEmptyValue` says so; a
 * required one given empty is refused as missing (docs/contract.md, Parameters).
 */
function parameter(spec: ParamSpec): JsonSchema {
  const optionalQuery = spec.in === 'query' && spec.required !== true;
  return {
    name: spec.name,
    in: spec.in,
    required: spec.in === 'path' ? true : spec.required === true,
    ...(optionalQuery ? { allowEmptyValue: true } : {}),
    description: spec.description,
    schema: paramSchema(spec),
  };
}

/** The contract's query parameters, on every operation: shared, by reference. */
const CONTRACT_PARAMETER_REFS = Object.keys(CONTRACT_QUERY_PARAMETERS).map((name) => ({
  $ref: `#/components/parameters/${name}`,
}));
/** A probe's: `lang` any string (it is never refused for its query), and the cache-buster. */
const PROBE_PARAMETERS = [PROBE_LANG_PARAMETER, { $ref: '#/components/parameters/CacheBuster' }];

/** The codes a route answers with at `status`, where its refusals name that status. */
function codesAt(refusals: RouteRefusals, status: string): readonly CopyKey[] | undefined {
  if (status === '400') return refusals[400];
  if (status === '404') return refusals[404];
  return status === '503' ? refusals[503] : undefined;
}

/** A route's answers: its own, with its error answers' codes typed (refusals.ts), then the contract's. */
function responsesOf(route: RouteSpec, { refusals, responses: typed }: RouteErrors): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, doc] of Object.entries(route.responses)) {
    const success = Number(status) < 400;
    // An error answer the route describes itself (a 503's own words) carries its codes all the same.
    const codes = success ? undefined : codesAt(refusals, status);
    const schema = codes && isErrorAnswer(doc.schema) ? errorAnswerWith(codes) : doc.schema;
    responses[status] = {
      description: doc.description,
      headers: {
        ...(success && route.cachePolicy ? { ...EVERY_ANSWER_HEADER_DOCS, ...CACHE_HEADERS } : NO_STORE_HEADER_DOCS),
        ...doc.headers,
      },
      content: { [doc.contentType ?? 'application/json']: { schema } },
    };
  }
  const standard = (name: string) => ({ $ref: `#/components/responses/${name}` });
  if (route.cachePolicy) responses['304'] = standard('NotModified');
  // Each error status the route's refusals name (refusals.ts): a 404 or 503 only where some code answers it.
  if (typed[400]) responses['400'] ??= typed[400];
  if (typed[404]) responses['404'] ??= typed[404];
  if (route.method === 'POST') {
    responses['408'] = standard('RequestTimeout');
    responses['413'] = standard('PayloadTooLarge');
    responses['415'] = standard('UnsupportedMediaType');
  }
  if (typed[503]) responses['503'] ??= typed[503];
  responses['429'] = standard('TooManyRequests');
  responses['500'] = standard('InternalError');
  return responses;
}

const isErrorAnswer = (schema: JsonSchema) => schema.$ref === '#/components/schemas/ErrorAnswer';

function operation(route: RouteSpec, errors: RouteErrors): JsonSchema {
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    parameters: [
      ...(route.params ?? []).map(parameter),
      ...(route.anyQuery ? PROBE_PARAMETERS : CONTRACT_PARAMETER_REFS),
    ],
    ...(route.requestBody
      ? {
          requestBody: {
            required: true,
            description: route.requestBody.description,
            content: {
              'application/json': {
                schema: route.requestBody.schema,
                ...(route.requestBody.example === undefined ? {} : { example: route.requestBody.example }),
              },
            },
          },
        }
      : {}),
    responses: responsesOf(route, errors),
  };
}

/**
 * The shared schemas `text` refers to, and those they refer to in turn: one no answer uses (the
 * generic ErrorAnswer, which every operation's typed error answers replace) is left out.
 */
function referencedSchemas(all: Record<string, JsonSchema>, text: string): Record<string, JsonSchema> {
  const kept = new Set<string>();
  const pending = [text];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const [, name] of next.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name === undefined || kept.has(name) || !(name in all)) continue;
      kept.add(name);
      pending.push(JSON.stringify(all[name]));
    }
  }
  return Object.fromEntries(Object.entries(all).filter(([name]) => kept.has(name)));
}

/** The named schemas the routes bring (a tool's outputs); one name is one schema. */
function routeComponents(routes: readonly RouteSpec[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const route of routes) {
    for (const [name, schema] of Object.entries(route.components ?? {})) {
      if (name in SCHEMAS || (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(schema)))
        throw new Error(`two schemas named ${name}`);
      schemas[name] = schema;
    }
  }
  return schemas;
}

export function buildOpenApi31(routes: readonly RouteSpec[], info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const documented = routes.filter((r) => r.documented !== false);
  const errors = routeErrorResponses(documented);
  // In the routes' order: byRoute holds each documented route once.
  for (const [route, made] of errors.byRoute) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, made);
  }
  paths['/mcp'] = MCP_PATH_ITEM;
  for (const [path, item] of Object.entries(paths)) paths[path] = withServedMethods(item);
  const shared = withBodilessTwins({ ...ERROR_RESPONSES, ...errors.components });
  const referenced = JSON.stringify(paths);
  const responses = Object.fromEntries(
    Object.entries(shared).filter(([name]) => referenced.includes(`"#/components/responses/${name}"`)),
  );
  const schemas = referencedSchemas(
    { ...SCHEMAS, ...routeComponents(routes) },
    `${referenced}${JSON.stringify(responses)}`,
  );
  const usedTags = new Set(routes.filter((r) => r.documented !== false).map((r) => r.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Export Trade Calculation and Reference Data API',
      version: info.version,
      description:
        'Read-only JSON service: reference datasets, the export refund-rate lookup and calculators for export trade. ' +
        'Every answer carries provenance; every figure is an exact decimal string. No key is needed: each sender has a ' +
        'token bucket of 60 requests refilled at 60 per minute. Results are reference figures; the official publication prevails. ' +
        OTHER_METHODS_RULE,
      license: { name: 'CC BY 4.0 (answers; draft)', url: 'https://creativecommons.org/licenses/by/4.0/' },
      // Named: a reader (Scalar's, a screen reader) shows the link by its name.
      contact: { name: 'Export Trade API site', url: info.siteUrl },
    },
    servers: [{ url: '/', description: 'This server; every path starts with /v1/.' }],
    security: [],
    tags: TAGS.filter((tag) => usedTags.has(tag.name)),
    paths,
    components: {
      schemas,
      parameters: CONTRACT_QUERY_PARAMETERS,
      responses,
      headers: HEADERS,
    },
  };
}
