/** The answer of GET /v1/refund-rate/search (refund-search.ts), for the OpenAPI documents and the answer checks. */
import { type JsonSchema, STRING, object } from '../../core/json-schema.js';
import { MATCH_TIERS } from '../../refund-rate/search/search.js';
import { DAY_PAGE_MEMBERS, IN_FORCE } from './refund-rate-schemas.js';

const OFFSETS: JsonSchema = {
  type: 'array',
  items: { type: 'integer', minimum: 0 },
  minItems: 2,
  maxItems: 2,
  description: '[start, end) in the name, in UTF-16 code units (JavaScript string offsets).',
};

const HIT: JsonSchema = object({
  code: STRING,
  name: { type: 'string', description: 'The library’s full Chinese name of the code; empty when it has none.' },
  chapter: { type: 'string', pattern: '^[0-9]{2}$' },
  matched: {
    type: 'string',
    enum: [...MATCH_TIERS],
    description: 'What matched, which is also the rank: exact code, code start, name start, name, pinyin.',
  },
  name_ranges: { type: 'array', items: OFFSETS, description: 'The parts of the name matched, sorted; to highlight.' },
  code_digits: { type: 'integer', minimum: 0, description: 'How many of the code’s first digits matched.' },
  listing: { type: 'string', enum: ['own', 'heading', 'narrower'] },
  children_total: {
    type: 'integer',
    minimum: 0,
    description: 'The finer codes under this one (a base code’s 10-digit codes), listed by links.lookup.',
  },
  in_force: IN_FORCE,
  links: object({
    lookup: {
      type: 'string',
      description:
        'This code’s answer from GET /v1/refund-rate (a specific code of 11 or 12 digits: its 10-digit code’s, which lists it).',
    },
    page: { type: 'string', description: 'The site’s page of this code, in the answer’s language.' },
    chapter_page: STRING,
  }),
});

export const REFUND_SEARCH_ANSWER: JsonSchema = object({
  search: object({
    q: STRING,
    ...DAY_PAGE_MEMBERS,
    hits: { type: 'array', items: HIT },
  }),
  dataset: object({ id: STRING, version: STRING, content_hash: STRING }),
  notes: { type: 'array', items: object({ key: STRING, text: STRING }) },
  provenance: { $ref: '#/components/schemas/Provenance' },
});
