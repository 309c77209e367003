/**
 * cbm's outputs: the volume and weight, each mode's chargeable figures, and the one
 * `chargeable` repeats.
 * Listed once: the definition declares them, and compute's outputs are typed by them
 * (kit/input-spec.ts, OutputsOf).
 */
import type { OutputsOf } from '../kit/input-spec.js';

export const CBM_OUTPUTS = [
  { name: 'totalVolume', kind: 'quantity', unit: 'm3' },
  { name: 'perCartonVolume', kind: 'quantity', unit: 'm3' },
  { name: 'totalGrossWeight', kind: 'quantity', unit: 'kg' },
  { name: 'lclChargeable', kind: 'quantity', unit: 'rt' },
  // Air and express are in kg, or in lb when divisorUnit is in3/lb.
  { name: 'airVolumetric', kind: 'quantity' },
  { name: 'expressVolumetric', kind: 'quantity' },
  { name: 'airChargeable', kind: 'quantity' },
  { name: 'expressChargeable', kind: 'quantity' },
  { name: 'airBilled', kind: 'quantity' },
  { name: 'expressBilled', kind: 'quantity' },
  { name: 'chargeable', kind: 'quantity' },
  { name: 'lclBy', kind: 'code' },
  { name: 'airBy', kind: 'code' },
  { name: 'expressBy', kind: 'code' },
] as const;

export type CbmOutputs = OutputsOf<typeof CBM_OUTPUTS>;
