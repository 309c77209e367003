/**
 * Headers every answer of the contract carries, as name and value pairs: CORS (docs/contract.md, CORS and cookies),
 * nosniff (no browser reads an answer as another type than it says), and the RateLimit headers
 * of the bucket's verdict (docs/contract.md, Rate limit). One list for Fastify's replies
 * (contract/) and for the 304s answered before routing (revalidation.ts).
 */
import type { FastifyReply } from 'fastify';
import type { BucketVerdict } from '../../core/token-bucket/policy.js';

/**
 * The headers a script on another origin may read (beside those CORS always lets through): the
 * cache's and the bucket's, a download's file name and its Link, the Allow of a 405, and the MCP
 * session an initialize opened.
 */
export const EXPOSED_HEADERS =
  'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, Retry-After, Content-Disposition, Link, Allow, Mcp-Session-Id';

export const EVERY_ANSWER_HEADERS: readonly string[] = [
  'access-control-allow-origin',
  '*',
  'access-control-expose-headers',
  EXPOSED_HEADERS,
  'x-content-type-options',
  'nosniff',
];

export function rateLimitHeaderValues(verdict: BucketVerdict, windowSeconds: number): string[] {
  return [
    'ratelimit-limit',
    String(verdict.limit),
    'ratelimit-remaining',
    String(verdict.remaining),
    'ratelimit-reset',
    String(verdict.resetSeconds),
    'ratelimit-policy',
    `${verdict.limit};w=${windowSeconds}`,
  ];
}

/** The answer's own headers after every header the contract adds once the sender's bucket has been charged (the 304s answered before routing). */
export function contractHeaders(verdict: BucketVerdict, windowSeconds: number, answer: readonly string[]): string[] {
  return EVERY_ANSWER_HEADERS.concat(rateLimitHeaderValues(verdict, windowSeconds), answer);
}

/** Sets name, value pairs on a Fastify reply. */
export function setHeaders(reply: FastifyReply, pairs: readonly string[]): void {
  for (let at = 0; at < pairs.length; at += 2) reply.header(pairs[at] ?? '', pairs[at + 1]);
}
