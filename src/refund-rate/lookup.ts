/**
 * The lookup of one customs code in the refund library (api-v1 §4.3): how the library lists
 * it (own rows, a heading over ten-digit codes, or only finer specific codes), every period it
 * holds, and which period is in force on the day that counts. Where the library holds more
 * than one rate for that day, all of them are given and none is picked.
 */
import type { Row } from '../datasets/model.js';
import type { CodeName, LibraryIndex } from './library-index.js';
import { type PeriodRow, inForceOn, periodOf } from './period.js';

export const CHILDREN_LISTED = 100;
export const NEAREST_LISTED = 100;

export type InForce =
  | { status: 'rate'; period: PeriodRow }
  | { status: 'choose'; general: PeriodRow | null; splits: PeriodRow[] }
  | { status: 'narrower'; periods: PeriodRow[] }
  | { status: 'not_listed_on_date' }
  | { status: 'before_data'; data_from: string };

export interface FoundLookup {
  found: true;
  code: string;
  listing: 'own' | 'heading' | 'narrower';
  listed_at: string;
  data_from: string;
  export_date: string | null;
  periods: PeriodRow[];
  splits: PeriodRow[];
  children: CodeName[];
  children_total: number;
  in_force: InForce;
  in_force_on: string;
  in_force_basis: 'export_date' | 'today';
}

export interface NotFoundLookup {
  found: false;
  code: string;
  nearest: CodeName[];
  data_from: string | null;
}

export type Lookup = FoundLookup | NotFoundLookup;

export interface LookupDay {
  day: string;
  basis: 'export_date' | 'today';
}

/** Every period listed under the given codes: their own, and those of the specific codes below them. */
function rowsUnder(index: LibraryIndex, codes: readonly CodeName[]): Row[] {
  return codes.flatMap((child) => [
    ...(index.periodsByCode.get(child.code) ?? []),
    ...(child.code.length === 10 ? (index.finerUnder.get(child.code) ?? []) : []).flatMap(
      (finer) => index.periodsByCode.get(finer.code) ?? [],
    ),
  ]);
}

function inForce(own: readonly Row[], finer: readonly Row[], day: string, dataFrom: string): InForce {
  if (day < dataFrom) return { status: 'before_data', data_from: dataFrom };
  const general = own.filter((row) => inForceOn(row, day)).map(periodOf);
  const splits = finer.filter((row) => inForceOn(row, day)).map(periodOf);
  if (general.length === 1 && splits.length === 0) return { status: 'rate', period: general[0] as PeriodRow };
  if (general.length === 1) return { status: 'choose', general: general[0] as PeriodRow, splits };
  // Two own periods on one day is not how the library should read; give both, pick neither.
  if (general.length > 1) return { status: 'choose', general: null, splits: [...general, ...splits] };
  if (splits.length > 0) return { status: 'narrower', periods: splits };
  return { status: 'not_listed_on_date' };
}

export function lookupCode(index: LibraryIndex, code: string, when: LookupDay, exportDate: string | null): Lookup {
  const own = index.periodsByCode.get(code) ?? [];
  const finerCodes = code.length === 10 ? (index.finerUnder.get(code) ?? []) : [];
  const tenDigitCodes = code.length === 8 && own.length === 0 ? (index.tenDigitUnder.get(code) ?? []) : [];
  const children = own.length > 0 || finerCodes.length > 0 ? finerCodes : tenDigitCodes;

  if (index.dataFrom === null || (own.length === 0 && children.length === 0)) {
    return { found: false, code, nearest: (index.listedBySix.get(code.slice(0, 6)) ?? []).slice(0, NEAREST_LISTED), data_from: index.dataFrom };
  }
  const finer = rowsUnder(index, children);
  const listing = own.length > 0 ? 'own' : code.length === 8 ? 'heading' : 'narrower';
  return {
    found: true,
    code,
    listing,
    listed_at: code,
    data_from: index.dataFrom,
    export_date: exportDate,
    periods: own.map(periodOf),
    splits: listing === 'heading' ? [] : finer.map(periodOf),
    children: children.slice(0, CHILDREN_LISTED),
    children_total: children.length,
    in_force: inForce(own, finer, when.day, index.dataFrom),
    in_force_on: when.day,
    in_force_basis: when.basis,
  };
}
