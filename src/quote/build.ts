/**
 * A quote for a buyer (docs/quote.md): its lines priced (lines.ts: baojia's calculation, or the
 * seller's own price), each term's total with the amount in words, the packing list when every
 * line is packed (packing-list.ts), the links on to cbm and container-load, the terms and the
 * bank, and a digest over its canonical JSON. `quote` holds only what the buyer may see;
 * `internal` the seller's cost, refund, profit, margins and break-even, which never enter `quote`
 * or the text. Without a seller's rate the RMB central parity of the current version is used in
 * its own quotation: 1 CNY = 202.07 KRW turns a CNY amount into KRW by multiplication, and is
 * never inverted into a rounded KRW/CNY rate. A quote of one product also carries its product,
 * quantity and prices as version 1 of the quote did.
 */
import { type Decimal, fromInteger, padTo, placesOf, toPlain } from '../core/decimal.js';
import { type Figure, count, date } from '../core/figures.js';
import type { LoadedVersion } from '../datasets/store.js';
import type { BaojiaInputs } from '../tools/baojia/inputs.js';
import type { DatasetReader, Warning } from '../tools/kit/definition.js';
import { addDays, daysBetween } from '../core/calendar.js';
import { LONGEST_CLOSURE_DAYS, type Parity, parityIn } from '../tools/kit/parity.js';
import { canonicalDigest } from './canonical-json.js';
import { type Issue, Refusal } from '../core/issues.js';
import { type AmountInWords, amountInWords } from './amount-words.js';
import { type LinePrices, type PricedLines, placeOf, priceLines, termTotals } from './lines.js';
import { type PackingList, packingList } from './packing-list.js';
import { type QuoteLinks, linksOf } from './links.js';
import type { QuoteRequest, RequestLine } from './read-request.js';
import { Turns } from './turns.js';
import { type DocumentInfo, type TermsDocument, documentInfo, textsOf, termsDocument } from './document.js';

export const QUOTE_SCHEMA_PATH = '/schemas/quote/v1.json';

interface ExchangeRate {
  rate: string;
  base: string;
  quote: string;
  per: string;
  /** same-currency: a CNY quote, which rests on no exchange rate. */
  source: 'central-parity' | 'seller' | 'same-currency';
  dataset?: 'central-parity';
  version?: string;
  day?: string;
}

interface QuoteLineDocument {
  line: string;
  product: Record<string, string>;
  quantity: string;
  /** The seller's own price, or baojia's costing of the line. */
  priceSource: 'seller' | 'calculated';
  prices: LinePrices[];
}

interface TermTotalDocument {
  term: string;
  place?: string;
  total: string;
  words: AmountInWords;
  totalWithCommission?: string;
  wordsWithCommission?: AmountInWords;
}

/** What every quote holds. */
export interface QuoteCommon {
  schema: string;
  issuedOn: string;
  validUntil?: string;
  document: DocumentInfo;
  seller: Record<string, string>;
  buyer: Record<string, string>;
  currency: string;
  lines: QuoteLineDocument[];
  totals: TermTotalDocument[];
  packingList?: Omit<PackingList, 'rows' | 'namedRows' | 'read'>;
  links?: QuoteLinks;
  terms: TermsDocument;
  bank?: Record<string, string>;
  /** The rate the costed lines rest on; absent when the seller priced every line. */
  exchangeRate?: ExchangeRate;
  digest: string;
}

/** A quote of one product, with the members version 1 of the quote gave it. */
export interface QuoteDocument extends QuoteCommon {
  product: Record<string, string>;
  quantity: string;
  prices: LinePrices[];
}

export interface BuiltQuote {
  quote: QuoteCommon | QuoteDocument;
  internal: Record<string, Figure>;
  /** For the seller alone: baojia's (a loss, a rate far from the parity, an unknown port), an old parity, a letter of credit. */
  warnings: Warning[];
  read: LoadedVersion[];
}

type RateSource = Pick<BaojiaInputs, 'currency' | 'fxRate' | 'fxPer' | 'fxBase'>;

/**
 * The rate the quote rests on: none for a CNY quote, else the seller's fxRate (in the quotation
 * fxBase says), else the current parity in its own quotation (X/CNY or CNY/X, passed to baojia
 * as published). Without a parity for the currency (none installed, the currency not published)
 * none is passed and baojia refuses with the reason (baojia.fx_rate_needed_*).
 */
function exchangeOf(pricing: RateSource, data: DatasetReader): { exchangeRate?: ExchangeRate; parity?: Parity } {
  const { currency } = pricing;
  if (currency === 'CNY')
    return { exchangeRate: { rate: '1', base: 'CNY', quote: 'CNY', per: '1', source: 'same-currency' } };
  if (pricing.fxRate !== undefined) {
    const [base, quote] = pricing.fxBase === 'CNY' ? ['CNY', currency] : [currency, 'CNY'];
    return { exchangeRate: { rate: toPlain(pricing.fxRate), base, quote, per: pricing.fxPer, source: 'seller' } };
  }
  const version = data.current('central-parity');
  const parity = version ? parityIn(version, currency) : null;
  if (!parity) return {};
  return {
    parity,
    exchangeRate: {
      rate: parity.publishedValue,
      base: parity.base,
      quote: parity.quote,
      per: toPlain(parity.per),
      source: 'central-parity',
      dataset: 'central-parity',
      version: parity.version.manifest.version,
      day: parity.day,
    },
  };
}

/**
 * A quote rests on the newest installed parity even when it is old (the seller may not have a
 * newer one), but the seller is told when it is older than the longest closure of the market.
 */
function staleParity(exchangeRate: ExchangeRate | undefined, today: string): Warning[] {
  if (exchangeRate?.source !== 'central-parity' || exchangeRate.day === undefined) return [];
  const days = daysBetween(exchangeRate.day, today);
  if (days <= LONGEST_CLOSURE_DAYS) return [];
  return [{ code: 'quote.parity_old', values: { day: date(exchangeRate.day), days: count(fromInteger(days)) } }];
}

/** Under a letter of credit the documents follow the credit: the seller is told so. */
function letterOfCredit(request: QuoteRequest): Warning[] {
  return request.terms?.paymentMethod?.method === 'lc' ? [{ code: 'quote.lc_wording', level: 'note', values: {} }] : [];
}

/** A total as the document prints it: at least to the cent. */
const printedTotal = (total: Decimal) => padTo(total, Math.max(2, placesOf(total)));

/** The same issue of several lines (a mark's line, the quote's rate) is listed once. */
function unique(issues: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((each) => {
    const key = `${each.path} ${each.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Runs each part of the work, keeping every part's refusals, so that they are answered together. */
class Refusals {
  readonly issues: Issue[] = [];

  async of<T>(work: () => Promise<T> | T): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.issues.push(...error.issues);
      return undefined;
    }
  }
}

/** The product, quantity and prices of a quote of one product, as version 1 of the quote gave them. */
function oneProduct(
  line: RequestLine,
  pricing: BaojiaInputs,
  priced: PricedLines,
): Pick<QuoteDocument, 'product' | 'quantity' | 'prices'> {
  const product = textsOf(line.product);
  return {
    product: { ...product, ...(product.unit === undefined ? { unit: pricing.unit } : {}) },
    quantity: toPlain(line.quantity),
    prices: priced.lines[0]?.prices ?? [],
  };
}

function linesDocument(request: QuoteRequest, priced: PricedLines): QuoteLineDocument[] {
  return request.lines.map((line, index) => ({
    line: String(index + 1),
    product: textsOf(line.product),
    quantity: toPlain(line.quantity),
    priceSource: line.price.source,
    prices: priced.lines[index]?.prices ?? [],
  }));
}

export async function buildQuote(
  request: QuoteRequest,
  data: DatasetReader,
  options: { siteUrl: string; today: string; turns?: Turns },
): Promise<BuiltQuote> {
  const turns = options.turns ?? new Turns();
  const costing = request.lines.find((line) => line.price.source === 'calculated')?.price;
  const { exchangeRate, parity } = costing?.source === 'calculated' ? exchangeOf(costing.pricing, data) : {};
  const refusals = new Refusals();
  const priced = await refusals.of(() => priceLines(request, data, parity, turns));
  const totals = priced ? await refusals.of(() => termTotals(priced.lines)) : undefined;
  const packed = request.lines.every((line) => line.packing !== undefined)
    ? await refusals.of(() => packingList(request, data, turns))
    : undefined;
  if (refusals.issues.length > 0) throw new Refusal(unique(refusals.issues));
  // The document's words and members, then its digest, each in a turn of its own.
  await turns.next();
  // Every part answered, or its refusal was thrown above; baojia refused whenever a costing had no rate.
  if (!priced || !totals || (costing && !exchangeRate)) throw new Error('a quote built without its parts');
  const first = request.lines[0];
  const words = (amount: Decimal) => amountInWords(amount, request.currency, request.languages);
  const validDays = request.terms?.validDays;
  const unsigned: Omit<QuoteCommon, 'digest'> & Partial<Omit<QuoteDocument, keyof QuoteCommon>> = {
    schema: `${options.siteUrl}${QUOTE_SCHEMA_PATH}`,
    issuedOn: options.today,
    ...(validDays === undefined ? {} : { validUntil: addDays(options.today, validDays) }),
    document: documentInfo(request),
    seller: textsOf(request.seller),
    buyer: textsOf(request.buyer),
    ...(request.form === 'one' && first && costing?.source === 'calculated'
      ? oneProduct(first, costing.pricing, priced)
      : {}),
    currency: request.currency,
    lines: linesDocument(request, priced),
    totals: totals.map(({ term, total, totalWithCommission }) => {
      const place = first ? placeOf(term, request, first) : undefined;
      return {
        term,
        ...(place === undefined ? {} : { place }),
        total: printedTotal(total),
        words: words(total),
        ...(totalWithCommission === undefined
          ? {}
          : {
              totalWithCommission: printedTotal(totalWithCommission),
              wordsWithCommission: words(totalWithCommission),
            }),
      };
    }),
    ...(packed ? { packingList: { lines: packed.lines, totals: packed.totals }, links: linksOf(request, packed) } : {}),
    terms: termsDocument(request),
    ...(request.bank ? { bank: textsOf(request.bank) } : {}),
    ...(exchangeRate ? { exchangeRate } : {}),
  };
  // The digest of a document of 50 lines takes about 2 ms: a turn of its own.
  await turns.next();
  const quote = { ...unsigned, digest: canonicalDigest(unsigned) };
  const internal: Record<string, Figure> = Object.assign({}, ...priced.lines.map((line) => line.internal));
  return {
    quote,
    internal,
    warnings: [...priced.warnings, ...staleParity(exchangeRate, options.today), ...letterOfCredit(request)],
    read: [...new Set([...priced.read, ...(packed?.read ?? [])])],
  };
}
