/**
 * GET /v1/refund-rate (docs/refund-rate.md): the refund and levy rates of one customs code, found
 * (200) or not (404, with the nearest listed codes), from the index of the installed library. Without a
 * library the answer is 503 saying how to install one; nothing is guessed.
 */
import { beijingDay } from '../../core/calendar.js';
import { issue } from '../../core/issues.js';
import { publicationMembers } from '../../datasets/model.js';
import type { RefundLibrary } from '../../refund-rate/library.js';
import { refundRateChanged } from '../../refund-rate/changes.js';
import { lookupCode } from '../../refund-rate/lookup.js';
import { CUSTOMS_CODE_TEXT, readCustomsCode } from '../../refund-rate/code.js';
import { SITE_PAGES } from '../../core/site-pages.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { Lang } from '../../i18n/languages.js';
import { textOf } from '../../i18n/messages.js';
import { ApiError, issuesListed } from '../api-error.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { CachePolicy } from '../cache-policy.js';
import type { RouteContext, RouteSpec, RouteRefusals } from '../route-spec.js';
import { ref } from '../../core/json-schema.js';
import { REFUND_RATE_SCHEMAS } from './refund-rate-schemas.js';

const NOTES: readonly CopyKey[] = [
  'refund_rate.note.not_official',
  'refund_rate.note.reference',
  'refund_rate.note.export_date',
];

export function libraryOrRefuse(library: RefundLibrary | null, refused: readonly string[]): RefundLibrary {
  if (library) return library;
  const [version] = refused;
  if (version !== undefined)
    throw new ApiError([issue('', 'dataset.version_refused', { id: 'refund-rates', version })]);
  throw new ApiError([issue('', 'refund_rate.library_missing')]);
}

export function dayOf(context: RouteContext): { day: string; basis: 'export_date' | 'today' } {
  const exportDate = context.params.export_date;
  return typeof exportDate === 'string'
    ? { day: exportDate, basis: 'export_date' }
    : { day: beijingDay(context.now), basis: 'today' };
}

function versionHashes(library: RefundLibrary): string[] {
  return [library.version.manifest.content_hash, library.previous?.manifest.content_hash ?? 'no previous'];
}

/** What an answer read from the library on a day depends on: both editions (the previous decides the note on a changed rate) and the day. */
export function libraryDayPolicy(library: RefundLibrary | null, refused: readonly string[]) {
  return (context: RouteContext): CachePolicy => ({
    lifetime: 'list',
    parts: [...versionHashes(libraryOrRefuse(library, refused)), dayOf(context).day],
    namesDatasets: true,
  });
}

/** What libraryOrRefuse refuses with. */
export const LIBRARY_REFUSALS: RouteRefusals = { 503: ['refund_rate.library_missing', 'dataset.version_refused'] };

export const LIBRARY_UNAVAILABLE = {
  description:
    'No refund library is installed (issue refund_rate.library_missing), or its version was refused at start-up (dataset.version_refused).',
  schema: { $ref: '#/components/schemas/ErrorAnswer' },
};

/** A note when the code's refund rate differs between the current edition and the one before it. */
function changeNotes(library: RefundLibrary, code: string, lang: Lang): Array<{ key: CopyKey; text: string }> {
  const since = library.changesSincePrevious(code);
  if (since === null || !refundRateChanged(since.changes)) return [];
  const previous = since.previous.manifest.edition ?? since.previous.manifest.version;
  return [{ key: 'refund_rate.note.changed', text: textOf('refund_rate.note.changed', lang, { code, previous }) }];
}

/** `refused`: the refund-rates versions refused at start-up, newest first (why there may be no library). */
export function refundRateRoutes(library: RefundLibrary | null, refused: readonly string[] = []): RouteSpec[] {
  return [
    {
      operationId: 'getRefundRate',
      method: 'GET',
      path: '/v1/refund-rate',
      summary: 'The refund and levy rate of one customs code on the day that counts',
      description:
        'Every period the library holds for the code, and the one in force on export_date (the export date on the customs ' +
        'declaration) or, without it, today on the Beijing calendar. Where the library holds several rates for that day, ' +
        'all are given and none is picked. A code the library does not list gives 404 with the listed codes sharing its first six digits.',
      tag: 'refund-rate',
      params: [
        {
          name: 'code',
          in: 'query',
          kind: 'text',
          required: true,
          maxLength: 40,
          pattern: CUSTOMS_CODE_TEXT,
          read: readCustomsCode,
          refusal: 'refund_rate.code_invalid',
          description: 'Customs (HS) code, 8 or 10 digits; dots and spaces are accepted and removed.',
        },
        {
          name: 'export_date',
          in: 'query',
          kind: 'date',
          description:
            'The export date on the customs declaration, YYYY-MM-DD. Omit it for today (Beijing calendar); do not guess it.',
        },
      ],
      cachePolicy: libraryDayPolicy(library, refused),
      components: REFUND_RATE_SCHEMAS,
      responses: {
        200: {
          description: 'Found (lookup.found true): the periods and the one in force.',
          schema: ref('RefundRateFound'),
        },
        404: {
          description:
            'Not listed (lookup.found false): the issue saying so, and the nearest listed codes; no rate of any kind.',
          schema: ref('RefundRateNotListed'),
        },
        503: LIBRARY_UNAVAILABLE,
      },
      refusals: LIBRARY_REFUSALS,
      handle: (context) => {
        const answering = libraryOrRefuse(library, refused);
        const { version, index } = answering;
        const code = String(context.params.code);
        const exportDate = typeof context.params.export_date === 'string' ? context.params.export_date : null;
        const lookup = lookupCode(index, code, dayOf(context), exportDate, context.lang);
        const m = version.manifest;
        return {
          status: lookup.found ? 200 : 404,
          body: {
            // A 404 keeps the lookup's shape and also says why, as every refusal does (docs/contract.md, Errors), for a client's generic error handling.
            ...(lookup.found
              ? {}
              : { issues: issuesListed([issue('code', 'refund_rate.not_listed', { code, version: m.version })]) }),
            lookup,
            dataset: {
              id: m.dataset,
              version: m.version,
              ...publicationMembers(m),
              published_at: m.published_at,
              imported_at: m.imported_at,
              content_hash: m.content_hash,
              license: m.license,
            },
            ...(lookup.found
              ? {
                  links: {
                    chapter_page: SITE_PAGES.refundChapter(code),
                    calculator: SITE_PAGES.tool('tuishui', { hsCode: code }),
                  },
                }
              : {}),
            notes: [
              ...NOTES.map((key) => ({ key, text: textOf(key, context.lang) })),
              ...(lookup.found ? changeNotes(answering, lookup.listed_at, context.lang) : []),
            ],
          },
          datasets: [provenanceEntryOf(version)],
        };
      },
    },
  ];
}
