/**
 * Buckets in this process's memory, for a single instance. The map is bounded: past
 * `maxSenders` the sender seen least recently is forgotten, which can only give it a full
 * bucket back, never refuse someone wrongly; memory stays flat under a flood of senders.
 */
import { type BucketPolicy, type BucketStore, type BucketVerdict, type LimiterState, spend, verdictOf } from './policy.js';

export interface MemoryStoreOptions {
  maxSenders: number;
  now?: () => number;
}

export class MemoryBucketStore implements BucketStore {
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
    const held = this.fullAt.get(key);
    const result = spend(held, nowMs, cost, this.policy);
    if (result.allowed && cost > 0) this.remember(key, result.fullAtMs);
    return verdictOf(result.allowed, result.fullAtMs - nowMs, cost, this.policy);
  }

  private remember(key: string, fullAtMs: number): void {
    // Re-inserting moves the key to the end: the map's order is least recently seen first.
    this.fullAt.delete(key);
    this.fullAt.set(key, fullAtMs);
    while (this.fullAt.size > this.options.maxSenders) {
      const oldest = this.fullAt.keys().next().value;
      if (oldest === undefined) break;
      this.fullAt.delete(oldest);
    }
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.fullAt.clear();
  }
}
