/** fx-cost as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeFxCost } from './compute.js';
import { FX_COST_EXAMPLE } from './example.js';
import { FX_COST_CONDITIONS, FX_COST_INPUTS } from './inputs.js';
import { FX_COST_INPUT_TEXTS } from './input-texts.js';
import { FX_COST_OUTPUTS } from './outputs.js';
import { FX_COST_LABELS } from './labels.js';

export const fxCostTool = defineTool({
  id: 'fx-cost',
  names: { 'zh-CN': '结汇成本比较', en: 'FX conversion cost', ja: '両替コスト比較', ko: '환전 비용 비교' },
  slug: 'fx-cost',
  datasets: ['central-parity'],
  inputs: FX_COST_INPUTS,
  inputTexts: FX_COST_INPUT_TEXTS,
  conditions: FX_COST_CONDITIONS,
  outputs: FX_COST_OUTPUTS,
  labels: FX_COST_LABELS,
  headline: ['annualMidpoint', 'best'],
  always: ['annualMidpoint', 'annualBank', 'feesBank', 'costBank'],
  steps: [
    'fx-cost.receipt',
    'fx-cost.receipt_cny',
    'fx-cost.midpoint',
    'fx-cost.bank',
    'fx-cost.bank_unpriced',
    'fx-cost.choice',
    'fx-cost.choice_alone',
    'fx-cost.best',
  ],
  warnings: [
    'fx-cost.bank_fee_missing',
    'fx-cost.fee_above_receipt',
    'fx-cost.choice_unused',
    'fx-cost.best_tied',
    'fx-cost.cny_receipts',
  ],
  example: FX_COST_EXAMPLE,
  compute: computeFxCost,
});
