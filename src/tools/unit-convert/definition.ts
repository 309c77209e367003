/** unit-convert as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeUnitConvert } from './compute.js';
import { UNIT_CONVERT_EXAMPLE } from './example.js';
import { UNIT_CONVERT_INPUTS } from './inputs.js';
import { UNIT_CONVERT_INPUT_TEXTS } from './input-texts.js';
import { UNIT_CONVERT_OUTPUTS } from './outputs.js';
import { UNIT_CONVERT_LABELS } from './labels.js';

export const unitConvertTool = defineTool({
  id: 'unit-convert',
  names: { 'zh-CN': '单位换算', en: 'Unit conversion', ja: '単位換算', ko: '단위 환산' },
  slug: 'unit-convert',
  datasets: [],
  inputs: UNIT_CONVERT_INPUTS,
  inputTexts: UNIT_CONVERT_INPUT_TEXTS,
  outputs: UNIT_CONVERT_OUTPUTS,
  labels: UNIT_CONVERT_LABELS,
  headline: ['result'],
  always: ['result'],
  steps: ['unit-convert.convert'],
  refusals: ['input.units_incompatible'],
  warnings: ['unit-convert.rounded'],
  example: UNIT_CONVERT_EXAMPLE,
  compute: computeUnitConvert,
});
