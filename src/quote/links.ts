/**
 * The quote's links to the tools that go on from its packing list (docs/quote.md, Links): cbm
 * with every carton filled in (the same rows whose volume the packing list gives), and
 * container-load with each line's carton, as each takes its inputs, so that a client posts the
 * body as it is. Paths, not addresses: the document names no server.
 */
import { toPlain } from '../core/decimal.js';
import type { PackingList } from './packing-list.js';
import type { QuoteRequest } from './read-request.js';

interface ToolLink {
  method: 'POST';
  href: string;
  body: { inputs: Record<string, unknown> };
}

export interface QuoteLinks {
  cbm: ToolLink;
  /** One a packing list line: container-load loads one carton size. */
  containerLoad: Array<ToolLink & { line: string }>;
}

const compute = (tool: string) => `/v1/tools/${tool}/compute`;

/**
 * The links of a packed quote. A load plan of cartons of several sizes in one container goes
 * here beside them once a tool for it is registered: its link is made from `list.rows`, the
 * cartons of every line at once, as cbm's is.
 */
export function linksOf(request: QuoteRequest, list: PackingList): QuoteLinks {
  const cartons = list.rows.map((row) => ({
    length: toPlain(row.length),
    width: toPlain(row.width),
    height: toPlain(row.height),
    grossWeight: toPlain(row.grossWeight),
    quantity: String(row.quantity),
  }));
  return {
    cbm: { method: 'POST', href: compute('cbm'), body: { inputs: { cartons, lengthUnit: 'cm', weightUnit: 'kg' } } },
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
