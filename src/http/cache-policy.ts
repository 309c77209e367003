/**
 * What may be kept, and for how long (docs/contract.md, Caching): the lifetimes and their Cache-Control, a
 * route's cache policy (what its answers depend on), and the answers kept in memory by their
 * entity tag.
 */
import { BoundedCache } from '../core/bounded-cache.js';
import type { AnswerHead } from './answer-bytes.js';
import type { ProvenanceEntry } from './provenance.js';

/** Cache lifetimes (docs/contract.md, Caching). */
export type CacheLifetime = 'list' | 'descriptions' | 'immutable';

export const CACHE_CONTROL: Readonly<Record<CacheLifetime | 'no-store', string>> = {
  list: 'public, max-age=60',
  descriptions: 'public, max-age=300',
  immutable: 'public, max-age=86400, immutable',
  'no-store': 'no-store',
};

/** What a route's answers depend on, besides route, language and parameters: their entity tag is made of it. */
export interface CachePolicy {
  lifetime: CacheLifetime;
  /** What the content depends on besides route, language and parameters (dataset versions…). */
  parts: readonly string[];
  /**
   * True when every answer names a dataset version in provenance: its source_line then carries
   * that publication's day. Otherwise the source_line carries today's Beijing day, and so does
   * the ETag, so that a 304 never confirms yesterday's body after midnight.
   */
  namesDatasets?: boolean;
  /**
   * True when the answer also says what the service itself is doing (how current its data is,
   * datasets/freshness.ts), which changes without new versions: its 304s are then always decided
   * by the route, never by the revalidation fast path (revalidation.ts).
   */
  serviceState?: boolean;
}

/** A cached answer (200, JSON): its bytes before provenance, and the versions it read. */
export interface CachedAnswer {
  head: AnswerHead;
  datasets: readonly ProvenanceEntry[];
}

/**
 * Answers that may be kept depend only on what their entity tag names (route, language,
 * parameters, dataset versions), so their heads are kept by tag (which names the route too), for
 * all the routes of an app together up to CACHED_ANSWER_BYTES of the memory they hold
 * (heldBytes): a page of 1000 rows is then not cut and encoded again for every request.
 *
 * 16 MB: a long-lived service fills it, and it is held on top of the live heap (docs/operations.md,
 * Memory: about 105 MB of rows and code, 45 MB of the node binary); 16 MB keeps 38 pages of
 * 1000 rows, or some 4,000 refund-rate lookups (2.5 KB answers, in two bytes a character).
 */
export const CACHED_ANSWER_BYTES = 16 * 1024 * 1024;

/** What an entry holds besides its head: the map's entry, the answer object, its tag (measured 154 bytes and the tag's ~40 characters). */
const ENTRY_BYTES = 256;

/**
 * The memory a kept answer holds. V8 keeps a string of ASCII characters in one byte a character
 * and any other string in two (every answer in Chinese); a Buffer holds its length.
 */
function heldBytes(answer: CachedAnswer): number {
  const { head } = answer;
  if (typeof head !== 'string') return head.length + ENTRY_BYTES;
  return (Buffer.byteLength(head) === head.length ? head.length : 2 * head.length) + ENTRY_BYTES;
}

export function answerCache(): BoundedCache<string, CachedAnswer> {
  return new BoundedCache<string, CachedAnswer>(CACHED_ANSWER_BYTES, heldBytes);
}
