/** The steps and warnings baojia writes: keys of its own copy. */
import type { CopyKeysOf } from '../kit/definition.js';
import type { BAOJIA_COPY } from './copy.js';

export type BaojiaStep = CopyKeysOf<
  typeof BAOJIA_COPY,
  | 'baojia.port'
  | 'baojia.purchase'
  | 'baojia.refund'
  | 'baojia.domestic_unit'
  | 'baojia.domestic_container'
  | 'baojia.domestic_total'
  | 'baojia.domestic_percent'
  | 'baojia.cost'
  | 'baojia.freight_container'
  | 'baojia.freight_cbm'
  | 'baojia.freight_unit'
  | 'baojia.freight_total'
  | 'baojia.rate'
  | 'baojia.rate_parity'
  | 'baojia.fob_quote'
  | 'baojia.fob_cost'
  | 'baojia.cfr_quote'
  | 'baojia.cfr_add_freight'
  | 'baojia.cif'
  | 'baojia.cif_amount'
  | 'baojia.cif_amount_to_cfr'
  | 'baojia.quoted'
  | 'baojia.commission_off'
  | 'baojia.cif_to_cfr'
  | 'baojia.cfr_to_fob'
  | 'baojia.commission'
  | 'baojia.insurance'
  | 'baojia.profit_fob'
  | 'baojia.profit_cfr'
  | 'baojia.profit_cif'
  | 'baojia.margins'
  | 'baojia.margin_on_cost'
  | 'baojia.break_even'
  | 'baojia.exchange_cost'
  | 'baojia.method_chain'
  | 'baojia.method_combined'
  | 'baojia.method_combined_cost'
  | 'baojia.method_combined_reverse'
  | 'baojia.method_chain_reverse'
  | 'baojia.combined'
  | 'baojia.combined_commission'
  | 'baojia.cif_to_cfr_combined'
  | 'baojia.insurance_commission'
  | 'baojia.fob_quote_cny'
  | 'baojia.fob_cost_cny'
  | 'baojia.cfr_quote_cny'
  | 'baojia.profit_fob_cny'
  | 'baojia.profit_cfr_cny'
  | 'baojia.profit_cif_cny'
>;

/** The steps whose sentence converts at the rate, with their sentence for a quote in CNY, which converts nothing. */
const IN_CNY = {
  'baojia.fob_quote': 'baojia.fob_quote_cny',
  'baojia.fob_cost': 'baojia.fob_cost_cny',
  'baojia.cfr_quote': 'baojia.cfr_quote_cny',
  'baojia.profit_fob': 'baojia.profit_fob_cny',
  'baojia.profit_cfr': 'baojia.profit_cfr_cny',
  'baojia.profit_cif': 'baojia.profit_cif_cny',
} as const satisfies Partial<Record<BaojiaStep, BaojiaStep>>;

/** The step `id` as a quote in `currency` says it: without "at 1 CNY = 1 CNY" in CNY. */
export function inCurrency(id: keyof typeof IN_CNY, currency: string): BaojiaStep {
  return currency === 'CNY' ? IN_CNY[id] : id;
}

export type BaojiaWarning = CopyKeysOf<
  typeof BAOJIA_COPY,
  | 'baojia.rate_vs_parity'
  | 'baojia.rate_far_from_parity'
  | 'baojia.port_unknown'
  | 'baojia.port_ambiguous'
  | 'baojia.port_unchecked'
  | 'baojia.loss'
  | 'baojia.no_margin'
  | 'baojia.quoted_price_unused'
  | 'baojia.cif_margin_below'
>;
