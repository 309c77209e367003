/**
 * What the service says about each dataset whatever the version: who publishes it, the
 * credit line, the licence copy keys, and whether the publisher's terms let us show where
 * the rows came from. Copied into each version's manifest at import, so a version keeps
 * the credits it was published with.
 */
import type { CopyKey, Texts } from '../i18n/catalogue.js';
import type { DatasetId } from './model.js';

export interface DatasetDescriptor {
  id: DatasetId;
  publisher: Texts;
  /** The credit line callers quote (provenance.datasets[].source). */
  source: Texts;
  licenses: readonly CopyKey[];
  /** True until the reuse terms of the underlying data are confirmed. */
  draft: boolean;
  /** Whether the origin (file or page) may be shown; false gives `origin: null`. */
  originShown: boolean;
  /**
   * Shipped with the service, so the service is not ready without a version of it; false for a
   * dataset its users import themselves (the refund library cannot be downloaded everywhere).
   */
  shipped: boolean;
}

export const DESCRIPTORS: Readonly<Record<DatasetId, DatasetDescriptor>> = {
  'central-parity': {
    id: 'central-parity',
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
    licenses: ['license.underlying.cfets'],
    draft: true,
    originShown: false,
    shipped: true,
  },
  'refund-rates': {
    id: 'refund-rates',
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
    licenses: ['license.underlying.sta'],
    draft: true,
    originShown: true,
    shipped: false,
  },
  ports: {
    id: 'ports',
    publisher: {
      'zh-CN': '美国国家地理空间情报局世界港口索引、联合国欧洲经济委员会 UN/LOCODE 等',
      en: 'NGA World Port Index, UNECE UN/LOCODE and others',
      ja: '米国家地球空間情報局 World Port Index、国連欧州経済委員会 UN/LOCODE ほか',
      ko: '미국 국가지리정보국 World Port Index, 유엔유럽경제위원회 UN/LOCODE 등',
    },
    source: {
      'zh-CN': '港口列表：合并世界港口索引（NGA Pub 150）、UN/LOCODE、sea-ports、i18n-iso-countries 与港口名称对照',
      en: 'Port list merged from the World Port Index (NGA Pub 150), UN/LOCODE, sea-ports, i18n-iso-countries and a port-name table',
      ja: '港湾一覧：World Port Index（NGA Pub 150）、UN/LOCODE、sea-ports、i18n-iso-countries と港名対照表を統合',
      ko: '항만 목록: World Port Index(NGA Pub 150), UN/LOCODE, sea-ports, i18n-iso-countries 및 항만명 대조표 통합',
    },
    licenses: ['license.underlying.ports-mixed'],
    draft: true,
    originShown: true,
    shipped: true,
  },
  containers: {
    id: 'containers',
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
    licenses: ['license.underlying.quoted-figures'],
    draft: true,
    originShown: true,
    shipped: true,
  },
  divisors: {
    id: 'divisors',
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
    licenses: ['license.underlying.quoted-figures'],
    draft: true,
    originShown: true,
    shipped: true,
  },
};
