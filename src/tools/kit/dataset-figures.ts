/**
 * Figures the calculators read from datasets, never from constants: the divisors by mode and
 * the containers by type. A dataset with no version installed stops the calculation (503), saying
 * which versions were refused at start-up when that is why.
 */
import { type Decimal, dec } from '../../core/decimal.js';
import { DatasetMissing, type Issue } from '../../core/issues.js';
import type { DatasetId, Row } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';
import type { DatasetReader } from './definition.js';

/** The issue, naming the version its values quote (a parity of a day): the refusal's provenance names it. */
export function quoting(refusal: Issue, version: LoadedVersion): Issue {
  return { ...refusal, quotes: { dataset: version.manifest.dataset, version: version.manifest.version } };
}

export function requireCurrent(data: DatasetReader, dataset: DatasetId): LoadedVersion {
  const version = data.current(dataset);
  if (!version) throw new DatasetMissing(dataset, data.refused(dataset));
  return version;
}

/** The first row of `rows` matching `where` that has the figure `column`, as a Decimal. */
export function figureOf(rows: readonly Row[], where: (row: Row) => boolean, column: string): Decimal | null {
  const row = rows.find((candidate) => where(candidate) && typeof candidate[column] === 'string');
  return row ? dec(row[column] as string) : null;
}

/** Divisors already read, by version and mode: a version never changes once loaded. */
const READ_DIVISORS = new WeakMap<LoadedVersion, Map<string, Decimal | null>>();

/** cm³ per kg for a mode (air, express, lcl) from the divisors dataset. */
export function divisorOf(divisors: LoadedVersion, mode: string): Decimal {
  let read = READ_DIVISORS.get(divisors);
  if (read === undefined) READ_DIVISORS.set(divisors, (read = new Map()));
  let value = read.get(mode);
  if (value === undefined) read.set(mode, (value = figureOf(divisors.rows, (row) => row.mode === mode, 'cm3_per_kg')));
  if (value === null) throw new DatasetMissing('divisors');
  return value;
}
