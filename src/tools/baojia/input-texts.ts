/** baojia's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import type { InputTexts, OtherLanguages } from '../kit/input-texts.js';
import type { BAOJIA_INPUTS } from './inputs.js';

/** What inputs.ts's percent() adds to a percent input's description. */
const percent = (text: OtherLanguages): OtherLanguages => ({
  'zh-CN': `${text['zh-CN']}百分数：13 表示 13%。`,
  ja: `${text.ja}パーセント：13 は 13 % を表します。`,
  ko: `${text.ko} 퍼센트: 13은 13 %를 뜻합니다.`,
});

export const BAOJIA_INPUT_TEXTS: InputTexts<typeof BAOJIA_INPUTS> = {
  mode: {
    'zh-CN': 'forward：由成本算出各贸易术语的报价；reverse：由 quotedPrice 算出利润。',
    ja: 'forward：コストから各取引条件の見積価格を求めます。reverse：quotedPrice から利益を求めます。',
    ko: 'forward: 원가에서 각 거래 조건의 견적가를 구합니다; reverse: quotedPrice에서 이익을 구합니다.',
  },
  price: {
    'zh-CN': '每单位的采购价，人民币，含增值税（含税进价）。',
    ja: '1単位の仕入価格、人民元、増値税込み（含税进价）。',
    ko: '한 단위의 매입가, 위안화, 증치세 포함(含税进价).',
  },
  quantity: { 'zh-CN': '报价的数量。', ja: '見積もる数量。', ko: '견적 수량.' },
  unit: {
    'zh-CN': '一个单位是什么（标签：pc、set、dozen……）。',
    ja: '1単位が何か（ラベル：pc、set、dozen など）。',
    ko: '한 단위가 무엇인지(라벨: pc, set, dozen 등).',
  },
  taxRate: percent({
    'zh-CN': '货物的增值税征税率。',
    ja: '貨物の増値税の徴税率（征税率）。',
    ko: '화물의 증치세 징수율(征税率).',
  }),
  refundRate: percent({
    'zh-CN': '货物的出口退税率，不高于 taxRate。',
    ja: '貨物の輸出還付率（退税率）、taxRate 以下。',
    ko: '화물의 수출 환급률(退税率), taxRate 이하.',
  }),
  currency: { 'zh-CN': '报价币种，三个字母。', ja: '見積もりの通貨（英字3文字）。', ko: '견적 통화(영문 3자).' },
  fxRate: {
    'zh-CN':
      '汇率：每 1 单位（日元为 100 单位）报价币种折合多少人民币，或每 1 人民币折合多少报价币种，由汇率标价单位数（fxPer）和汇率标价方式（fxBase）决定。报价币种不是 CNY 时必填：缺少时，拒绝信息会按其自身标价方式给出当前的人民币汇率中间价。',
    ja: '為替レート：見積通貨 1 単位（円は 100 単位）あたりの人民元、または人民元 1 単位あたりの見積通貨の単位数。どちらかはレートの単位数（fxPer）とレートの建て方（fxBase）で決まる。CNY 以外では必須：ないときは、拒否の理由が現在の人民元基準値をその建て方のまま示します。',
    ko: '환율: 견적 통화 1단위(엔화는 100단위)당 위안화 또는 위안화 1단위당 견적 통화 단위 수이며, 어느 쪽인지는 환율 기준 단위 수(fxPer)와 환율 표시 방식(fxBase)이 정합니다. CNY가 아니면 필수: 없으면 거부 사유가 현재 위안화 기준환율을 그 표시 방식대로 알려 줍니다.',
  },
  fxPer: {
    'zh-CN': '汇率（fxRate）按每 1 单位还是每 100 单位货币标价（日元按人民币汇率中间价的标价为 100）。',
    ja: '為替レート（fxRate）が通貨 1 単位あたりか 100 単位あたりか（円は人民元基準値の建て方どおり 100）。',
    ko: '환율(fxRate)이 통화 1단위당인지 100단위당인지(엔화는 위안화 기준환율의 표시대로 100).',
  },
  fxBase: {
    'zh-CN':
      '汇率（fxRate）的标价方向：外币折合人民币，即每单位报价币种折合多少人民币（如中间价对 USD、EUR、100 JPY 的标价）；或人民币折合外币，即每单位人民币折合多少报价币种（如对 KRW、MYR、THB 的标价）。',
    ja: '為替レート（fxRate）の建て方：見積通貨の単位あたりの人民元（基準値の USD、EUR、100 JPY の建て方）、または人民元の単位あたりの見積通貨の単位数（KRW、MYR、THB の建て方）。',
    ko: '환율(fxRate)의 표시 방식: 견적 통화 단위당 위안화(기준환율의 USD, EUR, 100 JPY 표시 방식) 또는 위안화 단위당 견적 통화 단위 수(KRW, MYR, THB 표시 방식).',
  },
  domestic: {
    'zh-CN': '国内费用（内陆运输、港杂费、银行费用、管理费用），人民币，按 domesticBasis 计。',
    ja: '国内費用（内陸輸送、港湾諸費用、銀行手数料、間接費）、人民元、domesticBasis の単位で。',
    ko: '국내 비용(내륙 운송, 항만 비용, 은행 수수료, 간접비), 위안화, domesticBasis 기준.',
  },
  domesticBasis: {
    'zh-CN': 'domestic 是整批的、每单位的、每个集装箱的，还是采购总额的百分比（费用定额率）。',
    ja: 'domestic がロット全体か、1単位あたりか、コンテナ1本あたりか、仕入総額に対する割合（费用定额率）か。',
    ko: 'domestic이 전체 로트분인지, 단위당인지, 컨테이너당인지, 매입 총액 대비 비율(费用定额率)인지.',
  },
  freight: {
    'zh-CN': '海运费，以报价币种计，按 freightBasis 计。未填时不报 CFR 和 CIF。',
    ja: '海上運賃（見積通貨建て、freightBasis の単位で）。ないときは CFR と CIF を見積もりません。',
    ko: '해상 운임(견적 통화 기준, freightBasis 단위). 없으면 CFR과 CIF를 견적하지 않습니다.',
  },
  freightBasis: {
    'zh-CN': 'freight 是每个集装箱的、每立方米体积的、每单位货物的，还是整批的。',
    ja: 'freight がコンテナ1本あたりか、容積 1 m³ あたりか、商品1単位あたりか、ロット全体か。',
    ko: 'freight가 컨테이너당인지, 부피 1 m³당인지, 상품 단위당인지, 전체 로트분인지.',
  },
  containers: {
    'zh-CN': '这批货的集装箱数，用于按箱计的运费或国内费用；未填按 1 计。',
    ja: 'このロットのコンテナ本数（コンテナ単位の運賃や国内費用に使用）。未入力は 1。',
    ko: '이 로트의 컨테이너 수(컨테이너 단위 운임이나 국내 비용에 사용); 입력하지 않으면 1.',
  },
  volume: {
    'zh-CN': '整批货的体积（m³），用于按立方米计的运费。',
    ja: 'ロット全体の容積（m³）。1 m³ あたりの運賃に使います。',
    ko: '전체 로트의 부피(m³), m³당 운임에 씁니다.',
  },
  insuranceRate: percent({
    'zh-CN': '保险费率。未填时不报 CIF。',
    ja: '保険料率（保险费率）。ないときは CIF を見積もりません。',
    ko: '보험료율(保险费率). 없으면 CIF를 견적하지 않습니다.',
  }),
  insurance: {
    'zh-CN': '整批货的保险费金额，以报价币种计，按保险公司的报价，代替 insuranceRate。两者都没有时不报 CIF。',
    ja: 'ロット全体の保険料（見積通貨建て、保険会社の見積どおり）。insuranceRate の代わりに使います。どちらもなければ CIF は見積もりません。',
    ko: '전체 로트의 보험료(견적 통화 기준, 보험사 견적대로), insuranceRate 대신 씁니다. 둘 다 없으면 CIF를 견적하지 않습니다.',
  },
  markup: percent({
    'zh-CN': '按 CIF 价投保的加成（投保加成）。',
    ja: 'CIF 価額に対する付保の割増（投保加成）。',
    ko: 'CIF 가액에 대한 부보 가산(投保加成).',
  }),
  commission: percent({
    'zh-CN': '按含佣价计的佣金率。未填时不给含佣价。',
    ja: 'コミッション込み価格に対するコミッション率（佣金率）。ないときはコミッション込み価格を出しません。',
    ko: '커미션 포함 가격에 대한 커미션율(佣金率). 없으면 커미션 포함 가격을 내지 않습니다.',
  }),
  method: {
    'zh-CN':
      '利润、佣金和保险费如何计入价格。chain：FOB = 成本 ÷ (1 − 利润率)，CFR、CIF 由此逐步换算（CIF = CFR ÷ (1 − (1 + 投保加成) × 保险费率)），含佣价 = 净价 ÷ (1 − 佣金率)。combined：含佣价 = (成本 + 运费) ÷ (1 − 利润率 − 佣金率 − (1 + 投保加成) × 保险费率)，一个分母，各项都按含佣价的比例计，即许多教材核算 CIFC 的方法。',
    ja: '利益・口銭・保険料を価格にどう入れるか。chain：FOB = コスト ÷ (1 − 利益率)、CFR と CIF はそこから順に換算（CIF = CFR ÷ (1 − (1 + 付保割増) × 保険料率)）、口銭込み価格 = 正味価格 ÷ (1 − 口銭率)。combined：口銭込み価格 = (コスト + 運賃) ÷ (1 − 利益率 − 口銭率 − (1 + 付保割増) × 保険料率) の一つの分母で、どれもその価格に対する割合とする、多くの教科書の CIFC の求め方。',
    ko: '이익, 수수료, 보험료를 가격에 넣는 방식. chain: FOB = 원가 ÷ (1 − 이익률), CFR과 CIF는 거기서 차례로 환산(CIF = CFR ÷ (1 − (1 + 부보 가산율) × 보험료율)), 수수료 포함가 = 순가격 ÷ (1 − 수수료율). combined: 수수료 포함가 = (원가 + 운임) ÷ (1 − 이익률 − 수수료율 − (1 + 부보 가산율) × 보험료율)의 한 분모로, 모두 그 가격에 대한 비율로 보는 많은 교재의 CIFC 계산 방식.',
  },
  margin: {
    'zh-CN': '目标利润，占报价或成本的百分数（marginBasis）。0 得出保本价。',
    ja: '目標利益、見積価格またはコストに対するパーセント（marginBasis）。0 なら損益分岐価格になります。',
    ko: '목표 이익, 견적가 또는 원가 대비 퍼센트(marginBasis). 0이면 손익분기 가격입니다.',
  },
  marginBasis: {
    'zh-CN': 'margin 是占报价的比例（利润率），还是占成本总额的比例（成本利润率）。',
    ja: 'margin が見積価格に対する割合（利润率）か、コスト総額に対する割合（成本利润率）か。',
    ko: 'margin이 견적가 대비 비율(利润率)인지 원가 총액 대비 비율(成本利润率)인지.',
  },
  term: {
    'zh-CN': 'quotedPrice 所对应的贸易术语（reverse），其各项数字须能算出，port 即其指定港口。',
    ja: 'quotedPrice の取引条件（reverse）。その数値が計算できる必要があり、port はその指定港です。',
    ko: 'quotedPrice의 거래 조건(reverse). 그 수치가 계산 가능해야 하며 port는 그 지정 항구입니다.',
  },
  quotedPrice: {
    'zh-CN': '反算：对 term 报出的单价，以报价币种计；给出 commission 时为含佣价，除非 quotedPriceBasis 为 net。',
    ja: '逆算：term で見積もった単価（見積通貨建て）。commission があればコミッション込み（quotedPriceBasis が net のときを除く）。',
    ko: '역산: term으로 견적한 단가(견적 통화 기준); commission이 있으면 커미션 포함(quotedPriceBasis가 net이면 제외).',
  },
  quotedPriceBasis: {
    'zh-CN': '反算且有佣金时：quotedPrice 为含佣价（默认），或为净价，此时由净价算出含佣价。',
    ja: '逆算でコミッションがあるとき：quotedPrice はコミッション込み価格（既定）か正味価格（净价）で、後者ならそこからコミッション込み価格を求めます。',
    ko: '역산이고 커미션이 있을 때: quotedPrice가 커미션 포함 가격(기본값)인지 순가격(净价)인지; 순가격이면 그로부터 커미션 포함 가격을 구합니다.',
  },
  port: {
    'zh-CN': 'term 的指定港口（FOB 为装运港，CFR 和 CIF 为目的港）：UN/LOCODE 或港口名称。',
    ja: 'term の指定港（FOB は船積港、CFR と CIF は仕向港）：UN/LOCODE または港名。',
    ko: 'term의 지정 항구(FOB는 선적항, CFR과 CIF는 도착항): UN/LOCODE 또는 항구 이름.',
  },
};
