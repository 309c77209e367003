/** The refund-rate lookup: refusals and the notes passed on to callers. */
import type { Texts } from '../texts.js';

export const REFUND_RATE_COPY = {
  'refund_rate.code_invalid': {
    'zh-CN': '海关商品编码应为 8 位或 10 位数字，可以带点或空格。',
    en: 'A customs code is 8 or 10 digits; dots and spaces may be written in it.',
    ja: '税関商品コードは 8 桁または 10 桁の数字で、点や空白を含めてもかまいません。',
    ko: '세관 상품 코드는 8자리 또는 10자리 숫자이며, 점이나 공백을 넣어도 됩니다.',
  },
  'refund_rate.chapter_invalid': {
    'zh-CN': '章号是海关商品编码的前两位数字，例如 85。',
    en: 'A chapter is the first two digits of a customs code, such as 85.',
    ja: '類は税関商品コードの先頭 2 桁で、たとえば 85 です。',
    ko: '류는 세관 상품 코드의 앞 두 자리로, 예를 들면 85입니다.',
  },
  'refund_rate.not_listed': {
    'zh-CN': '已安装的出口退税率文库 {version} 没有列出海关商品编码 {code}。',
    en: 'The installed export refund rate library {version} does not list the customs code {code}.',
    ja: '導入済みの輸出還付率ライブラリ {version} には税関商品コード {code} がありません。',
    ko: '설치된 수출 환급률 문고 {version}에는 세관 상품 코드 {code}가 없습니다.',
  },
  'refund_rate.library_missing': {
    'zh-CN': '这台服务器还没有出口退税率文库，这是服务的情况而不是请求有误，服务方安装后即可查询。',
    en: 'This server has no export refund rate library yet, which is the service’s condition and not a mistake in the request; lookups work once its operator installs one.',
    ja: 'このサーバーにはまだ輸出還付率ライブラリがなく、これはリクエストの誤りではなくサービス側の状態で、運営者が導入すれば照会できます。',
    ko: '이 서버에는 아직 수출 환급률 문고가 없으며, 이는 요청의 잘못이 아니라 서비스 측 상태이고 운영자가 설치하면 조회할 수 있습니다.',
  },
  'refund_rate.search_invalid': {
    'zh-CN': '搜索内容应为 1 到 64 个字符，并至少含有一个数字、汉字或字母（商品编码、商品名称或其拼音）。',
    en: 'A search is 1 to 64 characters with at least one digit, Chinese character or letter (a customs code, a product name or its pinyin).',
    ja: '検索語は 1〜64 文字で、数字・漢字・英字（税関コード、品名またはそのピンイン）を少なくとも 1 つ含めてください。',
    ko: '검색어는 1~64자이며 숫자, 한자 또는 영문자(세관 코드, 품명 또는 그 병음)를 하나 이상 포함해야 합니다.',
  },
  'refund_rate.note.searched': {
    'zh-CN': '已在出口退税率文库 {version} 的 {codes} 个编码中搜索，找到 {total} 个。',
    en: 'Searched the {codes} codes of the export refund rate library {version}: {total} found.',
    ja: '輸出還付率ライブラリ {version} の {codes} 件のコードを検索し、{total} 件見つかりました。',
    ko: '수출 환급률 문고 {version}의 코드 {codes}개를 검색해 {total}개를 찾았습니다.',
  },
  'refund_rate.note.search_stopped': {
    'zh-CN':
      '这次搜索范围太宽或太长，在查完所有可能的编码之前就停止了，结果和数量只包括按编码顺序已查过的部分；请多写几个字或编码的前几位以缩小范围。',
    en: 'This search was too broad or too long and stopped before it had tried every code that might match: the hits and the total count only the codes tried, in code order. Narrow it, for example with more words or the first digits of the code.',
    ja: 'この検索は範囲が広すぎるか長すぎるため、該当しうるすべてのコードを調べる前に止まりました。結果と件数はコード順に調べた分だけです。語やコードの先頭桁を加えて絞り込んでください。',
    ko: '이 검색은 범위가 너무 넓거나 길어서 해당할 수 있는 모든 코드를 확인하기 전에 멈췄습니다. 결과와 개수는 코드 순서로 확인한 부분만 포함합니다. 단어나 코드 앞자리를 더해 범위를 좁히십시오.',
  },
  'refund_rate.note.names_chinese': {
    'zh-CN': '商品名称只有文库中的中文名称：可以用中文、繁体字、拼音或编码搜索，不能用英文名称搜索。',
    en: 'The names are the library’s Chinese names only: search in Chinese (Simplified or Traditional), pinyin or by code; English product names are not searched.',
    ja: '品名はライブラリの中国語名のみです。中国語（簡体字・繁体字）、ピンイン、コードで検索でき、英語の品名では検索できません。',
    ko: '품명은 문고의 중국어 이름뿐입니다. 중국어(간체·번체), 병음 또는 코드로 검색할 수 있으며 영어 품명으로는 검색되지 않습니다.',
  },
  'refund_rate.note.not_official': {
    'zh-CN': '本服务不是税务机关的官方渠道，退税率以国家税务总局发布的出口退税率文库为准。',
    en: 'This service is not an official channel of the tax authority; the export refund rate library published by the State Taxation Administration prevails.',
    ja: '本サービスは税務機関の公式窓口ではありません。国家税務総局が公表する輸出還付率ライブラリが優先します。',
    ko: '본 서비스는 세무 기관의 공식 창구가 아니며, 국가세무총국이 발표한 수출 환급률 문고가 우선합니다.',
  },
  'refund_rate.note.reference': {
    'zh-CN': '这里的税率来自导入的文库版本，仅供参考；申报前请在出口退税申报系统中核对。',
    en: 'The rates here come from the imported library version and are for reference; check them in the export refund declaration system before you declare.',
    ja: 'ここでの税率は取り込んだライブラリ版によるもので参考値です。申告前に輸出還付申告システムで確認してください。',
    ko: '여기의 세율은 가져온 문고 버전에 따른 참고값입니다. 신고 전에 수출 환급 신고 시스템에서 확인하십시오.',
  },
  'refund_rate.note.export_date': {
    'zh-CN': '适用的税率取决于报关单上的出口日期，而不是发票日期。',
    en: 'The rate that applies depends on the export date on the customs declaration, not on the invoice date.',
    ja: '適用される税率は、請求書の日付ではなく輸出申告書の輸出日によって決まります。',
    ko: '적용되는 세율은 송장 날짜가 아니라 수출 신고서의 수출일에 따라 정해집니다.',
  },
  'refund_rate.note.changed': {
    'zh-CN': '与上一版文库 {previous} 相比，{code} 的退税率有变化，明细见 /v1/datasets/refund-rates/changes。',
    en: 'The refund rate of {code} differs from the one in the previous library edition {previous}; see /v1/datasets/refund-rates/changes.',
    ja: '{code} の還付率は前の版 {previous} と異なります。詳細は /v1/datasets/refund-rates/changes にあります。',
    ko: '{code}의 환급률은 이전 판 {previous}와 다릅니다. 자세한 내용은 /v1/datasets/refund-rates/changes에 있습니다.',
  },
  // TSFLAG (出口商品特殊商品类型代码) as the tax administration's system names its values (SOURCES.md §1.3).
  'refund_rate.tsflag.1': {
    'zh-CN': '特殊商品标志 1：出口征税，视同内销计提销项税额，对应的进项税额可以抵扣。',
    en: 'Special goods flag 1: the export is taxed; output VAT is charged as on a domestic sale, and the matching input VAT may be credited.',
    ja: '特殊商品フラグ 1：輸出は課税され、国内販売とみなして売上税額を計上し、対応する仕入税額は控除できます。',
    ko: '특수 상품 표지 1: 수출이 과세되어 국내 판매로 보아 매출세액을 계상하며, 대응하는 매입세액은 공제할 수 있습니다.',
  },
  'refund_rate.tsflag.2': {
    'zh-CN': '特殊商品标志 2：出口免税，只免征销项税额，不退税，对应的进项税额转出。',
    en: 'Special goods flag 2: the export is exempt; output VAT is exempted but nothing is refunded, and the matching input VAT is transferred out.',
    ja: '特殊商品フラグ 2：輸出は免税で、売上税額のみ免除され還付はなく、対応する仕入税額は控除対象から外されます。',
    ko: '특수 상품 표지 2: 수출이 면세되어 매출세액만 면제되고 환급은 없으며, 대응하는 매입세액은 불공제로 전환됩니다.',
  },
  'refund_rate.tsflag.other': {
    'zh-CN': '特殊商品标志 {flag}：文库未说明其含义，请向主管税务机关核实。',
    en: 'Special goods flag {flag}: the library does not say what it means; check it with the tax office.',
    ja: '特殊商品フラグ {flag}：ライブラリにはその意味が示されていません。所轄の税務機関に確認してください。',
    ko: '특수 상품 표지 {flag}: 문고에 그 의미가 나와 있지 않습니다. 관할 세무 기관에 확인하십시오.',
  },
} as const satisfies Record<string, Texts>;
