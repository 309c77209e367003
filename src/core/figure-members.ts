/**
 * The members of each kind of figure (docs/contract.md, Typed figures), in the order answers write
 * them after `kind`, each with how it is written; `?` marks a member a figure may leave out. The
 * one description of the shape: the figures' types (figures.ts), their OpenAPI schemas
 * (http/openapi/figure-schemas.ts) and the answer writer (tools/kit/answer-writer.ts) all read it.
 */
export const FIGURE_MEMBERS = {
  quantity: { value: 'decimal', unit: 'text', places: 'integer?', grouping: 'boolean?' },
  money: { amount: 'decimal', currency: 'currency' },
  ratio: { value: 'decimal' },
  rate: { value: 'published', base: 'text', quote: 'text', per: 'published' },
  count: { value: 'decimal', grouping: 'boolean?' },
  code: { value: 'text' },
  date: { value: 'day' },
} as const;

/**
 * How a member is written: `decimal` as toPlain or padTo wrote it (digits, point, minus: never
 * escaped); `published` a publisher's decimal text as given; `text`, `currency` (ISO 4217) and `day`
 * (YYYY-MM-DD) strings; `integer?` and `boolean?` JSON numbers and booleans, optional.
 */
export type FigureKind = keyof typeof FIGURE_MEMBERS;

/** The kinds, in the order the answers' schemas list them. */
export const FIGURE_KINDS: readonly FigureKind[] = Object.keys(FIGURE_MEMBERS).filter(
  (name): name is FigureKind => name in FIGURE_MEMBERS,
);
type Members = typeof FIGURE_MEMBERS;
export type MemberWriting = { [K in FigureKind]: Members[K][keyof Members[K]] }[FigureKind];
