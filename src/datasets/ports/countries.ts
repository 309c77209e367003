/**
 * Countries: the UN/LOCODE country table says which country codes exist, i18n-iso-countries
 * names them in the four answer languages. A port's country is the first two letters of its
 * code and must be in both, or the import is refused, with one exception: codes of a country
 * withdrawn from ISO 3166-1 (the sources still carry some) are left out and reported.
 */
import { ImportError } from '../model.js';
import { type InputFile, csvRecords, expectObject, expectString, jsonDocument } from './files.js';
import type { JsonValue } from './json-text.js';

export const NAME_LANGUAGES = ['zh-CN', 'en', 'ja', 'ko'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export type CountryFiles = Readonly<Record<NameLanguage, InputFile>>;

/** Withdrawn country codes met in the sources, with why no port can be filed under them now. */
export const WITHDRAWN_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ['AN', 'Netherlands Antilles: dissolved in 2010 and withdrawn from ISO 3166-1; not in the UN/LOCODE country table'],
]);

interface Country {
  code: string;
  /** The first name each language file gives. */
  names: Readonly<Record<NameLanguage, string>>;
  /** Every name the language file gives (en.json has several for some countries: "UK"). */
  allNames: Readonly<Record<NameLanguage, readonly string[]>>;
}

export interface Countries {
  /** The country of a code, or an ImportError saying which table lacks it. */
  require(code: string, where: string): Country;
  /**
   * True when a source's English country name (WPI "Country Code", sea-ports `country`) names
   * a country other than `code`'s. A name that matches no known name cannot disagree.
   */
  disagrees(code: string, countryName: string): boolean;
}

export function readCountries(table: InputFile, languages: CountryFiles): Countries {
  const listed = readCountryTable(table);
  const byLanguage = Object.fromEntries(
    NAME_LANGUAGES.map((lang) => [lang, readCountryNames(languages[lang], lang)]),
  ) as Record<NameLanguage, Map<string, string[]>>;
  const codesByName = new Map<string, Set<string>>();
  const addName = (name: string, code: string): void => {
    const codes = codesByName.get(name) ?? new Set<string>();
    codes.add(code);
    codesByName.set(name, codes);
  };
  for (const [code, name] of listed) addName(name, code);
  for (const [code, names] of byLanguage.en) for (const name of names) addName(name, code);

  const known = new Map<string, Country>();
  return {
    require(code, where) {
      const cached = known.get(code);
      if (cached) return cached;
      if (!listed.has(code)) throw new ImportError(`${where}: country ${code} is not in ${table.name}`);
      const allNames = {} as Record<NameLanguage, readonly string[]>;
      for (const lang of NAME_LANGUAGES) {
        const names = byLanguage[lang].get(code);
        if (!names) throw new ImportError(`${where}: country ${code} has no name in ${languages[lang].name}`);
        allNames[lang] = names;
      }
      const names = Object.fromEntries(NAME_LANGUAGES.map((lang) => [lang, allNames[lang][0]])) as Record<
        NameLanguage,
        string
      >;
      const country = { code, names, allNames };
      known.set(code, country);
      return country;
    },
    disagrees(code, countryName) {
      const codes = codesByName.get(countryName.trim());
      return codes !== undefined && !codes.has(code.slice(0, 2));
    },
  };
}

/** country-codes.csv: code → UN/LOCODE's name for it. */
function readCountryTable(file: InputFile): Map<string, string> {
  const codes = new Map<string, string>();
  for (const { record, fields } of csvRecords(file, ['CountryCode', 'CountryName'])) {
    const code = (fields.CountryCode ?? '').trim();
    if (!/^[A-Z]{2}$/.test(code))
      throw new ImportError(`${file.name}: record ${record}: "${code}" is not a two-letter country code`);
    if (codes.has(code)) throw new ImportError(`${file.name}: record ${record}: country ${code} is listed twice`);
    codes.set(code, (fields.CountryName ?? '').trim());
  }
  return codes;
}

/** An i18n-iso-countries language file: {"locale": "zh", "countries": {"CN": "中国" or ["…", "…"]}}. */
function readCountryNames(file: InputFile, lang: NameLanguage): Map<string, string[]> {
  const document = expectObject(jsonDocument(file), file.name);
  const locale = expectString(document.locale, `${file.name}: "locale"`);
  // zh.json holds Simplified Chinese names; its locale is "zh".
  if (locale !== lang.slice(0, 2))
    throw new ImportError(`${file.name}: locale is "${locale}", expected "${lang.slice(0, 2)}"`);
  const names = new Map<string, string[]>();
  for (const [code, value] of Object.entries(expectObject(document.countries, `${file.name}: "countries"`))) {
    names.set(code, countryNames(value, `${file.name}: countries.${code}`));
  }
  return names;
}

function countryNames(value: JsonValue, where: string): string[] {
  const list = Array.isArray(value) ? (value as readonly JsonValue[]) : [value];
  const names = list.map((item) => expectString(item, where).trim());
  if (names.length === 0 || names.some((name) => name === ''))
    throw new ImportError(`${where} should be a name or a list of names`);
  return names;
}
