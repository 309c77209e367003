/**
 * Catch-all routes (RouteSpec.everyMethod: an unknown tool is 404 by any method) match every
 * method at their path, so finding a route there says nothing of the methods the path takes:
 * the Allow of a 405 and of a preflight leaves them out (contract/errors.ts).
 */
import type { FastifyInstance } from 'fastify';

/** By the HTTP server, which every plugin context of one app shares. */
const PATTERNS = new WeakMap<object, RegExp[]>();

function patternsOf(app: FastifyInstance): RegExp[] {
  let patterns = PATTERNS.get(app.server);
  if (!patterns) PATTERNS.set(app.server, (patterns = []));
  return patterns;
}

/** Records a catch-all route's Fastify path (`/v1/tools/:id/compute`). */
export function addCatchAll(app: FastifyInstance, fastifyPath: string): void {
  patternsOf(app).push(new RegExp(`^${fastifyPath.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));
}

/**
 * Whether the route found for `path` is a catch-all: a parametric match (a static route has no
 * params) at a catch-all's path, where no other parametric route is declared.
 */
export function isCatchAll(app: FastifyInstance, path: string, params: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(params).length > 0 && patternsOf(app).some((pattern) => pattern.test(path));
}
