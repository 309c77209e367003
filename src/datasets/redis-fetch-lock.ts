/**
 * The fetch lock in Redis (fetch-lock.ts): SET NX with a lease of seconds, renewed by its holder
 * while it runs and released by its holder only. A holder killed midway stops renewing: the
 * lease runs out and the next instance to look takes the run over.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type FetchLock, type ReleaseLock, unlocked } from './fetch-lock.js';

/** A lock's lease: a fetcher killed holding it blocks the others this long at most. */
export const FETCH_LEASE_MS = 20_000;

/** Deletes the key only while it still holds this holder's token: an expired lock taken since is left alone. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** Extends the lease only while the key still holds this holder's token. */
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

/** Calls `tick` every `ms` until the returned function is called; tests pass their own and tick by hand. */
export type Every = (ms: number, tick: () => Promise<void>) => () => void;

const everyInterval: Every = (ms, tick) => {
  const timer = setInterval(() => void tick(), ms);
  timer.unref();
  return () => clearInterval(timer);
};

interface LeaseOptions {
  /** The lease; renewed three times within it. */
  leaseMs?: number;
  every?: Every;
}

export class RedisFetchLock implements FetchLock {
  readonly #client: Redis;
  readonly #leaseMs: number;
  readonly #every: Every;
  /** A holder killed holding the lock is taken over within a lease and this. */
  readonly lookAgainMs: number;

  constructor(
    url: string,
    private readonly log: (detail: object, message: string) => void,
    options: LeaseOptions = {},
  ) {
    this.#leaseMs = options.leaseMs ?? FETCH_LEASE_MS;
    this.#every = options.every ?? everyInterval;
    this.lookAgainMs = this.#leaseMs;
    // Queued until connected (a run at start-up may come before the connection), for at most 2 s.
    this.#client = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 1, commandTimeout: 2000 });
    // Connection trouble is said by the rate limiter's store; a lock that cannot be asked is not a lock.
    this.#client.on('error', () => {});
  }

  async acquire(dataset: string): Promise<ReleaseLock | null> {
    const key = `export-trade-api:fetch-lock:${dataset}`;
    const token = randomBytes(12).toString('hex');
    try {
      const taken = await this.#client.set(key, token, 'PX', this.#leaseMs, 'NX');
      if (taken !== 'OK') return null;
    } catch (error) {
      this.log({ dataset, reason: String(error) }, 'fetch lock: Redis did not answer; fetching without the lock');
      return unlocked;
    }
    let held = true;
    const stop = this.#every(Math.floor(this.#leaseMs / 3), async () => {
      if (!held) return;
      const renewed = await this.#client.eval(RENEW_SCRIPT, 1, key, token, this.#leaseMs).catch(() => null);
      // Not renewed: the lease ran out (Redis unreachable meanwhile) and another may hold it now.
      // The run goes on: a version written twice is one version (writer.ts).
      if (renewed === 0) {
        held = false;
        stop();
        this.log({ dataset }, 'fetch lock: the lease ran out during the run; another instance may fetch too');
      }
    });
    return async () => {
      held = false;
      stop();
      await this.#client.eval(RELEASE_SCRIPT, 1, key, token).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#client.disconnect();
  }
}
