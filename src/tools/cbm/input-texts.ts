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
  mode: {
    'zh-CN': '输出 chargeable 重复哪一种计费量（空运和快递为按 weightRounding 计的计费重）。',
    ja: '出力 chargeable がどの課金量を繰り返すか（航空と国際宅配便は weightRounding による請求重量）。',
    ko: '출력 chargeable가 어느 과금 수치를 반복하는지(항공과 특송은 weightRounding에 따른 청구 중량).',
  },
  divisorUnit: {
    'zh-CN':
      '除数的单位，也是空运和快递重量的单位：每千克的 cm³（重量以 kg 计），或美国承运人公布的每磅 in³（重量以 lb 计）。',
    ja: '除数の単位で、航空と国際宅配便の重量の単位でもあります：1 kg あたりの cm³（重量は kg）、または米国の運送会社が公表する 1 lb あたりの in³（重量は lb）。',
    ko: '제수의 단위이자 항공·특송 중량의 단위: kg당 cm³(중량은 kg) 또는 미국 운송사가 공표하는 lb당 in³(중량은 lb).',
  },
  airDivisor: {
    'zh-CN': '空运除数，以 divisorUnit 计；默认取 divisors 数据集（IATA 每千克 6000 cm³；没有公布的每磅数值）。',
    ja: '航空の除数（divisorUnit 単位）。既定値は divisors データセット（IATA の 1 kg あたり 6000 cm³。1 lb あたりの公表値はありません）。',
    ko: '항공 제수(divisorUnit 단위); 기본값은 divisors 데이터셋(IATA kg당 6000 cm³; lb당 공표값은 없습니다).',
  },
  expressDivisor: {
    'zh-CN': '快递除数，以 divisorUnit 计；默认取 divisors 数据集（DHL Express：每千克 5000 cm³，每磅 139 in³）。',
    ja: '国際宅配便の除数（divisorUnit 単位）。既定値は divisors データセット（DHL Express：1 kg あたり 5000 cm³、1 lb あたり 139 in³）。',
    ko: '특송 제수(divisorUnit 단위); 기본값은 divisors 데이터셋(DHL Express: kg당 5000 cm³, lb당 139 in³).',
  },
  weightRounding: {
    'zh-CN':
      '承运人如何对空运和快递的计费重取整：不取整、进位到下一个 0.5（kg 或 lb，多数快递），或进位到下一个整千克或整磅（空运、美国包裹运价）。',
    ja: '航空と国際宅配便の課金重量を運送会社がどう丸めるか：丸めない、次の 0.5（kg または lb、多くの国際宅配便）に切り上げ、または次の整数の kg か lb（航空貨物、米国の小包運賃）に切り上げ。',
    ko: '운송사가 항공·특송 과금 중량을 어떻게 맞추는지: 그대로, 다음 0.5(kg 또는 lb, 대부분의 특송)로 올림, 또는 다음 정수 kg나 lb(항공 화물, 미국 소포 운임)로 올림.',
  },
  dimensionRounding: {
    'zh-CN': '每个纸箱尺寸按实测计，或在计算体积重前进位到下一个整厘米（每磅 in³ 时为整英寸），如部分承运人的量法。',
    ja: '各カートン寸法を実測のまま使うか、容積重量の前に次の整数 cm（1 lb あたり in³ のときは in）に切り上げるか（一部の運送会社の測り方）。',
    ko: '각 카톤 치수를 측정값 그대로 쓸지, 부피 중량 전에 다음 정수 cm(lb당 in³일 때는 in)로 올릴지(일부 운송사의 측정 방식).',
  },
  lclRatio: {
    'zh-CN':
      'W/M：拼箱中 1 立方米折合的千克数；默认取 divisors 数据集（1000 kg，即 1 立方米对 1 吨）；也有 500 等比例。',
    ja: 'W/M：LCL で 1 立方メートルに相当するキログラム数。既定値は divisors データセット（1000 kg、1 m³ 対 1 t）。500 などもあります。',
    ko: 'W/M: LCL에서 1세제곱미터에 해당하는 킬로그램 수; 기본값은 divisors 데이터셋(1000 kg, 1 m³ 대 1 t); 500 등도 있습니다.',
  },
  lclMinimum: {
    'zh-CN': '货代拼箱的最低计费量，以运费吨计（常为 1）；默认没有。',
    ja: 'フォワーダーが請求する LCL の最低請求量（レベニュートン、多くは 1）。既定ではなし。',
    ko: '포워더가 청구하는 LCL 최저 청구량(운임톤, 흔히 1); 기본값은 없음.',
  },
};
