/**
 * What a carrier bills for air and express: the volumetric weight in the divisor's own system
 * (cm³ per kg, or in³ per lb as US carriers publish it), the greater of it and the gross weight,
 * and that figure rounded as the carrier rounds (exact, up to the next half unit, up to the next
 * whole unit). The rounding works on the exact quotient, never on a figure already rounded for
 * display: 47.004 lb is billed 48, though it shows as 47.00.
 */
import { type Decimal, dec, divide, max, mul, roundTo } from '../../core/decimal.js';
import { convertRounded, convertToTerminating } from '../../core/units.js';
import type { UnitOf } from '../../core/units.js';

export type DivisorUnit = 'cm3/kg' | 'in3/lb';
export type WeightRounding = 'exact' | 'half-up' | 'whole-up';

/** A divisor system: the unit weights are counted in, and the length unit dimensions are rounded in. */
export interface WeightSystem {
  weight: 'kg' | 'lb';
  length: 'cm' | 'in';
  cubic: 'cm3' | 'in3';
  /** cm³ in one cubic length unit: 1, or 16.387064 for in³ (exact). */
  cm3PerCubic: Decimal;
}

export const SYSTEMS: Readonly<Record<DivisorUnit, WeightSystem>> = {
  'cm3/kg': { weight: 'kg', length: 'cm', cubic: 'cm3', cm3PerCubic: dec('1') },
  'in3/lb': { weight: 'lb', length: 'in', cubic: 'in3', cm3PerCubic: dec('16.387064') },
};

const HALF = dec('0.5');
const TWO = dec('2');

/** One dimension in cm as the volumetric weight uses it: as measured, or rounded up to a whole cm or in first. */
export function dimensionCm(value: Decimal, unit: UnitOf<'length'>, system: WeightSystem, roundUp: boolean): Decimal {
  if (!roundUp) return convertToTerminating(value, unit, 'cm');
  const whole = convertRounded(value, unit, system.length, 0, 'up');
  return convertToTerminating(whole, system.length, 'cm');
}

/** `numerator ÷ denominator` rounded up to the next half or whole unit, or exactly to 0.01 half-up for `exact`. */
function rounded(numerator: Decimal, denominator: Decimal, rule: WeightRounding): Decimal {
  if (rule === 'whole-up') return divide(numerator, denominator, 0, 'up');
  if (rule === 'half-up') return mul(divide(mul(numerator, TWO), denominator, 0, 'up'), HALF);
  return divide(numerator, denominator, 2, 'half-up');
}

export interface Billing {
  /** The volumetric weight shown: 0.01 of the system's weight unit, half-up. */
  volumetric: Decimal;
  /** The greater of volumetric and gross, and which decided (on a tie, weight). */
  chargeable: Decimal;
  by: 'volume' | 'weight';
  /** What the carrier bills under the rule. */
  billed: Decimal;
}

/** A mode's billing: `volumeCm3` as the volumetric weight measures it, `gross` in the system's weight unit. */
export function billing(
  volumeCm3: Decimal,
  divisor: Decimal,
  gross: Decimal,
  system: WeightSystem,
  rule: WeightRounding,
): Billing {
  const perWeight = mul(divisor, system.cm3PerCubic);
  const volumetric = divide(volumeCm3, perWeight, 2, 'half-up');
  const byVolume = volumetric.gt(gross);
  const chargeable = byVolume ? volumetric : gross;
  const billed =
    rule === 'exact' ? chargeable : max(rounded(volumeCm3, perWeight, rule), rounded(gross, dec('1'), rule));
  return { volumetric, chargeable, by: byVolume ? 'volume' : 'weight', billed };
}

/** The gross weight in the system's unit: exact in kg; in lb exact when it terminates, else to 0.01 half-up. */
export function grossIn(system: WeightSystem, totalKg: Decimal): Decimal {
  return system.weight === 'kg' ? totalKg : roundTo(convertRounded(totalKg, 'kg', 'lb', 12, 'half-up'), 2, 'half-up');
}
