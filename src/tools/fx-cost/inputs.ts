/** fx-cost's inputs: a year's receipts, the bank's fee, and up to two alternatives (B, C). */
import { percentInput } from '../kit/fx-figures.js';
import type { InputCondition } from '../kit/input-spec.js';
import { type ValuesOf, boolean, currency, decimal, integer, rows, text } from '../kit/inputs.js';

/** An alternative's four inputs; declared under useB, nameB, feePercentB, feePerReceiptB (and C). */
const alternative = (letter: 'B' | 'C') => ({
  use: boolean({ default: false, description: `Compare alternative ${letter}.` }),
  name: text({ maxLength: 40, description: `The name steps give alternative ${letter} (default: ${letter}).` }),
  feePercent: percentInput(
    `Percent of each converted receipt alternative ${letter} keeps (spread and charges, against the central parity): 0.3 means 0.3 %.`,
  ),
  // CNY charged per receipt, kept in fen.
  feePerReceipt: decimal({
    min: '0',
    max: '1000000000',
    maxPlaces: 2,
    description: `CNY alternative ${letter} charges per converted receipt.`,
  }),
});
const B = alternative('B');
const C = alternative('C');

export const FX_COST_INPUTS = {
  receipts: rows(
    {
      amount: decimal({
        required: true,
        min: '0',
        minExclusive: true,
        max: '100000000000',
        maxPlaces: 2,
        description: 'One receipt, in currency.',
      }),
      currency: currency({
        required: true,
        description: 'Currency of the receipt: CNY, or one the RMB central parity quotes.',
      }),
      perYear: integer({
        min: 1,
        max: 10_000,
        default: 1,
        description: 'How many times a year such a receipt comes in.',
      }),
    },
    {
      required: true,
      minItems: 1,
      maxItems: 200,
      description: 'The receipts of a year, one row per kind: amount, currency, times a year.',
    },
  ),
  bankFee: percentInput(
    'Percent of each converted receipt the bank keeps (its spread and charges, against the central parity): 0.5 means 0.5 %; not given counts as 0, with a warning.',
  ),
  useB: B.use,
  nameB: B.name,
  feePercentB: B.feePercent,
  feePerReceiptB: B.feePerReceipt,
  useC: C.use,
  nameC: C.name,
  feePercentC: C.feePercent,
  feePerReceiptC: C.feePerReceipt,
};

export type FxCostInputs = ValuesOf<typeof FX_COST_INPUTS>;

/** An alternative compared is given a fee: a percent, an amount per receipt, or both. */
export const FX_COST_CONDITIONS: readonly InputCondition<keyof typeof FX_COST_INPUTS>[] = [
  { when: { input: 'useB', is: [true] }, then: { someOf: ['feePercentB', 'feePerReceiptB'] } },
  { when: { input: 'useC', is: [true] }, then: { someOf: ['feePercentC', 'feePerReceiptC'] } },
];

/** The inputs of alternative B or C, by letter. */
export function alternativeInputs(inputs: FxCostInputs, letter: 'B' | 'C') {
  return letter === 'B'
    ? { use: inputs.useB, name: inputs.nameB, percent: inputs.feePercentB, perReceipt: inputs.feePerReceiptB }
    : { use: inputs.useC, name: inputs.nameC, percent: inputs.feePercentC, perReceipt: inputs.feePerReceiptC };
}
