/**
 * The quote's links to the tools that go on from its packing list (docs/quote.md, Links): cbm
 * with every carton filled in (the same rows whose volume the packing list gives), load-plan with
 * the same rows named by their products (every line's cartons in one loading plan), and
 * container-load with each line's carton, as each takes its inputs, so that a client posts the
 * body as it is. Paths, not addresses: the document names no server.
 */
import { toPlain } from '../core/decimal.js';
import type { PackingList } from './packing-list.js';
import type { QuoteRequest } from './read-request.js';
import { MOST_CARTONS } from '../tools/load-plan/inputs.js';

/** A carton name load-plan takes: its first 60 characters. */
const PLAN_NAME_LENGTH = 60;

interface ToolLink {
  method: 'POST';
  href: string;
  body: { inputs: Record<string, unknown> };
}

export interface QuoteLinks {
  cbm: ToolLink;
  /** Every line's cartons in one plan; absent past load-plan's 20,000 cartons. */
  loadPlan?: ToolLink;
  /** One a packing list line: container-load loads one carton size. */
  containerLoad: Array<ToolLink & { line: string }>;
}

const compute = (tool: string) => `/v1/tools/${tool}/compute`;

/** The links of a packed quote. */
export function linksOf(request: QuoteRequest, list: PackingList): QuoteLinks {
  const carton = (row: PackingList['rows'][number]) => ({
    length: toPlain(row.length),
    width: toPlain(row.width),
    height: toPlain(row.height),
    grossWeight: toPlain(row.grossWeight),
    quantity: String(row.quantity),
  });
  const cartons = list.rows.map(carton);
  const planned = list.namedRows.map((row) => {
    const name = [...row.name].slice(0, PLAN_NAME_LENGTH).join('').trim();
    return { ...carton(row), ...(name ? { name } : {}) };
  });
  return {
    cbm: { method: 'POST', href: compute('cbm'), body: { inputs: { cartons, lengthUnit: 'cm', weightUnit: 'kg' } } },
    ...(Number(list.totals.cartons) <= MOST_CARTONS
      ? {
          loadPlan: {
            method: 'POST' as const,
            href: compute('load-plan'),
            body: { inputs: { cartons: planned, lengthUnit: 'cm', weightUnit: 'kg' } },
          },
        }
      : {}),
    containerLoad: request.lines.flatMap((line, index) => {
      const { packing } = line;
      const packed = list.lines[index];
      if (packing === undefined || packed === undefined) return [];
      return [
        {
          line: packed.line,
          method: 'POST',
          href: compute('container-load'),
          body: {
            inputs: {
              length: toPlain(packing.length),
              width: toPlain(packing.width),
              height: toPlain(packing.height),
              grossWeight: toPlain(packing.grossWeight),
              lengthUnit: packing.lengthUnit,
              weightUnit: packing.weightUnit,
              quantity: packed.cartons,
            },
          },
        },
      ];
    }),
  };
}
