/** One log line per request (docs/operations.md): method, URL, status, milliseconds, sender and language. */
import type { onResponseHookHandler } from 'fastify';
import type { ProxyTrust } from '../../core/sender.js';
import type { RequestLine, RequestLog } from '../log.js';
import { senderOf } from './rate-limit.js';

/** The line of one answered request, whichever path answered it (this hook, or revalidation.ts before routing). */
export function requestLine(
  answered: Omit<RequestLine, 'ms' | 'route'> & { elapsedMs: number; route: string | undefined },
): RequestLine {
  // Written out member by member: this runs for every request, and a rest and a spread each cost (bench/).
  const line: RequestLine = {
    method: answered.method,
    url: answered.url,
    status: answered.status,
    ms: Math.round(answered.elapsedMs * 10) / 10,
    sender: answered.sender,
    lang: answered.lang,
  };
  if (answered.route !== undefined) line.route = answered.route;
  return line;
}

export function requestLogLine(requestLog: RequestLog, trust: ProxyTrust | null): onResponseHookHandler {
  return (request, reply, done) => {
    requestLog(
      requestLine({
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        elapsedMs: reply.elapsedTime,
        sender: senderOf(request, trust),
        lang: request.lang,
        route: request.routeOptions.url,
      }),
    );
    done();
  };
}
