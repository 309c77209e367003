/** Volumetric-weight divisors, each figure quoted from a public page (curated/divisors.csv). */
import { join } from 'node:path';
import { DECIMAL_STRING, STRING } from '../../core/json-schema.js';
import { QUOTED_FIGURES, curatedRow } from '../curated/curated.js';
import type { DatasetModule } from '../dataset-module.js';

export const divisors: DatasetModule<'divisors', typeof QUOTED_FIGURES> = {
  id: 'divisors',
  names: { 'zh-CN': '体积重除数', en: 'Volumetric weight divisors', ja: '容積重量の除数', ko: '부피중량 제수' },
  publisher: {
    'zh-CN': '印度机场管理局（IATA 规则）、DHL Express、货代行业',
    en: 'Airports Authority of India (IATA rule), DHL Express, freight-forwarding practice',
    ja: 'インド空港公団（IATA 規則）、DHL Express、フォワーディング業界',
    ko: '인도공항공사(IATA 규칙), DHL Express, 포워딩 업계',
  },
  source: {
    'zh-CN': '体积重换算系数：引自公开页面，每个数字注明出处',
    en: 'Volumetric-weight divisors, quoted figure by figure from public pages',
    ja: '容積重量換算係数：公開ページから数値ごとに出典付きで引用',
    ko: '부피 중량 환산 계수: 공개 페이지에서 수치별 출처와 함께 인용',
  },
  licenceTexts: QUOTED_FIGURES,
  licenses: ['license.underlying.quoted-figures'],
  draft: true,
  originShown: true,
  shipped: true,
  rowSchema: curatedRow({ cm3_per_kg: DECIMAL_STRING, in3_per_lb: DECIMAL_STRING }, { mode: STRING }),
  importUsage: 'the curated table curated/divisors.csv; --published YYYY-MM-DD (required)',
  importer: async () => (await import('../curated/importer.js')).curatedImporter('divisors'),
  shippedImports: [
    // The table gained DHL's published imperial divisor (139 in³ per lb) on this day.
    ({ root }) => ['divisors', join(root, 'curated', 'divisors.csv'), '--published', '2026-11-25'],
  ],
};
