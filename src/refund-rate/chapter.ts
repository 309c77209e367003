/**
 * One chapter of the refund library (the first two digits of a customs code), for the site's
 * chapter page that a lookup's `links.chapter_page` names: every code the library lists in the
 * chapter, in code order, each with the periods in force on a day. A code with none in force
 * that day is still listed, with none: the page says so rather than leaving it out.
 */
import type { Lang } from '../i18n/languages.js';
import type { LibraryIndex } from './library-index.js';
import { type PeriodRow, inForceOn, periodOf } from './period.js';

export interface ChapterCode {
  code: string;
  name: string | null;
  in_force: PeriodRow[];
}

/** The listed codes of each chapter, sorted, made once per index. */
const CHAPTERS = new WeakMap<LibraryIndex, Map<string, string[]>>();

export function chapterCodes(index: LibraryIndex, chapter: string): readonly string[] {
  let chapters = CHAPTERS.get(index);
  if (chapters === undefined) {
    chapters = new Map();
    for (const code of [...index.periodsByCode.keys()].sort()) {
      const codes = chapters.get(code.slice(0, 2)) ?? [];
      codes.push(code);
      chapters.set(code.slice(0, 2), codes);
    }
    CHAPTERS.set(index, chapters);
  }
  return chapters.get(chapter) ?? [];
}

export function chapterCodeOn(index: LibraryIndex, code: string, day: string, lang: Lang): ChapterCode {
  const periods = index.periodsByCode.get(code) ?? [];
  const name = periods[periods.length - 1]?.name;
  return {
    code,
    name: typeof name === 'string' ? name : null,
    in_force: periods.filter((row) => inForceOn(row, day)).map((row) => periodOf(row, lang)),
  };
}
