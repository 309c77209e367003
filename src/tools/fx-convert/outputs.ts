/**
 * fx-convert's outputs: the midpoint, the amount converted at it and at the bank's rate, and
 * the effect of the rates kept from before.
 * Listed once: the definition declares them, and compute's outputs are typed by them
 * (kit/input-spec.ts, OutputsOf).
 */
import type { OutputsOf } from '../kit/input-spec.js';

export const FX_CONVERT_OUTPUTS = [
  { name: 'midpoint', kind: 'rate' },
  { name: 'bankRate', kind: 'rate' },
  { name: 'gap', kind: 'rate' },
  { name: 'gapShown', kind: 'ratio' },
  { name: 'estimated', kind: 'money', unit: 'CNY' },
  { name: 'atMidpoint', kind: 'money', unit: 'CNY' },
  { name: 'atBank', kind: 'money', unit: 'CNY' },
  { name: 'difference', kind: 'money', unit: 'CNY' },
] as const;

export type FxConvertOutputs = OutputsOf<typeof FX_CONVERT_OUTPUTS>;
