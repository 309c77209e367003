/**
 * 外贸企业 免退税 (exempt and refund, for a trading company): the refund is the special
 * invoice amount (excluding tax) times the refund rate; the part of the input VAT at the
 * levy rate less the refund rate is not refunded and goes to cost. Source: 财政部 国家税务总局
 * 《关于出口货物劳务增值税和消费税政策的通知》(财税〔2012〕39号): 外贸企业 增值税应退税额 =
 * 增值税退(免)税计税依据 × 出口货物退税率, the basis being the amount on the purchase's
 * special VAT invoice; where the refund rate is below the levy rate the difference goes to
 * the cost of the goods. Each row is rounded to the fen; totals are sums of rounded rows. The
 * refund needs only the refund rate: without a row's levy rate, its input VAT and cost part (and
 * their totals) are left out and a note says so.
 */
import { fromInteger } from '../../core/decimal.js';
import { type Money, minus, plus } from '../../core/money.js';
import { count } from '../../core/figures.js';
import type { Step, Warning } from '../kit/definition.js';
import type { TuishuiStep, TuishuiWarning } from './keys.js';
import type { ExportRow } from './export-rows.js';
import { percentRatio } from '../../core/percent.js';
import { cny, percentOf } from '../kit/cny-figures.js';

export function tradingRefund(rows: readonly ExportRow[]) {
  const steps: Step<TuishuiStep>[] = [];
  let basis: Money<'CNY'> | undefined;
  let refund: Money<'CNY'> | undefined;
  let inputVat: Money<'CNY'> | undefined;
  let costAddition: Money<'CNY'> | undefined;
  const levied = rows.every((row) => row.taxRate !== undefined);
  for (const row of rows) {
    const rowRefund = percentOf(row.cny, row.refundRate);
    basis = basis ? plus(basis, row.cny) : row.cny;
    refund = refund ? plus(refund, rowRefund) : rowRefund;
    const shared = {
      row: count(fromInteger(row.index + 1)),
      invoiceAmount: cny(row.cny),
      refundRate: percentRatio(row.refundRate),
      refund: cny(rowRefund),
    };
    if (row.taxRate === undefined) {
      steps.push({ id: 'tuishui.trading_row_refund', values: shared });
      continue;
    }
    const rowVat = percentOf(row.cny, row.taxRate);
    // Rounded rows, so that refund + costAddition = inputVat on every row and in the totals.
    const rowCost = minus(rowVat, rowRefund);
    inputVat = inputVat ? plus(inputVat, rowVat) : rowVat;
    costAddition = costAddition ? plus(costAddition, rowCost) : rowCost;
    steps.push({
      id: 'tuishui.trading_row',
      // The values in the order the answer has always sent them.
      values: {
        row: shared.row,
        invoiceAmount: shared.invoiceAmount,
        taxRate: percentRatio(row.taxRate),
        refundRate: shared.refundRate,
        inputVat: cny(rowVat),
        refund: shared.refund,
        costAddition: cny(rowCost),
      },
    });
  }
  if (!basis || !refund) throw new Error('tuishui: no trading row');
  if (!levied || !inputVat || !costAddition) {
    const outputs = { basis: cny(basis), refund: cny(refund) };
    const warnings: Warning<TuishuiWarning>[] = [{ code: 'tuishui.tax_rate_missing', level: 'note', values: {} }];
    steps.push({ id: 'tuishui.trading_total_refund', values: { ...outputs } });
    return { outputs, steps, warnings };
  }
  const outputs = { basis: cny(basis), inputVat: cny(inputVat), refund: cny(refund), costAddition: cny(costAddition) };
  steps.push({ id: 'tuishui.trading_total', values: { ...outputs } });
  return { outputs, steps, warnings: [] };
}
