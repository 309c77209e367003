/**
 * Paging of dataset rows (docs/datasets.md, Endpoints; docs/contract.md, Rate limit): offset and limit, the next offset, and what a
 * page costs against the sender's bucket (one token per 1000 rows asked for).
 */
export const PAGING = { defaultLimit: 1000, maxLimit: 5000, rowsPerToken: 1000 } as const;

export interface PageWindow {
  offset: number;
  limit: number;
  /** Offset of the following page; null on the last page. */
  next: number | null;
  /** Rows [start, end) of the version that this page holds. */
  start: number;
  end: number;
}

export function pageWindow(total: number, offset: number, limit: number): PageWindow {
  const start = Math.min(offset, total);
  const end = Math.min(start + limit, total);
  return { offset, limit, start, end, next: end < total ? end : null };
}

/**
 * Tokens a page request spends, from the raw `limit` asked for: ⌈limit / 1000⌉, the default
 * page costing 1. An unreadable limit is refused with 400 anyway and costs 1 like any request.
 */
export function pageCost(rawLimit: unknown): number {
  // A query string's text, or the number an MCP client sends for the same parameter.
  const text = typeof rawLimit === 'number' ? String(rawLimit) : rawLimit;
  if (typeof text !== 'string' || !/^[0-9]{1,4}$/.test(text)) return 1;
  const limit = Number(text);
  if (limit < 1 || limit > PAGING.maxLimit) return 1;
  return Math.ceil(limit / PAGING.rowsPerToken);
}
