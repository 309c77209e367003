/**
 * The lookup of one customs code in the refund library (docs/refund-rate.md): how the library lists
 * it (own rows, through its 8-digit base code, or only through finer codes), every period it
 * holds, and which period is in force on the day that counts. Where the library holds more
 * than one rate for that day, all of them are given and none is picked.
 */
import type { Row } from '../datasets/model.js';
import type { CodeName, LibraryIndex } from './library-index.js';
import type { Lang } from '../i18n/languages.js';
import { type PeriodRow, inForceOn, periodOf } from './period.js';

const CHILDREN_LISTED = 100;
const NEAREST_LISTED = 100;

export type InForce =
  | { status: 'rate'; period: PeriodRow }
  | { status: 'choose'; general: PeriodRow | null; splits: PeriodRow[] }
  | { status: 'narrower'; periods: PeriodRow[] }
  | { status: 'not_listed_on_date' }
  | { status: 'before_data'; data_from: string };

/** Every period an in-force status names: the one rate, the general period and its splits, or the finer codes'. */
export function periodsInForce(inForce: InForce | null | undefined): PeriodRow[] {
  if (!inForce) return [];
  if (inForce.status === 'rate') return [inForce.period];
  if (inForce.status === 'choose') return [...(inForce.general ? [inForce.general] : []), ...inForce.splits];
  if (inForce.status === 'narrower') return inForce.periods;
  return [];
}

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

interface NotFoundLookup {
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

function inForce(general: readonly Row[], finer: readonly Row[], day: string, dataFrom: string, lang: Lang): InForce {
  if (day < dataFrom) return { status: 'before_data', data_from: dataFrom };
  const period = (row: Row) => periodOf(row, lang);
  const generalToday = general.filter((row) => inForceOn(row, day)).map(period);
  const splits = finer.filter((row) => inForceOn(row, day)).map(period);
  if (generalToday.length === 1 && splits.length === 0) return { status: 'rate', period: generalToday[0] as PeriodRow };
  if (generalToday.length === 1) return { status: 'choose', general: generalToday[0] as PeriodRow, splits };
  // Two general periods on one day is not how the library should read; give both, pick neither.
  if (generalToday.length > 1) return { status: 'choose', general: null, splits: [...generalToday, ...splits] };
  if (splits.length > 0) return { status: 'narrower', periods: splits };
  return { status: 'not_listed_on_date' };
}

/** The next level under a code: the 10-digit codes under an 8-digit one, the specific codes under a 10-digit one. */
function finerCodesOf(index: LibraryIndex, code: string): readonly CodeName[] {
  return (code.length === 8 ? index.tenDigitUnder.get(code) : index.finerUnder.get(code)) ?? [];
}

/** How the library covers a listed code: which rows are general, which codes are finer, which are its children. */
interface Coverage {
  listing: FoundLookup['listing'];
  listedAt: string;
  general: readonly Row[];
  finerCodes: readonly CodeName[];
  children: readonly CodeName[];
}

/**
 * How the library covers a code: its own rows; else, for a 10-digit code, the rows of its
 * listed 8-digit base code (a declaration code answered by its base code, as 8504319000 by
 * 85043190); else only finer codes; null when it does not list the code at all.
 */
function coverageOf(index: LibraryIndex, code: string): Coverage | null {
  const own = index.periodsByCode.get(code) ?? [];
  const base = code.length === 10 && own.length === 0 ? code.slice(0, 8) : null;
  const baseRows = base === null ? [] : (index.periodsByCode.get(base) ?? []);
  const finerCodes = finerCodesOf(index, code);
  if (index.dataFrom === null || (own.length === 0 && baseRows.length === 0 && finerCodes.length === 0)) return null;
  const listing = own.length > 0 ? 'own' : baseRows.length > 0 ? 'heading' : 'narrower';
  // Under a base code, the children are the other 10-digit codes it heads, so the caller sees whether one fits better.
  const children =
    listing === 'heading' && base !== null
      ? finerCodesOf(index, base).filter((child) => child.code !== code)
      : finerCodes;
  return {
    listing,
    listedAt: listing === 'heading' && base !== null ? base : code,
    general: listing === 'heading' ? baseRows : own,
    finerCodes,
    children,
  };
}

/** A listed code's listing, its children's count and what is in force on the day: the lookup's few members a list shows. */
export function inForceSummary(
  index: LibraryIndex,
  code: string,
  day: string,
  lang: Lang = 'zh-CN',
): { listing: FoundLookup['listing']; children_total: number; in_force: InForce } | null {
  const coverage = coverageOf(index, code);
  if (coverage === null || index.dataFrom === null) return null;
  const finer = rowsUnder(index, coverage.finerCodes);
  return {
    listing: coverage.listing,
    children_total: coverage.children.length,
    in_force: inForce(coverage.general, finer, day, index.dataFrom, lang),
  };
}

/** The lookup of one code (the module's comment says what it holds). Finer codes in force beside a general period make `choose`. */
export function lookupCode(
  index: LibraryIndex,
  code: string,
  when: LookupDay,
  exportDate: string | null,
  lang: Lang = 'zh-CN',
): Lookup {
  const coverage = coverageOf(index, code);
  if (coverage === null || index.dataFrom === null) {
    return {
      found: false,
      code,
      nearest: (index.listedBySix.get(code.slice(0, 6)) ?? []).slice(0, NEAREST_LISTED),
      data_from: index.dataFrom,
    };
  }
  const finer = rowsUnder(index, coverage.finerCodes);
  return {
    found: true,
    code,
    listing: coverage.listing,
    listed_at: coverage.listedAt,
    data_from: index.dataFrom,
    export_date: exportDate,
    periods: coverage.general.map((row) => periodOf(row, lang)),
    splits: finer.map((row) => periodOf(row, lang)),
    children: coverage.children.slice(0, CHILDREN_LISTED),
    children_total: coverage.children.length,
    in_force: inForce(coverage.general, finer, when.day, index.dataFrom, lang),
    in_force_on: when.day,
    in_force_basis: when.basis,
  };
}
