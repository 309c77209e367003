/**
 * The steps a crew follows in one container (docs/tools/load-plan.md, The steps): the container,
 * then its blocks wall by wall from the back wall to the door, then where the load's weight lies.
 *
 * - A wall is a run of blocks in loading order that reach into the same stretch of the length:
 *   a block starting at or past the far end of the wall so far starts the next wall.
 * - The centre of gravity along the length, each carton's weight at its centre; the usual rule
 *   keeps at most 60 % of the load's weight in either half, and a warning says when it is broken
 *   (each carton counted in the half its centre is in, half in each when it is on the middle).
 */
import { type Decimal, divide, fromInteger } from '../../core/decimal.js';
import { code, count, quantity, ratio } from '../../core/figures.js';
import type { CopyKeysOf, Step, Warning } from '../kit/definition.js';
import type { Cargo } from './cargo-of.js';
import type { LOAD_PLAN_COPY } from './copy.js';
import { grainsDecimal } from './grain.js';
import type { LoadedContainer } from './packing/plan-load.js';
import type { PlacedBlock } from './packing/state.js';
import { holdVolume, share } from './plan-member.js';

type ContainerStep = CopyKeysOf<
  typeof LOAD_PLAN_COPY,
  | 'load-plan.container'
  | 'load-plan.container_payload'
  | 'load-plan.block'
  | 'load-plan.block_row'
  | 'load-plan.balance'
>;

/** The most a half may hold of the load's weight before the warning. */
const MOST_IN_A_HALF = 0.6;

const whole = (value: number | bigint) => count(fromInteger(BigInt(value)));

/** How the carton stands: on its own base (height up), on a side (width up), on an end (length up). */
function stanceOf(block: PlacedBlock, cargo: Cargo): string {
  const kind = cargo.kinds[block.kind];
  if (kind === undefined || block.up === kind.height) return 'standing';
  return block.up === kind.width ? 'on-its-side' : 'on-its-end';
}

/** The blocks' wall numbers, from 1 at the back wall. */
function wallsOf(blocks: readonly PlacedBlock[]): number[] {
  let wall = 0;
  let end = Number.NEGATIVE_INFINITY;
  return blocks.map((block) => {
    if (block.x >= end) {
      wall += 1;
      end = block.x;
    }
    end = Math.max(end, block.x + block.nx * block.along);
    return wall;
  });
}

/** Twice the moment of the load's weight about the back wall, its weight, and the weight in the back half (twice, in grains). */
function balanceOf(loaded: LoadedContainer, cargo: Cargo): { moment: bigint; weight: bigint; back: bigint } {
  const middle = loaded.hold.length; // twice the middle, against twice each centre
  let [moment, weight, back] = [0n, 0n, 0n];
  for (const block of loaded.plan.blocks) {
    const slice = BigInt(block.ny * block.nz * (cargo.kinds[block.kind]?.grams ?? 0));
    for (let i = 0; i < block.nx; i++) {
      const centre = 2 * (block.x + i * block.along) + block.along;
      moment += slice * BigInt(centre);
      weight += slice;
      back += centre < middle ? 2n * slice : centre === middle ? slice : 0n;
    }
  }
  return { moment, weight, back };
}

export function containerSteps(
  cargo: Cargo,
  loaded: LoadedContainer,
  number: number,
  names: readonly (string | undefined)[],
): { steps: Step<ContainerStep>[]; warnings: Warning<'load-plan.unbalanced'>[] } {
  const { hold, plan } = loaded;
  const length = (grains: number): ReturnType<typeof quantity> =>
    quantity(grainsDecimal(grains, cargo.grain), cargo.grain.unit);
  const weight = (grains: number | bigint): ReturnType<typeof quantity> =>
    quantity(
      divide(
        fromInteger(BigInt(grains)),
        fromInteger(10 ** cargo.weightGrain.places),
        cargo.weightGrain.places,
        'floor',
      ),
      cargo.weightGrain.unit,
    );
  const cartons = plan.placed.reduce((sum, placed) => sum + placed, 0);
  const values = {
    number: whole(number),
    type: code(loaded.type),
    length: length(hold.length),
    width: length(hold.width),
    height: length(hold.height),
    cartons: whole(cartons),
    volumeUse: ratio(share(BigInt(plan.volume), holdVolume(loaded))),
    weight: weight(plan.grams),
  };
  const steps: Step<ContainerStep>[] = [
    hold.payload
      ? {
          id: 'load-plan.container_payload',
          values: {
            ...values,
            payload: weight(hold.payload),
            weightUse: ratio(share(BigInt(plan.grams), BigInt(hold.payload))),
          },
        }
      : { id: 'load-plan.container', values },
  ];
  const walls = wallsOf(plan.blocks);
  plan.blocks.forEach((block, n) => {
    const name = names[block.kind];
    const shared = {
      wall: whole(walls[n] ?? 0),
      cartons: whole(block.nx * block.ny * block.nz),
      length: length(block.along),
      width: length(block.across),
      height: length(block.up),
      stance: code(stanceOf(block, cargo)),
      across: whole(block.ny),
      high: whole(block.nz),
      deep: whole(block.nx),
      x: length(block.x),
      y: length(block.y),
      z: length(block.z),
    };
    steps.push(
      name
        ? { id: 'load-plan.block', values: shared, texts: { name } }
        : { id: 'load-plan.block_row', values: { ...shared, row: whole(block.kind + 1) } },
    );
  });
  const warnings: Warning<'load-plan.unbalanced'>[] = [];
  const { moment, weight: total, back } = balanceOf(loaded, cargo);
  if (total > 0n) {
    const centre = divide(
      fromInteger(moment),
      fromInteger(2n * total * BigInt(10 ** cargo.grain.places)),
      cargo.grain.places + 1,
      'half-up',
    );
    const backShare: Decimal = divide(fromInteger(back), fromInteger(2n * total), 4, 'half-up');
    steps.push({
      id: 'load-plan.balance',
      values: {
        number: whole(number),
        centre: quantity(centre, cargo.grain.unit),
        share: ratio(divide(fromInteger(moment), fromInteger(2n * total * BigInt(hold.length)), 4, 'half-up')),
        backShare: ratio(backShare),
      },
    });
    const backPart = Number(back) / Number(2n * total);
    if (backPart > MOST_IN_A_HALF || 1 - backPart > MOST_IN_A_HALF) {
      const heavier = backPart > MOST_IN_A_HALF ? back : 2n * total - back;
      warnings.push({
        code: 'load-plan.unbalanced',
        values: {
          number: whole(number),
          share: ratio(divide(fromInteger(heavier), fromInteger(2n * total), 4, 'half-up')),
          half: code(backPart > MOST_IN_A_HALF ? 'back-half' : 'door-half'),
        },
      });
    }
  }
  return { steps, warnings };
}
