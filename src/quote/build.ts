/**
 * A quote for a buyer (docs/quote.md), built from the baojia calculation: `quote` holds only
 * what the buyer may see (prices, terms, the exchange rate they rest on) and a digest over
 * its canonical JSON; `internal` holds the seller's cost, refund, profit, margins and
 * break-even, which never enter `quote` or the text. Without `pricing.fxRate` the RMB central
 * parity of the current version is used in its own quotation: 1 CNY = 202.07 KRW turns a CNY
 * amount into KRW by multiplication, and is never inverted into a rounded KRW/CNY rate.
 */
import { type Decimal, dec, fromInteger, mul, padTo, placesOf, roundTo, toPlain } from '../core/decimal.js';
import { type Figure, count, date } from '../core/figures.js';
import type { LoadedVersion } from '../datasets/store.js';
import { computeBaojia } from '../tools/baojia/compute.js';
import type { BaojiaInputs } from '../tools/baojia/inputs.js';
import { type AnyOutputs, type DatasetReader, type ToolResult, type Warning } from '../tools/kit/definition.js';
import { PRICE_DECIMALS, type QuoteBody } from './body.js';
import { addDays, daysBetween } from '../core/calendar.js';
import { LONGEST_CLOSURE_DAYS, type Parity, parityIn } from '../tools/kit/parity.js';
import { canonicalDigest } from './canonical-json.js';
import { Refusal } from '../core/issues.js';

export const QUOTE_SCHEMA_PATH = '/schemas/quote/v1.json';
const TERMS = ['Fob', 'Cfr', 'Cif'] as const;
/** Figures that are the seller's own: never in the quote. */
const INTERNAL_FIGURES = ['profit', 'margin', 'marginAlt', 'breakEven', 'exchangeCost', 'netIncome'];

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

export interface QuoteDocument {
  schema: string;
  issuedOn: string;
  validUntil?: string;
  seller: Record<string, string>;
  buyer: Record<string, string>;
  product: Record<string, string>;
  currency: string;
  quantity: string;
  prices: Array<Record<string, string>>;
  terms: Record<string, string>;
  exchangeRate: ExchangeRate;
  digest: string;
}

export interface BuiltQuote {
  quote: QuoteDocument;
  internal: Record<string, Figure>;
  /** baojia's warnings, for the seller alone (a loss, a rate far from the parity, an unknown port). */
  warnings: Warning[];
  read: LoadedVersion[];
}

/** Plain strings of a section as given (absent members stay absent). */
function texts(section: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(section ?? {})) if (typeof value === 'string') given[name] = value;
  return given;
}

/**
 * The rate the quote rests on: none for a CNY quote, else the seller's fxRate (in the quotation
 * fxBase says), else the current parity in its own quotation (X/CNY or CNY/X, passed to baojia
 * as published). Without a parity for the currency (none installed, the currency not published)
 * none is passed and baojia refuses with the reason (baojia.fx_rate_needed_*).
 */
function exchangeOf(pricing: BaojiaInputs, data: DatasetReader): { exchangeRate?: ExchangeRate; parity?: Parity } {
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

/** The baojia answer through its quote seam (the parity stands in for fxRate), its refusals moved under `pricing.`. */
function priced(pricing: BaojiaInputs, data: DatasetReader, parity: Parity | undefined): ToolResult {
  try {
    return computeBaojia(pricing, data, parity);
  } catch (error) {
    if (error instanceof Refusal)
      throw new Refusal(
        error.issues.map((issue) => ({ ...issue, path: issue.path ? `pricing.${issue.path}` : 'pricing' })),
      );
    throw error;
  }
}

/**
 * The named place of each term, as Incoterms® 2020 prices name it: FOB at the port of loading
 * (`terms.port`), CFR and CIF at the port of destination (`pricing.port`, the port baojia's freight
 * is to). A term whose place was not given has none here; the text says it is to be agreed.
 */
function namedPlaces(values: QuoteBody): Readonly<Record<(typeof TERMS)[number], string | undefined>> {
  const loading = values.terms?.port;
  const destination = values.pricing.port;
  return { Fob: loading, Cfr: destination, Cif: destination };
}

/**
 * A unit price as the buyer's document prints it, and its total: the calculated price rounded
 * half-up to `decimals`, and that printed price × quantity exactly (at least to the cent), so
 * that unit price × quantity = total on paper (docs/quote.md, Printed prices).
 */
function printed(unitPrice: string, quantity: Decimal, decimals: number): { unit: string; total: string } {
  const unit = roundTo(dec(unitPrice), decimals, 'half-up');
  const total = mul(unit, quantity);
  return { unit: padTo(unit, decimals), total: padTo(total, Math.max(2, placesOf(total))) };
}

function pricesOf(
  outputs: AnyOutputs,
  places: ReturnType<typeof namedPlaces>,
  quantity: Decimal,
  decimals: number,
): Array<Record<string, string>> {
  const amount = (name: string) => {
    const figure = outputs[name];
    return figure?.kind === 'money' ? figure.amount : undefined;
  };
  return TERMS.flatMap((term) => {
    const unitPrice = amount(`price${term}`);
    if (unitPrice === undefined) return [];
    const price = printed(unitPrice, quantity, decimals);
    const withCommission = amount(`commissionPrice${term}`);
    const commission = withCommission === undefined ? undefined : printed(withCommission, quantity, decimals);
    return [
      {
        term: term.toUpperCase(),
        ...(places[term] === undefined ? {} : { place: places[term] }),
        unitPrice: price.unit,
        total: price.total,
        ...(commission === undefined
          ? {}
          : { unitPriceWithCommission: commission.unit, totalWithCommission: commission.total }),
      },
    ];
  });
}

/**
 * A quote rests on the newest installed parity even when it is old (the seller may not have a
 * newer one), but the seller is told when it is older than the longest closure of the market.
 */
function staleParity(exchangeRate: ExchangeRate, today: string): Warning[] {
  if (exchangeRate.source !== 'central-parity' || exchangeRate.day === undefined) return [];
  const days = daysBetween(exchangeRate.day, today);
  if (days <= LONGEST_CLOSURE_DAYS) return [];
  return [{ code: 'quote.parity_old', values: { day: date(exchangeRate.day), days: count(fromInteger(days)) } }];
}

export function buildQuote(
  values: QuoteBody,
  data: DatasetReader,
  options: { siteUrl: string; today: string },
): BuiltQuote {
  const { pricing } = values;
  const { exchangeRate, parity } = exchangeOf(pricing, data);
  const result = priced(pricing, data, parity);
  // baojia refused above whenever there was no rate to rest on.
  if (!exchangeRate) throw new Error('a priced quote without an exchange rate');
  const prices = pricesOf(
    result.outputs,
    namedPlaces(values),
    pricing.quantity,
    pricing.priceDecimals ?? PRICE_DECIMALS.default,
  );
  // Reverse pricing can leave a term at or below zero (a CIF price below freight and insurance):
  // no buyer is sent such a price.
  const notPositive = prices.find((price) => !dec(String(price.unitPrice)).gt(dec('0')));
  if (notPositive)
    throw Refusal.at('quote.price_not_positive', 'pricing.quotedPrice', {
      term: String(notPositive.term),
      price: String(notPositive.unitPrice),
    });
  const { terms } = values;
  const validDays = terms?.validDays;
  const product = texts(values.product);
  const unsigned: Omit<QuoteDocument, 'digest'> = {
    schema: `${options.siteUrl}${QUOTE_SCHEMA_PATH}`,
    issuedOn: options.today,
    ...(validDays === undefined ? {} : { validUntil: addDays(options.today, validDays) }),
    seller: texts(values.seller),
    buyer: texts(values.buyer),
    product: { ...product, ...(product.unit === undefined ? { unit: pricing.unit } : {}) },
    currency: pricing.currency,
    quantity: toPlain(pricing.quantity),
    prices,
    terms: { ...texts(terms), ...(validDays === undefined ? {} : { validDays: String(validDays) }) },
    exchangeRate,
  };
  const quote: QuoteDocument = { ...unsigned, digest: canonicalDigest(unsigned) };
  const internal: Record<string, Figure> = {};
  for (const [name, figure] of Object.entries(result.outputs))
    if (
      figure !== undefined &&
      (INTERNAL_FIGURES.some((stem) => name.startsWith(stem)) || name === 'refundTotal' || name === 'costTotal')
    )
      internal[name] = figure;
  return {
    quote,
    internal,
    warnings: [...result.warnings, ...staleParity(exchangeRate, options.today)],
    read: result.read,
  };
}
