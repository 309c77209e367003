/**
 * Error answers (docs/contract.md, Errors): `{issues, tool?, normalized?, provenance}`, each issue with a
 * path, a copy key, its values and the Chinese-then-English message. This module is the one
 * place where anything thrown becomes an answer: the domain's Refusal (400, with what was
 * normalised, the tool of the route, and the versions its issues quote), DatasetMissing
 * (503) and Busy (503 with Retry-After), the HTTP layer's own ApiError, Fastify's body errors, and anything else (500). The
 * contract adds headers and provenance.
 */
import {
  DatasetMissing,
  VersionUnreadable,
  type Issue,
  type Normalized,
  type QuotedVersion,
  Refusal,
  issue,
  issuesSummary,
} from '../core/issues.js';
import { Busy } from '../core/work-gate.js';
import { statusOf } from './error-statuses.js';
import { bilingual } from '../i18n/messages.js';
import type { ProvenanceEntry } from './provenance.js';

export interface ErrorExtras {
  tool?: string;
  normalized?: Normalized[];
  /** The dataset versions the refusal quotes, for its provenance (not a member of the body). */
  datasets?: readonly ProvenanceEntry[];
}

/** An error answer; its status is its first issue's, from the table (error-statuses.ts). */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly issues: readonly Issue[],
    readonly extras: ErrorExtras = {},
    /** Extra response headers, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    const status = statusOf(issues[0]?.code);
    super(`${status} ${issuesSummary(issues)}`);
    this.status = status;
    this.name = 'ApiError';
  }
}

/** A calculation's refusal: 400 whatever its keys, since its inputs cannot be computed with. */
class InputRefusal extends ApiError {
  override readonly status = 400;
}

/**
 * At most this many issues (and rewrites) are listed in an error answer. A 30 KB body of
 * 10,000 empty rows has 50,000 issues: listed in full, that was a 7 MB answer for one token.
 */
const LISTED_AT_MOST = 100;

/** Issues as an answer lists them (docs/contract.md, Errors): path, code, values, and the Chinese then English sentence. */
export function issuesListed(issues: readonly Issue[]) {
  return issues
    .slice(0, LISTED_AT_MOST)
    .map((i) => ({ path: i.path, code: i.code, values: i.values, message: bilingual(i.code, i.values) }));
}

/**
 * The error answer's members before provenance: the first issues with their sentences and,
 * when some were left out, how many there were in all (`issues_total`, `normalized_total`).
 * The versions a refusal quotes go to its provenance, not among its members.
 */
export function errorMembers(error: ApiError): Record<string, unknown> {
  const { issues } = error;
  const { normalized, datasets: _quoted, ...extras } = error.extras;
  return {
    issues: issuesListed(issues),
    ...(issues.length > LISTED_AT_MOST ? { issues_total: issues.length } : {}),
    ...extras,
    ...(normalized ? { normalized: normalized.slice(0, LISTED_AT_MOST) } : {}),
    ...(normalized && normalized.length > LISTED_AT_MOST ? { normalized_total: normalized.length } : {}),
  };
}

const FASTIFY_BODY_ERRORS: Record<string, (limit: number) => ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) => new ApiError([issue('', 'api.body_too_large', { limit })]),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ApiError([issue('', 'api.unsupported_media_type')]),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ApiError([issue('', 'api.empty_body')]),
  // Also a body with __proto__ or constructor.prototype keys, refused by the parser (prototype poisoning).
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ApiError([issue('', 'api.malformed_json')]),
};

/** What the answer to a refusal takes from where it happened. */
export interface RefusalContext {
  bodyLimit: number;
  /** The tool of a calculation route (docs/contract.md, Errors `tool`). */
  tool?: string;
  /** The installed version an issue quotes, as provenance names it. */
  quotedVersion(quoted: QuotedVersion): ProvenanceEntry | undefined;
}

/** The versions a refusal's issues quote, each once. */
function quotedVersions(issues: readonly Issue[], context: RefusalContext): ProvenanceEntry[] {
  const quoted = new Map<string, ProvenanceEntry>();
  for (const { quotes } of issues) {
    const version = quotes && context.quotedVersion(quotes);
    if (version) quoted.set(`${version.id} ${version.version}`, version);
  }
  return [...quoted.values()];
}

/**
 * What a thrown value means for the caller. Anything unforeseen is a 500 that says nothing
 * of its cause (`internal` tells the caller to log it).
 */
export function classify(error: unknown, context: RefusalContext): { answer: ApiError; internal: boolean } {
  const tool = context.tool === undefined ? {} : { tool: context.tool };
  if (error instanceof ApiError) {
    // A not-found that quotes an installed version (a day the data cannot answer for) names it in provenance too.
    const quoted = error.extras.datasets ? [] : quotedVersions(error.issues, context);
    if (quoted.length === 0) return { answer: error, internal: false };
    return {
      answer: new ApiError(error.issues, { ...error.extras, datasets: quoted }, error.headers),
      internal: false,
    };
  }
  if (error instanceof Refusal) {
    const normalized = error.normalized.length > 0 ? { normalized: [...error.normalized] } : {};
    return {
      answer: new InputRefusal(error.issues, {
        ...tool,
        ...normalized,
        datasets: quotedVersions(error.issues, context),
      }),
      internal: false,
    };
  }
  if (error instanceof Busy) {
    const retryAfter = error.retryAfterSeconds;
    return {
      answer: new ApiError([issue('', 'api.busy', { retryAfter })], tool, { 'retry-after': String(retryAfter) }),
      internal: false,
    };
  }
  if (error instanceof VersionUnreadable) {
    const unreadable = issue('', 'dataset.files_unreadable', { id: error.dataset, version: error.version });
    return { answer: new ApiError([unreadable], tool), internal: false };
  }
  if (error instanceof DatasetMissing) {
    const [version] = error.refused;
    const missing =
      version === undefined
        ? issue('', 'tool.dataset_missing', { dataset: error.dataset })
        : issue('', 'tool.dataset_refused', { dataset: error.dataset, version });
    return { answer: new ApiError([missing], tool), internal: false };
  }
  const known = error as { code?: string; statusCode?: number } | null;
  const mapped = known?.code ? FASTIFY_BODY_ERRORS[known.code] : undefined;
  if (mapped) return { answer: mapped(context.bodyLimit), internal: false };
  if (known?.statusCode !== undefined && known.statusCode >= 400 && known.statusCode < 500) {
    return { answer: new ApiError([issue('', 'api.bad_request')]), internal: false };
  }
  return { answer: new ApiError([issue('', 'api.internal')]), internal: true };
}
