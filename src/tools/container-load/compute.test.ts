/**
 * container-load's pure compute over the shipped containers. The worked case: cartons of 60 × 40
 * × 40 cm, 15 kg. Stood one way in one grid, a 20GP (inside 5,898 × 2,352 × 2,393 mm, the
 * carriers' published figures) takes ⌊5898/600⌋ × ⌊2352/400⌋ × ⌊2393/400⌋ = 9 × 5 × 5 = 225; the
 * search must never give fewer than the best such grid, nor more than the volume or payload allow.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dec } from '../../core/decimal.js';
import type { Figure } from '../../core/figures.js';
import { shippedReader } from '../../../test/helpers/shipped-reader.js';
import { IN_PROCESS } from '../../work/in-process.js';
import { computeContainerLoad } from './compute.js';
import { containerOf } from './containers.js';
import type { ContainerLoadInputs } from './inputs.js';

const inputs = (
  l: string,
  w: string,
  h: string,
  kg: string,
  extra: Partial<ContainerLoadInputs> = {},
): ContainerLoadInputs => ({
  length: dec(l),
  width: dec(w),
  height: dec(h),
  grossWeight: dec(kg),
  lengthUnit: 'cm',
  weightUnit: 'kg',
  containerType: 'all',
  quantity: undefined,
  maxLayers: undefined,
  maxPayload: undefined,
  ownContainer: undefined,
  effectiveShare: dec('1'),
  fill: true,
  upright: false,
  ...extra,
});
const whole = (figure: Figure | undefined): number => {
  if (figure?.kind !== 'count') throw new Error('not a count');
  return Number(figure.value);
};

/** The best grid of one orientation, by arithmetic alone. */
function bestGrid(carton: readonly number[], space: readonly number[]): number {
  const [a = 0, b = 0, c = 0] = carton;
  const turns = [
    [a, b, c],
    [a, c, b],
    [b, a, c],
    [b, c, a],
    [c, a, b],
    [c, b, a],
  ];
  return Math.max(
    ...turns.map((turn) => turn.reduce((product, side, i) => product * Math.floor((space[i] ?? 0) / side), 1)),
  );
}

interface RandomCarton {
  l: number;
  w: number;
  h: number;
  kg: number;
  upright: boolean;
}

/** Random cartons (sides 10 to 120 cm, 1 to `heaviest` kg, upright or not) loaded with `extra`, each answer checked. */
async function overCartons(
  heaviest: number,
  extra: Partial<ContainerLoadInputs>,
  check: (carton: RandomCarton, result: Awaited<ReturnType<typeof computeContainerLoad>>) => void,
  numRuns: number,
): Promise<void> {
  const side = fc.integer({ min: 10, max: 120 });
  await fc.assert(
    fc.asyncProperty(
      side,
      side,
      side,
      fc.integer({ min: 1, max: heaviest }),
      fc.boolean(),
      async (l, w, h, kg, upright) => {
        const result = await computeContainerLoad(
          inputs(String(l), String(w), String(h), String(kg), { ...extra, upright }),
          shippedReader(),
          IN_PROCESS,
        );
        check({ l, w, h, kg, upright }, result);
      },
    ),
    { numRuns },
  );
}

describe('container-load compute', () => {
  const containers = shippedReader().current('containers');
  if (!containers) throw new Error('no containers dataset shipped');
  const gp20 = containerOf(containers, '20GP');

  it('loads the worked carton at least as well as the best single grid', async () => {
    assert.ok(gp20);
    assert.equal(bestGrid([600, 400, 400], [gp20.length, gp20.width, gp20.height]), 225);
    const { outputs } = await computeContainerLoad(inputs('60', '40', '40', '15'), shippedReader(), IN_PROCESS);
    assert.ok(whole(outputs.perContainer20GP) >= 225);
    assert.equal(whole(outputs.rank40HQ) >= 1, true);
  });

  it('counts containers for a quantity, the last one holding the rest', async () => {
    const { outputs } = await computeContainerLoad(
      inputs('60', '40', '40', '15', { quantity: 1000, containerType: '20GP' }),
      shippedReader(),
      IN_PROCESS,
    );
    const per = whole(outputs.perContainer20GP);
    assert.equal(whole(outputs.containers20GP), Math.ceil(1000 / per));
    assert.equal(whole(outputs.lastContainer20GP), 1000 - (Math.ceil(1000 / per) - 1) * per);
  });

  it('never loads fewer than the best grid, nor beyond the volume or the payload (property)', async () => {
    await overCartons(
      60,
      { containerType: '20GP' },
      ({ l, w, h, kg, upright }, { outputs }) => {
        assert.ok(gp20);
        const per = whole(outputs.perContainer20GP);
        // Every side here passes the door whichever way it is turned, so every grid is allowed.
        const grid = upright
          ? bestUpright(l * 10, w * 10, h * 10, gp20)
          : bestGrid([l * 10, w * 10, h * 10], [gp20.length, gp20.width, gp20.height]);
        const byPayload = gp20.payloadGrams === undefined ? Infinity : Math.floor(gp20.payloadGrams / (kg * 1000));
        assert.ok(per >= Math.min(grid, byPayload));
        assert.ok(per * l * w * h * 1000 <= gp20.length * gp20.width * gp20.height);
        if (gp20.payloadGrams !== undefined) assert.ok(per * kg * 1000 <= gp20.payloadGrams);
      },
      60,
    );
  });
});

describe('container-load figures that agree', () => {
  /** The code a step names its type by. */
  const typeOf = (values: Readonly<Record<string, Figure>>) => (values.type?.kind === 'code' ? values.type.value : '');
  const numberOf = (figure: Figure | undefined): number => {
    if (figure === undefined || figure.kind === 'money') throw new Error('no such figure');
    return Number(figure.value);
  };

  it('says the worked 40HQ as 20 × 4 × 5 = 400 and 300 beside, 700 in all', async () => {
    const { outputs, steps } = await computeContainerLoad(inputs('60', '40', '40', '15'), shippedReader(), IN_PROCESS);
    assert.deepEqual(
      ['rows40HQ', 'columns40HQ', 'layers40HQ', 'mainBlock40HQ', 'besideMain40HQ', 'perContainer40HQ'].map((name) =>
        numberOf(outputs[name]),
      ),
      [20, 4, 5, 400, 300, 700],
    );
    const step = steps.find((each) => each.id === 'container-load.main_block' && typeOf(each.values) === '40HQ');
    assert.equal(numberOf(step?.values.reachWidth) + numberOf(step?.values.spareWidth), 2350);
  });

  it('adds up for any carton: the block and beside it the load, the block’s extent its rows by its side (property)', async () => {
    await overCartons(
      300,
      {},
      (_carton, { outputs, steps }) => {
        for (const type of ['20GP', '40GP', '40HQ', '45HQ']) {
          if (outputs[`rows${type}`] === undefined) continue;
          const block = ['rows', 'columns', 'layers'].reduce(
            (product, name) => product * numberOf(outputs[`${name}${type}`]),
            1,
          );
          assert.equal(numberOf(outputs[`mainBlock${type}`]), block);
          const beside = outputs[`besideMain${type}`];
          const limit = outputs[`limit${type}`];
          assert.equal(beside !== undefined, limit?.kind === 'code' && limit.value === 'space', type);
          if (beside) assert.equal(block + numberOf(beside), numberOf(outputs[`perContainer${type}`]), type);
          const step = steps.find((each) => each.id.startsWith('container-load.main_') && typeOf(each.values) === type);
          if (!step) continue;
          for (const [extent, count, along] of [
            ['usedLength', 'rows', 'along'],
            ['usedWidth', 'columns', 'across'],
            ['usedHeight', 'layers', 'up'],
          ] as const)
            assert.equal(numberOf(step.values[extent]), numberOf(step.values[count]) * numberOf(step.values[along]));
        }
      },
      25,
    );
  });
});

function bestUpright(
  l: number,
  w: number,
  h: number,
  space: { length: number; width: number; height: number },
): number {
  const grid = (a: number, b: number) =>
    Math.floor(space.length / a) * Math.floor(space.width / b) * Math.floor(space.height / h);
  return Math.max(grid(l, w), grid(w, l));
}
