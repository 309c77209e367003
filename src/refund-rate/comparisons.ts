/**
 * The comparisons of editions of the refund library the service has made: each pair worked out
 * once (edition-changes.ts) behind a gate that bounds how many run at once, then kept by its size
 * in memory, least recently used first, with its counts and, once asked for, its CSV.
 */
import { BoundedCache } from '../core/bounded-cache.js';
import { WorkGate, type WorkGateLimits } from '../core/work-gate.js';
import { rowsCsv } from '../datasets/serialize.js';
import type { LoadedVersion } from '../datasets/store.js';
import { CHANGE_COLUMNS, type ChangeRow } from './changes.js';
import { editionChanges } from './edition-changes.js';

type ChangeCounts = Readonly<Record<ChangeRow['change'], number>>;

export interface Comparison {
  changes: readonly ChangeRow[];
  counts: ChangeCounts;
  /** The whole list as CSV, made the first time it is downloaded. */
  csv?: Buffer;
}

export interface ComparisonLimits extends WorkGateLimits {
  /** Bytes of comparisons kept, as estimated by comparisonBytes. */
  keptBytes: number;
}

/** An estimate of a change row's heap size: the object and its strings (two bytes a character). */
const ROW_BYTES = 240;

function comparisonBytes(comparison: Comparison): number {
  let bytes = comparison.csv?.length ?? 0;
  for (const row of comparison.changes) bytes += ROW_BYTES + 2 * (row.name.length + row.code.length);
  return bytes;
}

function countsOf(changes: readonly ChangeRow[]): ChangeCounts {
  const counts = { code_added: 0, code_removed: 0, period_added: 0, period_removed: 0, period_changed: 0 };
  for (const change of changes) counts[change.change] += 1;
  return counts;
}

const pairKey = (from: LoadedVersion, to: LoadedVersion): string =>
  `${from.manifest.content_hash}>${to.manifest.content_hash}`;

export class EditionComparisons {
  readonly #kept: BoundedCache<string, Comparison>;
  readonly #gate: WorkGate;
  /** Comparisons being worked out: a second request for one waits for the first. */
  readonly #working = new Map<string, Promise<Comparison>>();

  constructor(limits: ComparisonLimits) {
    this.#kept = new BoundedCache(limits.keptBytes, comparisonBytes);
    this.#gate = new WorkGate(limits);
  }

  /** True when the pair is kept or being worked out: asking for it costs no comparison. */
  has(from: LoadedVersion, to: LoadedVersion): boolean {
    const key = pairKey(from, to);
    return this.#kept.get(key) !== undefined || this.#working.has(key);
  }

  /** The pair's comparison; throws Busy when too many are being worked out already. */
  async of(from: LoadedVersion, to: LoadedVersion): Promise<Comparison> {
    const key = pairKey(from, to);
    const kept = this.#kept.get(key);
    if (kept) return kept;
    let working = this.#working.get(key);
    if (!working) {
      working = this.#gate.run(async () => {
        const changes = await editionChanges(from.rows, to.rows);
        return { changes, counts: countsOf(changes) };
      });
      this.#working.set(key, working);
      const made = working;
      void made.then(
        (comparison) => {
          this.#working.delete(key);
          this.#kept.set(key, comparison);
        },
        () => this.#working.delete(key),
      );
    }
    return working;
  }

  /** The pair's CSV, made once and kept with its comparison. */
  async csvOf(from: LoadedVersion, to: LoadedVersion): Promise<Buffer> {
    const comparison = await this.of(from, to);
    if (!comparison.csv) {
      comparison.csv = Buffer.from(rowsCsv(CHANGE_COLUMNS, comparison.changes));
      // Set again so that the kept size counts the CSV.
      this.#kept.set(pairKey(from, to), comparison);
    }
    return comparison.csv;
  }
}
