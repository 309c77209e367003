/**
 * The API's own routes: the /v1/ index, the two OpenAPI editions, and the operational
 * health and readiness probes outside /v1 (not in the OpenAPI documents).
 */
import type { Freshness } from '../../datasets/freshness.js';
import { createHash } from 'node:crypto';
import { type JsonSchema, object, ref } from '../../core/json-schema.js';
import type { RouteSpec } from '../route-spec.js';

/**
 * What readiness reports: whether DATA_DIR could be read, the dataset versions being served, any
 * refused (with the reason: this probe is operational, outside /v1), the datasets with no version
 * to serve, and where the rate limiter's verdicts come from.
 */
export interface ReadinessReport {
  ready: boolean;
  /** Why DATA_DIR could not be listed at the last scan, when it could not: the versions read before are served. */
  data_dir_problem?: string;
  datasets: {
    loaded: Array<{ id: string; version: string }>;
    refused: Array<{ id: string; version: string; reason: string }>;
    /** Shipped datasets without a loaded version: the service is not ready while there are any. */
    missing: string[];
    /** Datasets users import themselves (not shipped) without a loaded version, when there are any: not a reason to be unready. */
    missing_optional?: string[];
    /** Dataset folders that could not be listed at the last scan: their versions read before are served. */
    folder_problems?: Array<{ id: string; problem: string }>;
    /** Versions served from memory whose folder is gone, until a newer version of their dataset is verified. */
    vanished?: Array<{ id: string; version: string }>;
  };
  limiter: 'memory' | 'redis' | 'local-fallback';
  /**
   * How current each dataset is and what its scheduled fetch last did. Stale data does
   * not make the service unready: it is served, and said to be stale here and in GET /v1/datasets.
   */
  freshness: Record<string, Freshness>;
}

const INDEX_LINKS = {
  datasets: '/v1/datasets',
  refund_rate: '/v1/refund-rate',
  tools: '/v1/tools',
  quote: '/v1/quote',
  openapi: '/v1/openapi.json',
  openapi_3_0: '/v1/openapi-3.0.json',
};

const INDEX_SCHEMA = object({
  api: { type: 'string', enum: ['v1'] },
  links: object(Object.fromEntries(Object.keys(INDEX_LINKS).map((k) => [k, { type: 'string' }])), [
    'openapi',
    'openapi_3_0',
  ]),
  provenance: ref('Provenance'),
});

const OPENAPI_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'An OpenAPI document; its provenance is the root member x-provenance.',
  properties: {
    openapi: { type: 'string' },
    info: { type: 'object', additionalProperties: true },
    paths: { type: 'object', additionalProperties: true },
  },
  required: ['openapi', 'info', 'paths'],
};

function digestOf(document: unknown): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex');
}

/** The index links only to resources this build serves. */
export function indexRoute(servedPaths: () => ReadonlySet<string>): RouteSpec {
  const links = () => Object.fromEntries(Object.entries(INDEX_LINKS).filter(([, path]) => servedPaths().has(path)));
  return {
    operationId: 'getIndex',
    method: 'GET',
    path: '/v1',
    summary: 'The API index',
    description: 'Links to the resources of v1.',
    tag: 'meta',
    cachePolicy: () => ({ lifetime: 'descriptions', parts: [JSON.stringify(links())] }),
    responses: { 200: { description: 'The index.', schema: INDEX_SCHEMA } },
    handle: () => ({ body: { api: 'v1', links: links() } }),
  };
}

/** Both editions; `documents` is filled once all routes are known (they describe themselves too). */
export function openApiRoutes(documents: { v31?: JsonSchema; v30?: JsonSchema }): RouteSpec[] {
  const edition = (
    operationId: string,
    path: string,
    summary: string,
    pick: () => JsonSchema | undefined,
  ): RouteSpec => ({
    operationId,
    method: 'GET',
    path,
    summary,
    tag: 'meta',
    provenanceMember: 'x-provenance',
    cachePolicy: () => ({ lifetime: 'descriptions', parts: [digestOf(pick())] }),
    responses: { 200: { description: 'The OpenAPI document.', schema: OPENAPI_SCHEMA } },
    handle: () => ({ body: pick() ?? {} }),
  });
  return [
    edition('getOpenApi31', '/v1/openapi.json', 'This API as OpenAPI 3.1', () => documents.v31),
    edition('getOpenApi30', '/v1/openapi-3.0.json', 'This API as OpenAPI 3.0', () => documents.v30),
  ];
}

const HEALTH: JsonSchema = {
  type: 'object',
  required: ['status', 'provenance'],
  properties: { status: { type: 'string', const: 'ok' }, provenance: ref('Provenance') },
  additionalProperties: false,
};

/** The readiness report: its members are operational and may grow, so only the decisive ones are fixed. */
const READINESS: JsonSchema = {
  type: 'object',
  required: ['ready', 'datasets', 'provenance'],
  properties: {
    ready: { type: 'boolean' },
    data_dir_problem: { type: 'string', description: 'Why DATA_DIR could not be listed at the last scan.' },
    datasets: {
      type: 'object',
      additionalProperties: true,
      description:
        'Versions loaded, refused and missing; dataset folders that could not be listed, and versions whose folder is gone (served from memory).',
    },
    provenance: ref('Provenance'),
  },
};

export function healthRoutes(readiness: () => ReadinessReport): RouteSpec[] {
  return [
    {
      operationId: 'getHealth',
      method: 'GET',
      path: '/healthz',
      summary: 'Liveness',
      description:
        'The process answers. Any query is taken and ignored (a load balancer’s probe); free within a probe allowance per sender (docs/contract.md, Rate limit), one token past it.',
      tag: 'meta',
      cost: () => 0,
      anyQuery: true,
      responses: { 200: { description: 'Alive.', schema: HEALTH } },
      handle: () => ({ body: { status: 'ok' } }),
    },
    {
      operationId: 'getReadiness',
      method: 'GET',
      path: '/readyz',
      summary: 'Readiness, with the dataset versions loaded and refused',
      description:
        'Ready when every shipped dataset has a version to serve (docs/operations.md); the report names the versions loaded, refused and missing, faults of DATA_DIR (the versions read before are served through them) and the rate limiter’s state. Any query is taken and ignored, as by /healthz. Free within a probe allowance per sender (docs/contract.md, Rate limit), one token past it.',
      tag: 'meta',
      cost: () => 0,
      anyQuery: true,
      responses: {
        200: { description: 'Ready.', schema: READINESS },
        503: { description: 'Not ready yet: a shipped dataset has no usable version.', schema: READINESS },
      },
      handle: () => {
        const report = readiness();
        return { status: report.ready ? 200 : 503, body: { ...report } };
      },
    },
  ];
}
