/**
 * The status of every error the service answers, bound once to its copy key (as fastify's
 * createError binds a code to its status): an ApiError takes its status from its first issue's key
 * here, and a key not listed is a refusal of the caller's input, 400. A calculation's Refusal
 * (core/issues.ts) is 400 whatever its keys: its inputs cannot be computed with.
 */
import type { CopyKey } from '../i18n/catalogue.js';

export const ERROR_STATUSES = {
  // The address names nothing: a path, a dataset, a version, a tool, a day the data has no publication for.
  'api.not_found': 404,
  'dataset.not_found': 404,
  'dataset.none_installed': 404,
  'dataset.version_not_found': 404,
  'dataset.report_not_found': 404,
  'dataset.changes_one_version': 404,
  'tool.not_found': 404,
  'central_parity.no_publication': 404,
  'parity.before_data': 404,
  'parity.after_data': 404,
  'parity.gap': 404,
  'api.method_not_allowed': 405,
  'api.body_stalled': 408,
  'api.request_timeout': 408,
  'api.body_too_large': 413,
  'api.unsupported_media_type': 415,
  'api.unsupported_encoding': 415,
  'api.unsupported_charset': 415,
  'api.headers_too_large': 431,
  'api.rate_limited': 429,
  'api.internal': 500,
  // The service cannot answer now: no version to answer from, or too much work under way.
  'api.busy': 503,
  'dataset.version_refused': 503,
  'dataset.files_unreadable': 503,
  'refund_rate.library_missing': 503,
  'tool.dataset_missing': 503,
  'tool.dataset_refused': 503,
} as const satisfies Partial<Record<CopyKey, number>>;

const statuses: Partial<Record<CopyKey, number>> = ERROR_STATUSES;

/** The status of an error whose first issue has this key. */
export function statusOf(code: CopyKey | undefined): number {
  return (code && statuses[code]) ?? 400;
}
