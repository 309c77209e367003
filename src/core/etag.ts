/**
 * Entity tags derived from what an answer says (dataset version, language, query), not
 * from its bytes, which carry `generated_at`. The tags are weak: two answers with one tag
 * mean the same, byte for byte they differ in the time they were made.
 */
import { createHash } from 'node:crypto';

export function contentEtag(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

function opaqueTag(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/** If-None-Match by the weak comparison of RFC 9110 §13.1.2, lists and `*` included. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return header.split(',').some((candidate) => opaqueTag(candidate) === wanted);
}
