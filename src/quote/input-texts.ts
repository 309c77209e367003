/**
 * The quote request's field descriptions in Chinese, Japanese and Korean (the English is the
 * declaration's, src/quote/body.ts), typed by QUOTE_BODY as the tools' are; `pricing` takes
 * baojia's. Read by the /quote page's form.
 */
import { BAOJIA_INPUT_TEXTS } from '../tools/baojia/input-texts.js';
import type { InputTexts } from '../tools/kit/input-texts.js';
import type { QUOTE_BODY } from './body.js';

const party = (zh: string, ja: string, ko: string) => ({
  name: { 'zh-CN': `${zh}的名称。`, ja: `${ja}の名称。`, ko: `${ko}의 이름.` },
  address: { 'zh-CN': `${zh}的地址。`, ja: `${ja}の住所。`, ko: `${ko}의 주소.` },
  email: { 'zh-CN': `${zh}的电子邮箱。`, ja: `${ja}のメールアドレス。`, ko: `${ko}의 이메일 주소.` },
  phone: { 'zh-CN': `${zh}的电话。`, ja: `${ja}の電話番号。`, ko: `${ko}의 전화번호.` },
});

export const QUOTE_INPUT_TEXTS: InputTexts<typeof QUOTE_BODY> = {
  pricing: {
    'zh-CN': '报价核算的输入（与报价计算器相同）；不填汇率时使用当天的人民币汇率中间价。',
    ja: '見積計算の入力（見積計算機と同じ）。為替レートを省くとその日の人民元基準値を使います。',
    ko: '견적 계산 입력(견적 계산기와 같음). 환율을 비우면 그날의 위안화 기준환율을 씁니다.',
    fields: {
      ...BAOJIA_INPUT_TEXTS,
      priceDecimals: {
        'zh-CN': '报价单上单价的小数位数（0 到 4，默认 2），由核算单价四舍五入；总价 = 所印单价 × 数量。',
        ja: '見積書の単価の小数桁数（0〜4、既定は 2）。計算した単価を四捨五入し、総額は印字した単価 × 数量です。',
        ko: '견적서 단가의 소수 자릿수(0~4, 기본 2). 계산된 단가를 반올림하며, 총액은 인쇄된 단가 × 수량입니다.',
      },
    },
  },
  seller: {
    'zh-CN': '报价的一方（出口商）。',
    ja: '見積もる側（輸出者）。',
    ko: '견적하는 쪽(수출자).',
    fields: party('卖方', '売り手', '판매자'),
  },
  buyer: {
    'zh-CN': '接收报价的一方（进口商）。',
    ja: '見積もりを受ける側（輸入者）。',
    ko: '견적을 받는 쪽(수입자).',
    fields: party('买方', '買い手', '구매자'),
  },
  product: {
    'zh-CN': '所报的商品。',
    ja: '見積もる商品。',
    ko: '견적하는 상품.',
    fields: {
      name: { 'zh-CN': '品名。', ja: '品名。', ko: '품명.' },
      description: { 'zh-CN': '商品描述。', ja: '商品の説明。', ko: '상품 설명.' },
      unit: {
        'zh-CN': '价格所按的单位（个、套、箱……）。',
        ja: '価格の単位（個、セット、箱など）。',
        ko: '가격의 단위(개, 세트, 상자 등).',
      },
      hsCode: {
        'zh-CN': '海关商品编码，8 位或 10 位。',
        ja: '税関商品コード（8 桁または 10 桁）。',
        ko: '세관 상품 코드(8자리 또는 10자리).',
      },
    },
  },
  terms: {
    'zh-CN': '报价条款。',
    ja: '取引条件。',
    ko: '거래 조건.',
    fields: {
      reference: { 'zh-CN': '卖方自己的报价单号。', ja: '売り手自身の見積番号。', ko: '판매자 자신의 견적 번호.' },
      validDays: {
        'zh-CN': '报价自出具之日起有效的天数（北京时间日历）。',
        ja: '発行日から見積もりが有効な日数（北京時間の暦）。',
        ko: '발행일부터 견적이 유효한 일수(베이징 시간 달력).',
      },
      payment: {
        'zh-CN': '付款方式（T/T 30% 定金、即期信用证……）。',
        ja: '支払条件（T/T 30% 前払い、一覧払 L/C など）。',
        ko: '결제 조건(T/T 30% 선금, 일람불 L/C 등).',
      },
      leadTime: { 'zh-CN': '交货期。', ja: '納期。', ko: '납기.' },
      packing: { 'zh-CN': '包装。', ja: '梱包。', ko: '포장.' },
      port: {
        'zh-CN': '装运港，即 FOB 价格的指定地点（CFR 和 CIF 以目的港为指定地点）。',
        ja: '船積港。FOB 価格の指定地です（CFR と CIF は仕向港）。',
        ko: '선적항. FOB 가격의 지정 장소입니다(CFR과 CIF는 도착항).',
      },
      notes: { 'zh-CN': '其他说明。', ja: 'その他。', ko: '기타.' },
    },
  },
};
