/** maitou's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import { CARTON_TEXTS } from '../kit/carton-texts.js';
import type { InputTexts } from '../kit/input-texts.js';
import type { MAITOU_INPUTS } from './inputs.js';

export const MAITOU_INPUT_TEXTS: InputTexts<typeof MAITOU_INPUTS> = {
  cartons: {
    'zh-CN': '箱数：箱号 C/NO. 从 1 编到此数。',
    ja: 'カートン数：C/NO. 1 からこの数まで番号を付けます。',
    ko: '상자 수: C/NO. 1부터 이 수까지 번호를 매깁니다.',
  },
  ...CARTON_TEXTS,
  netWeight: {
    'zh-CN': '单箱净重，单位为 weightUnit；不得超过毛重。',
    ja: '1箱の正味重量（単位は weightUnit）。総重量以下。',
    ko: '한 상자의 순중량(단위: weightUnit), 총중량 이하.',
  },
  lengthUnit: {
    'zh-CN': '纸箱尺寸的单位；唛头上以 cm 显示。',
    ja: 'カートン寸法の単位。マークには cm で表示します。',
    ko: '카톤 치수의 단위; 마크에는 cm로 표시합니다.',
  },
  weightUnit: {
    'zh-CN': '重量的单位；唛头上以 kg 显示。',
    ja: '重量の単位。マークには kg で表示します。',
    ko: '중량의 단위; 마크에는 kg으로 표시합니다.',
  },
  lines: {
    'zh-CN': '主唛，每行对应印刷的一行（买方缩写、参考号、目的地……）。',
    ja: '主マーク。1行が印刷される1行です（買い手の略号、参照番号、仕向地など）。',
    ko: '주 마크, 한 행이 인쇄되는 한 줄입니다(구매자 약호, 참조 번호, 목적지 등).',
    fields: { text: { 'zh-CN': '按原样印刷的这一行。', ja: '印刷するとおりの行。', ko: '인쇄할 그대로의 줄.' } },
  },
  capitals: {
    'zh-CN': '主唛字母一律大写（凡有大小写之分的文字）。',
    ja: '主マークの文字を大文字で印刷します（大文字のある文字体系すべて）。',
    ko: '주 마크의 글자를 대문자로 인쇄합니다(대문자가 있는 모든 문자).',
  },
};
