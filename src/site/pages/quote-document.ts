/**
 * The quote as the /quote pages draw it: the members of the API's `quote` (docs/quote.md, Answer)
 * the sheet shows, read and checked from JSON. The same reading serves the quote the page was
 * just answered and the one a shared link carries, whose digest shows it unaltered but not who
 * made it: whatever is not of this shape is refused, never half drawn.
 */
import { LANGUAGES, type Lang } from '../../i18n/languages.js';
import { type Check, list, object, optional, recordOf, text, texts, yesNo } from '../json-shape.js';

const lang: Check<Lang> = (value) => LANGUAGES.find((each) => each === value);

const PRICE = object({
  term: text,
  place: optional(text),
  unitPrice: text,
  total: text,
  unitPriceWithCommission: optional(text),
  totalWithCommission: optional(text),
  commission: optional(text),
});

const WORDS = object({ amount: text, en: text, 'zh-CN': optional(text) });

const PACKING_LINE = object({
  line: text,
  product: text,
  model: optional(text),
  cartonNumbers: object({ first: text, last: text, text }),
  cartons: text,
  unitsPerCarton: text,
  quantity: text,
  unit: optional(text),
  lastCarton: optional(object({ units: text, netWeight: text, grossWeight: text })),
  carton: object({ length: text, width: text, height: text, grossWeight: text, netWeight: text }),
  netWeight: text,
  grossWeight: text,
  measurement: text,
  marks: list(text),
});

const TERMS = object({
  reference: optional(text),
  validDays: optional(text),
  payment: optional(text),
  leadTime: optional(text),
  packing: optional(text),
  port: optional(text),
  destination: optional(text),
  notes: optional(text),
  incoterm: optional(text),
  origin: optional(text),
  partialShipment: optional(yesNo),
  transhipment: optional(yesNo),
  tolerancePercent: optional(text),
  paymentMethod: optional(texts),
  paymentWords: optional(recordOf(text)),
});

const QUOTE = object({
  issuedOn: text,
  validUntil: optional(text),
  document: object({
    type: text,
    languages: list(lang),
    title: recordOf(text),
    number: optional(text),
  }),
  seller: texts,
  buyer: texts,
  currency: text,
  lines: list(object({ line: text, product: texts, quantity: text, prices: list(PRICE) })),
  totals: list(
    object({
      term: text,
      place: optional(text),
      total: text,
      words: WORDS,
      totalWithCommission: optional(text),
      wordsWithCommission: optional(WORDS),
    }),
  ),
  packingList: optional(
    object({
      lines: list(PACKING_LINE),
      totals: object({ cartons: text, netWeight: text, grossWeight: text, measurement: text, cartonsInWords: text }),
    }),
  ),
  terms: TERMS,
  bank: optional(texts),
  exchangeRate: optional(object({ rate: text, base: text, quote: text, per: text, source: text, day: optional(text) })),
  digest: text,
});

export type SheetQuote = NonNullable<ReturnType<typeof QUOTE>>;
export type SheetPrice = NonNullable<ReturnType<typeof PRICE>>;
export type SheetTotal = SheetQuote['totals'][number];

/** The quote the sheet draws, or undefined when it is not of that shape (a document of one or two languages). */
export function readSheetQuote(value: unknown): SheetQuote | undefined {
  const quote = QUOTE(value);
  const languages = quote?.document.languages.length ?? 0;
  return quote && languages >= 1 && languages <= 2 ? quote : undefined;
}
