/**
 * One dataset row per port group. Every text is a source's own text, trimmed; the only text
 * made here is the search pinyin. Where the sources overlap, the order of preference is
 * port-names.csv, then sea-ports, then WPI for names (sea-ports and the name table use the
 * names traders use: "Qingdao", where WPI writes "Qingdao Gang"), and WPI, then sea-ports for
 * coordinates (NGA's survey figures; sea-ports warns that its own are not all correct).
 */
import type { Cell, Row } from '../model.js';
import { type Countries, NAME_LANGUAGES, type NameLanguage } from './countries.js';
import { countryOf } from './locode.js';
import type { PortGroup } from './merge.js';
import { pinyinTerms } from './pinyin.js';
import type { WikidataNames } from './wikidata-names.js';

const WIKIDATA_LANGUAGES = ['zh-CN', 'ja', 'ko'] as const;

export const PORT_COLUMNS: readonly string[] = [
  'id',
  'code',
  'codes',
  ...NAME_LANGUAGES.map((lang) => `name.${lang}`),
  'country',
  ...NAME_LANGUAGES.map((lang) => `country_name.${lang}`),
  'region',
  'province',
  'latitude',
  'longitude',
  'coordinates_source',
  'search.zh',
  'search.pinyin',
  'search.en',
  'sources',
  'name_source',
];

/** The columns of a version made with Wikidata's names: each name's source. */
export const NAME_SOURCE_COLUMNS: readonly string[] = ['zh-CN', 'ja', 'ko'].map((lang) => `name_sources.${lang}`);

/** `wikidata`: the port's names from Wikidata's answer, or null for a version made without one (it has no name_sources). */
export function portRow(group: PortGroup, countries: Countries, wikidata: WikidataNames | null = null): Row {
  const country = countries.require(countryOf(group.primary), `port ${group.primary}`);
  const name = portName(group, wikidata ?? {});
  const row: Record<string, Cell> = {
    id: group.primary.toLowerCase(),
    code: group.primary,
    codes: group.codes,
    name,
    country: country.code,
    country_name: { ...country.names },
  };
  const region = group.wpi[0]?.region;
  if (region) row.region = region;
  const province = group.sea.find((entry) => entry.province !== null)?.province;
  if (province) row.province = province;
  Object.assign(row, position(group));
  const zh = name['zh-CN'];
  const zhWhere = group.names?.names['zh-CN']
    ? group.names.where
    : `Wikidata ${wikidata?.['zh-CN']?.item} (${group.primary})`;
  row.search = {
    zh: unique([zh, ...country.allNames['zh-CN']]),
    pinyin: zh === undefined ? [] : pinyinTerms(zh, zhWhere),
    en: unique([
      name.en,
      group.names?.names.en,
      ...group.sea.flatMap((entry) => [entry.name, entry.city, ...entry.alias]),
      ...group.wpi.flatMap((port) => [port.name, ...port.alternates]),
      ...group.codes,
      ...country.allNames.en,
    ]),
  };
  row.sources = [
    ...(group.wpi.length > 0 ? ['wpi'] : []),
    ...(group.sea.length > 0 ? ['sea-ports'] : []),
    ...(group.names ? ['port-names'] : []),
    ...(wikidata && Object.keys(wikidata).length > 0 ? ['wikidata'] : []),
  ];
  if (group.names) row.name_source = group.names.source;
  const sources = wikidata ? nameSources(group, wikidata) : {};
  if (Object.keys(sources).length > 0) row.name_sources = sources;
  return row;
}

/** Where each Chinese, Japanese and Korean name comes from: the curated table, or the Wikidata item (and, for Chinese, its label). */
function nameSources(group: PortGroup, wikidata: WikidataNames): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const lang of WIKIDATA_LANGUAGES) {
    const taken = wikidata[lang];
    if (group.names?.names[lang] !== undefined) sources[lang] = 'port-names';
    else if (taken) sources[lang] = `wikidata:${taken.item}${lang === 'zh-CN' ? ` (${taken.from})` : ''}`;
  }
  return sources;
}

/** `en` always; zh-CN, ja and ko where port-names.csv gives them, else where Wikidata does (nothing is translated). */
function portName(group: PortGroup, wikidata: WikidataNames): Partial<Record<NameLanguage, string>> & { en: string } {
  const given: Partial<Record<NameLanguage, string>> = { ...group.names?.names };
  for (const lang of WIKIDATA_LANGUAGES) given[lang] ??= wikidata[lang]?.text;
  const en = given.en ?? group.sea[0]?.name ?? group.wpi[0]?.name;
  if (en === undefined) throw new Error(`port ${group.primary} has no English name`);
  const name: Partial<Record<NameLanguage, string>> = {};
  for (const lang of NAME_LANGUAGES) {
    const text = lang === 'en' ? en : given[lang];
    if (text !== undefined) name[lang] = text;
  }
  return { ...name, en };
}

function position(group: PortGroup): Record<string, string> {
  const wpi = group.wpi[0];
  if (wpi) return { latitude: wpi.latitude, longitude: wpi.longitude, coordinates_source: 'wpi' };
  const sea = group.sea.find((entry) => entry.latitude !== null && entry.longitude !== null);
  if (sea?.latitude && sea.longitude)
    return { latitude: sea.latitude, longitude: sea.longitude, coordinates_source: 'sea-ports' };
  return {};
}

function unique(texts: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(texts.filter((text): text is string => typeof text === 'string' && text !== ''))];
}
