/**
 * The refund library indexed once per loaded version, so that a lookup is a few map reads and
 * never a scan: periods by code, the ten-digit codes under each eight-digit heading, the finer
 * specific codes (longer than ten characters) under each ten-digit code, the listed codes by
 * their first six digits, and the first day of the data.
 */
import type { Row } from '../datasets/model.js';

export interface CodeName {
  code: string;
  /** The library's name for the code; null for a ten-digit level the library lists only through finer codes. */
  name: string | null;
}

export interface LibraryIndex {
  periodsByCode: ReadonlyMap<string, readonly Row[]>;
  /** Eight-digit heading → its ten-digit codes (listed, or implied by finer codes), sorted. */
  tenDigitUnder: ReadonlyMap<string, readonly CodeName[]>;
  /** Ten-digit code → the finer specific codes under it, sorted. */
  finerUnder: ReadonlyMap<string, readonly CodeName[]>;
  /** First six digits → every listed code starting with them, sorted. */
  listedBySix: ReadonlyMap<string, readonly CodeName[]>;
  /** First day of the library data (YYYY-MM-DD); null for an empty library. */
  dataFrom: string | null;
}

function nameOf(rows: readonly Row[] | undefined): string | null {
  const name = rows?.[0]?.name;
  return typeof name === 'string' ? name : null;
}

function addTo(map: Map<string, Set<string>>, key: string, code: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(code);
  map.set(key, set);
}

function sortedNames(
  map: Map<string, Set<string>>,
  periods: ReadonlyMap<string, readonly Row[]>,
): Map<string, CodeName[]> {
  return new Map(
    [...map].map(([key, codes]) => [key, [...codes].sort().map((code) => ({ code, name: nameOf(periods.get(code)) }))]),
  );
}

export function buildLibraryIndex(rows: readonly Row[]): LibraryIndex {
  const periodsByCode = new Map<string, Row[]>();
  let dataFrom: string | null = null;
  for (const row of rows) {
    const code = String(row.code);
    periodsByCode.set(code, [...(periodsByCode.get(code) ?? []), row]);
    const from = String(row.from);
    if (dataFrom === null || from < dataFrom) dataFrom = from;
  }
  for (const periods of periodsByCode.values()) periods.sort((a, b) => (String(a.from) < String(b.from) ? -1 : 1));

  const tenUnder = new Map<string, Set<string>>();
  const finer = new Map<string, Set<string>>();
  const bySix = new Map<string, Set<string>>();
  for (const code of periodsByCode.keys()) {
    if (code.length >= 10) addTo(tenUnder, code.slice(0, 8), code.slice(0, 10));
    if (code.length > 10) addTo(finer, code.slice(0, 10), code);
    addTo(bySix, code.slice(0, 6), code);
  }
  return {
    periodsByCode,
    tenDigitUnder: sortedNames(tenUnder, periodsByCode),
    finerUnder: sortedNames(finer, periodsByCode),
    listedBySix: sortedNames(bySix, periodsByCode),
    dataFrom,
  };
}
