/** unit-convert's inputs and output named for people in the four languages (kit/labels.ts); units from kit/unit-labels.ts. */
import { type ToolLabels, label } from '../kit/labels.js';
import type { UNIT_CONVERT_INPUTS } from './inputs.js';
import type { UNIT_CONVERT_OUTPUTS } from './outputs.js';

export const UNIT_CONVERT_LABELS: ToolLabels<typeof UNIT_CONVERT_INPUTS, typeof UNIT_CONVERT_OUTPUTS> = {
  inputs: {
    value: { label: label('数值', 'Amount to convert', '換算する数値', '환산할 수치') },
    from: { label: label('原单位', 'Unit to convert from', '換算元の単位', '원래 단위') },
    to: { label: label('目标单位', 'Unit to convert to', '換算先の単位', '환산할 단위') },
  },
  outputs: {
    result: label('换算结果', 'Converted amount', '換算結果', '환산 결과'),
  },
};
