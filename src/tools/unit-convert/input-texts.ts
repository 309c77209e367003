/** unit-convert's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import type { InputTexts } from '../kit/input-texts.js';
import type { UNIT_CONVERT_INPUTS } from './inputs.js';

const UNITS = 'mm, cm, m, in, ft, yd; g, kg, t, oz, lb; cm3, m3, l, in3, ft3';

export const UNIT_CONVERT_INPUT_TEXTS: InputTexts<typeof UNIT_CONVERT_INPUTS> = {
  value: { 'zh-CN': '要换算的数值。', ja: '換算する数値。', ko: '환산할 수치.' },
  from: { 'zh-CN': `它的单位：${UNITS}。`, ja: `その単位：${UNITS}。`, ko: `그 단위: ${UNITS}.` },
  to: {
    'zh-CN': '要换算成的单位，须为同一类。',
    ja: '換算先の単位（同じ種類のもの）。',
    ko: '환산할 대상 단위(같은 종류).',
  },
};
