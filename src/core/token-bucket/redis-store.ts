/**
 * Buckets in Redis, so that several instances behind one load balancer share one limit per
 * sender. One Lua script reads, decides and writes atomically on the server's clock (TIME),
 * so instances with skewed clocks still agree. The key expires when the bucket is full again.
 *
 * When Redis cannot be reached the request is not refused and not failed: it is decided by
 * a local in-memory bucket, the log says so (at most every 30 s), and Redis is used again as
 * soon as it answers.
 */
import { Redis } from 'ioredis';
import { MemoryBucketStore } from './memory-store.js';
import { type BucketPolicy, type BucketStore, type BucketVerdict, type LimiterState, verdictOf } from './policy.js';

const SPEND_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local full_at = tonumber(redis.call('GET', KEYS[1]) or '0')
if full_at < now then full_at = now end
local next_full = full_at + cost * interval
if next_full - now <= burst * interval then
  if cost > 0 then redis.call('SET', KEYS[1], next_full, 'PX', next_full - now) end
  return {1, next_full - now}
end
return {0, full_at - now}
`;

export interface RedisStoreOptions {
  url: string;
  keyPrefix?: string;
  /** The local buckets used while Redis is unreachable. */
  fallback: MemoryBucketStore;
  log: (message: string, detail: Record<string, unknown>) => void;
  commandTimeoutMs?: number;
  /** How long start-up waits for the first connection. */
  connectTimeoutMs?: number;
}

type SpendCommand = (key: string, interval: number, burst: number, cost: number) => Promise<[number, number]>;

export class RedisBucketStore implements BucketStore {
  private readonly client: Redis;
  private readonly prefix: string;
  private lastComplaintMs = 0;
  private degraded = false;

  constructor(
    private readonly policy: BucketPolicy,
    private readonly options: RedisStoreOptions,
  ) {
    this.prefix = options.keyPrefix ?? 'export-trade-api:bucket:';
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      lazyConnect: false,
    });
    this.client.on('error', (error: Error) => this.complain(error));
    this.client.defineCommand('spendBucket', { numberOfKeys: 1, lua: SPEND_SCRIPT });
  }

  state(): LimiterState {
    return this.degraded ? 'local-fallback' : 'redis';
  }

  async take(key: string, cost: number): Promise<BucketVerdict> {
    try {
      const spendBucket = (this.client as unknown as { spendBucket: SpendCommand }).spendBucket.bind(this.client);
      const [allowed, msUntilFull] = await spendBucket(this.prefix + key, this.policy.intervalMs, this.policy.burst, cost);
      if (this.degraded) {
        this.degraded = false;
        this.options.log('rate-limit store: Redis answers again; buckets are shared', {});
      }
      return verdictOf(allowed === 1, Number(msUntilFull), cost, this.policy);
    } catch (error) {
      this.complain(error as Error);
      return this.options.fallback.takeNow(key, cost);
    }
  }

  private complain(error: Error): void {
    this.degraded = true;
    const now = Date.now();
    if (now - this.lastComplaintMs < 30_000) return;
    this.lastComplaintMs = now;
    this.options.log('rate-limit store: Redis unreachable; deciding from local buckets until it answers', {
      error: error.message,
    });
  }

  /** Waits for the first connection, at most `connectTimeoutMs`; after that requests fall back locally. */
  async ready(): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, this.options.connectTimeoutMs ?? 2000);
      this.client.once('ready', done);
    });
  }

  async close(): Promise<void> {
    this.client.disconnect();
    await this.options.fallback.close();
  }
}
