/**
 * Wikidata's answer to the port-names query (wikidata-query.ts), read and cleaned.
 * Each binding is one item with a UN/LOCODE (Wikidata writes "DE HAM"; read as DEHAM) and its
 * labels. A label becomes a port name only after the rules below, each counted for the import's
 * summary; a label they do not leave as a name of the port is left out, never guessed at:
 * - Chinese: the zh-cn label, else zh-hans, else the plain zh label converted to Simplified
 *   Chinese by opencc-js (Traditional to mainland usage); which one is recorded with the name.
 * - A trailing disambiguation in brackets, "(…)" or "（…）", is removed.
 * - A Chinese or Japanese label that is a city's name, ending in 市, is taken without the 市
 *   (上海市 → 上海, as traders name the port), when at least two characters remain.
 * - A label not written in the language's script (a Latin "Hamburg" as a Chinese label) is left
 *   out: Chinese needs Han characters, Japanese Han or kana, Korean Hangul.
 */
import { ImportError } from '../model.js';
import type { NameLanguage } from './countries.js';
import { type InputFile, expectObject, expectString, jsonDocument } from './files.js';
import { isLocode } from './locode.js';
import { LABEL_VARIABLES, type LabelVariable } from './wikidata-query.js';

export type WikidataLanguage = Exclude<NameLanguage, 'en'>;

export interface WikidataItem {
  /** Q1055 */
  item: string;
  /** DEHAM */
  code: string;
  labels: Partial<Record<LabelVariable, string>>;
}

export interface WikidataName {
  text: string;
  item: string;
  /** The label it was made from: zh-cn, zh-hans, "zh, converted to Simplified by opencc-js", ja, ko. */
  from: string;
}

/** What the cleaning did to a label, or why it was left out. */
export type Cleaning = 'bracket_removed' | 'city_suffix_removed' | 'converted_to_simplified';
export type LeftOutReason = 'not_in_script' | 'empty_after_cleaning';

const ITEM_URI = /^http:\/\/www\.wikidata\.org\/entity\/(Q[1-9][0-9]*)$/;

export function readWikidataAnswer(file: InputFile): WikidataItem[] {
  const root = expectObject(jsonDocument(file), file.name);
  const results = expectObject(root.results, `${file.name}: results`);
  if (!Array.isArray(results.bindings)) throw new ImportError(`${file.name}: results.bindings should be a list`);
  return results.bindings.map((binding, index) => {
    const where = `${file.name}: binding ${index + 1}`;
    const cells = expectObject(binding, where);
    const value = (name: string) =>
      expectString(expectObject(cells[name], `${where}: ${name}`).value, `${where}: ${name}.value`);
    const item = ITEM_URI.exec(value('item'))?.[1];
    if (!item) throw new ImportError(`${where}: item ${JSON.stringify(value('item'))} is not a Wikidata item`);
    const code = value('locode').replace(/\s+/g, '').toUpperCase();
    if (!isLocode(code)) throw new ImportError(`${where}: ${JSON.stringify(value('locode'))} is not a UN/LOCODE`);
    const labels: Partial<Record<LabelVariable, string>> = {};
    for (const variable of Object.keys(LABEL_VARIABLES) as LabelVariable[]) {
      if (cells[variable] !== undefined) labels[variable] = value(variable).trim();
    }
    return { item, code, labels };
  });
}

const SCRIPTS: Readonly<Record<WikidataLanguage, RegExp>> = {
  'zh-CN': /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
};

const TRAILING_BRACKET = /\s*[（(][^（）()]*[）)]\s*$/u;

export type Cleaned = { name: string; cleanings: Cleaning[] } | { leftOut: LeftOutReason };

/** A label of one language cleaned by the rules above. */
export function cleanLabel(label: string, lang: WikidataLanguage): Cleaned {
  const cleanings: Cleaning[] = [];
  let name = label.normalize('NFC').trim();
  if (TRAILING_BRACKET.test(name)) {
    name = name.replace(TRAILING_BRACKET, '');
    cleanings.push('bracket_removed');
  }
  if (lang !== 'ko' && name.endsWith('市') && [...name].length >= 3) {
    name = name.slice(0, -1);
    cleanings.push('city_suffix_removed');
  }
  if (name === '') return { leftOut: 'empty_after_cleaning' };
  if (!SCRIPTS[lang].test(name)) return { leftOut: 'not_in_script' };
  return { name, cleanings };
}

/** The label an item gives a language, and what it was read from (Chinese: zh-cn, zh-hans, else zh converted). */
export function labelOf(
  item: WikidataItem,
  lang: WikidataLanguage,
  toSimplified: (text: string) => string,
): { label: string; from: string; converted: boolean } | null {
  const { labels } = item;
  if (lang === 'ja') return labels.ja ? { label: labels.ja, from: 'ja', converted: false } : null;
  if (lang === 'ko') return labels.ko ? { label: labels.ko, from: 'ko', converted: false } : null;
  if (labels.zhCn) return { label: labels.zhCn, from: 'zh-cn', converted: false };
  if (labels.zhHans) return { label: labels.zhHans, from: 'zh-hans', converted: false };
  if (labels.zh) {
    return { label: toSimplified(labels.zh), from: 'zh, converted to Simplified by opencc-js', converted: true };
  }
  return null;
}
