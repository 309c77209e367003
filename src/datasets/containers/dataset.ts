/** Container inside dimensions, doors and payloads, each figure quoted from a carrier or industry page (curated/containers.csv). */
import { join } from 'node:path';
import { DECIMAL_STRING, STRING } from '../../core/json-schema.js';
import { CURATED_ON, QUOTED_FIGURES, curatedRow } from '../curated/curated.js';
import type { DatasetModule } from '../dataset-module.js';

export const containers: DatasetModule<'containers', typeof QUOTED_FIGURES> = {
  id: 'containers',
  names: { 'zh-CN': '集装箱规格', en: 'Container dimensions', ja: 'コンテナの寸法', ko: '컨테이너 규격' },
  publisher: {
    'zh-CN': '赫伯罗特（Hapag-Lloyd）、世界航运理事会',
    en: 'Hapag-Lloyd, World Shipping Council',
    ja: 'ハパックロイド（Hapag-Lloyd）、世界海運評議会',
    ko: '하파크로이트(Hapag-Lloyd), 세계해운협의회',
  },
  source: {
    'zh-CN': '集装箱尺寸与载重：引自承运人与行业机构公开页面，每个数字注明出处',
    en: 'Container dimensions and payloads, quoted figure by figure from carrier and industry pages',
    ja: 'コンテナ寸法と積載量：船社と業界団体の公開ページから数値ごとに出典付きで引用',
    ko: '컨테이너 치수와 적재량: 선사와 업계 단체 공개 페이지에서 수치별 출처와 함께 인용',
  },
  licenceTexts: QUOTED_FIGURES,
  licenses: ['license.underlying.quoted-figures'],
  draft: true,
  originShown: true,
  shipped: true,
  rowSchema: curatedRow(
    {
      length_mm: DECIMAL_STRING,
      width_mm: DECIMAL_STRING,
      height_mm: DECIMAL_STRING,
      door_width_mm: DECIMAL_STRING,
      door_height_mm: DECIMAL_STRING,
      payload_max_kg: DECIMAL_STRING,
      capacity_m3: DECIMAL_STRING,
    },
    { type: STRING },
  ),
  importUsage: 'the curated table curated/containers.csv; --published YYYY-MM-DD (required)',
  importer: async () => (await import('../curated/importer.js')).curatedImporter('containers'),
  shippedImports: [({ root }) => ['containers', join(root, 'curated', 'containers.csv'), '--published', CURATED_ON]],
};
