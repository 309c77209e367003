/** maitou as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeMaitou } from './compute.js';
import { MAITOU_EXAMPLE } from './example.js';
import { MAITOU_INPUTS } from './inputs.js';
import { MAITOU_INPUT_TEXTS } from './input-texts.js';
import { MAITOU_LABELS } from './labels.js';

export const maitouTool = defineTool({
  id: 'maitou',
  names: { 'zh-CN': '唛头生成', en: 'Shipping marks', ja: '荷印（シッピングマーク）作成', ko: '화인(쉬핑마크) 작성' },
  slug: 'maitou',
  datasets: [],
  inputs: MAITOU_INPUTS,
  inputTexts: MAITOU_INPUT_TEXTS,
  outputs: [],
  labels: MAITOU_LABELS,
  steps: [
    'maitou.main_line',
    'maitou.numbering',
    'maitou.gross_weight',
    'maitou.net_weight',
    'maitou.measurement',
    'maitou.layout',
  ],
  warnings: ['maitou.line_too_long'],
  // Each mark line's text is a step's quoted `text`: typed by step id for clients (docs/tools/maitou.md).
  typedSteps: { quoted: ['text'] },
  example: MAITOU_EXAMPLE,
  compute: computeMaitou,
});
