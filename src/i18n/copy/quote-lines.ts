/**
 * A quote of many lines (POST /v1/quote with `lines`, docs/quote.md): its refusals, the seller's
 * note on a letter of credit, the payment terms as banks word them, the document's titles and
 * the text's sentences for lines, totals and the packing list.
 */
export const QUOTE_LINES_COPY = {
  'quote.lines_or_pricing': {
    'zh-CN': '有 lines 时，每个商品写在 lines 里；pricing 和 product 只用于单一商品的报价。',
    en: 'With lines, each product goes in lines; pricing and product are for a quote of one product only.',
    ja: 'lines がある場合、商品はそれぞれ lines に書きます。pricing と product は 1 商品の見積もり専用です。',
    ko: 'lines가 있으면 각 상품은 lines에 씁니다. pricing과 product는 상품 하나의 견적에만 씁니다.',
  },
  'quote.given_twice': {
    'zh-CN': '报价的币种和汇率写在顶层或 pricing 中，二者选一：{member} 和 {other} 只能给一个。',
    en: 'Give {member} or {other}, not both: the quote’s currency and rate are named at the top or in pricing.',
    ja: '{member} と {other} はどちらか一方だけにしてください。見積の通貨とレートは最上位か pricing のどちらかに書きます。',
    ko: '{member}와 {other} 중 하나만 주십시오. 견적의 통화와 환율은 최상위나 pricing 중 한 곳에 씁니다.',
  },
  'quote.price_missing': {
    'zh-CN': '这一行没有价格：请给出 unitPrice，或给出 pricing 由报价核算算出；不会按零价计。',
    en: 'This line has no price: give unitPrice, or pricing for the costing to work it out; no line is priced at zero.',
    ja: 'この行に価格がありません。unitPrice を示すか、見積計算で求める pricing を示してください。ゼロ円にはしません。',
    ko: '이 행에 가격이 없습니다. unitPrice를 주거나 견적 계산으로 구할 pricing을 주십시오. 0으로 계산하지 않습니다.',
  },
  'quote.price_both': {
    'zh-CN': '一行只能有一个价格来源：unitPrice 或 pricing，二者选一。',
    en: 'A line takes one source of its price: unitPrice or pricing, not both.',
    ja: '1 行の価格の出所は 1 つです。unitPrice か pricing のどちらかにしてください。',
    ko: '한 행의 가격 출처는 하나입니다. unitPrice와 pricing 중 하나만 주십시오.',
  },
  'quote.incoterm_needed': {
    'zh-CN': '卖方自定的单价和形式发票都对应一个贸易术语，请在 terms.incoterm 中注明。',
    en: 'A unit price the seller sets, and a proforma invoice, are for one trade term: name it in terms.incoterm.',
    ja: '売り手が決めた単価とプロフォーマインボイスは 1 つの貿易条件によるため、terms.incoterm に示してください。',
    ko: '판매자가 정한 단가와 견적송장은 하나의 거래 조건에 따르므로 terms.incoterm에 밝히십시오.',
  },
  'quote.term_not_priced': {
    'zh-CN': '这一行的核算得不出 {term} 价格（CFR 需要运费，CIF 还需要保险）。',
    en: 'The costing of this line gives no {term} price (CFR needs freight, CIF insurance as well).',
    ja: 'この行の見積計算では {term} 価格が出ません（CFR には運賃、CIF にはさらに保険が必要です）。',
    ko: '이 행의 견적 계산으로는 {term} 가격이 나오지 않습니다(CFR에는 운임, CIF에는 보험도 필요합니다).',
  },
  'quote.total_too_large': {
    'zh-CN': '报价的 {term} 总额 {total} 超过上限 {max}。',
    en: 'The {term} total of {total} is above the limit of {max}.',
    ja: '{term} の合計 {total} が上限 {max} を超えています。',
    ko: '{term} 합계 {total}이 상한 {max}를 넘습니다.',
  },
  'quote.swift_country': {
    'zh-CN': 'SWIFT/BIC 第 5、6 位应是 ISO 3166 国家代码，{country} 不是。',
    en: 'Characters 5 and 6 of a SWIFT/BIC are an ISO 3166 country code, which {country} is not.',
    ja: 'SWIFT/BIC の 5・6 文字目は ISO 3166 の国コードですが、{country} はそうではありません。',
    ko: 'SWIFT/BIC의 5·6번째 문자는 ISO 3166 국가 코드인데 {country}는 아닙니다.',
  },
  'quote.iban_country': {
    'zh-CN': '国家代码 {country} 不在 IBAN 登记册的国家之列。',
    en: 'The country {country} is not one of the IBAN Registry.',
    ja: '国コード {country} は IBAN 登録簿の国ではありません。',
    ko: '국가 코드 {country}는 IBAN 등록부의 국가가 아닙니다.',
  },
  'quote.iban_length': {
    'zh-CN': '国家 {country} 的 IBAN 应为 {length} 位，这里是 {given} 位。',
    en: 'An IBAN of {country} has {length} characters; this one has {given}.',
    ja: '{country} の IBAN は {length} 文字ですが、これは {given} 文字です。',
    ko: '{country}의 IBAN은 {length}자인데 이것은 {given}자입니다.',
  },
  'quote.iban_check_digits': {
    'zh-CN': 'IBAN 的校验位不符，请核对账号是否抄错。',
    en: 'The IBAN’s check digits do not match; check it for a mistyped character.',
    ja: 'IBAN のチェックデジットが合いません。写し間違いがないか確認してください。',
    ko: 'IBAN의 검증 숫자가 맞지 않습니다. 잘못 옮긴 문자가 없는지 확인하십시오.',
  },
  'quote.account_needed': {
    'zh-CN': '收款银行需要账号或 IBAN。',
    en: 'The beneficiary’s bank needs an account number or an IBAN.',
    ja: '受取銀行には口座番号か IBAN が必要です。',
    ko: '수취 은행에는 계좌번호나 IBAN이 필요합니다.',
  },
  'quote.packing_partial': {
    'zh-CN': '其他行有包装而这一行没有：装箱单要为整批货的每一箱编号。',
    en: 'Other lines have packing and this one has none: the packing list numbers every carton of the shipment.',
    ja: '他の行には梱包があり、この行にはありません。パッキングリストは全量の箱に番号を付けます。',
    ko: '다른 행에는 포장이 있고 이 행에는 없습니다. 포장명세서는 선적 전체의 상자에 번호를 붙입니다.',
  },
  'quote.cartons_too_many': {
    'zh-CN': '这一行要装 {cartons} 箱，超过上限 {max} 箱。',
    en: 'This line fills {cartons} cartons, more than the limit of {max}.',
    ja: 'この行は {cartons} 箱になり、上限 {max} 箱を超えます。',
    ko: '이 행은 {cartons}상자가 되어 상한 {max}상자를 넘습니다.',
  },
  'quote.payment_needs': {
    'zh-CN': '付款方式 {method} 需要 {member}。',
    en: 'The payment method {method} needs {member}.',
    ja: '支払方法 {method} には {member} が必要です。',
    ko: '결제 방식 {method}에는 {member}가 필요합니다.',
  },
  'quote.payment_not_for': {
    'zh-CN': '付款方式 {method} 不使用 {member}。',
    en: 'The payment method {method} takes no {member}.',
    ja: '支払方法 {method} には {member} は使いません。',
    ko: '결제 방식 {method}에는 {member}를 쓰지 않습니다.',
  },
  'quote.lc_wording': {
    'zh-CN': '信用证付款时，单据的名称和措辞须与信用证一致；请按信用证核对。',
    en: 'Under a letter of credit the documents’ titles and wording must follow the credit; check them against it.',
    ja: '信用状決済では書類の名称と文言を信用状に合わせる必要があります。信用状と照合してください。',
    ko: '신용장 결제에서는 서류의 명칭과 문구가 신용장과 일치해야 합니다. 신용장과 대조하십시오.',
  },
  // Words filled into the document (its payment terms, its title), not sentences of their own.
  'code.payment.tt_advance': {
    'zh-CN': 'T/T 100% 预付',
    en: '100% T/T in advance',
    ja: 'T/T 100% 前払い',
    ko: 'T/T 100% 선지급',
  },
  'code.payment.tt_bl_copy': {
    'zh-CN': 'T/T 100% 见提单副本付款',
    en: 'T/T 100% against copy of B/L',
    ja: 'T/T 100% B/L コピーと引き換えに支払い',
    ko: 'T/T 100% B/L 사본 수령 시 지급',
  },
  'code.payment.tt_before_shipment': {
    'zh-CN': 'T/T 100% 装运前付清',
    en: 'T/T 100% before shipment',
    ja: 'T/T 100% 船積前払い',
    ko: 'T/T 100% 선적 전 지급',
  },
  'code.payment.tt_deposit_bl_copy': {
    'zh-CN': 'T/T {deposit}% 定金，{balance}% 余款见提单副本付清',
    en: 'T/T {deposit}% deposit, {balance}% balance against copy of B/L',
    ja: 'T/T {deposit}% 前受金、残金 {balance}% は B/L コピーと引き換えに支払い',
    ko: 'T/T 계약금 {deposit}%, 잔금 {balance}% B/L 사본 수령 시 지급',
  },
  'code.payment.tt_deposit_before_shipment': {
    'zh-CN': 'T/T {deposit}% 定金，{balance}% 余款装运前付清',
    en: 'T/T {deposit}% deposit, {balance}% balance before shipment',
    ja: 'T/T {deposit}% 前受金、残金 {balance}% は船積前払い',
    ko: 'T/T 계약금 {deposit}%, 잔금 {balance}% 선적 전 지급',
  },
  'code.payment.lc_sight': {
    'zh-CN': '不可撤销即期信用证',
    en: 'Irrevocable L/C at sight',
    ja: '取消不能一覧払信用状',
    ko: '취소불능 일람불 신용장',
  },
  'code.payment.lc_days': {
    'zh-CN': '不可撤销见票后 {days} 天远期信用证',
    en: 'Irrevocable L/C at {days} days after sight',
    ja: '取消不能一覧後 {days} 日払信用状',
    ko: '취소불능 일람 후 {days}일 기한부 신용장',
  },
  'code.payment.dp_sight': {
    'zh-CN': '即期付款交单（D/P at sight）',
    en: 'D/P at sight',
    ja: 'D/P 一覧払',
    ko: 'D/P 일람불',
  },
  'code.payment.dp_days': {
    'zh-CN': '见票后 {days} 天付款交单（D/P）',
    en: 'D/P at {days} days after sight',
    ja: 'D/P 一覧後 {days} 日払',
    ko: 'D/P 일람 후 {days}일',
  },
  'code.payment.da_days': {
    'zh-CN': '见票后 {days} 天承兑交单（D/A）',
    en: 'D/A at {days} days after sight',
    ja: 'D/A 一覧後 {days} 日払',
    ko: 'D/A 일람 후 {days}일',
  },
  'code.document.quotation': { 'zh-CN': '报价单', en: 'QUOTATION', ja: '見積書', ko: '견적서' },
  'code.document.proforma_invoice': {
    'zh-CN': '形式发票',
    en: 'PROFORMA INVOICE',
    ja: 'プロフォーマ・インボイス',
    ko: '견적송장',
  },
  'quote.text.pi_number': {
    'zh-CN': '形式发票号：{reference}。',
    en: 'Proforma invoice No. {reference}.',
    ja: 'プロフォーマ・インボイス番号：{reference}。',
    ko: '견적송장 번호: {reference}.',
  },
  'quote.text.line': {
    'zh-CN': '第 {line} 项：{product}，数量 {quantity} {unit}。',
    en: 'Line {line}: {product}, quantity {quantity} {unit}.',
    ja: '{line} 行目：{product}、数量 {quantity} {unit}。',
    ko: '{line}행: {product}, 수량 {quantity} {unit}.',
  },
  'quote.text.total': {
    'zh-CN': '{term} 合计 {total} {currency}（{words}）。',
    en: 'Total {term}: {total} {currency} ({words}).',
    ja: '{term} 合計 {total} {currency}（{words}）。',
    ko: '{term} 합계 {total} {currency}({words}).',
  },
  'quote.text.packing_total': {
    'zh-CN': '共 {cartons} 箱，净重 {netWeight} kg，毛重 {grossWeight} kg，体积 {volume} m³。',
    en: 'In all {cartons} cartons, net weight {netWeight} kg, gross weight {grossWeight} kg, {volume} m³.',
    ja: '計 {cartons} 箱、正味重量 {netWeight} kg、総重量 {grossWeight} kg、容積 {volume} m³。',
    ko: '모두 {cartons}상자, 순중량 {netWeight} kg, 총중량 {grossWeight} kg, 용적 {volume} m³.',
  },
} as const;
