/** The RMB central parity, as CFETS publishes it once each working day (docs/datasets.md, A version on disk). */
import { join } from 'node:path';
import { DECIMAL_STRING, object } from '../../core/json-schema.js';
import type { DatasetModule, LicenceTexts } from '../dataset-module.js';
import { CURRENCY, DAY } from '../row-cells.js';
import { parityDue } from './calendar.js';

/** Its underlying licence, in the four languages. */
const LICENCES = {
  'license.underlying.cfets': {
    'zh-CN': '中国外汇交易中心数据，转载条款尚待确认：以中国外汇交易中心和中国人民银行的发布为准。',
    en: 'Data of CFETS, whose reuse terms are still being confirmed; the CFETS and PBoC publications prevail.',
    ja: 'CFETS のデータで、再利用条件は確認中です。CFETS と中国人民銀行の公表が優先します。',
    ko: 'CFETS 데이터이며 재사용 조건은 확인 중입니다. CFETS와 중국인민은행 발표가 우선합니다.',
  },
} as const satisfies LicenceTexts;

export const centralParity: DatasetModule<'central-parity', typeof LICENCES> = {
  id: 'central-parity',
  names: {
    'zh-CN': '人民币汇率中间价',
    en: 'RMB central parity rates',
    ja: '人民元の対外為替基準値',
    ko: '위안화 기준환율',
  },
  publisher: {
    'zh-CN': '中国外汇交易中心（中国人民银行授权公布）',
    en: 'China Foreign Exchange Trade System (CFETS), authorised by the People’s Bank of China',
    ja: '中国外貨取引センター（CFETS、中国人民銀行の授権により公表）',
    ko: '중국외환거래센터(CFETS, 중국인민은행 수권 공표)',
  },
  source: {
    'zh-CN': '人民币汇率中间价：中国人民银行授权中国外汇交易中心公布',
    en: 'RMB central parity, published by CFETS as authorised by the People’s Bank of China',
    ja: '人民元為替レート基準値：中国人民銀行の授権により中国外貨取引センターが公表',
    ko: '위안화 기준환율: 중국인민은행 수권으로 중국외환거래센터 공표',
  },
  licenceTexts: LICENCES,
  licenses: ['license.underlying.cfets'],
  draft: true,
  originShown: false,
  shipped: true,
  rowSchema: object({
    id: { type: 'string', description: 'The pair as CFETS names it: USD/CNY, 100JPY/CNY, CNY/KRW.' },
    date: DAY,
    currency: CURRENCY,
    base: CURRENCY,
    quote: CURRENCY,
    per: { ...DECIMAL_STRING, description: 'per units of base = value units of quote.' },
    value: DECIMAL_STRING,
  }),
  importUsage: 'a CcprHisNew or ccpr.json answer (.json), a PBoC notice (.txt), or a folder of them',
  importer: async () => (await import('./importer.js')).centralParityImporter,
  fetching: {
    usage: '[--from YYYY-MM-DD --to YYYY-MM-DD]',
    fetcher: async () => (await import('./fetch.js')).centralParityFetcher,
  },
  publicationDue: parityDue,
  shippedImports: [
    ({ sources }) => ['central-parity', join(sources, 'central-parity', 'raw')],
    // The dated PBoC notices of sources/central-parity/notices.md, written out by ship-data; their fetch time is not known.
    ({ scratch }) => ['central-parity', join(scratch, 'notices')],
  ],
};
