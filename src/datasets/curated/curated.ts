/**
 * What the curated datasets (containers, divisors) share: one row per published figure with its
 * source, the licence of quoted figures, and the day the tables were compiled from their pages.
 */
import { type JsonSchema, STRING, object } from '../../core/json-schema.js';

/** The day the curated tables were compiled from their cited pages (their version name). */
export const CURATED_ON = '2026-11-22';

export const QUOTED_FIGURES = {
  'license.underlying.quoted-figures': {
    'zh-CN': '每个数字按所注来源页面引用，以来源的最新页面为准。',
    en: 'Each figure is quoted from the page named with it; the source’s current page prevails.',
    ja: '各数値は併記したページからの引用です。出典の最新ページが優先します。',
    ko: '각 수치는 함께 표기한 페이지에서 인용했으며, 출처의 최신 페이지가 우선합니다.',
  },
} as const;

/** The published figure a curated row was read from, as the source page writes it (5,900 mm). */
const PUBLISHED = object({ figure: STRING, form: STRING, unit: STRING });

/** A curated row: one published figure, in the column its unit names, with its source. */
export const curatedRow = (
  figureColumns: Record<string, JsonSchema>,
  more: Record<string, JsonSchema>,
): JsonSchema => ({
  type: 'object',
  properties: {
    id: STRING,
    ...more,
    ...figureColumns,
    published: PUBLISHED,
    source: STRING,
    source_url: { type: 'string', format: 'uri' },
    note: STRING,
  },
  required: ['id', 'published', 'source'],
  additionalProperties: false,
});
