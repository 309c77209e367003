/**
 * A declared route (route-spec.ts) mounted on Fastify: the request handed to the one answer path
 * (answer-pipeline.ts) and its Outcome written to the reply. Everything else every answer
 * carries (CORS, RateLimit, `lang`, the log line) the contract (contract/) has done or will do.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addCatchAll } from './catch-all.js';
import { carriesBody } from './request-cost.js';
import { type PipelineDeps, answerCall, fastifyPath } from './answer-pipeline.js';
import { replyWith } from './outcome-reply.js';
import type { RouteSpec } from './route-spec.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    cost?: (query: Readonly<Record<string, unknown>>) => number;
    /** The tool of a calculation route, named by its refusals (docs/contract.md, Errors). */
    tool?: string;
  }
}

/** The methods a catch-all route answers (HEAD with GET; OPTIONS is the CORS preflight's). */
const EVERY_METHOD = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'];

export function mountRoute(app: FastifyInstance, spec: RouteSpec, deps: PipelineDeps): void {
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = answerCall(
      spec,
      {
        lang: request.lang,
        langIssue: request.langIssue,
        path: request.params as Record<string, unknown>,
        query: request.query as Record<string, unknown>,
        body: request.body,
        ifNoneMatch: request.headers['if-none-match'],
        revalidation: { url: request.url, tokensPaid: request.tokensPaid },
      },
      deps,
    );
    return outcome instanceof Promise ? outcome.then((made) => replyWith(reply, made)) : replyWith(reply, outcome);
  };
  if (spec.everyMethod) {
    addCatchAll(app, fastifyPath(spec.path));
    app.route({
      method: EVERY_METHOD,
      url: fastifyPath(spec.path),
      // A catch-all answers from the address alone (404 or 405): before the body is read, whatever it carries.
      preParsing: (request, reply) => {
        if (carriesBody(request.headers)) reply.header('connection', 'close');
        answer(request, reply);
      },
      handler: answer,
    });
    return;
  }
  const { bodyCost } = spec;
  app.route({
    method: spec.method,
    url: fastifyPath(spec.path),
    config: { ...(spec.cost ? { cost: spec.cost } : {}), ...(spec.tool ? { tool: spec.tool } : {}) },
    // A route pricing its body's work says so on the request, where the contract's body hook reads
    // it (contract/rate-limit.ts); every other request is spared reading its route's options.
    ...(bodyCost
      ? {
          onRequest: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
            request.bodyCost = bodyCost;
            done();
          },
        }
      : {}),
    // Not async: most handlers answer at once, and a promise a request is measurable (bench/).
    handler: answer,
  });
}
