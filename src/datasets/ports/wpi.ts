/**
 * World Port Index (NGA Pub 150, "UpdatedPub150.csv"): one record per port or terminal, English
 * names, WPI's region, and latitude/longitude as decimal text. Of its 109 columns the ports
 * dataset reads the eight below. Its "UN/LOCODE" column is a cross-reference that WPI fills on
 * most rows, written "CN SGH"; its "Country Code" column holds a country name ("China").
 */
import { ImportError } from '../model.js';
import { type Countries } from './countries.js';
import { type InputFile, csvRecords } from './files.js';
import { type LeftOut, screenCode } from './left-out.js';
import { wpiLocode } from './locode.js';

export interface WpiPort {
  /** "WPI 8680.0 St Petersburg", for messages. */
  label: string;
  code: string;
  name: string;
  /** "Alternate Port Name" split at ";": "Taroena; Tohoena" is two names. */
  alternates: string[];
  region: string;
  latitude: string;
  longitude: string;
}

const COLUMNS = {
  number: 'World Port Index Number',
  region: 'Region Name',
  name: 'Main Port Name',
  alternates: 'Alternate Port Name',
  code: 'UN/LOCODE',
  country: 'Country Code',
  latitude: 'Latitude',
  longitude: 'Longitude',
} as const;
/** Degrees as WPI writes them: "31.233333000000002", "-74.250000000000000". */
const DEGREES = /^-?[0-9]+(\.[0-9]+)?$/;

export function readWpi(file: InputFile, countries: Countries): { ports: WpiPort[]; leftOut: LeftOut[] } {
  const ports: WpiPort[] = [];
  const leftOut: LeftOut[] = [];
  for (const { record, fields } of csvRecords(file, Object.values(COLUMNS))) {
    // WPI writes an empty cell as one space; trimming is the only change made to its text.
    const cell = (column: keyof typeof COLUMNS): string => (fields[COLUMNS[column]] ?? '').trim();
    const where = `${file.name}: record ${record}`;
    const name = cell('name');
    if (name === '') throw new ImportError(`${where}: "${COLUMNS.name}" is empty`);
    const label = `WPI ${cell('number')} ${name}`;
    const codeCell = cell('code');
    const code = wpiLocode(codeCell);
    if (code === null) {
      leftOut.push({
        source: 'wpi',
        record: label,
        code: codeCell,
        reason: codeCell === '' ? 'no code' : 'not a code',
      });
      continue;
    }
    const reason = screenCode(code, cell('country'), countries, `${where} (${label}, UN/LOCODE "${codeCell}")`);
    if (reason !== null) {
      leftOut.push({ source: 'wpi', record: label, code: codeCell, reason });
      continue;
    }
    const latitude = cell('latitude');
    const longitude = cell('longitude');
    if (!DEGREES.test(latitude) || !DEGREES.test(longitude)) {
      throw new ImportError(
        `${where} (${label}): latitude "${latitude}" / longitude "${longitude}" are not decimal degrees`,
      );
    }
    const alternates = cell('alternates')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    ports.push({ label, code, name, alternates, region: cell('region'), latitude, longitude });
  }
  return { ports, leftOut };
}
