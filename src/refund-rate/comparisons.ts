/**
 * The comparisons of editions of the refund library the service has made: each pair worked out
 * once by the pool of worker threads (edition-changes.ts, never on the event loop) behind a gate
 * that bounds how many run at once, then kept packed, by its size, least recently used first,
 * with its counts and CSV. A page is cut from the changes' JSON text, never parsed.
 */
import { BoundedCache } from '../core/bounded-cache.js';
import { Refusal, VersionUnreadable } from '../core/issues.js';
import { WorkGate, type WorkGateLimits } from '../core/work-gate.js';
import type { LoadedVersion } from '../datasets/store.js';
import type { Work } from '../work/tasks.js';
import type { ChangeCounts, EditionFile, PackedChanges } from './edition-changes.js';

/** The changes of a comparison, read a page at a time. */
interface ChangeList {
  readonly length: number;
  /** The changes start to end (excluded) as a JSON array, cut from their packed text, never parsed. */
  json(start: number, end: number): string;
}

export interface Comparison {
  changes: ChangeList;
  counts: ChangeCounts;
  /** The whole list as CSV. */
  csv: Buffer;
}

export interface ComparisonLimits extends WorkGateLimits {
  /** Bytes of comparisons kept, as estimated by comparisonBytes. */
  keptBytes: number;
  /** Periods of both editions one comparison may read (edition-changes.ts, compareEditions). */
  periods: number;
}

/**
 * Periods of the two editions a comparison may read: the real library holds 12,000 to 40,000
 * periods, so the largest real pair is 80,000, compared in under a second of a worker's time;
 * twice that passes, and a pair of more is refused before a file is read.
 */
export const COMPARISON_PERIODS = 160_000;

class PackedChangeList implements ChangeList {
  constructor(private readonly packed: PackedChanges) {}

  get length(): number {
    return this.packed.ends.length;
  }

  json(start: number, end: number): string {
    const [from, to] = [Math.max(0, start), Math.min(this.length, end)];
    if (from >= to) return '[]';
    const { json, ends } = this.packed;
    const first = from === 0 ? 0 : (ends[from - 1] ?? 0) + 1;
    const bytes = Buffer.from(json.buffer, json.byteOffset + first, (ends[to - 1] ?? first) - first);
    return `[${bytes.toString('utf8')}]`;
  }
}

/** What a kept comparison holds beside its arrays and CSV: its objects and counts. */
const COMPARISON_BYTES = 1024;

interface KeptComparison {
  packed: PackedChanges;
  comparison: Comparison;
}

function comparisonBytes({ packed }: KeptComparison): number {
  return COMPARISON_BYTES + packed.json.byteLength + packed.ends.byteLength + packed.csv.byteLength;
}

const pairKey = (from: LoadedVersion, to: LoadedVersion): string =>
  `${from.manifest.content_hash}>${to.manifest.content_hash}`;

const fileOf = (version: LoadedVersion): EditionFile => ({
  jsonPath: version.jsonPath,
  bytes: version.jsonBytes,
  hash: version.manifest.content_hash,
  periods: version.manifest.rows,
});

export class EditionComparisons {
  readonly #kept: BoundedCache<string, KeptComparison>;
  readonly #gate: WorkGate;
  /** Comparisons being worked out: a second request for one waits for the first. */
  readonly #working = new Map<string, Promise<Comparison>>();

  constructor(
    private readonly work: Work,
    private readonly limits: ComparisonLimits,
  ) {
    this.#kept = new BoundedCache(limits.keptBytes, comparisonBytes);
    this.#gate = new WorkGate(limits);
  }

  /** True when the pair is kept or being worked out: asking for it costs no comparison. */
  has(from: LoadedVersion, to: LoadedVersion): boolean {
    const key = pairKey(from, to);
    return this.#kept.get(key) !== undefined || this.#working.has(key);
  }

  /**
   * The pair's comparison; throws Busy when too many are being worked out already (or the pool
   * is full), VersionUnreadable when an edition's rows.json cannot be read as verified, and a
   * Refusal (dataset.changes_too_large) when the two hold more periods than the budget.
   */
  async of(from: LoadedVersion, to: LoadedVersion): Promise<Comparison> {
    const key = pairKey(from, to);
    const kept = this.#kept.get(key);
    if (kept) return kept.comparison;
    let working = this.#working.get(key);
    if (!working) {
      working = this.#gate.run(async () => {
        const packed = await this.#compared(from, to);
        const comparison = {
          changes: new PackedChangeList(packed),
          counts: packed.counts,
          csv: Buffer.from(packed.csv.buffer, packed.csv.byteOffset, packed.csv.byteLength),
        };
        this.#kept.set(key, { packed, comparison });
        return comparison;
      });
      this.#working.set(key, working);
      const settled = () => this.#working.delete(key);
      working.then(settled, settled);
    }
    return working;
  }

  async #compared(from: LoadedVersion, to: LoadedVersion): Promise<PackedChanges> {
    const budget = this.limits.periods;
    const answer = await this.work.run('compareEditions', { older: fileOf(from), newer: fileOf(to), budget });
    if ('compared' in answer) return answer.compared;
    if ('unreadable' in answer) {
      const { dataset, version } = (answer.unreadable === 'older' ? from : to).manifest;
      throw new VersionUnreadable(dataset, version, answer.reason);
    }
    throw Refusal.at('dataset.changes_too_large', '', {
      from: from.manifest.version,
      to: to.manifest.version,
      periods: answer.refused.periods,
      budget: answer.refused.budget,
    });
  }

  /** The pair's CSV, made with its comparison. */
  async csvOf(from: LoadedVersion, to: LoadedVersion): Promise<Buffer> {
    return (await this.of(from, to)).csv;
  }
}
