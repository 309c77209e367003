/**
 * CORS (docs/contract.md, CORS and cookies): any website may call the API from a visitor's browser with GET and POST and
 * no credentials. Every answer carries Access-Control-Allow-Origin: * and exposes the headers a
 * script needs; a preflight is answered 204 with the methods the path serves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL } from '../cache-policy.js';
import { methodsServedAt } from './errors.js';
import { EVERY_ANSWER_HEADERS, setHeaders } from './headers.js';

export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
// Mcp-Protocol-Version and Mcp-Session-Id: what a browser's MCP client sends to /mcp after initialising.
export const ALLOWED_HEADERS = 'Content-Type, If-None-Match, Accept, Mcp-Protocol-Version, Mcp-Session-Id';

/** CORS and the other headers every answer carries (headers.ts). */
export function setCorsHeaders(reply: FastifyReply): void {
  setHeaders(reply, EVERY_ANSWER_HEADERS);
}

/** Answers an OPTIONS request (after its bucket verdict, which a preflight does not pay for). */
export function answerPreflight(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  reply
    .code(204)
    .header('access-control-allow-methods', ALLOWED_METHODS)
    .header('access-control-allow-headers', ALLOWED_HEADERS)
    .header('access-control-max-age', '86400')
    .header('allow', methodsServedAt(app, request.url) ?? ALLOWED_METHODS)
    .header('cache-control', CACHE_CONTROL['no-store']);
  reply.send();
}
