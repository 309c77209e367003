/** load-plan's inputs: rows of cartons with their handling rules, the units, the containers to load. */
import { type ValuesOf, boolean, choice, integer, object, rows, text, unit } from '../kit/inputs.js';
import { CONTAINER_TYPES } from '../container-load/containers.js';
import { CARTON, OWN_CONTAINER } from '../container-load/inputs.js';

/**
 * The sides of a carton that may stand vertical, as one choice: each non-empty set of its three
 * sides, named in this order (height, width, length), joined by commas.
 */
const VERTICAL_SIDES = [
  'height',
  'width',
  'length',
  'height,width',
  'height,length',
  'width,length',
  'height,width,length',
] as const;

/** Other orders of the same sets, and `any`, read as the choice they name. */
const VERTICAL_SPELLINGS = {
  'width,height': 'height,width',
  'length,height': 'height,length',
  'length,width': 'width,length',
  any: 'height,width,length',
  'height,length,width': 'height,width,length',
  'width,height,length': 'height,width,length',
  'width,length,height': 'height,width,length',
  'length,height,width': 'height,width,length',
  'length,width,height': 'height,width,length',
};

/** The most cartons one request may hold, over all its rows (load-plan.too_many_cartons). */
export const MOST_CARTONS = 20_000;

export const LOAD_PLAN_INPUTS = {
  cartons: rows(
    {
      ...CARTON,
      quantity: integer({ required: true, min: 1, max: 100_000, description: 'Cartons of this kind.' }),
      name: text({ maxLength: 60, description: 'What the cartons hold, as the plan and its steps name them.' }),
      upright: boolean({
        default: false,
        description: 'This side up: the carton’s height stays vertical (verticalSides height).',
      }),
      verticalSides: choice(VERTICAL_SIDES, {
        synonyms: VERTICAL_SPELLINGS,
        description:
          'Which of the carton’s own sides may stand vertical, any non-empty set of height, width and length; left out, any (or height alone when upright).',
      }),
      maxLayers: integer({
        min: 1,
        max: 1000,
        description: 'At most this many cartons of this row on any vertical line.',
      }),
      bottomOnly: boolean({ default: false, description: 'Only on the floor: nothing under it but the floor.' }),
      topOnly: boolean({ default: false, description: 'Only on top: nothing stands on it.' }),
    },
    {
      required: true,
      minItems: 1,
      maxItems: 100,
      description: `Carton rows, one a kind: size, gross weight, quantity and handling; at most ${MOST_CARTONS.toLocaleString('en')} cartons in all (load-plan.too_many_cartons).`,
    },
  ),
  lengthUnit: unit('length', { default: 'cm', description: 'Unit of the carton sizes, and of the plan’s figures.' }),
  weightUnit: unit('weight', { default: 'kg', description: 'Unit of the gross weights and payloads.' }),
  containerType: choice(['auto', ...CONTAINER_TYPES], {
    default: 'auto',
    description:
      'One container type, or auto: 20GP, 40GP and 40HQ, mixed where that is better (fewest containers, then the least inside volume); 45HQ only when asked.',
  }),
  ownContainer: object(OWN_CONTAINER, {
    description:
      'Your own container or truck body, loaded instead of the types of containerType: its inside size, door and payload.',
  }),
  maxContainers: integer({
    min: 1,
    max: 20,
    default: 10,
    description: 'At most this many containers: cartons that need more are said to be left over, never refused.',
  }),
};

export type LoadPlanInputs = ValuesOf<typeof LOAD_PLAN_INPUTS>;
