/**
 * The calculators of measures (cbm, container-load, unit-convert): tool-level refusals, the
 * sentence of each step and warning (values are typed figures, written out by figure-text.ts),
 * and the names of the code figures they give.
 */
import type { Texts } from '../catalogue.js';

export const MEASURE_TOOL_COPY = {
  'tool.not_found': {
    'zh-CN': '没有这个工具，可用的工具见 /v1/tools。',
    en: 'There is no such tool; the tools are listed at /v1/tools.',
    ja: 'そのツールはありません。ツールの一覧は /v1/tools にあります。',
    ko: '그런 도구는 없습니다. 도구 목록은 /v1/tools에 있습니다.',
  },
  'tool.dataset_missing': {
    'zh-CN': '这个计算需要的数据集 {dataset} 还没有安装，请先导入。',
    en: 'The dataset {dataset} this calculation reads is not installed yet; import it first.',
    ja: 'この計算に必要なデータセット {dataset} がまだ導入されていません。先に取り込んでください。',
    ko: '이 계산에 필요한 데이터셋 {dataset}이 아직 설치되지 않았습니다. 먼저 가져오십시오.',
  },
  'tool.dataset_refused': {
    'zh-CN': '这个计算需要的数据集 {dataset} 没有可用版本：版本 {version} 在启动时未通过文件检查，已拒绝加载。',
    en: 'The dataset {dataset} this calculation reads has no usable version: version {version} failed the checks on its files at start-up.',
    ja: 'この計算に必要なデータセット {dataset} に使えるバージョンがありません。バージョン {version} は起動時にファイルの検査に通らず、拒否されました。',
    ko: '이 계산에 필요한 데이터셋 {dataset}에 쓸 수 있는 버전이 없습니다. 버전 {version}은 시작할 때 파일 검사를 통과하지 못해 거부되었습니다.',
  },
  'input.units_incompatible': {
    'zh-CN': '不能在 {from} 与 {to} 之间换算：两者不是同一种量。',
    en: 'The units {from} and {to} measure different things and cannot be converted.',
    ja: '{from} と {to} は別の量なので換算できません。',
    ko: '{from}와 {to}는 다른 양이라 환산할 수 없습니다.',
  },
  // Words filled into the sentences above, not sentences of their own.
  'code.volume': { 'zh-CN': '体积', en: 'volume', ja: '容積', ko: '부피' },
  'code.weight': { 'zh-CN': '重量', en: 'weight', ja: '重量', ko: '중량' },
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
  'container-load.type': {
    'zh-CN': '{type} 内部尺寸 {length} × {width} × {height}：每个集装箱可装 {perContainer} 箱，受{limit}限制。',
    en: 'Container {type}, inside {length} × {width} × {height}: {perContainer} cartons a container, bound by {limit}.',
    ja: '{type}（内寸 {length} × {width} × {height}）：1 本に {perContainer} 箱、制約は{limit}。',
    ko: '{type} 내부 {length} × {width} × {height}: 컨테이너당 {perContainer}상자, 제약은 {limit}.',
  },
  'container-load.best': {
    'zh-CN': '推荐箱型：{best}。',
    en: 'The best fit is the {best}.',
    ja: '最適なコンテナは {best} です。',
    ko: '가장 알맞은 컨테이너는 {best}입니다.',
  },
  'container-load.does_not_fit': {
    'zh-CN': '这个纸箱装不进 {type}（尺寸或箱门不够）。',
    en: 'This carton does not go into a {type}: the space or the door is too small.',
    ja: 'この箱は {type} に入りません（空間か扉が足りません）。',
    ko: '이 상자는 {type}에 들어가지 않습니다(공간이나 문이 부족합니다).',
  },
  'container-load.no_payload': {
    'zh-CN': '数据集中没有 {type} 的载重，只按空间计算，未检查重量。',
    en: 'The dataset has no payload for the {type}, so only space was counted and the weight was not checked.',
    ja: 'データセットに {type} の積載重量がないため、空間だけで数え、重量は確認していません。',
    ko: '데이터셋에 {type}의 적재 중량이 없어 공간만 계산했고 중량은 확인하지 않았습니다.',
  },
  'container-load.rounded_up': {
    'zh-CN': '纸箱尺寸按整毫米、重量按整克向上取整后计算，结果不会超装。',
    en: 'The carton size was rounded up to whole millimetres and its weight up to whole grams, so the result never overfills.',
    ja: '箱の寸法は整数ミリ、重量は整数グラムに切り上げて計算したため、積み過ぎになることはありません。',
    ko: '상자 치수는 정수 밀리미터로, 중량은 정수 그램으로 올려 계산했으므로 과적되지 않습니다.',
  },
  'code.space': { 'zh-CN': '空间', en: 'space', ja: '空間', ko: '공간' },
  'unit-convert.convert': {
    'zh-CN': '{value} 换算为 {result}。',
    en: 'Converted: {value} is {result}.',
    ja: '{value} は {result} です。',
    ko: '{value}는 {result}입니다.',
  },
  'unit-convert.rounded': {
    'zh-CN': '这个换算除不尽，结果按四舍五入保留 {places} 位小数。',
    en: 'This conversion does not come out exactly; the result is rounded half-up to {places} decimals.',
    ja: 'この換算は割り切れないため、結果は小数 {places} 桁に四捨五入しています。',
    ko: '이 환산은 나누어떨어지지 않아 결과를 소수 {places}자리로 반올림했습니다.',
  },
} as const satisfies Record<string, Texts>;
