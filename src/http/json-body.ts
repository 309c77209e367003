/**
 * Request bodies are JSON read exactly as the client wrote them: UTF-8 only (a body declared in
 * another charset, or whose bytes are not UTF-8, is refused rather than read as something else),
 * and never compressed (a Content-Encoding would otherwise be ignored and the compressed bytes
 * parsed as text). A JSON number is read from the text the client wrote, never through a double
 * that would change it (core/lossless-json.ts). The parsed body's size is kept: a request pays tokens by it (request-cost.ts).
 */
import { type FastifyInstance, type FastifyRequest, errorCodes } from 'fastify';
import { numbersNeedSource, parseLossless } from '../core/lossless-json.js';
import { issue } from '../core/issues.js';
import { ApiError } from './api-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Bytes of the body read (0 when none). */
    bodyBytes: number;
  }
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8_NAMES = new Set(['utf-8', 'utf8']);

/** Why the body's headers rule out reading it, before a byte of it is read; null when they do not. */
function bodyHeadersRefusal(headers: FastifyRequest['headers']): ApiError | null {
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return new ApiError([issue('', 'api.unsupported_encoding', { encoding: encoding.slice(0, 40) })]);
  }
  const charset = CHARSET.exec(headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && !UTF8_NAMES.has(charset)) {
    return new ApiError([issue('', 'api.unsupported_charset', { charset: charset.slice(0, 40) })]);
  }
  return null;
}

export function registerJsonBody(app: FastifyInstance): void {
  app.decorateRequest('bodyBytes', 0);
  // Fastify's own parser, with its refusal of __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    request.bodyBytes = body.length;
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new ApiError([issue('', 'api.body_not_utf8')]), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Fastify's parser checks the syntax and refuses prototype keys; numbers it would read
      // inexactly are then read again from their text (core/lossless-json.ts).
      if (error || !numbersNeedSource(text)) return done(error, value);
      try {
        done(null, parseLossless(text));
      } catch {
        done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      }
    });
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    // Only a POST's body is read; a GET's headers describe no body (one with a body is refused first).
    const refusal = request.method === 'POST' ? bodyHeadersRefusal(request.headers) : null;
    if (refusal) done(refusal);
    else done(null, payload);
  });
}
