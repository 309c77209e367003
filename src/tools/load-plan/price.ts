/**
 * What a load plan costs in tokens (docs/contract.md, Rate limit): one for each started 1,000
 * cartons, at least two, read from the body as sent (a body that does not read pays two and is
 * refused). A plan's search takes up to its budget of steps whatever its size, but a large load
 * spends more of it; the price keeps one sender's large plans from filling the pool.
 */
import { MOST_CARTONS } from './inputs.js';

/** The tokens of a body of load-plan's inputs. */
export function planPrice(body: unknown): number {
  const cartons = rowsOf(body).reduce((sum: number, row) => {
    const quantity = typeof row === 'object' && row !== null && 'quantity' in row ? Number(row.quantity) : 0;
    return sum + (Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0);
  }, 0);
  // A body claiming more cartons than a request may hold is refused, and pays as the most it may hold.
  return Math.max(2, Math.ceil(Math.min(cartons, MOST_CARTONS) / 1000));
}

function rowsOf(body: unknown): readonly unknown[] {
  if (typeof body !== 'object' || body === null || !('inputs' in body)) return [];
  const { inputs } = body;
  if (typeof inputs !== 'object' || inputs === null || !('cartons' in inputs)) return [];
  return Array.isArray(inputs.cartons) ? inputs.cartons.slice(0, 100) : [];
}
