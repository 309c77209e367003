/**
 * What a request pays from its sender's bucket (docs/contract.md, Rate limit). A page pays by
 * the rows it asks for (its route's `cost`); a request with a body pays by the body's size, one
 * token for each started 8 KB, since reading and answering a body is work in proportion to it (a
 * 240 KB body of 20,000 keys took 16 ms to parse and read; a real calculation's body is under 8 KB).
 * No request costs more than a full bucket, so every request can pass once the bucket is full.
 */
import type { IncomingHttpHeaders } from 'node:http';

const BODY_BYTES_PER_TOKEN = 8 * 1024;

function tokensForBody(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / BODY_BYTES_PER_TOKEN));
}

export interface CostRules {
  /** Size of a full bucket: the most any request pays. */
  burst: number;
  /** The body limit: a larger declared body is refused (413) and pays as the limit. */
  bodyLimitBytes: number;
}

/**
 * Tokens a request pays when it arrives: its route's cost (default 1), or for a body whose length
 * is declared, that body's tokens. A body sent in chunks (no Content-Length) pays what it owes
 * once it has been read (owedForBody).
 */
export function tokensOnArrival(routeCost: number, declaredBodyBytes: number | null, rules: CostRules): number {
  const body = declaredBodyBytes === null ? 0 : tokensForBody(Math.min(declaredBodyBytes, rules.bodyLimitBytes));
  return Math.min(rules.burst, Math.max(routeCost, body));
}

/** Tokens still owed once a body of `bytes` has been read, when `paid` were taken on arrival. */
export function owedForBody(bytes: number, paid: number, rules: CostRules): number {
  if (bytes === 0) return 0;
  return Math.max(0, Math.min(rules.burst, tokensForBody(bytes)) - paid);
}

/** Whether a request's headers announce a body (a length other than 0, or chunks). */
export function carriesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The Content-Length a request declares, or null when there is none (chunked) or it is unreadable. */
export function declaredLength(header: string | undefined): number | null {
  if (header === undefined || !/^[0-9]{1,15}$/.test(header)) return null;
  return Number(header);
}

/** Methods whose requests carry no body: one that does is refused before its body is read. */
const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why the contract refuses a request from its headers alone, before any work, or null: a body
 * where none belongs (400), or one declared larger than the limit (413). Such a request costs
 * nothing, so that a sender refused this way is never kept in the bucket table.
 */
export function refusedUnread(
  method: string,
  headers: IncomingHttpHeaders,
  bodyLimitBytes: number,
): 'body_not_expected' | 'body_too_large' | null {
  if (METHODS_WITHOUT_BODY.has(method)) return carriesBody(headers) ? 'body_not_expected' : null;
  const declared = declaredLength(headers['content-length']);
  return declared !== null && declared > bodyLimitBytes ? 'body_too_large' : null;
}
