/** tuishui's inputs, row fields, choices and outputs named for people in the four languages (kit/labels.ts). */
import { type ToolLabels, label } from '../kit/labels.js';
import type { TUISHUI_INPUTS } from './inputs.js';
import type { TUISHUI_OUTPUTS } from './outputs.js';

export const TUISHUI_LABELS: ToolLabels<typeof TUISHUI_INPUTS, typeof TUISHUI_OUTPUTS> = {
  inputs: {
    enterpriseType: {
      label: label('企业类型', 'Enterprise type', '企業区分', '기업 유형'),
      choices: {
        trading: label(
          '外贸企业（免退税）',
          'Trading company (exemption and refund)',
          '貿易会社（免退税）',
          '무역회사(免退税)',
        ),
        manufacturer: label(
          '生产企业（免抵退税）',
          'Manufacturer (exemption, credit and refund)',
          '製造企業（免抵退税）',
          '제조기업(免抵退税)',
        ),
      },
    },
    mode: {
      label: label('折算汇率日期', 'Parity date', '換算レートの適用日', '환율 적용일'),
      choices: {
        'export-day': label(
          '出口当日的汇率中间价',
          'Central parity on the export date',
          '輸出日の基準値',
          '수출일의 기준환율',
        ),
        'month-first': label(
          '出口当月1日的汇率中间价',
          'Central parity on the 1st of the month',
          '輸出月の初日の基準値',
          '수출월 1일의 기준환율',
        ),
      },
    },
    exports: {
      label: label('出口报关单明细', 'Export declarations', '輸出申告書', '수출 신고서'),
      fields: {
        hsCode: { label: label('海关商品编码', 'HS code', 'HS コード', 'HS 코드') },
        exportDate: { label: label('出口日期', 'Export date', '輸出日', '수출일') },
        taxRate: { label: label('征税率（%）', 'Levy rate (%)', '徴税率（%）', '징수율(%)') },
        refundRate: { label: label('退税率（%）', 'Refund rate (%)', '還付率（%）', '환급률(%)') },
        invoiceAmount: {
          label: label(
            '增值税专用发票金额（不含税）',
            'VAT invoice amount (excl. VAT)',
            '増値税専用インボイス金額（税抜）',
            '증치세 전용 영수증 금액(세금 제외)',
          ),
        },
        invoiceAmountWithTax: {
          label: label(
            '增值税专用发票金额（含税）',
            'VAT invoice amount (incl. VAT)',
            '増値税専用インボイス金額（税込）',
            '증치세 전용 영수증 금액(세금 포함)',
          ),
        },
        fobAmount: { label: label('离岸价（FOB）', 'FOB value', 'FOB 価額', 'FOB 금액') },
        currency: { label: label('离岸价币种', 'FOB currency', 'FOB の通貨', 'FOB 통화') },
        rate: { label: label('自填折算汇率', 'Own exchange rate', '独自の換算レート', '자체 환율') },
        ratePer: {
          label: label('汇率标价单位', 'Rate quoted per', 'レートの建て単位', '환율 표시 단위'),
          choices: {
            '1': label('每 1 单位外币', 'Per 1 unit', '外貨 1 単位あたり', '외화 1단위당'),
            '100': label('每 100 单位外币', 'Per 100 units', '外貨 100 単位あたり', '외화 100단위당'),
          },
        },
      },
    },
    outputTax: { label: label('销项税额', 'Output VAT', '売上税額', '매출세액') },
    inputTax: { label: label('进项税额', 'Input VAT', '仕入税額', '매입세액') },
    carriedCredit: {
      label: label('上期留抵税额', 'Credit brought forward', '前期繰越控除税額（上期留抵）', '전기 이월공제세액'),
    },
    declaredEndCredit: {
      label: label(
        '申报的期末留抵税额',
        'Declared end-of-period credit',
        '申告した期末繰越控除税額',
        '신고한 기말 이월공제세액',
      ),
    },
    dutyFreeMaterials: {
      label: label(
        '免税购进原材料价格',
        'Duty-free materials purchased',
        '免税購入原材料の価額',
        '면세 구매 원자재 가액',
      ),
    },
  },
  outputs: {
    basis: label('退（免）税计税依据', 'Refund basis', '還付の課税標準', '환급 과세표준'),
    inputVat: label('进项税额', 'Input VAT', '仕入税額', '매입세액'),
    nonCreditableOffset: label(
      '当期不得免征和抵扣税额抵减额',
      'Non-creditable tax offset',
      '免除・控除できない税額の控除額',
      '면제·공제 불가 세액 공제액',
    ),
    nonCreditable: label(
      '当期不得免征和抵扣税额',
      'Non-creditable tax',
      '免除・控除できない税額',
      '면제·공제 불가 세액',
    ),
    taxPayable: label('当期应纳税额', 'Tax payable', '当期納付税額', '당기 납부세액'),
    endCredit: label('期末留抵税额', 'End-of-period credit', '期末繰越控除税額', '기말 이월공제세액'),
    exemptionOffset: label(
      '免抵退税额抵减额',
      'Exemption, credit and refund offset',
      '免除・控除・還付税額の控除額',
      '면제·공제·환급 세액 공제액',
    ),
    exemption: label(
      '当期免抵退税额',
      'Exemption, credit and refund amount',
      '免除・控除・還付税額',
      '면제·공제·환급 세액',
    ),
    exempted: label('当期免抵税额', 'Exempted and credited amount', '免除・控除税額', '면제·공제 세액'),
    refund: label('当期应退税额', 'Refund due', '還付税額', '환급세액'),
    carriedForward: label('结转下期留抵税额', 'Credit carried forward', '次期繰越控除税額', '차기 이월공제세액'),
    taxDue: label('当期应缴税额', 'Tax to pay', '実納付税額', '실제 납부세액'),
    costAddition: label('计入成本的税额', 'VAT charged to cost', '原価算入税額', '원가 산입 세액'),
  },
};
