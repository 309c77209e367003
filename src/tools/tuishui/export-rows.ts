/**
 * The export rows of a tuishui calculation, made ready: each row's value in CNY (a foreign
 * FOB value at the central parity in force on the export date, or on the first of its month),
 * and each customs code checked against the refund library on the export date. A check
 * never changes a figure: the caller's rates are used, and a difference is a warning.
 */
import { type Decimal, add, dec, fromInteger, toPlain } from '../../core/decimal.js';
import { cny } from '../kit/cny-figures.js';
import { type Figure, code, count, date, money, rate, ratio } from '../../core/figures.js';
import { fractionOfPercent } from '../../core/percent.js';
import type { Issue } from '../../core/issues.js';
import type { LoadedVersion } from '../../datasets/store.js';
import { lookupCode } from '../../refund-rate/lookup.js';
import type { DatasetReader, Step, Warning } from '../kit/definition.js';
import type { ExportInput, TuishuiInputs } from './inputs.js';
import type { TuishuiStep, TuishuiWarning } from './keys.js';
import { firstOfMonth, parityInForce, rateOf, toCny, toCnyAt } from '../kit/parity.js';
import { percentRatio } from '../../core/percent.js';
import { Money, divideToCents } from '../../core/money.js';

export interface ExportRow {
  index: number;
  exportDate: string;
  /** The levy rate: a manufacturer's rows always have it, a trading company's may not (its refund needs none). */
  taxRate?: Decimal;
  refundRate: Decimal;
  /** The row's amount in CNY: the invoice amount (trading) or the FOB value converted (manufacturer). */
  cny: Money<'CNY'>;
}
/** A row with its levy rate. */
export type LeviedRow = ExportRow & { taxRate: Decimal };
export const isLevied = (row: ExportRow): row is LeviedRow => row.taxRate !== undefined;

export interface PreparedRows {
  rows: ExportRow[];
  steps: Step<TuishuiStep>[];
  warnings: Warning<TuishuiWarning>[];
  read: LoadedVersion[];
}

const rowFigure = (index: number) => count(fromInteger(index + 1));

/** The rows' CNY values; a row whose parity the installed data cannot give is an issue, collected for one answer. */
export function prepareRows(
  inputs: TuishuiInputs,
  data: DatasetReader,
  amountOf: 'invoiceAmount' | 'fobAmount',
  issues: Issue[],
): PreparedRows {
  const prepared: PreparedRows = { rows: [], steps: [], warnings: [], read: [] };
  const monthFirst = inputs.mode === 'month-first';
  inputs.exports.forEach((row, index) => {
    const path = `exports.${index}`;
    const amount = amountOf === 'invoiceAmount' ? invoiceAmountOf(row, index, prepared, issues) : row.fobAmount;
    // A manufacturer's exemption and non-creditable amounts rest on every row's levy rate.
    if (amountOf === 'fobAmount' && row.taxRate === undefined)
      issues.push({ path: `${path}.taxRate`, code: 'input.required', values: {} });
    if (amount === undefined) {
      if (amountOf === 'fobAmount') issues.push({ path: `${path}.fobAmount`, code: 'input.required', values: {} });
      return;
    }
    const currency = amountOf === 'fobAmount' ? row.currency : 'CNY';
    const { exportDate } = row;
    // An amount given in CNY is CNY as it stands; any other currency is crossed once, below, at a rate.
    let cnyValue = new Money<'CNY'>(amount);
    if (row.rate !== undefined && currency === 'CNY')
      prepared.warnings.push({ code: 'tuishui.rate_unused', level: 'note', values: { row: rowFigure(index) } });
    if (row.rate !== undefined && currency !== 'CNY') {
      // The caller's own rate (the declaration's) wins, on any day: the parity is not consulted.
      const given = rate(row.rate, currency, 'CNY', dec(row.ratePer));
      cnyValue = toCnyAt(new Money<'foreign'>(amount), row.rate, dec(row.ratePer));
      prepared.steps.push({
        id: 'tuishui.converted_own',
        values: { row: rowFigure(index), amount: money(amount, currency), rate: given, cny: cny(cnyValue) },
      });
    } else if (currency !== 'CNY') {
      const day = monthFirst ? firstOfMonth(exportDate) : exportDate;
      const found = parityInForce(data, currency, day, `${path}.exportDate`);
      if ('refused' in found) {
        // A currency the parity does not quote is the currency's fault, not the date's.
        issues.push(
          found.refused.code === 'parity.currency' ? { ...found.refused, path: `${path}.currency` } : found.refused,
        );
        return;
      }
      const { parity, onTheDay } = found;
      if (!prepared.read.includes(parity.version)) prepared.read.push(parity.version);
      cnyValue = toCny(new Money<'foreign'>(amount), parity);
      if (!onTheDay) {
        prepared.warnings.push({
          code: 'parity.earlier_day',
          level: 'note',
          values: { day: date(day), used: date(parity.day), rate: rateOf(parity) },
        });
      }
      prepared.steps.push({
        id: 'tuishui.converted',
        values: {
          row: rowFigure(index),
          amount: money(amount, currency),
          rate: rateOf(parity),
          rateDay: date(parity.day),
          cny: cny(cnyValue),
        },
      });
    }
    prepared.rows.push({
      index,
      exportDate,
      ...(row.taxRate === undefined ? {} : { taxRate: row.taxRate }),
      refundRate: row.refundRate,
      cny: cnyValue,
    });
  });
  return prepared;
}

/**
 * A trading company's invoice amount excluding tax: as given, or the amount including tax
 * divided by (1 + the levy rate), to the fen half-up, in a step. Neither or both is an issue.
 */
function invoiceAmountOf(
  row: ExportInput,
  index: number,
  prepared: PreparedRows,
  issues: Issue[],
): Decimal | undefined {
  const path = `exports.${index}`;
  const { invoiceAmount, invoiceAmountWithTax: withTax } = row;
  if (invoiceAmount !== undefined && withTax !== undefined) {
    issues.push({ path: `${path}.invoiceAmountWithTax`, code: 'tuishui.invoice_both', values: {} });
    return undefined;
  }
  if (withTax === undefined) {
    if (invoiceAmount === undefined) issues.push({ path: `${path}.invoiceAmount`, code: 'input.required', values: {} });
    return invoiceAmount;
  }
  const { taxRate } = row;
  if (taxRate === undefined) {
    issues.push({ path: `${path}.taxRate`, code: 'input.required', values: {} });
    return undefined;
  }
  const excluding = divideToCents(withTax, add(ONE, fractionOfPercent(taxRate)));
  prepared.steps.push({
    id: 'tuishui.invoice_excluding_tax',
    values: {
      row: rowFigure(index),
      withTax: money(withTax, 'CNY'),
      taxRate: percentRatio(taxRate),
      invoiceAmount: money(excluding, 'CNY', 2),
    },
  });
  return excluding;
}

const ONE = dec('1');

/** Refund rates above the levy rate cannot be: the refund gives back part of the levy. */
export function rateIssues(inputs: TuishuiInputs): Issue[] {
  return inputs.exports.flatMap(({ refundRate, taxRate }, index) =>
    taxRate !== undefined && refundRate.gt(taxRate)
      ? [
          {
            path: `exports.${index}.refundRate`,
            code: 'tuishui.refund_above_tax' as const,
            values: { refundRate: toPlain(refundRate), taxRate: toPlain(taxRate) },
          },
        ]
      : [],
  );
}

/** A special goods flag on the export day: taxed (1) or exempt without refund (2) is said outright; another flag is named. */
function flagWarning(flag: string, values: Record<string, Figure>): Warning<TuishuiWarning> {
  if (flag === '1') return { code: 'tuishui.code_taxed', values };
  if (flag === '2') return { code: 'tuishui.code_exempt', values };
  return { code: 'tuishui.code_flagged', values: { ...values, flag: code(flag) } };
}

/** Each row with a customs code, looked up on its export date: warnings where the library says otherwise. */
export function checkCodes(
  inputs: TuishuiInputs,
  data: DatasetReader,
): { warnings: Warning<TuishuiWarning>[]; read: LoadedVersion[] } {
  const rows = inputs.exports.flatMap((row, index) =>
    row.hsCode === undefined ? [] : [{ row, index, hsCode: row.hsCode }],
  );
  if (rows.length === 0) return { warnings: [], read: [] };
  const library = data.refundLibrary();
  if (!library) return { warnings: [{ code: 'tuishui.code_unchecked', level: 'note', values: {} }], read: [] };
  const warnings: Warning<TuishuiWarning>[] = [];
  for (const { row, index, hsCode } of rows) {
    const day = row.exportDate;
    const values: Record<string, Figure> = { row: rowFigure(index), hsCode: code(hsCode), exportDate: date(day) };
    const lookup = lookupCode(library.index, hsCode, { day, basis: 'export_date' }, day);
    if (!lookup.found) {
      warnings.push({ code: 'tuishui.code_not_found', values });
      continue;
    }
    const inForce = lookup.in_force;
    if (inForce.status === 'rate') {
      const period = inForce.period;
      const given = row.refundRate;
      if (!given.eq(dec(period.refund_percent))) {
        warnings.push({
          code: 'tuishui.refund_rate_differs',
          values: { ...values, given: percentRatio(given), library: period.refund_rate },
        });
      }
      const levies = period.levy_percents.map((percent) => dec(percent));
      const tax = row.taxRate;
      if (tax !== undefined && levies.length > 0 && !levies.some((levy) => levy.eq(tax))) {
        warnings.push({
          code: 'tuishui.tax_rate_differs',
          values: { ...values, given: percentRatio(tax), library: period.levy_rates[0] ?? ratio(dec('0')) },
        });
      }
      if (period.tsflag !== null) warnings.push(flagWarning(period.tsflag, values));
    } else if (inForce.status === 'choose' || inForce.status === 'narrower') {
      warnings.push({ code: inForce.status === 'choose' ? 'tuishui.code_choose' : 'tuishui.code_narrower', values });
    } else {
      warnings.push({ code: 'tuishui.code_not_listed', values });
    }
  }
  return { warnings, read: [library.version] };
}
