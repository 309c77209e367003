/**
 * Cartons into a container: hand-checked loads (the arithmetic in the comments), then
 * properties every load must have, checked geometrically over random cartons.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  type Size,
  loadableOrientations,
  orientations,
  passesDoor,
} from '../../src/tools/container-load/packing/boxes.js';
import {
  type PackRequest,
  type PackResult,
  type PlacedBlock,
  bestSingleGrid,
  packCartons,
} from '../../src/tools/container-load/packing/pack.js';

/** Inside sizes, mm: Hapag-Lloyd for 20GP, 40GP and 40HQ, WSC for 45HQ (sources/SOURCES.md §4). */
const CONTAINERS = {
  '20GP': { length: 5900, width: 2352, height: 2395 },
  '40GP': { length: 12032, width: 2352, height: 2395 },
  '40HQ': { length: 12032, width: 2350, height: 2700 },
  '45HQ': { length: 13556, width: 2347, height: 2696 },
} as const satisfies Record<string, Size>;
const GP20 = CONTAINERS['20GP'];
/** Hapag-Lloyd 20' Standard door opening, width × height (SOURCES.md §4). */
const DOOR_20GP = { width: 2340, height: 2292 };

const carton = (length: number, width: number, height: number): Size => ({ length, width, height });
const load = (request: Partial<PackRequest> & Pick<PackRequest, 'carton'>): PackRequest => ({
  space: GP20,
  upright: false,
  fill: true,
  ...request,
});
/** A 20GP that takes none of a carton: no blocks, the whole space spare, and a bound of 0. */
const NOTHING_IN_20GP = {
  cartons: 0,
  family: 'grid',
  parts: {},
  bound: 0,
  grid: 0,
  blocks: [],
  main: null,
  spare: { length: 5900, width: 2352, height: 2395 },
};

const inBlock = (block: PlacedBlock) => block.count.along * block.count.across * block.count.up;

/** A block as the box it fills: [from, to) on x, y and z. */
function extent(block: PlacedBlock) {
  const { at, oriented, count } = block;
  return {
    x: [at.x, at.x + oriented.along * count.along],
    y: [at.y, at.y + oriented.across * count.across],
    z: [at.z, at.z + oriented.up * count.up],
  } as const;
}

const overlap = (a: readonly [number, number], b: readonly [number, number]) =>
  Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));

/** The most cartons on any vertical line: every cell of the floor cut at all block edges, summed up. */
function tallestStack(blocks: PlacedBlock[]): number {
  const boxes = blocks.map((block) => ({ block, box: extent(block) }));
  const xs = [...new Set(boxes.flatMap(({ box }) => box.x))].sort((a, b) => a - b);
  const ys = [...new Set(boxes.flatMap(({ box }) => box.y))].sort((a, b) => a - b);
  let tallest = 0;
  for (let i = 1; i < xs.length; i += 1) {
    for (let j = 1; j < ys.length; j += 1) {
      const x = ((xs[i - 1] as number) + (xs[i] as number)) / 2;
      const y = ((ys[j - 1] as number) + (ys[j] as number)) / 2;
      const stack = boxes
        .filter(({ box }) => box.x[0] < x && x < box.x[1] && box.y[0] < y && y < box.y[1])
        .reduce((sum, { block }) => sum + block.count.up, 0);
      tallest = Math.max(tallest, stack);
    }
  }
  return tallest;
}

describe('orientations', () => {
  it('are six for three different sides, fewer when sides are equal', () => {
    assert.equal(orientations(carton(600, 500, 400), false).length, 6);
    // 600 × 400 × 400: the 600 side along, across or up; the two 400 sides are interchangeable.
    assert.deepEqual(orientations(carton(600, 400, 400), false), [
      { along: 600, across: 400, up: 400 },
      { along: 400, across: 600, up: 400 },
      { along: 400, across: 400, up: 600 },
    ]);
    // A cube can be turned any way and stays the same.
    assert.deepEqual(orientations(carton(500, 500, 500), false), [{ along: 500, across: 500, up: 500 }]);
  });

  it('keep the carton height up when upright', () => {
    assert.deepEqual(orientations(carton(600, 500, 400), true), [
      { along: 600, across: 500, up: 400 },
      { along: 500, across: 600, up: 400 },
    ]);
    assert.deepEqual(orientations(carton(400, 400, 2500), true), [{ along: 400, across: 400, up: 2500 }]);
  });

  it('pass a door with the across side within its width and the up side within its height', () => {
    assert.equal(passesDoor({ along: 1000, across: 1000, up: 2300 }, DOOR_20GP), false);
    assert.equal(passesDoor({ along: 1000, across: 2300, up: 1000 }, DOOR_20GP), true);
    assert.equal(passesDoor({ along: 1000, across: 2341, up: 1000 }, DOOR_20GP), false);
    assert.equal(passesDoor({ along: 9999, across: 9999, up: 9999 }, undefined), true);
  });
});

describe('hand-checked loads in a 20GP (5,900 × 2,352 × 2,395 mm)', () => {
  it('600 × 400 × 400: the best single grid stands the cartons 600 along', () => {
    // 600 along, 400 across, 400 up: 5,900/600 = 9, 2,352/400 = 5, 2,395/400 = 5 → 225
    // 400 along, 600 across, 400 up: 5,900/400 = 14, 2,352/600 = 3, 5 → 210
    // 400 along, 400 across, 600 up: 14, 5, 2,395/600 = 3 → 210
    const single = bestSingleGrid(load({ carton: carton(600, 400, 400) }));
    assert.equal(single.cartons, 225);
    assert.deepEqual(single.main, { rows: 9, columns: 5, layers: 5, oriented: { along: 600, across: 400, up: 400 } });
    // 5,900 − 9 × 600 = 500; 2,352 − 5 × 400 = 352; 2,395 − 5 × 400 = 395
    assert.deepEqual(single.spare, { length: 500, width: 352, height: 395 });
    assert.deepEqual(packCartons(load({ carton: carton(600, 400, 400), fill: false })), single);
  });

  it('600 × 400 × 400: fills bring 225 up to 280', () => {
    const result = packCartons(load({ carton: carton(600, 400, 400) }));
    const layout = result.blocks.map(({ at, oriented, count }) => [at, oriented, count]);
    assert.deepEqual(layout, [
      // Main: 400 along, 600 across, only 4 of the 5 layers (1,600 high), which leaves 795 mm for
      // a layer of cartons on end: 13 × 3 × 4 = 156, reaching 5,200 × 1,800 × 1,600.
      [
        { x: 0, y: 0, z: 0 },
        { along: 400, across: 600, up: 400 },
        { along: 13, across: 3, up: 4 },
      ],
      // Beyond it, 5,900 − 5,200 = 700 mm: one row 600 along, 2,352/400 = 5 across, 5 up = 25.
      [
        { x: 5200, y: 0, z: 0 },
        { along: 600, across: 400, up: 400 },
        { along: 1, across: 5, up: 5 },
      ],
      // Beside it, 2,352 − 1,800 = 552 mm: cartons on end, 5,200/400 = 13 along, 1 across, 2,395/600 = 3 up = 39 …
      [
        { x: 0, y: 1800, z: 0 },
        { along: 400, across: 400, up: 600 },
        { along: 13, across: 1, up: 3 },
      ],
      // … and on them (2,395 − 1,800 = 595 mm) one layer 600 along: 5,200/600 = 8 = 8.
      [
        { x: 0, y: 1800, z: 1800 },
        { along: 600, across: 400, up: 400 },
        { along: 8, across: 1, up: 1 },
      ],
      // On the main block, 2,395 − 1,600 = 795 mm: cartons on end, 13 along, 1,800/400 = 4 across = 52.
      [
        { x: 0, y: 0, z: 1600 },
        { along: 400, across: 400, up: 600 },
        { along: 13, across: 4, up: 1 },
      ],
    ]);
    // 156 + 25 + 39 + 8 + 52 = 280, 24 % more than the single grid's 225.
    assert.equal(result.cartons, 280);
    assert.deepEqual(result.main, { rows: 13, columns: 3, layers: 4, oriented: { along: 400, across: 600, up: 400 } });
    // Farthest reach: x 5,800 (5,200 + 600), y 2,200 (1,800 + 400), z 2,200 (1,800 + 400 and 1,600 + 600).
    assert.deepEqual(result.spare, { length: 100, width: 152, height: 195 });
  });

  it('600 × 400 × 400 upright: no cartons on end, 260', () => {
    const result = packCartons(load({ carton: carton(600, 400, 400), upright: true }));
    // Main: 400 along, 600 across: 13 × 3 × 5 = 195 (5,200 × 1,800 × 2,000).
    // Beyond it, 700 mm: 1 × 5 × 5 = 25 with 600 along. Beside it, 552 mm: 5,200/600 = 8 along, 1 across, 5 up = 40.
    // 195 + 25 + 40 = 260. Above the main block 395 mm is left, less than the 400 mm carton height.
    assert.equal(result.cartons, 260);
    assert.deepEqual(result.blocks.map(inBlock), [195, 25, 40]);
    assert.ok(result.blocks.every((block) => block.oriented.up === 400));
  });

  it('a carton taller than the container fits only lying down', () => {
    // 400 × 400 × 2,500: upright it stands 2,500 mm > 2,395 mm.
    const upright = packCartons(load({ carton: carton(400, 400, 2500), upright: true }));
    assert.deepEqual(upright, NOTHING_IN_20GP);
    // Lying down, the 2,500 side can only go along (across is 2,352 mm): 5,900/2,500 = 2, 2,352/400 = 5,
    // 2,395/400 = 5 → 50. Nothing fits what is left: the 900 mm along would need the 2,500 side across
    // or up, and 352 across and 395 up are under 400.
    const lying = packCartons(load({ carton: carton(400, 400, 2500) }));
    assert.equal(lying.cartons, 50);
    assert.deepEqual(lying.main, { rows: 2, columns: 5, layers: 5, oriented: { along: 2500, across: 400, up: 400 } });
    assert.equal(bestSingleGrid(load({ carton: carton(400, 400, 2500) })).cartons, 50);
  });

  it('a door too low for the carton standing', () => {
    // 1,000 × 1,000 × 2,300 standing: fits inside (2,395 mm) but not through the 2,292 mm door.
    // Without the door: 5,900/1,000 = 5, 2,352/1,000 = 2, 2,395/2,300 = 1 → 10.
    assert.equal(packCartons(load({ carton: carton(1000, 1000, 2300), upright: true })).cartons, 10);
    assert.equal(packCartons(load({ carton: carton(1000, 1000, 2300), upright: true, door: DOOR_20GP })).cartons, 0);
    // Lying with the 2,300 side across (≤ 2,340 door width): 5 along × 1 across × 2,395/1,000 = 2 up → 10;
    // with it along: 5,900/2,300 = 2 × 2 × 2 = 8.
    const lying = packCartons(load({ carton: carton(1000, 1000, 2300), door: DOOR_20GP }));
    assert.equal(lying.cartons, 10);
    assert.ok(lying.blocks.every((block) => block.oriented.up === 1000));
  });

  it('a layer limit turns the cartons on end, and fills respect it', () => {
    // At most 2 on top of each other: 600 along gives 9 × 5 × 2 = 90, 600 across 14 × 3 × 2 = 84,
    // 600 up 14 × 5 × 2 = 140. No packing does better: a carton's footprint is at least 400 × 400,
    // and 5,900/400 = 14 by 2,352/400 = 5 places times 2 layers is 140.
    const two = packCartons(load({ carton: carton(600, 400, 400), maxLayers: 2 }));
    assert.equal(two.cartons, 140);
    assert.equal(bestSingleGrid(load({ carton: carton(600, 400, 400), maxLayers: 2 })).cartons, 140);
    assert.deepEqual(two.main, { rows: 14, columns: 5, layers: 2, oriented: { along: 400, across: 400, up: 600 } });

    // At most 4: the single grid is 14 × 5 × 3 = 210 cartons on end (4 layers of 600 do not fit).
    // Fills: main 13 × 4 × 3 = 156 on end (5,200 × 1,600 × 1,800); beyond it, 700 mm: 1 × 5 × 4 = 20;
    // beside it, 752 mm: 400 along, 600 across, 13 × 1 × 4 = 52; on the main block only one more
    // layer is allowed: 600 along, 5,200/600 = 8 × 4 = 32, and in the last 400 mm 1 × 2 × 1 = 2.
    // 156 + 20 + 52 + 32 + 2 = 262.
    const request = load({ carton: carton(600, 400, 400), maxLayers: 4 });
    assert.equal(bestSingleGrid(request).cartons, 210);
    const four = packCartons(request);
    assert.equal(four.cartons, 262);
    assert.equal(tallestStack(four.blocks), 4);
  });

  it('a carton bigger than the container: nothing', () => {
    assert.deepEqual(packCartons(load({ carton: carton(6000, 2400, 2400) })), NOTHING_IN_20GP);
    assert.deepEqual(bestSingleGrid(load({ carton: carton(6000, 2400, 2400) })), NOTHING_IN_20GP);
  });

  it('a cube: one orientation, and nothing to fill', () => {
    // 500 mm cube: 5,900/500 = 11, 2,352/500 = 4, 2,395/500 = 4 → 176; the 400, 352 and 395 mm left are under 500.
    for (const upright of [false, true]) {
      const result = packCartons(load({ carton: carton(500, 500, 500), upright }));
      assert.equal(result.cartons, 176);
      assert.equal(result.blocks.length, 1);
    }
  });

  it('refuses sizes that are not whole millimetres', () => {
    assert.throws(() => packCartons(load({ carton: carton(600.5, 400, 400) })), RangeError);
    assert.throws(() => packCartons(load({ carton: carton(0, 400, 400) })), RangeError);
    assert.throws(() => packCartons(load({ carton: carton(600, 400, 400), maxLayers: 0 })), RangeError);
  });
});

describe('every load (properties over random cartons)', () => {
  const side = fc.oneof(fc.integer({ min: 50, max: 2000 }), fc.integer({ min: 50, max: 400 }));
  const requests = fc.record({
    carton: fc.record({ length: side, width: side, height: side }),
    space: fc.constantFrom(...Object.values(CONTAINERS)),
    upright: fc.boolean(),
    maxLayers: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    door: fc.option(
      fc.record({ width: fc.integer({ min: 1500, max: 2352 }), height: fc.integer({ min: 1500, max: 2700 }) }),
      {
        nil: undefined,
      },
    ),
    fill: fc.constant(true),
  });
  // 300 loads drawn once (a fixed seed) and packed once, each property checked on all of them:
  // packing is the cost, and nine properties would pack each load nine times.
  let loads: Array<[PackRequest, PackResult]> | undefined;
  const forEveryLoad = (check: (request: PackRequest, result: PackResult) => void) => {
    loads ??= fc.sample(requests, { numRuns: 300, seed: 33 }).map((request) => [request, packCartons(request)]);
    for (const [request, result] of loads) check(request, result);
  };

  it('(a) holds at least as many as the best single grid', () => {
    forEveryLoad((request, result) => assert.ok(result.cartons >= bestSingleGrid(request).cartons));
  });

  it('(b) keeps every block inside the space', () => {
    forEveryLoad(({ space }, result) => {
      for (const block of result.blocks) {
        const box = extent(block);
        assert.ok(box.x[0] >= 0 && box.y[0] >= 0 && box.z[0] >= 0, JSON.stringify(block));
        assert.ok(
          box.x[1] <= space.length && box.y[1] <= space.width && box.z[1] <= space.height,
          JSON.stringify(block),
        );
        assert.ok(block.count.along >= 1 && block.count.across >= 1 && block.count.up >= 1, JSON.stringify(block));
      }
    });
  });

  it('(c) never overlaps two blocks', () => {
    forEveryLoad((_, { blocks }) => {
      blocks.forEach((a, i) => {
        for (const b of blocks.slice(i + 1)) {
          const [p, q] = [extent(a), extent(b)];
          const shared = overlap(p.x, q.x) * overlap(p.y, q.y) * overlap(p.z, q.z);
          assert.equal(shared, 0, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`);
        }
      });
    });
  });

  it('(d) holds no more carton volume than the space', () => {
    forEveryLoad(({ carton: c, space }, result) => {
      assert.ok(result.cartons * c.length * c.width * c.height <= space.length * space.width * space.height);
    });
  });

  it('(e) counts exactly the cartons in its blocks, and measures the spare space from their far edges', () => {
    forEveryLoad(({ space }, result) => {
      assert.equal(
        result.blocks.reduce((sum, block) => sum + inBlock(block), 0),
        result.cartons,
      );
      const far = (axis: 'x' | 'y' | 'z') => Math.max(0, ...result.blocks.map((block) => extent(block)[axis][1]));
      const spare = { length: space.length - far('x'), width: space.width - far('y'), height: space.height - far('z') };
      assert.deepEqual(result.spare, spare);
      const main = result.blocks[0];
      const grid = main && {
        rows: main.count.along,
        columns: main.count.across,
        layers: main.count.up,
        oriented: main.oriented,
      };
      assert.deepEqual(result.main, grid ?? null);
    });
  });

  it('(f) turns cartons only in allowed ways: a turn of the carton, upright when asked, through the door', () => {
    forEveryLoad(({ carton: c, upright, door }, result) => {
      const sides = [c.length, c.width, c.height].sort((a, b) => a - b);
      for (const { oriented } of result.blocks) {
        assert.deepEqual(
          [oriented.along, oriented.across, oriented.up].sort((a, b) => a - b),
          sides,
        );
        if (upright) assert.equal(oriented.up, c.height);
        if (door)
          assert.ok(oriented.across <= door.width && oriented.up <= door.height, JSON.stringify({ oriented, door }));
      }
    });
  });

  it('(g) stacks no more than maxLayers cartons on any vertical line', () => {
    forEveryLoad(({ maxLayers }, result) => {
      if (maxLayers !== undefined) assert.ok(tallestStack(result.blocks) <= maxLayers);
    });
  });

  it('(h) stands every carton on the floor or wholly on other cartons', () => {
    forEveryLoad((_, { blocks }) => {
      for (const block of blocks) {
        const box = extent(block);
        if (box.z[0] === 0) continue;
        // The footprint must be covered by the tops of blocks ending exactly where this one starts.
        const carried = blocks
          .map(extent)
          .filter((below) => below.z[1] === box.z[0])
          .reduce((area, below) => area + overlap(below.x, box.x) * overlap(below.y, box.y), 0);
        assert.equal(carried, (box.x[1] - box.x[0]) * (box.y[1] - box.y[0]), JSON.stringify(block));
      }
    });
  });

  it('(i) never holds more than its upper bound, and says proven optimal only when it holds that many', () => {
    forEveryLoad((_, result) => {
      assert.ok(result.cartons <= result.bound, `${result.cartons} > ${result.bound}`);
    });
  });

  it('gives the single grid itself when fill is false', () => {
    fc.assert(
      fc.property(requests, (request) => {
        assert.deepEqual(packCartons({ ...request, fill: false }), bestSingleGrid(request));
      }),
      { numRuns: 100 },
    );
  });
});

describe('small cartons', () => {
  it('finish in a 45HQ, counted by blocks', () => {
    const space = CONTAINERS['45HQ'];
    for (const c of [carton(200, 150, 100), carton(50, 50, 50), carton(1, 1, 1), carton(123, 77, 51)]) {
      for (const upright of [false, true]) {
        const result = packCartons({ carton: c, space, upright, fill: true });
        assert.ok(result.cartons >= bestSingleGrid({ carton: c, space, upright, fill: false }).cartons);
        assert.ok(result.blocks.length < 50);
      }
    }
    // 1 mm cubes fill the 45HQ exactly: 13,556 × 2,347 × 2,696.
    assert.equal(
      packCartons({ carton: carton(1, 1, 1), space, upright: false, fill: true }).cartons,
      13556 * 2347 * 2696,
    );
  });
});

describe('what the fills gain over the single grid', () => {
  it('on realistic cartons', (t) => {
    const cartons = [
      carton(600, 400, 400),
      carton(595, 395, 295),
      carton(480, 320, 250),
      carton(385, 285, 245),
      carton(700, 500, 450),
      carton(1200, 800, 1000),
      carton(200, 150, 100),
    ];
    for (const [name, space] of Object.entries(CONTAINERS)) {
      for (const c of cartons) {
        for (const upright of [false, true]) {
          const request: PackRequest = { carton: c, space, upright, fill: true };
          assert.ok(loadableOrientations(c, space, upright, undefined).length > 0);
          const single = bestSingleGrid(request).cartons;
          const filled = packCartons(request).cartons;
          assert.ok(filled >= single);
          const gain = ((filled / single - 1) * 100).toFixed(1);
          t.diagnostic(
            `${name} ${c.length}×${c.width}×${c.height}${upright ? ' upright' : ''}: ${single} → ${filled} (+${gain} %)`,
          );
        }
      }
    }
  });
});
