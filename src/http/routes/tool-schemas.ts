/**
 * OpenAPI shapes of the tools (docs/tools/README.md, Reading inputs; docs/tools/README.md, The answer): each tool's request body and its answer with
 * its own named outputs (a misspelt output name is no member of the schema), built from the
 * tool's declarations; the tool description and the list.
 */
import { type JsonSchema, STRING, object, ref } from '../../core/json-schema.js';
import type { ToolDefinition, TypedSteps } from '../../tools/kit/definition.js';
import { CATALOGUE, type CopyKey } from '../../i18n/catalogue.js';
import { placeholdersOf } from '../../i18n/messages.js';
import { inputsSchema } from '../../tools/kit/input-schema.js';
import { figureSchemaName } from '../openapi/figure-schemas.js';

export function requestSchema(tool: ToolDefinition): JsonSchema {
  return object({ inputs: inputsSchema(tool.inputs, tool.conditions, true, tool.exclusive) });
}

/** The component names of a tool's shapes: container-load → ContainerLoadOutputs, ContainerLoadAnswer. */
function schemaStem(tool: ToolDefinition): string {
  return tool.id.replace(/(^|-)([a-z])/g, (_whole, _dash, letter: string) => letter.toUpperCase());
}

const FIGURES: JsonSchema = { type: 'object', additionalProperties: ref('Figure') };
/** The caller's own words a sentence quotes (a mark line), as given; absent when none. */
const QUOTED_TEXTS: JsonSchema = { type: 'object', additionalProperties: STRING };

const STEP = object(
  {
    id: { type: 'string', description: 'Copy key of the step.' },
    values: FIGURES,
    texts: QUOTED_TEXTS,
    message: STRING,
  },
  ['id', 'values', 'message'],
);
export const WARNING = object(
  {
    code: { type: 'string', description: 'Copy key of the warning.' },
    values: FIGURES,
    texts: QUOTED_TEXTS,
    level: { type: 'string', enum: ['note', 'hint'], description: 'Absent for a real warning.' },
    next: { type: 'string', description: 'The page slug of a tool to continue with.' },
    message: STRING,
  },
  ['code', 'values', 'message'],
);

/** The names a sentence fills in (`{line}`, `{count|carton|cartons}`), in all its languages: every language uses the same (i18n/catalogue.ts). */
function namesFilledIn(key: CopyKey): string[] {
  return [...new Set(Object.values(CATALOGUE[key]).flatMap(placeholdersOf))];
}

/** One step of a tool with typed steps: its id, and each name its sentence fills in, a figure or a quoted text. */
function typedStep(id: CopyKey, typed: TypedSteps): JsonSchema {
  const names = namesFilledIn(id);
  const quoted = names.filter((name) => typed.quoted.includes(name));
  const figures = names.filter((name) => !typed.quoted.includes(name));
  return object(
    {
      id: { type: 'string', const: id },
      values: object(Object.fromEntries(figures.map((name) => [name, ref('Figure')]))),
      ...(quoted.length > 0 ? { texts: object(Object.fromEntries(quoted.map((name) => [name, STRING]))) } : {}),
      message: STRING,
    },
    ['id', 'values', ...(quoted.length > 0 ? ['texts'] : []), 'message'],
  );
}

/** A tool's steps: by id where it types them (ToolDefinition.typedSteps), the one generic step otherwise. */
function stepSchema(tool: ToolDefinition): JsonSchema {
  const typed = tool.typedSteps;
  return typed ? { oneOf: tool.steps.map((id) => typedStep(id, typed)) } : STEP;
}

/**
 * A tool's outputs: each declared name with the schema of its kind; those the tool gives in every
 * answer required, the others absent when they cannot be computed (docs/tools/README.md, The answer).
 */
function outputsSchema(tool: ToolDefinition): JsonSchema {
  const properties = Object.fromEntries(
    tool.outputs.map((output) => [output.name, ref(figureSchemaName(output.kind))]),
  );
  const always = tool.outputs.filter((output) => output.always).map((output) => output.name);
  return {
    type: 'object',
    description: `The outputs of ${tool.id}: a figure that cannot be computed is absent.`,
    properties,
    ...(always.length > 0 ? { required: always } : {}),
    additionalProperties: false,
  };
}

/** The components of one tool's answer, by name: its outputs and its calculation answer. */
export function answerComponents(tool: ToolDefinition): Record<string, JsonSchema> {
  const stem = schemaStem(tool);
  return {
    [`${stem}Outputs`]: outputsSchema(tool),
    [`${stem}Answer`]: object(
      {
        tool: { type: 'string', const: tool.id },
        outputs: ref(`${stem}Outputs`),
        steps: { type: 'array', items: stepSchema(tool) },
        warnings: { type: 'array', items: WARNING },
        ...tool.members,
        normalized: { type: 'array', items: ref('Normalized') },
        links: object({ page: { type: 'string', format: 'uri' } }),
        provenance: ref('Provenance'),
      },
      ['tool', 'outputs', 'steps', 'warnings', ...Object.keys(tool.members ?? {}), 'links', 'provenance'],
    ),
  };
}

export function answerRef(tool: ToolDefinition): JsonSchema {
  return ref(`${schemaStem(tool)}Answer`);
}

/** A bound: a decimal string for a decimal input, an integer for an integer one. */
const NUMBER_BOUND: JsonSchema = { oneOf: [STRING, { type: 'integer' }] };
const INPUT_MEMBERS =
  'Also, by type: min, min_exclusive, max, max_places, default, choices, choice_labels, max_length, pattern, min_items, max_items, fields.';

/** One input as GET /v1/tools/{id} describes it; rows and objects hold their fields. */
export const TOOL_INPUT: JsonSchema = {
  type: 'object',
  required: ['name', 'type', 'required', 'description', 'schema'],
  properties: {
    name: STRING,
    label: { type: 'string', description: 'A few words naming it for people, in the asked language.' },
    type: {
      type: 'string',
      enum: ['decimal', 'integer', 'choice', 'currency', 'boolean', 'text', 'date', 'rows', 'object'],
    },
    required: { type: 'boolean' },
    description: { type: 'string', description: 'In the asked language.' },
    // An open object (any member), so that a generated client can read it: a bare object types as empty.
    schema: {
      type: 'object',
      additionalProperties: true,
      description: 'The input’s JSON Schema (2020-12), as the request body has it: pattern, enum, bounds.',
    },
    min: NUMBER_BOUND,
    min_exclusive: { type: 'boolean' },
    max: NUMBER_BOUND,
    max_places: { type: 'integer', minimum: 0 },
    default: { oneOf: [STRING, { type: 'integer' }, { type: 'boolean' }] },
    choices: { type: 'array', items: STRING },
    choice_labels: {
      type: 'array',
      items: object({ value: STRING, label: STRING }),
      description: 'Each choice with its words in the asked language, in the order of `choices`.',
    },
    max_length: { type: 'integer', minimum: 1 },
    pattern: STRING,
    min_items: { type: 'integer', minimum: 0 },
    max_items: { type: 'integer', minimum: 1 },
    fields: { type: 'array', items: ref('ToolInput') },
  },
  additionalProperties: false,
  description: INPUT_MEMBERS,
};

const REQUIREMENT: JsonSchema = object(
  {
    inputs: { type: 'array', items: STRING, description: 'Each required.' },
    someOf: { type: 'array', items: STRING, description: 'At least one of them required.' },
    rows: {
      type: 'object',
      additionalProperties: { type: 'array', items: STRING },
      description: 'Fields every row of the rows input named must have.',
    },
    rowsOneOf: {
      type: 'object',
      additionalProperties: { type: 'array', items: STRING },
      description: 'Fields of which every row of the rows input named must have exactly one.',
    },
  },
  [],
);

export const TOOL_DESCRIPTION = object({
  id: STRING,
  name: STRING,
  datasets: { type: 'array', items: STRING },
  page: { type: 'string', format: 'uri' },
  inputs: { type: 'array', items: ref('ToolInput') },
  conditions: {
    type: 'array',
    description:
      'Inputs required only in some cases: when `input` is one of `is` (left out: when its default is) and each of `given` is present, `then` is required, else `else`.',
    items: object(
      {
        when: object(
          {
            input: STRING,
            is: { type: 'array', items: { oneOf: [STRING, { type: 'boolean' }] } },
            given: { type: 'array', items: STRING },
          },
          ['input', 'is'],
        ),
        then: REQUIREMENT,
        else: REQUIREMENT,
      },
      ['when'],
    ),
  },
  exclusive: {
    type: 'array',
    items: { type: 'array', items: STRING },
    description: 'Groups of inputs of which at most one may be given.',
  },
  outputs: {
    type: 'array',
    items: object(
      {
        name: STRING,
        kind: { type: 'string', enum: ['quantity', 'money', 'ratio', 'rate', 'count', 'code', 'date'] },
        unit: STRING,
        label: { type: 'string', description: 'A few words naming it for people, in the asked language.' },
      },
      ['name', 'kind'],
    ),
  },
  headline: {
    type: 'array',
    items: STRING,
    description: 'The outputs a reader wants first, in the order of outputs (a page shows them above the rest).',
  },
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
      page: { type: 'string', format: 'uri' },
      links: object({ self: STRING, compute: STRING }),
    }),
  },
  provenance: ref('Provenance'),
});
