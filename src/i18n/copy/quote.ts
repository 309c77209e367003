/**
 * The quote builder (POST /v1/quote): the sentences of the text a seller sends, one per line,
 * in the answer's language. User-given texts are filled in as written. Its refusals are the
 * input reader's and baojia's (under `pricing.`), and a price not above zero.
 */
export const QUOTE_COPY = {
  'quote.parity_old': {
    'zh-CN': '所用中间价是 {day} 发布的，已是 {days} 天前；如有更新的汇率，请用 fxRate 报价。',
    en: 'The central parity used was published on {day}, {days} days ago; quote with fxRate if a newer rate is at hand.',
    ja: '使用した中間値は {day} 公表で、{days} 日前のものです。より新しいレートがあれば fxRate で見積もってください。',
    ko: '사용한 기준환율은 {day}에 고시된 것으로 {days}일 전입니다. 더 새로운 환율이 있으면 fxRate로 견적하십시오.',
  },
  'quote.price_not_positive': {
    'zh-CN': '按这个报价，{term} 价格为 {price}，不是正数，不能发给买方。',
    en: 'At this quoted price the {term} price is {price}, which is not above zero and cannot be sent to a buyer.',
    ja: 'この見積価格では {term} 価格が {price} となり、正の値ではないため買い手に送れません。',
    ko: '이 견적 가격으로는 {term} 가격이 {price}로 0보다 크지 않아 구매자에게 보낼 수 없습니다.',
  },
  'quote.text.opening': {
    'zh-CN': '{seller} 向 {buyer} 报价如下。',
    en: 'Quotation from {seller} to {buyer}, as follows.',
    ja: '{seller} より {buyer} 様へ、以下の通りお見積もりいたします。',
    ko: '{seller}가 {buyer} 님께 다음과 같이 견적드립니다.',
  },
  'quote.text.product': {
    'zh-CN': '商品：{product}，数量 {quantity} {unit}。',
    en: 'Product: {product}, quantity {quantity} {unit}.',
    ja: '商品：{product}、数量 {quantity} {unit}。',
    ko: '상품: {product}, 수량 {quantity} {unit}.',
  },
  'quote.text.price': {
    'zh-CN': '{term} 单价 {unitPrice} {currency}，总价 {total} {currency}。',
    en: 'Price {term}: {unitPrice} {currency} a unit, {total} {currency} in all.',
    ja: '{term} 単価 {unitPrice} {currency}、総額 {total} {currency}。',
    ko: '{term} 단가 {unitPrice} {currency}, 총액 {total} {currency}.',
  },
  'quote.text.price_commission': {
    'zh-CN': '{term} 含佣单价 {unitPrice} {currency}，含佣总价 {total} {currency}。',
    en: 'Price {term} including commission: {unitPrice} {currency} a unit, {total} {currency} in all.',
    ja: '{term} 手数料込み単価 {unitPrice} {currency}、手数料込み総額 {total} {currency}。',
    ko: '{term} 수수료 포함 단가 {unitPrice} {currency}, 수수료 포함 총액 {total} {currency}.',
  },
  'quote.text.reference': {
    'zh-CN': '报价单号：{reference}。',
    en: 'Quotation No. {reference}.',
    ja: '見積番号：{reference}。',
    ko: '견적 번호: {reference}.',
  },
  'quote.text.hs_code': {
    'zh-CN': '海关编码：{hsCode}。',
    en: 'HS code: {hsCode}.',
    ja: 'HS コード：{hsCode}。',
    ko: 'HS 코드: {hsCode}.',
  },
  // The named place of a term not given: filled into the price sentences.
  'code.port_to_be_agreed': {
    'zh-CN': '（港口待定）',
    en: '(port to be agreed)',
    ja: '（港は協議のうえ決定）',
    ko: '(항구 협의 예정)',
  },
  'quote.text.payment': {
    'zh-CN': '付款方式：{payment}。',
    en: 'Payment: {payment}.',
    ja: '支払条件：{payment}。',
    ko: '결제 조건: {payment}.',
  },
  'quote.text.lead_time': {
    'zh-CN': '交货期：{leadTime}。',
    en: 'Lead time: {leadTime}.',
    ja: '納期：{leadTime}。',
    ko: '납기: {leadTime}.',
  },
  'quote.text.packing': {
    'zh-CN': '包装：{packing}。',
    en: 'Packing: {packing}.',
    ja: '梱包：{packing}。',
    ko: '포장: {packing}.',
  },
  'quote.text.notes': {
    'zh-CN': '备注：{notes}。',
    en: 'Notes: {notes}.',
    ja: '備考：{notes}。',
    ko: '비고: {notes}.',
  },
  'quote.text.valid': {
    'zh-CN': '本报价 {issuedOn} 出具，有效期至 {validUntil}。',
    en: 'Issued on {issuedOn}, this offer is valid until {validUntil}.',
    ja: '本見積もりは {issuedOn} 発行、{validUntil} まで有効です。',
    ko: '이 견적은 {issuedOn} 발행, {validUntil}까지 유효합니다.',
  },
  'quote.text.issued': {
    'zh-CN': '本报价 {issuedOn} 出具。',
    en: 'This offer was issued on {issuedOn}.',
    ja: '本見積もりは {issuedOn} 発行です。',
    ko: '이 견적은 {issuedOn}에 발행되었습니다.',
  },
  'quote.text.rate_parity': {
    'zh-CN': '价格按 {day} 人民币汇率中间价 {per} {base} = {rate} {quote} 计算。',
    en: 'Prices rest on the RMB central parity of {day}: {per} {base} = {rate} {quote}.',
    ja: '価格は {day} の人民元基準値 {per} {base} = {rate} {quote} に基づきます。',
    ko: '가격은 {day} 위안화 기준환율 {per} {base} = {rate} {quote}에 근거합니다.',
  },
  'quote.text.rate_seller': {
    'zh-CN': '价格按汇率 {per} {base} = {rate} {quote} 计算。',
    en: 'Prices rest on the exchange rate {per} {base} = {rate} {quote}.',
    ja: '価格は為替レート {per} {base} = {rate} {quote} に基づきます。',
    ko: '가격은 환율 {per} {base} = {rate} {quote}에 근거합니다.',
  },
  'quote.text.digest': {
    'zh-CN': '报价摘要 {digest}，核验方法见 {schema}。',
    en: 'Digest {digest}; how to verify it is described at {schema}.',
    ja: 'ダイジェスト {digest}、検証方法は {schema} にあります。',
    ko: '다이제스트 {digest}, 검증 방법은 {schema}에 있습니다.',
  },
} as const;
