/**
 * Filling catalogue texts: `{name}` becomes the value of that name. A text whose value is
 * missing keeps its placeholder visible rather than inventing a figure.
 */
import { CATALOGUE, type CopyKey } from './catalogue.js';
import type { Lang } from './languages.js';

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
/** Any placeholder, with the word forms a figure sentence may give it (`{quantity|carton|cartons}`). */
const ANY_PLACEHOLDER = /\{([A-Za-z0-9_]+)(?:\|[^}]*)?\}/g;

export function fill(template: string, values: MessageValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

export function textOf(key: CopyKey, lang: Lang, values: MessageValues = {}): string {
  return fill(CATALOGUE[key][lang], values);
}

/** The Chinese sentence followed by the English one, whatever the answer language (§7). */
export function bilingual(key: CopyKey, values: MessageValues = {}): string {
  return `${textOf(key, 'zh-CN', values)} ${textOf(key, 'en', values)}`;
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(ANY_PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}
