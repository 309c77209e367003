/** fx-convert as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeFxConvert } from './compute.js';
import { FX_CONVERT_EXAMPLE } from './example.js';
import { FX_CONVERT_INPUTS } from './inputs.js';
import { FX_CONVERT_INPUT_TEXTS } from './input-texts.js';
import { FX_CONVERT_OUTPUTS } from './outputs.js';
import { FX_CONVERT_LABELS } from './labels.js';

export const fxConvertTool = defineTool({
  id: 'fx-convert',
  names: { 'zh-CN': '汇率折算', en: 'FX rate conversion', ja: '為替換算', ko: '환율 환산' },
  slug: 'fx-convert',
  datasets: ['central-parity'],
  inputs: FX_CONVERT_INPUTS,
  inputTexts: FX_CONVERT_INPUT_TEXTS,
  outputs: FX_CONVERT_OUTPUTS,
  labels: FX_CONVERT_LABELS,
  headline: ['midpoint', 'atMidpoint', 'atBank'],
  always: ['midpoint'],
  steps: [
    'fx-convert.midpoint',
    'fx-convert.at_midpoint',
    'fx-convert.bank_gap',
    'fx-convert.at_bank',
    'fx-convert.kept_on',
    'fx-convert.kept_on_parity',
    'fx-convert.kept_rate',
    'fx-convert.kept_rate_amount',
    'fx-convert.kept_midpoint',
    'fx-convert.kept_midpoint_amount',
  ],
  warnings: [
    'fx-convert.midpoint_only',
    'fx-convert.bank_rate_far',
    'fx-convert.kept_midpoint_differs',
    'parity.earlier_day',
  ],
  example: FX_CONVERT_EXAMPLE,
  compute: computeFxConvert,
});
