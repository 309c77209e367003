/**
 * The description of each input in the languages other than English (the English is the
 * declaration's own `description`), for GET /v1/tools/{id}?lang=…: a tool's `input-texts.ts`
 * holds them, typed by its declarations, so that an input without its three texts, a row field
 * without its own, or a text for an input that does not exist is a compile error.
 */
import type { Lang } from '../../i18n/languages.js';
import type { AnyField, Field, Fields } from './inputs.js';

/** One description in each language but English. */
export type OtherLanguages = { readonly [L in Exclude<Lang, 'en'>]: string };

/** The names of the fields a rows input (a list of them) or an object input reads. */
type FieldNames<T> = T extends ReadonlyArray<infer R> ? keyof R & string : keyof T & string;

type TextsOf<F extends AnyField> = F extends { type: 'rows' | 'object' } & Field<unknown, infer T, infer _P>
  ? OtherLanguages & { readonly fields: { readonly [N in FieldNames<NonNullable<T>>]: OtherLanguages } }
  : OtherLanguages;

/** Every input of `F`, and every field of its rows, in the languages other than English. */
export type InputTexts<F extends Fields> = { readonly [K in keyof F]: TextsOf<F[K]> };

/** The same at run time, by input name (what the tool description reads). */
export type InputTextsByName = Readonly<
  Record<string, OtherLanguages & { readonly fields?: Readonly<Record<string, OtherLanguages>> }>
>;

/** An input's (or row field's) description in `lang`: the declaration's English, or its text. */
export function describedIn(lang: Lang, english: string, texts: OtherLanguages | undefined): string {
  return lang === 'en' || texts === undefined ? english : texts[lang];
}
