/**
 * baojia: the FOB, CFR and CIF export quotation (出口报价核算, docs/tools/README.md, Reading inputs). Forward mode
 * turns the purchase price, the VAT refund, the domestic costs, the sea freight, the insurance,
 * the commission and a target margin into the quote of each term; reverse mode turns a quoted
 * price into its profit, margins and break-even. The formulas are the textbook ones, named in
 * src/tools/baojia/*.ts and docs/tools/baojia.md with every rounding.
 *
 * It reads central-parity only to name the parity when fxRate is missing (a refusal) or to
 * compare the caller's rate with it (a note), and ports only to resolve `port`; neither stops
 * the calculation when it is not installed. It never reads refund-rates: there is no hsCode
 * input, the refund rate is the caller's.
 */
import { amountOf } from '../../core/money.js';
import { type DatasetReader, type Step, type ToolResult, type Warning } from '../kit/definition.js';
import type { Parity } from '../kit/parity.js';
import { amountsOf } from './amounts.js';
import { cny } from '../kit/cny-figures.js';
import { missingRateIssue, quoteRate } from './exchange.js';
import type { BaojiaInputs } from './inputs.js';
import type { BaojiaStep, BaojiaWarning } from './keys.js';
import { type Plan, planIssues, planOf } from './plan.js';
import { namedPort } from './port.js';
import { breakEvenUnits, forwardUnits, reverseUnits } from './pricing.js';
import { forwardCombined } from './combined.js';
import { lossWarning, termFigures } from './results.js';
import { Refusal } from '../../core/issues.js';
import { type Figure, ratio } from '../../core/figures.js';
import { dec } from '../../core/decimal.js';

/**
 * The seam of POST /v1/quote: the same calculation, with `parity` standing in for a missing
 * fxRate (the quote builder passes the central parity of the day; a CNY/X quotation such as
 * KRW is used as published, never inverted). Without fxRate and without `parity` the answer
 * is the refusal baojia.fx_rate_needed* naming the current parity. A given fxRate always wins.
 * The parity's version is in `read`, so the quote's provenance names it.
 */
export function computeBaojia(
  inputs: BaojiaInputs,
  data: DatasetReader,
  parity?: Parity,
): ToolResult<BaojiaStep, BaojiaWarning> {
  const plan = planOf(inputs);
  const issues = planIssues(plan);
  if (plan.currency !== 'CNY' && plan.fxRate === undefined && !parity)
    issues.unshift(missingRateIssue(data, plan.currency));
  const { amounts, steps: costSteps } = amountsOf(plan);
  if (amountOf(amounts.costTotal).isZero()) issues.push({ path: 'price', code: 'baojia.cost_zero', values: {} });
  if (issues.length > 0) throw new Refusal(issues);

  const exchange = quoteRate(plan, data, parity);
  const chain = { plan, amounts, rate: exchange.rate };
  const forward = plan.method === 'combined' ? forwardCombined : forwardUnits;
  const priced = plan.mode === 'forward' ? forward(chain) : reverseUnits(chain);
  const said = new Set(
    priced.steps.flatMap((step) =>
      step.id === 'baojia.combined_commission' && step.values.term?.kind === 'code' ? [step.values.term.value] : [],
    ),
  );
  const figures = termFigures(chain, priced.units, breakEvenUnits(chain), said);
  const port = plan.port === undefined ? { steps: [], warnings: [], read: [] } : namedPort(plan.port, plan.term, data);

  const notes: Warning<BaojiaWarning>[] = [];
  if (plan.mode === 'forward' && plan.margin.isZero())
    notes.push({ code: 'baojia.no_margin', level: 'note', values: {} });
  if (plan.mode === 'forward' && plan.quotedPrice !== undefined)
    notes.push({ code: 'baojia.quoted_price_unused', level: 'note', values: {} });
  notes.push(...cifMarginNote(plan, figures.outputs.marginCif));
  const steps: Step<BaojiaStep>[] = [...port.steps, ...costSteps, ...exchange.steps, ...priced.steps, ...figures.steps];
  return {
    outputs: { ...figures.outputs, refundTotal: cny(amounts.refundTotal), costTotal: cny(amounts.costTotal) },
    steps,
    warnings: [...exchange.warnings, ...port.warnings, ...lossWarning(chain, figures.profits), ...notes],
    read: [...exchange.read, ...port.read],
  };
}

/**
 * Step by step, CIF adds only the premium to CFR: its profit is CFR's on a higher price, so its
 * margin on the quote is below the one asked (r × (1 − (1 + markup) × rate)). A note says why,
 * with the figure the answer gives, rather than leave a reader to wonder at 9.95 % for 10 %.
 */
function cifMarginNote(plan: Plan, marginCif: Figure | undefined): Warning<BaojiaWarning>[] {
  const askedOnQuote = plan.mode === 'forward' && plan.method === 'chain' && plan.marginBasis === 'quote';
  if (!askedOnQuote || marginCif?.kind !== 'ratio' || !dec(marginCif.value).lt(plan.margin)) return [];
  return [{ code: 'baojia.cif_margin_below', level: 'note', values: { marginCif, margin: ratio(plan.margin) } }];
}
