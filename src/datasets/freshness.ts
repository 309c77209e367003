/**
 * How current a dataset is, as GET /v1/datasets, /readyz and /metrics say it: the
 * newest installed publication, the newest that should be installed by now where the publisher
 * keeps a calendar (dataset-module.ts, publicationDue), whether it is therefore stale, and what the
 * scheduled fetch last did.
 */
import { dayNumber } from '../core/calendar.js';
import { holidaysKnown } from '../core/mainland-calendar.js';
import { DATASET_IDS, datasetModule, type DatasetId } from './registry.js';
import type { JobState } from './scheduler.js';
import { type DatasetStore, currentVersion } from './store.js';

export interface Freshness {
  /** The day of the newest installed publication; null when none is installed. */
  newest_publication: string | null;
  /** The newest publication that should be installed by now; null where the publisher keeps no calendar. */
  last_expected: string | null;
  /** Whether the newest installed publication is older than the one expected (or none is installed). */
  stale: boolean;
  /** Whether the holiday calendar knows the expected day's year (else it counts weekdays only); null with no calendar. */
  holidays_known: boolean | null;
  /** The scheduled fetch of this dataset; null when it is not fetched (FETCH=off, or no publisher to ask). */
  fetch: JobState | null;
}

const BEIJING_MIDNIGHT_OFFSET_MS = 8 * 3_600_000;

export function freshnessOf(
  store: DatasetStore,
  dataset: DatasetId,
  now: Date,
  fetch: JobState | null | undefined,
): Freshness {
  const newest = currentVersion(store, dataset)?.manifest.published_at.slice(0, 10) ?? null;
  const expected = datasetModule(dataset).publicationDue?.(now) ?? null;
  return {
    newest_publication: newest,
    last_expected: expected,
    stale: expected !== null && (newest === null || newest < expected),
    holidays_known: expected === null ? null : holidaysKnown(expected),
    fetch: fetch ?? null,
  };
}

/**
 * freshnessOf for one store, worked out once a minute per dataset and fetch state: it changes
 * from one minute to the next (publicationDue) or with what the scheduler did, and the dataset
 * list asks it on every request. `fetchState` must return the same object while nothing changed
 * (Scheduler.state() does).
 */
export function freshnessByMinute(
  store: DatasetStore,
  fetchState: (dataset: DatasetId) => JobState | null,
): (dataset: DatasetId, now: Date) => Freshness {
  const kept = new Map<DatasetId, { minute: number; fetch: JobState | null; freshness: Freshness }>();
  return (dataset, now) => {
    const minute = Math.floor(now.getTime() / 60_000);
    const fetch = fetchState(dataset);
    const last = kept.get(dataset);
    if (last !== undefined && last.minute === minute && last.fetch === fetch) return last.freshness;
    const freshness = freshnessOf(store, dataset, now, fetch);
    kept.set(dataset, { minute, fetch, freshness });
    return freshness;
  };
}

/** Every dataset's freshness, by id. */
export function everyFreshness(
  store: DatasetStore,
  now: Date,
  fetchState: (dataset: DatasetId) => JobState | null,
): Record<string, Freshness> {
  return Object.fromEntries(DATASET_IDS.map((id) => [id, freshnessOf(store, id, now, fetchState(id))]));
}

/** Seconds from the start (Beijing midnight) of the newest publication's day to `now`; null with none installed. */
export function publicationAgeSeconds(freshness: Freshness, now: Date): number | null {
  if (freshness.newest_publication === null) return null;
  const start = dayNumber(freshness.newest_publication) * 86_400_000 - BEIJING_MIDNIGHT_OFFSET_MS;
  return Math.max(0, Math.floor((now.getTime() - start) / 1000));
}
