/**
 * Entity tags derived from what an answer says (dataset version, language, query), not
 * from its bytes, which carry `generated_at`. The tags are weak: two answers with one tag
 * mean the same, byte for byte they differ in the time they were made.
 */
import { createHash } from 'node:crypto';
import { BoundedCache } from './bounded-cache.js';

/** Tags already made, by their parts: the same question is asked again and again. */
const made = new BoundedCache<string, string>(10_000);

export function contentEtag(parts: readonly string[]): string {
  const key = parts.join('\u0000');
  let tag = made.get(key);
  if (tag === undefined) {
    tag = `W/"${createHash('sha256').update(`${key}\u0000`).digest('base64url').slice(0, 32)}"`;
    made.set(key, tag);
  }
  return tag;
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
