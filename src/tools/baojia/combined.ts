/**
 * The combined method: profit, commission and insurance as shares of the price with
 * commission, in one denominator, as many textbooks work CIFC (出口价格 = 成本 + 费用 + 佣金 +
 * 保险费 + 利润, each of the last three a share of that price):
 *
 *   price with commission = costs ÷ (1 − margin − commission − (1 + markup) × insurance rate)
 *
 * with costs the cost total per unit (× (1 + margin) for a margin on cost, which then is no
 * share) plus the freight for CFR and CIF, plus a premium given as an amount. The insurance
 * share enters only CIF. The net price is the price with commission × (1 − commission), so the
 * seller's profit is exactly the margin of the price with commission, and the premium is taken
 * on that price (the invoice value). Without commission and insurance it is the chain.
 */
import { add, dec } from '../../core/decimal.js';
import { type Figure, code, money, ratio } from '../../core/figures.js';
import type { Step } from '../kit/definition.js';
import type { BaojiaStep } from './keys.js';
import { type Fraction, fraction, minus, oneMinus, over, plus, rounded, times } from './fraction.js';
import { type Plan, combinedShares, insuranceFactor } from './plan.js';
import type { Term } from './terms.js';
import {
  type Chain,
  type Units,
  UNIT_PRICE_PLACES,
  perUnit,
  premiumPerUnit,
  priced,
  shown,
  unitMoney,
} from './unit-price.js';

const ZERO = dec('0');

/** The step saying which method priced the quote, with the shares the combined one takes. */
export function methodStep(plan: Plan): Step<BaojiaStep> {
  if (plan.method === 'chain')
    return { id: plan.mode === 'reverse' ? 'baojia.method_chain_reverse' : 'baojia.method_chain', values: {} };
  const values: Record<string, Figure> = {
    commission: ratio(plan.commission ?? ZERO),
    insuranceShare: ratio(insuranceFactor(plan) ?? ZERO),
  };
  if (plan.mode === 'reverse') return { id: 'baojia.method_combined_reverse', values };
  const onCost = plan.marginBasis === 'cost';
  return {
    id: onCost ? 'baojia.method_combined_cost' : 'baojia.method_combined',
    values: { ...values, margin: ratio(plan.margin) },
  };
}

/**
 * One term priced in one denominator: `costs` per unit ÷ (1 − shares). Returns the net price;
 * the step shows the price with commission and, when there is a commission, the net price.
 */
export function combinedTerm(
  chain: Chain,
  term: Term,
  costs: Fraction,
  withInsurance: boolean,
  steps: Step<BaojiaStep>[],
): Fraction {
  const { plan } = chain;
  const shares = combinedShares(plan, withInsurance);
  const withCommission = over(costs, oneMinus(shares));
  const values: Record<string, Figure> = {
    term: code(term),
    costs: unitMoney(rounded(costs, UNIT_PRICE_PLACES), plan.currency),
    shares: ratio(shares),
  };
  if (plan.commission === undefined) {
    steps.push({ id: 'baojia.combined', values: { ...values, ...shown(chain, withCommission) } });
    return withCommission;
  }
  const net = times(withCommission, oneMinus(plan.commission));
  const gross = priced(chain, withCommission);
  const commissionFigures = {
    commission: ratio(plan.commission),
    commissionPrice: unitMoney(gross.price, plan.currency),
    commissionTotal: money(gross.total, plan.currency, 2),
  };
  steps.push({ id: 'baojia.combined_commission', values: { ...values, ...commissionFigures, ...shown(chain, net) } });
  return net;
}

/** Forward, combined: each term from its own costs and the shares of its price with commission. */
export function forwardCombined(chain: Chain): { units: Units; steps: Step<BaojiaStep>[] } {
  const { plan } = chain;
  const { cost, freight } = perUnit(chain);
  const goods = plan.marginBasis === 'cost' ? times(cost, fraction(add(dec('1'), plan.margin))) : cost;
  const steps: Step<BaojiaStep>[] = [methodStep(plan)];
  const units: Units = { FOB: combinedTerm(chain, 'FOB', goods, false, steps) };
  if (freight === undefined) return { units, steps };
  const carried = plus(goods, freight);
  units.CFR = combinedTerm(chain, 'CFR', carried, false, steps);
  const premium = premiumPerUnit(plan);
  if (premium !== undefined) units.CIF = combinedTerm(chain, 'CIF', plus(carried, premium), false, steps);
  else if (insuranceFactor(plan) !== undefined) units.CIF = combinedTerm(chain, 'CIF', carried, true, steps);
  return { units, steps };
}

/**
 * Whether the premium is taken on the price with commission rather than the net price: the
 * combined method with a commission and an insurance rate (without a commission both are one).
 */
export function insuredWithCommission(plan: Plan): boolean {
  return plan.method === 'combined' && plan.commission !== undefined && plan.insuranceRate !== undefined;
}

/**
 * Reverse, combined, a quoted CIF back to CFR: the premium (1 + markup) × rate is taken of the
 * price with commission, CFR = CIF − that premium (both net of commission).
 */
export function cifToCfrCombined(chain: Chain, cif: Fraction, steps: Step<BaojiaStep>[]): Fraction {
  const { plan } = chain;
  const withCommission = over(cif, oneMinus(plan.commission!));
  const cfr = minus(cif, times(withCommission, fraction(insuranceFactor(plan)!)));
  const values = {
    cif: unitMoney(rounded(cif, UNIT_PRICE_PLACES), plan.currency),
    commissionPrice: unitMoney(rounded(withCommission, UNIT_PRICE_PLACES), plan.currency),
    markup: ratio(plan.markup),
    insuranceRate: ratio(plan.insuranceRate!),
  };
  steps.push({ id: 'baojia.cif_to_cfr_combined', values: { ...values, ...shown(chain, cfr) } });
  return cfr;
}

/** The break-even net CIF price when the premium is on the price with commission: CFR × (1 − c) ÷ (1 − c − k). */
export function breakEvenCifCombined(plan: Plan, cfr: Fraction): Fraction {
  const shares = add(plan.commission!, insuranceFactor(plan)!);
  return times(over(cfr, oneMinus(shares)), oneMinus(plan.commission!));
}
