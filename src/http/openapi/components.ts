/**
 * Shared OpenAPI components: the provenance object (docs/contract.md, Provenance), the error answer (docs/contract.md, Errors), the
 * standard error responses and the headers every answer carries (docs/contract.md, Rate limit).
 */
import { LANGUAGES } from '../../i18n/languages.js';
import { FIGURE_SCHEMAS } from './figure-schemas.js';
import { type JsonSchema, nullable, object, ref } from '../../core/json-schema.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import { EXPOSED_HEADERS } from '../contract/headers.js';

const STRING: JsonSchema = { type: 'string' };

/** An issue whose `code` is `code`: any copy key (the Issue schema), or those one answer may carry. */
function issueWith(code: JsonSchema): JsonSchema {
  return object({
    path: { type: 'string', description: 'The input named, dotted (cartons.0.length); empty for the whole request.' },
    code,
    values: {
      type: 'object',
      description: 'Values used in the text: integers, or decimal strings.',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    },
    message: {
      type: 'string',
      description: 'One Chinese sentence followed by its English sentence, whatever lang is.',
    },
  });
}

/** The error answer (docs/contract.md, Errors) whose issues are `issue`. */
function errorAnswerOf(issue: JsonSchema): JsonSchema {
  return object(
    {
      issues: { type: 'array', minItems: 1, maxItems: 100, items: issue },
      issues_total: {
        type: 'integer',
        minimum: 101,
        description: 'How many issues there were, when more than the 100 listed.',
      },
      tool: { type: 'string', description: 'Tool id; calculations only.' },
      normalized: { type: 'array', maxItems: 100, items: ref('Normalized') },
      normalized_total: {
        type: 'integer',
        minimum: 101,
        description: 'How many inputs were rewritten, when more than the 100 listed.',
      },
      provenance: ref('Provenance'),
    },
    ['issues', 'provenance'],
  );
}

/** An issue carrying one of `codes`: in an error answer, or in an answer of its own shape (the lookup's 404). */
export function issueCarrying(codes: readonly CopyKey[]): JsonSchema {
  return issueWith({ type: 'string', enum: [...codes] });
}

/** The error answer whose issues carry only `codes` (openapi/refusals.ts). */
export function errorAnswerWith(codes: readonly CopyKey[]): JsonSchema {
  return errorAnswerOf(issueCarrying(codes));
}

export const SCHEMAS: Record<string, JsonSchema> = {
  ...FIGURE_SCHEMAS,
  ProvenanceDataset: object(
    {
      id: STRING,
      version: STRING,
      published_at: { type: 'string', description: 'The publisher’s date, with time and offset where given.' },
      origin: nullable({ type: 'string', description: 'Null where the origin may not be shown.' }),
      source: nullable({ type: 'string', description: 'The publisher’s source line in the answer language.' }),
      source_url: { type: 'string', format: 'uri', description: 'Only where linking is allowed.' },
    },
    ['id', 'version', 'published_at', 'origin', 'source'],
  ),
  Provenance: object({
    api: { type: 'string', enum: ['v1'] },
    site: { type: 'string', description: 'The publishing site.' },
    generated_at: { type: 'string', format: 'date-time' },
    language: { type: 'string', enum: [...LANGUAGES] },
    source_line: { type: 'string', description: 'One credit line; quote it as it is.' },
    notice: { type: 'string', description: 'Not an official channel; the official publication prevails.' },
    datasets: { type: 'array', items: ref('ProvenanceDataset') },
    license: object({
      status: { type: 'string', enum: ['draft', 'approved'] },
      ours: { type: 'string', description: 'Copy key.' },
      underlying: { type: 'array', items: { type: 'string', description: 'Copy key.' } },
    }),
  }),
  Issue: issueWith({ type: 'string', description: 'Copy key.' }),
  Normalized: object({ path: STRING, given: STRING, used: STRING }),
  ErrorAnswer: errorAnswerOf(ref('Issue')),
};

// Each header below is always sent on the answers that name it: required there (the answer check holds the service to it).
const integerHeader = (description: string) => ({
  description,
  required: true,
  schema: { type: 'integer', minimum: 0 },
});

export const HEADERS: Record<string, JsonSchema> = {
  RateLimitLimit: integerHeader('Size of a full bucket.'),
  RateLimitRemaining: integerHeader('Requests left in the bucket.'),
  RateLimitReset: integerHeader('Whole seconds until the bucket is full again.'),
  RateLimitPolicy: {
    description: 'The bucket: size and refill window in seconds.',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+;w=[0-9]+$' },
  },
  RetryAfter: integerHeader('Whole seconds to wait before the request can succeed.'),
  AccessControlAllowOrigin: {
    description: 'Any origin may read the answer (no cookies are used: docs/contract.md, CORS and cookies).',
    required: true,
    schema: { type: 'string', const: '*' },
  },
  AccessControlExposeHeaders: {
    description:
      'The headers a browser script on any origin may read, beside those CORS always lets through: the cache’s, the bucket’s, a download’s Content-Disposition and Link, and the Allow of a 405.',
    required: true,
    schema: { type: 'string', const: EXPOSED_HEADERS },
    example: EXPOSED_HEADERS,
  },
  XContentTypeOptions: {
    description: 'No browser reads the answer as another type than it says.',
    required: true,
    schema: { type: 'string', const: 'nosniff' },
  },
  ETag: {
    description:
      'Derived from the content (dataset version, language, query, and the day where the answer carries it).',
    required: true,
    schema: { type: 'string', pattern: '^W/"[^"]+"$' },
  },
  CacheControl: {
    description: 'How long the answer may be kept; errors and calculations are no-store.',
    required: true,
    schema: { type: 'string' },
  },
};

/** The headers every answer carries: the bucket's, CORS and nosniff (src/http/contract/headers.ts). */
export const EVERY_ANSWER_HEADER_DOCS = {
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  'Access-Control-Expose-Headers': { $ref: '#/components/headers/AccessControlExposeHeaders' },
  'X-Content-Type-Options': { $ref: '#/components/headers/XContentTypeOptions' },
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimitLimit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimitReset' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};

export const CACHE_HEADERS = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
};

/** The headers of an answer that is never kept (an error, a calculation, a preflight): every answer's, and Cache-Control. */
export const NO_STORE_HEADER_DOCS = { ...EVERY_ANSWER_HEADER_DOCS, 'Cache-Control': CACHE_HEADERS['Cache-Control'] };

/**
 * An error response: its issues' codes typed where they are the same at every operation (`codes`);
 * the others, whose codes are a route's, are made per route from these (openapi/refusals.ts).
 */
export function errorResponse(
  description: string,
  extraHeaders: Record<string, unknown> = {},
  codes?: readonly CopyKey[],
): JsonSchema {
  return {
    description,
    headers: { ...NO_STORE_HEADER_DOCS, ...extraHeaders },
    content: { 'application/json': { schema: codes ? errorAnswerWith(codes) : ref('ErrorAnswer') } },
  };
}

export const ERROR_RESPONSES: Record<string, JsonSchema> = {
  // As shared, what is refused before routing (a body on GET or HEAD, a URL that cannot be
  // decoded); each operation's own 400 adds its parameters' and body's codes (openapi/refusals.ts).
  BadRequest: errorResponse('The input was refused: each issue names the parameter or field and says why.', {}, [
    'api.body_not_expected',
    'api.bad_url',
  ]),
  NotFound: errorResponse('No such resource.'),
  RequestTimeout: errorResponse(
    'Nothing of the request body arrived for SEND_TIMEOUT_MS (10 s by default): api.body_stalled; or the whole request was not in within REQUEST_TIMEOUT_MS (10 s by default): api.request_timeout. The connection is closed after the answer.',
    {},
    ['api.body_stalled', 'api.request_timeout'],
  ),
  PayloadTooLarge: errorResponse('The request body is over 256 KB.', {}, ['api.body_too_large']),
  UnsupportedMediaType: errorResponse('The body is not application/json, or not in UTF-8 or unencoded.', {}, [
    'api.unsupported_media_type',
    'api.unsupported_encoding',
    'api.unsupported_charset',
  ]),
  TooManyRequests: errorResponse(
    'The sender’s bucket is empty (issue code api.rate_limited, empty path).',
    { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
    ['api.rate_limited'],
  ),
  Unavailable: errorResponse(
    'A dataset this answer reads has no usable version: none is installed, or its version was refused at start-up ' +
      '(tool.dataset_missing, tool.dataset_refused, dataset.none_installed); or the service is busy with costly work of ' +
      'this kind, such as comparing editions (api.busy, with Retry-After).',
    { 'Retry-After': { ...HEADERS.RetryAfter, required: false } },
  ),
  InternalError: errorResponse('Something failed on the service side; the answer says nothing more.', {}, [
    'api.internal',
  ]),
  NotModified: {
    description: 'The content has not changed since the ETag in If-None-Match; no body.',
    headers: { ...EVERY_ANSWER_HEADER_DOCS, ...CACHE_HEADERS },
  },
};
