/**
 * A few words naming each field of a quote request in the four languages (the tools' labels,
 * src/tools/kit/labels.ts): typed by QUOTE_BODY, so a field without its label does not compile.
 * `pricing` holds the baojia inputs and takes their labels. Served as the request schema's
 * `title`s and read by the /quote page's form.
 */
import { BAOJIA_LABELS } from '../tools/baojia/labels.js';
import { type ToolLabels, label } from '../tools/kit/labels.js';
import type { QUOTE_BODY } from './body.js';

const party = {
  name: { label: label('名称', 'Company name', '名称', '이름') },
  address: { label: label('地址', 'Postal address', '住所', '주소') },
  email: { label: label('电子邮箱', 'E-mail address', 'メールアドレス', '이메일') },
  phone: { label: label('电话', 'Telephone', '電話番号', '전화') },
};

export const QUOTE_LABELS: ToolLabels<typeof QUOTE_BODY, []>['inputs'] = {
  pricing: {
    label: label('报价核算', 'Costs and prices', '見積計算', '견적 계산'),
    fields: {
      ...BAOJIA_LABELS.inputs,
      priceDecimals: { label: label('单价小数位数', 'Unit price decimals', '単価の小数桁数', '단가 소수 자릿수') },
    },
  },
  seller: { label: label('卖方', 'Seller (exporter)', '売り手', '판매자'), fields: party },
  buyer: { label: label('买方', 'Buyer (importer)', '買い手', '구매자'), fields: party },
  product: {
    label: label('商品', 'Goods offered', '商品', '상품'),
    fields: {
      name: { label: label('品名', 'Product name', '品名', '품명') },
      description: { label: label('描述', 'Goods description', '説明', '설명') },
      unit: { label: label('计价单位', 'Unit of sale', '販売単位', '판매 단위') },
      hsCode: { label: label('海关商品编码', 'HS code', 'HS コード', 'HS 코드') },
    },
  },
  terms: {
    label: label('报价条款', 'Terms of the offer', '取引条件', '거래 조건'),
    fields: {
      reference: { label: label('报价单号', 'Quotation number', '見積番号', '견적 번호') },
      validDays: { label: label('有效天数', 'Valid for (days)', '有効日数', '유효 일수') },
      payment: { label: label('付款方式', 'Payment terms', '支払条件', '결제 조건') },
      leadTime: { label: label('交货期', 'Lead time', '納期', '납기') },
      packing: { label: label('包装', 'Packing details', '梱包', '포장') },
      port: { label: label('装运港', 'Port of loading', '船積港', '선적항') },
      notes: { label: label('备注', 'Other notes', '備考', '비고') },
    },
  },
};
