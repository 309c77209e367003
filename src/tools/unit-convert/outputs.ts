/**
 * unit-convert's one output, the value in the unit asked for. Listed once: the definition declares
 * it, and compute's outputs are typed by it (kit/input-spec.ts, OutputsOf).
 */
import type { OutputsOf } from '../kit/input-spec.js';

export const UNIT_CONVERT_OUTPUTS = [{ name: 'result', kind: 'quantity' }] as const;

export type UnitConvertOutputs = OutputsOf<typeof UNIT_CONVERT_OUTPUTS>;
