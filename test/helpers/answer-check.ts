/**
 * Every answer a test receives is checked against the description the service publishes (issue
 * 15): the app's own /v1/openapi.json, its response for the path, method and status: the body
 * validated with a JSON Schema 2020-12 validator (ajv), each described header present when the
 * document says it is required and matching its schema, and no header of the contract (ETag,
 * Cache-Control, Retry-After, RateLimit-*) sent where the document does not describe it. A status,
 * member or header the document does not describe fails the test that received it. A method a
 * path does not publish is held to the rule the document states once in its description (405 with
 * Allow, the CORS preflight: src/http/openapi/methods.ts). Installed on
 * every app the test helpers build (app.ts), and on real sockets through checkedFetch (checked-fetch.ts).
 */
import assert from 'node:assert/strict';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { UNSERVED_RESPONSES, allowOf, unservedResponses } from '../../src/http/openapi/methods.js';
import { assertLoadPlanAnswer } from './load-plan-answer.js';

type Json = { [key: string]: unknown };
interface HeaderDoc {
  $ref?: string;
  required?: boolean;
  schema?: Json;
}
interface ResponseDoc {
  $ref?: string;
  headers?: Record<string, HeaderDoc>;
  content?: Record<string, { schema?: unknown }>;
}
type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseDoc> } | string>>;
  components?: { responses?: Record<string, ResponseDoc>; headers?: Record<string, HeaderDoc> };
};

/** A parsed document the checker can read: an object with paths. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  return (
    value !== null &&
    typeof value === 'object' &&
    'paths' in value &&
    value.paths !== null &&
    typeof value.paths === 'object'
  );
}

/** An answer as received, by inject or over a socket. */
export interface ReceivedAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | string[] | number | undefined>>;
  /** The body parsed as JSON (called only for a JSON answer with a body). */
  json(): unknown;
}

const DOCUMENT_ID = 'https://openapi.test/v1.json';
/** The members of a path item that are operations (the rest: description, parameters). */
const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Headers of the contract: one sent where the document does not describe it is drift too. */
const CONTRACT_HEADERS = [
  'access-control-allow-origin',
  'access-control-expose-headers',
  'x-content-type-options',
  'content-disposition',
  'link',
  'etag',
  'cache-control',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'ratelimit-policy',
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** How many of a path's segments are parameters. */
const templated = (template: string) => template.split('{').length - 1;
const pointer = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

/** A path template as a pattern (`/v1/datasets/{id}` → /v1/datasets/[^/]+). */
interface PathPattern {
  template: string;
  pattern: RegExp;
}

/** An operation: the method at the path template, published or answered by the rule for the others. */
interface Operation {
  method: string;
  template: string;
  responses: Record<string, ResponseDoc>;
  published: boolean;
}

export class AnswerChecker {
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  readonly #paths: PathPattern[];
  readonly #compiled = new Map<string, ValidateFunction>();

  readonly document: OpenApiDocument;

  constructor(published: OpenApiDocument) {
    // The responses of the rule for unpublished methods, beside the document's own shared ones.
    const components = published.components ?? {};
    this.document = {
      ...published,
      components: { ...components, responses: { ...UNSERVED_RESPONSES, ...components.responses } },
    };
    const document = this.document;
    this.#ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    // Paths with fewer templated segments first, so /v1/tools/cbm/compute is not taken for
    // /v1/tools/{id}/compute, nor /v1/datasets/{id}/feed.atom for /v1/datasets/{id}/{version}.
    this.#paths = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(
          `^${template
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join('[^/]+')}$`,
        ),
      }))
      .sort((a, b) => templated(a.template) - templated(b.template));
  }

  #validator(schemaPath: string): ValidateFunction {
    let validate = this.#compiled.get(schemaPath);
    if (!validate)
      this.#compiled.set(schemaPath, (validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}${schemaPath}` })));
    return validate;
  }

  /** The response a status is described by, and the pointer to it (through a shared response's $ref). */
  #responseOf(operation: Operation, status: string): { doc: ResponseDoc; at: string } | null {
    const response = operation.responses[status];
    if (!response) return null;
    if (response.$ref) {
      const name = response.$ref.replace('#/components/responses/', '');
      const shared = this.document.components?.responses?.[name];
      return shared ? { doc: shared, at: `#/components/responses/${pointer(name)}` } : null;
    }
    assert.ok(
      operation.published,
      `${operation.method} ${operation.template}: the rule's answers are shared responses`,
    );
    return {
      doc: response,
      at: `#/paths/${pointer(operation.template)}/${operation.method.toLowerCase()}/responses/${status}`,
    };
  }

  /** The operation `method` meets at `path`: its own where the document publishes it, else the rule's; null off the document's paths. */
  #operationAt(method: string, path: string): Operation | null {
    const found = this.#paths.find((candidate) => candidate.pattern.test(path));
    if (!found) return null;
    const published = this.document.paths[found.template]?.[method.toLowerCase()];
    if (typeof published === 'object')
      return { method, template: found.template, responses: published.responses ?? {}, published: true };
    return { method, template: found.template, responses: unservedResponses(method), published: false };
  }

  #headers(where: string, described: Record<string, HeaderDoc>, received: ReceivedAnswer['headers']): void {
    const names = new Set<string>();
    for (const [name, given] of Object.entries(described)) {
      const header = given.$ref
        ? this.document.components?.headers?.[given.$ref.replace('#/components/headers/', '')]
        : given;
      assert.ok(header, `${where}: header ${name} refers to nothing`);
      const lower = name.toLowerCase();
      names.add(lower);
      const value = received[lower];
      if (value === undefined) {
        assert.ok(!header.required, `${where}: the required header ${name} is missing`);
        continue;
      }
      const text = String(value);
      const integer = header.schema?.type === 'integer';
      if (integer) assert.match(text, /^-?[0-9]+$/, `${where}: ${name} is an integer, not ${text}`);
      const validate = this.#ajv.compile(header.schema ?? {});
      assert.ok(
        validate(integer ? Number(text) : text),
        `${where}: ${name}: ${text} does not match its schema: ${this.#ajv.errorsText(validate.errors)}`,
      );
    }
    for (const name of CONTRACT_HEADERS) {
      assert.ok(
        received[name] === undefined || names.has(name),
        `${where}: sends ${name}, which the document does not describe for this answer`,
      );
    }
  }

  check(method: string, url: string, answer: ReceivedAnswer): void {
    const path = url.split('?')[0] ?? url;
    const where = `${method} ${url} → ${answer.status}`;
    // Paths the document does not describe (operational routes, test fixtures, unknown paths), and
    // methods OpenAPI has no name for, are not its to check.
    const operation = OPERATION_METHODS.has(method.toLowerCase()) ? this.#operationAt(method, path) : null;
    if (!operation) return;
    if (answer.status === 405 || method === 'OPTIONS')
      assert.equal(
        answer.headers.allow,
        allowOf(this.document.paths[operation.template]!),
        `${where}: Allow names the methods of ${operation.template}`,
      );
    const response = this.#responseOf(operation, String(answer.status));
    assert.ok(
      response,
      `${where}: the OpenAPI document does not describe this status for ${operation.method} ${operation.template}`,
    );
    this.#headers(where, response.doc.headers ?? {}, answer.headers);
    const json = response.doc.content?.['application/json'];
    if (
      !json?.schema ||
      method === 'HEAD' ||
      !String(answer.headers['content-type'] ?? '').startsWith('application/json')
    )
      return;
    const validate = this.#validator(`${response.at}/content/application~1json/schema`);
    if (!validate(answer.json()))
      assert.fail(
        `${where} does not match the OpenAPI document: ${this.#ajv.errorsText(validate.errors, { separator: '; ' })}`,
      );
  }
}

/**
 * Every load plan a test receives is checked by the rule checker, independent of the planner
 * (load-plan-answer.ts): from its request's inputs and its `plan` member alone.
 */
function checkPlan(url: string, payload: InjectOptions['payload'], response: LightMyRequestResponse): void {
  if (response.statusCode !== 200 || !url.startsWith('/v1/tools/load-plan/compute')) return;
  const body: unknown = typeof payload === 'string' || Buffer.isBuffer(payload) ? JSON.parse(String(payload)) : payload;
  const inputs = typeof body === 'object' && body !== null && 'inputs' in body ? body.inputs : undefined;
  if (typeof inputs === 'object' && inputs !== null) assertLoadPlanAnswer({ ...inputs }, response.json());
}

/** Checks every answer `app.inject` gives against the app's own /v1/openapi.json, when it serves one. */
export async function checkAnswersOf(app: FastifyInstance): Promise<void> {
  const served = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  if (served.statusCode !== 200) return;
  const checker = new AnswerChecker(served.json());
  // The one form the tests use: options or a URL, answered by a promise.
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const response = await inject(options);
    const target = typeof options === 'string' ? options : (options.url ?? options.path ?? '/');
    const url = typeof target === 'string' ? target : target.pathname;
    const method = typeof options === 'string' ? 'GET' : String(options.method ?? 'GET');
    checker.check(method.toUpperCase(), url, {
      status: response.statusCode,
      headers: response.headers,
      json: () => response.json(),
    });
    if (typeof options !== 'string') checkPlan(url, options.payload, response);
    return response;
  };
  Object.assign(app, { inject: checked });
}
