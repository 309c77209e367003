/** container-load's inputs: one carton's size and weight, and how to load it. */
import { type ValuesOf, boolean, choice, decimal, integer, object, unit } from '../kit/inputs.js';
import { CONTAINER_TYPES } from './containers.js';

/** A carton's or a container's side: above zero, at most 100,000 of its unit. */
const size = (description: string) =>
  decimal({ required: true, min: '0', minExclusive: true, max: '100000', description });
const door = (description: string) => decimal({ min: '0', minExclusive: true, max: '100000', description });

/** A container or truck body the dataset does not have, loaded beside the types asked (load-plan's too). */
export const OWN_CONTAINER = {
  length: size('Inside length, in unit; at most 100 m in any unit (container-load.own_too_large).'),
  width: size('Inside width, in unit; at most 100 m in any unit (container-load.own_too_large).'),
  height: size('Inside height, in unit; at most 100 m in any unit (container-load.own_too_large).'),
  unit: unit('length', { default: 'mm', description: 'Unit of the inside and door sizes.' }),
  doorWidth: door('Door opening width, in unit; left out, the inside width.'),
  doorHeight: door('Door opening height, in unit; left out, the inside height.'),
  payload: decimal({
    min: '0',
    max: '1000000',
    description: 'Maximum payload, in weightUnit; left out, the weight is not checked.',
  }),
};

/** One carton's size and gross weight, as container-load and each row of load-plan take them. */
export const CARTON = {
  length: size('Outer length of one carton, in lengthUnit.'),
  width: size('Outer width of one carton, in lengthUnit.'),
  height: size('Outer height of one carton (its upright side), in lengthUnit.'),
  grossWeight: decimal({
    required: true,
    min: '0',
    max: '100000',
    description: 'Gross weight of one carton, in weightUnit.',
  }),
};

export const CONTAINER_LOAD_INPUTS = {
  ...CARTON,
  lengthUnit: unit('length', { default: 'cm', description: 'Unit of the carton size.' }),
  weightUnit: unit('weight', { default: 'kg', description: 'Unit of the gross weight.' }),
  containerType: choice(['all', ...CONTAINER_TYPES], {
    default: 'all',
    description: 'One container type, or all four.',
  }),
  quantity: integer({
    min: 1,
    max: 100_000_000,
    description: 'Cartons to ship: gives the containers needed and the cartons in the last one.',
  }),
  maxLayers: integer({ min: 1, max: 1000, description: 'At most this many cartons stacked.' }),
  maxPayload: decimal({
    min: '0',
    minExclusive: true,
    max: '1000000',
    description:
      'A payload limit below the container’s, such as a road limit, in weightUnit: the lower of the two applies, and the limiting factor (limit{Type}) says when it binds.',
  }),
  ownContainer: object(OWN_CONTAINER, {
    description:
      'Your own container or truck body, loaded beside the types asked (outputs suffixed Own): its inside size, door and payload.',
  }),
  effectiveShare: decimal({
    min: '0',
    minExclusive: true,
    max: '1',
    maxPlaces: 4,
    default: '1',
    share: 'ratio',
    description:
      'The share of the inside volume counted as usable in the volume bound (volume ÷ carton volume) (estimate{Type}); 1 takes the whole inside volume.',
  }),
  fill: boolean({
    default: true,
    description: 'Fill the space left by the main block with cartons turned another way.',
  }),
  upright: boolean({ default: false, description: 'Keep every carton’s height vertical (“this side up”).' }),
};

export type ContainerLoadInputs = ValuesOf<typeof CONTAINER_LOAD_INPUTS>;
