/** cbm's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import { CARTON_TEXTS } from '../kit/carton-texts.js';
import type { InputTexts } from '../kit/input-texts.js';
import type { CBM_INPUTS } from './inputs.js';

export const CBM_INPUT_TEXTS: InputTexts<typeof CBM_INPUTS> = {
  cartons: {
    'zh-CN': '纸箱明细，每行一种：外箱尺寸、单箱毛重、箱数。',
    ja: 'カートンの明細（1行に1種類）：外寸、1箱の総重量、箱数。',
    ko: '카톤 내역(한 행에 한 종류): 외부 치수, 한 상자의 총중량, 상자 수.',
    fields: {
      ...CARTON_TEXTS,
      quantity: { 'zh-CN': '这种尺寸的箱数。', ja: 'この寸法のカートン数。', ko: '이 치수의 상자 수.' },
    },
  },
  lengthUnit: { 'zh-CN': '纸箱尺寸的单位。', ja: 'カートン寸法の単位。', ko: '카톤 치수의 단위.' },
  weightUnit: { 'zh-CN': '毛重的单位。', ja: '総重量の単位。', ko: '총중량의 단위.' },
  mode: { 'zh-CN': '输出 chargeable 重复哪一种计费量。', ja: '出力 chargeable がどの課金量を繰り返すか。', ko: '출력 chargeable가 어느 과금 수치를 반복하는지.' },
  airDivisor: {
    'zh-CN': '空运体积重系数，每千克对应的 cm³；默认取 divisors 数据集（IATA 6000）。',
    ja: '航空の容積重量の換算係数（1 kg あたりの cm³）。既定値は divisors データセット（IATA 6000）。',
    ko: '항공 부피중량 환산 계수(kg당 cm³); 기본값은 divisors 데이터셋(IATA 6000).',
  },
  expressDivisor: {
    'zh-CN': '快递体积重系数，每千克对应的 cm³；默认取 divisors 数据集（5000）。',
    ja: '国際エクスプレスの容積重量の換算係数（1 kg あたりの cm³）。既定値は divisors データセット（5000）。',
    ko: '특송 부피중량 환산 계수(kg당 cm³); 기본값은 divisors 데이터셋(5000).',
  },
};
