/**
 * Wikidata's labels merged into the ports. The curated port-names.csv comes first: a
 * Wikidata label never replaces a curated name, it only fills a language the curated table leaves
 * empty. A port takes the labels of the items that carry any of its codes (those of its primary
 * code first, then by code; by item number within a code); where those items give a language
 * different names (a city item and a port item that disagree), none is taken. Every
 * name keeps the item it came from, and the summary counts what was added, kept, cleaned and
 * left out, and why.
 */
import type { PortGroup } from './merge.js';
import {
  type Cleaning,
  type LeftOutReason,
  type WikidataItem,
  type WikidataLanguage,
  type WikidataName,
  cleanLabel,
  labelOf,
} from './wikidata-labels.js';

const LANGUAGES: readonly WikidataLanguage[] = ['zh-CN', 'ja', 'ko'];

export type WikidataNames = Partial<Record<WikidataLanguage, WikidataName>>;

export interface PortNamesSummary {
  /** Items in the answer, and those whose code is no port's. */
  items: number;
  items_for_no_port: number;
  /** Names a port took from Wikidata, by language. */
  names_added: Record<WikidataLanguage, number>;
  /** Languages where a curated name stood and the port's Wikidata label was not used. */
  curated_kept: number;
  /** What the rules did to the names taken. */
  cleaned: Record<Cleaning, number>;
  /** Labels left out, by reason; conflicting: a port's items gave a language different names. */
  left_out: Record<LeftOutReason | 'conflicting', number>;
}

function itemNumber(item: WikidataItem): number {
  return Number(item.item.slice(1));
}

export function mergeWikidataNames(
  groups: readonly PortGroup[],
  items: readonly WikidataItem[],
  toSimplified: (text: string) => string,
): { byPort: Map<string, WikidataNames>; summary: PortNamesSummary } {
  const byCode = new Map<string, WikidataItem[]>();
  for (const item of [...items].sort((a, b) => itemNumber(a) - itemNumber(b))) {
    byCode.set(item.code, [...(byCode.get(item.code) ?? []), item]);
  }
  const portCodes = new Set(groups.flatMap((group) => group.codes));
  const summary: PortNamesSummary = {
    items: items.length,
    items_for_no_port: items.filter((item) => !portCodes.has(item.code)).length,
    names_added: { 'zh-CN': 0, ja: 0, ko: 0 },
    curated_kept: 0,
    cleaned: { bracket_removed: 0, city_suffix_removed: 0, converted_to_simplified: 0 },
    left_out: { not_in_script: 0, empty_after_cleaning: 0, conflicting: 0 },
  };
  const byPort = new Map<string, WikidataNames>();
  for (const group of groups) {
    const seen = new Set<string>();
    const portItems = group.codes
      .flatMap((code) => byCode.get(code) ?? [])
      .filter((item) => {
        const first = !seen.has(item.item);
        seen.add(item.item);
        return first;
      });
    if (portItems.length === 0) continue;
    const names: WikidataNames = {};
    for (const lang of LANGUAGES) {
      const candidates = portItems.flatMap((item) => {
        const label = labelOf(item, lang, toSimplified);
        if (!label) return [];
        const cleaned = cleanLabel(label.label, lang);
        if ('leftOut' in cleaned) {
          summary.left_out[cleaned.leftOut] += 1;
          return [];
        }
        const cleanings: Cleaning[] = label.converted
          ? ['converted_to_simplified', ...cleaned.cleanings]
          : cleaned.cleanings;
        return [{ name: { text: cleaned.name, item: item.item, from: label.from }, cleanings }];
      });
      const [chosen] = candidates;
      if (!chosen) continue;
      if (group.names?.names[lang] !== undefined) {
        summary.curated_kept += 1;
        continue;
      }
      if (new Set(candidates.map((candidate) => candidate.name.text)).size > 1) {
        summary.left_out.conflicting += 1;
        continue;
      }
      names[lang] = chosen.name;
      summary.names_added[lang] += 1;
      for (const cleaning of chosen.cleanings) summary.cleaned[cleaning] += 1;
    }
    if (Object.keys(names).length > 0) byPort.set(group.primary, names);
  }
  return { byPort, summary };
}

/** The summary as the import prints it. */
export function summaryLines(summary: PortNamesSummary): string[] {
  const { names_added: added, cleaned, left_out: out } = summary;
  return [
    `  Wikidata: ${summary.items} items with a UN/LOCODE, ${summary.items_for_no_port} of them for no port of the dataset`,
    `  names added: zh-CN ${added['zh-CN']}, ja ${added.ja}, ko ${added.ko}; curated names kept over Wikidata's: ${summary.curated_kept}`,
    `  cleaned: bracket removed ${cleaned.bracket_removed}, 市 removed ${cleaned.city_suffix_removed}, converted to Simplified ${cleaned.converted_to_simplified}`,
    `  left out: not in the language's script ${out.not_in_script}, empty after cleaning ${out.empty_after_cleaning}, items of one port disagreeing ${out.conflicting}`,
  ];
}
