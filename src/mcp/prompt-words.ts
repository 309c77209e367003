/**
 * The words of the MCP prompts (prompts.ts) in the four languages: each prompt's title,
 * description and arguments, and the message that tells a model which tools to call in which
 * order. The tools' calls are given as JSON made of the arguments, the same in every language.
 */
import { wordsOf } from '../i18n/messages.js';
import type { Texts } from '../i18n/texts.js';

export const PROMPT_WORDS = {
  'prompt.refund.title': {
    'zh-CN': '这个商品适用什么退税率',
    en: 'What refund rate applies to this product',
    ja: 'この商品に適用される還付率',
    ko: '이 상품에 적용되는 환급률',
  },
  'prompt.refund.description': {
    'zh-CN': '由品名或海关编码查出口退税率和征税率，按出口日期，取自已安装的文库。',
    en: 'Finds a product’s export refund rate and levy rate, by name or customs code, on the export date, from the installed library.',
    ja: '品名または税関コードから、輸出日の輸出還付率と徴税率を導入済みのライブラリで調べます。',
    ko: '품명이나 세관 코드로 수출일의 수출 환급률과 징수율을 설치된 라이브러리에서 찾습니다.',
  },
  'prompt.refund.product': {
    'zh-CN': '商品名称（任何语言）或海关编码（8 位或 10 位）。',
    en: 'The product’s name (any language) or its customs code (8 or 10 digits).',
    ja: '商品名（言語は問わない）または税関コード（8 桁または 10 桁）。',
    ko: '상품명(언어 무관) 또는 세관 코드(8자리 또는 10자리).',
  },
  'prompt.refund.export_date': {
    'zh-CN': '报关单上的出口日期，YYYY-MM-DD；不填为今天。',
    en: 'The export date on the declaration, YYYY-MM-DD; today when empty.',
    ja: '輸出申告書の輸出日（YYYY-MM-DD）。空なら今日。',
    ko: '수출신고서의 수출일(YYYY-MM-DD). 비우면 오늘.',
  },
  'prompt.refund.message': {
    'zh-CN':
      '“{product}”适用什么出口退税率{day}？请按以下顺序使用 export-trade 的工具：\n1. 如果它是 8 位或 10 位海关编码，调用 {lookup}。否则调用 {search}，q 换成该商品的中文名称（先翻译；没有结果时换更短的词或同义词）。\n2. 搜索给出多个编码时，列出可能的编码及其税率，问用户哪个符合货物；再用所选编码调用 `refund_rate_lookup`。\n3. 回答该日适用的退税率和征税率、编码和工具给出的文库版本，并说明本服务不是官方渠道。工具没有返回的税率一律不要给。',
    en: 'What export VAT refund rate applies to “{product}”{day}? Use the export-trade tools in this order:\n1. If it is a customs code of 8 or 10 digits, call {lookup}. Otherwise call {search} with q replaced by the product’s Chinese name (translate it first; with no hit, try shorter words or a synonym).\n2. If the search gives several codes, show the likely ones with their rates and ask which describes the goods; then call `refund_rate_lookup` with the chosen code.\n3. Answer with the refund rate and the levy rate in force on the day, the code and the library version the tool names, and say that this service is not an official channel. Never give a rate no tool returned.',
    ja: '{day}「{product}」に適用される輸出還付率は？ export-trade のツールを次の順で使ってください：\n1. 8 桁か 10 桁の税関コードなら {lookup} を呼ぶ。そうでなければ q を商品の中国語名に置き換えて {search} を呼ぶ（先に翻訳し、該当なしなら短い語や同義語で再試行）。\n2. 検索で複数のコードが出たら、候補と税率を示してどれが貨物に合うか尋ね、選ばれたコードで `refund_rate_lookup` を呼ぶ。\n3. その日に適用される還付率と徴税率、コード、ツールが示すライブラリのバージョンを答え、本サービスは公式の窓口ではないと伝える。ツールが返していない税率は決して答えない。',
    ko: '{day}"{product}"에 적용되는 수출 환급률은 무엇입니까? export-trade 도구를 다음 순서로 쓰십시오:\n1. 8자리나 10자리 세관 코드면 {lookup}을(를) 호출합니다. 아니면 q를 상품의 중국어 이름으로 바꿔 {search}을(를) 호출합니다(먼저 번역하고, 결과가 없으면 더 짧은 단어나 동의어로 재시도).\n2. 검색 결과 코드가 여럿이면 후보와 세율을 보여 주고 어느 것이 물품에 맞는지 물은 뒤, 고른 코드로 `refund_rate_lookup`을 호출합니다.\n3. 그날 적용되는 환급률과 징수율, 코드, 도구가 밝힌 라이브러리 버전을 답하고 본 서비스가 공식 창구가 아님을 알립니다. 도구가 돌려주지 않은 세율은 절대 말하지 않습니다.',
  },
  'prompt.refund.on_day': {
    'zh-CN': '（出口日期 {date}）',
    en: ' for an export on {date}',
    ja: '輸出日 {date} の場合、',
    ko: '수출일 {date} 기준으로 ',
  },
  'prompt.refund.today': {
    'zh-CN': '（今天出口）',
    en: ' for an export today',
    ja: '本日輸出の場合、',
    ko: '오늘 수출 기준으로 ',
  },
  'prompt.quote.title': {
    'zh-CN': '为这个商品报 FOB/CIF 价',
    en: 'Quote this product FOB or CIF',
    ja: 'この商品の FOB・CIF 見積',
    ko: '이 상품의 FOB·CIF 견적',
  },
  'prompt.quote.description': {
    'zh-CN': '由进价核算一个商品的出口报价，先查退税率和汇率；需要时生成给买方的报价单。',
    en: 'Works a product’s export price out from its purchase cost, the refund and exchange rates looked up first; makes the buyer’s quotation when asked.',
    ja: '仕入価格から商品の輸出見積を計算します。先に還付率と為替レートを調べ、必要なら買い手向けの見積書を作ります。',
    ko: '매입가로 상품의 수출 견적을 계산합니다. 먼저 환급률과 환율을 찾고, 필요하면 구매자용 견적서를 만듭니다.',
  },
  'prompt.quote.product': {
    'zh-CN': '商品名称或海关编码。',
    en: 'The product, by name or customs code.',
    ja: '商品名または税関コード。',
    ko: '상품명 또는 세관 코드.',
  },
  'prompt.quote.cost_price': {
    'zh-CN': '一个单位的含税进价，人民币。',
    en: 'Purchase price of one unit in CNY, VAT included.',
    ja: '1 単位の含税仕入価格（人民元）。',
    ko: '한 단위의 부가세 포함 매입가(위안).',
  },
  'prompt.quote.quantity': {
    'zh-CN': '报价的数量（单位数）。',
    en: 'Units to quote.',
    ja: '見積もる数量（単位数）。',
    ko: '견적할 수량(단위 수).',
  },
  'prompt.quote.term': {
    'zh-CN': 'FOB、CFR 或 CIF；不填为三种都报。',
    en: 'FOB, CFR or CIF; all three when empty.',
    ja: 'FOB、CFR、CIF のいずれか。空なら 3 つとも。',
    ko: 'FOB, CFR, CIF 중 하나. 비우면 셋 모두.',
  },
  'prompt.quote.currency': {
    'zh-CN': '报价币种，三个字母；不填为 USD。',
    en: 'Currency of the quote, three letters; USD when empty.',
    ja: '見積通貨（英字 3 文字）。空なら USD。',
    ko: '견적 통화(영문 3자). 비우면 USD.',
  },
  'prompt.quote.port': {
    'zh-CN': '术语的指定港：FOB 为装运港，CFR 和 CIF 为目的港。',
    en: 'The term’s named port: the loading port for FOB, the destination for CFR and CIF.',
    ja: '条件の指定港：FOB は積地港、CFR と CIF は仕向港。',
    ko: '조건의 지정항: FOB는 선적항, CFR과 CIF는 목적항.',
  },
  'prompt.quote.message': {
    'zh-CN':
      '为“{product}”报价：含税进价每单位 {cost_price} 元，{quantity} 个单位，{terms}，币种 {currency}{port}。请按以下顺序使用 export-trade 的工具：\n1. 查该商品的退税率和征税率：有编码用 `refund_rate_lookup`，否则用 `refund_rate_search` 查中文名称；多个编码符合时问用户。\n2. 查汇率：不带参数调用 `central_parity`，取 {currency} 的报价（用户给了银行汇率就用它）。\n3. 调用 {baojia}，加上第 1 步的 taxRate 和 refundRate、第 2 步的 fxRate。CFR 或 CIF 须向用户问海运费（freight 及 freightBasis），CIF 还要问保险费率（insuranceRate）；也问国内费用和利润率。这些数字不要编造。\n4. 买方需要文件时，调用 `quote`，pricing 用同样的输入，product 写该商品。\n5. 回答每种术语的单价和总价、计入的退税，以及所用税率和汇率及其日期。',
    en: 'Quote “{product}”: purchase price {cost_price} CNY a unit, VAT included, {quantity} units, {terms}, in {currency}{port}. Use the export-trade tools in this order:\n1. Find the goods’ refund rate and levy rate: `refund_rate_lookup` with the code if there is one, otherwise `refund_rate_search` with the Chinese name; if several codes fit, ask which.\n2. Get the exchange rate: `central_parity` with no arguments, and take the {currency} quotation (or the bank rate the user gives).\n3. Call {baojia} plus taxRate and refundRate from step 1 and fxRate from step 2. For CFR or CIF ask the user for the sea freight (freight, with freightBasis) and for CIF the insurance rate (insuranceRate); ask for the domestic costs and the margin too. Never make these figures up.\n4. If the buyer needs a document, call `quote` with the same inputs as pricing and the product as product.\n5. Answer with each term’s unit price and total, the refund counted, and the rates used with their dates.',
    ja: '「{product}」を見積もる：含税仕入価格 1 単位 {cost_price} 元、{quantity} 単位、{terms}、通貨 {currency}{port}。export-trade のツールを次の順で使ってください：\n1. 貨物の還付率と徴税率を調べる：コードがあれば `refund_rate_lookup`、なければ中国語名で `refund_rate_search`。複数のコードが合えば尋ねる。\n2. 為替レートを得る：引数なしで `central_parity` を呼び、{currency} のレートを取る（ユーザーが銀行レートを示せばそれを使う）。\n3. {baojia} に手順 1 の taxRate と refundRate、手順 2 の fxRate を加えて呼ぶ。CFR か CIF なら海上運賃（freight と freightBasis）を、CIF なら保険料率（insuranceRate）もユーザーに尋ね、国内費用と利益率も尋ねる。これらの数値を作り出さない。\n4. 買い手に書類が必要なら、同じ入力を pricing、商品を product として `quote` を呼ぶ。\n5. 条件ごとの単価と総額、織り込んだ還付、使った税率とレートとその日付を答える。',
    ko: '"{product}" 견적: 부가세 포함 매입가 단위당 {cost_price}위안, {quantity}단위, {terms}, 통화 {currency}{port}. export-trade 도구를 다음 순서로 쓰십시오:\n1. 물품의 환급률과 징수율 찾기: 코드가 있으면 `refund_rate_lookup`, 없으면 중국어 이름으로 `refund_rate_search`. 여러 코드가 맞으면 묻습니다.\n2. 환율 얻기: 인수 없이 `central_parity`를 호출해 {currency} 환율을 씁니다(사용자가 은행 환율을 주면 그것을 씀).\n3. {baojia}에 1단계의 taxRate와 refundRate, 2단계의 fxRate를 더해 호출합니다. CFR이나 CIF면 해상 운임(freight와 freightBasis)을, CIF면 보험료율(insuranceRate)도 사용자에게 묻고, 국내 비용과 이익률도 묻습니다. 이 수치들을 지어내지 않습니다.\n4. 구매자에게 문서가 필요하면 같은 입력을 pricing, 상품을 product로 해서 `quote`를 호출합니다.\n5. 조건별 단가와 총액, 반영한 환급, 사용한 세율과 환율 및 그 날짜를 답합니다.',
  },
  'prompt.quote.all_terms': {
    'zh-CN': 'FOB、CFR 和 CIF',
    en: 'FOB, CFR and CIF',
    ja: 'FOB・CFR・CIF',
    ko: 'FOB·CFR·CIF',
  },
  'prompt.quote.to_port': {
    'zh-CN': '，指定港 {port}',
    en: ', named port {port}',
    ja: '、指定港 {port}',
    ko: ', 지정항 {port}',
  },
  'prompt.cartons.title': {
    'zh-CN': '一个集装箱能装多少箱',
    en: 'How many cartons fit in a container',
    ja: 'コンテナに何箱入るか',
    ko: '컨테이너에 몇 상자 들어가는지',
  },
  'prompt.cartons.description': {
    'zh-CN': '把同一规格的纸箱装进集装箱：每柜装多少箱、整批需要几个柜。',
    en: 'Fits cartons of one size into containers: how many a container holds, and how many containers the shipment needs.',
    ja: '同じ寸法のカートンをコンテナに積みます：1 本に何箱入るか、出荷全体で何本必要か。',
    ko: '같은 규격의 카톤을 컨테이너에 싣습니다: 한 대에 몇 상자, 전체 출하에 몇 대가 필요한지.',
  },
  'prompt.cartons.carton_size': {
    'zh-CN': '一个纸箱的外尺寸及单位，如 60 x 40 x 40 cm。',
    en: 'Outer size of one carton with its unit, such as 60 x 40 x 40 cm.',
    ja: 'カートン 1 箱の外寸と単位（例：60 x 40 x 40 cm）。',
    ko: '카톤 하나의 외부 치수와 단위(예: 60 x 40 x 40 cm).',
  },
  'prompt.cartons.gross_weight': {
    'zh-CN': '一个纸箱的毛重及单位，如 15 kg。',
    en: 'Gross weight of one carton with its unit, such as 15 kg.',
    ja: 'カートン 1 箱の総重量と単位（例：15 kg）。',
    ko: '카톤 하나의 총중량과 단위(예: 15 kg).',
  },
  'prompt.cartons.quantity': {
    'zh-CN': '要出运的箱数（可不填）。',
    en: 'Cartons to ship (may be left empty).',
    ja: '出荷する箱数（省略可）。',
    ko: '출하할 상자 수(생략 가능).',
  },
  'prompt.cartons.container_type': {
    'zh-CN': '20GP、40GP、40HQ 或 45HQ；不填为全部柜型。',
    en: '20GP, 40GP, 40HQ or 45HQ; every type when empty.',
    ja: '20GP、40GP、40HQ、45HQ のいずれか。空なら全種類。',
    ko: '20GP, 40GP, 40HQ, 45HQ 중 하나. 비우면 모든 종류.',
  },
  'prompt.cartons.message': {
    'zh-CN':
      '每箱 {carton_size}、毛重 {gross_weight} 的纸箱，{containers}能装多少箱{quantity}？请按以下顺序使用 export-trade 的工具：\n1. 把尺寸拆成 length、width、height 和 lengthUnit（mm、cm、m、in、ft、yd），重量拆成 grossWeight 和 weightUnit（g、kg、t、oz、lb）；数字写成字符串。\n2. 调用 {container_load}，再加上这些数字；纸箱必须朝上放时加 upright: true。\n3. 如果这批货有多种规格的纸箱，改用 `load_plan`，每种规格一行。\n4. 不满一柜（拼箱）或空运时，调用 `cbm` 算体积和计费重量。\n5. 回答每柜箱数、所需柜数、层数、受限的是空间还是重量，以及最合适的柜型。',
    en: 'How many cartons of {carton_size}, {gross_weight} each, fit in {containers}{quantity}? Use the export-trade tools in this order:\n1. Split the size into length, width and height with lengthUnit (mm, cm, m, in, ft, yd), and the weight into grossWeight with weightUnit (g, kg, t, oz, lb); numbers as strings.\n2. Call {container_load} with those figures added; add upright: true if the cartons must stay this side up.\n3. If the shipment has cartons of several sizes, call `load_plan` instead, one row per size.\n4. For less than a container (LCL) or air, call `cbm` for the volume and the chargeable weight.\n5. Answer with the cartons per container, the containers needed, the layers, what binds (space or weight) and the best type.',
    ja: '1 箱 {carton_size}、総重量 {gross_weight} のカートンは{containers}に何箱入るか{quantity}？ export-trade のツールを次の順で使ってください：\n1. 寸法を length、width、height と lengthUnit（mm、cm、m、in、ft、yd）に、重量を grossWeight と weightUnit（g、kg、t、oz、lb）に分ける。数値は文字列で。\n2. {container_load} にこれらの数値を加えて呼ぶ。天地無用なら upright: true を加える。\n3. 出荷に寸法の違うカートンがあれば、代わりに `load_plan` を寸法ごとに 1 行で呼ぶ。\n4. コンテナ未満（LCL）や航空なら、`cbm` で容積と請求重量を出す。\n5. 1 本あたりの箱数、必要本数、段数、制約が空間か重量か、最適な種類を答える。',
    ko: '상자당 {carton_size}, 총중량 {gross_weight}인 카톤은 {containers}에 몇 상자 들어가는지{quantity}? export-trade 도구를 다음 순서로 쓰십시오:\n1. 치수를 length, width, height와 lengthUnit(mm, cm, m, in, ft, yd)로, 중량을 grossWeight와 weightUnit(g, kg, t, oz, lb)로 나눕니다. 숫자는 문자열로.\n2. {container_load}에 이 수치들을 더해 호출합니다. 이쪽 위로 세워야 하면 upright: true를 더합니다.\n3. 출하에 규격이 다른 카톤이 있으면 대신 `load_plan`을 규격마다 한 행으로 호출합니다.\n4. 컨테이너 미만(LCL)이나 항공이면 `cbm`으로 부피와 청구 중량을 냅니다.\n5. 컨테이너당 상자 수, 필요 대수, 단수, 공간과 중량 중 무엇이 제약인지, 가장 알맞은 종류를 답합니다.',
  },
  'prompt.cartons.one_type': {
    'zh-CN': '一个 {type} 柜',
    en: 'a {type} container',
    ja: '{type} コンテナ 1 本',
    ko: '{type} 컨테이너 한 대',
  },
  'prompt.cartons.every_type': {
    'zh-CN': '各种柜型',
    en: 'each container type',
    ja: '各種コンテナ',
    ko: '각 컨테이너 종류',
  },
  'prompt.cartons.for_quantity': {
    'zh-CN': '，{quantity} 箱需要几个柜',
    en: ', and how many containers do {quantity} cartons need',
    ja: '、{quantity} 箱には何本必要か',
    ko: ', {quantity}상자에는 몇 대가 필요한지',
  },
} as const satisfies Record<string, Texts>;

export const promptWord = wordsOf(PROMPT_WORDS);
