/**
 * The packing memos (issue 14): a request met again is answered from the bounded memo of results,
 * and searches are shared between containers and requests by the turns a carton may take. Both
 * are pure memos: the result is the one a fresh search gives, and it cannot be changed by a caller.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { FILL_DEPTH, searchFor, solve } from '../../src/tools/container-load/packing/block-search.js';
import { StepBudget } from '../../src/core/step-budget.js';
import { PACK_BUDGET } from '../../src/tools/container-load/packing/budget.js';
import {
  type PackRequest,
  bestSingleGrid,
  packCartons,
  packFresh,
} from '../../src/tools/container-load/packing/pack.js';

const GP20 = { length: 5898, width: 2352, height: 2393 };
const DOOR = { width: 2340, height: 2280 };
const request = (length: number, width: number, height: number, extra: Partial<PackRequest> = {}): PackRequest => ({
  carton: { length, width, height },
  space: GP20,
  door: DOOR,
  upright: false,
  fill: true,
  ...extra,
});

describe('packing memos', () => {
  it('answers a request met again with the same, frozen result', () => {
    const first = packCartons(request(600, 400, 400));
    const again = packCartons(request(600, 400, 400));
    assert.equal(again, first);
    assert.deepEqual(first, packFresh(request(600, 400, 400)));
    assert.ok(
      Object.isFrozen(first) &&
        Object.isFrozen(first.blocks) &&
        Object.isFrozen(first.blocks[0]) &&
        Object.isFrozen(first.spare),
    );
    assert.throws(() => {
      (first.spare as { length: number }).length = 0;
    }, TypeError);
  });

  it('gives what a search of its own gives, whatever was searched before (property)', () => {
    const side = fc.integer({ min: 120, max: 900 });
    fc.assert(
      fc.property(
        side,
        side,
        side,
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
        (l, w, h, upright, maxLayers) => {
          const asked = request(l, w, h, { upright, ...(maxLayers === undefined ? {} : { maxLayers }) });
          const alone = solve(
            searchFor(asked.carton, asked.space, upright, DOOR),
            [GP20.length, GP20.width, GP20.height],
            maxLayers ?? Infinity,
            FILL_DEPTH,
            new StepBudget(PACK_BUDGET),
          );
          const packed = packCartons(asked);
          // The blocks' own search is one of the plans tried: never fewer than it or the grid.
          assert.ok(packed.cartons >= Math.max(alone.cartons, bestSingleGrid(asked).cartons));
          assert.deepEqual(packed, packFresh(asked));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stays bounded: more distinct requests than it keeps are all answered right', () => {
    for (let i = 0; i < 600; i += 1) assert.ok(packCartons(request(200 + i, 300, 250, { fill: false })).cartons > 0);
    assert.deepEqual(
      packCartons(request(200, 300, 250, { fill: false })),
      packFresh(request(200, 300, 250, { fill: false })),
    );
  });
});
