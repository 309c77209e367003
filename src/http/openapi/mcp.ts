/**
 * /mcp in the OpenAPI documents: the MCP server over streamable HTTP (src/http/mcp-route.ts,
 * docs/mcp.md) is not a declared route but the SDK's transport behind the contract, so its two
 * operations are described here, by what the contract and the transport answer.
 */
import type { JsonSchema } from '../../core/json-schema.js';
import { ERROR_RESPONSES, NO_STORE_HEADER_DOCS, errorAnswerWith } from './components.js';
import { bodyRefusals } from './refusals.js';

/** A JSON-RPC 2.0 error, as the MCP transport refuses a message it cannot take (a batch, no Accept). */
const JSON_RPC_ERROR: JsonSchema = {
  type: 'object',
  required: ['jsonrpc', 'error', 'id'],
  properties: {
    jsonrpc: { type: 'string', const: '2.0' },
    id: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
    },
  },
};

/** An answer of the MCP transport's own: a JSON-RPC error. */
const rpcErrorAnswer = (description: string) => ({
  description,
  headers: NO_STORE_HEADER_DOCS,
  content: { 'application/json': { schema: JSON_RPC_ERROR } },
});

/** What the contract refuses a message to /mcp with before the MCP server reads it (refusals.ts). */
const MCP_REFUSALS = bodyRefusals('POST');

/** `lang` at /mcp: the language of the tool descriptions (a session's, from its initialize). */
const MCP_LANG = {
  name: 'lang',
  in: 'query',
  required: false,
  allowEmptyValue: true,
  schema: { type: 'string', enum: ['zh-CN', 'en', 'ja', 'ko'] },
};

/** The session a request to /mcp belongs to, as an initialize's answer named it. */
const MCP_SESSION_HEADER = {
  description: 'The MCP session the initialize opened (docs/mcp.md, Sessions); absent when none was opened.',
  schema: { type: 'string' },
};

/** The JSON-RPC error of a session id the service does not hold (never given, or closed idle). */
const SESSION_NOT_FOUND = rpcErrorAnswer(
  'Mcp-Session-Id names no session held (never given, or closed after its idle time): initialize again.',
);

/**
 * POST /mcp, the MCP server over streamable HTTP (src/http/mcp-route.ts, docs/mcp.md): not a
 * declared route but the SDK's transport behind the contract, so it is described here, by what
 * the contract and the transport answer.
 */
const MCP_OPERATION: JsonSchema = {
  operationId: 'postMcp',
  summary: 'The MCP server (streamable HTTP)',
  description:
    'One JSON-RPC 2.0 message of the Model Context Protocol a POST (no batch); `lang` in the query sets the language of the tool descriptions. ' +
    'An initialize is answered with an Mcp-Session-Id while the sessions’ bound has room; a POST naming it belongs to that session, one naming none is answered on its own. ' +
    'Charged to the sender like any request. See docs/mcp.md.',
  tags: ['meta'],
  parameters: [MCP_LANG],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: { type: 'object', additionalProperties: true, description: 'A JSON-RPC 2.0 request or notification.' },
      },
    },
  },
  responses: {
    200: {
      description: 'The JSON-RPC response, as JSON or as a server-sent event stream, as the request’s Accept allows.',
      headers: { ...NO_STORE_HEADER_DOCS, 'Mcp-Session-Id': MCP_SESSION_HEADER },
      content: {
        'application/json': { schema: { type: 'object', additionalProperties: true } },
        'text/event-stream': { schema: { type: 'string' } },
      },
    },
    202: { description: 'A notification or response accepted; no body.', headers: NO_STORE_HEADER_DOCS },
    400: {
      ...ERROR_RESPONSES.BadRequest,
      description:
        'Refused by the contract before the MCP server reads it (an error answer), or by the MCP transport: a JSON-RPC batch, a message that is not JSON-RPC, an unsupported Mcp-Protocol-Version (a JSON-RPC error).',
      content: { 'application/json': { schema: { oneOf: [errorAnswerWith(MCP_REFUSALS), JSON_RPC_ERROR] } } },
    },
    404: SESSION_NOT_FOUND,
    406: rpcErrorAnswer(
      'The request’s Accept does not take both application/json and text/event-stream (a JSON-RPC error).',
    ),
    408: { $ref: '#/components/responses/RequestTimeout' },
    413: { $ref: '#/components/responses/PayloadTooLarge' },
    415: { $ref: '#/components/responses/UnsupportedMediaType' },
    429: { $ref: '#/components/responses/TooManyRequests' },
    500: { $ref: '#/components/responses/InternalError' },
    503: {
      ...ERROR_RESPONSES.Unavailable,
      description: 'Too many MCP calls are waiting already (api.busy): ask again after Retry-After.',
      content: { 'application/json': { schema: errorAnswerWith(['api.busy']) } },
    },
  },
};

/**
 * GET /mcp: a session's event stream (src/http/mcp-route.ts), on which the server sends what it
 * says of itself: a subscribed resource updated, the resource list changed.
 */
const MCP_STREAM_OPERATION: JsonSchema = {
  operationId: 'getMcpStream',
  summary: 'An MCP session’s event stream',
  description:
    'Server-sent events of the session Mcp-Session-Id names: notifications/resources/updated for each resource it subscribed to when a dataset’s current version changes, ' +
    'notifications/resources/list_changed, and a comment every few seconds while nothing else is said. One stream a session. See docs/mcp.md.',
  tags: ['meta'],
  parameters: [
    MCP_LANG,
    {
      name: 'Mcp-Session-Id',
      in: 'header',
      required: false,
      description: 'The session, as its initialize was answered.',
      schema: { type: 'string' },
    },
  ],
  responses: {
    200: {
      description: 'The stream, open until the session closes or the client leaves.',
      headers: NO_STORE_HEADER_DOCS,
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    400: {
      ...ERROR_RESPONSES.BadRequest,
      description:
        'Refused by the contract (an error answer: a language the service does not speak, a body), or by the MCP transport (a JSON-RPC error): no Mcp-Session-Id (a stream is a session’s), an unsupported Mcp-Protocol-Version.',
      content: { 'application/json': { schema: { oneOf: [errorAnswerWith(bodyRefusals('GET')), JSON_RPC_ERROR] } } },
    },
    404: SESSION_NOT_FOUND,
    406: rpcErrorAnswer('The request’s Accept does not take text/event-stream (a JSON-RPC error).'),
    409: rpcErrorAnswer('The session’s stream is open already: one a session (a JSON-RPC error).'),
    429: { $ref: '#/components/responses/TooManyRequests' },
    500: { $ref: '#/components/responses/InternalError' },
  },
};

/** POST /mcp, and GET, its session's stream. */
export const MCP_PATH_ITEM = { get: MCP_STREAM_OPERATION, post: MCP_OPERATION };
