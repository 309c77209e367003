/**
 * The figures of each term from its unit price: total, the price with commission (textbook 含佣价
 * = net ÷ (1 − commission), which leaves the seller the net price), and the profit of the
 * total as quoted (textbook 盈亏额 = 外汇净收入 × rate − 出口总成本): the total less freight and,
 * for CIF, the premium on the CIF total × (1 + markup), converted to CNY, less the cost total.
 * margin is the profit over the quote (in CNY) or over the cost total, as marginBasis says;
 * marginAlt is the other one. The profit is rounded to the cent and the margins to 4 places
 * (0.01 %), each from the exact figure. In forward mode each term's quote has its own profit;
 * in reverse mode the terms are conversions of one quoted deal and share its profit.
 */
import { type Decimal, add, dec, mul, sub } from '../../core/decimal.js';
import { type Figure, code, money, rate as rateFigure, ratio } from '../../core/figures.js';
import type { Step, Warning } from '../kit/definition.js';
import { type BaojiaStep, type BaojiaWarning, inCurrency } from './keys.js';
import { cny } from '../kit/cny-figures.js';
import { type Fraction, fraction, minus, oneMinus, over, rounded, times } from './fraction.js';
import { TERMS, type Term } from './terms.js';
import { type Chain, type Units, UNIT_PRICE_PLACES, priced, unitMoney } from './unit-price.js';
import { Money, toCents, amountOf, minus as minusMoney } from '../../core/money.js';

const SUFFIX: Record<Term, string> = { FOB: 'Fob', CFR: 'Cfr', CIF: 'Cif' };
const ONE = dec('1');
/** An exact CNY amount (a fraction of the rate's) rounded once to the fen. */
const cnyCents = (exact: Fraction) => new Money<'CNY'>(rounded(exact, 2));
const PROFIT_STEP = { FOB: 'baojia.profit_fob', CFR: 'baojia.profit_cfr', CIF: 'baojia.profit_cif' } as const;

export interface TermFigures {
  outputs: Record<string, Figure>;
  steps: Step<BaojiaStep>[];
  /** The profit of each term to the cent, for the loss warning. */
  profits: Partial<Record<Term, Money<'CNY'>>>;
}

/**
 * The premium: as given, or the insured total × (1 + markup) × rate, to the cent. The insured
 * total is the CIF total, or the CIF total with commission in the combined method.
 */
function insuranceOf(chain: Chain, insured: Decimal): Decimal {
  const { plan } = chain;
  if (plan.insurance !== undefined) return plan.insurance;
  return toCents(mul(mul(insured, add(ONE, plan.markup)), plan.insuranceRate!));
}

/** The total of a term's price with commission, or its total without a commission. */
function invoiceTotal(chain: Chain, unit: Fraction, total: Decimal): Decimal {
  const { commission } = chain.plan;
  return commission === undefined ? total : priced(chain, over(unit, oneMinus(commission))).total;
}

/**
 * The commission step is skipped where a step said it already: a reverse quote's own term quoted
 * with commission (its commission_off step), and a term priced in one denominator (`said`).
 */
function commissionOf(
  chain: Chain,
  term: Term,
  unit: Fraction,
  shownPrice: Decimal,
  outputs: Record<string, Figure>,
  steps: Step<BaojiaStep>[],
  said: ReadonlySet<string>,
): void {
  const { plan } = chain;
  if (plan.commission === undefined) return;
  const withCommission = priced(chain, over(unit, oneMinus(plan.commission)));
  const suffix = SUFFIX[term];
  outputs[`commissionPrice${suffix}`] = unitMoney(withCommission.price, plan.currency);
  outputs[`commissionTotal${suffix}`] = money(withCommission.total, plan.currency, 2);
  if (said.has(term)) return;
  if (plan.mode === 'reverse' && plan.term === term && plan.quotedPriceBasis === 'with-commission') return;
  steps.push({
    id: 'baojia.commission',
    values: {
      term: code(term),
      price: unitMoney(shownPrice, plan.currency),
      commission: ratio(plan.commission),
      commissionPrice: unitMoney(withCommission.price, plan.currency),
      commissionTotal: money(withCommission.total, plan.currency, 2),
    },
  });
}

/** The term's 外汇净收入: its total less freight and, for CIF, the premium (in the quote currency). */
function netIncomeOf(
  chain: Chain,
  term: Term,
  total: Decimal,
  insured: Decimal,
): { netIncome: Decimal; freight: Decimal; insurance: Decimal } {
  const freight = term === 'FOB' ? dec('0') : amountOf(chain.amounts.freightTotal!);
  const insurance = term === 'CIF' ? insuranceOf(chain, insured) : dec('0');
  return { netIncome: sub(sub(total, freight), insurance), freight, insurance };
}

function profitSteps(
  chain: Chain,
  term: Term,
  total: Decimal,
  insured: Decimal,
  steps: Step<BaojiaStep>[],
): { exact: Fraction; netIncome: Decimal; profit: Money<'CNY'> } {
  const { plan, amounts, rate } = chain;
  const currency = plan.currency;
  const { netIncome, freight, insurance } = netIncomeOf(chain, term, total, insured);
  // A premium given as an amount is said by the CIF step already.
  if (term === 'CIF' && plan.insurance === undefined) {
    const id =
      plan.method === 'combined' && plan.commission !== undefined ? 'baojia.insurance_commission' : 'baojia.insurance';
    steps.push({
      id,
      values: {
        total: money(insured, currency, 2),
        markup: ratio(plan.markup),
        insuranceRate: ratio(plan.insuranceRate!),
        insurance: money(insurance, currency, 2),
      },
    });
  }
  const exact = minus(times(fraction(netIncome), rate.toCny), fraction(amountOf(amounts.costTotal)));
  // The net income in CNY to the cent less the cost total: the figures shown beside each other
  // add up as shown (rounding the exact difference could differ by a cent, 2,065.38 − 2,107.54
  // against −42.165 → −42.17). The margins are of the exact profit (docs/tools/baojia.md).
  const netIncomeCny = cnyCents(times(fraction(netIncome), rate.toCny));
  const profit = minusMoney(netIncomeCny, amounts.costTotal);
  const common = {
    total: money(total, currency, 2),
    // In CNY the net income is already the CNY figure: no rate, no second figure (keys.ts, inCurrency).
    ...(currency === 'CNY' ? {} : { rate: rate.figure, netIncomeCny: cny(netIncomeCny) }),
    costTotal: cny(amounts.costTotal),
    profit: cny(profit),
  };
  const values: Record<string, Figure> = { ...common };
  if (term !== 'FOB')
    Object.assign(values, { freightTotal: money(freight, currency, 2), netIncome: money(netIncome, currency, 2) });
  if (term === 'CIF') values.insurance = money(insurance, currency, 2);
  steps.push({ id: inCurrency(PROFIT_STEP[term], currency), values });
  return { exact, netIncome, profit };
}

/**
 * 换汇成本 and the RMB net income of a term (textbook 出口换汇成本 = 出口总成本（人民币）÷ 外汇净收入;
 * 人民币净收入 = 外汇净收入 × 汇率): the exchange cost is CNY per unit of the quote currency, to
 * 4 places half-up from the exact quotient (as rates are shown); absent when the net income is not
 * positive. The net income in CNY is rounded to the cent. Neither for a CNY quote.
 */
function exchangeCostOf(
  chain: Chain,
  term: Term,
  netIncome: Decimal,
  outputs: Record<string, Figure>,
  steps: Step<BaojiaStep>[],
): void {
  const { plan, amounts, rate } = chain;
  // A CNY quote earns no foreign currency: there is nothing to exchange.
  if (plan.currency === 'CNY') return;
  const suffix = SUFFIX[term];
  const netIncomeCny = cnyCents(times(fraction(netIncome), rate.toCny));
  outputs[`netIncome${suffix}`] = cny(netIncomeCny);
  if (netIncome.isNegative() || netIncome.isZero()) return;
  const exchangeCost = rounded(over(fraction(amountOf(amounts.costTotal)), fraction(netIncome)), 4);
  const costFigure = rateFigure(exchangeCost, plan.currency, 'CNY', ONE);
  outputs[`exchangeCost${suffix}`] = costFigure;
  steps.push({
    id: 'baojia.exchange_cost',
    values: {
      term: code(term),
      costTotal: cny(amounts.costTotal),
      netIncome: money(netIncome, plan.currency, 2),
      exchangeCost: costFigure,
      rate: rate.figure,
      netIncomeCny: cny(netIncomeCny),
    },
  });
}

/**
 * `said`: the terms whose price with commission a pricing step gave already. In the combined
 * method the premium is on the price with commission and the margin on the quote is of it too.
 */
export function termFigures(
  chain: Chain,
  units: Units,
  breakEven: Units,
  said: ReadonlySet<string> = new Set(),
): TermFigures {
  const { plan, amounts, rate } = chain;
  const outputs: Record<string, Figure> = {};
  const steps: Step<BaojiaStep>[] = [];
  const profits: Partial<Record<Term, Money<'CNY'>>> = {};
  const combined = plan.method === 'combined';
  const insuredOf = (unit: Fraction, total: Decimal) => (combined ? invoiceTotal(chain, unit, total) : total);
  // Reverse: the conversions of one deal share its profit, worked out once on the quoted term.
  const quoted = plan.mode === 'reverse' ? units[plan.term]! : undefined;
  const quotedTotal = quoted === undefined ? undefined : priced(chain, quoted).total;
  const deal =
    quoted === undefined || quotedTotal === undefined
      ? undefined
      : profitSteps(chain, plan.term, quotedTotal, insuredOf(quoted, quotedTotal), steps);
  for (const term of TERMS) {
    const unit = units[term];
    if (unit === undefined) continue;
    const suffix = SUFFIX[term];
    const { price, total } = priced(chain, unit);
    outputs[`price${suffix}`] = unitMoney(price, plan.currency);
    outputs[`total${suffix}`] = money(total, plan.currency, 2);
    commissionOf(chain, term, unit, price, outputs, steps, said);

    // The quote insured and measured against: the total, or with commission in the combined method.
    const quote = insuredOf(unit, total);
    const { exact, netIncome, profit } = deal ?? profitSteps(chain, term, total, quote, steps);
    exchangeCostOf(chain, term, netIncome, outputs, steps);
    profits[term] = profit;
    outputs[`profit${suffix}`] = cny(profit);
    const onCost = ratio(rounded(over(exact, fraction(amountOf(amounts.costTotal))), 4));
    const quotedCny = times(fraction(quote), rate.toCny);
    const onQuote = total.isZero() ? undefined : ratio(rounded(over(exact, quotedCny), 4));
    const [margin, marginAlt] = plan.marginBasis === 'quote' ? [onQuote, onCost] : [onCost, onQuote];
    if (margin) outputs[`margin${suffix}`] = margin;
    if (marginAlt) outputs[`marginAlt${suffix}`] = marginAlt;
    steps.push(
      onQuote
        ? { id: 'baojia.margins', values: { term: code(term), marginOnQuote: onQuote, marginOnCost: onCost } }
        : { id: 'baojia.margin_on_cost', values: { term: code(term), marginOnCost: onCost } },
    );

    const even = rounded(breakEven[term]!, UNIT_PRICE_PLACES);
    outputs[`breakEven${suffix}`] = unitMoney(even, plan.currency);
    steps.push({ id: 'baojia.break_even', values: { term: code(term), breakEven: unitMoney(even, plan.currency) } });
  }
  return { outputs, steps, profits };
}

/** A reverse quote that loses money says so. */
export function lossWarning(chain: Chain, profits: Partial<Record<Term, Money<'CNY'>>>): Warning<BaojiaWarning>[] {
  const { plan } = chain;
  const profit = profits[plan.term];
  if (plan.mode !== 'reverse' || profit === undefined || !amountOf(profit).isNegative()) return [];
  return [{ code: 'baojia.loss', values: { term: code(plan.term), profit: cny(profit) } }];
}
