/**
 * Work shared between the container types of a request and cut by bounds (issue 42): raster
 * points read from the sides' residues, exact patterns read from tables kept for larger spaces,
 * kinds of layers left unsearched when no stack holding one could beat the plan in hand. Each is
 * a pure saving: the same plan and the same steps as a search of its own, and never fewer cartons
 * than the packer before it packed (test/fixtures/packing-counts.json: 480 loads packed by the code
 * of 95bb6bb, 60 cartons in the four types as the shipped dataset gives them, upright and not,
 * four of them cartons the step budget cuts short).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { StepBudget } from '../../src/core/step-budget.js';
import { projectRoot } from '../../src/project-root.js';
import { mostHolding } from '../../src/tools/container-load/packing/counts.js';
import { bestPattern } from '../../src/tools/container-load/packing/guillotine.js';
import { type PackRequest, packFresh } from '../../src/tools/container-load/packing/pack.js';
import { longestSum, rasterCount, rasterOf, rasterSteps } from '../../src/tools/container-load/packing/raster.js';

/** The lengths up to `length` that whole numbers of the sides add up to, by marking every millimetre. */
function sums(sides: readonly number[], length: number): number[] {
  const reachable = new Uint8Array(length + 1);
  reachable[0] = 1;
  for (let at = 0; at <= length; at += 1)
    if (reachable[at]) for (const side of sides) if (at + side <= length) reachable[at + side] = 1;
  return [...reachable.keys()].filter((at) => reachable[at] === 1);
}

const sides = fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 100, max: 900 })), {
  minLength: 1,
  maxLength: 3,
});

describe('raster points from the residues of the sides', () => {
  it('lists, counts and finds the last of the lengths the sides add up to, however long the list kept (property)', () => {
    fc.assert(
      fc.property(
        sides,
        fc.array(fc.integer({ min: 0, max: 6000 }), { minLength: 1, maxLength: 3 }),
        (turns, lengths) => {
          for (const length of lengths) {
            const expected = sums(turns, length);
            const raster = rasterOf(turns, length);
            assert.deepEqual([...raster.points.subarray(0, (raster.below[length] as number) + 1)], expected);
            assert.equal(rasterCount(turns, length), expected.length);
            assert.equal(longestSum(turns, length), expected.at(-1));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('exact patterns read from tables kept', () => {
  const side = fc.integer({ min: 60, max: 700 });
  const space = fc.tuple(fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 0, max: 2400 }));

  it('gives a space the pattern and steps it had before, after the table grew for larger ones (property)', () => {
    fc.assert(
      fc.property(
        side,
        side,
        fc.boolean(),
        fc.array(space, { minLength: 2, maxLength: 4 }),
        (p, q, supported, spaces) => {
          const turns = [
            [p, q],
            [q, p],
          ] as const;
          const first = spaces.map((asked) => {
            const steps = new StepBudget();
            return { pattern: bestPattern(turns, asked, supported, steps), steps: steps.used };
          });
          // Again in the other order: each read from the table the largest of them left.
          [...spaces].reverse().forEach((asked, i) => {
            const steps = new StepBudget();
            const pattern = bestPattern(turns, asked, supported, steps);
            const before = first[spaces.length - 1 - i];
            assert.deepEqual(pattern, before?.pattern);
            assert.equal(steps.used, before?.steps);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives a small space first asked after a larger one the pattern its own search gives (sizes doubled: the same search)', () => {
    fc.assert(
      fc.property(side, side, fc.boolean(), space, space, (p, q, supported, small, large) => {
        const [width, height] = [Math.min(small[0], large[0]), Math.min(small[1], large[1])];
        // At scale 2 the small space is searched on its own; at scale 3, after the large one.
        const turnsAt = (by: number) =>
          [
            [by * p, by * q],
            [by * q, by * p],
          ] as const;
        // Steps less the listing of raster points (which grows with the lengths, not the search).
        const searchSteps = (by: number, steps: StepBudget) => {
          const fitting = turnsAt(by).filter(([a, b]) => a <= by * width && b <= by * height);
          const [across, up] = [0, 1].map((axis) => [...new Set(fitting.map((turn) => turn[axis] as number))]);
          return steps.used - rasterSteps(across ?? [], by * width) - rasterSteps(up ?? [], by * height);
        };
        const ownSteps = new StepBudget();
        const alone = bestPattern(turnsAt(2), [2 * width, 2 * height], supported, ownSteps);
        bestPattern(turnsAt(3), [3 * large[0], 3 * large[1]], supported, new StepBudget());
        const steps = new StepBudget();
        const read = bestPattern(turnsAt(3), [3 * width, 3 * height], supported, steps);
        if (alone === null || read === null) {
          assert.equal(read, alone);
          return;
        }
        assert.equal(read.count, alone.count);
        const scaled = (grids: typeof read.grids, by: number) =>
          grids.map(({ at, sides, count }) => ({ at: at.map((v) => v / by), sides: sides.map((v) => v / by), count }));
        assert.deepEqual(scaled(read.grids, 3), scaled(alone.grids, 2));
        if (alone.count > 0) assert.equal(searchSteps(3, steps), searchSteps(2, ownSteps));
      }),
      { numRuns: 60 },
    );
  });
});

describe('kinds of layers bounded before they are searched', () => {
  it('never bounds a kind below a count of slices that holds one (property, against every count)', () => {
    const slice = fc.record({ size: fc.integer({ min: 150, max: 900 }), cartons: fc.integer({ min: 0, max: 200 }) });
    fc.assert(
      fc.property(
        fc.array(slice, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        (kinds, pick, length, most) => {
          const index = pick % kinds.length;
          const bound = mostHolding(kinds, index, length, most ?? Number.POSITIVE_INFINITY);
          let best = 0;
          const count = (i: number, left: number, slices: number, held: number, holds: boolean) => {
            if (i === kinds.length) {
              if (holds) best = Math.max(best, held);
              return;
            }
            const kind = kinds[i] as { size: number; cartons: number };
            for (let n = 0; n * kind.size <= left && n <= slices; n += 1)
              count(i + 1, left - n * kind.size, slices - n, held + n * kind.cartons, holds || (i === index && n > 0));
          };
          count(0, length, most ?? Number.POSITIVE_INFINITY, 0, false);
          assert.ok(bound >= best, `${bound} < ${best}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('no load packs fewer cartons than before', () => {
  const recorded = JSON.parse(readFileSync(join(projectRoot(), 'test', 'fixtures', 'packing-counts.json'), 'utf8')) as {
    containers: Record<string, Pick<PackRequest, 'space' | 'door'>>;
    loads: Array<[number, number, number, boolean, string, number]>;
  };

  it('packs each of the 480 recorded loads at least as well, every type after the others as a request does', () => {
    assert.equal(recorded.loads.length, 480);
    for (const [length, width, height, upright, type, cartons] of recorded.loads) {
      const container = recorded.containers[type];
      assert.ok(container, type);
      const plan = packFresh({ carton: { length, width, height }, ...container, upright, fill: true });
      assert.ok(
        plan.cartons >= cartons,
        `${length} × ${width} × ${height} ${upright ? 'upright' : ''} in a ${type}: ${plan.cartons} < ${cartons}`,
      );
    }
  });
});
