/** cbm as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeCbm } from './compute.js';
import { CBM_EXAMPLE } from './example.js';
import { CBM_INPUTS } from './inputs.js';
import { CBM_INPUT_TEXTS } from './input-texts.js';
import { CBM_OUTPUTS } from './outputs.js';
import { CBM_LABELS } from './labels.js';

export const cbmTool = defineTool({
  id: 'cbm',
  names: {
    'zh-CN': '体积与计费重量计算',
    en: 'CBM and chargeable weight',
    ja: '容積・請求重量計算',
    ko: '부피·청구 중량 계산',
  },
  slug: 'cbm',
  datasets: ['divisors', 'containers'],
  inputs: CBM_INPUTS,
  inputTexts: CBM_INPUT_TEXTS,
  outputs: CBM_OUTPUTS,
  labels: CBM_LABELS,
  headline: ['totalVolume', 'totalGrossWeight', 'lclChargeable', 'airBilled', 'expressBilled'],
  always: ['totalVolume', 'totalGrossWeight', 'lclChargeable', 'lclBy'],
  steps: [
    'cbm.row',
    'cbm.row_measured',
    'cbm.total',
    'cbm.lcl',
    'cbm.lcl_minimum',
    'cbm.air',
    'cbm.express',
    'cbm.billed_exact',
    'cbm.billed_half',
    'cbm.billed_whole',
  ],
  warnings: ['cbm.more_than_20gp', 'cbm.no_divisor'],
  example: CBM_EXAMPLE,
  compute: computeCbm,
});
