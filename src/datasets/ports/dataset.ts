/** The port list, merged from the World Port Index, UN/LOCODE, sea-ports, i18n-iso-countries and the curated port names (docs/datasets/ports.md). */
import { join } from 'node:path';
import { DECIMAL_STRING, STRING, object } from '../../core/json-schema.js';
import type { DatasetModule, LicenceTexts } from '../dataset-module.js';
import { BY_LANGUAGE, TEXTS } from '../row-cells.js';

/** Its underlying licence, in the four languages. */
const LICENCES = {
  'license.underlying.ports-mixed': {
    'zh-CN':
      '各来源条款不同：世界港口索引为美国政府作品，UN/LOCODE 为公共领域，sea-ports 与 i18n-iso-countries 为 MIT 许可，港口中文、日文、韩文名称引自所注来源；来自 Wikidata 的名称以 CC0 发布，每个名称注明其 Wikidata 条目编号。',
    en: 'Terms differ by source: the World Port Index is a US Government work, UN/LOCODE is public domain, sea-ports and i18n-iso-countries are MIT-licensed, and the zh/ja/ko port names are quoted from the sources named; names from Wikidata are CC0, each with its Wikidata item id.',
    ja: '出典ごとに条件が異なります。World Port Index は米国政府の著作物、UN/LOCODE はパブリックドメイン、sea-ports と i18n-iso-countries は MIT ライセンス、中日韓の港名は記載の出典からの引用で、Wikidata 由来の名称は CC0 で、それぞれ Wikidata の項目 ID を付けています。',
    ko: '출처마다 조건이 다릅니다. World Port Index는 미국 정부 저작물, UN/LOCODE는 퍼블릭 도메인, sea-ports와 i18n-iso-countries는 MIT 라이선스이며, 중일한 항만명은 표기된 출처에서 인용했고, Wikidata에서 온 이름은 CC0이며 각각 Wikidata 항목 ID를 붙였습니다.',
  },
} as const satisfies LicenceTexts;

export const ports: DatasetModule<'ports', typeof LICENCES> = {
  id: 'ports',
  names: { 'zh-CN': '港口', en: 'Ports', ja: '港湾', ko: '항구' },
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
  licenceTexts: LICENCES,
  licenses: ['license.underlying.ports-mixed'],
  draft: true,
  originShown: true,
  shipped: true,
  rowSchema: object(
    {
      id: STRING,
      code: { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$', description: 'UN/LOCODE.' },
      codes: TEXTS,
      name: { ...BY_LANGUAGE, required: ['en'] },
      country: { type: 'string', pattern: '^[A-Z]{2}$' },
      country_name: BY_LANGUAGE,
      region: STRING,
      province: STRING,
      latitude: DECIMAL_STRING,
      longitude: DECIMAL_STRING,
      coordinates_source: { type: 'string', enum: ['wpi', 'sea-ports'] },
      search: object({ zh: TEXTS, pinyin: TEXTS, en: TEXTS }),
      sources: { type: 'array', items: { type: 'string', enum: ['wpi', 'sea-ports', 'port-names', 'wikidata'] } },
      name_source: STRING,
      name_sources: {
        ...BY_LANGUAGE,
        description:
          'Where each name comes from: port-names (the curated table) or wikidata:Q… (the item; for Chinese, its label).',
      },
    },
    ['id', 'code', 'codes', 'name', 'country', 'country_name', 'search', 'sources'],
  ),
  importUsage:
    'a folder laid out like sources/ports/ (world-port-index/UpdatedPub150.csv, sea-ports/ports.json, un-locode/country-codes.csv, i18n-iso-countries/{en,zh,ja,ko}.json, port-names.csv, and wikidata/port-labels.json where fetched); --published YYYY-MM-DD (required)',
  importer: async () => (await import('./importer.js')).portsImporter,
  fetching: {
    usage: '[--sources <ports folder>] --published YYYY-MM-DD (adds names from Wikidata, WIKIDATA_SPARQL_URL)',
    fetcher: async () => (await import('./fetch.js')).portsFetcher,
  },
  shippedImports: [
    // The sources share no publication day: the version is named after the newest, the UN/LOCODE tables as of 2026-07-27 (SOURCES.md §3.3).
    ({ sources }) => ['ports', join(sources, 'ports'), '--published', '2026-07-27'],
  ],
};
