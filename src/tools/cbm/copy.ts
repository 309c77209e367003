/**
 * cbm's own copy: the sentence of each step and warning (figures written in by i18n/figure-text.ts).
 */
import type { Texts } from '../../i18n/catalogue.js';

export const CBM_COPY = {
  'cbm.row': {
    'zh-CN': '第 {row} 行：每箱 {length} × {width} × {height} = {perCartonVolume}，{quantity} 箱共 {rowVolume}，毛重共 {rowGrossWeight}。',
    en: 'Row {row}: each carton {length} × {width} × {height} = {perCartonVolume}; {quantity} cartons make {rowVolume}, {rowGrossWeight} gross.',
    ja: '{row} 行目：1 箱 {length} × {width} × {height} = {perCartonVolume}、{quantity} 箱で {rowVolume}、総重量 {rowGrossWeight}。',
    ko: '{row}행: 상자당 {length} × {width} × {height} = {perCartonVolume}, {quantity}상자 합계 {rowVolume}, 총중량 {rowGrossWeight}.',
  },
  'cbm.total': {
    'zh-CN': '合计体积 {totalVolume}，合计毛重 {totalGrossWeight}。',
    en: 'In all {totalVolume} and {totalGrossWeight} gross.',
    ja: '合計容積 {totalVolume}、合計総重量 {totalGrossWeight}。',
    ko: '합계 부피 {totalVolume}, 합계 총중량 {totalGrossWeight}.',
  },
  'cbm.lcl': {
    'zh-CN': '拼箱按体积 {totalVolume} 与重量 {totalWeight} 取大者计费（1 立方米对 1 吨）：{lclChargeable}，由{lclBy}决定。',
    en: 'LCL bills the greater of {totalVolume} and {totalWeight} (1 m3 against 1 t): {lclChargeable}, decided by {lclBy}.',
    ja: 'LCL は容積 {totalVolume} と重量 {totalWeight} の大きい方で請求（1 m3 対 1 t）：{lclChargeable}、決め手は{lclBy}。',
    ko: 'LCL은 부피 {totalVolume}와 중량 {totalWeight} 중 큰 쪽으로 청구(1 m3 대 1 t): {lclChargeable}, 결정 요인은 {lclBy}.',
  },
  'cbm.air': {
    'zh-CN': '空运体积重 = {totalCm3} ÷ {airDivisor} = {airVolumetric}，与毛重 {totalGrossWeight} 取大者：{airChargeable}，由{airBy}决定。',
    en: 'Air volumetric weight = {totalCm3} ÷ {airDivisor} = {airVolumetric}; the greater of it and {totalGrossWeight} gross is {airChargeable}, decided by {airBy}.',
    ja: '航空の容積重量 = {totalCm3} ÷ {airDivisor} = {airVolumetric}。総重量 {totalGrossWeight} との大きい方は {airChargeable}、決め手は{airBy}。',
    ko: '항공 부피 중량 = {totalCm3} ÷ {airDivisor} = {airVolumetric}. 총중량 {totalGrossWeight}와 비교해 큰 쪽은 {airChargeable}, 결정 요인은 {airBy}.',
  },
  'cbm.express': {
    'zh-CN': '快递体积重 = {totalCm3} ÷ {expressDivisor} = {expressVolumetric}，与毛重 {totalGrossWeight} 取大者：{expressChargeable}，由{expressBy}决定。',
    en: 'Express volumetric weight = {totalCm3} ÷ {expressDivisor} = {expressVolumetric}; the greater of it and {totalGrossWeight} gross is {expressChargeable}, decided by {expressBy}.',
    ja: '国際宅配便の容積重量 = {totalCm3} ÷ {expressDivisor} = {expressVolumetric}。総重量 {totalGrossWeight} との大きい方は {expressChargeable}、決め手は{expressBy}。',
    ko: '특송 부피 중량 = {totalCm3} ÷ {expressDivisor} = {expressVolumetric}. 총중량 {totalGrossWeight}와 비교해 큰 쪽은 {expressChargeable}, 결정 요인은 {expressBy}.',
  },
  'cbm.more_than_20gp': {
    'zh-CN': '总体积 {totalVolume} 已超过一个 20GP 集装箱的 {gp20Volume}，可以用装箱计算器看看整箱怎么装。',
    en: 'The total of {totalVolume} is more than one 20GP container holds ({gp20Volume}); the container-load calculator shows how full containers would go.',
    ja: '合計 {totalVolume} は 20GP コンテナ 1 本の {gp20Volume} を超えています。コンテナ積載計算でフルコンテナの積み方を確かめられます。',
    ko: '합계 {totalVolume}는 20GP 컨테이너 하나의 {gp20Volume}를 넘습니다. 컨테이너 적재 계산기로 만재 적재를 확인할 수 있습니다.',
  },
} as const satisfies Record<string, Texts>;
