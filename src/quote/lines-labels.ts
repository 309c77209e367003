/**
 * Labels of the quote request's members beyond version 1's (labels.ts): the lines, the document,
 * its languages, the bank, the marks, the terms a proforma invoice carries, in the four languages.
 * The top level is typed by the declarations (lines-body.ts), so a member without its label does
 * not compile; the fields of fields are checked by test/quote/lines-request.test.ts.
 */
import { LANGUAGES, type Lang } from '../i18n/languages.js';
import type { Texts } from '../i18n/texts.js';
import { BAOJIA_LABELS } from '../tools/baojia/labels.js';
import { CARTON_LABELS } from '../tools/kit/carton-texts.js';
import { type ToolLabels, label } from '../tools/kit/labels.js';
import { MAITOU_LABELS } from '../tools/maitou/labels.js';
import { QUOTE_LABELS } from './labels.js';
import type { QUOTE_LINES_BODY, QUOTE_ONE_BODY } from './lines-body.js';

const LANGUAGE_NAMES: Readonly<Record<Lang, Texts>> = {
  'zh-CN': label('中文', 'Chinese', '中国語', '중국어'),
  en: label('英文', 'English', '英語', '영어'),
  ja: label('日文', 'Japanese', '日本語', '일본어'),
  ko: label('韩文', 'Korean', '韓国語', '한국어'),
};

/** A language's name, or two side by side: 中文 + 英文, Chinese + English. */
function languagesLabel(choice: string): Texts {
  const names = choice.split(',').flatMap((tag) => LANGUAGES.filter((lang) => lang === tag));
  const joined = (lang: Lang) => names.map((name) => LANGUAGE_NAMES[name][lang]).join(' + ');
  return label(joined('zh-CN'), joined('en'), joined('ja'), joined('ko'));
}

const LANGUAGE_CHOICES = Object.fromEntries(
  [...LANGUAGES, ...LANGUAGES.flatMap((a) => LANGUAGES.filter((b) => b !== a).map((b) => `${a},${b}`))].map(
    (choice) => [choice, languagesLabel(choice)],
  ),
);

/** baojia's labels but those of the inputs the quote holds once for all its lines (lines-body.ts). */
const {
  unit: _unit,
  quantity: _quantity,
  currency: _currency,
  fxRate,
  fxPer,
  fxBase,
  ...LINE_PRICING_LABELS
} = BAOJIA_LABELS.inputs;

const SHARED_LABELS = {
  document: {
    label: label('单据', 'Document', '書類', '서류'),
    choices: {
      quotation: label('报价单', 'Quotation', '見積書', '견적서'),
      'proforma-invoice': label('形式发票', 'Proforma invoice', 'プロフォーマ・インボイス', '견적송장'),
    },
  },
  languages: { label: label('单据语言', 'Document languages', '書類の言語', '서류 언어'), choices: LANGUAGE_CHOICES },
  seller: {
    label: QUOTE_LABELS.seller.label,
    fields: {
      ...QUOTE_LABELS.seller.fields,
      signatory: { label: label('签字人', 'Signed by', '署名者', '서명자') },
      signatoryTitle: { label: label('签字人职务', 'Signatory’s position', '署名者の役職', '서명자 직위') },
    },
  },
  buyer: QUOTE_LABELS.buyer,
  bank: {
    label: label('收款银行', 'Beneficiary’s bank', '受取銀行', '수취 은행'),
    fields: {
      beneficiary: { label: label('收款人', 'Account holder', '受取人', '수취인') },
      bankName: { label: label('银行名称', 'Bank', '銀行名', '은행명') },
      bankAddress: { label: label('银行地址', 'Bank address', '銀行の住所', '은행 주소') },
      swift: { label: label('SWIFT 代码', 'SWIFT/BIC code', 'SWIFT コード', 'SWIFT 코드') },
      account: { label: label('账号', 'Account number', '口座番号', '계좌번호') },
      iban: { label: label('IBAN 号码', 'IBAN number', 'IBAN 番号', 'IBAN 번호') },
    },
  },
  marks: {
    label: label('主唛', 'Main shipping mark', '主マーク', '주 마크'),
    fields: { lines: MAITOU_LABELS.inputs.lines, capitals: MAITOU_LABELS.inputs.capitals },
  },
  terms: {
    label: QUOTE_LABELS.terms.label,
    fields: {
      ...QUOTE_LABELS.terms.fields,
      destination: { label: label('目的港', 'Port of destination', '仕向港', '도착항') },
      incoterm: {
        label: label('贸易术语', 'Incoterms® term', '貿易条件', '거래 조건'),
        choices: BAOJIA_LABELS.inputs.term.choices,
      },
      origin: { label: label('原产国', 'Country of origin', '原産国', '원산지') },
      partialShipment: { label: label('允许分批装运', 'Partial shipments allowed', '分割積み可', '분할 선적 허용') },
      transhipment: { label: label('允许转运', 'Transhipment allowed', '積み替え可', '환적 허용') },
      tolerancePercent: {
        label: label('数量溢短装（%）', 'Quantity tolerance (±%)', '数量過不足（%）', '수량 과부족(%)'),
      },
      paymentMethod: {
        label: label('付款方式（结构化）', 'Payment method', '支払方法', '결제 방식'),
        fields: {
          method: {
            label: label('方式', 'Method of payment', '方式', '방식'),
            choices: {
              tt: label('电汇（T/T）', 'Telegraphic transfer (T/T)', '電信送金（T/T）', '전신환 송금(T/T)'),
              lc: label('信用证（L/C）', 'Letter of credit (L/C)', '信用状（L/C）', '신용장(L/C)'),
              dp: label('付款交单（D/P）', 'Documents against payment (D/P)', '支払渡し（D/P）', '지급인도(D/P)'),
              da: label('承兑交单（D/A）', 'Documents against acceptance (D/A)', '引受渡し（D/A）', '인수인도(D/A)'),
            },
          },
          depositPercent: { label: label('定金比例（%）', 'Deposit (%)', '前受金（%）', '계약금(%)') },
          balance: {
            label: label('余款支付', 'Balance paid', '残金の支払い', '잔금 지급'),
            choices: {
              'against-bl-copy': label('见提单副本', 'Against copy of B/L', 'B/L コピーと引き換え', 'B/L 사본 수령 시'),
              'before-shipment': label('装运前', 'Before shipment', '船積前', '선적 전'),
            },
          },
          days: { label: label('见票后天数', 'Days after sight', '一覧後日数', '일람 후 일수') },
        },
      },
    },
  },
};

const RATE_LABELS = {
  currency: { label: label('报价币种', 'Quote currency', '見積通貨', '견적 통화') },
  fxRate,
  fxPer,
  fxBase,
};

export const QUOTE_ONE_LABELS: ToolLabels<typeof QUOTE_ONE_BODY, []>['inputs'] = {
  pricing: QUOTE_LABELS.pricing,
  product: QUOTE_LABELS.product,
  ...RATE_LABELS,
  ...SHARED_LABELS,
};

/** A line's fields; their own fields, the deeper ones, are labelled as the line's (kit/labels.ts types one level). */
const LINE_LABELS = {
  product: {
    label: QUOTE_LABELS.product.label,
    fields: { ...QUOTE_LABELS.product.fields, model: { label: label('型号', 'Model', '型番', '모델') } },
  },
  quantity: { label: label('数量', 'Quantity', '数量', '수량') },
  unitPrice: { label: label('卖方单价', 'Unit price set by the seller', '売り手の単価', '판매자 단가') },
  pricing: {
    label: QUOTE_LABELS.pricing.label,
    fields: { ...LINE_PRICING_LABELS, priceDecimals: QUOTE_LABELS.pricing.fields.priceDecimals },
  },
  packing: {
    label: label('包装', 'Packing', '梱包', '포장'),
    fields: {
      unitsPerCarton: { label: label('每箱数量', 'Units per carton', '1箱の入り数', '상자당 수량') },
      ...CARTON_LABELS,
      grossWeight: { label: label('整箱毛重', 'Gross weight of a full carton', '満箱の総重量', '만상자 총중량') },
      netWeight: { label: label('整箱净重', 'Net weight of a full carton', '満箱の正味重量', '만상자 순중량') },
      lengthUnit: MAITOU_LABELS.inputs.lengthUnit,
      weightUnit: MAITOU_LABELS.inputs.weightUnit,
    },
  },
};

export const QUOTE_LINES_LABELS: ToolLabels<typeof QUOTE_LINES_BODY, []>['inputs'] = {
  lines: {
    label: label('商品明细', 'Products', '明細', '품목'),
    fields: LINE_LABELS,
  },
  ...RATE_LABELS,
  ...SHARED_LABELS,
};
