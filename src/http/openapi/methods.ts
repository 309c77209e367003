/**
 * The methods of a path, as the document publishes them (docs/contract.md, The published
 * description): the GET or POST it takes, and HEAD beside GET (GET's answers without their
 * bodies, hidden from the API reference: a person never calls it). Every other method, and the
 * CORS preflight, is answered by one rule the document states once in its description
 * (`OTHER_METHODS_RULE`), not by an operation per path that could only fail: the answers of that
 * rule are described here all the same (`UNSERVED_RESPONSES`), for the checks that hold every
 * answer to the description.
 */
import type { JsonSchema } from '../../core/json-schema.js';
import { ALLOWED_HEADERS, ALLOWED_METHODS } from '../contract/cors.js';
import { ERROR_RESPONSES, NO_STORE_HEADER_DOCS, errorResponse } from './components.js';

/** Methods whose body the contract refuses before routing (src/http/request-cost.ts). */
const WITHOUT_BODY = new Set(['get', 'head']);

const standard = (name: string) => ({ $ref: `#/components/responses/${name}` });
const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The methods a path takes, as its Allow header says them (HEAD with GET; OPTIONS always). */
export function allowOf(item: Readonly<Record<string, unknown>>): string {
  return [...(isObject(item.get) ? ['GET', 'HEAD'] : []), ...(isObject(item.post) ? ['POST'] : []), 'OPTIONS'].join(
    ', ',
  );
}

/** The rule for every method a path does not publish, said once in the document's description. */
export const OTHER_METHODS_RULE =
  'Each path lists the methods it serves (GET with HEAD, or POST; /mcp both). Any other method at a path the API serves ' +
  'answers 405 api.method_not_allowed with Allow naming the methods the path takes (GET, HEAD, OPTIONS or POST, ' +
  'OPTIONS), before its body is read; a path it does not serve is 404 api.not_found whatever the method. OPTIONS is ' +
  'the CORS preflight, answered 204 without spending a token, with Access-Control-Allow-Methods: ' +
  `${ALLOWED_METHODS}, Access-Control-Allow-Headers: ${ALLOWED_HEADERS}, Access-Control-Max-Age: 86400 and Allow.`;

/** The Allow header: the methods a path takes, among GET, HEAD and POST, and OPTIONS. */
const ALLOW_HEADER = {
  description: 'The methods the path takes.',
  required: true,
  schema: { type: 'string', pattern: '^(GET, HEAD, )?(POST, )?OPTIONS$' },
};

const METHOD_RESPONSES: Record<string, JsonSchema> = {
  MethodNotAllowed: errorResponse(
    'The path does not take this method (api.method_not_allowed); Allow names the methods it takes.',
    { Allow: ALLOW_HEADER },
    ['api.method_not_allowed'],
  ),
  Preflight: {
    description: 'The CORS preflight: no body; any origin may send the methods and headers named.',
    headers: {
      ...NO_STORE_HEADER_DOCS,
      'Access-Control-Allow-Methods': { required: true, schema: { type: 'string', const: ALLOWED_METHODS } },
      'Access-Control-Allow-Headers': { required: true, schema: { type: 'string', const: ALLOWED_HEADERS } },
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

/**
 * The responses the rule for unpublished methods answers with, as shared responses (the document
 * names them by reference where an operation meets them too): read with the document by the
 * checks of every answer (test/helpers/answer-check.ts).
 */
export const UNSERVED_RESPONSES: Record<string, JsonSchema> = withBodilessTwins({
  ...METHOD_RESPONSES,
  BadRequest: ERROR_RESPONSES.BadRequest!,
  PayloadTooLarge: ERROR_RESPONSES.PayloadTooLarge!,
  TooManyRequests: ERROR_RESPONSES.TooManyRequests!,
});

/**
 * What a method a path does not publish is answered with (`OTHER_METHODS_RULE`), as an
 * operation's responses: the preflight for OPTIONS; else the 405, beside the 429 and the
 * refusals made before routing (400 for a GET or HEAD with a body, 413 for a body declared over
 * the limit).
 */
export function unservedResponses(method: string): Record<string, JsonSchema> {
  const lower = method.toLowerCase();
  if (lower === 'options') return { 204: standard('Preflight'), 429: standard('TooManyRequests') };
  return {
    ...(WITHOUT_BODY.has(lower) ? { 400: standard('BadRequest') } : { 413: standard('PayloadTooLarge') }),
    405: standard('MethodNotAllowed'),
    429: standard('TooManyRequests'),
  };
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

/** A path item with the methods it serves: its GET (and HEAD beside it) or its POST. */
export function withServedMethods(item: Readonly<Record<string, JsonSchema>>): Record<string, JsonSchema> {
  if (!item.get && !item.post) throw new Error('a path item without GET or POST');
  return {
    ...(item.get ? { get: item.get, head: headOf(item.get) } : {}),
    ...(item.post ? { post: item.post } : {}),
  };
}
