/**
 * The rules every answer keeps, registered once for the whole service (unknown paths included),
 * each in its own file: CORS (cors.ts), the answer language and the cache-buster (query.ts), the
 * per-sender token bucket and its headers (rate-limit.ts), the error shape with provenance and
 * no-store (errors.ts), one log line per request (request-log.ts); here they are put in order,
 * with Connection: close on what a stopping service still answers and no cookie ever.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issue } from '../../core/issues.js';
import { DEFAULT_LANG } from '../../i18n/languages.js';
import { ApiError } from '../api-error.js';
import type { RequestLog } from '../log.js';
import { carriesBody, refusedUnread } from '../request-cost.js';
import type { OpenRequests } from './client-errors.js';
import { answerPreflight, setCorsHeaders } from './cors.js';
import { type ErrorDeps, notServed, registerErrorAnswers } from './errors.js';
import { readRequestLang } from './query.js';
import { type RateLimitDeps, bodyTokens, chargeOnArrival } from './rate-limit.js';
import { requestLogLine } from './request-log.js';

export interface ContractDeps extends ErrorDeps, RateLimitDeps {
  requestLog: RequestLog;
  /** How long a connection may stay idle (SEND_TIMEOUT_MS): a body stalled this long is answered 408. */
  idleTimeoutMs: number;
  /** Where node's client errors find the request whose body is being read (client-errors.ts). */
  open: OpenRequests;
  /**
   * Answers a request no route takes with the site's 404 page when a browser asks for a page
   * there (src/http/site.ts); false leaves it to the API's JSON 404.
   */
  pageNotFound?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/** Registers the contract; what it returns says whether the service is stopping (revalidation.ts asks). */
export function registerContract(app: FastifyInstance, deps: ContractDeps): { closing: () => boolean } {
  let closing = false;
  app.decorateRequest('lang', DEFAULT_LANG);
  app.decorateRequest('langIssue', null);
  app.decorateRequest('sender', '');
  app.decorateRequest('tokensPaid', 0);
  app.decorateRequest('bodyCost', null);
  app.addHook('preClose', async () => {
    closing = true;
  });

  // One callback hook rather than one per concern, nor an async one: every request passes it,
  // and a promise or a hook more each is measurable there (bench/).
  app.addHook('onRequest', (request, reply, done) => {
    setCorsHeaders(reply);
    readRequestLang(request);
    // Stopping: the listener takes no new connections, and a request already on an open one is
    // answered in full (it was sent before the client could know), then its connection closed.
    if (closing) reply.header('connection', 'close');
    chargeOnArrival(
      request,
      reply,
      deps,
      () => {
        // A hook that has answered (the preflight) does not hand the request on.
        if (request.method === 'OPTIONS') return answerPreflight(app, request, reply);
        // A GET carrying a body (a 200 MB one was read to the end) or a body declared too large.
        const refused = refusedUnread(request.method, request.headers, deps.bodyLimitBytes);
        if (refused !== null) {
          // Closing the connection after the answer spares reading the body to reach the next request.
          reply.header('connection', 'close');
          throw refused === 'body_too_large'
            ? new ApiError([issue('', 'api.body_too_large', { limit: deps.bodyLimitBytes })])
            : new ApiError([issue('', 'api.body_not_expected')]);
        }
        // No route takes it (404, or 405 at a path the API serves): answered before its body is
        // read, since what the body says changes nothing (docs/contract.md, Errors).
        if (request.is404) {
          if (carriesBody(request.headers)) reply.header('connection', 'close');
          if (deps.pageNotFound?.(request, reply)) return;
          throw notServed(app, request.url);
        }
        // Node destroys a socket idle for idleTimeoutMs without a word; a request whose body
        // stalled is told why (408) and its connection closed once the answer is sent. So is one
        // whose body node gives up on (REQUEST_TIMEOUT_MS, a broken chunk: client-errors.ts).
        if (carriesBody(request.headers)) {
          const refuse = (refusal: ApiError) => {
            // Answered already (a refusal sent before the body was read): what node would do.
            if (reply.sent) {
              request.raw.socket.destroy();
              return;
            }
            reply.header('connection', 'close');
            reply.send(refusal);
          };
          deps.open.readingBody(reply.raw, refuse);
          request.raw.once('timeout', () =>
            refuse(new ApiError([issue('', 'api.body_stalled', { seconds: deps.idleTimeoutMs / 1000 })])),
          );
        }
        done();
      },
      done,
    );
  });
  // Only a request with a body can owe tokens once it is read: the hook goes on the POST routes
  // alone, added to each as it is declared, rather than run for every GET.
  const owedForBody = bodyTokens(deps);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST') return;
    const own =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [owedForBody, ...own];
  });
  // Nothing in this API ever sets a cookie; make sure no dependency does either.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.removeHeader('set-cookie');
    done(null, payload);
  });
  app.addHook('onResponse', requestLogLine(deps.requestLog, deps.trust));
  registerErrorAnswers(app, deps);
  return { closing: () => closing };
}
