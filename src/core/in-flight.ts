/**
 * Requests in flight per sender. The token bucket bounds how often a sender may ask; this bounds
 * how much of the service one sender holds at once: 60 heavy requests sent together passed the
 * bucket (a full one holds 60) and held 3 GB of answers between them.
 */
export class InFlight {
  private readonly counts = new Map<string, number>();

  constructor(private readonly atMost: number) {}

  /** Counts a request of `key` in, or says false (nothing counted) when it already has `atMost`. */
  enter(key: string): boolean {
    const held = this.counts.get(key) ?? 0;
    if (held >= this.atMost) return false;
    this.counts.set(key, held + 1);
    return true;
  }

  /** True when `key` already has as many requests in flight as allowed (enter() would say false). */
  full(key: string): boolean {
    return (this.counts.get(key) ?? 0) >= this.atMost;
  }

  /** A request counted by enter() has ended; a sender with none left is forgotten. */
  leave(key: string): void {
    const held = this.counts.get(key) ?? 0;
    if (held <= 1) this.counts.delete(key);
    else this.counts.set(key, held - 1);
  }

  /** Senders with a request in flight (bounded by open connections, not by senders ever seen). */
  get senders(): number {
    return this.counts.size;
  }
}
