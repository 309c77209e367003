/** fx-convert's inputs and outputs named for people in the four languages (kit/labels.ts). */
import { type ToolLabels, label } from '../kit/labels.js';
import type { FX_CONVERT_INPUTS } from './inputs.js';
import type { FX_CONVERT_OUTPUTS } from './outputs.js';

const BANK_RATE = label('银行结汇价', "Bank's buying rate", '銀行の買値', '은행 매입 환율');

export const FX_CONVERT_LABELS: ToolLabels<typeof FX_CONVERT_INPUTS, typeof FX_CONVERT_OUTPUTS> = {
  inputs: {
    currency: { label: label('外币币种', 'Foreign currency', '外貨', '외화') },
    amount: { label: label('外币金额', 'Amount to convert', '換算する金額', '환산할 금액') },
    bankRate: { label: BANK_RATE },
    keptRate: {
      label: label(
        '此前的汇率（报价或预算）',
        'Earlier rate (quote or budget)',
        '以前のレート（見積・予算）',
        '이전 환율(견적·예산)',
      ),
    },
    keptMidpoint: { label: label('此前的中间价', 'Earlier midpoint', '以前の基準値', '이전 기준환율') },
    keptOn: { label: label('此前汇率的日期', 'Date of the earlier rates', '以前のレートの日付', '이전 환율의 날짜') },
  },
  outputs: {
    midpoint: label('人民币汇率中间价', 'RMB central parity', '人民元基準値', '위안화 기준환율'),
    bankRate: BANK_RATE,
    gap: label('汇差（银行价 − 中间价）', 'Gap to the midpoint', '基準値との差', '기준환율 대비 차이'),
    gapShown: label('汇差幅度（%）', 'Gap as % of the midpoint', '基準値との差（%）', '기준환율 대비 차이율'),
    estimated: label(
      '按此前汇率折合人民币',
      'CNY at the earlier rate',
      '以前のレートでの人民元額',
      '이전 환율 적용 위안화 금액',
    ),
    atMidpoint: label('按中间价折合人民币', 'CNY at the midpoint', '基準値での人民元額', '기준환율 적용 위안화 금액'),
    atBank: label(
      '按银行结汇价折合人民币',
      "CNY at the bank's rate",
      '銀行の買値での人民元額',
      '은행 환율 적용 위안화 금액',
    ),
    difference: label('换汇损失', "Loss at the bank's rate", '銀行レートによる差損', '은행 환율 적용 손실'),
  },
};
