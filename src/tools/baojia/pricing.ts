/**
 * The unit price of each term, exact until it is shown. The textbook chain (出口报价核算 and
 * 价格换算):
 *
 *   FOB = cost ÷ (1 − margin)            margin on the quote, or cost × (1 + margin) on cost
 *   CFR = (cost + freight) ÷ (1 − margin) on the quote, or FOB + freight on cost
 *   CIF = CFR ÷ (1 − (1 + markup) × insurance rate)
 *
 * with cost the cost total in the quote currency per unit. Reverse mode walks the same chain
 * back from the quoted price: CFR = CIF × (1 − (1 + markup) × rate), FOB = CFR − freight, and
 * up again to the terms above the quoted one. A unit price is rounded once, to 4 places
 * half-up; a forward total is that unit price × quantity, to the cent (what an invoice shows).
 * The combined method (one denominator) is combined.ts; in reverse it differs from the chain
 * only where the premium is taken on the price with commission.
 */
import { add, dec, mul } from '../../core/decimal.js';
import { code, money, quantity, ratio } from '../../core/figures.js';
import type { Step } from '../kit/definition.js';
import { type BaojiaStep, inCurrency } from './keys.js';
import { cny } from '../kit/cny-figures.js';
import { type Fraction, fraction, minus, oneMinus, over, plus, rounded, times } from './fraction.js';
import { insuranceFactor } from './plan.js';
import { type Chain, type Units, UNIT_PRICE_PLACES, perUnit, premiumPerUnit, shown, unitMoney } from './unit-price.js';
import { breakEvenCifCombined, cifToCfrCombined, combinedTerm, insuredWithCommission, methodStep } from './combined.js';
import { amountOf, toCents } from '../../core/money.js';

const ONE = dec('1');

function addFreight(chain: Chain, fob: Fraction, freight: Fraction, steps: Step<BaojiaStep>[]): Fraction {
  const cfr = plus(fob, freight);
  const { plan, amounts } = chain;
  const values = {
    fob: unitMoney(rounded(fob, UNIT_PRICE_PLACES), plan.currency),
    freightTotal: money(amountOf(amounts.freightTotal!), plan.currency, 2),
    quantity: quantity(plan.quantity, plan.unit),
  };
  steps.push({ id: 'baojia.cfr_add_freight', values: { ...values, ...shown(chain, cfr) } });
  return cfr;
}

function addInsurance(chain: Chain, cfr: Fraction, steps: Step<BaojiaStep>[]): Fraction | undefined {
  const { plan: given } = chain;
  const premium = premiumPerUnit(given);
  if (premium !== undefined) {
    const cif = plus(cfr, premium);
    const values = {
      cfr: unitMoney(rounded(cfr, UNIT_PRICE_PLACES), given.currency),
      insurance: money(given.insurance!, given.currency, 2),
      quantity: quantity(given.quantity, given.unit),
    };
    steps.push({ id: 'baojia.cif_amount', values: { ...values, ...shown(chain, cif) } });
    return cif;
  }
  const factor = insuranceFactor(chain.plan);
  if (factor === undefined) return undefined;
  // Reverse, combined: the premium on the price with commission, in one denominator with it.
  if (insuredWithCommission(given)) return combinedTerm(chain, 'CIF', cfr, true, steps);
  const cif = over(cfr, oneMinus(factor));
  const { plan } = chain;
  const values = {
    cfr: unitMoney(rounded(cfr, UNIT_PRICE_PLACES), plan.currency),
    markup: ratio(plan.markup),
    insuranceRate: ratio(plan.insuranceRate!),
  };
  steps.push({ id: 'baojia.cif', values: { ...values, ...shown(chain, cif) } });
  return cif;
}

/** Forward: the quote of each term from the costs and the target margin. */
export function forwardUnits(chain: Chain): { units: Units; steps: Step<BaojiaStep>[] } {
  const { plan, amounts, rate } = chain;
  const { cost, freight } = perUnit(chain);
  const onQuote = plan.marginBasis === 'quote';
  const withMargin = (value: Fraction) =>
    onQuote ? over(value, oneMinus(plan.margin)) : times(value, fraction(add(ONE, plan.margin)));
  const common = {
    costTotal: cny(amounts.costTotal),
    margin: ratio(plan.margin),
    // A quote in CNY converts nothing: its sentences name no rate (keys.ts, inCurrency).
    ...(plan.currency === 'CNY' ? {} : { rate: rate.figure }),
    quantity: quantity(plan.quantity, plan.unit),
  };
  const fob = withMargin(cost);
  const steps: Step<BaojiaStep>[] = [
    methodStep(plan),
    {
      id: inCurrency(onQuote ? 'baojia.fob_quote' : 'baojia.fob_cost', plan.currency),
      values: { ...common, ...shown(chain, fob) },
    },
  ];
  const units: Units = { FOB: fob };
  if (freight === undefined) return { units, steps };
  let cfr: Fraction;
  if (onQuote) {
    cfr = withMargin(plus(cost, freight));
    steps.push({
      id: inCurrency('baojia.cfr_quote', plan.currency),
      values: {
        ...common,
        freightTotal: money(amountOf(amounts.freightTotal!), plan.currency, 2),
        ...shown(chain, cfr),
      },
    });
  } else {
    cfr = addFreight(chain, fob, freight, steps);
  }
  units.CFR = cfr;
  const cif = addInsurance(chain, cfr, steps);
  if (cif) units.CIF = cif;
  return { units, steps };
}

/** Reverse: the quoted term's net price (commission taken off), and every term it converts to. */
export function reverseUnits(chain: Chain): { units: Units; steps: Step<BaojiaStep>[] } {
  const { plan, amounts } = chain;
  const quoted = plan.quotedPrice!;
  const { freight } = perUnit(chain);
  const term = plan.term;
  const quotedMoney = unitMoney(quoted, plan.currency);
  const steps: Step<BaojiaStep>[] = [
    methodStep(plan),
    {
      id: 'baojia.quoted',
      values: {
        term: code(term),
        quotedPrice: quotedMoney,
        quantity: quantity(plan.quantity, plan.unit),
        quotedTotal: money(toCents(mul(quoted, plan.quantity)), plan.currency, 2),
      },
    },
  ];
  let net = fraction(quoted);
  if (plan.commission !== undefined && plan.quotedPriceBasis === 'with-commission') {
    net = times(net, oneMinus(plan.commission));
    steps.push({
      id: 'baojia.commission_off',
      values: { term: code(term), quotedPrice: quotedMoney, commission: ratio(plan.commission), ...shown(chain, net) },
    });
  }
  const units: Units = { [term]: net };
  const factor = insuranceFactor(plan);
  const premium = premiumPerUnit(plan);
  if (term === 'CIF' && premium !== undefined) {
    const cfr = minus(net, premium);
    const values = {
      cif: unitMoney(rounded(net, UNIT_PRICE_PLACES), plan.currency),
      insurance: money(plan.insurance!, plan.currency, 2),
      quantity: quantity(plan.quantity, plan.unit),
    };
    steps.push({ id: 'baojia.cif_amount_to_cfr', values: { ...values, ...shown(chain, cfr) } });
    units.CFR = cfr;
  } else if (term === 'CIF' && insuredWithCommission(plan)) {
    units.CFR = cifToCfrCombined(chain, net, steps);
  } else if (term === 'CIF') {
    const cfr = times(net, oneMinus(factor!));
    const values = {
      cif: unitMoney(rounded(net, UNIT_PRICE_PLACES), plan.currency),
      markup: ratio(plan.markup),
      insuranceRate: ratio(plan.insuranceRate!),
    };
    steps.push({ id: 'baojia.cif_to_cfr', values: { ...values, ...shown(chain, cfr) } });
    units.CFR = cfr;
  }
  if (term !== 'FOB') {
    const cfr = units.CFR!;
    const fob = minus(cfr, freight!);
    const values = {
      cfr: unitMoney(rounded(cfr, UNIT_PRICE_PLACES), plan.currency),
      freightTotal: money(amountOf(amounts.freightTotal!), plan.currency, 2),
      quantity: quantity(plan.quantity, plan.unit),
    };
    steps.push({ id: 'baojia.cfr_to_fob', values: { ...values, ...shown(chain, fob) } });
    units.FOB = fob;
  }
  if (term === 'FOB' && freight !== undefined) units.CFR = addFreight(chain, net, freight, steps);
  if (term !== 'CIF' && units.CFR !== undefined) {
    const cif = addInsurance(chain, units.CFR, steps);
    if (cif) units.CIF = cif;
  }
  return { units, steps };
}

/** The unit price of each term at which the profit is nil: the costs alone carried up the chain. */
export function breakEvenUnits(chain: Chain): Units {
  const { cost, freight } = perUnit(chain);
  const units: Units = { FOB: cost };
  if (freight === undefined) return units;
  units.CFR = plus(cost, freight);
  const premium = premiumPerUnit(chain.plan);
  const factor = insuranceFactor(chain.plan);
  if (premium !== undefined) units.CIF = plus(units.CFR, premium);
  else if (insuredWithCommission(chain.plan)) units.CIF = breakEvenCifCombined(chain.plan, units.CFR);
  else if (factor !== undefined) units.CIF = over(units.CFR, oneMinus(factor));
  return units;
}
