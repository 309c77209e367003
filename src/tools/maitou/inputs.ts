/** maitou's inputs: the cartons' count, size and weights, and the main mark's lines. */
import { type ValuesOf, boolean, decimal, integer, rows, text, unit } from '../kit/inputs.js';

const MAX_CARTONS = 100_000;
const MAX_LINES = 10;
const MAX_LINE_LENGTH = 60;
/**
 * Decimals a size or weight may have: ten are already far finer than any carton is measured, and
 * a mark with more would print a figure nobody measured.
 */
const MAX_PLACES = 10;

const measure = <const E extends boolean>(minExclusive: E, description: string) =>
  decimal({ required: true, min: '0', minExclusive, max: '100000', maxPlaces: MAX_PLACES, description });
const size = (description: string) => measure(true, description);

export const MAITOU_INPUTS = {
  cartons: integer({
    required: true,
    min: 1,
    max: MAX_CARTONS,
    description: 'Number of cartons: they are numbered C/NO. 1 to this.',
  }),
  length: size('Outer length of one carton, in lengthUnit.'),
  width: size('Outer width of one carton, in lengthUnit.'),
  height: size('Outer height of one carton, in lengthUnit.'),
  // A carton weighs something even empty: a gross weight of 0 is never a true mark.
  grossWeight: measure(true, 'Gross weight of one carton, in weightUnit.'),
  netWeight: measure(false, 'Net weight of one carton, in weightUnit; at most the gross weight.'),
  lengthUnit: unit('length', { default: 'cm', description: 'Unit of the carton size; the mark shows cm.' }),
  weightUnit: unit('weight', { default: 'kg', description: 'Unit of the weights; the mark shows kg.' }),
  lines: rows(
    { text: text({ required: true, maxLength: MAX_LINE_LENGTH, description: 'The line as it is to be printed.' }) },
    {
      minItems: 0,
      maxItems: MAX_LINES,
      description: 'The main mark, one row a printed line (buyer’s initials, reference, destination…).',
    },
  ),
  capitals: boolean({
    default: false,
    description: 'Print the letters of the main mark in capitals (every script that has them).',
  }),
};

export type MaitouInputs = ValuesOf<typeof MAITOU_INPUTS>;
