/**
 * baojia (出口报价核算): the sentence of each step, each warning and note, and each refusal.
 * Step sentences show the formula with the figures of the answer; refusals say what to send.
 */
import type { Texts } from '../../i18n/texts.js';

const STEPS = {
  'baojia.port': {
    'zh-CN': '{term} 的指定港口：{port}（{name}），见 {published} 版港口列表。',
    en: 'Named port of {term}: {port} ({name}), from the port list of {published}.',
    ja: '{term} の指定港：{port}（{name}）、{published} 版の港湾一覧による。',
    ko: '{term} 지정 항구: {port}({name}), {published} 판 항만 목록 기준.',
  },
  'baojia.method_chain': {
    'zh-CN': '核算方法为逐步换算：FOB 由成本和利润率算出，CFR 加运费，CIF 加保险费，含佣价 = 净价 ÷ (1 − 佣金率)。',
    en: 'Method, step by step: FOB from the cost and the margin, CFR adds the freight, CIF the insurance, and a price with commission is the net price ÷ (1 − commission).',
    ja: '計算方法は段階的換算：FOB をコストと利益率から求め、CFR は運賃を、CIF は保険料を加え、口銭込み価格 = 正味価格 ÷ (1 − 口銭率)。',
    ko: '계산 방식은 단계별 환산: FOB를 원가와 이익률로 구하고, CFR은 운임을, CIF는 보험료를 더하며, 수수료 포함가 = 순가격 ÷ (1 − 수수료율).',
  },
  'baojia.method_combined': {
    'zh-CN':
      '核算方法为统一分母法：含佣价 = 成本费用 ÷ (1 − 利润率 {margin} − 佣金率 {commission} − 保险费占比 {insuranceShare}（仅 CIF）)，各项均以含佣价为基数。',
    en: 'Method, one denominator: the price with commission = the costs ÷ (1 − margin {margin} − commission {commission} − for CIF the insurance share {insuranceShare}), each a share of that price.',
    ja: '計算方法は一つの分母：口銭込み価格 = コスト ÷ (1 − 利益率 {margin} − 口銭率 {commission} − CIF では保険料の割合 {insuranceShare})、どれもその価格に対する割合。',
    ko: '계산 방식은 단일 분모: 수수료 포함가 = 원가 ÷ (1 − 이익률 {margin} − 수수료율 {commission} − CIF는 보험료 비중 {insuranceShare}), 모두 그 가격에 대한 비율.',
  },
  'baojia.method_combined_cost': {
    'zh-CN':
      '核算方法为统一分母法：含佣价 = 成本费用（出口总成本 × (1 + 成本利润率 {margin})）÷ (1 − 佣金率 {commission} − 保险费占比 {insuranceShare}（仅 CIF）)，各项均以含佣价为基数。',
    en: 'Method, one denominator: the price with commission = the costs, the cost total taken × (1 + margin on cost {margin}), ÷ (1 − commission {commission} − for CIF the insurance share {insuranceShare}), each a share of that price.',
    ja: '計算方法は一つの分母：口銭込み価格 = コスト（輸出総コスト × (1 + 原価利益率 {margin})）÷ (1 − 口銭率 {commission} − CIF では保険料の割合 {insuranceShare})、どれもその価格に対する割合。',
    ko: '계산 방식은 단일 분모: 수수료 포함가 = 원가(수출 총원가 × (1 + 원가 이익률 {margin})) ÷ (1 − 수수료율 {commission} − CIF는 보험료 비중 {insuranceShare}), 모두 그 가격에 대한 비율.',
  },
  'baojia.method_combined_reverse': {
    'zh-CN': '核算方法为统一分母法：佣金率 {commission} 和保险费占比 {insuranceShare}（仅 CIF）均以含佣价为基数。',
    en: 'Method, one denominator: the commission {commission} and, for CIF, the insurance share {insuranceShare} are each a share of the price with commission.',
    ja: '計算方法は一つの分母：口銭率 {commission} と CIF の保険料の割合 {insuranceShare} は、どちらも口銭込み価格に対する割合。',
    ko: '계산 방식은 단일 분모: 수수료율({commission})과 CIF의 보험료 비중({insuranceShare})은 모두 수수료 포함가에 대한 비율입니다.',
  },
  'baojia.combined': {
    'zh-CN': '{term} 单价 = 单位成本费用 {costs} ÷ (1 − {shares}) = {price}，总价 {total}。',
    en: 'The {term} price = costs of {costs} a unit ÷ (1 − {shares}): {price} a unit, {total} in all.',
    ja: '{term} 単価 = 1 単位のコスト {costs} ÷ (1 − {shares}) = {price}、総額 {total}。',
    ko: '{term} 단가 = 단위당 원가 {costs} ÷ (1 − {shares}) = {price}, 총액 {total}.',
  },
  // Reverse mode prices nothing from a margin: its method is the conversions between the terms.
  'baojia.method_chain_reverse': {
    'zh-CN':
      '核算方法为逐步换算：由所报价格换算其他术语，CFR = FOB + 运费，CIF 在 CFR 上加保险费，反向则逐项扣除；净价 = 含佣价 × (1 − 佣金率)。',
    en: 'Method, step by step: from the quoted price to the other terms, CFR is FOB plus the freight and CIF adds the insurance to CFR, each taken off the other way; a net price is the price with commission × (1 − commission).',
    ja: '計算方法は段階的換算：見積価格から他の条件へ換算し、CFR = FOB + 運賃、CIF は CFR に保険料を加え、逆方向はそれぞれ差し引き、正味価格 = 口銭込み価格 × (1 − 口銭率)。',
    ko: '계산 방식은 단계별 환산: 견적가에서 다른 조건으로 환산하며, CFR = FOB + 운임, CIF는 CFR에 보험료를 더하고 반대 방향은 각각 빼며, 순가격 = 수수료 포함가 × (1 − 수수료율).',
  },
  'baojia.cif_margin_below': {
    'zh-CN':
      'CIF 利润率 {marginCif} 低于所设的 {margin}：逐步换算时 CIF 只在 CFR 上加保险费，利润与 CFR 相同而报价更高，所以占 CIF 报价的比例较低；要 CIF 本身达到 {margin}，请用统一分母法核算。',
    en: 'The CIF margin of {marginCif} is below the {margin} asked: step by step, CIF only adds the insurance to CFR, so it keeps CFR’s profit on a higher price; for CIF itself to reach {margin}, price it in one denominator.',
    ja: 'CIF の利益率 {marginCif} が指定の {margin} より低いのは、段階的換算では CIF が CFR に保険料を加えるだけで、利益は CFR と同じまま価格が高くなるためで、CIF 自体で {margin} にするには一つの分母で計算してください。',
    ko: 'CIF 이익률 {marginCif}가 지정한 {margin}보다 낮은 것은 단계별 환산에서 CIF가 CFR에 보험료만 더해 이익은 CFR과 같고 가격은 높아지기 때문이며, CIF 자체로 {margin}에 이르려면 단일 분모로 계산하십시오.',
  },
  'baojia.combined_commission': {
    'zh-CN':
      '{term} 含佣价 = 单位成本费用 {costs} ÷ (1 − {shares}) = {commissionPrice}，总价 {commissionTotal}；扣除佣金 {commission} 后净价 {price}，总价 {total}。',
    en: 'With commission, {term} = costs of {costs} a unit ÷ (1 − {shares}): {commissionPrice} a unit, {commissionTotal} in all; net of the commission of {commission}, {price} a unit, {total} in all.',
    ja: '{term} 口銭込み価格 = 1 単位のコスト {costs} ÷ (1 − {shares}) = {commissionPrice}、総額 {commissionTotal}、口銭 {commission} を除いた正味 {price}、総額 {total}。',
    ko: '{term} 수수료 포함가 = 단위당 원가 {costs} ÷ (1 − {shares}) = {commissionPrice}, 총액 {commissionTotal}; 수수료 {commission} 제외 순가격 {price}, 총액 {total}.',
  },
  'baojia.cif_to_cfr_combined': {
    'zh-CN':
      'CFR 单价 = CIF {cif} − 含佣价 {commissionPrice} × (1 + 投保加成 {markup}) × 保险费率 {insuranceRate} = {price}，总价 {total}。',
    en: 'CFR = CIF {cif} − the price with commission {commissionPrice} × (1 + markup {markup}) × insurance rate {insuranceRate}: {price} a unit, {total} in all.',
    ja: 'CFR 単価 = CIF {cif} − 口銭込み価格 {commissionPrice} × (1 + 付保割増 {markup}) × 保険料率 {insuranceRate} = {price}、総額 {total}。',
    ko: 'CFR 단가 = CIF {cif} − 수수료 포함가 {commissionPrice} × (1 + 부보 가산율 {markup}) × 보험료율 {insuranceRate} = {price}, 총액 {total}.',
  },
  'baojia.insurance_commission': {
    'zh-CN': '保险费 = CIF 含佣总价 {total} × (1 + {markup}) × {insuranceRate} = {insurance}。',
    en: 'Insurance premium = CIF total with commission {total} × (1 + {markup}) × {insuranceRate} = {insurance}.',
    ja: '保険料 = CIF 口銭込み総額 {total} × (1 + {markup}) × {insuranceRate} = {insurance}。',
    ko: '보험료 = CIF 수수료 포함 총액 {total} × (1 + {markup}) × {insuranceRate} = {insurance}.',
  },
  'baojia.purchase': {
    'zh-CN': '含税采购：{quantity} × 单价 {price} = {purchaseTotal}。',
    en: 'Purchase including VAT: {quantity} at {price} a unit = {purchaseTotal}.',
    ja: '税込仕入：{quantity} × 単価 {price} = {purchaseTotal}。',
    ko: '부가세 포함 매입: {quantity} × 단가 {price} = {purchaseTotal}.',
  },
  'baojia.refund': {
    'zh-CN': '出口退税收入 = {purchaseTotal} ÷ (1 + {taxRate}) × {refundRate} = {refundTotal}。',
    en: 'Export VAT refund = {purchaseTotal} ÷ (1 + {taxRate}) × {refundRate} = {refundTotal}.',
    ja: '輸出還付税額 = {purchaseTotal} ÷ (1 + {taxRate}) × {refundRate} = {refundTotal}。',
    ko: '수출 환급액 = {purchaseTotal} ÷ (1 + {taxRate}) × {refundRate} = {refundTotal}.',
  },
  'baojia.domestic_unit': {
    'zh-CN': '国内费用：每单位 {domestic} × {quantity} = {domesticTotal}。',
    en: 'Domestic costs: {domestic} a unit × {quantity} = {domesticTotal}.',
    ja: '国内費用：1 単位 {domestic} × {quantity} = {domesticTotal}。',
    ko: '국내 비용: 단위당 {domestic} × {quantity} = {domesticTotal}.',
  },
  'baojia.domestic_container': {
    'zh-CN': '国内费用：每个集装箱 {domestic} × {containers} 个 = {domesticTotal}。',
    en: 'Domestic costs: {domestic} a container × {containers} = {domesticTotal}.',
    ja: '国内費用：コンテナ 1 本 {domestic} × {containers} 本 = {domesticTotal}。',
    ko: '국내 비용: 컨테이너당 {domestic} × {containers}개 = {domesticTotal}.',
  },
  'baojia.domestic_total': {
    'zh-CN': '国内费用合计 {domesticTotal}。',
    en: 'Domestic costs in all: {domesticTotal}.',
    ja: '国内費用合計 {domesticTotal}。',
    ko: '국내 비용 합계 {domesticTotal}.',
  },
  'baojia.domestic_percent': {
    'zh-CN': '国内费用按含税采购成本的定额费用率计：{purchaseTotal} × {domesticRate} = {domesticTotal}。',
    en: 'Domestic costs at a fixed rate of the purchase: {purchaseTotal} × {domesticRate} = {domesticTotal}.',
    ja: '国内費用（仕入額に対する定率）：{purchaseTotal} × {domesticRate} = {domesticTotal}。',
    ko: '국내 비용(매입액 대비 정률): {purchaseTotal} × {domesticRate} = {domesticTotal}.',
  },
  'baojia.cost': {
    'zh-CN': '出口总成本 = 采购 {purchaseTotal} − 退税 {refundTotal} + 国内费用 {domesticTotal} = {costTotal}。',
    en: 'Cost total = purchase {purchaseTotal} − refund {refundTotal} + domestic costs {domesticTotal} = {costTotal}.',
    ja: '輸出総コスト = 仕入 {purchaseTotal} − 還付 {refundTotal} + 国内費用 {domesticTotal} = {costTotal}。',
    ko: '수출 총원가 = 매입 {purchaseTotal} − 환급 {refundTotal} + 국내 비용 {domesticTotal} = {costTotal}.',
  },
  'baojia.freight_container': {
    'zh-CN': '海运费：每个集装箱 {freight} × {containers} 个 = {freightTotal}。',
    en: 'Sea freight: {freight} a container × {containers} = {freightTotal}.',
    ja: '海上運賃：コンテナ 1 本 {freight} × {containers} 本 = {freightTotal}。',
    ko: '해상 운임: 컨테이너당 {freight} × {containers}개 = {freightTotal}.',
  },
  'baojia.freight_cbm': {
    'zh-CN': '海运费：每立方米 {freight} × {volume} = {freightTotal}。',
    en: 'Sea freight: {freight} a cubic metre × {volume} = {freightTotal}.',
    ja: '海上運賃：1 立方メートル {freight} × {volume} = {freightTotal}。',
    ko: '해상 운임: 세제곱미터당 {freight} × {volume} = {freightTotal}.',
  },
  'baojia.freight_unit': {
    'zh-CN': '海运费：每单位 {freight} × {quantity} = {freightTotal}。',
    en: 'Sea freight: {freight} a unit × {quantity} = {freightTotal}.',
    ja: '海上運賃：1 単位 {freight} × {quantity} = {freightTotal}。',
    ko: '해상 운임: 단위당 {freight} × {quantity} = {freightTotal}.',
  },
  'baojia.freight_total': {
    'zh-CN': '海运费合计 {freightTotal}。',
    en: 'Sea freight in all: {freightTotal}.',
    ja: '海上運賃合計 {freightTotal}。',
    ko: '해상 운임 합계 {freightTotal}.',
  },
  'baojia.rate': {
    'zh-CN': '采用的汇率：{rate}。',
    en: 'Exchange rate used: {rate}.',
    ja: '使用した為替レート：{rate}。',
    ko: '적용 환율: {rate}.',
  },
  'baojia.rate_parity': {
    'zh-CN': '采用 {day} 的人民币汇率中间价：{rate}。',
    en: 'Exchange rate used: the RMB central parity of {day}, {rate}.',
    ja: '{day} の人民元基準値 {rate} を使用しました。',
    ko: '{day} 위안화 기준환율 {rate}를 적용했습니다.',
  },
  'baojia.fob_quote': {
    'zh-CN':
      'FOB 单价 = 出口总成本 {costTotal} ÷ (1 − 利润率 {margin})，按 {rate} 折算后除以 {quantity}，得 {price}，总价 {total}。',
    en: 'FOB = cost total {costTotal} ÷ (1 − margin {margin}) at {rate}, over {quantity}: {price} a unit, {total} in all.',
    ja: 'FOB 単価 = 輸出総コスト {costTotal} ÷ (1 − 利益率 {margin})、{rate} で換算し {quantity}で割って {price}、総額 {total}。',
    ko: 'FOB 단가 = 수출 총원가 {costTotal} ÷ (1 − 이익률 {margin}), {rate} 적용 환산 후 ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.fob_cost': {
    'zh-CN':
      'FOB 单价 = 出口总成本 {costTotal} × (1 + 成本利润率 {margin})，按 {rate} 折算后除以 {quantity}，得 {price}，总价 {total}。',
    en: 'FOB = cost total {costTotal} × (1 + margin on cost {margin}) at {rate}, over {quantity}: {price} a unit, {total} in all.',
    ja: 'FOB 単価 = 輸出総コスト {costTotal} × (1 + 原価利益率 {margin})、{rate} で換算し {quantity}で割って {price}、総額 {total}。',
    ko: 'FOB 단가 = 수출 총원가 {costTotal} × (1 + 원가 이익률 {margin}), {rate} 적용 환산 후 ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.cfr_quote': {
    'zh-CN':
      'CFR 单价 = (出口总成本 {costTotal} 按 {rate} 折算 + 海运费 {freightTotal}) ÷ (1 − 利润率 {margin}) ÷ {quantity} = {price}，总价 {total}。',
    en: 'CFR = (cost total {costTotal} at {rate} + freight {freightTotal}) ÷ (1 − margin {margin}), over {quantity}: {price} a unit, {total} in all.',
    ja: 'CFR 単価 = (輸出総コスト {costTotal} を {rate} で換算 + 海上運賃 {freightTotal}) ÷ (1 − 利益率 {margin}) ÷ {quantity} = {price}、総額 {total}。',
    ko: 'CFR 단가 = (수출 총원가 {costTotal}의 {rate} 적용 환산액 + 해상 운임 {freightTotal}) ÷ (1 − 이익률 {margin}) ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.cfr_add_freight': {
    'zh-CN': 'CFR 单价 = FOB {fob} + 海运费 {freightTotal} ÷ {quantity} = {price}，总价 {total}。',
    en: 'CFR = FOB {fob} + freight {freightTotal} over {quantity}: {price} a unit, {total} in all.',
    ja: 'CFR 単価 = FOB {fob} + 海上運賃 {freightTotal} ÷ {quantity} = {price}、総額 {total}。',
    ko: 'CFR 단가 = FOB {fob} + 해상 운임 {freightTotal} ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.cif': {
    'zh-CN':
      'CIF 单价 = CFR {cfr} ÷ (1 − (1 + 投保加成 {markup}) × 保险费率 {insuranceRate}) = {price}，总价 {total}。',
    en: 'CIF = CFR {cfr} ÷ (1 − (1 + markup {markup}) × insurance rate {insuranceRate}): {price} a unit, {total} in all.',
    ja: 'CIF 単価 = CFR {cfr} ÷ (1 − (1 + 付保割増 {markup}) × 保険料率 {insuranceRate}) = {price}、総額 {total}。',
    ko: 'CIF 단가 = CFR {cfr} ÷ (1 − (1 + 부보 가산율 {markup}) × 보험료율 {insuranceRate}) = {price}, 총액 {total}.',
  },
  'baojia.quoted': {
    'zh-CN': '{term} 报价单价 {quotedPrice} × {quantity} = {quotedTotal}。',
    en: 'Quoted {term} {quotedPrice} a unit × {quantity} = {quotedTotal}.',
    ja: '{term} 見積単価 {quotedPrice} × {quantity} = {quotedTotal}。',
    ko: '{term} 견적 단가 {quotedPrice} × {quantity} = {quotedTotal}.',
  },
  'baojia.commission_off': {
    'zh-CN': '{term} 含佣价 {quotedPrice} × (1 − 佣金率 {commission}) = 净价 {price}，总价 {total}。',
    en: 'Net of commission, {term} {quotedPrice} × (1 − commission {commission}) = {price} a unit, {total} in all.',
    ja: '{term} 口銭込み価格 {quotedPrice} × (1 − 口銭率 {commission}) = 正味 {price}、総額 {total}。',
    ko: '{term} 수수료 포함가 {quotedPrice} × (1 − 수수료율 {commission}) = 순가격 {price}, 총액 {total}.',
  },
  'baojia.cif_to_cfr': {
    'zh-CN':
      'CFR 单价 = CIF {cif} × (1 − (1 + 投保加成 {markup}) × 保险费率 {insuranceRate}) = {price}，总价 {total}。',
    en: 'CFR = CIF {cif} × (1 − (1 + markup {markup}) × insurance rate {insuranceRate}): {price} a unit, {total} in all.',
    ja: 'CFR 単価 = CIF {cif} × (1 − (1 + 付保割増 {markup}) × 保険料率 {insuranceRate}) = {price}、総額 {total}。',
    ko: 'CFR 단가 = CIF {cif} × (1 − (1 + 부보 가산율 {markup}) × 보험료율 {insuranceRate}) = {price}, 총액 {total}.',
  },
  'baojia.cfr_to_fob': {
    'zh-CN': 'FOB 单价 = CFR {cfr} − 海运费 {freightTotal} ÷ {quantity} = {price}，总价 {total}。',
    en: 'FOB = CFR {cfr} − freight {freightTotal} over {quantity}: {price} a unit, {total} in all.',
    ja: 'FOB 単価 = CFR {cfr} − 海上運賃 {freightTotal} ÷ {quantity} = {price}、総額 {total}。',
    ko: 'FOB 단가 = CFR {cfr} − 해상 운임 {freightTotal} ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.commission': {
    'zh-CN': '{term} 含佣价 = 净价 {price} ÷ (1 − 佣金率 {commission}) = {commissionPrice}，总价 {commissionTotal}。',
    en: 'With commission, {term} = {price} ÷ (1 − commission {commission}): {commissionPrice} a unit, {commissionTotal} in all.',
    ja: '{term} 口銭込み価格 = 正味 {price} ÷ (1 − 口銭率 {commission}) = {commissionPrice}、総額 {commissionTotal}。',
    ko: '{term} 수수료 포함가 = 순가격 {price} ÷ (1 − 수수료율 {commission}) = {commissionPrice}, 총액 {commissionTotal}.',
  },
  'baojia.insurance': {
    'zh-CN': '保险费 = CIF 总价 {total} × (1 + {markup}) × {insuranceRate} = {insurance}。',
    en: 'Insurance premium = CIF total {total} × (1 + {markup}) × {insuranceRate} = {insurance}.',
    ja: '保険料 = CIF 総額 {total} × (1 + {markup}) × {insuranceRate} = {insurance}。',
    ko: '보험료 = CIF 총액 {total} × (1 + {markup}) × {insuranceRate} = {insurance}.',
  },
  'baojia.profit_fob': {
    'zh-CN': 'FOB 利润 = 总价 {total} 按 {rate} 折算为 {netIncomeCny}，− 出口总成本 {costTotal} = {profit}。',
    en: 'FOB profit = the total {total} at {rate}, {netIncomeCny}, − cost total {costTotal} = {profit}.',
    ja: 'FOB 利益 = 総額 {total} を {rate} で換算した {netIncomeCny} − 輸出総コスト {costTotal} = {profit}。',
    ko: 'FOB 이익 = 총액 {total}({rate} 적용 환산 {netIncomeCny}) − 수출 총원가 {costTotal} = {profit}.',
  },
  'baojia.profit_cfr': {
    'zh-CN':
      'CFR 外汇净收入 = 总价 {total} − 海运费 {freightTotal} = {netIncome}，按 {rate} 折算为 {netIncomeCny}，减出口总成本 {costTotal}，利润 {profit}。',
    en: 'CFR net income = total {total} − freight {freightTotal} = {netIncome}; at {rate} that is {netIncomeCny}, and less cost total {costTotal} the profit is {profit}.',
    ja: 'CFR 外貨純収入 = 総額 {total} − 海上運賃 {freightTotal} = {netIncome}、{rate} で換算して {netIncomeCny}、輸出総コスト {costTotal} を引いた利益は {profit}。',
    ko: 'CFR 외화 순수입 = 총액 {total} − 해상 운임 {freightTotal} = {netIncome}, {rate} 적용 환산액 {netIncomeCny}에서 수출 총원가 {costTotal}를 빼면 이익은 {profit}입니다.',
  },
  'baojia.profit_cif': {
    'zh-CN':
      'CIF 外汇净收入 = 总价 {total} − 海运费 {freightTotal} − 保险费 {insurance} = {netIncome}，按 {rate} 折算为 {netIncomeCny}，减出口总成本 {costTotal}，利润 {profit}。',
    en: 'CIF net income = total {total} − freight {freightTotal} − insurance {insurance} = {netIncome}; at {rate} that is {netIncomeCny}, and less cost total {costTotal} the profit is {profit}.',
    ja: 'CIF 外貨純収入 = 総額 {total} − 海上運賃 {freightTotal} − 保険料 {insurance} = {netIncome}、{rate} で換算して {netIncomeCny}、輸出総コスト {costTotal} を引いた利益は {profit}。',
    ko: 'CIF 외화 순수입 = 총액 {total} − 해상 운임 {freightTotal} − 보험료 {insurance} = {netIncome}, {rate} 적용 환산액 {netIncomeCny}에서 수출 총원가 {costTotal}를 빼면 이익은 {profit}입니다.',
  },
  'baojia.margins': {
    'zh-CN': '{term} 利润占报价的 {marginOnQuote}，占出口总成本的 {marginOnCost}。',
    en: 'The {term} profit is {marginOnQuote} of the quote and {marginOnCost} of the cost total.',
    ja: '{term} の利益は見積額の {marginOnQuote}、輸出総コストの {marginOnCost}。',
    ko: '{term} 이익은 견적액의 {marginOnQuote}, 수출 총원가의 {marginOnCost}입니다.',
  },
  'baojia.margin_on_cost': {
    'zh-CN': '{term} 报价总额为零，利润占出口总成本的 {marginOnCost}。',
    en: 'The {term} quote comes to nothing, and its profit is {marginOnCost} of the cost total.',
    ja: '{term} の見積総額はゼロで、利益は輸出総コストの {marginOnCost}。',
    ko: '{term} 견적 총액은 0이며 이익은 수출 총원가의 {marginOnCost}입니다.',
  },
  // A quote in CNY: no rate converts anything, so the sentences leave it out (keys.ts, inCny).
  'baojia.fob_quote_cny': {
    'zh-CN': 'FOB 单价 = 出口总成本 {costTotal} ÷ (1 − 利润率 {margin}) ÷ {quantity} = {price}，总价 {total}。',
    en: 'FOB = cost total {costTotal} ÷ (1 − margin {margin}), over {quantity}: {price} a unit, {total} in all.',
    ja: 'FOB 単価 = 輸出総コスト {costTotal} ÷ (1 − 利益率 {margin}) ÷ {quantity} = {price}、総額 {total}。',
    ko: 'FOB 단가 = 수출 총원가 {costTotal} ÷ (1 − 이익률 {margin}) ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.fob_cost_cny': {
    'zh-CN': 'FOB 单价 = 出口总成本 {costTotal} × (1 + 成本利润率 {margin}) ÷ {quantity} = {price}，总价 {total}。',
    en: 'FOB = cost total {costTotal} × (1 + margin on cost {margin}), over {quantity}: {price} a unit, {total} in all.',
    ja: 'FOB 単価 = 輸出総コスト {costTotal} × (1 + 原価利益率 {margin}) ÷ {quantity} = {price}、総額 {total}。',
    ko: 'FOB 단가 = 수출 총원가 {costTotal} × (1 + 원가 이익률 {margin}) ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.cfr_quote_cny': {
    'zh-CN':
      'CFR 单价 = (出口总成本 {costTotal} + 海运费 {freightTotal}) ÷ (1 − 利润率 {margin}) ÷ {quantity} = {price}，总价 {total}。',
    en: 'CFR = (cost total {costTotal} + freight {freightTotal}) ÷ (1 − margin {margin}), over {quantity}: {price} a unit, {total} in all.',
    ja: 'CFR 単価 = (輸出総コスト {costTotal} + 海上運賃 {freightTotal}) ÷ (1 − 利益率 {margin}) ÷ {quantity} = {price}、総額 {total}。',
    ko: 'CFR 단가 = (수출 총원가 {costTotal} + 해상 운임 {freightTotal}) ÷ (1 − 이익률 {margin}) ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.profit_fob_cny': {
    'zh-CN': 'FOB 利润 = 总价 {total} − 出口总成本 {costTotal} = {profit}。',
    en: 'FOB profit = the total {total} − cost total {costTotal} = {profit}.',
    ja: 'FOB 利益 = 総額 {total} − 輸出総コスト {costTotal} = {profit}。',
    ko: 'FOB 이익 = 총액 {total} − 수출 총원가 {costTotal} = {profit}.',
  },
  'baojia.profit_cfr_cny': {
    'zh-CN':
      'CFR 净收入 = 总价 {total} − 海运费 {freightTotal} = {netIncome}，减出口总成本 {costTotal}，利润 {profit}。',
    en: 'CFR net income = total {total} − freight {freightTotal} = {netIncome}, and less cost total {costTotal} the profit is {profit}.',
    ja: 'CFR 純収入 = 総額 {total} − 海上運賃 {freightTotal} = {netIncome}、輸出総コスト {costTotal} を引いた利益は {profit}。',
    ko: 'CFR 순수입 = 총액 {total} − 해상 운임 {freightTotal} = {netIncome}, 수출 총원가 {costTotal}를 빼면 이익은 {profit}입니다.',
  },
  'baojia.profit_cif_cny': {
    'zh-CN':
      'CIF 净收入 = 总价 {total} − 海运费 {freightTotal} − 保险费 {insurance} = {netIncome}，减出口总成本 {costTotal}，利润 {profit}。',
    en: 'CIF net income = total {total} − freight {freightTotal} − insurance {insurance} = {netIncome}, and less cost total {costTotal} the profit is {profit}.',
    ja: 'CIF 純収入 = 総額 {total} − 海上運賃 {freightTotal} − 保険料 {insurance} = {netIncome}、輸出総コスト {costTotal} を引いた利益は {profit}。',
    ko: 'CIF 순수입 = 총액 {total} − 해상 운임 {freightTotal} − 보험료 {insurance} = {netIncome}, 수출 총원가 {costTotal}를 빼면 이익은 {profit}입니다.',
  },
  'baojia.exchange_cost': {
    'zh-CN':
      '{term} 出口换汇成本为出口总成本 {costTotal} ÷ 外汇净收入 {netIncome}，即 {exchangeCost}；按 {rate} 折合人民币净收入 {netIncomeCny}。',
    en: 'The {term} export exchange cost, the cost total of {costTotal} ÷ the net foreign income of {netIncome}, is {exchangeCost}; at {rate} the net income is {netIncomeCny}.',
    ja: '{term} の輸出換算コストは輸出総コスト {costTotal} ÷ 外貨純収入 {netIncome} で {exchangeCost}、{rate} で換算した人民元純収入は {netIncomeCny}。',
    ko: '{term} 수출 환전 원가 = 수출 총원가 {costTotal} ÷ 외화 순수입 {netIncome} = {exchangeCost}이며, {rate} 적용 시 위안화 순수입은 {netIncomeCny}입니다.',
  },
  'baojia.break_even': {
    'zh-CN': '{term} 保本单价为 {breakEven}。',
    en: 'The {term} break-even price is {breakEven} a unit.',
    ja: '{term} の損益分岐単価は {breakEven}。',
    ko: '{term} 손익분기 단가는 {breakEven}입니다.',
  },
} as const satisfies Record<string, Texts>;

const WARNINGS = {
  'baojia.rate_vs_parity': {
    'zh-CN': '所用汇率 {rate} 与 {day} 的人民币汇率中间价 {parity} 相差 {difference}。',
    en: 'The rate used, {rate}, differs from the RMB central parity of {day}, {parity}, by {difference}.',
    ja: '使用レート {rate} と {day} の人民元基準値 {parity} との差は {difference}。',
    ko: '{day} 위안화 기준환율 {parity} 대비 적용 환율 {rate}의 차이는 {difference}입니다.',
  },
  'baojia.rate_far_from_parity': {
    'zh-CN':
      '所用汇率 {rate} 与 {day} 的人民币汇率中间价 {parity} 相差 {difference}，超过 {limit}，请核对 fxRate 与 fxPer。',
    en: 'The rate used, {rate}, is {difference} away from the RMB central parity of {day}, {parity}, more than {limit}; check fxRate and fxPer.',
    ja: '使用レート {rate} は {day} の人民元基準値 {parity} と {difference} 離れ、{limit} を超えるため、fxRate と fxPer を確認してください。',
    ko: '적용 환율 {rate}의 {day} 위안화 기준환율 {parity} 대비 차이가 {difference}로 {limit}를 넘으므로 fxRate와 fxPer를 확인하십시오.',
  },
  'baojia.port_unknown': {
    'zh-CN': '{published} 版港口列表中没有找到所给的港口，报价照常计算，港口未经核对。',
    en: 'The port given is not in the port list of {published}; the quote is computed all the same, with the port unchecked.',
    ja: '{published} 版の港湾一覧に指定の港が見つからないため、港は未確認のまま見積を計算しました。',
    ko: '{published} 판 항만 목록에 지정한 항구가 없어 항구를 확인하지 않은 채 견적을 계산했습니다.',
  },
  'baojia.port_ambiguous': {
    'zh-CN': '所给港口名称在 {published} 版港口列表中对应 {count} 个港口，未作选择，请改用 UN/LOCODE。',
    en: 'The port name given matches {count} ports in the port list of {published}, so none was chosen; give its UN/LOCODE instead.',
    ja: '指定の港名は {published} 版の港湾一覧の {count} 港に該当し特定できないため、UN/LOCODE で指定してください。',
    ko: '지정한 항구 이름이 {published} 판 항만 목록의 {count}개 항구에 해당해 고르지 않았으니 UN/LOCODE로 지정하십시오.',
  },
  'baojia.port_unchecked': {
    'zh-CN': '港口列表未安装，所给港口未经核对。',
    en: 'The port list is not installed, so the port given was not checked.',
    ja: '港湾一覧が導入されていないため、指定の港は確認していません。',
    ko: '항만 목록이 설치되지 않아 지정한 항구를 확인하지 않았습니다.',
  },
  'baojia.loss': {
    'zh-CN': '按这个 {term} 报价会亏损，利润为 {profit}。',
    en: 'At this {term} quote the deal loses money: the profit is {profit}.',
    ja: 'この {term} 見積では赤字で、利益は {profit}。',
    ko: '이 {term} 견적으로는 손실이 나며 이익은 {profit}입니다.',
  },
  'baojia.no_margin': {
    'zh-CN': '利润率为 0，各价格均为保本价。',
    en: 'The margin is 0, so every price only breaks even.',
    ja: '利益率が 0 のため、各価格は損益分岐価格です。',
    ko: '이익률이 0이라 모든 가격은 손익분기 가격입니다.',
  },
  'baojia.quoted_price_unused': {
    'zh-CN': 'quotedPrice 只在倒算时使用，本次未使用。',
    en: 'The quotedPrice is only read in reverse mode and was not used here.',
    ja: 'quotedPrice は逆算でのみ使うため、今回は使っていません。',
    ko: 'quotedPrice는 역산에서만 쓰므로 이번에는 쓰지 않았습니다.',
  },
} as const satisfies Record<string, Texts>;

const REFUSALS = {
  'baojia.fx_rate_needed': {
    'zh-CN':
      '缺少汇率 fxRate：{day} 的人民币汇率中间价为 {per} {base} = {value} {quote}，可按 fxRate {value}、fxPer {per}、fxBase {fxBase} 重新提交。',
    en: 'The exchange rate fxRate is missing; the RMB central parity of {day} is {per} {base} = {value} {quote}, so resend with fxRate {value}, fxPer {per} and fxBase {fxBase}.',
    ja: '為替レート fxRate がなく、{day} の人民元基準値は {per} {base} = {value} {quote} のため、fxRate {value}、fxPer {per}、fxBase {fxBase} で送り直してください。',
    ko: '환율 fxRate가 없으며 {day} 위안화 기준환율은 {per} {base} = {value} {quote}이므로 fxRate {value}, fxPer {per}, fxBase {fxBase}로 다시 보내십시오.',
  },
  'baojia.fx_rate_needed_unpublished': {
    'zh-CN': '缺少汇率 fxRate，且 {day} 的人民币汇率中间价没有公布 {currency}（已公布：{published}），请提供 fxRate。',
    en: 'The exchange rate fxRate is missing, and the RMB central parity of {day} does not quote {currency} (it quotes {published}), so give fxRate.',
    ja: '為替レート fxRate がなく、{day} の人民元基準値は {currency} を公表していない（公表通貨：{published}）ため、fxRate を指定してください。',
    ko: '환율 fxRate가 없고 {day} 위안화 기준환율은 {currency}를 공표하지 않으므로(공표 통화: {published}) fxRate를 지정하십시오.',
  },
  'baojia.fx_rate_needed_no_data': {
    'zh-CN': '缺少 {currency} 的汇率 fxRate，且未安装人民币汇率中间价，请提供 fxRate。',
    en: 'The exchange rate fxRate for {currency} is missing and no RMB central parity is installed, so give fxRate.',
    ja: '{currency} の為替レート fxRate がなく、人民元基準値も導入されていないため、fxRate を指定してください。',
    ko: '{currency} 환율 fxRate가 없고 위안화 기준환율도 설치되지 않았으므로 fxRate를 지정하십시오.',
  },
  'baojia.refund_above_tax': {
    'zh-CN': '退税率 {refundRate}% 不能高于征税率 {taxRate}%。',
    en: 'The refund rate of {refundRate} % cannot be above the levy rate of {taxRate} %.',
    ja: '還付率 {refundRate}% は課税率 {taxRate}% を超えられません。',
    ko: '환급률 {refundRate}%는 징수율 {taxRate}%보다 높을 수 없습니다.',
  },
  'baojia.freight_needed': {
    'zh-CN': '报 {term} 价需要海运费 freight。',
    en: 'A {term} quote needs the sea freight (freight).',
    ja: '{term} 見積には海上運賃 freight が必要です。',
    ko: '{term} 견적에는 해상 운임 freight가 필요합니다.',
  },
  'baojia.insurance_needed': {
    'zh-CN': '报 {term} 价需要保险费率 insuranceRate 或保险费金额 insurance。',
    en: 'A {term} quote needs the insurance rate (insuranceRate) or the premium (insurance).',
    ja: '{term} 見積には保険料率 insuranceRate か保険料 insurance が必要です。',
    ko: '{term} 견적에는 보험료율 insuranceRate나 보험료 insurance가 필요합니다.',
  },
  'baojia.insurance_both': {
    'zh-CN': '保险费请只给出费率 insuranceRate 或金额 insurance 中的一个。',
    en: 'Give the insurance as a rate (insuranceRate) or as an amount (insurance), not both.',
    ja: '保険料は料率 insuranceRate か金額 insurance のどちらか一方だけを指定してください。',
    ko: '보험료는 요율 insuranceRate나 금액 insurance 중 하나만 주십시오.',
  },
  'baojia.cif_amount': {
    'zh-CN': 'CIF 单价 = CFR {cfr} + 保险费 {insurance} ÷ {quantity} = {price}，总价 {total}。',
    en: 'CIF = CFR {cfr} + the premium of {insurance} over {quantity}: {price} a unit, {total} in all.',
    ja: 'CIF 単価 = CFR {cfr} + 保険料 {insurance} ÷ {quantity} = {price}、総額 {total}。',
    ko: 'CIF 단가 = CFR {cfr} + 보험료 {insurance} ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.cif_amount_to_cfr': {
    'zh-CN': 'CFR 单价 = CIF {cif} − 保险费 {insurance} ÷ {quantity} = {price}，总价 {total}。',
    en: 'CFR = CIF {cif} − the premium of {insurance} over {quantity}: {price} a unit, {total} in all.',
    ja: 'CFR 単価 = CIF {cif} − 保険料 {insurance} ÷ {quantity} = {price}、総額 {total}。',
    ko: 'CFR 단가 = CIF {cif} − 보험료 {insurance} ÷ {quantity} = {price}, 총액 {total}.',
  },
  'baojia.volume_needed': {
    'zh-CN': '海运费按立方米计时需要货物总体积 volume。',
    en: 'Freight per cubic metre needs the volume of the lot (volume).',
    ja: '立方メートル単位の運賃には貨物の総容積 volume が必要です。',
    ko: '세제곱미터당 운임에는 화물 총부피 volume이 필요합니다.',
  },
  'baojia.quoted_price_needed': {
    'zh-CN': '倒算需要 {term} 报价 quotedPrice。',
    en: 'Reverse mode needs the quoted {term} price (quotedPrice).',
    ja: '逆算には {term} の見積価格 quotedPrice が必要です。',
    ko: '역산에는 {term} 견적 가격 quotedPrice가 필요합니다.',
  },
  'baojia.below_100': {
    'zh-CN': '这个比率必须小于 100%。',
    en: 'This rate must be below 100 %.',
    ja: 'この率は 100% 未満でなければなりません。',
    ko: '이 비율은 100% 미만이어야 합니다.',
  },
  'baojia.insurance_factor': {
    'zh-CN': '保险费占比 (1 + 投保加成 {markup}%) × 保险费率 {insuranceRate}% 必须小于 100%。',
    en: 'The insurance share (1 + markup {markup} %) × rate {insuranceRate} % must be below 100 %.',
    ja: '保険料の割合 (1 + 付保割増 {markup}%) × 保険料率 {insuranceRate}% は 100% 未満でなければなりません。',
    ko: '보험료 비중 (1 + 부보 가산율 {markup}%) × 보험료율 {insuranceRate}%는 100% 미만이어야 합니다.',
  },
  'baojia.shares_100': {
    'zh-CN': '按 combined 方法，利润率、佣金率和保险费占比合计 {shares}% 必须小于 100%。',
    en: 'With the combined method, the margin, commission and insurance share together ({shares} %) must be below 100 %.',
    ja: 'combined 方式では、利益率・口銭率・保険料の割合の合計 {shares}% は 100% 未満でなければなりません。',
    ko: 'combined 방식에서는 이익률, 수수료율, 보험료 비중의 합계 {shares}%가 100% 미만이어야 합니다.',
  },
  'baojia.cny_rate': {
    'zh-CN': '报价币种为人民币时汇率只能是 1 比 1。',
    en: 'A quote in CNY takes no exchange rate other than 1 to 1.',
    ja: '人民元建ての見積では為替レートは 1 対 1 だけです。',
    ko: '위안화 견적의 환율은 1 대 1뿐입니다.',
  },
  'baojia.cost_zero': {
    'zh-CN': '出口总成本算出为 0.00 元，无法报价。',
    en: 'The cost total comes to 0.00 CNY, so there is nothing to quote.',
    ja: '輸出総コストが 0.00 元となり、見積できません。',
    ko: '수출 총원가가 0.00위안이라 견적할 수 없습니다.',
  },
} as const satisfies Record<string, Texts>;

export const BAOJIA_COPY = { ...STEPS, ...WARNINGS, ...REFUSALS } as const satisfies Record<string, Texts>;
