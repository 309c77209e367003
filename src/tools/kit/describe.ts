/**
 * A tool described for GET /v1/tools/{id}: its name, its inputs' labels and descriptions and its
 * choices' and outputs' labels in the asked language, its inputs with types, bounds, choices,
 * defaults and JSON Schema, its conditional
 * requirements, its outputs, the datasets it reads and its page.
 */
import { unitsOf } from '../../core/units.js';
import type { JsonSchema } from '../../core/json-schema.js';
import type { Lang } from '../../i18n/languages.js';
import type { ToolDefinition } from './definition.js';
import type { InputSpec } from './input-spec.js';
import { inputSchema } from './input-schema.js';
import { type InputTextsByName, describedIn } from './input-texts.js';

/** An input as GET /v1/tools/{id} describes it (and the /quote page's form reads it). */
export interface InputDescription {
  name: string;
  label?: string;
  type: string;
  required: boolean;
  description: string;
  schema: JsonSchema;
  choices?: string[];
  choice_labels?: Array<{ value: string; label: string }>;
  default?: string | number | boolean;
  min?: string | number;
  min_exclusive?: boolean;
  max?: string | number;
  max_places?: number;
  max_length?: number;
  pattern?: string;
  min_items?: number;
  max_items?: number;
  fields?: InputDescription[];
}

/** Inputs described in `lang`, with their texts in the other languages by name. */
export function describeInputs(
  specs: readonly InputSpec[],
  lang: Lang,
  texts: InputTextsByName | undefined,
): InputDescription[] {
  return specs.map((spec) => describeInput(spec, lang, texts?.[spec.name]));
}

/** An input's description, its words in `lang` (`texts`: its other languages, and its fields'). */
function describeInput(spec: InputSpec, lang: Lang, texts?: InputTextsByName[string]): InputDescription {
  const description = describedIn(lang, spec.description, texts);
  const fields = (specs: readonly InputSpec[]) =>
    specs.map((field) => describeInput(field, lang, texts?.fields?.[field.name]));
  // `schema` says in JSON Schema what the members below say in words: the pattern, enum and bounds the request body has.
  const base = {
    name: spec.name,
    ...(spec.label ? { label: spec.label[lang] } : {}),
    type: spec.type === 'unit' ? 'choice' : spec.type,
    required: spec.required === true,
    description,
    schema: inputSchema(spec, false),
  };
  // Each choice with its words, in the order of `choices`.
  const labelled = (choices: readonly string[]) => {
    const labels = spec.choiceLabels;
    return labels ? { choice_labels: choices.map((value) => ({ value, label: labels[value]?.[lang] ?? value })) } : {};
  };
  switch (spec.type) {
    case 'decimal':
      return {
        ...base,
        ...(spec.min === undefined ? {} : { min: spec.min, min_exclusive: spec.minExclusive === true }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
        ...(spec.maxPlaces === undefined ? {} : { max_places: spec.maxPlaces }),
        ...(spec.default === undefined ? {} : { default: spec.default }),
      };
    case 'integer':
      return {
        ...base,
        ...(spec.min === undefined ? {} : { min: spec.min }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
        ...(spec.default === undefined ? {} : { default: spec.default }),
      };
    case 'choice':
      return {
        ...base,
        choices: [...spec.choices],
        ...labelled(spec.choices),
        ...(spec.default === undefined ? {} : { default: spec.default }),
      };
    case 'unit': {
      const choices =
        spec.kind === 'any' ? [...unitsOf('length'), ...unitsOf('weight'), ...unitsOf('volume')] : unitsOf(spec.kind);
      return {
        ...base,
        choices,
        ...labelled(choices),
        ...(spec.default === undefined ? {} : { default: spec.default }),
      };
    }
    case 'currency':
    case 'boolean':
      return { ...base, ...(spec.default === undefined ? {} : { default: spec.default }) };
    case 'text':
      return { ...base, max_length: spec.maxLength, ...(spec.pattern === undefined ? {} : { pattern: spec.pattern }) };
    case 'date':
      return base;
    case 'rows':
      return { ...base, min_items: spec.minItems, max_items: spec.maxItems, fields: fields(spec.fields) };
    case 'object':
      return { ...base, fields: fields(spec.fields) };
  }
}

export function describeTool(tool: ToolDefinition, lang: Lang, page: string) {
  return {
    id: tool.id,
    name: tool.names[lang],
    datasets: [...tool.datasets],
    page,
    inputs: describeInputs(tool.inputs, lang, tool.inputTexts),
    conditions: [...tool.conditions],
    exclusive: tool.exclusive.map((group) => [...group]),
    outputs: tool.outputs.map(({ label, headline: _first, always: _always, ...output }) => ({
      ...output,
      ...(label ? { label: label[lang] } : {}),
    })),
    headline: tool.outputs.filter((output) => output.headline).map((output) => output.name),
    steps: [...tool.steps],
    warnings: [...tool.warnings],
  };
}
