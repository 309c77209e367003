/** container-load's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import { CARTON_TEXTS } from '../kit/carton-texts.js';
import type { InputTexts } from '../kit/input-texts.js';
import type { CONTAINER_LOAD_INPUTS } from './inputs.js';

export const CONTAINER_LOAD_INPUT_TEXTS: InputTexts<typeof CONTAINER_LOAD_INPUTS> = {
  length: CARTON_TEXTS.length,
  width: CARTON_TEXTS.width,
  height: { 'zh-CN': '单箱外部高度（即朝上的一边），单位为 lengthUnit。', ja: '1箱の外寸の高さ（上を向く辺、単位は lengthUnit）。', ko: '한 상자의 외부 높이(위를 향하는 변, 단위: lengthUnit).' },
  grossWeight: CARTON_TEXTS.grossWeight,
  lengthUnit: { 'zh-CN': '纸箱尺寸的单位。', ja: 'カートン寸法の単位。', ko: '카톤 치수의 단위.' },
  weightUnit: { 'zh-CN': '毛重的单位。', ja: '総重量の単位。', ko: '총중량의 단위.' },
  containerType: { 'zh-CN': '一种集装箱箱型，或全部四种。', ja: 'コンテナの種類を1つ、または4種類すべて。', ko: '컨테이너 종류 하나 또는 네 종류 전부.' },
  quantity: {
    'zh-CN': '要装运的箱数：据此给出 containers 和 lastContainer。',
    ja: '出荷するカートン数：これで containers と lastContainer を求めます。',
    ko: '선적할 상자 수: 이것으로 containers와 lastContainer를 구합니다.',
  },
  maxLayers: { 'zh-CN': '最多堆叠的层数。', ja: '積み重ねるカートンの最大段数。', ko: '쌓을 수 있는 최대 단수.' },
  maxPayload: {
    'zh-CN': '低于集装箱限重的载重上限（例如公路限重），以 weightUnit 计：取两者较低者，受其限制时 limit 会说明。',
    ja: 'コンテナより低い積載上限（道路の重量制限など、weightUnit 単位）。低い方を使い、それで制約されるときは limit が示します。',
    ko: '컨테이너보다 낮은 적재 한도(도로 중량 제한 등, weightUnit 단위): 둘 중 낮은 쪽을 쓰며, 그것이 제약이면 limit가 알려 줍니다.',
  },
  fill: {
    'zh-CN': '用换向摆放的纸箱填满主体码放后剩余的空间。',
    ja: '主ブロックの残りの空間を、向きを変えたカートンで埋めます。',
    ko: '주 블록이 남긴 공간을 방향을 바꾼 상자로 채웁니다.',
  },
  upright: { 'zh-CN': '每箱保持高度方向竖直（“此面向上”）。', ja: 'すべてのカートンの高さ方向を垂直に保ちます（「天地無用」）。', ko: '모든 상자의 높이 방향을 수직으로 유지합니다("이쪽 위로").' },
};
