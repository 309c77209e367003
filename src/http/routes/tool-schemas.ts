/**
 * OpenAPI shapes of the tools (api-v1 §2.1, §2.5, §2.6): each tool's request body generated
 * from its input definitions, the typed figure, and the calculation answer.
 */
import { unitsOf } from '../../core/units.js';
import type { InputSpec, ToolDefinition } from '../../tools/kit/definition.js';
import { type JsonSchema, object, ref } from '../../core/json-schema.js';

const STRING: JsonSchema = { type: 'string' };
const NUMBER_FORMS =
  'A decimal string (-?(0|[1-9][0-9]*)(\\.[0-9]+)?) or a JSON number; thousands commas of the 1,234,567 form and full-width digits are read too.';

function inputSchema(spec: InputSpec): JsonSchema {
  const described = (schema: JsonSchema) => ({ ...schema, description: spec.description });
  switch (spec.type) {
    case 'decimal':
      return {
        oneOf: [{ type: 'string' }, { type: 'number' }],
        description: `${spec.description} ${NUMBER_FORMS}${spec.maxPlaces === undefined ? '' : ` At most ${spec.maxPlaces} decimals.`}`,
      };
    case 'integer':
      return { oneOf: [{ type: 'string' }, { type: 'integer' }], description: `${spec.description} A whole number, as a string or a JSON integer.` };
    case 'choice':
      return described({ type: 'string', enum: [...spec.choices] });
    case 'unit': {
      const units = spec.kind === 'any' ? [...unitsOf('length'), ...unitsOf('weight'), ...unitsOf('volume')] : unitsOf(spec.kind);
      return { type: 'string', description: `${spec.description} One of ${units.join(', ')}, in any letter case, or its Chinese name (厘米, 千克 …).` };
    }
    case 'currency':
      return { type: 'string', description: `${spec.description} ISO 4217 code (USD, usd) or Chinese name (美元).` };
    case 'boolean':
      return described({ type: 'boolean' });
    case 'text':
      return described({ type: 'string', maxLength: spec.maxLength, ...(spec.pattern === undefined ? {} : { pattern: `^(?:${spec.pattern})$` }) });
    case 'date':
      return { type: 'string', description: `${spec.description} YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD, a real day.` };
    case 'object':
      return { ...inputsSchema(spec.fields), description: spec.description };
    case 'rows':
      return {
        type: 'array',
        minItems: spec.minItems,
        maxItems: spec.maxItems,
        description: spec.description,
        items: inputsSchema(spec.fields),
      };
  }
}

export function inputsSchema(specs: readonly InputSpec[]): JsonSchema {
  return object(
    Object.fromEntries(specs.map((spec) => [spec.name, inputSchema(spec)])),
    specs.filter((spec) => spec.required).map((spec) => spec.name),
  );
}

export function requestSchema(tool: ToolDefinition): JsonSchema {
  return object({ inputs: inputsSchema(tool.inputs) });
}

export const FIGURE: JsonSchema = {
  type: 'object',
  description: 'A typed figure (§2.1): kind plus decimal strings.',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['quantity', 'money', 'ratio', 'rate', 'count', 'code', 'date'] },
    value: STRING,
    unit: STRING,
    places: { type: 'integer', minimum: 0 },
    amount: STRING,
    currency: STRING,
    base: STRING,
    quote: STRING,
    per: STRING,
    grouping: { type: 'boolean' },
  },
  additionalProperties: false,
};

const FIGURES: JsonSchema = { type: 'object', additionalProperties: ref('Figure') };
/** The caller's own words a sentence quotes (a mark line), as given; absent when none. */
const QUOTED_TEXTS: JsonSchema = { type: 'object', additionalProperties: STRING };

export const CALCULATION_ANSWER = object(
  {
    tool: STRING,
    outputs: FIGURES,
    steps: { type: 'array', items: object({ id: STRING, values: FIGURES, texts: QUOTED_TEXTS, message: STRING }, ['id', 'values', 'message']) },
    warnings: {
      type: 'array',
      items: object(
        { code: STRING, values: FIGURES, texts: QUOTED_TEXTS, level: { type: 'string', enum: ['note', 'hint'] }, next: STRING, message: STRING },
        ['code', 'values', 'message'],
      ),
    },
    normalized: { type: 'array', items: ref('Normalized') },
    links: object({ page: STRING }),
    provenance: ref('Provenance'),
  },
  ['tool', 'outputs', 'steps', 'warnings', 'links', 'provenance'],
);

const INPUT_DESCRIPTION: JsonSchema = {
  type: 'object',
  required: ['name', 'type', 'required'],
  properties: { name: STRING, type: STRING, required: { type: 'boolean' }, description: STRING },
  description: 'Also, by type: min, min_exclusive, max, max_places, default, choices, max_length, pattern, min_items, max_items, fields.',
};

export const TOOL_DESCRIPTION = object({
  id: STRING,
  name: STRING,
  datasets: { type: 'array', items: STRING },
  page: STRING,
  inputs: { type: 'array', items: INPUT_DESCRIPTION },
  outputs: { type: 'array', items: object({ name: STRING, kind: STRING, unit: STRING }, ['name', 'kind']) },
  steps: { type: 'array', items: STRING },
  warnings: { type: 'array', items: STRING },
});

export const TOOL_LIST = object({
  tools: {
    type: 'array',
    items: object({
      id: STRING,
      name: STRING,
      datasets: { type: 'array', items: STRING },
      page: STRING,
      links: object({ self: STRING, compute: STRING }),
    }),
  },
  provenance: ref('Provenance'),
});
