/**
 * The token bucket, kept as one integer per sender: the instant (ms) at which its bucket
 * will be full again (the "theoretical arrival time" of GCRA). Spending `cost` tokens moves
 * that instant `cost × interval` later; a request is refused when that would put it more
 * than `burst × interval` ahead of now. Integer milliseconds throughout, so the memory
 * and the Redis store compute the same verdicts.
 */
export interface BucketPolicy {
  /** Size of a full bucket (RateLimit-Limit). */
  burst: number;
  /** Milliseconds to earn back one token (60 per minute: 1000). */
  intervalMs: number;
}

export interface BucketVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the bucket is full again. */
  resetSeconds: number;
  /** Whole seconds until `cost` tokens are there; 0 when allowed. */
  retryAfterSeconds: number;
}

/** One sender's bucket state: when it is full again (absent = full now). */
export interface Spend {
  allowed: boolean;
  fullAtMs: number;
}

export function spend(fullAtMs: number | undefined, nowMs: number, cost: number, policy: BucketPolicy): Spend {
  const from = Math.max(fullAtMs ?? nowMs, nowMs);
  const next = from + cost * policy.intervalMs;
  if (next - nowMs <= policy.burst * policy.intervalMs) return { allowed: true, fullAtMs: next };
  return { allowed: false, fullAtMs: from };
}

/** Turns "full again in msUntilFull" into the numbers the RateLimit headers carry. */
export function verdictOf(allowed: boolean, msUntilFull: number, cost: number, policy: BucketPolicy): BucketVerdict {
  const capacityMs = policy.burst * policy.intervalMs;
  const remaining = Math.max(0, Math.floor((capacityMs - msUntilFull) / policy.intervalMs));
  const retryAfterSeconds = allowed
    ? 0
    : Math.max(1, Math.ceil((msUntilFull + cost * policy.intervalMs - capacityMs) / 1000));
  return {
    allowed,
    limit: policy.burst,
    remaining,
    resetSeconds: Math.ceil(Math.max(0, msUntilFull) / 1000),
    retryAfterSeconds,
  };
}

/**
 * Where verdicts come from now, for readiness: this process's memory (no REDIS_URL), the shared
 * Redis, or local buckets while Redis is failing (each instance then limits on its own).
 */
export type LimiterState = 'memory' | 'redis' | 'local-fallback';

export interface BucketStore {
  /** Where verdicts come from at this moment. */
  state(): LimiterState;
  /** Spends `cost` tokens of `key`'s bucket (0 only looks) and says what is left. */
  take(key: string, cost: number): Promise<BucketVerdict>;
  /**
   * The same decision at once, for a store that keeps its buckets in this process: it spares
   * the service a promise on every request. Absent on a remote store.
   */
  takeNow?(key: string, cost: number): BucketVerdict;
  /** Resolves once the store can decide; a remote store decides locally until it connects, so this does not wait on it. */
  ready(): Promise<void>;
  close(): Promise<void>;
}
