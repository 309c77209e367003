/**
 * 外贸企业 免退税 (exempt and refund, for a trading company): the refund is the special
 * invoice amount (excluding tax) times the refund rate; the part of the input VAT at the
 * levy rate less the refund rate is not refunded and goes to cost. Source: 财政部 国家税务总局
 * 《关于出口货物劳务增值税和消费税政策的通知》(财税〔2012〕39号): 外贸企业 增值税应退税额 =
 * 增值税退(免)税计税依据 × 出口货物退税率, the basis being the amount on the purchase's
 * special VAT invoice; where the refund rate is below the levy rate the difference goes to
 * the cost of the goods. Each row is rounded to the fen; totals are sums of rounded rows.
 */
import { type Decimal, add, fromInteger, sub } from '../../core/decimal.js';
import { count } from '../../core/figures.js';
import type { Step } from '../kit/definition.js';
import type { TuishuiStep } from './keys.js';
import type { ExportRow } from './export-rows.js';
import { percentRatio } from '../../core/percent.js';
import { cny, percentOf } from '../kit/cny-figures.js';

export function tradingRefund(rows: readonly ExportRow[]) {
  const steps: Step<TuishuiStep>[] = [];
  let basis: Decimal | undefined;
  let refund: Decimal | undefined;
  let inputVat: Decimal | undefined;
  let costAddition: Decimal | undefined;
  for (const row of rows) {
    const rowRefund = percentOf(row.cny, row.refundRate);
    const rowVat = percentOf(row.cny, row.taxRate);
    // Rounded rows, so that refund + costAddition = inputVat on every row and in the totals.
    const rowCost = sub(rowVat, rowRefund);
    basis = basis ? add(basis, row.cny) : row.cny;
    refund = refund ? add(refund, rowRefund) : rowRefund;
    inputVat = inputVat ? add(inputVat, rowVat) : rowVat;
    costAddition = costAddition ? add(costAddition, rowCost) : rowCost;
    steps.push({
      id: 'tuishui.trading_row',
      values: {
        row: count(fromInteger(row.index + 1)),
        invoiceAmount: cny(row.cny),
        taxRate: percentRatio(row.taxRate),
        refundRate: percentRatio(row.refundRate),
        inputVat: cny(rowVat),
        refund: cny(rowRefund),
        costAddition: cny(rowCost),
      },
    });
  }
  const outputs = { basis: cny(basis!), inputVat: cny(inputVat!), refund: cny(refund!), costAddition: cny(costAddition!) };
  steps.push({ id: 'tuishui.trading_total', values: { ...outputs } });
  return { outputs, steps };
}
