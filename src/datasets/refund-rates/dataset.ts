/** The export refund rate library of the State Taxation Administration (docs/datasets.md, A version on disk; docs/refund-rate.md, A period): imported by its users, never shipped. */
import { DECIMAL_STRING, STRING, nullable } from '../../core/json-schema.js';
import type { DatasetModule, LicenceTexts } from '../dataset-module.js';
import { ANY_CELL, DAY } from '../row-cells.js';

/** Its underlying licence, in the four languages. */
const LICENCES = {
  'license.underlying.sta': {
    'zh-CN': '国家税务总局公开发布的出口退税率文库，以税务机关的发布为准。',
    en: 'The export refund rate library as published by the State Taxation Administration; the tax authority’s publication prevails.',
    ja: '国家税務総局が公開した輸出還付率ライブラリです。税務機関の公表が優先します。',
    ko: '국가세무총국이 공개한 수출 환급률 문고이며, 세무 기관의 발표가 우선합니다.',
  },
} as const satisfies LicenceTexts;

export const refundRates: DatasetModule<'refund-rates', typeof LICENCES> = {
  id: 'refund-rates',
  names: {
    'zh-CN': '出口退税率文库',
    en: 'Export VAT refund rate library',
    ja: '輸出増値税還付率ライブラリ',
    ko: '수출 증치세 환급률 문고',
  },
  publisher: {
    'zh-CN': '国家税务总局',
    en: 'State Taxation Administration of China',
    ja: '中国国家税務総局',
    ko: '중국 국가세무총국',
  },
  source: {
    'zh-CN': '出口退税率文库：国家税务总局发布',
    en: 'Export refund rate library, published by the State Taxation Administration',
    ja: '輸出還付率ライブラリ：国家税務総局が公表',
    ko: '수출 환급률 문고: 국가세무총국 발표',
  },
  licenceTexts: LICENCES,
  licenses: ['license.underlying.sta'],
  draft: true,
  originShown: true,
  shipped: false,
  rowSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', pattern: '^[0-9]+$' },
      name: STRING,
      short_name: STRING,
      unit: nullable(STRING),
      dwcode: nullable(STRING),
      tax: nullable(STRING),
      vat_rates: { type: 'array', items: DECIMAL_STRING, description: 'The levy rates of the code, percent.' },
      per_unit: nullable(STRING),
      ad_valorem: nullable(STRING),
      refund_rate: { ...DECIMAL_STRING, description: 'Percent, as published (13.00).' },
      from: DAY,
      to: { ...nullable(DAY), description: 'null: open (the publisher’s far-future end date).' },
      zhcmcode: nullable(STRING),
      bcflag: ANY_CELL,
      stdflag: ANY_CELL,
      dwflag: ANY_CELL,
      splb: nullable(STRING),
      tsflag: ANY_CELL,
      note: nullable(STRING),
    },
    required: ['code', 'vat_rates', 'refund_rate', 'from', 'to'],
    additionalProperties: ANY_CELL,
  },
  importUsage:
    'the STA export refund rate library: a folder, .zip or .rar holding cmcode.DBF, stdcm.dbf and STDCM.FPT; --published YYYY-MM-DD (required) --edition 2026B --notice-number … --notice-title … --notice-day YYYY-MM-DD --notice-url … --strict (refuse the library if any record would be left out)',
  importer: async () => (await import('./importer.js')).refundRatesImporter,
  fetching: {
    usage: '--published YYYY-MM-DD [--url URL] [--strict]',
    fetcher: async () => (await import('./fetch.js')).refundRatesFetcher,
  },
  shippedImports: [],
};
