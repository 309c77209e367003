/**
 * The typed figure (docs/contract.md, Typed figures) as OpenAPI components: one schema per kind, and `Figure`, their union
 * discriminated by `kind`, so that a generated client narrows a figure by its kind (a money figure
 * has an amount and a currency, a rate its base, quote and per).
 */
import { FIGURE_KINDS, FIGURE_MEMBERS, type FigureKind, type MemberWriting } from '../../core/figure-members.js';
import { DECIMAL_STRING, type JsonSchema, STRING, object, ref } from '../../core/json-schema.js';

const kind = (name: FigureKind): JsonSchema => ({ type: 'string', const: name });

/** The schema of each way a member is written (core/figure-members.ts). */
const WRITTEN: Record<MemberWriting, JsonSchema> = {
  decimal: DECIMAL_STRING,
  published: DECIMAL_STRING,
  text: STRING,
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  day: { type: 'string', format: 'date' },
  'integer?': { type: 'integer', minimum: 0 },
  'boolean?': { type: 'boolean' },
};

const GROUPING = 'Show the value with thousands separators.';

/** What a member means, where its name does not say it: by kind, then by member. */
const DESCRIPTIONS: Partial<Record<FigureKind, Record<string, string>>> = {
  quantity: {
    places: 'Decimals shown (the value is padded, never rounded again).',
    grouping: GROUPING,
  },
  ratio: { value: 'A fraction: 0.13 means 13 %.' },
  rate: { per: 'per units of base = value units of quote (100 JPY = 4.3135 CNY).' },
  count: { grouping: GROUPING },
  code: { value: 'A code of a fixed list (a term, a basis, a container type).' },
};

function schemaOf(figureKind: FigureKind): JsonSchema {
  const members: Readonly<Record<string, MemberWriting>> = FIGURE_MEMBERS[figureKind];
  const properties: Record<string, JsonSchema> = { kind: kind(figureKind) };
  for (const [name, writing] of Object.entries(members)) {
    const description = DESCRIPTIONS[figureKind]?.[name];
    properties[name] = description === undefined ? WRITTEN[writing] : { ...WRITTEN[writing], description };
  }
  const required = ['kind', ...Object.keys(members).filter((name) => !members[name]?.endsWith('?'))];
  return object(properties, required);
}

/** quantity → QuantityFigure */
const name = (figureKind: FigureKind) => `${figureKind[0]?.toUpperCase()}${figureKind.slice(1)}Figure`;

/** The component name of a figure kind's schema (money → MoneyFigure). */
export function figureSchemaName(figureKind: FigureKind): string {
  return name(figureKind);
}

const FIGURE: JsonSchema = {
  description: 'A typed figure (docs/contract.md, Typed figures): its kind, and its number as a decimal string.',
  oneOf: FIGURE_KINDS.map((figureKind) => ref(name(figureKind))),
  discriminator: {
    propertyName: 'kind',
    mapping: Object.fromEntries(
      FIGURE_KINDS.map((figureKind) => [figureKind, `#/components/schemas/${name(figureKind)}`]),
    ),
  },
};

export const FIGURE_SCHEMAS: Record<string, JsonSchema> = {
  Figure: FIGURE,
  ...Object.fromEntries(FIGURE_KINDS.map((figureKind) => [name(figureKind), schemaOf(figureKind)])),
};
