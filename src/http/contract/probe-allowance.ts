/**
 * The probes' free allowance (docs/contract.md, Rate limit). A route that costs nothing (/healthz,
 * /readyz) is free to a sender within a small bucket of its own: PROBE_BURST probes, and one more
 * every PROBE_INTERVAL_MS; past it, a probe pays one token from the sender's bucket like any
 * request. A load balancer or orchestrator probing every second, even two of them from one
 * address, never pays; one sender's flood of /readyz (each builds the readiness report) is charged
 * and soon refused. Kept in this process's memory, never in Redis: a probe asks one instance.
 */
import { MemoryBucketStore } from '../../core/token-bucket/memory-store.js';

const PROBE_BURST = 10;
const PROBE_INTERVAL_MS = 500;
/** Senders whose probe allowance is kept at once; past it, new senders share one allowance. */
const PROBE_SENDERS = 10_000;

/** Whether a probe of `sender` now is within its free allowance (and spends one of it). */
export function probeAllowance(nowMs: () => number): (sender: string) => boolean {
  const allowance = new MemoryBucketStore(
    { burst: PROBE_BURST, intervalMs: PROBE_INTERVAL_MS },
    { maxSenders: PROBE_SENDERS, now: nowMs },
  );
  return (sender) => allowance.takeNow(sender, 1).allowed;
}
