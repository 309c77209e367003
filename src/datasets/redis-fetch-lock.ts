/** The fetch lock in Redis (fetch-lock.ts): SET NX with an expiry, released by its holder only. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type FetchLock, type ReleaseLock, unlocked } from './fetch-lock.js';

/** Longer than a run takes: each address may take a minute (download.ts), the import seconds. */
const FETCH_LOCK_MS = 15 * 60_000;

/** Deletes the key only while it still holds this holder's token: an expired lock taken since is left alone. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export class RedisFetchLock implements FetchLock {
  readonly #client: Redis;

  constructor(
    url: string,
    private readonly log: (detail: object, message: string) => void,
    private readonly lockMs = FETCH_LOCK_MS,
  ) {
    // Queued until connected (a run at start-up may come before the connection), for at most 2 s.
    this.#client = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 1, commandTimeout: 2000 });
    // Connection trouble is said by the rate limiter's store; a lock that cannot be asked is not a lock.
    this.#client.on('error', () => {});
  }

  async acquire(dataset: string): Promise<ReleaseLock | null> {
    const key = `export-trade-api:fetch-lock:${dataset}`;
    const token = randomBytes(12).toString('hex');
    try {
      const taken = await this.#client.set(key, token, 'PX', this.lockMs, 'NX');
      if (taken !== 'OK') return null;
    } catch (error) {
      this.log({ dataset, reason: String(error) }, 'fetch lock: Redis did not answer; fetching without the lock');
      return unlocked;
    }
    return async () => {
      await this.#client.eval(RELEASE_SCRIPT, 1, key, token).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#client.disconnect();
  }
}
