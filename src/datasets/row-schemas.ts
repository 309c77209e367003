/**
 * The JSON Schema of one row of each dataset, as its importer writes it (§2.2): cells are the
 * publisher's text (numbers as decimal strings, never JSON numbers), booleans where the
 * publisher has logical fields, lists of texts and nested objects where a column is grouped
 * (name.en). Used by the OpenAPI documents for pages of rows and rows.json; a test holds every
 * shipped version and the refund library's fixture files to them.
 */
import { DECIMAL_STRING, type JsonSchema, STRING, nullable, object } from '../core/json-schema.js';
import type { DatasetId } from './model.js';

const DAY: JsonSchema = { type: 'string', format: 'date' };
const CURRENCY: JsonSchema = { type: 'string', pattern: '^[A-Z]{3}$' };
const TEXTS: JsonSchema = { type: 'array', items: STRING };
/** A cell of a column the publisher's file adds beyond those the importer knows (the refund library's extra fields). */
const ANY_CELL: JsonSchema = { anyOf: [STRING, { type: 'boolean' }, { type: 'null' }] };
/** A text by language, where the source gives it. */
const BY_LANGUAGE: JsonSchema = object({ 'zh-CN': STRING, en: STRING, ja: STRING, ko: STRING }, []);

/** The published figure a curated row was read from, as the source page writes it (5,900 mm). */
const PUBLISHED = object({ figure: STRING, form: STRING, unit: STRING });
/** A curated row: one published figure, in the column its unit names, with its source. */
const curated = (figureColumns: Record<string, JsonSchema>, more: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties: { id: STRING, ...more, ...figureColumns, published: PUBLISHED, source: STRING, source_url: { type: 'string', format: 'uri' }, note: STRING },
  required: ['id', 'published', 'source'],
  additionalProperties: false,
});

export const ROW_SCHEMAS: Readonly<Record<DatasetId, JsonSchema>> = {
  'central-parity': object({
    id: { type: 'string', description: 'The pair as CFETS names it: USD/CNY, 100JPY/CNY, CNY/KRW.' },
    date: DAY,
    currency: CURRENCY,
    base: CURRENCY,
    quote: CURRENCY,
    per: { ...DECIMAL_STRING, description: 'per units of base = value units of quote.' },
    value: DECIMAL_STRING,
  }),
  'refund-rates': {
    type: 'object',
    properties: {
      code: { type: 'string', pattern: '^[0-9]+$' },
      name: STRING,
      short_name: STRING,
      unit: nullable(STRING),
      dwcode: nullable(STRING),
      tax: nullable(STRING),
      vat_rates: { type: 'array', items: DECIMAL_STRING, description: 'The levy rates of the code, percent.' },
      per_unit: nullable(STRING),
      ad_valorem: nullable(STRING),
      refund_rate: { ...DECIMAL_STRING, description: 'Percent, as published (13.00).' },
      from: DAY,
      to: { ...nullable(DAY), description: 'null: open (the publisher’s far-future end date).' },
      zhcmcode: nullable(STRING),
      bcflag: ANY_CELL,
      stdflag: ANY_CELL,
      dwflag: ANY_CELL,
      splb: nullable(STRING),
      tsflag: ANY_CELL,
      note: nullable(STRING),
    },
    required: ['code', 'vat_rates', 'refund_rate', 'from', 'to'],
    additionalProperties: ANY_CELL,
  },
  ports: object(
    {
      id: STRING,
      code: { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$', description: 'UN/LOCODE.' },
      codes: TEXTS,
      name: { ...BY_LANGUAGE, required: ['en'] },
      country: { type: 'string', pattern: '^[A-Z]{2}$' },
      country_name: BY_LANGUAGE,
      region: STRING,
      province: STRING,
      latitude: DECIMAL_STRING,
      longitude: DECIMAL_STRING,
      coordinates_source: { type: 'string', enum: ['wpi', 'sea-ports'] },
      search: object({ zh: TEXTS, pinyin: TEXTS, en: TEXTS }),
      sources: { type: 'array', items: { type: 'string', enum: ['wpi', 'sea-ports', 'port-names'] } },
      name_source: STRING,
    },
    ['id', 'code', 'codes', 'name', 'country', 'country_name', 'search', 'sources'],
  ),
  containers: curated(
    {
      length_mm: DECIMAL_STRING,
      width_mm: DECIMAL_STRING,
      height_mm: DECIMAL_STRING,
      door_width_mm: DECIMAL_STRING,
      door_height_mm: DECIMAL_STRING,
      payload_max_kg: DECIMAL_STRING,
      capacity_m3: DECIMAL_STRING,
    },
    { type: STRING },
  ),
  divisors: curated({ cm3_per_kg: DECIMAL_STRING, in3_per_lb: DECIMAL_STRING }, { mode: STRING }),
};
