/** The offset/limit parameters of a paged route (api-v1 §4.2) and their token cost (§8). */
import { PAGING, pageCost } from '../core/paging.js';
import type { ParamSpec } from './params.js';

export const PAGE_PARAMS: readonly ParamSpec[] = [
  { name: 'offset', in: 'query', kind: 'integer', min: 0, default: 0, description: 'Rows to skip.' },
  {
    name: 'limit',
    in: 'query',
    kind: 'integer',
    min: 1,
    max: PAGING.maxLimit,
    default: PAGING.defaultLimit,
    description: 'Rows in the page, 1 to 5000; each 1000 rows asked for counts as one request against the limit.',
  },
];

export const costOfPage = (query: Readonly<Record<string, unknown>>): number => pageCost(query.limit);
