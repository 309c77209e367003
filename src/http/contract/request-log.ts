/** One log line per request (docs/operations.md): method, URL, status, milliseconds, sender and language. */
import type { onResponseHookHandler } from 'fastify';
import type { ProxyTrust } from '../../core/sender.js';
import type { RequestLog } from '../log.js';
import { senderOf } from './rate-limit.js';

export function requestLogLine(requestLog: RequestLog, trust: ProxyTrust | null): onResponseHookHandler {
  return (request, reply, done) => {
    requestLog({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      sender: senderOf(request, trust),
      lang: request.lang,
      ...(request.routeOptions.url === undefined ? {} : { route: request.routeOptions.url }),
    });
    done();
  };
}
