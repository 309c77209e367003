/**
 * unit-convert: length, weight and volume by their exact international definitions (1 in =
 * 25.4 mm, 1 lb = 0.45359237 kg). The result is exact where the division terminates; where
 * it does not (1 cm in inches), it is rounded half-up to 10 decimals and a note says so.
 * Reads no dataset.
 */
import type { Decimal } from '../../core/decimal.js';
import { count, quantity } from '../../core/figures.js';
import { type Unit, UNITS, convertExact, convertRounded } from '../../core/units.js';
import { ToolRefusal, type ToolDefinition, type Warning } from '../kit/definition.js';

const ROUNDED_PLACES = 10;

export const unitConvertTool: ToolDefinition = {
  id: 'unit-convert',
  names: { 'zh-CN': '单位换算', en: 'Unit conversion', ja: '単位換算', ko: '단위 환산' },
  slug: 'unit-convert',
  datasets: [],
  inputs: [
    { name: 'value', type: 'decimal', required: true, description: 'The amount to convert.' },
    { name: 'from', type: 'unit', kind: 'any', required: true, description: 'Its unit: mm, cm, m, in, ft, yd; g, kg, t, oz, lb; cm3, m3, l, in3, ft3.' },
    { name: 'to', type: 'unit', kind: 'any', required: true, description: 'The unit wanted, of the same kind.' },
  ],
  outputs: [{ name: 'result', kind: 'quantity' }],
  steps: ['unit-convert.convert'],
  warnings: ['unit-convert.rounded'],
  compute(inputs) {
    const value = inputs.value as Decimal;
    const from = inputs.from as Unit;
    const to = inputs.to as Unit;
    if (UNITS[from].kind !== UNITS[to].kind) throw ToolRefusal.at('input.units_incompatible', 'to', { from, to });
    const exactResult = convertExact(value, from, to);
    const result = exactResult ?? convertRounded(value, from, to, ROUNDED_PLACES, 'half-up');
    const warnings: Warning[] =
      exactResult === null ? [{ code: 'unit-convert.rounded', level: 'note', values: { places: count(BigInt(ROUNDED_PLACES)) } }] : [];
    return {
      outputs: { result: quantity(result, to) },
      steps: [{ id: 'unit-convert.convert', values: { value: quantity(value, from), result: quantity(result, to) } }],
      warnings,
      read: [],
    };
  },
};
