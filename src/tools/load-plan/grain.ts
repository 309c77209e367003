/**
 * The whole units the planner works in, chosen so that every figure of the plan is an exact
 * decimal in the caller's unit (docs/tools/load-plan.md, Units): a grain is 10^-places of the unit,
 * as many places as the cartons' figures have, but never finer than a millimetre (a gram for
 * weights). A carton's side is a whole number of grains (rounded up when it has more places, which
 * a note says), so every position in the plan, a sum of carton sides, is too; a container's inside
 * is rounded down to the grain, which loses nothing a row of cartons could reach.
 */
import { type Decimal, dec, divide, fromInteger, mul, roundTo, toPlain } from '../../core/decimal.js';
import { type Unit, UNITS, convertExact } from '../../core/units.js';

export interface Grain {
  unit: Unit;
  places: number;
}

/** The most places a unit's grain may have: its grain stays a millimetre or a gram at least. */
const FINEST: Readonly<Partial<Record<Unit, number>>> = {
  mm: 0,
  cm: 1,
  m: 3,
  in: 1,
  ft: 2,
  yd: 2,
  g: 0,
  kg: 3,
  t: 6,
  oz: 1,
  lb: 2,
};

export function grainOf(unit: Unit, values: readonly Decimal[]): Grain {
  const most = values.reduce((places, value) => Math.max(places, value.scale), 0);
  return { unit, places: Math.min(most, FINEST[unit] ?? 0) };
}

/** `value` (in the grain's unit) in whole grains, rounded up or down; `rounded` when it had more places. */
export function inGrains(value: Decimal, grain: Grain, mode: 'ceil' | 'floor'): { whole: number; rounded: boolean } {
  const kept = roundTo(value, grain.places, mode);
  return { whole: Number(toPlain(mul(kept, fromInteger(10 ** grain.places)))), rounded: !kept.eq(value) };
}

/** `value` in `from` (a container's millimetres, an own container's unit) in whole grains, rounded down. */
export function grainsFrom(value: Decimal, from: Unit, grain: Grain): number {
  const sameUnit = from === grain.unit ? value : convertExact(value, from, grain.unit);
  // Units convert by exact factors; one that did not terminate is divided to a grain's places, down.
  const exact =
    sameUnit ?? divide(mul(value, dec(UNITS[from].factor)), dec(UNITS[grain.unit].factor), grain.places, 'floor');
  return inGrains(exact, grain, 'floor').whole;
}

/** Whole grains as the exact decimal string of the grain's unit. */
export function grainsText(grains: number, grain: Grain): string {
  return toPlain(grainsDecimal(grains, grain));
}

/** Whole grains as a Decimal of the grain's unit. */
export function grainsDecimal(grains: number, grain: Grain): Decimal {
  return divide(fromInteger(grains), fromInteger(10 ** grain.places), grain.places, 'floor');
}
