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
>;

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
>;
