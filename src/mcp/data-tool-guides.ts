/**
 * What the MCP tools that are not calculators say of themselves, in the four languages: the
 * lookups, the parity, the datasets and the quote. Each has its title, what it does, when to use it
 * and which tool fits better otherwise, a worked example and its answer in one line, and its
 * arguments' descriptions in the languages but English (the English is the route's own).
 */
import type { Texts } from '../i18n/texts.js';
import { QUOTE_EXAMPLE } from '../quote/example.js';
import type { OtherLanguages } from '../tools/kit/input-texts.js';
import type { ToolGuide } from './calculator-guides.js';

interface DataToolGuide extends ToolGuide {
  title: Texts;
  example: Readonly<Record<string, unknown>>;
  /** Each argument's description in the languages but English, by name. */
  params: Readonly<Record<string, OtherLanguages>>;
}

const texts = (zh: string, ja: string, ko: string): OtherLanguages => ({ 'zh-CN': zh, ja, ko });

const EXPORT_DATE = texts(
  '报关单上的出口日期，YYYY-MM-DD。问“现在”时不填（按北京时间的今天），不要猜。',
  '輸出申告書の輸出日（YYYY-MM-DD）。「今」なら省略（北京時間の今日）。推測しないでください。',
  '수출신고서의 수출일(YYYY-MM-DD). "지금"이면 생략(베이징 시간 오늘). 추측하지 마십시오.',
);
const OFFSET = (zh: string, ja: string, ko: string) =>
  texts(`跳过的${zh}数，0 到 1000000000。`, `飛ばす${ja}の数、0〜1000000000。`, `건너뛸 ${ko} 수, 0~1000000000.`);

export const DATA_TOOL_GUIDES = {
  refund_rate_lookup: {
    title: {
      'zh-CN': '出口退税率查询',
      en: 'Export refund rate lookup',
      ja: '輸出還付率の照会',
      ko: '수출 환급률 조회',
    },
    does: {
      'zh-CN':
        '给出一个中国海关商品编码（HS，8 位或 10 位）在报关单出口日期适用的出口退税率和征税率，取自已安装的国家税务总局出口退税率文库。未列出的编码答“未找到”并给出前六位相同的已列编码，绝不编造税率。本服务不是官方渠道。',
      en: 'Gives the export VAT refund rate and levy rate of one Chinese customs (HS) code, 8 or 10 digits, in force on the declaration’s export date, from the installed State Taxation Administration library. A code it does not list is not found, with the listed codes sharing its first six digits; no rate is made up. Not an official channel.',
      ja: '中国の税関商品コード（HS、8 桁または 10 桁）1 件について、輸出申告書の輸出日に適用される輸出還付率と徴税率を、導入済みの国家税務総局のライブラリから返します。掲載のないコードは「見つからない」とし、先頭 6 桁が同じ掲載コードを示します。税率を作り出すことはありません。公式の窓口ではありません。',
      ko: '중국 세관 상품 코드(HS, 8자리 또는 10자리) 하나의 수출신고서 수출일에 적용되는 수출 환급률과 징수율을 설치된 국가세무총국 라이브러리에서 돌려줍니다. 등재되지 않은 코드는 "찾을 수 없음"과 앞 여섯 자리가 같은 등재 코드를 보여 주며, 세율을 지어내지 않습니다. 공식 창구가 아닙니다.',
    },
    when: {
      'zh-CN':
        '手上有完整编码时用；问“现在”就不填 export_date，不要猜。只有品名或编码的前几位时先用 `refund_rate_search`；要用税率算价格或退税用 `baojia` 或 `tuishui`。',
      en: 'Use it when you have a full code; for "now" leave export_date out, never guess it. With a product name or only the start of a code use `refund_rate_search` first; to price or refund with the rate use `baojia` or `tuishui`.',
      ja: '完全なコードがあるときに。「今」なら export_date を省き、推測しないでください。品名やコードの先頭だけなら先に `refund_rate_search`、税率で価格や還付を計算するなら `baojia` か `tuishui`。',
      ko: '완전한 코드가 있을 때. "지금"이면 export_date를 빼고 추측하지 마십시오. 품명이나 코드 앞자리뿐이면 먼저 `refund_rate_search`, 세율로 가격이나 환급을 계산하면 `baojia` 또는 `tuishui`.',
    },
    returns: {
      'zh-CN': 'found 为真时给出该日适用的退税率和征税率（百分数）及其起止日期和文库版本；未列出时给出最接近的编码。',
      en: 'found with the rates in force on the day (refund %, levy %), their dates and the library version; or, not listed, the nearest listed codes.',
      ja: 'found が真ならその日に適用される還付率と徴税率（%）、期間とライブラリのバージョン。掲載なしなら最も近い掲載コード。',
      ko: 'found가 참이면 그날 적용되는 환급률과 징수율(%), 기간과 라이브러리 버전. 미등재면 가장 가까운 등재 코드.',
    },
    example: { code: '8504319000' },
    params: {
      code: texts(
        '海关商品编码（HS），8 位或 10 位；点和空格可以有，会被去掉。',
        '税関商品コード（HS）、8 桁または 10 桁。点や空白は受け付けて取り除きます。',
        '세관 상품 코드(HS), 8자리 또는 10자리. 점과 공백은 받아서 지웁니다.',
      ),
      export_date: EXPORT_DATE,
    },
  },
  refund_rate_search: {
    title: {
      'zh-CN': '按品名查退税率',
      en: 'Refund rate search by product',
      ja: '品名で還付率を検索',
      ko: '품명으로 환급률 검색',
    },
    does: {
      'zh-CN':
        '在已安装的出口退税率文库中按品名（中文，简体或繁体，空格分开的词须都出现）、拼音（baowenbei、bwb）或编码开头（8516.71）查找海关商品编码，每个编码附出口日期适用的退税率。名称只有文库的中文名：英文品名先译成中文。',
      en: 'Finds Chinese customs (HS) codes in the installed refund library by product name (Chinese words, Simplified or Traditional, all of them appearing), pinyin (baowenbei, bwb) or the start of a code (8516.71), each with its refund rate on the export date. The names are the library’s Chinese names: translate an English name first.',
      ja: '導入済みの還付率ライブラリで、品名（中国語、簡体字・繁体字、空白で区切った語はすべて含む）、ピンイン（baowenbei、bwb）、コードの先頭（8516.71）から中国の税関商品コード（HS）を探し、各コードの輸出日の還付率を付けます。品名はライブラリの中国語名のみなので、英語の品名は先に中国語にしてください。',
      ko: '설치된 환급률 라이브러리에서 품명(중국어, 간체·번체, 공백으로 나눈 단어는 모두 포함), 병음(baowenbei, bwb), 코드 앞자리(8516.71)로 중국 세관 상품 코드(HS)를 찾고 각 코드의 수출일 환급률을 붙입니다. 품명은 라이브러리의 중국어 이름뿐이므로 영어 품명은 먼저 중국어로 옮기십시오.',
    },
    when: {
      'zh-CN':
        '只知道商品、不知道编码时用；没有结果是空列表，不是“没有这种商品”，请换词再试。已有完整编码用 `refund_rate_lookup`。',
      en: 'Use it when you have a product, not its code; no hit is an empty list, not "no such product": try other words. With one full code use `refund_rate_lookup`.',
      ja: '商品はわかるがコードがわからないときに。該当なしは空のリストで「その商品はない」ではないので、別の語で試してください。完全なコードがあれば `refund_rate_lookup`。',
      ko: '상품은 알지만 코드를 모를 때. 결과 없음은 빈 목록이며 "그런 상품이 없다"가 아니니 다른 단어로 시도하십시오. 완전한 코드가 있으면 `refund_rate_lookup`.',
    },
    returns: {
      'zh-CN': '命中总数和一页结果：编码、中文名称、该日适用的税率。',
      en: 'The total of hits and a page of them: code, Chinese name, the rates in force on the day.',
      ja: '該当総数とその 1 ページ分：コード、中国語名、その日に適用される税率。',
      ko: '검색 결과 총수와 한 페이지: 코드, 중국어 이름, 그날 적용되는 세율.',
    },
    example: { q: '不锈钢 保温杯' },
    params: {
      q: texts(
        '要找的内容：编码或其开头（8516.71）、名称中的中文词（保温杯、不锈钢 保温杯）、拼音（baowenbei）或首字母（bwb），也可混合（保温 9617）。1 到 64 个字符。',
        '探す内容：コードまたはその先頭（8516.71）、名称の中国語（保温杯、不锈钢 保温杯）、ピンイン（baowenbei）や頭文字（bwb）、またはその組み合わせ（保温 9617）。1〜64 文字。',
        '찾을 내용: 코드나 그 앞자리(8516.71), 이름의 중국어 단어(保温杯, 不锈钢 保温杯), 병음(baowenbei)이나 첫 글자(bwb), 또는 그 조합(保温 9617). 1~64자.',
      ),
      export_date: EXPORT_DATE,
      version: texts(
        '要查的已安装文库版本；默认当前版本。',
        '検索する導入済みライブラリのバージョン。既定は現行。',
        '검색할 설치된 라이브러리 버전. 기본은 현행.',
      ),
      offset: OFFSET('结果', '結果', '결과'),
      limit: texts('每页结果数，1 到 100。', '1 ページの結果数、1〜100。', '한 페이지의 결과 수, 1~100.'),
    },
  },
  central_parity: {
    title: { 'zh-CN': '人民币汇率中间价', en: 'RMB central parity', ja: '人民元基準値', ko: '위안화 기준환율' },
    does: {
      'zh-CN':
        '中国外汇交易中心公布的人民币汇率中间价。不给 currency：date 当天适用的全部报价（周末和节假日取此前最近一期，不给 date 为最新一期）。给 currency：from 至 to 每个公布日一个值，按公布原样。',
      en: 'The RMB central parity CFETS publishes. Without currency: every quotation in force on date (a weekend or holiday takes the latest publication before it; without date, the newest). With currency: one value per publishing day from `from` to `to`, as published.',
      ja: '中国外貨取引センターが公表する人民元基準値。currency なし：date に適用される全レート（週末・祝日は直前の公表、date なしは最新）。currency あり：from から to までの公表日ごとの値を公表どおりに。',
      ko: '중국외환거래센터가 공표하는 위안화 기준환율. currency 없음: date에 적용되는 모든 환율(주말·공휴일은 직전 공표, date 없으면 최신). currency 있음: from부터 to까지 공표일마다 값 하나를 공표된 그대로.',
    },
    when: {
      'zh-CN': '要公布的汇率本身时用。折算一笔金额用 `fx_convert`；比较结汇渠道一年的成本用 `fx_cost`。',
      en: 'Use it for the published rates themselves. To convert an amount use `fx_convert`; for a channel’s yearly cost use `fx_cost`.',
      ja: '公表レートそのものが必要なときに。金額の換算は `fx_convert`、両替手段の年間コストは `fx_cost`。',
      ko: '공표 환율 자체가 필요할 때. 금액 환산은 `fx_convert`, 환전 경로의 연간 비용은 `fx_cost`.',
    },
    returns: {
      'zh-CN': '某天的各项报价（货币对、数值、每多少单位）及公布日期；或一段时间内每个公布日的数值。',
      en: 'A day’s quotations (pair, value, per how many units) with the day they were published; or the series of a range.',
      ja: 'ある日の各レート（通貨ペア、値、何単位あたりか）と公表日、または期間の系列。',
      ko: '하루의 각 환율(통화쌍, 값, 몇 단위당)과 공표일, 또는 기간의 시계열.',
    },
    example: { currency: 'USD', from: '2026-08-27', to: '2026-09-02' },
    params: {
      date: texts(
        'YYYY-MM-DD；不填为最新一期。',
        'YYYY-MM-DD。省略すると最新の公表。',
        'YYYY-MM-DD. 생략하면 최신 공표.',
      ),
      currency: texts(
        '已公布货币的 ISO 4217 代码，如 USD。',
        '公表されている通貨の ISO 4217 コード（USD など）。',
        '공표되는 통화의 ISO 4217 코드(USD 등).',
      ),
      from: texts('第一天，YYYY-MM-DD。', '初日（YYYY-MM-DD）。', '첫날, YYYY-MM-DD.'),
      to: texts('最后一天，YYYY-MM-DD。', '最終日（YYYY-MM-DD）。', '마지막 날, YYYY-MM-DD.'),
    },
  },
  datasets_list: {
    title: {
      'zh-CN': '数据集及其版本',
      en: 'Datasets and versions',
      ja: 'データセットとバージョン',
      ko: '데이터셋과 버전',
    },
    does: {
      'zh-CN':
        '列出本服务持有的数据集（人民币汇率中间价、出口退税率、港口、集装箱、体积重除数），各自的当前版本、版本数和新鲜度。',
      en: 'Lists the datasets this service holds (RMB central parity, export refund rates, ports, containers, volumetric divisors), each with its current version, how many versions are installed and how fresh it is.',
      ja: '本サービスのデータセット（人民元基準値、輸出還付率、港、コンテナ、容積重量の除数）と、それぞれの現行バージョン、導入済みバージョン数、鮮度を一覧します。',
      ko: '본 서비스의 데이터셋(위안화 기준환율, 수출 환급률, 항구, 컨테이너, 부피 중량 제수)과 각각의 현행 버전, 설치된 버전 수, 최신성을 나열합니다.',
    },
    when: {
      'zh-CN': '要说明答案依据哪份数据、是否有新版本时用。读取数据行用 `dataset_rows`。',
      en: 'Use it to say which data an answer rests on, or whether newer data is installed. For a dataset’s rows use `dataset_rows`.',
      ja: '回答の根拠となるデータや新しいバージョンの有無を示すときに。データの行は `dataset_rows`。',
      ko: '답의 근거 데이터나 새 버전 유무를 밝힐 때. 데이터 행은 `dataset_rows`.',
    },
    returns: {
      'zh-CN': '每个数据集：id、名称、当前版本（未安装为 null）、版本数、新鲜度和下载链接。',
      en: 'Each dataset: id, name, current version (null when none is installed), versions, freshness and download links.',
      ja: '各データセット：id、名称、現行バージョン（未導入は null）、バージョン数、鮮度、ダウンロードリンク。',
      ko: '각 데이터셋: id, 이름, 현행 버전(미설치는 null), 버전 수, 최신성, 다운로드 링크.',
    },
    example: {},
    params: {},
  },
  dataset_rows: {
    title: { 'zh-CN': '数据集数据行', en: 'Dataset rows', ja: 'データセットの行', ko: '데이터셋 행' },
    does: {
      'zh-CN': '按公布原样读取一个数据集版本（默认当前版本）的数据行，用 offset 和 limit 分页（每页最多 5,000 行）。',
      en: 'Reads the rows of one dataset version (the current one by default) exactly as published, paged by offset and limit (up to 5,000 rows a page).',
      ja: 'データセットの 1 バージョン（既定は現行）の行を公表どおりに、offset と limit でページ分けして読みます（1 ページ最大 5,000 行）。',
      ko: '데이터셋 한 버전(기본은 현행)의 행을 공표된 그대로 offset과 limit으로 나누어 읽습니다(페이지당 최대 5,000행).',
    },
    when: {
      'zh-CN':
        '浏览原始数据（港口、集装箱尺寸、除数）时用。要回答具体问题，直接的工具更合适：税率用 `refund_rate_lookup` 或 `refund_rate_search`，某天的中间价用 `central_parity`。',
      en: 'Use it to browse raw data (ports, container sizes, divisors). To answer a question the direct tools fit better: `refund_rate_lookup` or `refund_rate_search` for a rate, `central_parity` for a day’s parity.',
      ja: '生データ（港、コンテナ寸法、除数）を見るときに。質問に答えるなら直接のツールが適します：税率は `refund_rate_lookup` か `refund_rate_search`、ある日の基準値は `central_parity`。',
      ko: '원자료(항구, 컨테이너 치수, 제수)를 볼 때. 질문에 답하려면 직접 도구가 낫습니다: 세율은 `refund_rate_lookup` 또는 `refund_rate_search`, 하루의 기준환율은 `central_parity`.',
    },
    returns: {
      'zh-CN': '版本、列名、总行数和一页数据行（每行按公布原样），以及下一页的 offset。',
      en: 'The version, its columns, the total row count and a page of rows as published, with the next page’s offset.',
      ja: 'バージョン、列名、総行数、公表どおりの 1 ページ分の行と次ページの offset。',
      ko: '버전, 열 이름, 총행 수, 공표된 그대로의 한 페이지 행과 다음 페이지의 offset.',
    },
    example: { id: 'ports', offset: 10, limit: 5 },
    params: {
      id: texts('数据集。', 'データセット。', '데이터셋.'),
      version: texts(
        '版本名，或 current（默认）。',
        'バージョン名、または current（既定）。',
        '버전 이름 또는 current(기본).',
      ),
      offset: OFFSET('行', '行', '행'),
      limit: texts(
        '每页行数，1 到 5000；每 1000 行计为一次请求。',
        '1 ページの行数、1〜5000。1000 行ごとに 1 リクエストとして数えます。',
        '한 페이지의 행 수, 1~5000. 1000행마다 요청 한 번으로 셉니다.',
      ),
    },
  },
  quote: {
    title: {
      'zh-CN': '报价单与形式发票',
      en: 'Quotation and proforma invoice',
      ja: '見積書とプロフォーマ・インボイス',
      ko: '견적서와 견적송장',
    },
    does: {
      'zh-CN':
        '为买方生成报价单或形式发票：lines（1 到 50 个商品，每个给 unitPrice 或 baojia 的 pricing，二者选一）加 currency；或单一商品的 pricing 加 product（不与 lines 同用）。卖方自定单价或形式发票须给 terms.incoterm；包装要么每行都有，要么都没有。',
      en: 'Builds a buyer’s quotation or proforma invoice: lines (1 to 50 products, each with unitPrice or baojia’s pricing, not both) with currency; or, for one product, pricing and product (never with lines). A seller’s unitPrice or a proforma invoice needs terms.incoterm; packing on every line or none.',
      ja: '買い手向けの見積書またはプロフォーマ・インボイスを作ります：lines（1〜50 商品、それぞれ unitPrice か baojia の pricing のどちらか）と currency、または 1 商品なら pricing と product（lines と併用しない）。売り手の単価やプロフォーマ・インボイスには terms.incoterm が必要で、梱包は全行にあるか全行にないかです。',
      ko: '구매자용 견적서 또는 견적송장을 만듭니다: lines(상품 1~50개, 각각 unitPrice나 baojia의 pricing 중 하나)와 currency, 또는 상품 하나면 pricing과 product(lines와 함께 쓰지 않음). 판매자 단가나 견적송장에는 terms.incoterm이 필요하고, 포장은 모든 행에 있거나 모두 없어야 합니다.',
    },
    when: {
      'zh-CN': '买方需要一份文件时用。只要价格数字用 `baojia`；只要唛头用 `maitou`。',
      en: 'Use it when the buyer needs a document. For the price figures alone use `baojia`; for the marks alone use `maitou`.',
      ja: '買い手に書類が必要なときに。価格の数値だけなら `baojia`、荷印だけなら `maitou`。',
      ko: '구매자에게 문서가 필요할 때. 가격 수치만이면 `baojia`, 화인만이면 `maitou`.',
    },
    returns: {
      'zh-CN': '各行价格、各术语合计及大写金额、装箱单、唛头、文件文字、摘要值和所依据的汇率。',
      en: 'Each line’s prices, each term’s total in figures and words, the packing list, the marks, the document’s text, a digest and the exchange rate it rests on.',
      ja: '各行の価格、条件ごとの合計と金額の文字表記、パッキングリスト、荷印、書類の文面、ダイジェスト、根拠の為替レート。',
      ko: '각 행의 가격, 조건별 합계와 금액의 문자 표기, 포장명세서, 화인, 문서 본문, 다이제스트, 근거 환율.',
    },
    example: QUOTE_EXAMPLE,
    // Its members' words are the quote's own (src/quote/lines-input-texts.ts).
    params: {},
  },
} as const satisfies Record<string, DataToolGuide>;
