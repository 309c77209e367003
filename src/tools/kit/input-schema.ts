/**
 * The JSON Schema (2020-12) of declared inputs, in the canonical form the spec asks clients to
 * send (docs/tools/README.md, Reading inputs; docs/tools/README.md): numbers as decimal strings whose pattern holds their bounds and places, the
 * choices as an enum, currencies as three capitals, days as YYYY-MM-DD, conditional requirements
 * as if/then/else. What the schema accepts, the input reader accepts; the reader also takes the
 * spellings of docs/tools/README.md, Reading inputs (JSON numbers, 1,234,567, full-width digits, usd, 美元, 厘米…) and lists each
 * in `normalized`: the descriptions say so. Used by the request bodies of the OpenAPI document and
 * by the tool descriptions (GET /v1/tools/{id}).
 */
import type { JsonSchema } from '../../core/json-schema.js';
import { decimalPattern, integerPattern } from '../../core/number-patterns.js';
import { unitsOf } from '../../core/units.js';
import type { InputCondition, InputSpec, Requirement } from './input-spec.js';

/** The longest number text the reader takes (input-reader.ts). */
const NUMBER_TEXT_MAX = 40;
const READ_TOO =
  ' JSON numbers, thousands commas of the 1,234,567 form, full-width digits, spaces around the number and 。 as the decimal point are read too, exactly as written, and listed in normalized.';
/** What a share reads after its number (number-text.ts), each listed in normalized too. */
const SHARE_READ_TOO = {
  percent: ' A % after the number is read too: 13% is 13.',
  ratio: ' A percent is read too, as its ratio: 13% is 0.13.',
} as const;
const CASES_READ_TOO =
  ' Other letter cases and the Chinese names (厘米, 千克 …) are read too and listed in normalized.';
const DAYS_READ_TOO = '; YYYY/MM/DD, YYYYMMDD and full-width digits are read too and listed in normalized';

/**
 * The notes on the other spellings the reader takes: for people reading the document; a model
 * calling a tool writes the canonical form, so the MCP tools leave them out (mcp/model-schema.ts).
 */
export const TOLERANCE_NOTES: readonly (string | RegExp)[] = [
  READ_TOO,
  SHARE_READ_TOO.percent,
  SHARE_READ_TOO.ratio,
  CASES_READ_TOO,
  DAYS_READ_TOO,
  / Other spellings are read too and listed in normalized: [^.]*\./,
  /; other letter cases \(usd\) and Chinese names \(美元\) are read too and listed in normalized/,
];

function unitChoices(kind: Extract<InputSpec, { type: 'unit' }>['kind']): string[] {
  return kind === 'any' ? [...unitsOf('length'), ...unitsOf('weight'), ...unitsOf('volume')] : [...unitsOf(kind)];
}

/**
 * One input's schema, with its English description unless `words` is false (a tool description
 * in another language says it in its own `description` member).
 */
export function inputSchema(spec: InputSpec, words = true): JsonSchema {
  // The English label as the JSON Schema title: what a generated form or client shows as the field's name.
  const described = (schema: JsonSchema, more = '') =>
    words
      ? { ...(spec.label ? { title: spec.label.en } : {}), ...schema, description: `${spec.description}${more}` }
      : schema;
  switch (spec.type) {
    case 'decimal':
      return described(
        {
          type: 'string',
          pattern: decimalPattern(spec),
          maxLength: NUMBER_TEXT_MAX,
          ...(spec.default === undefined ? {} : { default: spec.default }),
        },
        ` A decimal string${boundsText(spec.min, spec.minExclusive, spec.max)}${spec.maxPlaces === undefined ? '' : `, at most ${spec.maxPlaces} decimals`}.${READ_TOO}${spec.share === undefined ? '' : SHARE_READ_TOO[spec.share]}`,
      );
    case 'integer':
      return described(
        {
          type: 'string',
          pattern: integerPattern(spec.min, spec.max),
          ...(spec.default === undefined ? {} : { default: String(spec.default) }),
        },
        ` A whole number as a string${boundsText(spec.min === undefined ? undefined : String(spec.min), false, spec.max === undefined ? undefined : String(spec.max))}.${READ_TOO}`,
      );
    case 'choice':
      return described(
        { type: 'string', enum: [...spec.choices], ...(spec.default === undefined ? {} : { default: spec.default }) },
        spec.synonyms
          ? ` Other spellings are read too and listed in normalized: ${Object.keys(spec.synonyms).join(', ')}.`
          : '',
      );
    case 'unit':
      return described(
        {
          type: 'string',
          enum: unitChoices(spec.kind),
          ...(spec.default === undefined ? {} : { default: spec.default }),
        },
        CASES_READ_TOO,
      );
    case 'currency':
      return described(
        { type: 'string', pattern: '^[A-Z]{3}$', ...(spec.default === undefined ? {} : { default: spec.default }) },
        ' An ISO 4217 code; other letter cases (usd) and Chinese names (美元) are read too and listed in normalized.',
      );
    case 'boolean':
      return described({ type: 'boolean', ...(spec.default === undefined ? {} : { default: spec.default }) });
    case 'text':
      // An empty text is no text: a required one must hold something.
      return described({
        type: 'string',
        ...(spec.required ? { minLength: 1 } : {}),
        maxLength: spec.maxLength,
        ...(spec.pattern === undefined ? {} : { pattern: `^(?:${spec.pattern})$` }),
      });
    case 'date':
      return described(
        { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        ` A real calendar day, YYYY-MM-DD${DAYS_READ_TOO}.`,
      );
    case 'rows':
      return described({
        type: 'array',
        minItems: spec.minItems,
        maxItems: spec.maxItems,
        items: rowSchema(spec, words),
      });
    case 'object':
      return described(inputsSchema(spec.fields, spec.conditions, words, spec.exclusive));
  }
}

/** A row's object, with each field that needs others given (`dependent`) as an if/then. */
function rowSchema(spec: Extract<InputSpec, { type: 'rows' }>, words: boolean): JsonSchema {
  const schema = inputsSchema(spec.fields, [], words);
  const dependent = Object.entries(spec.dependent ?? {}).map(([field, needs]) => ({
    if: requiring([field]),
    then: requiring(needs),
  }));
  return dependent.length > 0 ? { ...schema, allOf: dependent } : schema;
}

function boundsText(min: string | undefined, strict: boolean | undefined, max: string | undefined): string {
  const parts = [
    ...(min === undefined ? [] : [`${strict ? 'above' : 'at least'} ${min}`]),
    ...(max === undefined ? [] : [`at most ${max}`]),
  ];
  return parts.length === 0 ? '' : `, ${parts.join(' and ')}`;
}

/** The object of `specs` (unknown members refused), with its conditional requirements. */
export function inputsSchema(
  specs: readonly InputSpec[],
  conditions: readonly InputCondition[] = [],
  words = true,
  exclusive: readonly (readonly string[])[] = [],
): JsonSchema {
  const required = specs.filter((spec) => spec.required).map((spec) => spec.name);
  // At most one of each exclusive group: not two of them together.
  const apart = exclusive.flatMap((group) =>
    group.flatMap((first, index) => group.slice(index + 1).map((second) => ({ not: requiring([first, second]) }))),
  );
  const allOf = [...conditions.map((condition) => conditionSchema(condition, specs)), ...apart];
  return {
    type: 'object',
    properties: Object.fromEntries(specs.map((spec) => [spec.name, inputSchema(spec, words)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(allOf.length > 0 ? { allOf } : {}),
  };
}

function conditionSchema(condition: InputCondition, specs: readonly InputSpec[]): JsonSchema {
  const { input, is, given = [] } = condition.when;
  const spec = specs.find((candidate) => candidate.name === input);
  if (!spec) throw new Error(`a condition on ${input}, which is not an input`);
  // Left out, the input holds its default: the condition then holds when the default is one of `is`.
  const byDefault =
    'default' in spec && spec.default !== undefined && typeof spec.default !== 'number' && is.includes(spec.default);
  const present = [...(byDefault ? [] : [input]), ...given];
  return {
    if: {
      properties: { [input]: { enum: [...is] }, ...Object.fromEntries(given.map((name) => [name, {}])) },
      ...(present.length > 0 ? { required: present } : {}),
      unevaluatedProperties: true,
    },
    ...(condition.then ? { then: requirementSchema(condition.then, specs) } : {}),
    ...(condition.else ? { else: requirementSchema(condition.else, specs) } : {}),
  };
}

/**
 * `names` required. Each is named under `properties` too, with no schema of its own (the parent's
 * holds), and the others stay allowed, as JSON Schema has it: said outright because linters look
 * for a required property among the properties beside it, and some validators (Redocly's) refuse
 * the properties a subschema does not name.
 */
export function requiring(names: readonly string[], more: JsonSchema = {}): JsonSchema {
  return {
    required: [...names],
    properties: { ...Object.fromEntries(names.map((name) => [name, {}])), ...more },
    unevaluatedProperties: true,
  };
}

function requirementSchema(requirement: Requirement, specs: readonly InputSpec[]): JsonSchema {
  const names = new Set(specs.map((spec) => spec.name));
  for (const name of [
    ...(requirement.inputs ?? []),
    ...(requirement.someOf ?? []),
    ...Object.keys(requirement.rows ?? {}),
    ...Object.keys(requirement.rowsOneOf ?? {}),
  ]) {
    if (!names.has(name)) throw new Error(`a condition requires ${name}, which is not an input`);
  }
  const rowNames = new Set([...Object.keys(requirement.rows ?? {}), ...Object.keys(requirement.rowsOneOf ?? {})]);
  const rows = Object.fromEntries(
    [...rowNames].map((name) => {
      const someOf = requirement.rowsOneOf?.[name] ?? [];
      const items = requiring(requirement.rows?.[name] ?? []);
      return [
        name,
        { items: someOf.length > 0 ? { ...items, oneOf: someOf.map((field) => requiring([field])) } : items },
      ];
    }),
  );
  return {
    ...requiring(requirement.inputs ?? [], rows),
    ...(requirement.someOf?.length ? { anyOf: requirement.someOf.map((name) => requiring([name])) } : {}),
  };
}
