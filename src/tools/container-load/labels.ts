/**
 * container-load's inputs, object fields, choices and outputs named for people in the four
 * languages (kit/labels.ts). The outputs are named at run time, a figure and a type
 * (perContainer20GP, spareLengthOwn): each is labelled here from the same OUTPUT_KINDS and
 * LOAD_TYPES, the figure's words with the type after them.
 */
import type { Texts } from '../../i18n/texts.js';
import { CARTON_LABELS } from '../kit/carton-texts.js';
import type { OutputSpec } from '../kit/input-spec.js';
import { type ToolLabels, label } from '../kit/labels.js';
import { OUTPUT_KINDS } from './compute.js';
import { LOAD_TYPES, type LoadType, suffixOf } from './containers.js';
import type { CONTAINER_LOAD_INPUTS } from './inputs.js';

/** Each type as it follows a figure's words: 每柜可装箱数（20GP）. */
const TYPE_NAMES: Readonly<Record<LoadType, Texts>> = {
  '20GP': label('20GP', '20GP', '20GP', '20GP'),
  '40GP': label('40GP', '40GP', '40GP', '40GP'),
  '40HQ': label('40HQ', '40HQ', '40HQ', '40HQ'),
  '45HQ': label('45HQ', '45HQ', '45HQ', '45HQ'),
  own: label('自备箱', 'own container', '自前のコンテナ', '지정 컨테이너'),
};

/** A figure's words, and what tells the millimetre and inch figures apart. */
interface KindLabel {
  readonly words: Texts;
  readonly unit?: Texts;
}

const MM = label('毫米', 'mm', 'mm', 'mm');
const INCHES = label('英寸', 'in', 'インチ', '인치');
const SPARE_LENGTH = label('剩余长度', 'Spare length', '残りの長さ', '남은 길이');
const SPARE_WIDTH = label('剩余宽度', 'Spare width', '残りの幅', '남은 너비');
const SPARE_HEIGHT = label('剩余高度', 'Spare height', '残りの高さ', '남은 높이');

const KIND_LABELS: Readonly<Record<string, KindLabel>> = {
  perContainer: {
    words: label('每柜可装箱数', 'Cartons per container', '1本あたりの積載箱数', '컨테이너당 적재 상자 수'),
  },
  grid: { words: label('单向码放箱数', 'Cartons in a plain grid', '一方向積みの箱数', '한 방향 적재 상자 수') },
  bound: {
    words: label(
      '装箱上限（任何装法都不超过）',
      'Loading bound (no loading holds more)',
      '積載上限（どう積んでも超えない）',
      '적재 상한(어떤 적재로도 넘지 않음)',
    ),
  },
  shortAtMost: {
    words: label(
      '最多比最优少（0 即已证明最优）',
      'At most short of the best (0: proven optimal)',
      '最適との差の上限（0 は最適と証明済み）',
      '최적과의 최대 차이(0이면 최적 증명)',
    ),
  },
  estimate: {
    words: label(
      '体积上限（容积 ÷ 单箱体积）',
      'Volume bound (volume ÷ carton volume)',
      '容積上限（容積 ÷ 1 箱の容積）',
      '부피 상한(용적 ÷ 상자 부피)',
    ),
  },
  containers: { words: label('所需柜数', 'Containers needed', '必要なコンテナ本数', '필요 컨테이너 수') },
  lastContainer: {
    words: label('末柜箱数', 'Cartons in the last container', '最後の1本の箱数', '마지막 컨테이너 상자 수'),
  },
  rows: { words: label('长度方向行数', 'Rows lengthwise', '長さ方向の個数', '길이 방향 개수') },
  columns: { words: label('宽度方向列数', 'Columns across', '幅方向の個数', '너비 방향 개수') },
  layers: { words: label('层数', 'Layers', '段数', '적재 단수') },
  mainBlock: {
    words: label('主区箱数（行 × 列 × 层）', 'Cartons in the main block', 'メインブロックの箱数', '주 블록 상자 수'),
  },
  besideMain: {
    words: label('主区外另装箱数', 'Cartons beside the main block', 'メインブロック外の箱数', '주 블록 밖 상자 수'),
  },
  mix: { words: label('组合中的柜数', 'Containers in the mix', '組み合わせの本数', '조합 컨테이너 수') },
  along: { words: label('长度方向的箱边', 'Carton side lengthwise', '長さ方向の箱の辺', '길이 방향 상자 변') },
  across: { words: label('宽度方向的箱边', 'Carton side across', '幅方向の箱の辺', '너비 방향 상자 변') },
  up: { words: label('朝上的箱边', 'Carton side up', '上を向く箱の辺', '위를 향한 상자 변') },
  volumeUse: { words: label('容积利用率', 'Volume used', '容積使用率', '용적 사용률') },
  weightUse: { words: label('载重利用率', 'Payload used', '積載重量の使用率', '적재 중량 사용률') },
  limit: { words: label('限制因素', 'Limited by', '制約要因', '제약 요인') },
  rank: { words: label('排名', 'Ranking', '順位', '순위') },
  spareLength: { words: SPARE_LENGTH, unit: MM },
  spareWidth: { words: SPARE_WIDTH, unit: MM },
  spareHeight: { words: SPARE_HEIGHT, unit: MM },
  spareLengthIn: { words: SPARE_LENGTH, unit: INCHES },
  spareWidthIn: { words: SPARE_WIDTH, unit: INCHES },
  spareHeightIn: { words: SPARE_HEIGHT, unit: INCHES },
};

/** 每柜可装箱数（20GP）, Spare length (40HQ, in), 残りの長さ（自前のコンテナ、mm）. */
function typed(kind: KindLabel, type: LoadType): Texts {
  const { words, unit } = kind;
  const name = TYPE_NAMES[type];
  return {
    'zh-CN': `${words['zh-CN']}（${name['zh-CN']}${unit ? `，${unit['zh-CN']}` : ''}）`,
    en: `${words.en} (${name.en}${unit ? `, ${unit.en}` : ''})`,
    ja: `${words.ja}（${name.ja}${unit ? `、${unit.ja}` : ''}）`,
    ko: `${words.ko}(${name.ko}${unit ? `, ${unit.ko}` : ''})`,
  };
}

/** Every output the definition declares: each figure of OUTPUT_KINDS for each of LOAD_TYPES. */
function outputLabels(): Record<string, Texts> {
  const labels: Record<string, Texts> = {};
  for (const name of Object.keys(OUTPUT_KINDS)) {
    const kind = KIND_LABELS[name];
    if (kind === undefined) throw new Error(`container-load: no label for the output ${name}`);
    for (const type of LOAD_TYPES) labels[`${name}${suffixOf(type)}`] = typed(kind, type);
  }
  return labels;
}

export const CONTAINER_LOAD_LABELS: ToolLabels<typeof CONTAINER_LOAD_INPUTS, readonly OutputSpec[]> = {
  inputs: {
    ...CARTON_LABELS,
    lengthUnit: { label: label('尺寸单位', 'Size unit', '寸法の単位', '치수 단위') },
    weightUnit: { label: label('重量单位', 'Weight unit', '重量の単位', '중량 단위') },
    containerType: {
      label: label('集装箱箱型', 'Container type', 'コンテナの種類', '컨테이너 종류'),
      choices: {
        all: label('全部四种箱型', 'All four types', '4種類すべて', '네 종류 전부'),
        '20GP': label('20 尺普柜 (20GP)', "20' standard (20GP)", '20フィート ドライ (20GP)', '20피트 일반 (20GP)'),
        '40GP': label('40 尺普柜 (40GP)', "40' standard (40GP)", '40フィート ドライ (40GP)', '40피트 일반 (40GP)'),
        '40HQ': label(
          '40 尺高柜 (40HQ)',
          "40' high cube (40HQ)",
          '40フィート ハイキューブ (40HQ)',
          '40피트 하이큐브 (40HQ)',
        ),
        '45HQ': label(
          '45 尺高柜 (45HQ)',
          "45' high cube (45HQ)",
          '45フィート ハイキューブ (45HQ)',
          '45피트 하이큐브 (45HQ)',
        ),
      },
    },
    quantity: { label: label('出货箱数', 'Cartons to ship', '出荷箱数', '선적 상자 수') },
    maxLayers: { label: label('最多层数', 'Maximum layers', '最大段数', '최대 적재 단수') },
    maxPayload: { label: label('限重', 'Payload limit', '積載重量の上限', '적재 중량 한도') },
    ownContainer: {
      label: label('自备箱', 'Own container', '自前のコンテナ', '지정 컨테이너'),
      fields: {
        length: { label: label('内长', 'Inside length', '内寸の長さ', '내부 길이') },
        width: { label: label('内宽', 'Inside width', '内寸の幅', '내부 너비') },
        height: { label: label('内高', 'Inside height', '内寸の高さ', '내부 높이') },
        unit: { label: label('尺寸单位', 'Size unit', '寸法の単位', '치수 단위') },
        doorWidth: { label: label('箱门宽度', 'Door width', '扉の開口幅', '문 너비') },
        doorHeight: { label: label('箱门高度', 'Door height', '扉の開口高さ', '문 높이') },
        payload: { label: label('最大载重', 'Maximum payload', '最大積載重量', '최대 적재 중량') },
      },
    },
    effectiveShare: {
      label: label('有效容积比例', 'Usable share of volume', '有効容積の割合', '유효 용적 비율'),
    },
    fill: { label: label('填满剩余空间', 'Fill the space left', '残りの空間を埋める', '남은 공간 채우기') },
    upright: {
      label: label('朝上放置（不可倒置）', 'Keep upright', '天地無用', '이쪽 위로(뒤집기 금지)'),
    },
  },
  outputs: {
    ...outputLabels(),
    best: label('推荐箱型', 'Best container type', '最適なコンテナ', '최적 컨테이너'),
  },
};
