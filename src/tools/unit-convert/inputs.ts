/** unit-convert's inputs: an amount and two units of the same kind. */
import type { ValuesOf } from '../kit/inputs.js';
import { decimal, unit } from '../kit/inputs.js';

export const UNIT_CONVERT_INPUTS = {
  value: decimal({ required: true, description: 'The amount to convert.' }),
  from: unit('any', {
    required: true,
    description: 'Its unit: mm, cm, m, in, ft, yd; g, kg, t, oz, lb; cm3, m3, l, in3, ft3.',
  }),
  to: unit('any', { required: true, description: 'The unit wanted, of the same kind.' }),
};

export type UnitConvertInputs = ValuesOf<typeof UNIT_CONVERT_INPUTS>;
