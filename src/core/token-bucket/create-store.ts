/**
 * The bucket store the configuration asks for: Redis when REDIS_URL is set (shared by every
 * instance), otherwise this process's bounded memory.
 */
import { MemoryBucketStore } from './memory-store.js';
import type { BucketPolicy, BucketStore } from './policy.js';
import { RedisBucketStore } from './redis-store.js';

export interface BucketSettings {
  burst: number;
  perMinute: number;
  maxSenders: number;
}

export function policyOf(settings: BucketSettings): BucketPolicy {
  return { burst: settings.burst, intervalMs: 60_000 / settings.perMinute };
}

export function createBucketStore(
  settings: BucketSettings,
  redisUrl: string | null,
  log: (message: string, detail: Record<string, unknown>) => void,
): BucketStore {
  const policy = policyOf(settings);
  const memory = new MemoryBucketStore(policy, { maxSenders: settings.maxSenders });
  return redisUrl ? new RedisBucketStore(policy, { url: redisUrl, fallback: memory, log }) : memory;
}
