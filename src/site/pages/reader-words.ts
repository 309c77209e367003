/**
 * The API's names as a person reads them on a page: a description or sentence that mentions a
 * field (`lengthUnit`) shows its label, the name kept beside it as a code hint (docs/site.md).
 */
import type { Lang } from '../../i18n/languages.js';
import { type Content, type Html, html } from '../html.js';

/** An input as far as its label goes: its name, label and fields (GET /v1/tools/{id}). */
interface LabelledInput {
  name: string;
  label?: string;
  fields?: readonly LabelledInput[];
}

/**
 * A word that may be an API name: in English a camelCase one, since a plain word (length, mode)
 * reads as itself; in Chinese, Japanese and Korean any Latin word that names a field.
 */
const FIELD_NAME = /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g;
const LATIN_NAME = /\b[a-z][A-Za-z0-9]*\b/g;
const namesIn = (lang: Lang) => (lang === 'en' ? FIELD_NAME : LATIN_NAME);

/**
 * A description as a person reads it: each API name it mentions becomes that field's label, the
 * name kept beside it as a code hint. The API's own descriptions name fields for developers
 * (GET /v1/tools/{id}); the page speaks the labels (docs/site.md).
 */
export function readerDescription(text: string, labels: ReadonlyMap<string, string>, lang: Lang): Html {
  const parts: Content[] = [];
  let from = 0;
  for (const match of text.matchAll(namesIn(lang))) {
    const label = labels.get(match[0]);
    if (label === undefined) continue;
    parts.push(text.slice(from, match.index), html`${label} <code class="api-name">${match[0]}</code>`);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return html`${parts}`;
}

/** The same for an attribute, where no code hint can stand: the labels alone. */
export function readerAttribute(text: string, labels: ReadonlyMap<string, string>, lang: Lang): string {
  return text.replace(namesIn(lang), (name) => labels.get(name) ?? name);
}

/** Every name a tool's descriptions may mention, with its label (its description when it has none). */
export function labelsOf(inputs: readonly LabelledInput[], outputs: ReadonlyMap<string, string>): Map<string, string> {
  const labels = new Map(outputs);
  const add = (input: LabelledInput) => {
    if (input.label) labels.set(input.name, input.label);
    for (const field of input.fields ?? []) add(field);
  };
  for (const input of inputs) add(input);
  return labels;
}
