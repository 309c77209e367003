/**
 * Records of the publishers' files that do not become ports, and why. The UN/LOCODE is the
 * key of the dataset, so a record is left out only when it has no code the dataset can file it
 * under; every such record is listed (the docs give the counts), none is dropped silently,
 * and a code whose country is simply unknown still refuses the whole import.
 */
import { WITHDRAWN_COUNTRIES, type Countries } from './countries.js';
import { countryOf } from './locode.js';

export type LeftOutReason =
  /** WPI: the UN/LOCODE cell is blank. */
  | 'no code'
  /** WPI: the cell holds something that is not a code: a country alone ("LB"), or `GB ME""`. */
  | 'not a code'
  /** The code's country was withdrawn from ISO 3166-1 (WITHDRAWN_COUNTRIES). */
  | 'withdrawn country'
  /** The record's own country name names another country than its code (WPI: St Petersburg, United States, "RU LED"). */
  | 'code of another country';

export interface LeftOut {
  source: 'wpi' | 'sea-ports';
  /** The record: "WPI 8680.0 St Petersburg" or the sea-ports key. */
  record: string;
  /** The code cell or key as written. */
  code: string;
  reason: LeftOutReason;
}

/**
 * Why `code` cannot file this record, or null when it can. Withdrawn countries are checked
 * first: the code itself is obsolete, whatever the record calls the country.
 */
export function screenCode(
  code: string,
  countryName: string,
  countries: Countries,
  where: string,
): LeftOutReason | null {
  if (WITHDRAWN_COUNTRIES.has(countryOf(code))) return 'withdrawn country';
  if (countries.disagrees(code, countryName)) return 'code of another country';
  countries.require(countryOf(code), where);
  return null;
}
