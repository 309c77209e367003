/**
 * tuishui's outputs, every one a CNY amount, in the order its answers list them: a manufacturer's
 * (免抵退税) in full, a trading company's (免退税) basis, inputVat, refund and costAddition. Listed
 * once: the definition declares them from it, and the computations write them in its order.
 */
import type { OutputsOf } from '../kit/input-spec.js';

const TUISHUI_OUTPUT_NAMES = [
  'basis',
  'inputVat',
  'nonCreditableOffset',
  'nonCreditable',
  'taxPayable',
  'endCredit',
  'exemptionOffset',
  'exemption',
  'exempted',
  'refund',
  'carriedForward',
  'taxDue',
  'costAddition',
] as const;

export const TUISHUI_OUTPUTS = TUISHUI_OUTPUT_NAMES.map((name) => ({ name, kind: 'money' as const, unit: 'CNY' }));

export type TuishuiOutputs = OutputsOf<typeof TUISHUI_OUTPUTS>;

/** The outputs given, in the list's order. */
export function inOrder(outputs: TuishuiOutputs): TuishuiOutputs {
  const ordered: TuishuiOutputs = {};
  for (const name of TUISHUI_OUTPUT_NAMES) {
    const figure = outputs[name];
    if (figure) ordered[name] = figure;
  }
  return ordered;
}
