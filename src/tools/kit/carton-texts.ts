/** The carton's size and weight inputs cbm, container-load and maitou share, in zh-CN, ja and ko (English in each declaration). */
import type { OtherLanguages } from './input-texts.js';
import { label } from './labels.js';

export const CARTON_TEXTS = {
  length: {
    'zh-CN': '单箱外部长度，单位为 lengthUnit。',
    ja: '1箱の外寸の長さ（単位は lengthUnit）。',
    ko: '한 상자의 외부 길이(단위: lengthUnit).',
  },
  width: {
    'zh-CN': '单箱外部宽度，单位为 lengthUnit。',
    ja: '1箱の外寸の幅（単位は lengthUnit）。',
    ko: '한 상자의 외부 너비(단위: lengthUnit).',
  },
  height: {
    'zh-CN': '单箱外部高度，单位为 lengthUnit。',
    ja: '1箱の外寸の高さ（単位は lengthUnit）。',
    ko: '한 상자의 외부 높이(단위: lengthUnit).',
  },
  grossWeight: {
    'zh-CN': '单箱毛重，单位为 weightUnit。',
    ja: '1箱の総重量（単位は weightUnit）。',
    ko: '한 상자의 총중량(단위: weightUnit).',
  },
} as const satisfies Record<string, OtherLanguages>;

/** The same inputs' labels (kit/labels.ts). */
export const CARTON_LABELS = {
  length: { label: label('长', 'Carton length', '長さ', '길이') },
  width: { label: label('宽', 'Carton width', '幅', '너비') },
  height: { label: label('高', 'Carton height', '高さ', '높이') },
  grossWeight: { label: label('单箱毛重', 'Gross weight per carton', '1箱の総重量', '상자당 총중량') },
} as const;
