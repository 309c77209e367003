/**
 * The amounts a quote starts from, each one a sum of money that is paid or received, so each
 * is rounded once to the cent (half-up): the purchase total, the VAT refund on it, the domestic
 * costs, the cost total they make (出口总成本), and the sea freight in the quote currency.
 *
 * Refund (textbook 退税收入): tax-inclusive purchase ÷ (1 + levy rate) × refund rate, on the
 * purchase total rather than per unit, so that refundTotal is the refund of the whole lot.
 */
import { add, dec, mul } from '../../core/decimal.js';
import { count, money, quantity, ratio } from '../../core/figures.js';
import type { Step } from '../kit/definition.js';
import type { BaojiaStep } from './keys.js';
import type { Plan } from './plan.js';
import { Money, amountOf, divideToCents, minus, plus, timesToCents, toCents } from '../../core/money.js';
import { cny } from '../kit/cny-figures.js';

/** Each to the cent; CNY and the quote currency kept apart by their types (core/money.ts). */
export interface Amounts {
  purchaseTotal: Money<'CNY'>;
  refundTotal: Money<'CNY'>;
  domesticTotal: Money<'CNY'>;
  costTotal: Money<'CNY'>;
  /** Absent without freight. */
  freightTotal?: Money<'quote'>;
}

const ONE = dec('1');

function domesticOf(plan: Plan, purchaseTotal: Money<'CNY'>): { total: Money<'CNY'>; step?: Step<BaojiaStep> } {
  const { domestic } = plan;
  if (domestic.isZero()) return { total: new Money(domestic) };
  const units = quantity(plan.quantity, plan.unit);
  switch (plan.domesticBasis) {
    case 'unit': {
      const total = new Money<'CNY'>(toCents(mul(domestic, plan.quantity)));
      return {
        total,
        step: {
          id: 'baojia.domestic_unit',
          values: { domestic: money(domestic, 'CNY'), quantity: units, domesticTotal: cny(total) },
        },
      };
    }
    case 'container': {
      const total = new Money<'CNY'>(toCents(mul(domestic, dec(String(plan.containers)))));
      return {
        total,
        step: {
          id: 'baojia.domestic_container',
          values: {
            domestic: money(domestic, 'CNY'),
            containers: count(BigInt(plan.containers)),
            domesticTotal: cny(total),
          },
        },
      };
    }
    case 'percent': {
      const total = timesToCents(purchaseTotal, domestic);
      return {
        total,
        step: {
          id: 'baojia.domestic_percent',
          values: { purchaseTotal: cny(purchaseTotal), domesticRate: ratio(domestic), domesticTotal: cny(total) },
        },
      };
    }
    case 'total': {
      const total = new Money<'CNY'>(toCents(domestic));
      return { total, step: { id: 'baojia.domestic_total', values: { domesticTotal: cny(total) } } };
    }
  }
}

function freightOf(plan: Plan): { total?: Money<'quote'>; step?: Step<BaojiaStep> } {
  const { freight, currency } = plan;
  if (freight === undefined) return {};
  switch (plan.freightBasis) {
    case 'container': {
      const total = new Money<'quote'>(toCents(mul(freight, dec(String(plan.containers)))));
      return {
        total,
        step: {
          id: 'baojia.freight_container',
          values: {
            freight: money(freight, currency),
            containers: count(BigInt(plan.containers)),
            freightTotal: money(amountOf(total), currency, 2),
          },
        },
      };
    }
    case 'cbm': {
      // Without a volume the plan was refused (baojia.volume_needed) before any figure is shown.
      if (plan.volume === undefined) return {};
      const total = new Money<'quote'>(toCents(mul(freight, plan.volume)));
      return {
        total,
        step: {
          id: 'baojia.freight_cbm',
          values: {
            freight: money(freight, currency),
            volume: quantity(plan.volume, 'm3'),
            freightTotal: money(amountOf(total), currency, 2),
          },
        },
      };
    }
    case 'unit': {
      const total = new Money<'quote'>(toCents(mul(freight, plan.quantity)));
      return {
        total,
        step: {
          id: 'baojia.freight_unit',
          values: {
            freight: money(freight, currency),
            quantity: quantity(plan.quantity, plan.unit),
            freightTotal: money(amountOf(total), currency, 2),
          },
        },
      };
    }
    case 'total': {
      const total = new Money<'quote'>(toCents(freight));
      return {
        total,
        step: { id: 'baojia.freight_total', values: { freightTotal: money(amountOf(total), currency, 2) } },
      };
    }
  }
}

export function amountsOf(plan: Plan): { amounts: Amounts; steps: Step<BaojiaStep>[] } {
  const purchaseTotal = new Money<'CNY'>(toCents(mul(plan.price, plan.quantity)));
  const refundTotal = new Money<'CNY'>(
    divideToCents(mul(amountOf(purchaseTotal), plan.refundRate), add(ONE, plan.taxRate)),
  );
  const domestic = domesticOf(plan, purchaseTotal);
  const costTotal = plus(minus(purchaseTotal, refundTotal), domestic.total);
  const freight = freightOf(plan);
  const steps: Step<BaojiaStep>[] = [
    {
      id: 'baojia.purchase',
      values: {
        quantity: quantity(plan.quantity, plan.unit),
        price: money(plan.price, 'CNY'),
        purchaseTotal: cny(purchaseTotal),
      },
    },
    {
      id: 'baojia.refund',
      values: {
        purchaseTotal: cny(purchaseTotal),
        taxRate: ratio(plan.taxRate),
        refundRate: ratio(plan.refundRate),
        refundTotal: cny(refundTotal),
      },
    },
    ...(domestic.step ? [domestic.step] : []),
    {
      id: 'baojia.cost',
      values: {
        purchaseTotal: cny(purchaseTotal),
        refundTotal: cny(refundTotal),
        domesticTotal: cny(domestic.total),
        costTotal: cny(costTotal),
      },
    },
    ...(freight.step ? [freight.step] : []),
  ];
  return {
    amounts: {
      purchaseTotal,
      refundTotal,
      domesticTotal: domestic.total,
      costTotal,
      ...(freight.total === undefined ? {} : { freightTotal: freight.total }),
    },
    steps,
  };
}
