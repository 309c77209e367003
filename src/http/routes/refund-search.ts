/**
 * GET /v1/refund-rate/search (docs/refund-rate.md, Search): the codes of the refund library
 * whose code or name the words asked match, ranked, paged, each with the rates in force on the
 * day that counts as the lookup gives them. Nothing found is a 200 with no hits and the note that
 * the library was searched, never a 404 that would read as "no such product".
 */
import { issue } from '../../core/issues.js';
import { pageWindow } from '../../core/paging.js';
import { SITE_PAGES } from '../../core/site-pages.js';
import { findVersion } from '../../datasets/store.js';
import type { DatasetStore, LoadedVersion } from '../../datasets/store.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import { DEFAULT_LANG, type Lang } from '../../i18n/languages.js';
import { textOf } from '../../i18n/messages.js';
import type { LibraryIndex } from '../../refund-rate/library-index.js';
import type { RefundLibrary } from '../../refund-rate/library.js';
import { type LookupDay, inForceSummary } from '../../refund-rate/lookup.js';
import { type NamedEditions, namedEditionsOf } from '../../refund-rate/named-editions.js';
import { SEARCH_MOST_CHARS, hasSearchTerm, searchTerms } from '../../refund-rate/search/query.js';
import type { SearchIndex } from '../../refund-rate/search/search-index.js';
import { type SearchHit, searchLibrary } from '../../refund-rate/search/search.js';
import { IN_PROCESS } from '../../work/in-process.js';
import { ApiError } from '../api-error.js';
import type { CachePolicy } from '../cache-policy.js';
import { pageParams } from '../paging-params.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { RouteContext, RouteSpec } from '../route-spec.js';
import { LIBRARY_REFUSALS, LIBRARY_UNAVAILABLE, dayOf, libraryOrRefuse } from './refund-rate.js';
import { REFUND_SEARCH_ANSWER } from './refund-search-schema.js';

const NOTES: readonly CopyKey[] = ['refund_rate.note.names_chinese', 'refund_rate.note.not_official'];
/** Said when the search's step budget was spent before every candidate was tried (search.ts). */
const STOPPED: CopyKey = 'refund_rate.note.search_stopped';

/** The version searched: the one named by `version`, else the current one. */
function versionOf(
  store: DatasetStore,
  library: RefundLibrary | null,
  refused: readonly string[],
  context: RouteContext,
): LoadedVersion {
  const named = context.params.version;
  const current = libraryOrRefuse(library, refused);
  if (typeof named !== 'string' || named === current.version.manifest.version) return current.version;
  const version = findVersion(store, 'refund-rates', named);
  if (!version) throw new ApiError([issue('version', 'dataset.version_not_found', { id: 'refund-rates' })]);
  return version;
}

/** The edition searched, indexed: the library's, or another indexed off the event loop (named-editions.ts). */
async function editionOf(
  version: LoadedVersion,
  library: RefundLibrary,
  store: DatasetStore,
  editions: NamedEditions,
): Promise<{ index: LibraryIndex; search: SearchIndex }> {
  if (version === library.version) return { index: library.index, search: await library.search };
  return editions.of(store, version);
}

function hitOn(
  index: LibraryIndex,
  search: SearchIndex,
  hit: SearchHit,
  when: LookupDay,
  exportDate: string | null,
  lang: Lang,
) {
  const { code, name } = search.entries[hit.entry] ?? { code: '', name: '' };
  const found = inForceSummary(index, code, when.day, lang);
  // Every entry of the search index is a code the library lists.
  if (!found) throw new Error(`search hit ${code} is not in the library`);
  // The lookup takes 8 or 10 digits: a finer specific code is answered within its 10-digit code's.
  const asked = code.slice(0, 10);
  const query = new URLSearchParams(
    exportDate === null ? { code: asked } : { code: asked, export_date: exportDate },
  ).toString();
  return {
    code,
    name,
    chapter: code.slice(0, 2),
    matched: hit.matched,
    name_ranges: hit.name_ranges,
    code_digits: hit.code_digits,
    ...found,
    links: {
      lookup: `/v1/refund-rate?${query}`,
      page: `/refund-rates?${query}${lang === DEFAULT_LANG ? '' : `&lang=${lang}`}`,
      chapter_page: SITE_PAGES.refundChapter(code),
    },
  };
}

export function refundSearchRoutes(
  store: DatasetStore,
  library: RefundLibrary | null,
  refused: readonly string[] = [],
  editions: NamedEditions = namedEditionsOf(IN_PROCESS),
): RouteSpec[] {
  return [
    {
      operationId: 'searchRefundRates',
      method: 'GET',
      path: '/v1/refund-rate/search',
      summary: 'Find customs codes in the refund library by code, Chinese name or pinyin',
      description:
        'The codes of the library whose code starts with the digits asked (dots and spaces allowed), whose Chinese name ' +
        'holds the words asked (all of them, in any order; Traditional characters read as Simplified), or whose name ' +
        'reads as the pinyin asked (full, without tones, or initials). Ranked: the exact code, codes starting with the ' +
        'digits, names starting with the words, names holding them, pinyin; ties in code order. Each hit gives the ' +
        'rates in force on export_date (or today, Beijing calendar) as GET /v1/refund-rate does, and the offsets of ' +
        'the name that matched. No hit is a 200 with an empty list.',
      tag: 'refund-rate',
      params: [
        {
          name: 'q',
          in: 'query',
          kind: 'text',
          required: true,
          maxLength: SEARCH_MOST_CHARS,
          read: (raw) => (hasSearchTerm(raw) ? raw.trim() : null),
          refusal: 'refund_rate.search_invalid',
          description:
            'What to find: digits of a code or its start (8516.71, 8516 7), Chinese words of the name (保温杯, 不锈钢 保温杯), ' +
            'their pinyin (baowenbei, bao wen bei) or initials (bwb), or several together (保温 9617). 1 to 64 characters.',
        },
        {
          name: 'export_date',
          in: 'query',
          kind: 'date',
          description: 'The export date on the customs declaration, YYYY-MM-DD; omit it for today (Beijing calendar).',
        },
        {
          name: 'version',
          in: 'query',
          kind: 'text',
          maxLength: 64,
          description:
            'An installed edition of the library to search (GET /v1/datasets/refund-rates); the current one by default.',
        },
        ...pageParams(100, 20, 'Hits'),
      ],
      cachePolicy: (context): CachePolicy => {
        const version = versionOf(store, library, refused, context);
        return {
          lifetime: 'list',
          parts: [version.manifest.content_hash, dayOf(context).day],
          namesDatasets: true,
        };
      },
      responses: {
        200: { description: 'The hits, possibly none.', schema: REFUND_SEARCH_ANSWER },
        404: {
          description: 'No installed edition has that version.',
          schema: { $ref: '#/components/schemas/ErrorAnswer' },
        },
        503: LIBRARY_UNAVAILABLE,
      },
      // versionOf: the library, or a version named that no installed edition has.
      // An edition asked for by name is indexed in the work pool, which may be full (api.busy), from its
      // rows.json, which a fault of DATA_DIR may have taken away (dataset.files_unreadable).
      refusals: {
        503: [...(LIBRARY_REFUSALS[503] ?? []), 'api.busy', 'dataset.files_unreadable'],
        404: ['dataset.version_not_found'],
      },
      handle: async (context) => {
        const version = versionOf(store, library, refused, context);
        const { index, search } = await editionOf(version, libraryOrRefuse(library, refused), store, editions);
        const q = String(context.params.q);
        const when = dayOf(context);
        const exportDate = typeof context.params.export_date === 'string' ? context.params.export_date : null;
        const found = searchLibrary(search, searchTerms(q, search.simplified));
        const page = pageWindow(found.total, Number(context.params.offset), Number(context.params.limit));
        const m = version.manifest;
        const searched = { version: m.version, codes: search.entries.length, total: found.total };
        return {
          body: {
            search: {
              q,
              in_force_on: when.day,
              in_force_basis: when.basis,
              total: found.total,
              offset: page.offset,
              limit: page.limit,
              next: page.next,
              hits: found
                .hits(page.start, page.end)
                .map((hit) => hitOn(index, search, hit, when, exportDate, context.lang)),
            },
            dataset: { id: m.dataset, version: m.version, content_hash: m.content_hash },
            notes: [
              { key: 'refund_rate.note.searched', text: textOf('refund_rate.note.searched', context.lang, searched) },
              ...(found.complete ? NOTES : [STOPPED, ...NOTES]).map((key) => ({
                key,
                text: textOf(key, context.lang),
              })),
            ],
          },
          datasets: [provenanceEntryOf(version)],
        };
      },
    },
  ];
}
