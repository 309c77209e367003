/**
 * The caller's own container or truck body: its inside size and door in whole
 * millimetres rounded DOWN, its payload in whole grams rounded down, so that the answer never
 * overfills what was given. A door side left out is the inside side: no narrower opening.
 */
import type { Unit } from '../../core/units.js';

import { issue, Refusal } from '../../core/issues.js';
import type { Container } from './containers.js';
import type { ContainerLoadInputs } from './inputs.js';
import { wholeIn } from './whole-units.js';

export type OwnContainerInput = NonNullable<ContainerLoadInputs['ownContainer']>;

/** The longest side taken, 100 m: beyond any container, trailer or wagon, and it keeps every count a safe integer. */
const LONGEST_MM = 100_000;

export function ownContainer(own: OwnContainerInput, weightUnit: Unit): { container: Container; rounded: boolean } {
  const sides = (['length', 'width', 'height'] as const).map((name) => ({
    name,
    ...wholeIn(own[name], own.unit, 'mm', 'floor'),
  }));
  const tooLong = sides.filter((side) => side.whole > LONGEST_MM);
  if (tooLong.length > 0) {
    throw new Refusal(
      tooLong.map((side) =>
        issue(`ownContainer.${side.name}`, 'container-load.own_too_large', { max: LONGEST_MM / 1000 }),
      ),
    );
  }
  const [length, width, height] = sides;
  if (!length || !width || !height) throw new Error('three sides expected');
  const doorWidth = own.doorWidth === undefined ? undefined : wholeIn(own.doorWidth, own.unit, 'mm', 'floor');
  const doorHeight = own.doorHeight === undefined ? undefined : wholeIn(own.doorHeight, own.unit, 'mm', 'floor');
  const payload = own.payload === undefined ? undefined : wholeIn(own.payload, weightUnit, 'g', 'floor');
  const door =
    doorWidth || doorHeight
      ? { width: doorWidth?.whole ?? width.whole, height: doorHeight?.whole ?? height.whole }
      : undefined;
  return {
    container: {
      type: 'own',
      length: length.whole,
      width: width.whole,
      height: height.whole,
      ...(door ? { door } : {}),
      ...(payload ? { payloadGrams: payload.whole } : {}),
    },
    rounded: [length, width, height, doorWidth, doorHeight, payload].some((part) => part?.rounded === true),
  };
}
