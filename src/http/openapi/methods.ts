/**
 * Every method at every path, declared (docs/contract.md, The published description), so that a
 * validating client or proxy meets no answer the document leaves out: HEAD beside GET (GET's
 * answers without their bodies), the CORS preflight (OPTIONS, 204), and each other method OpenAPI
 * names as the 405 it answers. These are hidden from the API reference (`x-scalar-ignore`): a
 * person never calls them.
 */
import type { JsonSchema } from '../../core/json-schema.js';
import { NO_STORE_HEADER_DOCS, errorResponse } from './components.js';

/** The methods OpenAPI gives a path item, in its order. */
const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** Methods whose body the contract refuses before routing (src/http/request-cost.ts). */
const WITHOUT_BODY = new Set(['get', 'head']);

const standard = (name: string) => ({ $ref: `#/components/responses/${name}` });
const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether an operation is one a path takes, not the 405 of one it does not. */
function taken(operation: unknown): boolean {
  return isObject(operation) && !(isObject(operation.responses) && '405' in operation.responses);
}

/** The methods a path takes, as its Allow header says them (HEAD with GET; OPTIONS always). */
export function allowOf(item: Readonly<Record<string, unknown>>): string {
  return [...(taken(item.get) ? ['GET', 'HEAD'] : []), ...(taken(item.post) ? ['POST'] : []), 'OPTIONS'].join(', ');
}

/** The Allow header: the methods a path takes, among GET, HEAD and POST, and OPTIONS. */
const ALLOW_HEADER = {
  description: 'The methods the path takes.',
  required: true,
  schema: { type: 'string', pattern: '^(GET, HEAD, )?(POST, )?OPTIONS$' },
};

export const METHOD_RESPONSES: Record<string, JsonSchema> = {
  MethodNotAllowed: errorResponse(
    'The path does not take this method (api.method_not_allowed); Allow names the methods it takes.',
    { Allow: ALLOW_HEADER },
    ['api.method_not_allowed'],
  ),
  Preflight: {
    description: 'The CORS preflight: no body; any origin may send the methods and headers named.',
    headers: {
      ...NO_STORE_HEADER_DOCS,
      'Access-Control-Allow-Methods': { required: true, schema: { type: 'string', const: 'GET, HEAD, POST, OPTIONS' } },
      'Access-Control-Allow-Headers': { required: true, schema: { type: 'string' } },
      'Access-Control-Max-Age': { required: true, schema: { type: 'integer', const: 86400 } },
      Allow: ALLOW_HEADER,
    },
  },
};

/** A shared response's bodiless twin, as HEAD answers it: `BadRequest` → `BadRequestNoBody`. */
const NO_BODY = 'NoBody';

/** The shared responses, each with its bodiless twin beside it for HEAD. */
export function withBodilessTwins(shared: Readonly<Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const twins = Object.entries(shared).map(([name, { content: _content, ...rest }]) => [`${name}${NO_BODY}`, rest]);
  return { ...shared, ...Object.fromEntries(twins) };
}

/** A response without its body, as HEAD answers it: a shared one by its bodiless twin. */
function withoutBody(response: JsonSchema): JsonSchema {
  if (typeof response.$ref === 'string') return { $ref: `${response.$ref}${NO_BODY}` };
  const { content: _content, ...rest } = response;
  return rest;
}

/** The HEAD of a GET operation: its parameters and answers, without bodies. */
function headOf(get: JsonSchema): JsonSchema {
  const responses = isObject(get.responses) ? get.responses : {};
  return {
    operationId: `${String(get.operationId)}Head`,
    summary: `${String(get.summary)} (headers only)`,
    tags: get.tags,
    parameters: get.parameters,
    'x-scalar-ignore': true,
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [
        status,
        isObject(response) ? withoutBody(response) : response,
      ]),
    ),
  };
}

/** The path's own parameters, which every operation at it declares. */
function pathParameters(base: JsonSchema): JsonSchema[] {
  return (Array.isArray(base.parameters) ? base.parameters : []).filter(
    (parameter): parameter is JsonSchema => isObject(parameter) && parameter.in === 'path',
  );
}

function preflightOf(base: JsonSchema, allow: string): JsonSchema {
  return {
    operationId: `${String(base.operationId)}Preflight`,
    summary: 'CORS preflight',
    description: `Answered without spending a token; Allow: ${allow}.`,
    tags: base.tags,
    parameters: pathParameters(base),
    'x-scalar-ignore': true,
    responses: { 204: standard('Preflight'), 429: standard('TooManyRequests') },
  };
}

function notAllowed(base: JsonSchema, method: string, allow: string): JsonSchema {
  return {
    operationId: `${String(base.operationId)}${method[0]!.toUpperCase()}${method.slice(1)}`,
    summary: `${method.toUpperCase()}: 405, Allow: ${allow}`,
    tags: base.tags,
    parameters: pathParameters(base),
    'x-scalar-ignore': true,
    responses: {
      // A body on GET or HEAD, or one declared over the limit, is refused before the method is looked at.
      ...(WITHOUT_BODY.has(method) ? { 400: standard('BadRequest') } : { 413: standard('PayloadTooLarge') }),
      405: standard('MethodNotAllowed'),
      429: standard('TooManyRequests'),
    },
  };
}

/** A path item with every method: the operations it has (GET or POST), HEAD with GET, OPTIONS, and the 405 of each other. */
export function withEveryMethod(item: Readonly<Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const base = item.get ?? item.post;
  if (!base) throw new Error('a path item without GET or POST');
  const allow = allowOf(item);
  const complete: Record<string, JsonSchema> = {};
  for (const method of OPENAPI_METHODS) {
    const declared = item[method];
    if (declared) complete[method] = declared;
    else if (method === 'head' && item.get) complete.head = headOf(item.get);
    else if (method === 'options') complete.options = preflightOf(base, allow);
    else complete[method] = notAllowed(base, method, allow);
  }
  return complete;
}
