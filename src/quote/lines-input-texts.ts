/**
 * The descriptions of the quote request's members beyond version 1's (input-texts.ts), in
 * Chinese, Japanese and Korean (the English is the declarations', lines-body.ts), typed by the
 * declarations as the tools' are: for the forms that will read them.
 */
import { BAOJIA_INPUT_TEXTS } from '../tools/baojia/input-texts.js';
import type { InputTexts, OtherLanguages } from '../tools/kit/input-texts.js';
import { MAITOU_INPUT_TEXTS } from '../tools/maitou/input-texts.js';
import { QUOTE_INPUT_TEXTS } from './input-texts.js';
import type { QUOTE_LINES_BODY, QUOTE_ONE_BODY } from './lines-body.js';

const texts = (zh: string, ja: string, ko: string): OtherLanguages => ({ 'zh-CN': zh, ja, ko });

/** A member of the rate, which a quote of one product may name here or in pricing. */
const orInPricing = (own: OtherLanguages): OtherLanguages => ({
  'zh-CN': `${own['zh-CN']}单一商品报价也可写在 pricing 中，但不能两处都写。`,
  ja: `${own.ja}1 商品の見積もりでは pricing に書いてもよいが、両方には書けません。`,
  ko: `${own.ko} 상품 하나의 견적은 pricing에 써도 되지만 두 곳에 다 쓸 수는 없습니다.`,
});

const RATE_TEXTS = {
  currency: orInPricing(
    texts(
      '所有价格和合计的币种（有 lines 时必填）。',
      '全価格と合計の通貨（lines があれば必須）。',
      '모든 가격과 합계의 통화(lines가 있으면 필수).',
    ),
  ),
  fxRate: orInPricing(BAOJIA_INPUT_TEXTS.fxRate),
  fxPer: orInPricing(BAOJIA_INPUT_TEXTS.fxPer),
  fxBase: orInPricing(BAOJIA_INPUT_TEXTS.fxBase),
};

const SHARED_TEXTS = {
  document: texts(
    '单据种类：报价单，或形式发票（编号即 terms.reference）。',
    '書類：見積書、またはプロフォーマ・インボイス（番号は terms.reference）。',
    '서류: 견적서 또는 견적송장(번호는 terms.reference).',
  ),
  languages: texts(
    '单据的语言，或并排两种（zh-CN,en）；与答案语言 lang 无关。',
    '書類の言語、または 2 つを並べて（zh-CN,en）。回答の言語 lang とは別です。',
    '서류의 언어, 또는 두 언어를 나란히(zh-CN,en). 답변 언어 lang과는 별개입니다.',
  ),
  seller: {
    ...QUOTE_INPUT_TEXTS.seller,
    fields: {
      ...QUOTE_INPUT_TEXTS.seller.fields,
      signatory: texts('代表卖方签字的人。', '売り手を代表して署名する人。', '판매자를 대표해 서명하는 사람.'),
      signatoryTitle: texts('签字人的职务。', '署名者の役職。', '서명자의 직위.'),
    },
  },
  buyer: QUOTE_INPUT_TEXTS.buyer,
  bank: {
    ...texts(
      '收款银行信息：账号和 IBAN 至少给一个。',
      '受取銀行：口座番号か IBAN の少なくとも一方。',
      '수취 은행: 계좌번호나 IBAN 중 적어도 하나.',
    ),
    fields: {
      beneficiary: texts('收款人，即账户持有人名称。', '受取人（口座名義人）。', '수취인(예금주).'),
      bankName: texts('收款银行名称。', '受取銀行の名称。', '수취 은행명.'),
      bankAddress: texts('银行地址。', '銀行の住所。', '은행 주소.'),
      swift: texts(
        '银行的 SWIFT/BIC：8 或 11 位大写字母和数字（银行、ISO 3166 国家、地区、分行），会核对国家代码。',
        '銀行の SWIFT/BIC：大文字と数字 8 または 11 文字（銀行、ISO 3166 の国、所在地、支店）。国コードを確認します。',
        '은행의 SWIFT/BIC: 대문자와 숫자 8자 또는 11자(은행, ISO 3166 국가, 지역, 지점). 국가 코드를 확인합니다.',
      ),
      account: texts('账号（所在国没有 IBAN 时）。', '口座番号（IBAN のない国）。', '계좌번호(IBAN이 없는 나라).'),
      iban: texts(
        'IBAN，连写或每四位一组；按国家核对长度和校验位。',
        'IBAN（続けて、または 4 文字ずつ区切って）。国ごとの長さとチェックデジットを確認します。',
        'IBAN(붙여 쓰거나 4자씩 띄어 씀). 국가별 길이와 검증 숫자를 확인합니다.',
      ),
    },
  },
  marks: {
    ...texts(
      '主唛，与唛头工具相同；每行商品的唛头再加上其箱号。',
      '主マーク（マーク作成ツールと同じ）。各行のマークに箱番号が付きます。',
      '주 마크(마크 도구와 같음). 각 행의 마크에 상자 번호가 붙습니다.',
    ),
    fields: { lines: MAITOU_INPUT_TEXTS.lines, capitals: MAITOU_INPUT_TEXTS.capitals },
  },
  terms: {
    ...QUOTE_INPUT_TEXTS.terms,
    fields: {
      ...QUOTE_INPUT_TEXTS.terms.fields,
      port: texts(
        '装运港，即 FOB 价格的指定地点。',
        '船積港。FOB 価格の指定地です。',
        '선적항. FOB 가격의 지정 장소입니다.',
      ),
      destination: texts(
        '目的港，即 CFR、CIF 价格的指定地点。',
        '仕向港。CFR・CIF 価格の指定地です。',
        '도착항. CFR·CIF 가격의 지정 장소입니다.',
      ),
      incoterm: texts(
        '合同的贸易术语（Incoterms® 2020）：卖方自定单价所对应的术语；形式发票必填。',
        '契約の貿易条件（インコタームズ® 2020）。売り手の単価が対応する条件で、プロフォーマ・インボイスでは必須です。',
        '계약의 거래 조건(인코텀즈® 2020). 판매자 단가가 해당하는 조건이며 견적송장에는 필수입니다.',
      ),
      origin: texts('货物原产国。', '貨物の原産国。', '화물의 원산지.'),
      partialShipment: texts('是否允许分批装运。', '分割積みを認めるか。', '분할 선적을 허용하는지.'),
      transhipment: texts('是否允许转运。', '積み替えを認めるか。', '환적을 허용하는지.'),
      tolerancePercent: texts(
        '数量溢短装比例，百分数（5 表示 ±5%）。',
        '数量の過不足の割合（5 は ±5 %）。',
        '수량 과부족 비율(5는 ±5 %).',
      ),
      paymentMethod: texts(
        '结构化的付款方式：方式，以及定金和余款（T/T）或见票后天数（L/C、D/P、D/A）。',
        '構造化した支払条件：方式と、前受金と残金（T/T）または一覧後日数（L/C、D/P、D/A）。',
        '구조화한 결제 조건: 방식과, 계약금과 잔금(T/T) 또는 일람 후 일수(L/C, D/P, D/A).',
      ),
    },
  },
};

export const QUOTE_ONE_INPUT_TEXTS: InputTexts<typeof QUOTE_ONE_BODY> = {
  pricing: QUOTE_INPUT_TEXTS.pricing,
  product: QUOTE_INPUT_TEXTS.product,
  ...RATE_TEXTS,
  ...SHARED_TEXTS,
};

export const QUOTE_LINES_INPUT_TEXTS: InputTexts<typeof QUOTE_LINES_BODY> = {
  lines: {
    ...texts(
      '商品明细，每行一个商品（1 到 50 行）。',
      '明細。1 行に 1 商品（1〜50 行）。',
      '품목. 한 행에 상품 하나(1~50행).',
    ),
    fields: {
      product: texts(
        '这一行的商品（品名、描述、型号、海关编码、单位）。',
        'この行の商品（品名、説明、型番、HS コード、単位）。',
        '이 행의 상품(품명, 설명, 모델, HS 코드, 단위).',
      ),
      quantity: texts(
        '商品数量，单位见 product.unit。',
        '商品の数量（単位は product.unit）。',
        '상품 수량(단위는 product.unit).',
      ),
      unitPrice: texts(
        '卖方自定的单价，报价币种，对应 terms.incoterm 的术语；或给 pricing，不能两者都给。',
        '売り手が決めた単価（見積通貨、terms.incoterm の条件）。または pricing。両方は不可。',
        '판매자가 정한 단가(견적 통화, terms.incoterm의 조건). 또는 pricing. 둘 다는 안 됩니다.',
      ),
      pricing: texts(
        '这一行的报价核算输入（数量用本行的，币种和汇率用报价的）；或给 unitPrice，不能两者都给。',
        'この行の見積計算の入力（数量は行の、通貨とレートは見積もりのもの）。または unitPrice。両方は不可。',
        '이 행의 견적 계산 입력(수량은 행의 것, 통화와 환율은 견적의 것). 또는 unitPrice. 둘 다는 안 됩니다.',
      ),
      packing: texts(
        '这一行的包装：要么每行都有，要么都没有（装箱单为整批货的每一箱编号）。',
        'この行の梱包：全行にあるか、どの行にもないか（パッキングリストは全量の箱に番号を付けます）。',
        '이 행의 포장: 모든 행에 있거나 모두 없어야 합니다(포장명세서는 선적 전체의 상자에 번호를 붙입니다).',
      ),
    },
  },
  ...RATE_TEXTS,
  ...SHARED_TEXTS,
};
