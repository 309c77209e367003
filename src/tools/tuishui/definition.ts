/**
 * tuishui: the export VAT refund of one period (api-v1 §2.5), for a trading company (免退税,
 * tuishui/trading.ts) or a manufacturer (免抵退税, tuishui/manufacturer.ts). The caller's
 * rates are used as given; a customs code, when given, is checked against the refund library
 * on the export date and a difference is a warning, never a silent correction. Foreign FOB
 * values are converted at the RMB central parity in force (tuishui/export-rows.ts).
 */
import type { Decimal } from '../../core/decimal.js';
import type { Issue } from '../../core/issues.js';
import type { LoadedVersion } from '../../datasets/store.js';
import { type InputSpec, type InputValues, type ToolDefinition, type ToolResult, ToolRefusal } from '../kit/definition.js';
import { checkCodes, prepareRows, rateIssues } from './export-rows.js';
import { manufacturerRefund } from './manufacturer.js';
import { tradingRefund } from './trading.js';
import { TUISHUI_EXAMPLE } from './example.js';

/** CNY amounts are kept in fen: more decimals are refused, never rounded away. */
const cnyAmount = (name: string, description: string, required = false): InputSpec => ({
  name,
  type: 'decimal',
  min: '0',
  max: '100000000000',
  maxPlaces: 2,
  description,
  ...(required ? { required } : {}),
});
const percent = (name: string, description: string): InputSpec => ({ name, type: 'decimal', required: true, min: '0', max: '100', description });

const MONEY_OUTPUTS = [
  'refund',
  'basis',
  'inputVat',
  'costAddition',
  'nonCreditableOffset',
  'nonCreditable',
  'taxPayable',
  'endCredit',
  'exemptionOffset',
  'exemption',
  'exempted',
  'carriedForward',
  'taxDue',
];

function compute(inputs: InputValues, data: Parameters<ToolDefinition['compute']>[1]): ToolResult {
  const manufacturer = inputs.enterpriseType === 'manufacturer';
  const exportRows = inputs.exports as InputValues[];
  const issues: Issue[] = rateIssues(inputs);
  if (manufacturer && inputs.inputTax === undefined) issues.push({ path: 'inputTax', code: 'input.required', values: {} });
  if (manufacturer && inputs.dutyFreeMaterials !== undefined && exportRows.some((row) => !sameRates(row, exportRows[0]!))) {
    issues.push({ path: 'dutyFreeMaterials', code: 'tuishui.materials_rates_differ', values: {} });
  }
  const prepared = prepareRows(inputs, data, manufacturer ? 'fobAmount' : 'invoiceAmount', issues);
  if (issues.length > 0) throw new ToolRefusal(issues);

  const codes = checkCodes(inputs, data);
  const warnings = [...prepared.warnings, ...codes.warnings];
  if (!manufacturer && exportRows.some((row) => row.fobAmount !== undefined)) warnings.push({ code: 'tuishui.fob_not_used', level: 'note', values: {} });
  const read: LoadedVersion[] = [...codes.read, ...prepared.read];
  if (manufacturer) {
    const figures = manufacturerRefund(prepared.rows, inputs);
    return { outputs: figures.outputs, steps: [...prepared.steps, ...figures.steps], warnings: [...warnings, ...figures.warnings], read };
  }
  const figures = tradingRefund(prepared.rows);
  return { outputs: figures.outputs, steps: figures.steps, warnings, read };
}

function sameRates(a: InputValues, b: InputValues): boolean {
  return (a.taxRate as Decimal).eq(b.taxRate as Decimal) && (a.refundRate as Decimal).eq(b.refundRate as Decimal);
}

export const tuishuiTool: ToolDefinition = {
  id: 'tuishui',
  names: { 'zh-CN': '出口退税计算', en: 'Export VAT refund', ja: '輸出増値税還付計算', ko: '수출 부가세 환급 계산' },
  slug: 'tuishui',
  datasets: ['refund-rates', 'central-parity'],
  inputs: [
    { name: 'enterpriseType', type: 'choice', required: true, choices: ['trading', 'manufacturer'], description: 'trading: a trading company (免退税); manufacturer: a manufacturer (免抵退税).' },
    { name: 'mode', type: 'choice', choices: ['export-day', 'month-first'], default: 'export-day', description: 'Which central parity converts a foreign FOB value: the one in force on the export date, or on the first day of its month.' },
    {
      name: 'exports',
      type: 'rows',
      required: true,
      minItems: 1,
      maxItems: 20,
      description: 'The period’s export declarations, one row each.',
      fields: [
        { name: 'hsCode', type: 'text', maxLength: 10, pattern: '[0-9]{8}([0-9]{2})?', description: 'Customs code, 8 or 10 digits: checked against the refund library on the export date.' },
        { name: 'exportDate', type: 'date', required: true, description: 'The export date on the customs declaration.' },
        percent('taxRate', 'Levy (VAT) rate, percent: 13 means 13 %.'),
        percent('refundRate', 'Refund rate, percent.'),
        cnyAmount('invoiceAmount', 'Trading company: the special VAT invoice amount of the goods, excluding tax, CNY.'),
        { name: 'fobAmount', type: 'decimal', min: '0', max: '100000000000', maxPlaces: 2, description: 'Manufacturer: the FOB value on the declaration, in currency.' },
        { name: 'currency', type: 'currency', default: 'CNY', description: 'Currency of fobAmount; a foreign one is converted at the central parity.' },
      ],
    },
    cnyAmount('outputTax', 'Manufacturer: output VAT of the period (domestic sales), CNY; not given counts as 0.'),
    cnyAmount('inputTax', 'Manufacturer: input VAT of the period, CNY; required for a manufacturer.'),
    cnyAmount('carriedCredit', 'Manufacturer: credit brought forward from the last period (上期留抵), CNY; not given counts as 0.'),
    cnyAmount('declaredEndCredit', 'Manufacturer: the end-of-period credit as declared (期末留抵); used instead of the computed one.'),
    cnyAmount('dutyFreeMaterials', 'Manufacturer: duty-free imported materials of the period (免税购进原材料), CNY, for the two offsets.'),
  ],
  outputs: [...MONEY_OUTPUTS.map((name) => ({ name, kind: 'money' as const, unit: 'CNY' }))],
  steps: ['tuishui.converted', 'tuishui.trading_row', 'tuishui.trading_total', 'tuishui.non_creditable', 'tuishui.tax_payable', 'tuishui.exemption', 'tuishui.refund', 'tuishui.tax_due'],
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
  ],
  example: TUISHUI_EXAMPLE,
  compute,
};
