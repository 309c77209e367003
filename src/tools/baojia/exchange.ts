/**
 * The exchange rate a quote rests on. The caller's fxRate is read in either quotation (fxBase):
 * CNY per fxPer units of the quote currency, or units of the quote currency per fxPer CNY, as
 * the central parity quotes KRW; the quote builder may pass the central parity instead. Either
 * way a quotation is used in its own direction (a CNY amount × 202.07 is the KRW amount),
 * never inverted into a rounded rate.
 * Without either, the refusal names the current parity so the caller can resend with it. When
 * the caller gives a rate and the central parity is installed, the answer compares the two.
 */
import { type Decimal, dec, toPlain } from '../../core/decimal.js';
import { type RateFigure, date, rate, ratio } from '../../core/figures.js';
import { type Issue, issue } from '../../core/issues.js';
import type { LoadedVersion } from '../../datasets/store.js';
import type { DatasetReader, Step, Warning } from '../kit/definition.js';
import type { BaojiaStep, BaojiaWarning } from './keys.js';
import { type Parity, parityIn, publishedCurrencies, rateOf } from '../kit/parity.js';
import { quoting } from '../kit/dataset-figures.js';
import { type Fraction, exceeds, fraction, minus, over, rounded, times } from './fraction.js';

/** A caller's rate further than this from the central parity is a warning (a per-100 rate sent as per 1, a slipped digit). */
const FAR_FROM_PARITY = dec('0.1');

export interface QuoteRate {
  /** The rate as shown: per units of base = value units of quote. */
  figure: RateFigure;
  /** CNY × toQuote = the quote currency; quote currency × toCny = CNY (exact). */
  toQuote: Fraction;
  toCny: Fraction;
}

export interface RateReading {
  rate: QuoteRate;
  steps: Step<BaojiaStep>[];
  warnings: Warning<BaojiaWarning>[];
  read: LoadedVersion[];
}

const ONE = fraction(dec('1'));

function fromParity(parity: Parity): QuoteRate {
  const cnyPerUnit = parity.quote === 'CNY' ? fraction(parity.value, parity.per) : fraction(parity.per, parity.value);
  return { figure: rateOf(parity), toCny: cnyPerUnit, toQuote: over(ONE, cnyPerUnit) };
}

function fromCaller(currency: string, fxRate: Decimal, fxPer: Decimal, fxBase: 'currency' | 'CNY'): QuoteRate {
  if (fxBase === 'CNY') {
    const unitsPerCny = fraction(fxRate, fxPer);
    return { figure: rate(fxRate, 'CNY', currency, fxPer), toQuote: unitsPerCny, toCny: over(ONE, unitsPerCny) };
  }
  const cnyPerUnit = fraction(fxRate, fxPer);
  return { figure: rate(fxRate, currency, 'CNY', fxPer), toCny: cnyPerUnit, toQuote: over(ONE, cnyPerUnit) };
}

/** The refusal when fxRate is omitted: it names the current parity, or says why it cannot. */
export function missingRateIssue(data: DatasetReader, currency: string): Issue {
  const version = data.current('central-parity');
  if (!version) return issue('fxRate', 'baojia.fx_rate_needed_no_data', { currency });
  const parity = parityIn(version, currency);
  const day = version.manifest.published_at;
  if (!parity)
    return quoting(
      issue('fxRate', 'baojia.fx_rate_needed_unpublished', {
        currency,
        day,
        published: publishedCurrencies(version).join(', '),
      }),
      version,
    );
  // The parity in its own quotation, and the fxBase that sends it back as published.
  const fxBase = parity.quote === 'CNY' ? 'currency' : 'CNY';
  return quoting(
    issue('fxRate', 'baojia.fx_rate_needed', {
      currency,
      base: parity.base,
      quote: parity.quote,
      per: toPlain(parity.per),
      value: parity.publishedValue,
      day: parity.day,
      fxBase,
    }),
    version,
  );
}

/** The caller's rate against the current parity: a note, or a warning when more than 10 % apart. */
function comparison(
  data: DatasetReader,
  caller: QuoteRate,
  currency: string,
): { warnings: Warning<BaojiaWarning>[]; read: LoadedVersion[] } {
  const version = data.current('central-parity');
  const parity = version ? parityIn(version, currency) : null;
  if (!version || !parity) return { warnings: [], read: [] };
  const published = fromParity(parity).toCny;
  const gap = minus(caller.toCny, published);
  const values = {
    rate: caller.figure,
    parity: rateOf(parity),
    day: date(parity.day),
    difference: ratio(rounded(over(gap, published), 4)),
  };
  const far = exceeds(gap, times(published, fraction(FAR_FROM_PARITY)));
  const warning: Warning<BaojiaWarning> = far
    ? { code: 'baojia.rate_far_from_parity', values: { ...values, limit: ratio(FAR_FROM_PARITY) } }
    : { code: 'baojia.rate_vs_parity', level: 'note', values };
  return { warnings: [warning], read: [version] };
}

/**
 * The rate for the quote: the caller's (fxRate per fxPer fxBase), else `parity` (the quote builder's
 * seam), else CNY's own 1 = 1. The missing-rate refusal is the caller's business (missingRateIssue).
 */
export function quoteRate(
  inputs: { currency: string; fxRate?: Decimal; fxPer: Decimal; fxBase: 'currency' | 'CNY' },
  data: DatasetReader,
  parity?: Parity,
): RateReading {
  const { currency, fxRate, fxPer, fxBase } = inputs;
  if (currency === 'CNY')
    return {
      rate: { figure: rate(dec('1'), 'CNY', 'CNY', dec('1')), toQuote: ONE, toCny: ONE },
      steps: [],
      warnings: [],
      read: [],
    };
  if (fxRate !== undefined) {
    const caller = fromCaller(currency, fxRate, fxPer, fxBase);
    const compared = comparison(data, caller, currency);
    return {
      rate: caller,
      steps: [{ id: 'baojia.rate', values: { rate: caller.figure } }],
      warnings: compared.warnings,
      read: compared.read,
    };
  }
  if (!parity) throw new Error('quoteRate without a rate: refuse with missingRateIssue first');
  if (parity.currency !== currency) throw new Error(`a ${parity.currency} parity for a ${currency} quote`);
  const used = fromParity(parity);
  return {
    rate: used,
    steps: [{ id: 'baojia.rate_parity', values: { rate: used.figure, day: date(parity.day) } }],
    warnings: [],
    read: [parity.version],
  };
}
