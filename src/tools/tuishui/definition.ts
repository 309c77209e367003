/** tuishui as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeTuishui } from './compute.js';
import { TUISHUI_EXAMPLE } from './example.js';
import { TUISHUI_CONDITIONS, TUISHUI_INPUTS } from './inputs.js';
import { TUISHUI_INPUT_TEXTS } from './input-texts.js';
import { TUISHUI_OUTPUTS } from './outputs.js';
import { TUISHUI_LABELS } from './labels.js';

export const tuishuiTool = defineTool({
  id: 'tuishui',
  names: { 'zh-CN': '出口退税计算', en: 'Export VAT refund', ja: '輸出増値税還付計算', ko: '수출 부가세 환급 계산' },
  slug: 'tuishui',
  datasets: ['refund-rates', 'central-parity'],
  inputs: TUISHUI_INPUTS,
  inputTexts: TUISHUI_INPUT_TEXTS,
  conditions: TUISHUI_CONDITIONS,
  outputs: TUISHUI_OUTPUTS,
  labels: TUISHUI_LABELS,
  headline: ['refund'],
  steps: [
    'tuishui.converted',
    'tuishui.converted_own',
    'tuishui.invoice_excluding_tax',
    'tuishui.trading_row',
    'tuishui.trading_row_refund',
    'tuishui.trading_total',
    'tuishui.trading_total_refund',
    'tuishui.non_creditable',
    'tuishui.non_creditable_rows',
    'tuishui.tax_payable',
    'tuishui.exemption',
    'tuishui.exemption_rows',
    'tuishui.refund',
    'tuishui.tax_due',
  ],
  warnings: [
    'parity.earlier_day',
    'tuishui.refund_rate_differs',
    'tuishui.tax_rate_differs',
    'tuishui.code_choose',
    'tuishui.code_taxed',
    'tuishui.code_exempt',
    'tuishui.code_flagged',
    'tuishui.code_narrower',
    'tuishui.code_not_listed',
    'tuishui.code_not_found',
    'tuishui.code_unchecked',
    'tuishui.end_credit_differs',
    'tuishui.offset_capped',
    'tuishui.fob_not_used',
    'tuishui.rate_unused',
    'tuishui.input_tax_missing',
    'tuishui.input_tax_missing_declared',
    'tuishui.tax_rate_missing',
  ],
  example: TUISHUI_EXAMPLE,
  compute: computeTuishui,
});
