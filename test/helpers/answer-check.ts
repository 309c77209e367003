/**
 * Every answer a test receives is checked against the description the service publishes (issue
 * 15): the app's own /v1/openapi.json, its response schema for the path, method and status
 * validated with a JSON Schema 2020-12 validator (ajv). A body the document forbids, or a status
 * it does not describe, fails the test that received it, so the description cannot drift from
 * the answers unnoticed. Installed on every app the test helpers build (app.ts).
 */
import assert from 'node:assert/strict';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { allowOf } from '../../src/http/openapi/document.js';

type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }> }>>;
  components?: { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
};

const DOCUMENT_ID = 'https://openapi.test/v1.json';
/** The members of a path item that are operations (the rest: description, parameters). */
const OPERATION_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Operations by method, their path templates as patterns (`/v1/datasets/{id}` → /v1/datasets/[^/]+). */
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  statuses: string[];
}

class AnswerChecker {
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  readonly #operations: Operation[];
  readonly #compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: OpenApiDocument) {
    this.#ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    // Static paths first, so /v1/tools/cbm/compute is not taken for /v1/tools/{id}/compute.
    this.#operations = Object.entries(document.paths)
      .flatMap(([template, item]) =>
        Object.entries(item).filter(([key]) => OPERATION_METHODS.has(key)).map(([method, operation]) => ({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`),
          statuses: Object.keys(operation.responses ?? {}),
        })),
      )
      .sort((a, b) => (a.template.includes('{') ? 1 : 0) - (b.template.includes('{') ? 1 : 0));
  }

  /** The schema path of a described JSON answer, or why there is none. */
  #schemaOf(operation: Operation, status: string): string | null {
    const pointer = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');
    const response = this.document.paths[operation.template]?.[operation.method.toLowerCase()]?.responses?.[status];
    if (!response) return null;
    if (response.$ref) {
      const name = response.$ref.replace('#/components/responses/', '');
      const shared = this.document.components?.responses?.[name];
      return shared?.content?.['application/json']?.schema ? `#/components/responses/${pointer(name)}/content/application~1json/schema` : '';
    }
    return response.content?.['application/json']?.schema
      ? `#/paths/${pointer(operation.template)}/${operation.method.toLowerCase()}/responses/${status}/content/application~1json/schema`
      : '';
  }

  /** A method the path has no operation for: the 405 its path item describes, with its Allow. */
  #checkOtherMethod(method: string, url: string, template: string, response: LightMyRequestResponse): void {
    const item = this.document.paths[template]!;
    assert.equal(response.statusCode, 405, `${method} ${url}: a method ${template} does not take answers 405`);
    assert.equal(response.headers.allow, allowOf(item), `${method} ${url}: Allow names the methods of ${template}`);
    // The path item's description names the 405; its body is the one error shape.
    assert.match(String(item.description), /405/, `${template} describes its 405`);
    const validate = this.#ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/ErrorAnswer`);
    assert.ok(validate, 'the document describes ErrorAnswer');
    if (!validate(response.json())) assert.fail(`${method} ${url} → 405 does not match the OpenAPI document: ${this.#ajv.errorsText(validate.errors)}`);
  }

  check(method: string, url: string, response: LightMyRequestResponse): void {
    const path = url.split('?')[0] ?? url;
    const atPath = this.#operations.filter((candidate) => candidate.pattern.test(path));
    const operation = atPath.find((candidate) => candidate.method === method || (method === 'HEAD' && candidate.method === 'GET'));
    const status = String(response.statusCode);
    // Paths the document does not describe (operational routes, test fixtures, unknown paths) are not its to check.
    if (!operation) {
      if (atPath.length > 0 && method !== 'OPTIONS') this.#checkOtherMethod(method, url, atPath[0]!.template, response);
      return;
    }
    const key = `${operation.method} ${operation.template} ${status}`;
    if (!this.#compiled.has(key)) {
      const schemaPath = this.#schemaOf(operation, status);
      assert.notEqual(schemaPath, null, `${key}: the OpenAPI document does not describe this status`);
      this.#compiled.set(key, schemaPath ? this.#ajv.compile({ $ref: `${DOCUMENT_ID}${schemaPath}` }) : null);
    }
    const validate = this.#compiled.get(key);
    if (!validate || method === 'HEAD' || !String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
    if (!validate(response.json())) {
      assert.fail(`${method} ${url} → ${status} does not match the OpenAPI document: ${this.#ajv.errorsText(validate.errors, { separator: '; ' })}`);
    }
  }
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
    checker.check(method.toUpperCase(), url, response);
    return response;
  };
  Object.assign(app, { inject: checked });
}
