/**
 * cbm's own copy: the sentence of each step and warning (figures written in by i18n/figure-text.ts).
 */
import type { Texts } from '../../i18n/texts.js';

export const CBM_COPY = {
  'cbm.row': {
    'zh-CN':
      '第 {row} 行：每箱 {length} × {width} × {height} = {perCartonVolume}，{quantity} 箱共 {rowVolume}，毛重共 {rowGrossWeight}。',
    en: 'Row {row}: each carton {length} × {width} × {height} = {perCartonVolume}; {quantity|carton|cartons}: {rowVolume} and {rowGrossWeight} gross.',
    ja: '{row} 行目：1 箱 {length} × {width} × {height} = {perCartonVolume}、{quantity} 箱で {rowVolume}、総重量 {rowGrossWeight}。',
    ko: '{row}행: 상자당 {length} × {width} × {height} = {perCartonVolume}, {quantity}상자 합계 {rowVolume}, 총중량 {rowGrossWeight}.',
  },
  'cbm.row_measured': {
    'zh-CN':
      '第 {row} 行计体积重时每边向上取整：{length} × {width} × {height} = {cartonVolume}，{quantity} 箱共 {rowVolume}。',
    en: 'Row {row} as carriers measure it, each side rounded up to a whole number: {length} × {width} × {height} = {cartonVolume}; {quantity|carton|cartons}: {rowVolume}.',
    ja: '{row} 行目は容積重量のため各辺を整数に切り上げ：{length} × {width} × {height} = {cartonVolume}、{quantity} 箱で {rowVolume}。',
    ko: '{row}행은 부피중량용으로 각 변을 정수로 올림: {length} × {width} × {height} = {cartonVolume}, {quantity}상자 합계 {rowVolume}.',
  },
  'cbm.total': {
    'zh-CN': '合计体积 {totalVolume}，合计毛重 {totalGrossWeight}。',
    en: 'In all {totalVolume} and {totalGrossWeight} gross.',
    ja: '合計容積 {totalVolume}、合計総重量 {totalGrossWeight}。',
    ko: '합계 부피 {totalVolume}, 합계 총중량 {totalGrossWeight}.',
  },
  'cbm.lcl': {
    'zh-CN':
      '拼箱按体积与重量取大者计费（W/M：1 运费吨（rt）= 1 m3 或 {lclRatio}）：按体积 {totalVolume}，按重量 {totalGrossWeight} ÷ {lclRatio} = {weightTonnes}，取 {measured}，由{lclBy}决定。',
    en: 'LCL bills the greater of volume and weight (W/M: 1 revenue tonne, rt, is 1 m3 or {lclRatio}): {totalVolume} by volume, {totalGrossWeight} ÷ {lclRatio} = {weightTonnes} by weight, so {measured}, decided by {lclBy}.',
    ja: 'LCL は容積と重量の大きい方で請求（W/M：1 レベニュートン（rt）＝1 m3 または {lclRatio}）：容積 {totalVolume}、重量 {totalGrossWeight} ÷ {lclRatio} = {weightTonnes}、よって {measured}、決め手は{lclBy}。',
    ko: 'LCL은 부피와 중량 중 큰 쪽으로 청구(W/M: 1 운임톤(rt) = 1 m3 또는 {lclRatio}): 부피 {totalVolume}, 중량 {totalGrossWeight} ÷ {lclRatio} = {weightTonnes}, 따라서 {measured}, 결정 요인은 {lclBy}.',
  },
  'cbm.lcl_minimum': {
    'zh-CN': '最低计费 {lclMinimum}：按 {measured} 与最低计费取大者，计费 {lclChargeable}。',
    en: 'With a minimum of {lclMinimum}, the greater of {measured} and the minimum is billed: {lclChargeable}.',
    ja: '最低請求量 {lclMinimum}：{measured} と最低請求量の大きい方、{lclChargeable} を請求。',
    ko: '최저 청구량 {lclMinimum}: {measured}와 최저 청구량 중 큰 쪽인 {lclChargeable}를 청구합니다.',
  },
  'cbm.air': {
    'zh-CN':
      '空运体积重 = {volume} ÷ {divisor} = {volumetric}，与毛重 {grossWeight} 取大者：{chargeable}，由{by}决定。',
    en: 'Air volumetric weight = {volume} ÷ {divisor} = {volumetric}; the greater of it and {grossWeight} gross is {chargeable}, decided by {by}.',
    ja: '航空の容積重量 = {volume} ÷ {divisor} = {volumetric} で、総重量 {grossWeight} との大きい方の {chargeable} が課金重量、決め手は{by}。',
    ko: '항공 부피 중량 = {volume} ÷ {divisor} = {volumetric}이며, 이것과 총중량 {grossWeight} 중 큰 쪽은 {chargeable}, 결정 요인은 {by}입니다.',
  },
  'cbm.express': {
    'zh-CN':
      '快递体积重 = {volume} ÷ {divisor} = {volumetric}，与毛重 {grossWeight} 取大者：{chargeable}，由{by}决定。',
    en: 'Express volumetric weight = {volume} ÷ {divisor} = {volumetric}; the greater of it and {grossWeight} gross is {chargeable}, decided by {by}.',
    ja: '国際宅配便の容積重量 = {volume} ÷ {divisor} = {volumetric} で、総重量 {grossWeight} との大きい方の {chargeable} が課金重量、決め手は{by}。',
    ko: '특송 부피 중량 = {volume} ÷ {divisor} = {volumetric}이며, 이것과 총중량 {grossWeight} 중 큰 쪽은 {chargeable}, 결정 요인은 {by}입니다.',
  },
  'cbm.billed_exact': {
    'zh-CN': '{mode}计费重不取整：{billed}。',
    en: 'Billed for {mode} as computed, without rounding: {billed}.',
    ja: '{mode}の請求重量は切り上げなしで {billed}。',
    ko: '{mode} 청구 중량은 올림 없이 {billed}입니다.',
  },
  'cbm.billed_half': {
    'zh-CN': '若承运人按 0.5 向上进位，{mode}计费重量为 {billed}。',
    en: 'A carrier rounding up to the next half bills {mode} at {billed}.',
    ja: '次の 0.5 単位に切り上げる運送会社では、{mode}の請求重量は {billed} になります。',
    ko: '다음 0.5 단위로 올림하는 운송사의 {mode} 청구 중량은 {billed}입니다.',
  },
  'cbm.billed_whole': {
    'zh-CN': '若承运人向上取整到整数，{mode}计费重量为 {billed}。',
    en: 'A carrier rounding up to the next whole unit bills {mode} at {billed}.',
    ja: '次の整数に切り上げる運送会社では、{mode}の請求重量は {billed} になります。',
    ko: '다음 정수 단위로 올림하는 운송사의 {mode} 청구 중량은 {billed}입니다.',
  },
  'cbm.no_divisor': {
    'zh-CN': '没有以 {divisorUnit} 计的{mode}除数（数据集中未公布），请给出除数，故不计算该项。',
    en: 'No {mode} divisor in {divisorUnit} is published in the divisors dataset, so that mode is left out; give one to compute it.',
    ja: '{divisorUnit} の{mode}の除数は divisors データセットに公表がないため、この区分は計算しません。除数を指定すれば計算します。',
    ko: '{divisorUnit} 단위의 {mode} 제수는 divisors 데이터셋에 공표되지 않아 이 항목은 계산하지 않습니다. 제수를 주면 계산합니다.',
  },
  'cbm.more_than_20gp': {
    'zh-CN': '总体积 {totalVolume} 已超过一个 20GP 集装箱的 {gp20Volume}，可以用装箱计算器看看整箱怎么装。',
    en: 'The total of {totalVolume} is more than one 20GP container holds ({gp20Volume}); the container-load calculator shows how full containers would go.',
    ja: '合計 {totalVolume} は 20GP コンテナ 1 本の {gp20Volume} を超えているため、コンテナ積載計算でフルコンテナの積み方を確かめてください。',
    ko: '합계 {totalVolume}: 20GP 컨테이너 하나의 용량({gp20Volume})을 넘으므로 컨테이너 적재 계산기로 만재 적재 방법을 확인할 수 있습니다.',
  },
} as const satisfies Record<string, Texts>;
