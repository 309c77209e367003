/** OpenAPI shapes of the refund-rate lookup (docs/refund-rate.md). */
import { issueCarrying } from '../openapi/components.js';
import { type JsonSchema, nullable, object, ref } from '../../core/json-schema.js';
import type { Texts } from '../../i18n/texts.js';
import { PERIOD_MEMBER_LABELS } from '../../refund-rate/member-labels.js';
import { LICENSE, NOTICE } from './dataset-schemas.js';

const STRING: JsonSchema = { type: 'string' };
const DAY: JsonSchema = { type: 'string', format: 'date' };
const RATIO: JsonSchema = object({ kind: { type: 'string', enum: ['ratio'] }, value: STRING });

const MEMBER_LABELS: ReadonlyMap<string, Texts> = new Map(Object.entries(PERIOD_MEMBER_LABELS));

/** A member's English label as its title (member-labels.ts), for the members the pages show. */
const titled = (members: Record<string, JsonSchema>): Record<string, JsonSchema> =>
  Object.fromEntries(
    Object.entries(members).map(([name, schema]) => {
      const words = MEMBER_LABELS.get(name);
      return [name, words ? { title: words.en, ...schema } : schema];
    }),
  );

export const PERIOD_ROW = object(
  titled({
    code: STRING,
    name: STRING,
    tax: STRING,
    refund_rate: RATIO,
    refund_percent: { type: 'string', description: 'Percent as published, two decimals.' },
    levy_rates: { type: 'array', items: RATIO },
    levy_percents: { type: 'array', items: STRING },
    unit: STRING,
    per_unit: STRING,
    ad_valorem: STRING,
    from: DAY,
    to: nullable({
      type: 'string',
      format: 'date',
      description: 'Null: no end in the data, which does not promise the rate stays.',
    }),
    no_end_announced: { type: 'boolean' },
    tsflag: nullable({
      type: 'string',
      description:
        'Special goods flag (TSFLAG) as published: 1 taxed as a domestic sale, 2 exempt without refund; null when blank.',
    }),
    tsflag_meaning: nullable({ type: 'string', description: 'What the flag means, in the answer language.' }),
    note: nullable({
      type: 'string',
      description: 'The library’s remark (NOTE) as published, such as 退13;. It does not replace the refund rate.',
    }),
  }),
  [
    'code',
    'name',
    'refund_rate',
    'refund_percent',
    'levy_rates',
    'levy_percents',
    'from',
    'to',
    'no_end_announced',
    'tsflag',
    'tsflag_meaning',
    'note',
  ],
);

const PERIODS: JsonSchema = { type: 'array', items: PERIOD_ROW };
const CODE_NAME = object({ code: STRING, name: nullable({ type: 'string' }) });

/** A page of codes on the day that counts: the day, why, and where the page stands (chapters, search). */
export const DAY_PAGE_MEMBERS: Record<string, JsonSchema> = {
  in_force_on: DAY,
  in_force_basis: { type: 'string', enum: ['export_date', 'today'] },
  total: { type: 'integer', minimum: 0 },
  offset: { type: 'integer', minimum: 0 },
  limit: { type: 'integer', minimum: 1 },
  next: { type: ['integer', 'null'] },
};

export const IN_FORCE: JsonSchema = {
  oneOf: [
    object({ status: { type: 'string', enum: ['rate'] }, period: PERIOD_ROW }),
    object({ status: { type: 'string', enum: ['choose'] }, general: nullable(PERIOD_ROW), splits: PERIODS }),
    object({ status: { type: 'string', enum: ['narrower'] }, periods: PERIODS }),
    object({ status: { type: 'string', enum: ['not_listed_on_date'] } }),
    object({ status: { type: 'string', enum: ['before_data'] }, data_from: DAY }),
  ],
};

/** The lookup of a code the library lists: `found` true, the periods and the one in force, all given. */
const FOUND_LOOKUP = object({
  found: { type: 'boolean', const: true },
  code: STRING,
  listing: {
    type: 'string',
    enum: ['own', 'heading', 'narrower'],
    description:
      'own: the code has rows; heading: a 10-digit code answered by its listed 8-digit base code (listed_at); narrower: only finer codes (children) have rows.',
  },
  listed_at: {
    type: 'string',
    description: 'The code whose rows answer: the code asked, or its 8-digit base code for heading.',
  },
  data_from: DAY,
  export_date: nullable({ type: 'string', format: 'date' }),
  periods: PERIODS,
  splits: PERIODS,
  children: { type: 'array', maxItems: 100, items: CODE_NAME },
  children_total: { type: 'integer', minimum: 0 },
  in_force: IN_FORCE,
  in_force_on: DAY,
  in_force_basis: { type: 'string', enum: ['export_date', 'today'] },
});

/** The lookup of a code the library does not list: `found` false, the nearest listed codes, no rate of any kind. */
const NOT_FOUND_LOOKUP = object({
  found: { type: 'boolean', const: false },
  code: STRING,
  nearest: { type: 'array', items: CODE_NAME },
  data_from: nullable({ type: 'string', format: 'date' }),
});

const DATASET = object(
  {
    id: STRING,
    version: STRING,
    edition: STRING,
    published_at: STRING,
    notice: NOTICE,
    imported_at: STRING,
    content_hash: STRING,
    license: LICENSE,
  },
  ['id', 'version', 'published_at', 'imported_at', 'content_hash', 'license'],
);

const NOTES: JsonSchema = { type: 'array', items: object({ key: STRING, text: STRING }) };

/**
 * The lookup's two answers, each its own schema (docs/refund-rate.md): a typed client reads a
 * 200's rate without testing `found`, and a 404's nearest codes beside the issue that says why.
 */
export const REFUND_RATE_SCHEMAS: Record<string, JsonSchema> = {
  RefundRateFound: object({
    lookup: FOUND_LOOKUP,
    dataset: DATASET,
    links: object({ chapter_page: STRING, calculator: STRING }),
    notes: NOTES,
    provenance: ref('Provenance'),
  }),
  RefundRateNotListed: object({
    issues: {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: issueCarrying(['refund_rate.not_listed']),
      description: 'Why, as every refusal says it (docs/contract.md, Errors).',
    },
    lookup: NOT_FOUND_LOOKUP,
    dataset: DATASET,
    notes: NOTES,
    provenance: ref('Provenance'),
  }),
};
