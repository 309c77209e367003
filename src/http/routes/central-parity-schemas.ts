/** OpenAPI shapes of the central-parity answers: the quotations of a day and one currency's series. */
import { type JsonSchema, object } from '../../core/json-schema.js';
import { LICENSE } from './dataset-schemas.js';

const STRING: JsonSchema = { type: 'string' };
const DAY: JsonSchema = { type: 'string', format: 'date' };
const CURRENCY: JsonSchema = { type: 'string', pattern: '^[A-Z]{3}$' };
const FIGURE: JsonSchema = { type: 'string', description: 'As published, trailing zeros kept.' };
const PROVENANCE: JsonSchema = { $ref: '#/components/schemas/Provenance' };

const QUOTATION = object({
  id: { type: 'string', description: 'The publisher’s pair, such as USD/CNY or CNY/MYR.' },
  currency: CURRENCY,
  base: CURRENCY,
  quote: CURRENCY,
  per: { type: 'string', description: '`per` units of base are worth `value` units of quote (100 JPY).' },
  value: FIGURE,
});

export const PARITY_DAY_ANSWER = object({
  central_parity: object({
    date: { type: ['string', 'null'], format: 'date', description: 'The day asked; null when none was.' },
    basis: { type: 'string', enum: ['date', 'latest'], description: 'date: the day asked; latest: none was asked.' },
    published_on: { ...DAY, description: 'The publication day whose quotations are in force on the day asked.' },
    on_the_day: {
      type: 'boolean',
      description: 'False when the day asked had no publication (a weekend or holiday) and the one before it stands.',
    },
    quotations: { type: 'array', items: QUOTATION },
  }),
  dataset: object({ id: STRING, version: STRING, published_at: DAY, content_hash: STRING, license: LICENSE }),
  provenance: PROVENANCE,
});

export const PARITY_SERIES_ANSWER = object({
  series: object({
    currency: CURRENCY,
    base: CURRENCY,
    quote: CURRENCY,
    from: DAY,
    to: DAY,
    points: {
      type: 'array',
      description: 'One point per publishing day, oldest first, as published.',
      items: object({ date: DAY, per: STRING, value: FIGURE, version: STRING }),
    },
  }),
  provenance: PROVENANCE,
});
