/**
 * Error answers (api-v1 §7): `{issues, tool?, normalized?, provenance}`, each issue with a
 * path, a copy key, its values and the Chinese-then-English message. This module decides
 * status and issues for anything thrown; the contract adds headers and provenance.
 */
import { type Issue, type Normalized, Refusal, issue } from '../core/issues.js';
import { bilingual } from '../i18n/messages.js';

export interface ErrorExtras {
  tool?: string;
  normalized?: Normalized[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly issues: readonly Issue[],
    readonly extras: ErrorExtras = {},
    /** Extra response headers, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${status} ${issues.map((i) => i.code).join(', ')}`);
    this.name = 'ApiError';
  }
}

export function issuesWithMessages(issues: readonly Issue[]) {
  return issues.map((i) => ({ path: i.path, code: i.code, values: i.values, message: bilingual(i.code, i.values) }));
}

const FASTIFY_BODY_ERRORS: Record<string, (limit: number) => ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) => new ApiError(413, [issue('', 'api.body_too_large', { limit })]),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ApiError(415, [issue('', 'api.unsupported_media_type')]),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ApiError(400, [issue('', 'api.empty_body')]),
  // Also a body with __proto__ or constructor.prototype keys, refused by the parser (prototype poisoning).
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ApiError(400, [issue('', 'api.malformed_json')]),
};

/**
 * What a thrown value means for the caller. Anything unforeseen is a 500 that says nothing
 * of its cause (`internal` tells the caller to log it).
 */
export function classify(error: unknown, bodyLimit: number): { answer: ApiError; internal: boolean } {
  if (error instanceof ApiError) return { answer: error, internal: false };
  if (error instanceof Refusal) return { answer: new ApiError(400, error.issues, error.extras), internal: false };
  const known = error as { code?: string; statusCode?: number } | null;
  const mapped = known?.code ? FASTIFY_BODY_ERRORS[known.code] : undefined;
  if (mapped) return { answer: mapped(bodyLimit), internal: false };
  if (known?.statusCode !== undefined && known.statusCode >= 400 && known.statusCode < 500) {
    return { answer: new ApiError(400, [issue('', 'api.bad_request')]), internal: false };
  }
  return { answer: new ApiError(500, [issue('', 'api.internal')]), internal: true };
}
