/**
 * sea-ports (npm, MIT), as sources/ports/sea-ports/ports.json: an object keyed by UN/LOCODE; each entry has English
 * names, a province, the codes it goes by (`unlocs`, several for a port such as Shanghai,
 * CNSHA and CNSGH) and `coordinates` as [longitude, latitude], kept here as the JSON text.
 * The same port can be keyed twice (CNSHA and CNSGH hold the same entry); the merge joins them.
 */
import { ImportError } from '../model.js';
import type { Countries } from './countries.js';
import {
  type InputFile,
  expectNumberTexts,
  expectObject,
  expectString,
  expectStrings,
  jsonDocument,
  optionalString,
} from './files.js';
import type { JsonObject } from './json-text.js';
import { type LeftOut, screenCode } from './left-out.js';
import { countryOf, isLocode } from './locode.js';

export interface SeaPort {
  key: string;
  /** As listed: the usual code first (CNSHA, then CNSGH). */
  unlocs: string[];
  /** The key and its `unlocs`, the key first, each once. */
  codes: string[];
  name: string;
  city: string | null;
  province: string | null;
  alias: string[];
  /** Both or neither. */
  latitude: string | null;
  longitude: string | null;
}

export function readSeaPorts(file: InputFile, countries: Countries): { ports: SeaPort[]; leftOut: LeftOut[] } {
  const ports: SeaPort[] = [];
  const leftOut: LeftOut[] = [];
  for (const [key, value] of Object.entries(expectObject(jsonDocument(file), file.name))) {
    const where = `${file.name}: entry "${key}"`;
    const entry = expectObject(value, where);
    const port = readEntry(key, entry, where);
    const country = expectString(entry.country, `${where}: "country"`).trim();
    const reason = screenCode(key, country, countries, where);
    if (reason !== null) {
      leftOut.push({ source: 'sea-ports', record: key, code: key, reason });
      continue;
    }
    ports.push(port);
  }
  return { ports, leftOut };
}

function readEntry(key: string, entry: JsonObject, where: string): SeaPort {
  if (!isLocode(key)) throw new ImportError(`${where}: the key is not a UN/LOCODE`);
  const unlocs = expectStrings(entry.unlocs, `${where}: "unlocs"`).map((code) => code.trim());
  if (unlocs.length === 0) throw new ImportError(`${where}: "unlocs" is empty`);
  for (const code of unlocs) {
    if (!isLocode(code)) throw new ImportError(`${where}: "${code}" in "unlocs" is not a UN/LOCODE`);
    // One port, one country: the country column could not say which of two was meant.
    if (countryOf(code) !== countryOf(key))
      throw new ImportError(`${where}: "unlocs" has ${code}, of another country than the key`);
  }
  const name = expectString(entry.name, `${where}: "name"`).trim();
  if (name === '') throw new ImportError(`${where}: "name" is empty`);
  const [longitude, latitude] = coordinates(entry, where);
  return {
    key,
    unlocs,
    codes: [...new Set([key, ...unlocs])],
    name,
    city: blankToNull(optionalString(entry.city, `${where}: "city"`)),
    province: blankToNull(optionalString(entry.province, `${where}: "province"`)),
    alias:
      entry.alias === undefined
        ? []
        : expectStrings(entry.alias, `${where}: "alias"`)
            .map((a) => a.trim())
            .filter((a) => a !== ''),
    latitude,
    longitude,
  };
}

function coordinates(entry: JsonObject, where: string): [string, string] | [null, null] {
  if (entry.coordinates === undefined) return [null, null];
  const texts = expectNumberTexts(entry.coordinates, `${where}: "coordinates"`);
  const [longitude, latitude] = texts;
  if (texts.length !== 2 || longitude === undefined || latitude === undefined) {
    throw new ImportError(`${where}: "coordinates" should be [longitude, latitude]`);
  }
  return [longitude, latitude];
}

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
