/** The offset/limit parameters of a paged route (docs/datasets.md, Endpoints) and their token cost (docs/contract.md, Rate limit). */
import { PAGING, pageCost } from '../core/paging.js';
import type { ParamSpec } from './params.js';

/** Far more rows than any dataset holds; a bound the schema can state (a longer number is no offset). */
const MOST_OFFSET = 1_000_000_000;

/** Paging parameters with a limit of 1 to `max` (default `fallback`). */
export function pageParams(max: number, fallback: number, what: string): readonly ParamSpec[] {
  return [
    {
      name: 'offset',
      in: 'query',
      kind: 'integer',
      min: 0,
      max: MOST_OFFSET,
      default: 0,
      description: `${what} to skip, 0 to ${MOST_OFFSET}.`,
    },
    {
      name: 'limit',
      in: 'query',
      kind: 'integer',
      min: 1,
      max,
      default: fallback,
      description: `${what} in the page, 1 to ${max}; each 1000 asked for counts as one request against the limit.`,
    },
  ];
}

export const PAGE_PARAMS = pageParams(PAGING.maxLimit, PAGING.defaultLimit, 'Rows');

export const costOfPage = (query: Readonly<Record<string, unknown>>): number => pageCost(query.limit);
