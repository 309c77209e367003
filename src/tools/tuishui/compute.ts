/**
 * tuishui: the export VAT refund of one period (docs/tools/README.md, Reading inputs), for a trading company (免退税,
 * tuishui/trading.ts) or a manufacturer (免抵退税, tuishui/manufacturer.ts). The caller's
 * rates are used as given; a customs code, when given, is checked against the refund library
 * on the export date and a difference is a warning, never a silent correction. Foreign FOB
 * values are converted at the RMB central parity in force (tuishui/export-rows.ts).
 */
import { type Issue, Refusal } from '../../core/issues.js';
import type { LoadedVersion } from '../../datasets/store.js';
import { type DatasetReader, type ToolResult } from '../kit/definition.js';
import { checkCodes, isLevied, prepareRows, rateIssues } from './export-rows.js';
import type { ExportInput, TuishuiInputs } from './inputs.js';
import type { TuishuiStep, TuishuiWarning } from './keys.js';
import { manufacturerRefund } from './manufacturer.js';
import { tradingRefund } from './trading.js';
import type { TuishuiOutputs } from './outputs.js';

export function computeTuishui(
  inputs: TuishuiInputs,
  data: DatasetReader,
): ToolResult<TuishuiStep, TuishuiWarning, TuishuiOutputs> {
  const manufacturer = inputs.enterpriseType === 'manufacturer';
  const exportRows = inputs.exports;
  const issues: Issue[] = rateIssues(inputs);
  const [firstRow] = exportRows;
  if (
    manufacturer &&
    inputs.dutyFreeMaterials !== undefined &&
    firstRow &&
    exportRows.some((row) => !sameRates(row, firstRow))
  ) {
    issues.push({ path: 'dutyFreeMaterials', code: 'tuishui.materials_rates_differ', values: {} });
  }
  const prepared = prepareRows(inputs, data, manufacturer ? 'fobAmount' : 'invoiceAmount', issues);
  if (issues.length > 0) throw new Refusal(issues);

  const codes = checkCodes(inputs, data);
  const warnings = [...prepared.warnings, ...codes.warnings];
  if (!manufacturer && exportRows.some((row) => row.fobAmount !== undefined))
    warnings.push({ code: 'tuishui.fob_not_used', level: 'note', values: {} });
  const read: LoadedVersion[] = [...codes.read, ...prepared.read];
  if (manufacturer) {
    // The reader asks for at least one export row, and a manufacturer's row without its levy rate was refused above.
    const [first, ...others] = prepared.rows.filter(isLevied);
    if (!first || others.length + 1 !== prepared.rows.length) throw new Error('tuishui: a manufacturer row unprepared');
    const figures = manufacturerRefund([first, ...others], inputs);
    return {
      outputs: figures.outputs,
      steps: [...prepared.steps, ...figures.steps],
      warnings: [...warnings, ...figures.warnings],
      read,
    };
  }
  const figures = tradingRefund(prepared.rows);
  return {
    outputs: figures.outputs,
    steps: [...prepared.steps, ...figures.steps],
    warnings: [...warnings, ...figures.warnings],
    read,
  };
}

/** The same levy and refund rates (a levy rate left out is the same only as another left out). */
function sameRates(a: ExportInput, b: ExportInput): boolean {
  const sameLevy =
    a.taxRate === undefined || b.taxRate === undefined ? a.taxRate === b.taxRate : a.taxRate.eq(b.taxRate);
  return sameLevy && a.refundRate.eq(b.refundRate);
}
