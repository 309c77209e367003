/**
 * Percents as the publishers and the callers write them (13 means 13 %) and the fractions
 * the arithmetic uses (0.13): an exact shift of two places, never a division.
 */
import { type Decimal, dec, mul } from './decimal.js';
import { type RatioFigure, ratio } from './figures.js';

const ONE_HUNDREDTH = dec('0.01');

export function fractionOfPercent(percent: Decimal): Decimal {
  return mul(percent, ONE_HUNDREDTH);
}

/** A percent as a ratio figure: 13 → 0.13. */
export function percentRatio(percent: Decimal): RatioFigure {
  return ratio(fractionOfPercent(percent));
}
