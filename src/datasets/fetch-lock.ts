/**
 * One fetcher at a time across instances. With REDIS_URL, a run of a dataset's job
 * first takes that dataset's lock in Redis; an instance that finds it taken leaves the run to the
 * holder and sees its versions at its next scan of DATA_DIR. The lock expires (FETCH_LOCK_MS),
 * so a fetcher that died holding it blocks the others for at most that long. Without Redis, or
 * while Redis does not answer, every instance fetches: a version is written aside and renamed,
 * and the same publication written twice is one version (writer.ts), so that is safe, only
 * wasteful. The Redis lock is in redis-fetch-lock.ts, loaded only with REDIS_URL.
 */
export type ReleaseLock = () => Promise<void>;

export interface FetchLock {
  /** The dataset's lock, or null when another instance holds it. */
  acquire(dataset: string): Promise<ReleaseLock | null>;
  close(): Promise<void>;
}

export const unlocked: ReleaseLock = async () => {};

export const NO_FETCH_LOCK: FetchLock = { acquire: async () => unlocked, close: async () => {} };
