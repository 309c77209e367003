/**
 * The typed figure (docs/contract.md, Typed figures) as OpenAPI components: one schema per kind, and `Figure`, their union
 * discriminated by `kind`, so that a generated client narrows a figure by its kind (a money figure
 * has an amount and a currency, a rate its base, quote and per).
 */
import type { FigureKind } from '../../core/figures.js';
import { DECIMAL_STRING, type JsonSchema, STRING, object, ref } from '../../core/json-schema.js';

const kind = (name: FigureKind): JsonSchema => ({ type: 'string', const: name });
const GROUPING: JsonSchema = { type: 'boolean', description: 'Show the value with thousands separators.' };

const FIGURES_BY_KIND: Record<FigureKind, { name: string; schema: JsonSchema }> = {
  quantity: {
    name: 'QuantityFigure',
    schema: object(
      {
        kind: kind('quantity'),
        value: DECIMAL_STRING,
        unit: STRING,
        places: {
          type: 'integer',
          minimum: 0,
          description: 'Decimals shown (the value is padded, never rounded again).',
        },
        grouping: GROUPING,
      },
      ['kind', 'value', 'unit'],
    ),
  },
  money: {
    name: 'MoneyFigure',
    schema: object({
      kind: kind('money'),
      amount: DECIMAL_STRING,
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    }),
  },
  ratio: {
    name: 'RatioFigure',
    schema: object({ kind: kind('ratio'), value: { ...DECIMAL_STRING, description: 'A fraction: 0.13 means 13 %.' } }),
  },
  rate: {
    name: 'RateFigure',
    schema: object({
      kind: kind('rate'),
      value: DECIMAL_STRING,
      base: STRING,
      quote: STRING,
      per: { ...DECIMAL_STRING, description: 'per units of base = value units of quote (100 JPY = 4.3135 CNY).' },
    }),
  },
  count: {
    name: 'CountFigure',
    schema: object({ kind: kind('count'), value: DECIMAL_STRING, grouping: GROUPING }, ['kind', 'value']),
  },
  code: {
    name: 'CodeFigure',
    schema: object({
      kind: kind('code'),
      value: { type: 'string', description: 'A code of a fixed list (a term, a basis, a container type).' },
    }),
  },
  date: { name: 'DateFigure', schema: object({ kind: kind('date'), value: { type: 'string', format: 'date' } }) },
};

/** The component name of a figure kind's schema (money → MoneyFigure). */
export function figureSchemaName(figureKind: FigureKind): string {
  return FIGURES_BY_KIND[figureKind].name;
}

const FIGURE: JsonSchema = {
  description: 'A typed figure (docs/contract.md, Typed figures): its kind, and its number as a decimal string.',
  oneOf: Object.values(FIGURES_BY_KIND).map(({ name }) => ref(name)),
  discriminator: {
    propertyName: 'kind',
    mapping: Object.fromEntries(
      Object.entries(FIGURES_BY_KIND).map(([figureKind, { name }]) => [figureKind, `#/components/schemas/${name}`]),
    ),
  },
};

export const FIGURE_SCHEMAS: Record<string, JsonSchema> = {
  Figure: FIGURE,
  ...Object.fromEntries(Object.values(FIGURES_BY_KIND).map(({ name, schema }) => [name, schema])),
};
