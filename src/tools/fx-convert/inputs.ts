/** fx-convert's inputs: a currency and amount, the bank's rate, and the caller's earlier figures. */
import { rateInput } from '../kit/fx-figures.js';
import { type ValuesOf, currency, date, decimal } from '../kit/inputs.js';

const RATE_QUOTATION =
  'in the quotation of the central parity: CNY per 1 unit (per 100 for JPY), or units per 1 CNY for the currencies quoted that way (MYR, KRW …)';

export const FX_CONVERT_INPUTS = {
  currency: currency({
    required: true,
    description: 'The foreign currency: one the RMB central parity quotes (not CNY).',
  }),
  amount: decimal({
    min: '0',
    minExclusive: true,
    max: '100000000000',
    maxPlaces: 2,
    description: 'An amount of currency to convert into CNY.',
  }),
  bankRate: rateInput(`The bank's buying rate for currency, ${RATE_QUOTATION}.`),
  keptRate: rateInput(`An earlier rate of the caller's (a quote's or budget's), ${RATE_QUOTATION}.`),
  keptMidpoint: rateInput(
    `An earlier central parity the caller kept, ${RATE_QUOTATION}; without it, keptOn's is looked up.`,
  ),
  keptOn: date({
    description: 'The day of the kept figures; without keptMidpoint, the central parity in force that day is used.',
  }),
};

export type FxConvertInputs = ValuesOf<typeof FX_CONVERT_INPUTS>;
