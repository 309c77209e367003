/**
 * A least-recently-used map bounded by a total size the caller measures (bytes of kept
 * answers, or simply 1 an entry). Used for what is derived from immutable dataset versions
 * (entity tags, the JSON of answers that may be kept), so an entry never goes stale: it only
 * leaves to make room, and memory stays bounded whatever callers ask for.
 */
export class BoundedCache<K, V> {
  readonly #entries = new Map<K, { value: V; size: number }>();
  #total = 0;

  constructor(
    private readonly capacity: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-inserted so that Map order is least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.capacity) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#total -= old.size;
    }
    this.#entries.set(key, { value, size });
    this.#total += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.capacity) break;
      this.#entries.delete(oldest);
      this.#total -= entry.size;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get totalSize(): number {
    return this.#total;
  }
}
