/**
 * The step budget of the packing (docs/tools/container-load.md, The step budget): whatever the
 * input the schema accepts, a packing takes at most PACK_BUDGET steps, and a search cut short
 * still gives a plan between the plain grid and the bound, says so, and is the same plan whatever
 * was searched before. Steps are counted, never timed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { StepBudget } from '../../src/core/step-budget.js';
import { PACK_BUDGET } from '../../src/tools/container-load/packing/budget.js';
import { type PackRequest, packCartons, packFresh } from '../../src/tools/container-load/packing/pack.js';
import { toolSuite, valuesOf } from '../helpers/tools.js';

/** The shipped inside sizes and doors (Hapag-Lloyd, WSC for the 45HQ), mm. */
const TYPES = {
  '20GP': { space: { length: 5900, width: 2352, height: 2395 }, door: { width: 2340, height: 2292 } },
  '40GP': { space: { length: 12032, width: 2352, height: 2395 }, door: { width: 2340, height: 2292 } },
  '40HQ': { space: { length: 12032, width: 2350, height: 2700 }, door: { width: 2340, height: 2597 } },
  '45HQ': { space: { length: 13556, width: 2347, height: 2696 }, door: { width: 2340, height: 2584 } },
} as const;
/** The largest own container the service takes: 100 m a side. */
const LARGEST_OWN = { space: { length: 100_000, width: 100_000, height: 100_000 } };

function packedWithin(request: PackRequest, limit = PACK_BUDGET) {
  const steps = new StepBudget(limit);
  const plan = packFresh(request, steps);
  assert.ok(steps.used <= limit, `${steps.used} steps of ${limit}`);
  assert.ok(plan.cartons >= plan.grid, `${plan.cartons} < grid ${plan.grid}`);
  assert.ok(plan.cartons <= plan.bound, `${plan.cartons} > bound ${plan.bound}`);
  return { plan, steps: steps.used };
}

/** A side drawn log-uniformly from 1 mm to `most`, as the schema's range is wide and small sides are the costly ones. */
const side = (most: number) =>
  fc
    .double({ min: 0, max: Math.log(most), noNaN: true })
    .map((log) => Math.max(1, Math.min(most, Math.round(Math.exp(log)))));

const anyRequest = fc.record({
  carton: fc.record({ length: side(100_000), width: side(100_000), height: side(100_000) }),
  place: fc.oneof(
    fc.constantFrom(...Object.values(TYPES)),
    fc.record({ space: fc.record({ length: side(100_000), width: side(100_000), height: side(100_000) }) }),
  ),
  upright: fc.boolean(),
  maxLayers: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
});

type Drawn = typeof anyRequest extends fc.Arbitrary<infer T> ? T : never;

const requestOf = ({ carton, place, upright, maxLayers }: Drawn): PackRequest => ({
  carton,
  ...place,
  upright,
  fill: true,
  ...(maxLayers === undefined ? {} : { maxLayers }),
});

describe('the packing step budget', () => {
  it('packs a 3 × 8 × 9 mm carton in every type and a 100 m own container within the budget', () => {
    for (const place of [...Object.values(TYPES), LARGEST_OWN])
      for (const upright of [false, true]) {
        const { plan } = packedWithin({ carton: { length: 3, width: 8, height: 9 }, ...place, upright, fill: true });
        assert.ok(plan.cartons > 0);
      }
  });

  it('packs 1 mm cubes in a 100 m own container by arithmetic: the grid is the bound, no step taken', () => {
    const { plan, steps } = packedWithin({
      carton: { length: 1, width: 1, height: 1 },
      ...LARGEST_OWN,
      upright: false,
      fill: true,
    });
    assert.equal(plan.cartons, 1e15);
    assert.equal(steps, 0);
  });

  it('stops a search that runs out with the best plan found, and says so', () => {
    const request: PackRequest = {
      carton: { length: 37, width: 3, height: 5 },
      ...TYPES['40GP'],
      upright: false,
      fill: true,
    };
    const { plan, steps } = packedWithin(request, 20_000);
    assert.equal(plan.parts.budgeted, true);
    assert.ok(steps > 0);
    // With the whole budget the same carton is packed at least as well.
    assert.ok(packedWithin(request).plan.cartons >= plan.cartons);
  });

  it('finds the same plan when cut short, whatever the memo holds (searches met before are charged what they took)', () => {
    const request: PackRequest = {
      carton: { length: 211, width: 47, height: 33 },
      ...TYPES['20GP'],
      upright: false,
      fill: true,
    };
    const first = new StepBudget(60_000);
    const cut = packFresh(request, first);
    // The same turns in other spaces, and the full search of this one, fill the shared memo.
    packCartons({ ...request, ...TYPES['40GP'] });
    packFresh(request);
    const again = new StepBudget(60_000);
    assert.deepEqual(packFresh(request, again), cut);
    assert.equal(again.used, first.used);
  });

  it('never takes more than the budget, and the plan lies between the grid and the bound (property over the accepted range)', () => {
    fc.assert(
      fc.property(anyRequest, (drawn) => {
        packedWithin(requestOf(drawn));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps to any budget, however small, with a plan between the grid and the bound (property)', () => {
    fc.assert(
      fc.property(anyRequest, fc.integer({ min: 0, max: 200_000 }), (drawn, limit) => {
        packedWithin(requestOf(drawn), limit);
      }),
      { numRuns: 150 },
    );
  });
});

describe('container-load over HTTP with a tiny carton', () => {
  const suite = toolSuite();
  it('answers 3 × 8 × 9 mm in every type, within the bound, and says where the budget cut a search short', async () => {
    const { response, body } = await suite.compute('container-load', {
      length: '3',
      width: '8',
      height: '9',
      lengthUnit: 'mm',
      grossWeight: '0',
      containerType: 'all',
    });
    assert.equal(response.statusCode, 200);
    const values = valuesOf(body);
    for (const type of Object.keys(TYPES)) {
      const loaded = Number(values[`perContainer${type}`]);
      assert.ok(loaded >= Number(values[`grid${type}`]) && loaded <= Number(values[`bound${type}`]));
    }
    assert.ok(body.steps.some((step: { id: string }) => step.id === 'container-load.budget'));
  });
});
