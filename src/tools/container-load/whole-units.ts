/** Sizes and weights in whole millimetres and grams, the units the packing works in. */
import { type Decimal, toPlain } from '../../core/decimal.js';
import { type Unit, convertExact, convertRounded } from '../../core/units.js';

/**
 * `value` in whole `to`, rounded up (a carton: never smaller than it is) or down (a container:
 * never bigger); `rounded` says whether anything was lost.
 */
export function wholeIn(
  value: Decimal,
  from: Unit,
  to: Unit,
  mode: 'ceil' | 'floor',
): { whole: number; rounded: boolean } {
  const whole = convertRounded(value, from, to, 0, mode);
  // A conversion that does not terminate is never whole (1 in = 25.4 mm always terminates; this is for safety).
  const exact = convertExact(value, from, to);
  return { whole: Number(toPlain(whole)), rounded: exact === null || !whole.eq(exact) };
}
