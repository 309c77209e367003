/**
 * Units of length, weight and volume with their exact international definitions: the inch is
 * 25.4 mm and the pound 0.45359237 kg (international yard and pound agreement, 1959), so every
 * factor here is a terminating decimal and a conversion to a smaller unit is exact.
 */
import { type Decimal, dec, divide, divideExact, mul } from './decimal.js';
import type { RoundingMode } from './rounding.js';

export type UnitKind = 'length' | 'weight' | 'volume';

interface UnitDefinition {
  kind: UnitKind;
  /** Size in the kind's base unit: mm, g, cm3. */
  factor: string;
}

export const UNITS = {
  mm: { kind: 'length', factor: '1' },
  cm: { kind: 'length', factor: '10' },
  m: { kind: 'length', factor: '1000' },
  in: { kind: 'length', factor: '25.4' },
  ft: { kind: 'length', factor: '304.8' },
  yd: { kind: 'length', factor: '914.4' },
  g: { kind: 'weight', factor: '1' },
  kg: { kind: 'weight', factor: '1000' },
  t: { kind: 'weight', factor: '1000000' },
  oz: { kind: 'weight', factor: '28.349523125' },
  lb: { kind: 'weight', factor: '453.59237' },
  cm3: { kind: 'volume', factor: '1' },
  m3: { kind: 'volume', factor: '1000000' },
  l: { kind: 'volume', factor: '1000' },
  in3: { kind: 'volume', factor: '16.387064' },
  ft3: { kind: 'volume', factor: '28316.846592' },
} as const satisfies Record<string, UnitDefinition>;

export type Unit = keyof typeof UNITS;
/** The units of one kind: UnitOf<'length'> is 'mm' | 'cm' | 'm' | 'in' | 'ft' | 'yd'. */
export type UnitOf<K extends UnitKind> = { [U in Unit]: (typeof UNITS)[U]['kind'] extends K ? U : never }[Unit];

export function unitsOf(kind: UnitKind): Unit[] {
  return (Object.keys(UNITS) as Unit[]).filter((unit) => UNITS[unit].kind === kind);
}

export function isUnit(text: string): text is Unit {
  return Object.hasOwn(UNITS, text);
}

/** How many decimals an exact quotient may need before we call it non-terminating. */
const EXACT_PLACES = 30;

/**
 * value × from ÷ to, exactly; null when the result does not terminate within 30 decimals
 * (1 cm in inches is 0.3937007874…), so that the caller rounds it by a written rule.
 */
export function convertExact(value: Decimal, from: Unit, to: Unit): Decimal | null {
  if (from === to) return value;
  return divideExact(mul(value, dec(UNITS[from].factor)), dec(UNITS[to].factor), EXACT_PLACES);
}

/**
 * For conversions known to terminate (into cm, kg or m3: every unit is a terminating multiple
 * of mm, g or cm3, and those targets are powers of ten of them), however many decimals the
 * caller wrote. A remainder there would be a bug, so it throws.
 */
export function convertToTerminating(value: Decimal, from: Unit, to: Unit): Decimal {
  if (from === to) return value;
  const quotient = divideExact(mul(value, dec(UNITS[from].factor)), dec(UNITS[to].factor));
  if (quotient === null) throw new Error(`${from} → ${to} is not exact`);
  return quotient;
}

export function convertRounded(value: Decimal, from: Unit, to: Unit, places: number, mode: RoundingMode): Decimal {
  return divide(mul(value, dec(UNITS[from].factor)), dec(UNITS[to].factor), places, mode);
}
