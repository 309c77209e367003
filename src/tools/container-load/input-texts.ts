/** container-load's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import { CARTON_TEXTS } from '../kit/carton-texts.js';
import type { InputTexts } from '../kit/input-texts.js';
import type { CONTAINER_LOAD_INPUTS } from './inputs.js';

export const CONTAINER_LOAD_INPUT_TEXTS: InputTexts<typeof CONTAINER_LOAD_INPUTS> = {
  length: CARTON_TEXTS.length,
  width: CARTON_TEXTS.width,
  height: {
    'zh-CN': '单箱外部高度（即朝上的一边），单位为 lengthUnit。',
    ja: '1箱の外寸の高さ（上を向く辺、単位は lengthUnit）。',
    ko: '한 상자의 외부 높이(위를 향하는 변, 단위: lengthUnit).',
  },
  grossWeight: CARTON_TEXTS.grossWeight,
  lengthUnit: { 'zh-CN': '纸箱尺寸的单位。', ja: 'カートン寸法の単位。', ko: '카톤 치수의 단위.' },
  weightUnit: { 'zh-CN': '毛重的单位。', ja: '総重量の単位。', ko: '총중량의 단위.' },
  containerType: {
    'zh-CN': '一种集装箱箱型，或全部四种。',
    ja: 'コンテナの種類を1つ、または4種類すべて。',
    ko: '컨테이너 종류 하나 또는 네 종류 전부.',
  },
  quantity: {
    'zh-CN': '要装运的箱数：据此给出所需柜数和末柜箱数。',
    ja: '出荷するカートン数：これで必要なコンテナ本数と最後の 1 本の箱数を求めます。',
    ko: '선적할 상자 수: 이것으로 필요한 컨테이너 수와 마지막 컨테이너의 상자 수를 구합니다.',
  },
  maxLayers: { 'zh-CN': '最多堆叠的层数。', ja: '積み重ねるカートンの最大段数。', ko: '쌓을 수 있는 최대 단수.' },
  maxPayload: {
    'zh-CN':
      '低于集装箱限重的载重上限（例如公路限重），以 weightUnit 计：取两者较低者，受其限制时由限制因素（limit{Type}）说明。',
    ja: 'コンテナより低い積載上限（道路の重量制限など、weightUnit 単位）。低い方を使い、それで制約されるときは制約要因（limit{Type}）が示します。',
    ko: '컨테이너보다 낮은 적재 한도(도로 중량 제한 등, weightUnit 단위): 둘 중 낮은 쪽을 쓰며, 그것이 제약이면 제약 요인(limit{Type})이 알려 줍니다.',
  },
  ownContainer: {
    'zh-CN': '自定义的集装箱或货车车厢，与所选箱型一起计算（输出以 Own 结尾）：内部尺寸、箱门和载重。',
    ja: '自前のコンテナまたはトラックの荷台。選んだ種類と並べて計算します（出力の末尾は Own）：内寸、扉、積載重量。',
    ko: '직접 지정하는 컨테이너나 트럭 적재함. 선택한 종류와 함께 계산합니다(출력 이름 끝은 Own): 내부 치수, 문, 적재 중량.',
    fields: {
      length: {
        'zh-CN': '内部长度，单位为 unit；无论何种单位都不超过 100 米。',
        ja: '内寸の長さ（単位は unit）。どの単位でも 100 m 以下。',
        ko: '내부 길이(단위: unit). 어느 단위든 100 m 이하.',
      },
      width: {
        'zh-CN': '内部宽度，单位为 unit；无论何种单位都不超过 100 米。',
        ja: '内寸の幅（単位は unit）。どの単位でも 100 m 以下。',
        ko: '내부 너비(단위: unit). 어느 단위든 100 m 이하.',
      },
      height: {
        'zh-CN': '内部高度，单位为 unit；无论何种单位都不超过 100 米。',
        ja: '内寸の高さ（単位は unit）。どの単位でも 100 m 以下。',
        ko: '내부 높이(단위: unit). 어느 단위든 100 m 이하.',
      },
      unit: { 'zh-CN': '内部尺寸和箱门尺寸的单位。', ja: '内寸と扉の寸法の単位。', ko: '내부 치수와 문 치수의 단위.' },
      doorWidth: {
        'zh-CN': '箱门开口宽度，单位为 unit；不填则等于内部宽度。',
        ja: '扉の開口幅（単位は unit）。省略すると内寸の幅。',
        ko: '문 개구부 너비(단위: unit). 생략하면 내부 너비.',
      },
      doorHeight: {
        'zh-CN': '箱门开口高度，单位为 unit；不填则等于内部高度。',
        ja: '扉の開口高さ（単位は unit）。省略すると内寸の高さ。',
        ko: '문 개구부 높이(단위: unit). 생략하면 내부 높이.',
      },
      payload: {
        'zh-CN': '最大载重，以 weightUnit 计；不填则不检查重量。',
        ja: '最大積載重量（weightUnit 単位）。省略すると重量は確認しません。',
        ko: '최대 적재 중량(weightUnit 단위). 생략하면 중량을 확인하지 않습니다.',
      },
    },
  },
  effectiveShare: {
    'zh-CN': '体积上限（容积 ÷ 单箱体积）（estimate{Type}）中计为可用的内部容积比例；1 表示取全部内部容积。',
    ja: '容積上限（容積 ÷ 1 箱の容積）（estimate{Type}）で使える容積とみなす内容積の割合。1 は内容積すべて。',
    ko: '부피 상한(용적 ÷ 상자 부피)(estimate{Type})에서 쓸 수 있는 것으로 보는 내부 용적의 비율. 1은 내부 용적 전체.',
  },
  fill: {
    'zh-CN': '用换向摆放的纸箱填满主体码放后剩余的空间。',
    ja: '主ブロックの残りの空間を、向きを変えたカートンで埋めます。',
    ko: '주 블록이 남긴 공간을 방향을 바꾼 상자로 채웁니다.',
  },
  upright: {
    'zh-CN': '每箱保持高度方向竖直（“此面向上”）。',
    ja: 'すべてのカートンの高さ方向を垂直に保ちます（「天地無用」）。',
    ko: '모든 상자의 높이 방향을 수직으로 유지합니다("이쪽 위로").',
  },
};
