/** cbm's inputs: carton rows, their units, and which chargeable figure to repeat. */
import { type ValuesOf, choice, decimal, integer, rows, unit } from '../kit/inputs.js';

const positive = (description: string) => decimal({ required: true, min: '0', minExclusive: true, description });

export const CBM_INPUTS = {
  cartons: rows(
    {
      length: positive('Outer length of one carton, in lengthUnit.'),
      width: positive('Outer width of one carton, in lengthUnit.'),
      height: positive('Outer height of one carton, in lengthUnit.'),
      grossWeight: decimal({ required: true, min: '0', description: 'Gross weight of one carton, in weightUnit.' }),
      quantity: integer({ required: true, min: 1, max: 10_000_000, description: 'Number of cartons of this size.' }),
    },
    {
      required: true,
      minItems: 1,
      // A packing list's lines, with room to spare; bounds one request's work to tens of ms
      // (docs/operations.md, "Limits and abuse").
      maxItems: 500,
      description: 'Carton rows: outer size, gross weight of one carton, number of cartons.',
    },
  ),
  lengthUnit: unit('length', { default: 'cm', description: 'Unit of the carton dimensions.' }),
  weightUnit: unit('weight', { default: 'kg', description: 'Unit of the gross weights.' }),
  mode: choice(['lcl', 'air', 'express'], { default: 'lcl', description: 'Which chargeable figure `chargeable` repeats.' }),
  airDivisor: integer({ min: 1, max: 1_000_000, description: 'cm³ per kg for air; default: the divisors dataset (IATA 6000).' }),
  expressDivisor: integer({ min: 1, max: 1_000_000, description: 'cm³ per kg for express; default: the divisors dataset (5000).' }),
};

export type CbmInputs = ValuesOf<typeof CBM_INPUTS>;
