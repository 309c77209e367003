/**
 * What node would answer by itself, answered as the contract answers (docs/contract.md, Errors):
 * a request or its headers not in within REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS (408
 * api.request_timeout), headers over node's limit (431 api.headers_too_large), a request line,
 * header or chunked body that cannot be parsed (400 api.bad_request). Node reports them as the
 * server's 'clientError' with the socket alone, and Fastify's own handler wrote a bare
 * `{"error":"Request Timeout"}`. A request whose body was being read when it happened is answered
 * through its reply (its headers, hooks and log line are the routed path's); anything else is
 * written to the socket here with the contract's headers, a token spent where the sender is known
 * and its RateLimit headers, the error shape with provenance and no-store; then, as node does, the
 * connection is closed.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse, maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import { issue } from '../../core/issues.js';
import { readAddress, requestSender } from '../../core/sender.js';
import type { BucketVerdict } from '../../core/token-bucket/policy.js';
import { DEFAULT_LANG } from '../../i18n/languages.js';
import { errorOutcome, outcomeJson } from '../answer-pipeline.js';
import { ApiError } from '../api-error.js';
import type { RequestLog } from '../log.js';
import type { ErrorDeps } from './errors.js';
import { EVERY_ANSWER_HEADERS, rateLimitHeaderValues } from './headers.js';
import { type RateLimitDeps, rateLimited } from './rate-limit.js';
import { requestLine } from './request-log.js';

/** Node's code for a request or its headers not in within their timeouts; its headers over the limit. */
const TIMED_OUT = 'ERR_HTTP_REQUEST_TIMEOUT';
const HEADERS_TOO_LARGE = 'HPE_HEADER_OVERFLOW';

export interface ClientErrorDeps extends ErrorDeps, Pick<RateLimitDeps, 'buckets' | 'trust' | 'windowSeconds'> {
  requestLog: RequestLog;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
}

/**
 * The answer under way on each connection, and the replies of requests whose body is being
 * read, so that a client error on a connection neither corrupts an answer already started nor
 * leaves a request its route holds unanswered.
 */
export class OpenRequests {
  /**
   * One slot a connection, made with its first request and dropped when it closes; each request
   * only writes into it. (A WeakMap entry a request held the service 80 MB higher under a flood of
   * small answers, bench/soak.ts's many senders: entries outlive their requests until a full collection.)
   */
  readonly #slots = new Map<Socket, { response: ServerResponse; answer?: ((refusal: ApiError) => void) | undefined }>();

  /** Each request as node hands it on (app.ts). */
  arrived(request: IncomingMessage, response: ServerResponse): void {
    const socket = request.socket;
    const slot = this.#slots.get(socket);
    if (slot) {
      slot.response = response;
      slot.answer = undefined;
      return;
    }
    this.#slots.set(socket, { response });
    socket.once('close', () => this.#slots.delete(socket));
  }

  /** A request whose body is being read: `answer` sends a refusal through its reply (contract/index.ts). */
  readingBody(response: ServerResponse, answer: (refusal: ApiError) => void): void {
    const slot = response.socket ? this.#slots.get(response.socket) : undefined;
    if (slot?.response === response) slot.answer = answer;
  }

  /** The answer still under way on `socket`, if any. */
  unfinished(socket: Socket): { response: ServerResponse; answer?: (refusal: ApiError) => void } | null {
    const slot = this.#slots.get(socket);
    if (slot === undefined || slot.response.writableEnded) return null;
    return slot.answer ? { response: slot.response, answer: slot.answer } : { response: slot.response };
  }
}

function refusalOf(code: string, deps: ClientErrorDeps): ApiError {
  if (code === TIMED_OUT)
    return new ApiError([
      issue('', 'api.request_timeout', {
        seconds: deps.requestTimeoutMs / 1000,
        headerSeconds: Math.min(deps.headersTimeoutMs, deps.requestTimeoutMs) / 1000,
      }),
    ]);
  if (code === HEADERS_TOO_LARGE) return new ApiError([issue('', 'api.headers_too_large', { limit: maxHeaderSize })]);
  return new ApiError([issue('', 'api.bad_request')]);
}

/** The sender of a connection whose request was not read: its address, unless that is a trusted proxy's (the sender is then unknown). */
function connectionSender(socket: Socket, deps: ClientErrorDeps): string | null {
  const address = readAddress(socket.remoteAddress ?? '');
  if (address === null || (deps.trust !== null && deps.trust(address, 0))) return null;
  return requestSender(address, undefined, null);
}

/** The whole HTTP answer written to a socket no request object holds. */
function rawAnswer(refusal: ApiError, verdict: BucketVerdict | null, deps: ClientErrorDeps): string {
  const outcome = errorOutcome(refusal, DEFAULT_LANG, deps, {});
  const body = outcomeJson(outcome);
  const pairs = [
    ...EVERY_ANSWER_HEADERS,
    ...(verdict ? rateLimitHeaderValues(verdict, deps.windowSeconds) : []),
    ...outcome.headers,
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(Buffer.byteLength(body)),
    'connection',
    'close',
    'date',
    deps.clock().toUTCString(),
  ];
  let head = `HTTP/1.1 ${outcome.status} ${STATUS_CODES[outcome.status] ?? ''}\r\n`;
  for (let at = 0; at < pairs.length; at += 2) head += `${pairs[at]}: ${pairs[at + 1]}\r\n`;
  return `${head}\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: node's client errors answered by the contract. */
export function clientErrorHandler(open: OpenRequests, deps: ClientErrorDeps) {
  const writeRaw = (socket: Socket, refusal: ApiError, sender: string | null, verdict: BucketVerdict | null) => {
    if (socket.destroyed) return;
    const answer = verdict && !verdict.allowed ? rateLimited(verdict.retryAfterSeconds) : refusal;
    if (socket.writable) socket.write(rawAnswer(answer, verdict, deps));
    socket.destroy();
    deps.requestLog(
      requestLine({
        method: '-',
        url: '-',
        status: answer.status,
        elapsedMs: 0,
        sender: sender ?? 'unknown',
        lang: DEFAULT_LANG,
        route: undefined,
      }),
    );
  };
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A connection reset has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = refusalOf(error.code ?? '', deps);
    const unfinished = open.unfinished(socket);
    if (unfinished?.answer && !unfinished.response.headersSent) {
      unfinished.answer(refusal);
      return;
    }
    // An answer already started cannot be followed by another: node's own rule.
    if (unfinished?.response.headersSent) {
      socket.destroy();
      return;
    }
    const sender = connectionSender(socket, deps);
    if (sender === null) return writeRaw(socket, refusal, null, null);
    // A request that was never read pays one token, as any request does.
    if (deps.buckets.takeNow) return writeRaw(socket, refusal, sender, deps.buckets.takeNow(sender, 1));
    deps.buckets.take(sender, 1).then(
      (verdict) => writeRaw(socket, refusal, sender, verdict),
      () => writeRaw(socket, refusal, sender, null),
    );
  };
}
