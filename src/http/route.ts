/**
 * A declared route (route-spec.ts) mounted on Fastify: the request handed to the one answer path
 * (answer-pipeline.ts) and its Outcome written to the reply. Everything else every answer
 * carries (CORS, RateLimit, `lang`, the log line) the contract (contract/) has done or will do.
 */
import type { FastifyInstance } from 'fastify';
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
const EVERY_METHOD = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

export function mountRoute(app: FastifyInstance, spec: RouteSpec, deps: PipelineDeps): void {
  app.route({
    method: spec.everyMethod ? EVERY_METHOD : spec.method,
    url: fastifyPath(spec.path),
    config: { ...(spec.cost ? { cost: spec.cost } : {}), ...(spec.tool ? { tool: spec.tool } : {}) },
    // Not async: most handlers answer at once, and a promise a request is measurable (bench/).
    handler: (request, reply) => {
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
    },
  });
}
