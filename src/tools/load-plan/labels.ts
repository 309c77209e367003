/** load-plan's inputs, row fields, choices and outputs named for people in the four languages (kit/labels.ts). */
import { CONTAINER_LOAD_LABELS } from '../container-load/labels.js';
import { CARTON_LABELS } from '../kit/carton-texts.js';
import { type ToolLabels, label } from '../kit/labels.js';
import type { LOAD_PLAN_INPUTS } from './inputs.js';
import type { LOAD_PLAN_OUTPUTS } from './outputs.js';

const TYPES = CONTAINER_LOAD_LABELS.inputs.containerType.choices;
const [HEIGHT, WIDTH, LENGTH] = [
  label('高', 'height', '高さ', '높이'),
  label('宽', 'width', '幅', '너비'),
  label('长', 'length', '長さ', '길이'),
];
/** A set of sides named as a list: 高、宽 / height or width. */
const either = (...sides: (typeof HEIGHT)[]) =>
  label(
    sides.map((side) => side['zh-CN']).join('、'),
    sides.map((side) => side.en).join(' or '),
    sides.map((side) => side.ja).join('・'),
    sides.map((side) => side.ko).join('·'),
  );

export const LOAD_PLAN_LABELS: ToolLabels<typeof LOAD_PLAN_INPUTS, typeof LOAD_PLAN_OUTPUTS> = {
  inputs: {
    cartons: {
      label: label('纸箱明细', 'Carton list', 'カートン明細', '카톤 내역'),
      fields: {
        ...CARTON_LABELS,
        quantity: { label: label('箱数', 'Number of cartons', '箱数', '상자 수') },
        name: { label: label('品名', 'Goods', '品名', '품명') },
        upright: { label: label('此面向上', 'This side up', '天地無用', '이쪽 위로') },
        verticalSides: {
          label: label('可竖直的边', 'Sides that may stand up', '縦にしてよい辺', '세워도 되는 변'),
          choices: {
            height: HEIGHT,
            width: WIDTH,
            length: LENGTH,
            'height,width': either(HEIGHT, WIDTH),
            'height,length': either(HEIGHT, LENGTH),
            'width,length': either(WIDTH, LENGTH),
            'height,width,length': label('任意', 'any', 'どれでも', '아무 변이나'),
          },
        },
        maxLayers: { label: label('最多层数', 'Maximum layers', '最大段数', '최대 적재 단수') },
        bottomOnly: { label: label('只放底层', 'Floor only', '床置きのみ', '바닥에만') },
        topOnly: { label: label('只放顶层', 'Top only', '最上段のみ', '맨 위에만') },
      },
    },
    lengthUnit: { label: label('尺寸单位', 'Size unit', '寸法の単位', '치수 단위') },
    weightUnit: { label: label('重量单位', 'Weight unit', '重量の単位', '중량 단위') },
    containerType: {
      label: label('集装箱箱型', 'Container type', 'コンテナの種類', '컨테이너 종류'),
      choices: {
        auto: label('自动选择（可混用）', 'Chosen for you (mixed)', '自動選択（混在可）', '자동 선택(혼용 가능)'),
        '20GP': TYPES['20GP'],
        '40GP': TYPES['40GP'],
        '40HQ': TYPES['40HQ'],
        '45HQ': TYPES['45HQ'],
      },
    },
    ownContainer: CONTAINER_LOAD_LABELS.inputs.ownContainer,
    maxContainers: { label: label('最多柜数', 'Most containers', '最大本数', '최대 대수') },
  },
  outputs: {
    containers: label('集装箱数', 'Containers used', 'コンテナ本数', '컨테이너 수'),
    containers20GP: label('20GP 数', '20GP containers', '20GP の本数', '20GP 수'),
    containers40GP: label('40GP 数', '40GP containers', '40GP の本数', '40GP 수'),
    containers40HQ: label('40HQ 数', '40HQ containers', '40HQ の本数', '40HQ 수'),
    containers45HQ: label('45HQ 数', '45HQ containers', '45HQ の本数', '45HQ 수'),
    containersOwn: label('自备箱数', 'Own containers', '自前のコンテナの本数', '지정 컨테이너 수'),
    placed: label('已装箱数', 'Cartons placed', '積んだ箱数', '실은 상자 수'),
    unplaced: label('未装箱数', 'Cartons left over', '残った箱数', '남은 상자 수'),
    volumeUse: label('容积利用率', 'Volume used', '容積の利用率', '용적 이용률'),
    weightUse: label('载重利用率', 'Payload used', '積載重量の利用率', '적재 중량 이용률'),
    bound: label('最少柜数下限', 'Fewest containers possible', '最少本数の下限', '최소 대수 하한'),
    provenFewest: label('已证明最少', 'Proven the fewest', '最少と証明済み', '최소임이 증명됨'),
    volumeUseBound: label('容积利用率上限', 'Most volume possible', '容積利用率の上限', '용적 이용률 상한'),
  },
};
