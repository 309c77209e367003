/**
 * The bucket store the configuration asks for: Redis when REDIS_URL is set (shared by every
 * instance), otherwise this process's bounded memory. The Redis client is loaded only when it
 * is asked for: loading it took about a twentieth of the service's start-up.
 */
import { MemoryBucketStore } from './memory-store.js';
import type { BucketPolicy, BucketStore } from './policy.js';

export interface BucketSettings {
  burst: number;
  perMinute: number;
  maxSenders: number;
}

export function policyOf(settings: BucketSettings): BucketPolicy {
  return { burst: settings.burst, intervalMs: 60_000 / settings.perMinute };
}

export async function createBucketStore(
  settings: BucketSettings,
  redisUrl: string | null,
  log: (message: string, detail: Record<string, unknown>) => void,
): Promise<BucketStore> {
  const policy = policyOf(settings);
  const memory = new MemoryBucketStore(policy, { maxSenders: settings.maxSenders });
  if (!redisUrl) return memory;
  const { RedisBucketStore } = await import('./redis-store.js');
  return new RedisBucketStore(policy, { url: redisUrl, fallback: memory, log });
}
