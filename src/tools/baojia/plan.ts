/**
 * The baojia inputs as the calculation uses them (percent inputs become fractions: 13 → 0.13),
 * and the refusals of inputs that were read but cannot be quoted with: each is an issue at
 * its input's path, all of them in one answer.
 */
import { type Decimal, add, dec, mul, toPlain } from '../../core/decimal.js';
import { type Issue, issue } from '../../core/issues.js';
import { fractionOfPercent } from '../../core/percent.js';
import type { BaojiaInputs } from './inputs.js';
import type { Term } from './terms.js';

type DomesticBasis = 'total' | 'unit' | 'container' | 'percent';
type FreightBasis = 'container' | 'cbm' | 'unit' | 'total';

export interface Plan {
  mode: 'forward' | 'reverse';
  /** Tax-inclusive purchase price of one unit, CNY. */
  price: Decimal;
  quantity: Decimal;
  unit: string;
  /** Fractions (0.13 for 13 %). */
  taxRate: Decimal;
  refundRate: Decimal;
  currency: string;
  /** fxPer units of fxBase = fxRate units of the other side (CNY or the quote currency). */
  fxRate?: Decimal;
  fxPer: Decimal;
  fxBase: 'currency' | 'CNY';
  /** CNY; a fraction of the purchase total when the basis is `percent`. */
  domestic: Decimal;
  domesticBasis: DomesticBasis;
  /** In the quote currency. */
  freight?: Decimal;
  freightBasis: FreightBasis;
  containers: number;
  /** m³ of the whole shipment. */
  volume?: Decimal;
  insuranceRate?: Decimal;
  /** The premium for the whole lot in the quote currency, instead of a rate. */
  insurance?: Decimal;
  markup: Decimal;
  commission?: Decimal;
  margin: Decimal;
  marginBasis: 'quote' | 'cost';
  /** chain: each term from the one below; combined: one denominator of the shares of the price with commission. */
  method: 'chain' | 'combined';
  term: Term;
  /** A unit price in the quote currency, with the commission when one is given (or net, as quotedPriceBasis says). */
  quotedPrice?: Decimal;
  quotedPriceBasis: 'with-commission' | 'net';
  port?: string;
}

/** One container, the unit of an FCL quote, when `containers` is not given. */
const DEFAULT_CONTAINERS = 1;
const ONE = dec('1');
const fromPercent = fractionOfPercent;
const optionalPercent = (value: Decimal | undefined) => (value === undefined ? undefined : fromPercent(value));

export function planOf(inputs: BaojiaInputs): Plan {
  const { domesticBasis, domestic } = inputs;
  const plan: Plan = {
    mode: inputs.mode,
    price: inputs.price,
    quantity: inputs.quantity,
    unit: inputs.unit,
    taxRate: fromPercent(inputs.taxRate),
    refundRate: fromPercent(inputs.refundRate),
    currency: inputs.currency,
    fxPer: dec(inputs.fxPer),
    fxBase: inputs.fxBase,
    domestic: domesticBasis === 'percent' ? fromPercent(domestic) : domestic,
    domesticBasis,
    freightBasis: inputs.freightBasis,
    containers: inputs.containers ?? DEFAULT_CONTAINERS,
    markup: fromPercent(inputs.markup),
    margin: fromPercent(inputs.margin),
    marginBasis: inputs.marginBasis,
    method: inputs.method,
    term: inputs.term,
    quotedPriceBasis: inputs.quotedPriceBasis,
  };
  const { fxRate, freight, volume, quotedPrice, port, insurance } = inputs;
  const insuranceRate = optionalPercent(inputs.insuranceRate);
  const commission = optionalPercent(inputs.commission);
  return {
    ...plan,
    ...(fxRate === undefined ? {} : { fxRate }),
    ...(freight === undefined ? {} : { freight }),
    ...(volume === undefined ? {} : { volume }),
    ...(insuranceRate === undefined ? {} : { insuranceRate }),
    ...(insurance === undefined ? {} : { insurance }),
    ...(commission === undefined ? {} : { commission }),
    ...(quotedPrice === undefined ? {} : { quotedPrice }),
    ...(port === undefined ? {} : { port }),
  };
}

/** (1 + markup) × insurance rate: the share of the CIF price the premium takes. */
export function insuranceFactor(plan: Plan): Decimal | undefined {
  return plan.insuranceRate === undefined ? undefined : mul(add(ONE, plan.markup), plan.insuranceRate);
}

const percentText = (fraction: Decimal) => toPlain(mul(fraction, dec('100')));

/**
 * The combined method's shares of the price with commission, when a CIF price is worked:
 * the margin on the quote (forward only), the commission and (1 + markup) × insurance rate.
 */
export function combinedShares(plan: Plan, withInsurance: boolean): Decimal {
  let shares = plan.commission ?? dec('0');
  if (plan.mode === 'forward' && plan.marginBasis === 'quote') shares = add(shares, plan.margin);
  const factor = withInsurance ? insuranceFactor(plan) : undefined;
  return factor === undefined ? shares : add(shares, factor);
}

/** Every input that was read but cannot be quoted with (the missing rate is checked apart). */
export function planIssues(plan: Plan): Issue[] {
  const issues: Issue[] = [];
  if (plan.refundRate.gt(plan.taxRate)) {
    issues.push(
      issue('refundRate', 'baojia.refund_above_tax', {
        refundRate: percentText(plan.refundRate),
        taxRate: percentText(plan.taxRate),
      }),
    );
  }
  if (plan.term !== 'FOB' && plan.freight === undefined)
    issues.push(issue('freight', 'baojia.freight_needed', { term: plan.term }));
  if (plan.term === 'CIF' && plan.insuranceRate === undefined && plan.insurance === undefined)
    issues.push(issue('insuranceRate', 'baojia.insurance_needed', { term: plan.term }));
  if (plan.insuranceRate !== undefined && plan.insurance !== undefined)
    issues.push(issue('insurance', 'baojia.insurance_both'));
  if (plan.freight !== undefined && plan.freightBasis === 'cbm' && plan.volume === undefined)
    issues.push(issue('volume', 'baojia.volume_needed'));
  if (plan.mode === 'reverse' && plan.quotedPrice === undefined)
    issues.push(issue('quotedPrice', 'baojia.quoted_price_needed', { term: plan.term }));
  if (plan.mode === 'forward' && plan.marginBasis === 'quote' && plan.margin.gte(ONE))
    issues.push(issue('margin', 'baojia.below_100'));
  if (plan.commission?.gte(ONE)) issues.push(issue('commission', 'baojia.below_100'));
  const factor = insuranceFactor(plan);
  if (plan.insuranceRate !== undefined && factor?.gte(ONE)) {
    issues.push(
      issue('insuranceRate', 'baojia.insurance_factor', {
        markup: percentText(plan.markup),
        insuranceRate: percentText(plan.insuranceRate),
      }),
    );
  }
  if (plan.method === 'combined') {
    const shares = combinedShares(plan, plan.freight !== undefined);
    if (shares.gte(ONE)) issues.push(issue('method', 'baojia.shares_100', { shares: percentText(shares) }));
  }
  if (plan.currency === 'CNY' && plan.fxRate !== undefined && !plan.fxRate.eq(plan.fxPer))
    issues.push(issue('fxRate', 'baojia.cny_rate'));
  return issues;
}
