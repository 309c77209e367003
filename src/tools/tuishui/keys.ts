/** The steps and warnings tuishui writes: keys of its own copy, and the parity's earlier-day note. */
import type { CopyKeysOf } from '../kit/definition.js';
import type { TUISHUI_COPY } from './copy.js';

export type TuishuiStep = CopyKeysOf<
  typeof TUISHUI_COPY,
  | 'tuishui.converted'
  | 'tuishui.converted_own'
  | 'tuishui.invoice_excluding_tax'
  | 'tuishui.trading_row'
  | 'tuishui.trading_row_refund'
  | 'tuishui.trading_total'
  | 'tuishui.trading_total_refund'
  | 'tuishui.non_creditable'
  | 'tuishui.non_creditable_rows'
  | 'tuishui.tax_payable'
  | 'tuishui.exemption'
  | 'tuishui.exemption_rows'
  | 'tuishui.refund'
  | 'tuishui.tax_due'
>;

export type TuishuiWarning =
  | 'parity.earlier_day'
  | CopyKeysOf<
      typeof TUISHUI_COPY,
      | 'tuishui.refund_rate_differs'
      | 'tuishui.tax_rate_differs'
      | 'tuishui.code_choose'
      | 'tuishui.code_taxed'
      | 'tuishui.code_exempt'
      | 'tuishui.code_flagged'
      | 'tuishui.code_narrower'
      | 'tuishui.code_not_listed'
      | 'tuishui.code_not_found'
      | 'tuishui.code_unchecked'
      | 'tuishui.end_credit_differs'
      | 'tuishui.offset_capped'
      | 'tuishui.fob_not_used'
      | 'tuishui.rate_unused'
      | 'tuishui.input_tax_missing'
      | 'tuishui.input_tax_missing_declared'
      | 'tuishui.tax_rate_missing'
    >;
