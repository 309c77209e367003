/**
 * Editions of the refund library asked for by name (a search's `version`), other than the current
 * one the library answers from. Each is read and indexed by the pool of worker threads
 * (edition-pack.ts), never on the event loop; asks of an edition being indexed wait for that one
 * indexing; at most `running` indexings at once and `waiting` more queued, beyond them Busy. Once
 * received, editions are kept by their estimated size, least recently used released first, except
 * the store's two newest (the current edition and the one before it), which are always kept.
 */
import { existsSync } from 'node:fs';
import { VersionUnreadable } from '../core/issues.js';
import { WorkGate, type WorkGateLimits } from '../core/work-gate.js';
import type { DatasetStore, LoadedVersion } from '../datasets/store.js';
import { HELD_NEWEST } from '../datasets/version-rows.js';
import type { Work } from '../work/tasks.js';
import { packedBytes, unpackEdition } from './edition-pack.js';
import type { LibraryIndex } from './library-index.js';
import { type SearchIndex, simplifiedText } from './search/search-index.js';

export interface IndexedEdition {
  index: LibraryIndex;
  search: SearchIndex;
}

interface NamedEditionLimits extends WorkGateLimits {
  /** Estimated bytes of editions kept beside the two newest (edition-pack.ts, packedBytes). */
  keptBytes: number;
}

/** A real-size edition is about 29 MB as kept: two of them beside the newest two. */
export const NAMED_EDITION_LIMITS: NamedEditionLimits = {
  running: 1,
  waiting: 4,
  retryAfterSeconds: 1,
  keptBytes: 64 * 1024 * 1024,
};

export class NamedEditions {
  /** By content hash, least recently used first. */
  readonly #kept = new Map<string, { edition: IndexedEdition; bytes: number }>();
  readonly #indexing = new Map<string, Promise<IndexedEdition>>();
  readonly #gate: WorkGate;

  constructor(
    private readonly work: Work,
    private readonly limits: NamedEditionLimits = NAMED_EDITION_LIMITS,
  ) {
    this.#gate = new WorkGate(limits);
  }

  /** `version` of `store`'s refund library, indexed; throws Busy when too many are being indexed. */
  of(store: DatasetStore, version: LoadedVersion): Promise<IndexedEdition> {
    const key = version.manifest.content_hash;
    const kept = this.#kept.get(key);
    if (kept) {
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return Promise.resolve(kept.edition);
    }
    let indexing = this.#indexing.get(key);
    if (!indexing) {
      indexing = this.#gate.run(async () => {
        const packed = await this.work.run('indexEdition', { jsonPath: version.jsonPath }).catch((error: unknown) => {
          // Its folder may be gone while it is served (an error crosses the thread as a plain Error).
          if (existsSync(version.jsonPath)) throw error;
          throw new VersionUnreadable(version.manifest.dataset, version.manifest.version, error);
        });
        const edition = await unpackEdition(packed, await simplifiedText());
        this.#keep(store, key, { edition, bytes: packedBytes(packed) });
        return edition;
      });
      this.#indexing.set(key, indexing);
      const settled = () => this.#indexing.delete(key);
      indexing.then(settled, settled);
    }
    return indexing;
  }

  #keep(store: DatasetStore, key: string, entry: { edition: IndexedEdition; bytes: number }): void {
    this.#kept.set(key, entry);
    const newest = new Set(
      (store.versions.get('refund-rates') ?? []).slice(0, HELD_NEWEST).map((v) => v.manifest.content_hash),
    );
    let total = 0;
    for (const [hash, { bytes }] of this.#kept) if (!newest.has(hash)) total += bytes;
    for (const [hash, { bytes }] of this.#kept) {
      if (total <= this.limits.keptBytes) break;
      if (newest.has(hash)) continue;
      this.#kept.delete(hash);
      total -= bytes;
    }
  }
}

const EDITIONS = new WeakMap<Work, NamedEditions>();

/** The named editions indexed by `work`: one set per pool, so that they outlive a change of the versions in force. */
export function namedEditionsOf(work: Work): NamedEditions {
  let editions = EDITIONS.get(work);
  if (!editions) {
    editions = new NamedEditions(work);
    EDITIONS.set(work, editions);
  }
  return editions;
}
