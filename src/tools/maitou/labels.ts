/** maitou's inputs and row fields named for people in the four languages (kit/labels.ts); it has no outputs. */
import { CARTON_LABELS } from '../kit/carton-texts.js';
import { type ToolLabels, label } from '../kit/labels.js';
import type { MAITOU_INPUTS } from './inputs.js';

export const MAITOU_LABELS: ToolLabels<typeof MAITOU_INPUTS, readonly []> = {
  inputs: {
    cartons: { label: label('总箱数', 'Total cartons', '総箱数', '총 상자 수') },
    ...CARTON_LABELS,
    netWeight: { label: label('单箱净重', 'Net weight per carton', '1箱の正味重量', '상자당 순중량') },
    lengthUnit: { label: label('尺寸单位', 'Size unit', '寸法の単位', '치수 단위') },
    weightUnit: { label: label('重量单位', 'Weight unit', '重量の単位', '중량 단위') },
    lines: {
      label: label('唛头内容（每行）', 'Shipping mark lines', 'マークの内容（1行ずつ）', '마크 내용(줄별)'),
      fields: { text: { label: label('该行文字', 'Line text', '行の文字', '줄 내용') } },
    },
    capitals: { label: label('大写字母', 'Print in capitals', '大文字で印刷', '대문자로 인쇄') },
  },
  outputs: {},
};
