/**
 * baojia's inputs, choices and outputs named for people in the four languages (kit/labels.ts), in
 * the terms of 出口报价核算. The outputs are named per term at run time (inputs.ts), so each term's
 * ten figures are labelled by termLabels below.
 */
import type { Texts } from '../../i18n/texts.js';
import { type ToolLabels, label } from '../kit/labels.js';
import { UNIT_LABELS } from '../kit/unit-labels.js';
import type { BAOJIA_INPUTS, BAOJIA_OUTPUTS } from './inputs.js';
import { TERMS, type Term } from './terms.js';

const WHOLE_LOT = label('整批', 'For the whole lot', 'ロット全体', '전체 로트');
const PER_UNIT = label('每单位', 'Per unit', '1 単位あたり', '단위당');
const PER_CONTAINER = label('每个集装箱', 'Per container', 'コンテナ 1 本あたり', '컨테이너당');

/** A term's figures, each named with the term first (FOB 单价 / FOB unit price). */
function termLabels(term: Term): Record<string, Texts> {
  const suffix = `${term.charAt(0)}${term.slice(1).toLowerCase()}`;
  const of = (zh: string, en: string, ja: string, ko: string) =>
    label(`${term} ${zh}`, `${term} ${en}`, `${term} ${ja}`, `${term} ${ko}`);
  return {
    [`price${suffix}`]: of('单价', 'unit price', '単価', '단가'),
    [`total${suffix}`]: of('总价', 'total', '総額', '총액'),
    [`commissionPrice${suffix}`]: of('含佣单价', 'unit price with commission', '口銭込み単価', '수수료 포함 단가'),
    [`commissionTotal${suffix}`]: of('含佣总价', 'total with commission', '口銭込み総額', '수수료 포함 총액'),
    [`profit${suffix}`]: of('利润（人民币）', 'profit (CNY)', '利益（人民元）', '이익(위안화)'),
    [`margin${suffix}`]: of(
      '利润率（按所选基数）',
      'margin (on the basis chosen)',
      '利益率（選んだ基準）',
      '이익률(선택한 기준)',
    ),
    [`marginAlt${suffix}`]: of(
      '利润率（按另一基数）',
      'margin (on the other basis)',
      '利益率（もう一方の基準）',
      '이익률(다른 기준)',
    ),
    [`breakEven${suffix}`]: of('盈亏保本单价', 'break-even unit price', '損益分岐単価', '손익분기 단가'),
    [`exchangeCost${suffix}`]: of('出口换汇成本', 'export exchange cost', '輸出換算コスト', '수출 환전 원가'),
    [`netIncome${suffix}`]: of('人民币净收入', 'net income in CNY', '人民元純収入', '위안화 순수입'),
  };
}

export const BAOJIA_LABELS: ToolLabels<typeof BAOJIA_INPUTS, typeof BAOJIA_OUTPUTS> = {
  inputs: {
    mode: {
      label: label('核算方向', 'Calculation direction', '計算の方向', '계산 방향'),
      choices: {
        forward: label(
          '正算（由成本求报价）',
          'From costs to prices',
          '順算（コストから見積価格）',
          '정방향 계산(원가에서 견적가)',
        ),
        reverse: label(
          '倒算（由报价求利润）',
          'From a quoted price to its profit',
          '逆算（見積価格から利益）',
          '역산(견적가에서 이익)',
        ),
      },
    },
    price: {
      label: label('含税采购单价', 'Purchase price incl. VAT', '税込仕入単価', '부가세 포함 매입 단가'),
    },
    quantity: { label: label('报价数量', 'Quantity quoted', '見積数量', '견적 수량') },
    unit: {
      label: label('计价单位', 'Pricing unit', '数量単位', '수량 단위'),
      choices: {
        pc: label('件 (pc)', 'pieces (pc)', '個 (pc)', '개 (pc)'),
        set: label('套 (set)', 'sets (set)', 'セット (set)', '세트 (set)'),
        pair: label('双 (pair)', 'pairs (pair)', 'ペア (pair)', '쌍 (pair)'),
        dozen: label('打 (dozen)', 'dozens (dozen)', 'ダース (dozen)', '다스 (dozen)'),
        carton: label('箱 (carton)', 'cartons (carton)', 'カートン (carton)', '카톤 (carton)'),
        kg: UNIT_LABELS.kg,
        t: UNIT_LABELS.t,
        m: UNIT_LABELS.m,
        m2: label('平方米 (m²)', 'square metres (m²)', '平方メートル (m²)', '제곱미터 (m²)'),
        m3: UNIT_LABELS.m3,
        l: UNIT_LABELS.l,
      },
    },
    taxRate: { label: label('增值税征税率', 'VAT levy rate', '増値税率', '증치세 징수율') },
    refundRate: { label: label('出口退税率', 'Export VAT refund rate', '輸出還付率', '수출 환급률') },
    currency: { label: label('报价币种', 'Quote currency', '見積通貨', '견적 통화') },
    fxRate: { label: label('汇率', 'Exchange rate', '為替レート', '환율') },
    fxPer: {
      label: label('汇率标价单位数', 'Rate quoted per', 'レートの単位数', '환율 기준 단위 수'),
      choices: {
        '1': label('每 1 单位', 'Per 1 unit', '1 単位あたり', '1 단위당'),
        '100': label('每 100 单位', 'Per 100 units', '100 単位あたり', '100 단위당'),
      },
    },
    fxBase: {
      label: label('汇率标价方式', 'Rate quoted as', 'レートの建て方', '환율 표시 방식'),
      choices: {
        currency: label(
          '外币折合人民币（直接标价）',
          'CNY per unit of the quote currency',
          '見積通貨 1 単位あたりの人民元',
          '견적 통화 단위당 위안화',
        ),
        CNY: label(
          '人民币折合外币（间接标价）',
          'Quote currency per CNY',
          '人民元あたりの見積通貨',
          '위안화당 견적 통화',
        ),
      },
    },
    domestic: { label: label('国内费用', 'Domestic costs', '国内費用', '국내 비용') },
    domesticBasis: {
      label: label('国内费用计算基数', 'Domestic costs basis', '国内費用の基準', '국내 비용 기준'),
      choices: {
        total: WHOLE_LOT,
        unit: PER_UNIT,
        container: PER_CONTAINER,
        percent: label(
          '占采购总额的百分比（定额费用率）',
          'Percent of the purchase total',
          '仕入総額に対する割合',
          '매입 총액 대비 비율',
        ),
      },
    },
    freight: { label: label('海运费', 'Sea freight', '海上運賃', '해상 운임') },
    freightBasis: {
      label: label('海运费计算基数', 'Freight basis', '運賃の基準', '운임 기준'),
      choices: {
        container: PER_CONTAINER,
        cbm: label('每立方米', 'Per m³', '1 m³ あたり', 'm³당'),
        unit: label('每单位货物', 'Per unit of goods', '商品 1 単位あたり', '상품 단위당'),
        total: WHOLE_LOT,
      },
    },
    containers: { label: label('集装箱数', 'Number of containers', 'コンテナ本数', '컨테이너 수') },
    volume: { label: label('货物总体积', 'Total volume', '総容積', '총 부피') },
    insuranceRate: { label: label('保险费率', 'Insurance rate', '保険料率', '보험료율') },
    insurance: {
      label: label('保险费（整批金额）', 'Insurance premium (whole lot)', '保険料（ロット全体）', '보험료(전체 로트)'),
    },
    markup: { label: label('投保加成', 'Insurance markup', '付保割増', '부보 가산율') },
    commission: { label: label('佣金率', 'Commission rate', '口銭率', '수수료율') },
    method: {
      label: label('核算方法', 'Pricing method', '計算方法', '계산 방식'),
      choices: {
        chain: label('逐步换算', 'Step by step', '段階的換算', '단계별 환산'),
        combined: label(
          '统一分母法（以含佣价为基数）',
          'One denominator (shares of the price with commission)',
          '一つの分母（口銭込み価格に対する割合）',
          '단일 분모(수수료 포함가 대비 비율)',
        ),
      },
    },
    margin: { label: label('目标利润率', 'Target margin', '目標利益率', '목표 이익률') },
    marginBasis: {
      label: label('利润率基数', 'Margin basis', '利益率の基準', '이익률 기준'),
      choices: {
        quote: label('按报价（利润率）', 'On the quote', '見積価格に対して', '견적가 대비'),
        cost: label('按成本（成本利润率）', 'On the cost', 'コストに対して（原価利益率）', '원가 대비'),
      },
    },
    term: {
      label: label('贸易术语', 'Trade term', '取引条件', '거래 조건'),
      choices: {
        FOB: label('FOB（船上交货）', 'FOB (Free On Board)', 'FOB（本船渡し）', 'FOB(본선 인도)'),
        CFR: label('CFR（成本加运费）', 'CFR (Cost and Freight)', 'CFR（運賃込み）', 'CFR(운임 포함 인도)'),
        CIF: label(
          'CIF（成本加保险费加运费）',
          'CIF (Cost, Insurance and Freight)',
          'CIF（運賃保険料込み）',
          'CIF(운임·보험료 포함 인도)',
        ),
      },
    },
    quotedPrice: { label: label('报价单价', 'Quoted unit price', '見積単価', '견적 단가') },
    quotedPriceBasis: {
      label: label('报价是否含佣', 'Quoted price is', '見積単価の種類', '견적 단가 기준'),
      choices: {
        'with-commission': label('含佣价', 'With commission', '口銭込み価格', '수수료 포함가'),
        net: label('净价', 'Net price', '正味価格', '순가격'),
      },
    },
    port: { label: label('指定港口', 'Named port', '指定港', '지정 항구') },
  },
  outputs: {
    ...Object.fromEntries(TERMS.flatMap((term) => Object.entries(termLabels(term)))),
    refundTotal: label('出口退税额', 'Export VAT refund', '輸出還付税額', '수출 환급액'),
    costTotal: label('出口总成本', 'Total export cost', '輸出総コスト', '수출 총원가'),
  },
};
