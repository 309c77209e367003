/**
 * 生产企业 免抵退税 (exempt, credit and refund, for a manufacturer), by the published method
 * (财税〔2012〕39号; 国家税务总局公告2012年第24号; the same formulas in the State Taxation
 * Administration's 出口退(免)税 guidance):
 *   当期不得免征和抵扣税额 = 出口离岸价 × 折合率 × (征税率 − 退税率) − 当期不得免征和抵扣税额抵减额
 *   抵减额 = 免税购进原材料价格 × (征税率 − 退税率)
 *   当期应纳税额 = 销项税额 − (进项税额 − 当期不得免征和抵扣税额) − 上期留抵税额
 *   当期免抵退税额 = 出口离岸价 × 折合率 × 退税率 − 免抵退税额抵减额 (抵减额 = 免税购进原材料价格 × 退税率)
 *   应纳税额 < 0: 期末留抵 = −应纳税额; 应退税额 = min(期末留抵, 免抵退税额);
 *   免抵税额 = 免抵退税额 − 应退税额; 期末留抵 − 应退税额 is carried forward.
 * Each product of a value and a rate is rounded to the fen, half-up; sums and differences of
 * rounded figures are exact.
 */
import { type Decimal, dec, sub } from '../../core/decimal.js';
import { Money, amountOf, isAbove, larger, minus, smaller, total } from '../../core/money.js';
import type { Figure } from '../../core/figures.js';
import type { Step, Warning } from '../kit/definition.js';
import type { TuishuiInputs } from './inputs.js';
import type { TuishuiStep, TuishuiWarning } from './keys.js';
import type { LeviedRow } from './export-rows.js';
import { cny, percentOf } from '../kit/cny-figures.js';
import { percentRatio } from '../../core/percent.js';
import { type TuishuiOutputs, inOrder } from './outputs.js';

const NO_CNY = new Money<'CNY'>(dec('0'));
/** An amount the form gives in CNY (every amount of tuishui's is: docs/tools/tuishui.md). */
const inCny = (amount: Decimal | undefined) => (amount === undefined ? undefined : new Money<'CNY'>(amount));

export interface ManufacturerFigures {
  outputs: TuishuiOutputs;
  steps: Step<TuishuiStep>[];
  warnings: Warning<TuishuiWarning>[];
}

/**
 * The figures of the period. Without `inputTax` (optional, docs/tools/README.md, Reading inputs) what needs it is left absent
 * (the tax payable, and without a declared end credit the refund and its split too) and a note
 * says so; the non-creditable and exemption amounts need only the rows.
 */
export function manufacturerRefund(
  rows: readonly [LeviedRow, ...LeviedRow[]],
  inputs: TuishuiInputs,
): ManufacturerFigures {
  const warnings: Warning<TuishuiWarning>[] = [];
  const outputTax = inCny(inputs.outputTax) ?? NO_CNY;
  const inputTax = inCny(inputs.inputTax);
  const carriedCredit = inCny(inputs.carriedCredit) ?? NO_CNY;
  const materials = inCny(inputs.dutyFreeMaterials) ?? NO_CNY;
  // One rate pair applies to the materials; the tool refuses materials with rows of several (see compute.ts).
  const [first] = rows;

  const basis = total(rows.map((row) => row.cny));
  const grossNonCreditable = total(rows.map((row) => percentOf(row.cny, sub(row.taxRate, row.refundRate))));
  const nonCreditableOffset = percentOf(materials, sub(first.taxRate, first.refundRate));
  const grossExemption = total(rows.map((row) => percentOf(row.cny, row.refundRate)));
  const exemptionOffset = percentOf(materials, first.refundRate);
  // An offset larger than what it offsets would turn a levy into a credit: neither figure goes below zero.
  const nonCreditable = larger(minus(grossNonCreditable, nonCreditableOffset), NO_CNY);
  const exemption = larger(minus(grossExemption, exemptionOffset), NO_CNY);
  if (isAbove(nonCreditableOffset, grossNonCreditable) || isAbove(exemptionOffset, grossExemption)) {
    warnings.push({
      code: 'tuishui.offset_capped',
      values: { nonCreditableOffset: cny(nonCreditableOffset), exemptionOffset: cny(exemptionOffset) },
    });
  }
  const outputs: TuishuiOutputs = {
    basis: cny(basis),
    nonCreditableOffset: cny(nonCreditableOffset),
    nonCreditable: cny(nonCreditable),
    exemptionOffset: cny(exemptionOffset),
    exemption: cny(exemption),
    // 不得免征和抵扣税额 is moved out of input VAT into the cost of exports.
    costAddition: cny(nonCreditable),
  };
  // Each step names the rates it multiplies by: one pair when every row has it, else each row's.
  const oneRatePair = rows.every((row) => row.taxRate.eq(first.taxRate) && row.refundRate.eq(first.refundRate));
  const rates: Record<string, Figure> = oneRatePair
    ? { taxRate: percentRatio(first.taxRate), refundRate: percentRatio(first.refundRate) }
    : {};
  const steps: Step<TuishuiStep>[] = [
    {
      id: oneRatePair ? 'tuishui.non_creditable' : 'tuishui.non_creditable_rows',
      values: {
        basis: cny(basis),
        ...rates,
        gross: cny(grossNonCreditable),
        offset: cny(nonCreditableOffset),
        nonCreditable: cny(nonCreditable),
      },
    },
  ];
  const exemptionStep: Step<TuishuiStep> = {
    id: oneRatePair ? 'tuishui.exemption' : 'tuishui.exemption_rows',
    values: {
      basis: cny(basis),
      ...(oneRatePair ? { refundRate: percentRatio(first.refundRate) } : {}),
      gross: cny(grossExemption),
      offset: cny(exemptionOffset),
      exemption: cny(exemption),
    },
  };
  const declared = inCny(inputs.declaredEndCredit);
  let taxPayable: Money<'CNY'> | undefined;
  let endCredit = declared;
  if (inputTax !== undefined) {
    taxPayable = minus(minus(outputTax, minus(inputTax, nonCreditable)), carriedCredit);
    // A negative tax payable is the credit left at the end of the period.
    const computedEndCredit = larger(minus(NO_CNY, taxPayable), NO_CNY);
    if (declared !== undefined && !amountOf(declared).eq(amountOf(computedEndCredit))) {
      warnings.push({
        code: 'tuishui.end_credit_differs',
        level: 'note',
        values: { declared: cny(declared), computed: cny(computedEndCredit) },
      });
    }
    endCredit = declared ?? computedEndCredit;
    outputs.taxPayable = cny(taxPayable);
    outputs.taxDue = cny(larger(taxPayable, NO_CNY));
    steps.push({
      id: 'tuishui.tax_payable',
      values: {
        outputTax: cny(outputTax),
        inputTax: cny(inputTax),
        nonCreditable: cny(nonCreditable),
        carriedCredit: cny(carriedCredit),
        taxPayable: cny(taxPayable),
      },
    });
  } else {
    warnings.push({
      code: declared === undefined ? 'tuishui.input_tax_missing' : 'tuishui.input_tax_missing_declared',
      level: 'note',
      values: {},
    });
  }
  steps.push(exemptionStep);
  if (endCredit === undefined) return { outputs: inOrder(outputs), steps, warnings };
  const refund = smaller(endCredit, exemption);
  const exempted = minus(exemption, refund);
  const carriedForward = minus(endCredit, refund);
  Object.assign(outputs, {
    endCredit: cny(endCredit),
    refund: cny(refund),
    exempted: cny(exempted),
    carriedForward: cny(carriedForward),
  });
  steps.push(
    taxPayable && isAbove(taxPayable, NO_CNY)
      ? { id: 'tuishui.tax_due', values: { taxDue: cny(taxPayable), exempted: cny(exempted) } }
      : {
          id: 'tuishui.refund',
          values: {
            endCredit: cny(endCredit),
            exemption: cny(exemption),
            refund: cny(refund),
            exempted: cny(exempted),
            carriedForward: cny(carriedForward),
          },
        },
  );
  return { outputs: inOrder(outputs), steps, warnings };
}
