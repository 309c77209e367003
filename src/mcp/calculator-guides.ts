/**
 * What each calculator's MCP tool says of itself, in the four languages: what it does, when to
 * use it and which tool fits better otherwise (named in backquotes, as the tool list names it), and
 * its answer in one line. Written per tool: an assistant chooses among them by these words
 * (docs/mcp.md, Descriptions); the worked example is the tool's own (its definition's `example`).
 */
import type { Texts } from '../i18n/texts.js';

export interface ToolGuide {
  /** What the tool does. */
  does: Texts;
  /** When to use it, and the tool that fits better otherwise. */
  when: Texts;
  /** Its answer, in one line. */
  returns: Texts;
}

/** By calculator id (the tools' registry); a calculator without one makes no MCP tool list (mcp/tools.ts). */
export const CALCULATOR_GUIDES: Readonly<Record<string, ToolGuide>> = {
  tuishui: {
    does: {
      'zh-CN':
        '计算一个申报期的出口退税：外贸企业按免退税（增值税专用发票金额 × 退税率），生产企业按免抵退税（含免抵额、期末留抵和不得免征和抵扣税额）。',
      en: 'Computes one period’s export VAT refund: a trading company’s by exemption and refund (invoice amount × refund rate), a manufacturer’s by exemption, offset and refund (with the offset, the credit at the end and the non-creditable VAT).',
      ja: '1 申告期間の輸出増値税還付を計算します。貿易会社は免税還付（増値税専用インボイス金額 × 還付率）、メーカーは免税・控除・還付（控除額、期末繰越、控除不可税額を含む）。',
      ko: '한 신고 기간의 수출 부가세 환급을 계산합니다. 무역회사는 면세 환급(부가세 전용 세금계산서 금액 × 환급률), 제조사는 면세·공제·환급(공제액, 기말 이월 세액, 공제 불가 세액 포함).',
    },
    when: {
      'zh-CN':
        '已有本期出口明细（出口日期、FOB 或发票金额、税率）并要算退税本身时用。只查某个编码的税率用 `refund_rate_lookup`；要把退税算进报价用 `baojia`。',
      en: 'Use it when you have the period’s export rows (date, FOB or invoice amount, rates) and want the refund itself. For the rates of a code use `refund_rate_lookup`; to price goods with the refund counted in, use `baojia`.',
      ja: '当期の輸出明細（輸出日、FOB またはインボイス金額、税率）があり、還付額そのものを求めるときに。コードの税率だけなら `refund_rate_lookup`、還付を織り込んだ価格なら `baojia`。',
      ko: '이번 기간의 수출 내역(수출일, FOB 또는 세금계산서 금액, 세율)이 있고 환급액 자체를 구할 때. 코드의 세율만 필요하면 `refund_rate_lookup`, 환급을 반영한 가격이면 `baojia`.',
    },
    returns: {
      'zh-CN': '应退税额、免抵税额、结转下期留抵、应纳税额和不得免征和抵扣税额（人民币，带类型），逐步说明。',
      en: 'The refund, the offset, the credit carried forward, the tax payable and the non-creditable VAT as typed CNY figures, each step as a sentence.',
      ja: '還付額、控除額、翌期繰越、納付税額、控除不可税額（人民元、型付き）と各手順の説明。',
      ko: '환급액, 공제액, 다음 기간 이월액, 납부 세액, 공제 불가 세액(위안, 유형 포함)과 단계별 설명.',
    },
  },
  baojia: {
    does: {
      'zh-CN':
        '由含税进价核算出口报价：按退税、国内费用、运费、保险、佣金和利润率算出 FOB、CFR、CIF 各自的单价；反算模式（mode reverse）则由已报价格算出利润、利润率和保本价。',
      en: 'Works an export price out from the VAT-inclusive purchase cost: the unit price of each term (FOB, CFR, CIF) after the refund, domestic costs, freight, insurance, commission and margin; or, with mode reverse, the profit, margins and break-even of a price already quoted.',
      ja: '含税仕入価格から輸出見積を計算します。還付、国内費用、運賃、保険、手数料、利益率を踏まえた FOB・CFR・CIF それぞれの単価。逆算（mode reverse）では提示済み価格の利益、利益率、損益分岐価格。',
      ko: '부가세 포함 매입가로 수출 견적을 계산합니다. 환급, 국내 비용, 운임, 보험, 수수료, 이익률을 반영한 FOB·CFR·CIF 각각의 단가. 역산(mode reverse)은 이미 제시한 가격의 이익, 이익률, 손익분기 가격.',
    },
    when: {
      'zh-CN':
        '需要价格数字时用。要给买方的报价单或形式发票用 `quote`；只算一期退税用 `tuishui`；不知道退税率先用 `refund_rate_search` 查。',
      en: 'Use it for the figures of a price. For the buyer’s document (quotation or proforma invoice) use `quote`; for a period’s refund alone use `tuishui`; when the refund rate is unknown, find it with `refund_rate_search` first.',
      ja: '価格の数値が必要なときに。買い手向けの見積書やプロフォーマ・インボイスは `quote`、期間の還付額だけなら `tuishui`、還付率が不明なら先に `refund_rate_search`。',
      ko: '가격 수치가 필요할 때. 구매자용 견적서나 견적송장은 `quote`, 기간 환급액만이면 `tuishui`, 환급률을 모르면 먼저 `refund_rate_search`.',
    },
    returns: {
      'zh-CN': '每种术语的单价、总价、含佣价、利润、利润率、保本价和换汇成本，以及退税总额和成本总额，逐步说明。',
      en: 'Per term: unit price, total, price with commission, profit, margins, break-even and exchange cost; the refund and cost totals; each step as a sentence.',
      ja: '条件ごとの単価、総額、手数料込み価格、利益、利益率、損益分岐価格、換算コスト、還付総額と原価総額、各手順の説明。',
      ko: '조건별 단가, 총액, 수수료 포함 가격, 이익, 이익률, 손익분기 가격, 환전 원가, 환급 총액과 원가 총액, 단계별 설명.',
    },
  },
  'fx-cost': {
    does: {
      'zh-CN':
        '比较一年的外币收汇在开户银行和最多两个其他渠道（另一家银行、支付公司）结汇成人民币的成本，都以人民币汇率中间价为基准。',
      en: 'Compares what a year of foreign-currency receipts costs to convert into CNY at your bank and at up to two alternatives (another bank, a payment company), each measured against the RMB central parity.',
      ja: '1 年分の外貨受取を人民元に両替するコストを、取引銀行と最大 2 つの代替手段（別の銀行、決済会社）で比べます。基準はいずれも人民元基準値。',
      ko: '1년 치 외화 수취액을 위안화로 환전하는 비용을 거래 은행과 최대 두 대안(다른 은행, 결제 회사)에서 비교합니다. 기준은 모두 위안화 기준환율.',
    },
    when: {
      'zh-CN': '选择结汇渠道时用。只折算一笔金额用 `fx_convert`；查公布的汇率本身用 `central_parity`。',
      en: 'Use it to choose a conversion channel. To value one amount at the parity and at a bank rate use `fx_convert`; for the published rates themselves use `central_parity`.',
      ja: '両替の手段を選ぶときに。1 件の金額の換算は `fx_convert`、公表レートそのものは `central_parity`。',
      ko: '환전 경로를 고를 때. 금액 하나의 환산은 `fx_convert`, 공표 환율 자체는 `central_parity`.',
    },
    returns: {
      'zh-CN': '每个渠道一年到手的人民币、手续费、相对中间价的成本和排名，以及最省的渠道。',
      en: 'For each channel the CNY a year yields, its fees, its cost against the midpoint and its rank; and the best channel.',
      ja: '手段ごとの年間受取額（人民元）、手数料、基準値に対するコストと順位、最も有利な手段。',
      ko: '경로별 연간 수령 위안화, 수수료, 기준환율 대비 비용과 순위, 가장 유리한 경로.',
    },
  },
  cbm: {
    does: {
      'zh-CN':
        '把各行纸箱汇总为总体积（立方米）和总毛重，并算出海运拼箱（W/M 运费吨）、空运和快递（按除数算体积重，按承运人规则取整）的计费量。',
      en: 'Adds carton rows up into total volume (m³) and gross weight, and the chargeable quantity for sea LCL (W/M revenue tonnes), air and express (volumetric weight by divisor, rounded as the carrier bills).',
      ja: 'カートンの各行を総容積（m³）と総重量にまとめ、海上 LCL（W/M レベニュートン）、航空、国際宅配便（除数による容積重量、運送会社の丸め）の請求量を出します。',
      ko: '카톤 행들을 총부피(m³)와 총중량으로 합산하고, 해상 LCL(W/M 운임톤), 항공, 특송(제수에 의한 부피 중량, 운송사 방식의 올림)의 과금량을 냅니다.',
    },
    when: {
      'zh-CN':
        '只要体积和计费重量时用。要知道一个柜能装多少箱用 `container_load`（一种箱规）或 `load_plan`（多种箱规）。',
      en: 'Use it for volume and chargeable weight only. For how many cartons fit in a container use `container_load` (one carton size) or `load_plan` (several sizes).',
      ja: '容積と請求重量だけが必要なときに。コンテナに何箱入るかは `container_load`（1 種類の箱）または `load_plan`（複数の箱）。',
      ko: '부피와 청구 중량만 필요할 때. 컨테이너에 몇 상자 들어가는지는 `container_load`(한 종류) 또는 `load_plan`(여러 종류).',
    },
    returns: {
      'zh-CN': '总立方米、总毛重、拼箱计费量，空运和快递的体积重与计费重，并注明各按重量还是体积计。',
      en: 'Total m³, total gross weight, LCL chargeable, air and express volumetric and billed weights, each with the basis (weight or volume) that set it.',
      ja: '総 m³、総重量、LCL 請求量、航空・国際宅配便の容積重量と請求重量、それぞれ重量と容積のどちらで決まったか。',
      ko: '총 m³, 총중량, LCL 과금량, 항공·특송의 부피 중량과 청구 중량, 각각 중량과 부피 중 무엇으로 정해졌는지.',
    },
  },
  'container-load': {
    does: {
      'zh-CN':
        '把同一规格的纸箱装进各种标准集装箱（20GP、40GP、40HQ、45HQ）或自定义箱体：按行、列、层计算每柜箱数，补满剩余空间，并按载重核对重量。',
      en: 'Fits cartons of one size into each standard container (20GP, 40GP, 40HQ, 45HQ) or your own: cartons per container by rows, columns and layers, the space left filled, the weight checked against the payload.',
      ja: '同じ寸法のカートンを各標準コンテナ（20GP、40GP、40HQ、45HQ）または独自の箱に積みます。列・行・段ごとの 1 本あたり箱数、残り空間の充填、最大積載量による重量確認。',
      ko: '같은 규격의 카톤을 각 표준 컨테이너(20GP, 40GP, 40HQ, 45HQ) 또는 직접 지정한 적재함에 싣습니다. 열·행·단별 컨테이너당 상자 수, 남은 공간 채우기, 최대 적재량 대비 중량 확인.',
    },
    when: {
      'zh-CN': '只有一种箱规时用。多种箱规一起装柜用 `load_plan`；只要体积或计费重量用 `cbm`。',
      en: 'Use it for cartons of one size. For several sizes loaded together use `load_plan`; for volume or chargeable weight only use `cbm`.',
      ja: '1 種類の箱のときに。複数の寸法を一緒に積むなら `load_plan`、容積や請求重量だけなら `cbm`。',
      ko: '한 종류의 상자일 때. 여러 규격을 함께 실으면 `load_plan`, 부피나 청구 중량만이면 `cbm`.',
    },
    returns: {
      'zh-CN': '每种柜型的每柜箱数、所需柜数和最后一柜箱数、摆放方式、体积和重量利用率、受限因素，以及最合适的柜型。',
      en: 'Per container type: cartons per container, containers for the quantity and cartons in the last, the layout, volume and weight use, the limit that binds; and the best type.',
      ja: 'コンテナの種類ごとに 1 本あたり箱数、数量に必要な本数と最後の 1 本の箱数、配置、容積・重量の使用率、制約要因。最適な種類。',
      ko: '컨테이너 종류별 컨테이너당 상자 수, 수량에 필요한 개수와 마지막 컨테이너의 상자 수, 배치, 부피·중량 사용률, 제약 요인, 그리고 가장 알맞은 종류.',
    },
  },
  'load-plan': {
    does: {
      'zh-CN':
        '为混装货物做装柜方案：把多种规格的纸箱（最多 100 行、共 20,000 箱）放进所允许柜型中尽量少的集装箱，遵守朝上、限层和只放底层的要求，按装货顺序逐块给出。',
      en: 'Plans a mixed load: cartons of several sizes (up to 100 rows, 20,000 cartons) placed into the fewest containers of the types allowed, keeping this-side-up, layer limits and bottom-only goods, block by block in loading order.',
      ja: '混載の積付計画を作ります。複数寸法のカートン（最大 100 行、計 20,000 箱）を、許可された種類のできるだけ少ないコンテナに、天地無用、段数制限、最下段のみの条件を守り、積込順にブロックごとに配置します。',
      ko: '혼적 적재 계획을 세웁니다. 여러 규격의 카톤(최대 100행, 총 20,000상자)을 허용된 종류의 가능한 한 적은 컨테이너에, 이쪽 위로·단수 제한·바닥에만 조건을 지켜 적재 순서대로 블록별로 배치합니다.',
    },
    when: {
      'zh-CN':
        '多种规格的纸箱一起出运时用。只有一种箱规用 `container_load`（更快，并比较各柜型）；只要体积或计费重量用 `cbm`。',
      en: 'Use it when cartons of different sizes ship together. For one carton size use `container_load` (faster, every type compared); for volume or chargeable weight use `cbm`.',
      ja: '寸法の違うカートンを一緒に出荷するときに。1 種類だけなら `container_load`（速く、全種類を比較）、容積や請求重量なら `cbm`。',
      ko: '규격이 다른 카톤을 함께 출하할 때. 한 종류만이면 `container_load`(더 빠르고 모든 종류 비교), 부피나 청구 중량이면 `cbm`.',
    },
    returns: {
      'zh-CN': '按柜型的用柜数、已装和未装箱数、体积和重量利用率，以及 plan：每个柜按装货顺序的各块及其位置。',
      en: 'Containers used by type, cartons placed and not placed, volume and weight use, and `plan`: each container’s blocks in loading order with their positions.',
      ja: '種類別の使用本数、積めた箱数と積めなかった箱数、容積・重量の使用率、そして plan：各コンテナの積込順のブロックとその位置。',
      ko: '종류별 사용 컨테이너 수, 실은 상자와 못 실은 상자 수, 부피·중량 사용률, 그리고 plan: 각 컨테이너의 적재 순서별 블록과 위치.',
    },
  },
  'fx-convert': {
    does: {
      'zh-CN': '把一笔外币金额按人民币汇率中间价和银行结汇价折成人民币，并与之前记下的汇率比较。',
      en: 'Converts an amount of foreign currency into CNY at the RMB central parity and at your bank’s buying rate, and compares them with a rate you kept earlier.',
      ja: '外貨の金額を人民元基準値と銀行の買いレートで人民元に換算し、以前に控えたレートと比べます。',
      ko: '외화 금액을 위안화 기준환율과 은행 매입 환율로 위안화로 환산하고, 예전에 기록해 둔 환율과 비교합니다.',
    },
    when: {
      'zh-CN': '折算单笔金额时用。一年收汇比较各渠道用 `fx_cost`；查某天或某段时间公布的汇率用 `central_parity`。',
      en: 'Use it for one amount. For a year’s receipts compared across channels use `fx_cost`; for a day’s or a range’s published rates use `central_parity`.',
      ja: '1 件の金額のときに。1 年分の受取を手段間で比べるなら `fx_cost`、ある日や期間の公表レートなら `central_parity`。',
      ko: '금액 하나일 때. 1년 치 수취액을 경로별로 비교하면 `fx_cost`, 특정 날짜나 기간의 공표 환율이면 `central_parity`.',
    },
    returns: {
      'zh-CN': '中间价、按中间价和按银行价折算的人民币金额、两种汇率之差及相差的人民币。',
      en: 'The midpoint, the amount in CNY at the midpoint and at the bank, the gap between the two rates and the difference in CNY.',
      ja: '基準値、基準値と銀行レートでの人民元額、2 つのレートの差と人民元での差額。',
      ko: '기준환율, 기준환율과 은행 환율로 환산한 위안화 금액, 두 환율의 차이와 위안화 차액.',
    },
  },
  'unit-convert': {
    does: {
      'zh-CN':
        '把一个数值在长度（mm、cm、m、in、ft、yd）、重量（g、kg、t、oz、lb）或体积（cm3、l、m3、in3、ft3）单位之间换算，按国际定义精确计算。',
      en: 'Converts one value between units of length (mm, cm, m, in, ft, yd), weight (g, kg, t, oz, lb) or volume (cm3, l, m3, in3, ft3), exactly, by the international definitions.',
      ja: '1 つの値を長さ（mm、cm、m、in、ft、yd）、重さ（g、kg、t、oz、lb）、体積（cm3、l、m3、in3、ft3）の単位間で、国際定義により正確に換算します。',
      ko: '값 하나를 길이(mm, cm, m, in, ft, yd), 무게(g, kg, t, oz, lb), 부피(cm3, l, m3, in3, ft3) 단위 사이에서 국제 정의에 따라 정확히 환산합니다.',
    },
    when: {
      'zh-CN': '换算单个数值时用。算纸箱体积或计费重量用 `cbm`；算装柜用 `container_load`。',
      en: 'Use it for a single value. For carton volume or chargeable weight use `cbm`; for what fits in a container use `container_load`.',
      ja: '単一の値のときに。カートンの容積や請求重量は `cbm`、コンテナ積載は `container_load`。',
      ko: '값 하나일 때. 카톤 부피나 청구 중량은 `cbm`, 컨테이너 적재는 `container_load`.',
    },
    returns: {
      'zh-CN': '目标单位下的结果：精确值，或四舍五入到 10 位小数并附说明。',
      en: 'The result in the target unit: exact, or rounded to 10 decimals with a note saying so.',
      ja: '換算先の単位での結果。正確な値、または小数 10 桁に四捨五入してその旨の注記。',
      ko: '대상 단위의 결과: 정확한 값, 또는 소수 10자리로 반올림하고 그 사실을 알리는 메모.',
    },
  },
  maitou: {
    does: {
      'zh-CN': '排出纸箱上的唛头：主唛各行、箱号（1/25 … 25/25）、毛重和净重、纸箱尺寸，每行一句。',
      en: 'Lays out a carton’s shipping mark (唛头): the main mark lines, the carton numbers (1/25 … 25/25), gross and net weight and the carton size, as printed lines.',
      ja: 'カートンの荷印（唛头）を組みます。主マークの各行、箱番号（1/25 … 25/25）、総重量と正味重量、カートン寸法を印字する行として。',
      ko: '카톤의 화인(唛头)을 짭니다. 주 마크의 각 행, 상자 번호(1/25 … 25/25), 총중량과 순중량, 카톤 치수를 인쇄할 행으로.',
    },
    when: {
      'zh-CN': '要在纸箱上印唛头时用。要带唛头的报价单或形式发票用 `quote`；算纸箱体积用 `cbm`。',
      en: 'Use it to print marks on cartons. For a buyer’s quotation or invoice carrying the marks use `quote`; for the cartons’ volume use `cbm`.',
      ja: 'カートンに荷印を印字するときに。荷印入りの見積書やインボイスは `quote`、カートンの容積は `cbm`。',
      ko: '카톤에 화인을 인쇄할 때. 화인이 들어간 견적서나 송장은 `quote`, 카톤 부피는 `cbm`.',
    },
    returns: {
      'zh-CN': '唛头的各印刷行，作为步骤给出，每行一个步骤并带其文字；没有数值结果。',
      en: 'The mark’s printed lines as steps, one step a line with its text; no figures.',
      ja: '荷印の印字行を手順として返します（1 行 1 手順、文字付き）。数値はありません。',
      ko: '화인의 인쇄 행을 단계로 돌려줍니다(한 행에 한 단계, 문자 포함). 수치는 없습니다.',
    },
  },
};
