/** cbm's inputs: carton rows, their units, the divisors and how a carrier rounds, the LCL W/M ratio and minimum. */
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
  mode: choice(['lcl', 'air', 'express'], {
    default: 'lcl',
    description: 'Which chargeable figure `chargeable` repeats (for air and express, as billed under weightRounding).',
  }),
  divisorUnit: choice(['cm3/kg', 'in3/lb'], {
    default: 'cm3/kg',
    description:
      'The unit of the divisors, and so of the air and express weights: cm³ per kg (weights in kg) or in³ per lb, as US carriers publish them (weights in lb).',
  }),
  airDivisor: integer({
    min: 1,
    max: 1_000_000,
    description:
      'The air divisor in divisorUnit; default: the divisors dataset (IATA 6000 cm³ per kg; none published per lb).',
  }),
  expressDivisor: integer({
    min: 1,
    max: 1_000_000,
    description:
      'The express divisor in divisorUnit; default: the divisors dataset (DHL Express: 5000 cm³ per kg, 139 in³ per lb).',
  }),
  weightRounding: choice(['exact', 'half-up', 'whole-up'], {
    default: 'exact',
    description:
      'How a carrier bills the air and express chargeable weight: exact, up to the next half (0.5 kg or lb, most express services) or up to the next whole kg or lb (air freight, US parcel rates).',
  }),
  dimensionRounding: choice(['exact', 'whole-up'], {
    default: 'exact',
    description:
      'Each carton dimension as measured, or rounded up to the next whole cm (in for in³ per lb) before the volumetric weight, as some carriers measure.',
  }),
  lclRatio: integer({
    min: 1,
    max: 100_000,
    description:
      'W/M: the kilograms one cubic metre stands for in LCL; default: the divisors dataset (1000 kg, 1 m³ against 1 t); 500 and others occur.',
  }),
  lclMinimum: decimal({
    min: '0',
    max: '1000',
    description: 'The least LCL chargeable a forwarder bills, in revenue tonnes (often 1); none by default.',
  }),
};

export type CbmInputs = ValuesOf<typeof CBM_INPUTS>;
