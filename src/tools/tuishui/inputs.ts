/** tuishui's inputs: the enterprise, the period's export rows and, for a manufacturer, its VAT. */
import type { InputCondition } from '../kit/input-spec.js';
import { type ValuesOf, choice, currency, date, decimal, rows, text } from '../kit/inputs.js';

/** CNY amounts are kept in fen: more decimals are refused, never rounded away. */
const cnyAmount = (description: string) => decimal({ min: '0', max: '100000000000', maxPlaces: 2, description });
const percent = (description: string) =>
  decimal({ required: true, min: '0', max: '100', share: 'percent', description });

export const TUISHUI_INPUTS = {
  enterpriseType: choice(['trading', 'manufacturer'], {
    required: true,
    description: 'trading: a trading company (免退税); manufacturer: a manufacturer (免抵退税).',
  }),
  mode: choice(['export-day', 'month-first'], {
    default: 'export-day',
    description:
      'Which central parity converts a foreign FOB value: the one in force on the export date, or on the first day of its month.',
  }),
  exports: rows(
    {
      hsCode: text({
        maxLength: 10,
        pattern: '[0-9]{8}([0-9]{2})?',
        description: 'Customs code, 8 or 10 digits: checked against the refund library on the export date.',
      }),
      exportDate: date({ required: true, description: 'The export date on the customs declaration.' }),
      taxRate: decimal({
        min: '0',
        max: '100',
        share: 'percent',
        description:
          'Levy (VAT) rate, percent: 13 means 13 %. A manufacturer’s rows need it; a trading company’s only for the input VAT and the part not refunded, and with invoiceAmountWithTax.',
      }),
      refundRate: percent('Refund rate, percent.'),
      invoiceAmount: cnyAmount('Trading company: the special VAT invoice amount of the goods, excluding tax, CNY.'),
      invoiceAmountWithTax: cnyAmount(
        'Trading company, instead of invoiceAmount: the invoice amount including VAT, CNY; divided by (1 + taxRate) to the fen.',
      ),
      fobAmount: decimal({
        min: '0',
        max: '100000000000',
        maxPlaces: 2,
        description: 'Manufacturer: the FOB value on the declaration, in currency.',
      }),
      currency: currency({
        default: 'CNY',
        description: 'Currency of fobAmount; a foreign one is converted at the central parity, or at rate when given.',
      }),
      rate: decimal({
        min: '0',
        minExclusive: true,
        max: '1000000',
        description:
          'Manufacturer: your own rate for the row, CNY per ratePer units of currency (the declaration’s, say): used instead of the central parity, also on a day the installed parity cannot speak for.',
      }),
      ratePer: choice(['1', '100'], {
        default: '1',
        description: 'How many units of currency rate is for (100 as Chinese banks quote).',
      }),
    },
    {
      required: true,
      minItems: 1,
      maxItems: 20,
      // An amount including tax is divided by (1 + taxRate): a row giving it gives the rate too.
      dependent: { invoiceAmountWithTax: ['taxRate'] },
      description: 'The period’s export declarations, one row each.',
    },
  ),
  outputTax: cnyAmount('Manufacturer: output VAT of the period (domestic sales), CNY; not given counts as 0.'),
  inputTax: cnyAmount(
    'Manufacturer: input VAT of the period, CNY; without it the tax payable (and, without declaredEndCredit, the refund) is left out.',
  ),
  carriedCredit: cnyAmount(
    'Manufacturer: credit brought forward from the last period (上期留抵), CNY; not given counts as 0.',
  ),
  declaredEndCredit: cnyAmount(
    'Manufacturer: the end-of-period credit as declared (期末留抵); used instead of the computed one.',
  ),
  dutyFreeMaterials: cnyAmount(
    'Manufacturer: duty-free imported materials of the period (免税购进原材料), CNY, for the two offsets.',
  ),
};

export type TuishuiInputs = ValuesOf<typeof TUISHUI_INPUTS>;

/**
 * A manufacturer declares each row's FOB value and levy rate; a trading company each row's
 * invoice amount, one way or the other (its refund needs no levy rate).
 */
export const TUISHUI_CONDITIONS: readonly InputCondition<keyof typeof TUISHUI_INPUTS>[] = [
  {
    when: { input: 'enterpriseType', is: ['manufacturer'] },
    then: { rows: { exports: ['fobAmount', 'taxRate'] } },
    else: { rowsOneOf: { exports: ['invoiceAmount', 'invoiceAmountWithTax'] } },
  },
];
export type ExportInput = TuishuiInputs['exports'][number];
