/**
 * One fetcher at a time across instances. With REDIS_URL, a run of a dataset's job
 * first takes that dataset's lock in Redis; an instance that finds it taken leaves the run to the
 * holder and looks again after `lookAgainMs`, seeing the holder's versions at its next scan of
 * DATA_DIR. The lock is a lease of seconds renewed while its holder runs, so a fetcher killed
 * holding it blocks the others for at most a lease, and its run is taken over within a lease and
 * a look again. Without Redis, or while Redis does not answer, every instance fetches: a version
 * is written aside and renamed, and the same publication written twice is one version
 * (writer.ts), so that is safe, only wasteful. The Redis lock is in redis-fetch-lock.ts, loaded
 * only with REDIS_URL.
 */
export type ReleaseLock = () => Promise<void>;

export interface FetchLock {
  /** The dataset's lock, or null when another instance holds it. */
  acquire(dataset: string): Promise<ReleaseLock | null>;
  /** How soon an instance that found the lock taken tries again; the scheduler's first retry pause by default. */
  readonly lookAgainMs?: number;
  close(): Promise<void>;
}

export const unlocked: ReleaseLock = async () => {};

export const NO_FETCH_LOCK: FetchLock = { acquire: async () => unlocked, close: async () => {} };
