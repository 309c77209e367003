/**
 * fx-cost's outputs, listed once: the bank's and each alternative's yearly figures (suffix Bank,
 * B, C), then the year at the midpoint and the best choice. The definition declares them and
 * compute's outputs are typed by them (kit/input-spec.ts, OutputsOf).
 */
import type { OutputsOf } from '../kit/input-spec.js';

const CHOICE_SUFFIXES = ['Bank', 'B', 'C'] as const;
export type ChoiceSuffix = (typeof CHOICE_SUFFIXES)[number];

export const FX_COST_OUTPUTS = [
  ...CHOICE_SUFFIXES.flatMap((suffix) => [
    { name: `annual${suffix}` as const, kind: 'money' as const, unit: 'CNY' },
    { name: `fees${suffix}` as const, kind: 'money' as const, unit: 'CNY' },
    { name: `cost${suffix}` as const, kind: 'ratio' as const },
    { name: `gain${suffix}` as const, kind: 'money' as const, unit: 'CNY' },
    { name: `rank${suffix}` as const, kind: 'count' as const },
  ]),
  { name: 'annualMidpoint', kind: 'money', unit: 'CNY' },
  { name: 'best', kind: 'code' },
] as const;

export type FxCostOutputs = OutputsOf<typeof FX_COST_OUTPUTS>;
