/**
 * Reading POST /v1/quote's body (docs/quote.md, Body): with `lines`, a quote of many products;
 * without, a quote of one product (`pricing` and `product`, as version 1 took it), which is then
 * one line. Beside the reader's refusals, the relations between members are checked on the body
 * as sent, so that every refusal comes in one answer: a line's price given twice or not at all,
 * packing on some lines only, a term needed and not named, the bank's codes, the payment terms.
 */
import type { Decimal } from '../core/decimal.js';
import { type Issue, type Normalized, Refusal, issue } from '../core/issues.js';
import type { Lang } from '../i18n/languages.js';
import type { BaojiaInputs } from '../tools/baojia/inputs.js';
import { compileDeclaredBodyReader } from '../tools/kit/input-reader.js';
import { PRICE_DECIMALS } from './body.js';
import { bankChecks, isRecord } from './bank.js';
import {
  QUOTE_LINES_BODY,
  QUOTE_ONE_BODY,
  type QuoteLine,
  type QuoteLinesBody,
  type QuoteOneBody,
  documentLanguages,
} from './lines-body.js';
import { paymentIssues } from './payment.js';

/** Where a line's price comes from: the seller's figure, or baojia's costing of the line. */
export type LinePrice =
  | { source: 'seller'; unitPrice: Decimal }
  | {
      source: 'calculated';
      pricing: BaojiaInputs;
      priceDecimals: number;
      /** The path of the pricing in the request: `pricing`, `lines.2.pricing`. */
      path: string;
      /** The path of a baojia input in the request (`pricing.price`, `lines.2.pricing.price`, `fxRate`). */
      pathOf: (input: string) => string;
    };

export interface RequestLine {
  product: Readonly<Record<string, string | undefined>>;
  quantity: Decimal;
  price: LinePrice;
  packing?: QuoteLine['packing'];
  /** The port baojia's pricing names (the quote of one product's CFR and CIF place, when terms.destination is absent). */
  pricingPort?: string;
}

type Shared = Omit<QuoteOneBody, 'pricing' | 'product' | (typeof RATE_NAMES)[number]>;

export interface QuoteRequest extends Omit<Shared, 'languages'> {
  /** `one`: the body of version 1 (pricing and product); `lines`: a quote of many products. */
  form: 'one' | 'lines';
  lines: RequestLine[];
  currency: string;
  languages: Lang[];
}

/** The quote's members the lines' costings share: the currency and the exchange rate. */
const RATE_NAMES = ['currency', 'fxRate', 'fxPer', 'fxBase'] as const;
const SHARED_BY_LINES: ReadonlySet<string> = new Set(RATE_NAMES);

const readOne = compileDeclaredBodyReader(QUOTE_ONE_BODY);
const readLines = compileDeclaredBodyReader(QUOTE_LINES_BODY);

/** A member is given unless absent, null or empty (as the reader has it). */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The relations between a line's members and between lines, on the lines as sent. */
function lineChecks(lines: unknown, body: Readonly<Record<string, unknown>>): Issue[] {
  if (!Array.isArray(lines)) return [];
  const issues: Issue[] = [];
  const rows = lines.filter(isRecord);
  const packed = rows.filter((row) => given(row.packing)).length;
  lines.forEach((row, index) => {
    if (!isRecord(row)) return;
    if (given(row.unitPrice) && given(row.pricing)) issues.push(issue(`lines.${index}.unitPrice`, 'quote.price_both'));
    if (!given(row.unitPrice) && !given(row.pricing)) issues.push(issue(`lines.${index}`, 'quote.price_missing'));
    if (packed > 0 && !given(row.packing)) issues.push(issue(`lines.${index}.packing`, 'quote.packing_partial'));
  });
  const terms = isRecord(body.terms) ? body.terms : {};
  const sellerPriced = rows.some((row) => given(row.unitPrice));
  if ((sellerPriced || body.document === 'proforma-invoice') && !given(terms.incoterm))
    issues.push(issue('terms.incoterm', 'quote.incoterm_needed'));
  return issues;
}

/** A quote of one product names its currency and rate at the top or in pricing, not both. */
function givenTwice(body: Readonly<Record<string, unknown>>): Issue[] {
  const pricing = isRecord(body.pricing) ? body.pricing : {};
  return [...SHARED_BY_LINES]
    .filter((name) => given(body[name]) && given(pricing[name]))
    .map((name) => issue(name, 'quote.given_twice', { member: name, other: `pricing.${name}` }));
}

/** The checks beside the reader's, on the body as sent. */
function relations(body: Readonly<Record<string, unknown>>, form: QuoteRequest['form']) {
  const bank = bankChecks(body.bank);
  const terms = isRecord(body.terms) ? body.terms : {};
  const issues = [
    ...(form === 'lines' ? lineChecks(body.lines, body) : []),
    ...(form === 'one' && body.document === 'proforma-invoice' && !given(terms.incoterm)
      ? [issue('terms.incoterm', 'quote.incoterm_needed')]
      : []),
    ...(form === 'one' ? givenTwice(body) : []),
    ...bank.issues,
    ...paymentIssues(terms.paymentMethod),
  ];
  return { issues, normalized: bank.normalized };
}

/** The reader's issues first; a check's issue only where the reader found nothing at or above its path. */
function merged(read: readonly Issue[], checked: readonly Issue[]): Issue[] {
  const covered = (path: string) => read.some((each) => path === each.path || path.startsWith(`${each.path}.`));
  return [...read, ...checked.filter((each) => !covered(each.path))];
}

function oneProduct(values: QuoteOneBody): QuoteRequest {
  const { pricing: own, product, languages, currency, fxRate, fxPer, fxBase, ...shared } = values;
  // The currency and rate at the top stand for pricing's (givenTwice refused both).
  const atTop: ReadonlySet<string> = new Set(RATE_NAMES.filter((name) => values[name] !== undefined));
  const pricing = {
    ...own,
    currency: currency ?? own.currency,
    fxRate: fxRate ?? own.fxRate,
    fxPer: fxPer ?? own.fxPer,
    fxBase: fxBase ?? own.fxBase,
  };
  return {
    ...shared,
    form: 'one',
    currency: pricing.currency,
    languages: documentLanguages(languages),
    lines: [
      {
        product,
        quantity: pricing.quantity,
        price: {
          source: 'calculated',
          pricing,
          priceDecimals: pricing.priceDecimals ?? PRICE_DECIMALS.default,
          path: 'pricing',
          pathOf: (input) => (atTop.has(input) ? input : `pricing.${input}`),
        },
        ...(pricing.port === undefined ? {} : { pricingPort: pricing.port }),
      },
    ],
  };
}

function priceOf(line: QuoteLine, index: number, values: QuoteLinesBody): LinePrice {
  if (line.unitPrice !== undefined) return { source: 'seller', unitPrice: line.unitPrice };
  // lineChecks refused a line without either before the body was read.
  if (line.pricing === undefined) throw new Error(`line ${index} has no price`);
  const { priceDecimals, ...inputs } = line.pricing;
  const { currency, fxRate, fxPer, fxBase } = values;
  return {
    source: 'calculated',
    pricing: { ...inputs, quantity: line.quantity, unit: 'pc', currency, fxRate, fxPer, fxBase },
    priceDecimals: priceDecimals ?? PRICE_DECIMALS.default,
    path: `lines.${index}.pricing`,
    pathOf: (input) =>
      SHARED_BY_LINES.has(input)
        ? input
        : input === 'quantity'
          ? `lines.${index}.quantity`
          : `lines.${index}.pricing.${input}`,
  };
}

function manyProducts(values: QuoteLinesBody): QuoteRequest {
  const { lines, currency, fxRate: _rate, fxPer: _per, fxBase: _base, languages, ...shared } = values;
  return {
    ...shared,
    form: 'lines',
    currency,
    languages: documentLanguages(languages),
    lines: lines.map((line, index) => ({
      product: line.product,
      quantity: line.quantity,
      price: priceOf(line, index, values),
      ...(line.packing === undefined ? {} : { packing: line.packing }),
    })),
  };
}

/** With lines, `pricing` and `product` are refused as belonging to the quote of one product. */
function inLinesForm(issues: readonly Issue[]): Issue[] {
  return issues.map((each) =>
    each.code === 'input.unknown' && (each.path === 'pricing' || each.path === 'product')
      ? issue(each.path, 'quote.lines_or_pricing')
      : each,
  );
}

/** The body read, or a Refusal with every issue and every rewrite. */
export function readQuoteRequest(body: unknown): { request: QuoteRequest; normalized: Normalized[] } {
  const form = isRecord(body) && Object.hasOwn(body, 'lines') ? 'lines' : 'one';
  const checks = isRecord(body) ? relations(body, form) : { issues: [], normalized: [] };
  let request: QuoteRequest | undefined;
  let readIssues: readonly Issue[] = [];
  let normalized: Normalized[] = [];
  try {
    const read = form === 'lines' ? readLines(body) : readOne(body);
    normalized = read.normalized;
    request = 'lines' in read.values ? manyProducts(read.values) : oneProduct(read.values);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    readIssues = form === 'lines' ? inLinesForm(error.issues) : error.issues;
    normalized = [...error.normalized];
  }
  normalized = [...normalized, ...checks.normalized];
  const issues = merged(readIssues, checks.issues);
  if (issues.length > 0 || request === undefined) throw new Refusal(issues, normalized);
  const iban = checks.normalized.find((each) => each.path === 'bank.iban');
  if (iban && request.bank) request = { ...request, bank: { ...request.bank, iban: iban.used } };
  return { request, normalized };
}
