/**
 * The query parameters of the contract, which every route takes (docs/contract.md, Languages), declared once:
 * `lang`, read for every request before routing (the route refuses an unreadable one with its
 * other parameters), and `_`, the cache-buster some HTTP libraries add, taken and ignored. Route
 * parameters allow them (params.ts) and every OpenAPI operation describes them (openapi/).
 */
import type { FastifyRequest } from 'fastify';
import { type Issue, issue } from '../../core/issues.js';
import { DEFAULT_LANG, LANGUAGES, type Lang, readLang } from '../../i18n/languages.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Set when `lang` was unreadable; the route refuses the request with it. */
    langIssue: Issue | null;
  }
}

export const CONTRACT_QUERY = ['lang', '_'] as const;

/** Both, as OpenAPI parameters, by their component names. */
export const CONTRACT_QUERY_PARAMETERS = {
  Lang: {
    name: 'lang',
    in: 'query',
    required: false,
    allowEmptyValue: true,
    description: 'Language of messages, notice and source lines (figures never change). Default zh-CN.',
    schema: { type: 'string', enum: [...LANGUAGES], default: 'zh-CN' },
  },
  // What browsers' and libraries' cache-busting adds (jQuery's `cache: false`): accepted, ignored.
  CacheBuster: {
    name: '_',
    in: 'query',
    required: false,
    allowEmptyValue: true,
    description:
      'Any value, ignored: the cache-busting parameter some HTTP libraries add. It changes neither the answer nor its ETag.',
    schema: { type: 'string' },
  },
} as const;

/**
 * `lang` on a probe (RouteSpec.anyQuery), which is never refused for its query (a load balancer's
 * `/healthz?x=1` is alive): any string, a language the service does not speak falling back.
 */
export const PROBE_LANG_PARAMETER = {
  name: 'lang',
  in: 'query',
  required: false,
  allowEmptyValue: true,
  description: `Language of the provenance: ${LANGUAGES.join(', ')} (any case). Any other value, or lang given twice, falls back to ${DEFAULT_LANG}: a probe is never refused for its query.`,
  schema: { type: 'string', default: DEFAULT_LANG },
} as const;

export function readRequestLang(request: FastifyRequest): void {
  const raw = (request.query as Record<string, unknown> | undefined)?.lang;
  request.lang = DEFAULT_LANG;
  request.langIssue = null;
  if (raw === undefined || raw === '') return;
  if (Array.isArray(raw)) {
    request.langIssue = issue('lang', 'param.repeated');
    return;
  }
  const lang = readLang(String(raw));
  if (lang) request.lang = lang;
  else request.langIssue = issue('lang', 'param.lang_unsupported');
}
