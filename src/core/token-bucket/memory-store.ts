/**
 * Buckets in this process's memory, for a single instance. A full bucket and a forgotten one are
 * the same state, so a sender is forgotten once its bucket is full again: the map holds only the
 * senders of about the last minute. It is also bounded by `maxSenders`; when that many senders
 * all have tokens spent, a new sender is decided by one shared overflow bucket rather than by
 * forgetting someone: forgetting would hand a spent bucket back full, and a sender with many
 * addresses could reset its own that way.
 */
import {
  type BucketPolicy,
  type BucketStore,
  type BucketVerdict,
  type LimiterState,
  spend,
  verdictOf,
} from './policy.js';

export interface MemoryStoreOptions {
  maxSenders: number;
  now?: () => number;
}

/** The bucket new senders share while the map is full (never a sender key: those are addresses). */
const OVERFLOW_KEY = '*overflow*';

/** Full buckets forgotten per decision, from the least recently seen: amortised constant work. */
const FORGOTTEN_PER_TAKE = 2;

export class MemoryBucketStore implements BucketStore {
  /** Sender → when its bucket is full again; in order of last spending, least recent first. */
  private readonly fullAt = new Map<string, number>();
  private readonly now: () => number;

  constructor(
    private readonly policy: BucketPolicy,
    private readonly options: MemoryStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  state(): LimiterState {
    return 'memory';
  }

  get size(): number {
    return this.fullAt.size;
  }

  async take(key: string, cost: number): Promise<BucketVerdict> {
    return this.takeNow(key, cost);
  }

  takeNow(key: string, cost: number): BucketVerdict {
    const nowMs = this.now();
    this.forgetFull(nowMs);
    // One place of maxSenders is kept for the overflow bucket.
    const bucket = this.fullAt.has(key) || this.fullAt.size < this.options.maxSenders - 1 ? key : OVERFLOW_KEY;
    const result = spend(this.fullAt.get(bucket), nowMs, cost, this.policy);
    if (result.allowed && cost > 0) {
      // Re-inserting moves the key to the end: the map's order is least recently spent first.
      this.fullAt.delete(bucket);
      this.fullAt.set(bucket, result.fullAtMs);
    }
    return verdictOf(result.allowed, result.fullAtMs - nowMs, cost, this.policy);
  }

  /**
   * The least recently spent sender is the first whose bucket fills again, give or take a full
   * bucket's time; the sweep stops at the first one still spent and goes on at the next decision.
   */
  private forgetFull(nowMs: number): void {
    for (let i = 0; i < FORGOTTEN_PER_TAKE; i += 1) {
      const oldest = this.fullAt.entries().next().value;
      if (oldest === undefined || oldest[1] > nowMs) return;
      this.fullAt.delete(oldest[0]);
    }
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.fullAt.clear();
  }
}
