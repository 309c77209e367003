/**
 * GET /v1/refund-rate/chapters/{chapter}: the codes the installed library lists in one
 * chapter, paged, each with the periods in force on the day that counts (export_date, or today
 * on the Beijing calendar), as the lookup gives them. The site's chapter page reads it.
 */
import { type JsonSchema, object } from '../../core/json-schema.js';
import { pageWindow } from '../../core/paging.js';
import { chapterCodeOn, chapterCodes } from '../../refund-rate/chapter.js';
import type { RefundLibrary } from '../../refund-rate/library.js';
import { pageParams } from '../paging-params.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { RouteSpec } from '../route-spec.js';
import { LIBRARY_REFUSALS, LIBRARY_UNAVAILABLE, dayOf, libraryDayPolicy, libraryOrRefuse } from './refund-rate.js';
import { DAY_PAGE_MEMBERS, PERIOD_ROW } from './refund-rate-schemas.js';

const CHAPTER_ANSWER: JsonSchema = object({
  chapter: object({
    chapter: { type: 'string', pattern: '^[0-9]{2}$' },
    ...DAY_PAGE_MEMBERS,
    codes: {
      type: 'array',
      items: object({
        code: { type: 'string' },
        name: { type: ['string', 'null'] },
        in_force: { type: 'array', items: PERIOD_ROW, description: 'Empty: nothing in force that day.' },
      }),
    },
  }),
  dataset: object({ id: { type: 'string' }, version: { type: 'string' }, content_hash: { type: 'string' } }),
  provenance: { $ref: '#/components/schemas/Provenance' },
});

export function refundChapterRoutes(library: RefundLibrary | null, refused: readonly string[] = []): RouteSpec[] {
  return [
    {
      operationId: 'getRefundRateChapter',
      method: 'GET',
      path: '/v1/refund-rate/chapters/{chapter}',
      summary: 'The codes of one chapter with the rates in force on a day',
      description:
        'Every code the installed library lists whose first two digits are `chapter`, in code order, each with the ' +
        'periods in force on export_date or, without it, today (Beijing calendar); none when nothing is in force.',
      tag: 'refund-rate',
      params: [
        {
          name: 'chapter',
          in: 'path',
          kind: 'text',
          maxLength: 2,
          pattern: /^[0-9]{2}$/,
          refusal: 'refund_rate.chapter_invalid',
          description: 'The first two digits of a customs code, such as 85.',
        },
        { name: 'export_date', in: 'query', kind: 'date', description: 'YYYY-MM-DD; omit it for today.' },
        ...pageParams(1000, 200, 'Codes'),
      ],
      cachePolicy: libraryDayPolicy(library, refused),
      responses: {
        200: { description: 'The chapter’s codes.', schema: CHAPTER_ANSWER },
        503: LIBRARY_UNAVAILABLE,
      },
      refusals: LIBRARY_REFUSALS,
      handle: (context) => {
        const { version, index } = libraryOrRefuse(library, refused);
        const chapter = String(context.params.chapter);
        const when = dayOf(context);
        const codes = chapterCodes(index, chapter);
        const page = pageWindow(codes.length, Number(context.params.offset), Number(context.params.limit));
        return {
          body: {
            chapter: {
              chapter,
              in_force_on: when.day,
              in_force_basis: when.basis,
              total: codes.length,
              offset: page.offset,
              limit: page.limit,
              next: page.next,
              codes: codes
                .slice(page.start, page.end)
                .map((code) => chapterCodeOn(index, code, when.day, context.lang)),
            },
            dataset: {
              id: version.manifest.dataset,
              version: version.manifest.version,
              content_hash: version.manifest.content_hash,
            },
          },
          datasets: [provenanceEntryOf(version)],
        };
      },
    },
  ];
}
