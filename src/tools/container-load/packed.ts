/**
 * Packing asked of the work pool (src/work/pool.ts), off the event loop: a search may take tens of
 * milliseconds within its budget (packing/budget.ts). Each result is remembered on this thread by
 * its request, so a carton met again costs a lookup, not a trip to a worker (whose memo is its own).
 */
import { BoundedCache } from '../../core/bounded-cache.js';
import type { Work } from '../../work/tasks.js';
import { type PackRequest, type PackResult, requestKey } from './packing/pack.js';

const PACKED = new BoundedCache<string, PackResult>(512);

export async function packedBy(work: Work, request: PackRequest): Promise<PackResult> {
  const key = requestKey(request);
  const known = PACKED.get(key);
  if (known) return known;
  const result = await work.run('pack', request);
  PACKED.set(key, result);
  return result;
}
