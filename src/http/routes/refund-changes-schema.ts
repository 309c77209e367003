/** OpenAPI shape of the changes between two editions of the refund library. */
import { type JsonSchema, nullable, object, ref } from '../../core/json-schema.js';
import { NOTICE } from './dataset-schemas.js';

const STRING: JsonSchema = { type: 'string' };
const COUNT: JsonSchema = { type: 'integer', minimum: 0 };
const RATES = nullable({ type: 'array', items: STRING });
const KINDS = ['code_added', 'code_removed', 'period_added', 'period_removed', 'period_changed'];

const VERSION = object(
  { version: STRING, edition: STRING, notice: NOTICE, published_at: STRING, content_hash: STRING },
  ['version', 'published_at', 'content_hash'],
);

const CHANGE = object({
  code: STRING,
  name: STRING,
  change: { type: 'string', enum: KINDS },
  fields: {
    type: 'array',
    items: { type: 'string', enum: ['refund_rate', 'vat_rates', 'tsflag', 'to'] },
    description: 'What changed in a matched period.',
  },
  from: { type: 'string', format: 'date', description: 'Start of the period (periods are matched by code and start).' },
  old_to: nullable({ type: 'string', format: 'date' }),
  new_to: nullable({ type: 'string', format: 'date' }),
  old_refund_rate: nullable({ type: 'string', description: 'Percent as published (TSL).' }),
  new_refund_rate: nullable({ type: 'string' }),
  old_vat_rates: RATES,
  new_vat_rates: RATES,
  old_tsflag: nullable({ type: 'string' }),
  new_tsflag: nullable({ type: 'string' }),
});

export const CHANGES_PAGE = object({
  dataset: { type: 'string', enum: ['refund-rates'] },
  from: VERSION,
  to: VERSION,
  changes: { ...COUNT, description: 'How many changes in all.' },
  counts: object(Object.fromEntries(KINDS.map((kind) => [kind, COUNT]))),
  columns: { type: 'array', items: STRING },
  links: object({ self: STRING, csv: STRING }),
  offset: COUNT,
  limit: { type: 'integer', minimum: 1, maximum: 5000 },
  next: nullable({ type: 'integer', minimum: 0 }),
  data: { type: 'array', items: CHANGE },
  provenance: ref('Provenance'),
});
