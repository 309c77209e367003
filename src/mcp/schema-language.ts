/**
 * A tool's input schema with its fields described in the language of the tool list: a
 * calculator's and the quote's inputs from their own texts in Chinese, Japanese and Korean (the
 * tool's input-texts.ts, as GET /v1/tools/{id} gives them) followed by their kind and bounds in
 * the same language (a model reads the bounds there: the schema's long number patterns are left
 * out, model-schema.ts); a lookup's arguments from its guide (data-tool-guides.ts). English is the
 * schema as the OpenAPI document has it.
 */
import type { JsonSchema } from '../core/json-schema.js';
import type { Lang } from '../i18n/languages.js';
import type { InputSpec } from '../tools/kit/input-spec.js';
import type { OtherLanguages } from '../tools/kit/input-texts.js';
import { mcpWord } from './words.js';

/** Input texts at any depth: a rows or object input's fields have their own. */
export type TextsTree = OtherLanguages & { readonly fields?: Readonly<Record<string, TextsTree>> };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Bounded = { min?: string | number; max?: string | number; minExclusive?: boolean; maxPlaces?: number };

function boundsIn(spec: Bounded, lang: Lang): string {
  const min = spec.min === undefined ? undefined : String(spec.min);
  const max = spec.max === undefined ? undefined : String(spec.max);
  return [
    min === undefined
      ? ''
      : spec.minExclusive
        ? mcpWord('mcp.input.above', lang, { min })
        : mcpWord('mcp.input.at_least', lang, { min }),
    max === undefined ? '' : mcpWord('mcp.input.at_most', lang, { max }),
    spec.maxPlaces === undefined ? '' : mcpWord('mcp.input.places', lang, { places: spec.maxPlaces }),
  ].join('');
}

/** What the English says after an input's own words (kit/input-schema.ts): its kind and bounds. */
function kindIn(spec: InputSpec, lang: Lang): string {
  switch (spec.type) {
    case 'decimal':
      return mcpWord('mcp.input.decimal', lang, { bounds: boundsIn(spec, lang) });
    case 'integer':
      return mcpWord('mcp.input.integer', lang, { bounds: boundsIn(spec, lang) });
    case 'currency':
      return mcpWord('mcp.input.currency', lang);
    case 'date':
      return mcpWord('mcp.input.date', lang);
    default:
      return '';
  }
}

/** The properties of `schema` that are `specs`, each described in `lang` where it has its texts. */
function describedFields(
  schema: JsonSchema,
  specs: readonly InputSpec[],
  texts: Readonly<Record<string, TextsTree>> | undefined,
  lang: Exclude<Lang, 'en'>,
): JsonSchema {
  const properties = schema.properties;
  if (!isSchema(properties)) return schema;
  const fields = Object.entries(properties).map(([name, property]) => {
    const spec = specs.find((candidate) => candidate.name === name);
    const own = texts?.[name];
    if (!spec || !own || !isSchema(property)) return [name, property];
    const inner =
      spec.type === 'rows' && isSchema(property.items)
        ? { ...property, items: describedFields(property.items, spec.fields, own.fields, lang) }
        : spec.type === 'object'
          ? describedFields(property, spec.fields, own.fields, lang)
          : property;
    return [name, { ...inner, description: `${own[lang]}${kindIn(spec, lang)}` }];
  });
  return { ...schema, properties: Object.fromEntries(fields) };
}

/** Declared inputs (a calculator's, the quote's) described in `lang`; a field without texts keeps its English. */
export function inputsInLanguage(
  schema: JsonSchema,
  specs: readonly InputSpec[],
  texts: Readonly<Record<string, TextsTree>>,
  lang: Lang,
): JsonSchema {
  return lang === 'en' ? schema : describedFields(schema, specs, texts, lang);
}

/** A lookup's arguments described in `lang`, from its guide. */
export function paramsInLanguage(
  schema: JsonSchema,
  params: Readonly<Record<string, OtherLanguages>>,
  lang: Lang,
): JsonSchema {
  const properties = schema.properties;
  if (lang === 'en' || !isSchema(properties)) return schema;
  const fields = Object.entries(properties).map(([name, property]) => {
    const own = params[name];
    return [name, own && isSchema(property) ? { ...property, description: own[lang] } : property];
  });
  return { ...schema, properties: Object.fromEntries(fields) };
}
