/**
 * A quote's lines priced (docs/quote.md, Prices and totals): a line with `pricing` runs baojia's
 * calculation (the route's own seam, the parity standing in for fxRate) and has a price for each
 * term baojia could work out; a line with the seller's `unitPrice` has that price for
 * `terms.incoterm` only. Each unit price is printed with its decimals and each line total is that
 * printed price × quantity, exactly; a term's total is the sum of its lines' totals, given for
 * the terms every line has a price for. Refusals of every line come together.
 */
import { type Decimal, dec, fromInteger, mul, padTo, placesOf, roundTo, sum, toPlain } from '../core/decimal.js';
import { type Figure, count } from '../core/figures.js';
import { type Issue, Refusal, issue } from '../core/issues.js';
import type { LoadedVersion } from '../datasets/store.js';
import { computeBaojia } from '../tools/baojia/compute.js';
import type { AnyOutputs, DatasetReader, Warning } from '../tools/kit/definition.js';
import type { Parity } from '../tools/kit/parity.js';
import type { LinePrice, QuoteRequest, RequestLine } from './read-request.js';
import { LINE_STEPS, type Turns } from './turns.js';

const TERMS = ['FOB', 'CFR', 'CIF'] as const;
export type Term = (typeof TERMS)[number];
const SUFFIX: Readonly<Record<Term, string>> = { FOB: 'Fob', CFR: 'Cfr', CIF: 'Cif' };
/** The largest total a quote takes: past it, refused (its words reach QUADRILLION). */
const TOTAL_MAX = dec('1000000000000000');
/** Figures that are the seller's own: never in the quote. */
const INTERNAL_FIGURES = ['profit', 'margin', 'marginAlt', 'breakEven', 'exchangeCost', 'netIncome'];

export interface LinePrices {
  term: Term;
  place?: string;
  unitPrice: string;
  total: string;
  unitPriceWithCommission?: string;
  totalWithCommission?: string;
  /** The commission the price with commission includes, in percent (3: written CIFC3 on the document). */
  commission?: string;
}

export interface PricedLine {
  prices: LinePrices[];
  /** The seller's own figures of a costed line: profit, margins, break-even, refund and cost. */
  internal: Record<string, Figure>;
}

export interface PricedLines {
  lines: PricedLine[];
  warnings: Warning[];
  read: LoadedVersion[];
}

/**
 * A unit price as the buyer's document prints it, and its total: rounded half-up to `decimals`,
 * and that printed price × quantity exactly (at least to the cent), so that unit price ×
 * quantity = total on paper (docs/quote.md, Printed prices).
 */
function printed(unitPrice: Decimal, quantity: Decimal, decimals: number): { unit: string; total: string } {
  const unit = roundTo(unitPrice, decimals, 'half-up');
  const total = mul(unit, quantity);
  return { unit: padTo(unit, decimals), total: padTo(total, Math.max(2, placesOf(total))) };
}

/** The named place of each term: FOB the port of loading, CFR and CIF the port of destination. */
export function placeOf(term: Term, request: QuoteRequest, line: RequestLine): string | undefined {
  if (term === 'FOB') return request.terms?.port;
  return request.terms?.destination ?? line.pricingPort;
}

function costedPrices(
  outputs: AnyOutputs,
  request: QuoteRequest,
  line: RequestLine,
  price: Extract<LinePrice, { source: 'calculated' }>,
): LinePrices[] {
  const decimals = price.priceDecimals;
  const amount = (name: string) => {
    const figure = outputs[name];
    return figure?.kind === 'money' ? dec(figure.amount) : undefined;
  };
  return TERMS.flatMap((term) => {
    const unitPrice = amount(`price${SUFFIX[term]}`);
    if (unitPrice === undefined) return [];
    const net = printed(unitPrice, line.quantity, decimals);
    const withCommission = amount(`commissionPrice${SUFFIX[term]}`);
    const commission = withCommission === undefined ? undefined : printed(withCommission, line.quantity, decimals);
    const place = placeOf(term, request, line);
    return [
      {
        term,
        ...(place === undefined ? {} : { place }),
        unitPrice: net.unit,
        total: net.total,
        ...(commission === undefined
          ? {}
          : {
              unitPriceWithCommission: commission.unit,
              totalWithCommission: commission.total,
              ...(price.pricing.commission === undefined ? {} : { commission: toPlain(price.pricing.commission) }),
            }),
      },
    ];
  });
}

function internalOf(outputs: AnyOutputs, prefix: string): Record<string, Figure> {
  const internal: Record<string, Figure> = {};
  for (const [name, figure] of Object.entries(outputs))
    if (
      figure !== undefined &&
      (INTERNAL_FIGURES.some((stem) => name.startsWith(stem)) || name === 'refundTotal' || name === 'costTotal')
    )
      internal[`${prefix}${name}`] = figure;
  return internal;
}

/** baojia's answer for one line, its refusals moved to the line's paths. */
function costed(price: Extract<LinePrice, { source: 'calculated' }>, data: DatasetReader, parity: Parity | undefined) {
  try {
    return { result: computeBaojia(price.pricing, data, parity), issues: [] };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const issues = error.issues.map((each) => ({
      ...each,
      path: each.path ? price.pathOf(each.path) : price.path,
    }));
    return { result: undefined, issues };
  }
}

/**
 * The lines' warnings for the seller: one said of several lines alike (the rate against the
 * parity, which is the quote's) once, one of a single line of several naming it (`line`).
 */
function linesWarnings(byLine: ReadonlyArray<readonly Warning[]>): Warning[] {
  const lines = new Map<string, { warning: Warning; lines: number[] }>();
  byLine.forEach((warnings, index) => {
    for (const warning of warnings) {
      const key = JSON.stringify([warning.code, warning.values, warning.texts]);
      const seen = lines.get(key);
      if (seen) seen.lines.push(index);
      else lines.set(key, { warning, lines: [index] });
    }
  });
  return [...lines.values()].map(({ warning, lines: on }) =>
    byLine.length > 1 && on.length === 1
      ? { ...warning, values: { ...warning.values, line: count(fromInteger((on[0] ?? 0) + 1)) } }
      : warning,
  );
}

/** Every line priced, or a Refusal with every line's issues. */
export async function priceLines(
  request: QuoteRequest,
  data: DatasetReader,
  parity: Parity | undefined,
  turns: Turns,
): Promise<PricedLines> {
  const issues: Issue[] = [];
  const priced: PricedLine[] = [];
  const warnings: Warning[][] = [];
  const read = new Set<LoadedVersion>();
  const many = request.form === 'lines';
  const incoterm = request.terms?.incoterm;
  for (const [index, line] of request.lines.entries()) {
    const { price } = line;
    if (price.source === 'seller') {
      // A seller's price is for the contract's term, which the reader requires beside it.
      if (incoterm === undefined) throw new Error('a seller’s price without terms.incoterm');
      const term = incoterm;
      const decimals = Math.max(2, placesOf(price.unitPrice));
      const { unit, total } = printed(price.unitPrice, line.quantity, decimals);
      const place = placeOf(term, request, line);
      priced.push({
        prices: [{ term, ...(place === undefined ? {} : { place }), unitPrice: unit, total }],
        internal: {},
      });
      continue;
    }
    const { result, issues: refused } = costed(price, data, parity);
    await turns.spent(LINE_STEPS.costing);
    issues.push(...refused);
    if (!result) continue;
    for (const each of result.read) read.add(each);
    warnings[index] = result.warnings;
    const prices = costedPrices(result.outputs, request, line, price);
    // Reverse pricing can leave a term at or below zero (a CIF price below freight and insurance): no buyer is sent such a price.
    const notPositive = prices.find((each) => !dec(each.unitPrice).gt(dec('0')));
    if (notPositive)
      issues.push(
        issue(price.pathOf('quotedPrice'), 'quote.price_not_positive', {
          term: notPositive.term,
          price: notPositive.unitPrice,
        }),
      );
    if (incoterm !== undefined && !prices.some((each) => each.term === incoterm))
      issues.push(issue(price.path, 'quote.term_not_priced', { term: incoterm }));
    priced.push({ prices, internal: internalOf(result.outputs, many ? `lines.${index}.` : '') });
  }
  if (issues.length > 0) throw new Refusal(issues);
  return {
    lines: priced,
    warnings: linesWarnings(Array.from(request.lines, (_, index) => warnings[index] ?? [])),
    read: [...read],
  };
}

export interface TermTotal {
  term: Term;
  total: Decimal;
  totalWithCommission?: Decimal;
}

/**
 * Each term's total over the lines, for the terms every line has a price for (and with
 * commission when every line has one); a total past 10^15 refused at `lines`.
 */
export function termTotals(lines: readonly PricedLine[]): TermTotal[] {
  const totals = TERMS.flatMap((term) => {
    const prices = lines.flatMap((line) => line.prices.filter((each) => each.term === term));
    if (prices.length < lines.length) return [];
    const total = sum(prices.map((each) => dec(each.total)));
    const commissions = prices.flatMap((each) =>
      each.totalWithCommission === undefined ? [] : [dec(each.totalWithCommission)],
    );
    const withCommission = commissions.length === prices.length ? sum(commissions) : undefined;
    return [{ term, total, ...(withCommission === undefined ? {} : { totalWithCommission: withCommission }) }];
  });
  const issues = totals.flatMap(({ term, total, totalWithCommission }) =>
    [total, totalWithCommission].flatMap((amount) =>
      amount !== undefined && amount.gt(TOTAL_MAX)
        ? [issue('lines', 'quote.total_too_large', { term, total: toPlain(amount), max: toPlain(TOTAL_MAX) })]
        : [],
    ),
  );
  if (issues.length > 0) throw new Refusal(issues);
  return totals;
}
