/**
 * Buckets in Redis, so that several instances behind one load balancer share one limit per
 * sender. One Lua script reads, decides and writes atomically on the server's clock (TIME),
 * so instances with skewed clocks still agree. The key expires when the bucket is full again.
 *
 * Redis trouble never refuses, fails or slows a request. A circuit breaker sits in front of
 * Redis: after one failed or timed-out command the circuit opens and requests are decided at
 * once by local in-memory buckets, without touching Redis, while a single background PING
 * probes it every `probeIntervalMs`; the first probe that answers closes the circuit. The
 * circuit also starts open: start-up does not wait for Redis, and requests are decided locally
 * until the first connection answers.
 */
import { Redis, type ClientContext, type Result } from 'ioredis';
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

// The command `defineCommand` adds below, declared so that the client carries its type.
declare module 'ioredis' {
  interface RedisCommander<Context extends ClientContext> {
    /** SPEND_SCRIPT: [1 allowed | 0 refused, ms until the bucket is full again]. */
    spendBucket(key: string, intervalMs: number, burst: number, cost: number): Result<[number, number], Context>;
  }
}

export interface RedisStoreOptions {
  url: string;
  keyPrefix?: string;
  /** The local buckets used while the circuit is open. */
  fallback: MemoryBucketStore;
  log: (message: string, detail: Record<string, unknown>) => void;
  /** How long one command (the spend, or a probe) may take before it counts as failed. */
  commandTimeoutMs?: number;
  /** How long after a failed probe the next one starts while the circuit is open. */
  probeIntervalMs?: number;
}

/** Within this window after an outage was logged, a new one is logged only if it lasts. */
const LOG_WINDOW_MS = 30_000;

export class RedisBucketStore implements BucketStore {
  private readonly client: Redis;
  private readonly prefix: string;
  private readonly probeIntervalMs: number;
  /** Open: verdicts come from the fallback. Open until the first connection answers a probe. */
  private open = true;
  private probing = false;
  private probeTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Whether the current opening was logged, so that its closing is logged too. */
  private openingLogged = false;
  private lastOpeningLoggedMs = -Infinity;
  /** Openings (and their closings) not logged because they fell inside the log window. */
  private unloggedOutages = 0;

  constructor(
    private readonly policy: BucketPolicy,
    private readonly options: RedisStoreOptions,
  ) {
    this.prefix = options.keyPrefix ?? 'export-trade-api:bucket:';
    this.probeIntervalMs = options.probeIntervalMs ?? 1000;
    this.client = new Redis(options.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      lazyConnect: false,
    });
    this.client.defineCommand('spendBucket', { numberOfKeys: 1, lua: SPEND_SCRIPT });
    this.client.on('error', (error: Error) => this.fail(error));
    // A lost connection makes every command fail at once; open now so readiness says so.
    this.client.on('close', () => this.fail(new Error('connection to Redis closed')));
    // A (re)connection is worth probing at once rather than at the next interval.
    this.client.on('ready', () => this.probeSoon(0));
    this.probeSoon(this.probeIntervalMs);
  }

  state(): LimiterState {
    return this.open ? 'local-fallback' : 'redis';
  }

  async take(key: string, cost: number): Promise<BucketVerdict> {
    if (this.open) return this.options.fallback.takeNow(key, cost);
    try {
      const [allowed, msUntilFull] = await this.client.spendBucket(
        this.prefix + key,
        this.policy.intervalMs,
        this.policy.burst,
        cost,
      );
      return verdictOf(allowed === 1, Number(msUntilFull), cost, this.policy);
    } catch (error) {
      this.fail(asError(error));
      return this.options.fallback.takeNow(key, cost);
    }
  }

  /** Start-up never waits for Redis: until it answers, verdicts come from the local buckets. */
  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
    this.client.disconnect();
    await this.options.fallback.close();
  }

  /** A command, probe or the connection failed: open the circuit (if closed) and keep probing. */
  private fail(error: Error): void {
    if (this.stopped) return;
    if (!this.open) {
      this.open = true;
      this.openingLogged = false;
    }
    this.logOpeningIfDue(error);
    this.probeSoon(this.probeIntervalMs);
  }

  /** Schedules the next probe unless one is scheduled sooner or already running. */
  private probeSoon(delayMs: number): void {
    if (this.stopped || !this.open || this.probing) return;
    if (this.probeTimer !== undefined) {
      if (delayMs > 0) return;
      clearTimeout(this.probeTimer);
    }
    this.probeTimer = setTimeout(() => {
      this.probeTimer = undefined;
      void this.probe();
    }, delayMs);
    this.probeTimer.unref();
  }

  private async probe(): Promise<void> {
    if (this.stopped || !this.open || this.probing) return;
    this.probing = true;
    let failure: Error | undefined;
    try {
      await this.client.ping();
    } catch (error) {
      failure = asError(error);
    } finally {
      this.probing = false;
    }
    if (this.stopped) return;
    if (failure) this.fail(failure);
    else this.closeCircuit();
  }

  private closeCircuit(): void {
    if (!this.open) return;
    this.open = false;
    if (this.openingLogged) {
      this.openingLogged = false;
      this.options.log('rate-limit store: Redis answers again; buckets are shared', {});
    } else if (this.lastOpeningLoggedMs > -Infinity) {
      this.unloggedOutages += 1;
    }
  }

  /**
   * One line when the circuit opens. An outage starting within LOG_WINDOW_MS of the last one
   * logged (Redis flapping) is logged only once the window has passed and it still lasts; the
   * short ones in between are counted in the next line instead.
   */
  private logOpeningIfDue(error: Error): void {
    if (this.openingLogged) return;
    const now = Date.now();
    if (now - this.lastOpeningLoggedMs < LOG_WINDOW_MS) return;
    this.openingLogged = true;
    this.lastOpeningLoggedMs = now;
    this.options.log('rate-limit store: Redis unreachable; deciding from local buckets until it answers', {
      error: error.message,
      ...(this.unloggedOutages > 0 ? { unlogged_outages: this.unloggedOutages } : {}),
    });
    this.unloggedOutages = 0;
  }
}

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
