/**
 * What the MCP server says of itself: each tool's description, and the short text
 * summary it puts beside an answer's JSON, in the four languages. The figures, sentences, notes
 * and refusals inside answers are the API's own (the catalogue); these are only the frame.
 */
import { wordsOf } from '../i18n/messages.js';
import type { Texts } from '../i18n/texts.js';

export const MCP_WORDS = {
  'mcp.refund_rate_lookup': {
    'zh-CN':
      '查询一个中国海关商品编码（HS 编码，8 位或 10 位）的出口退税率和征税率：取自已安装的国家税务总局出口退税率文库，按报关单上的出口日期确定适用期（问“现在”时不要填 export_date，也不要猜）。未列出的编码返回“未找到”和前六位相同的已列编码，绝不编造税率。本服务不是官方渠道。',
    en: 'The export refund rate and levy rate of one Chinese customs (HS) code, 8 or 10 digits, from the installed State Taxation Administration library, on the export date of the customs declaration (for "now", leave export_date out; never guess it). A code the library does not list is not found, with the listed codes sharing its first six digits; no rate is ever made up. Not an official channel.',
    ja: '中国の税関商品コード（HS コード、8 桁または 10 桁）1 件の輸出還付率と徴税率。導入済みの国家税務総局の還付率ライブラリから、輸出申告書の輸出日で適用期間を決めます（「今」なら export_date を省略し、推測しないでください）。掲載のないコードは「見つからない」とし、先頭 6 桁が同じ掲載コードを返します。税率を作り出すことは決してありません。公式の窓口ではありません。',
    ko: '중국 세관 상품 코드(HS 코드, 8자리 또는 10자리) 하나의 수출 환급률과 징수율. 설치된 국가세무총국 환급률 라이브러리에서 수출신고서의 수출일로 적용 기간을 정합니다("지금"이면 export_date를 빼고 추측하지 마십시오). 등재되지 않은 코드는 "찾을 수 없음"과 앞 여섯 자리가 같은 등재 코드를 돌려주며, 세율을 절대 지어내지 않습니다. 공식 창구가 아닙니다.',
  },
  'mcp.refund_rate_search': {
    'zh-CN':
      '按商品名称、拼音或编码的前几位，在已安装的国家税务总局出口退税率文库中查找海关商品编码，并给出每个编码在出口日期适用的退税率（问“现在”时不要填 export_date）。q 可以是中文（简体或繁体，多个词用空格分开，都须出现）、拼音（全拼或首字母，如 baowenbei、bwb）或编码开头（如 8516.71）。名称只有文库中的中文名称：英文品名请先译成中文。没有结果时返回空列表，不是“没有这种商品”。',
    en: 'Find Chinese customs (HS) codes in the installed State Taxation Administration refund library by product name, pinyin or the start of a code, each with its refund rate on the export date (for "now", leave export_date out). q may be Chinese words (Simplified or Traditional; several words separated by spaces must all appear), pinyin (full or initials: baowenbei, bwb) or the start of a code (8516.71). The names are the library’s Chinese names only: translate an English product name into Chinese first. No hit is an empty list, not "no such product".',
    ja: '導入済みの国家税務総局の還付率ライブラリで、品名・ピンイン・コードの先頭から中国の税関商品コード（HS コード）を探し、各コードの輸出日の還付率を示します（「今」なら export_date を省略）。q は中国語（簡体字・繁体字。空白で区切った語はすべて含まれる必要があります）、ピンイン（全綴りまたは頭文字：baowenbei、bwb）、コードの先頭（8516.71）です。品名はライブラリの中国語名のみなので、英語の品名は先に中国語にしてください。該当なしは空のリストで、「その商品はない」という意味ではありません。',
    ko: '설치된 국가세무총국 환급률 라이브러리에서 품명, 병음 또는 코드 앞자리로 중국 세관 상품 코드(HS 코드)를 찾고, 각 코드의 수출일 환급률을 알려 줍니다("지금"이면 export_date를 빼십시오). q는 중국어(간체 또는 번체, 공백으로 나눈 여러 단어는 모두 포함되어야 함), 병음(전체 또는 첫 글자: baowenbei, bwb), 코드 앞자리(8516.71)입니다. 품명은 라이브러리의 중국어 이름뿐이므로 영어 품명은 먼저 중국어로 옮기십시오. 결과가 없으면 빈 목록이며 "그런 상품이 없다"는 뜻이 아닙니다.',
  },
  'mcp.calculator': {
    'zh-CN':
      '{name}：运行本服务的 {id} 计算器，精确十进制运算。输入按 JSON Schema 填写（小数写成字符串）；结果有带类型和单位的数值、逐步说明、警告和所读取的数据集。',
    en: '{name}: runs the service’s {id} calculator with exact decimal arithmetic. Inputs as the schema says (decimals as strings); the answer gives typed figures with units, each step as a sentence, warnings, and the datasets it read.',
    ja: '{name}：本サービスの {id} 計算ツールを正確な十進演算で実行します。入力はスキーマのとおり（小数は文字列）。結果には型と単位付きの数値、各手順の説明文、警告、参照したデータセットが含まれます。',
    ko: '{name}: 본 서비스의 {id} 계산기를 정확한 십진 연산으로 실행합니다. 입력은 스키마대로(소수는 문자열). 결과에는 유형과 단위가 붙은 수치, 단계별 문장, 경고, 읽은 데이터셋이 들어 있습니다.',
  },
  'mcp.central_parity': {
    'zh-CN':
      '中国外汇交易中心公布的人民币汇率中间价：不给 currency 时，给出 date 当天适用的全部报价（周末和节假日取此前最近一期，不给 date 则为最新一期）；给 currency 时，给出 from 至 to 每个公布日的一个值，按公布原样。',
    en: 'The RMB central parity published by CFETS. Without currency: every quotation in force on `date` (a weekend or holiday takes the latest publication before it; without date, the newest). With currency: one value per publishing day from `from` to `to`, as published.',
    ja: '中国外貨取引センターが公表する人民元基準値。currency なし：date に適用される全レート（週末・祝日は直前の公表、date なしは最新）。currency あり：from から to までの公表日ごとの値を公表どおりに。',
    ko: '중국외환거래센터가 공표하는 위안화 기준환율. currency가 없으면: date에 적용되는 모든 환율(주말·공휴일은 직전 공표, date가 없으면 최신). currency가 있으면: from부터 to까지 공표일마다 값 하나를 공표된 그대로.',
  },
  'mcp.datasets_list': {
    'zh-CN': '本服务持有的数据集（人民币汇率中间价、出口退税率、港口、集装箱、体积重除数），各自的当前版本。',
    en: 'The datasets this service holds (RMB central parity, export refund rates, ports, containers, volumetric divisors), each with its current version.',
    ja: '本サービスのデータセット（人民元基準値、輸出還付率、港、コンテナ、容積重量の除数）と、それぞれの現行バージョン。',
    ko: '본 서비스의 데이터셋(위안화 기준환율, 수출 환급률, 항구, 컨테이너, 부피 중량 제수)과 각각의 현행 버전.',
  },
  'mcp.dataset_rows': {
    'zh-CN': '一个数据集版本的数据行（默认当前版本），按公布原样，以 offset 和 limit 分页。',
    en: 'Rows of one dataset version (the current one by default), exactly as published, paged by offset and limit.',
    ja: 'データセットの 1 バージョンの行（既定は現行）を公表どおりに、offset と limit でページ分けして返します。',
    ko: '데이터셋 한 버전의 행(기본은 현행)을 공표된 그대로 offset과 limit으로 나누어 돌려줍니다.',
  },
  'mcp.quote': {
    'zh-CN':
      '为买方生成报价单或形式发票：lines（1 到 50 个商品，每个给 unitPrice 或 baojia 的 pricing，二者选一）加 currency；或单一商品的 pricing 加 product（不与 lines 同用）。卖方自定单价或形式发票须给 terms.incoterm；包装要么每行都有，要么都没有。答案含各行价格、各术语合计及大写金额、装箱单、唛头、摘要值和所依据的汇率。',
    en: 'A quotation or proforma invoice for a buyer: lines (1 to 50 products, each with unitPrice or baojia’s pricing, not both) with currency; or, for one product, pricing and product (never with lines). A seller’s unitPrice or a proforma invoice needs terms.incoterm; packing on every line or none. The answer has each line’s prices, each term’s total in figures and words, the packing list, the marks, a digest and the exchange rate it rests on.',
    ja: '買い手向けの見積書またはプロフォーマ・インボイス：lines（1〜50 商品、それぞれ unitPrice か baojia の pricing のどちらか）と currency、または 1 商品なら pricing と product（lines と併用しない）。売り手の単価やプロフォーマ・インボイスには terms.incoterm が必要で、梱包は全行にあるか全行にないかです。回答には各行の価格、条件ごとの合計と金額の文字表記、パッキングリスト、マーク、ダイジェストと根拠の為替レートが入ります。',
    ko: '구매자용 견적서 또는 견적송장: lines(상품 1~50개, 각각 unitPrice나 baojia의 pricing 중 하나)와 currency, 또는 상품 하나면 pricing과 product(lines와 함께 쓰지 않음). 판매자 단가나 견적송장에는 terms.incoterm이 필요하고, 포장은 모든 행에 있거나 모두 없어야 합니다. 답에는 각 행의 가격, 조건별 합계와 금액의 문자 표기, 포장명세서, 마크, 다이제스트와 근거 환율이 들어갑니다.',
  },
  'mcp.lang': {
    'zh-CN': '答案中句子的语言：zh-CN（默认）、en、ja、ko。',
    en: 'Language of the answer’s sentences: zh-CN (the default), en, ja, ko.',
    ja: '回答の文の言語：zh-CN（既定）、en、ja、ko。',
    ko: '답변 문장의 언어: zh-CN(기본), en, ja, ko.',
  },
  'mcp.summary.rate': {
    'zh-CN': '{code}：{day} 适用退税率 {refund}%，征税率 {levy}%。',
    en: '{code}: on {day} the refund rate is {refund} % and the levy rate {levy} %.',
    ja: '{code}：{day} の還付率は {refund}%、徴税率は {levy}% です。',
    ko: '{code}: {day} 기준 환급률 {refund}%, 징수율 {levy}%입니다.',
  },
  'mcp.summary.several': {
    'zh-CN': '{code}：{day} 有多个适用税率（{rates}），须按货物选择，本服务不替您选择。',
    en: '{code}: on {day} several rates are in force ({rates}); the choice depends on the goods and is not made here.',
    ja: '{code}：{day} には複数の税率（{rates}）が適用されます。貨物に応じて選ぶ必要があり、本サービスでは選びません。',
    ko: '{code}: {day}에는 여러 세율({rates})이 적용되며, 물품에 따라 골라야 하고 본 서비스는 고르지 않습니다.',
  },
  'mcp.summary.none_in_force': {
    'zh-CN': '{code}：文库在 {day} 没有适用的税率。',
    en: '{code}: the library has no rate in force on {day}.',
    ja: '{code}：ライブラリには {day} に適用される税率がありません。',
    ko: '{code}: 라이브러리에는 {day}에 적용되는 세율이 없습니다.',
  },
  'mcp.summary.not_found': {
    'zh-CN': '已安装的文库没有列出 {code}；前六位相同的已列编码：{nearest}。',
    en: 'The installed library does not list {code}; listed codes with the same first six digits: {nearest}.',
    ja: '導入済みのライブラリに {code} はありません。先頭 6 桁が同じ掲載コード：{nearest}。',
    ko: '설치된 라이브러리에 {code} 코드가 없습니다. 앞 여섯 자리가 같은 등재 코드: {nearest}.',
  },
  'mcp.summary.search_hits': {
    'zh-CN': '“{q}”在文库中找到 {total} 个编码，前 {shown} 个：',
    en: '“{q}” found {total} codes in the library; the first {shown}:',
    ja: '「{q}」でライブラリのコードが {total} 件見つかりました。最初の {shown} 件：',
    ko: '"{q}"(으)로 라이브러리에서 코드 {total}개를 찾았습니다. 처음 {shown}개:',
  },
  'mcp.summary.search_none': {
    'zh-CN': '已在文库中搜索“{q}”，没有找到编码；可以换一种写法（更短的词、同义词或编码的前几位）再试。',
    en: 'Searched the library for “{q}”: no code found; try other words (shorter, a synonym, or the start of the code).',
    ja: 'ライブラリで「{q}」を検索しましたが、コードは見つかりませんでした。別の書き方（短い語、同義語、コードの先頭）で試してください。',
    ko: '라이브러리에서 "{q}"을(를) 검색했지만 코드를 찾지 못했습니다. 다른 표현(더 짧은 단어, 동의어, 코드 앞자리)으로 다시 시도하십시오.',
  },
  'mcp.summary.parity_day': {
    'zh-CN': '{published} 公布的人民币汇率中间价：{quotations}。',
    en: 'RMB central parity published on {published}: {quotations}.',
    ja: '{published} 公表の人民元基準値：{quotations}。',
    ko: '{published} 공표 위안화 기준환율: {quotations}.',
  },
  'mcp.summary.parity_series': {
    'zh-CN': '{pair}：{from} 至 {to} 共 {count} 个公布日，首个 {first}，最后 {last}。',
    en: '{pair}: {count} publishing days from {from} to {to}, first {first}, last {last}.',
    ja: '{pair}：{from}～{to} の公表日 {count} 日分、最初 {first}、最後 {last}。',
    ko: '{pair}: {from}~{to} 공표일 {count}개, 처음 {first}, 마지막 {last}.',
  },
  'mcp.summary.datasets': {
    'zh-CN': '数据集及当前版本：{list}。',
    en: 'Datasets and their current versions: {list}.',
    ja: 'データセットと現行バージョン：{list}。',
    ko: '데이터셋과 현행 버전: {list}.',
  },
  'mcp.summary.rows': {
    'zh-CN': '{dataset} {version}：第 {first}–{last} 行，共 {total} 行。',
    en: '{dataset} {version}: rows {first}–{last} of {total}.',
    ja: '{dataset} {version}：全 {total} 行中 {first}–{last} 行目。',
    ko: '{dataset} {version}: 전체 {total}행 중 {first}–{last}행.',
  },
  'mcp.summary.structured_only': {
    'zh-CN': '完整回答（{kb} KB）只在 structuredContent 中。',
    en: 'The whole answer ({kb} KB) is in structuredContent only.',
    ja: '回答全体（{kb} KB）は structuredContent にのみあります。',
    ko: '전체 답({kb} KB)은 structuredContent에만 있습니다.',
  },
  'mcp.conditions': {
    'zh-CN': '还需满足的条件（调用时检查，不满足时按输入拒绝）：{conditions}',
    en: 'Conditions on the inputs (checked at call time, refused at the input otherwise): {conditions}',
    ja: '入力の条件（呼び出し時に確認し、満たさなければその入力で拒否）：{conditions}',
    ko: '입력 조건(호출 시 확인하며, 맞지 않으면 그 입력에서 거부): {conditions}',
  },
  'mcp.summary.unavailable': {
    'zh-CN': '服务暂时无法回答（不是输入的问题，重试同样的调用也不会改变）：',
    en: 'The service cannot answer this now (not a fault in the inputs; calling again the same way will not help):',
    ja: 'サービスは今これに答えられません（入力の誤りではなく、同じ呼び出しを繰り返しても変わりません）：',
    ko: '서비스가 지금은 답할 수 없습니다(입력 문제가 아니며, 같은 호출을 반복해도 달라지지 않습니다):',
  },
  'mcp.summary.refused': {
    'zh-CN': '未被接受，请改正以下输入后重试：',
    en: 'Refused; correct these inputs and call again:',
    ja: '受け付けられませんでした。次の入力を直して再度呼び出してください：',
    ko: '받아들여지지 않았습니다. 다음 입력을 고쳐 다시 호출하십시오:',
  },
} as const satisfies Record<string, Texts>;

export type McpWord = keyof typeof MCP_WORDS;

export const mcpWord = wordsOf(MCP_WORDS);
