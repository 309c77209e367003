/**
 * unit-convert: length, weight and volume by their exact international definitions (1 in =
 * 25.4 mm, 1 lb = 0.45359237 kg). The result is exact where the division terminates; where
 * it does not (1 cm in inches), it is rounded half-up to 10 decimals and a note says so.
 * Reads no dataset.
 */
import { fromInteger } from '../../core/decimal.js';
import { count, quantity } from '../../core/figures.js';
import { UNITS, convertExact, convertRounded } from '../../core/units.js';
import { type CopyKeysOf, type ToolResult, type Warning } from '../kit/definition.js';
import type { UNIT_CONVERT_COPY } from './copy.js';
import type { UnitConvertInputs } from './inputs.js';
import { Refusal } from '../../core/issues.js';
import type { UnitConvertOutputs } from './outputs.js';

const ROUNDED_PLACES = 10;

type Step = CopyKeysOf<typeof UNIT_CONVERT_COPY, 'unit-convert.convert'>;
type Note = CopyKeysOf<typeof UNIT_CONVERT_COPY, 'unit-convert.rounded'>;

export function computeUnitConvert({ value, from, to }: UnitConvertInputs): ToolResult<Step, Note, UnitConvertOutputs> {
  if (UNITS[from].kind !== UNITS[to].kind) throw Refusal.at('input.units_incompatible', 'to', { from, to });
  const exactResult = convertExact(value, from, to);
  const result = exactResult ?? convertRounded(value, from, to, ROUNDED_PLACES, 'half-up');
  const warnings: Warning<Note>[] =
    exactResult === null
      ? [{ code: 'unit-convert.rounded', level: 'note', values: { places: count(fromInteger(ROUNDED_PLACES)) } }]
      : [];
  return {
    outputs: { result: quantity(result, to) },
    steps: [{ id: 'unit-convert.convert', values: { value: quantity(value, from), result: quantity(result, to) } }],
    warnings,
    read: [],
  };
}
