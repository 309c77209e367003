/**
 * The four answer languages. Without `lang` an answer is in Chinese (docs/contract.md, Languages).
 * Language tags are case-insensitive (BCP 47), so `zh-cn` reads as zh-CN; nothing else is guessed.
 */
export const LANGUAGES = ['zh-CN', 'en', 'ja', 'ko'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

const BY_LOWER_CASE = new Map<string, Lang>(LANGUAGES.map((lang) => [lang.toLowerCase(), lang]));

export function readLang(text: string): Lang | null {
  return BY_LOWER_CASE.get(text.toLowerCase()) ?? null;
}
