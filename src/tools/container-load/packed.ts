/**
 * Packing asked of the work pool (src/work/pool.ts), off the event loop: a search may take tens of
 * milliseconds within its budget (packing/budget.ts). Each result is remembered on this thread by
 * its request, so a carton met again costs a lookup, not a trip to a worker (whose memo is its own);
 * requests for a carton already being packed wait for that packing.
 */
import { BoundedCache } from '../../core/bounded-cache.js';
import type { Work } from '../../work/tasks.js';
import { type PackRequest, type PackResult, requestKey } from './packing/pack.js';

const PACKED = new BoundedCache<string, PackResult>(512);
/** Packings asked and not yet answered: a burst of the same carton is one task, not one a request. */
const ASKED = new Map<string, Promise<PackResult>>();

export function packedBy(work: Work, request: PackRequest): Promise<PackResult> {
  const key = requestKey(request);
  const known = PACKED.get(key);
  if (known) return Promise.resolve(known);
  const asked = ASKED.get(key);
  if (asked) return asked;
  const packing = work.run('pack', request).then(
    (result) => {
      ASKED.delete(key);
      PACKED.set(key, result);
      return result;
    },
    (error: unknown) => {
      ASKED.delete(key);
      throw error;
    },
  );
  ASKED.set(key, packing);
  return packing;
}
