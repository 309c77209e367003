/**
 * Filling catalogue texts: `{name}` becomes the value of that name. A text whose value is
 * missing keeps its placeholder visible rather than inventing a figure.
 */
import { CATALOGUE, type CopyKey, isCopyKey } from './catalogue.js';
import type { Lang } from './languages.js';
import type { Texts } from './texts.js';

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
/** Any placeholder, with the word forms a figure sentence may give it (`{quantity|carton|cartons}`). */
const ANY_PLACEHOLDER = /\{([A-Za-z0-9_]+)(?:\|[^}]*)?\}/g;

function fill(template: string, values: MessageValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

export function textOf(key: CopyKey, lang: Lang, values: MessageValues = {}): string {
  return fill(CATALOGUE[key][lang], values);
}

/** The Chinese sentence followed by the English one, whatever the answer language (docs/contract.md, Errors). */
export function bilingual(key: CopyKey, values: MessageValues = {}): string {
  return `${textOf(key, 'zh-CN', values)} ${textOf(key, 'en', values)}`;
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(ANY_PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

/** An answer's issue in one language, from its copy key (the answer itself writes Chinese then English); its own text otherwise. */
export function issueSentence(issue: { code: string; values?: MessageValues; message: string }, lang: Lang): string {
  return isCopyKey(issue.code) ? textOf(issue.code, lang, issue.values ?? {}) : issue.message;
}

/** The words of a table of texts (the website's, the MCP server's) by key, filled like the catalogue's. */
export function wordsOf<K extends string>(table: Readonly<Record<K, Texts>>) {
  return (key: K, lang: Lang, values: MessageValues = {}): string => fill(table[key][lang], values);
}
