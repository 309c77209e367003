/**
 * A request's inputs as the planner takes them: each row a kind of carton in whole grains
 * (grain.ts), the container types it may use (docs/tools/load-plan.md, Container types), and what
 * the inputs alone refuse (too many cartons, an upright carton whose height may not stand).
 */
import { type Decimal, fromInteger } from '../../core/decimal.js';
import { Refusal, issue } from '../../core/issues.js';
import type { LoadedVersion } from '../../datasets/store.js';
import { type Container, containerOf } from '../container-load/containers.js';
import { ownContainer } from '../container-load/own-container.js';
import { type Grain, grainOf, grainsFrom, inGrains } from './grain.js';
import { type LoadPlanInputs, MOST_CARTONS } from './inputs.js';
import type { CartonKind, Side } from './packing/cargo.js';
import type { HoldType } from './packing/plan-load.js';

/** The types `auto` may mix, the largest first (45HQ is scarce at many Chinese ports: only when asked). */
const AUTO_TYPES = ['40HQ', '40GP', '20GP'] as const;

export interface Cargo {
  kinds: CartonKind[];
  /** The types allowed, the largest first, with their containers as the dataset or the caller gives them. */
  types: Array<HoldType & { container: Container }>;
  grain: Grain;
  weightGrain: Grain;
  /** Some size or weight had more places than its grain and was rounded up. */
  rounded: boolean;
  /** The caller's own container had more places than the grain or a millimetre and was rounded down. */
  ownRounded: boolean;
}

function sidesOf(row: LoadPlanInputs['cartons'][number], at: string): Side[] {
  const given = row.verticalSides
    ?.split(',')
    .filter((side): side is Side => ['length', 'width', 'height'].includes(side));
  if (row.upright) {
    if (given && !given.includes('height'))
      throw new Refusal([issue(`${at}.verticalSides`, 'load-plan.vertical_conflict')]);
    return ['height'];
  }
  return given ?? ['length', 'width', 'height'];
}

/** The containers the request may use: its own, or the type asked, or the types auto mixes. */
function containersOf(inputs: LoadPlanInputs, containers: LoadedVersion): { list: Container[]; ownRounded: boolean } {
  if (inputs.ownContainer !== undefined) {
    const own = ownContainer(inputs.ownContainer, inputs.weightUnit);
    return { list: [own.container], ownRounded: own.rounded };
  }
  const types = inputs.containerType === 'auto' ? AUTO_TYPES : [inputs.containerType];
  return {
    list: types.map((type) => containerOf(containers, type)).filter((found) => found !== null),
    ownRounded: false,
  };
}

export function cargoOf(inputs: LoadPlanInputs, containers: LoadedVersion): Cargo {
  const total = inputs.cartons.reduce((sum, row) => sum + row.quantity, 0);
  if (total > MOST_CARTONS)
    throw new Refusal([issue('cartons', 'load-plan.too_many_cartons', { max: MOST_CARTONS, total })]);
  const sizes: Decimal[] = inputs.cartons.flatMap((row) => [row.length, row.width, row.height]);
  const grain = grainOf(inputs.lengthUnit, sizes);
  const weights = inputs.cartons.map((row) => row.grossWeight);
  const weightGrain = grainOf(inputs.weightUnit, weights);
  let rounded = false;
  const grains = (value: Decimal, of: Grain) => {
    const read = inGrains(value, of, 'ceil');
    rounded ||= read.rounded;
    return read.whole;
  };
  const kinds = inputs.cartons.map(
    (row, n): CartonKind => ({
      length: grains(row.length, grain),
      width: grains(row.width, grain),
      height: grains(row.height, grain),
      grams: grains(row.grossWeight, weightGrain),
      quantity: row.quantity,
      vertical: sidesOf(row, `cartons.${n}`),
      ...(row.maxLayers === undefined ? {} : { maxLayers: row.maxLayers }),
      ...(row.bottomOnly ? { bottomOnly: true } : {}),
      ...(row.topOnly ? { topOnly: true } : {}),
    }),
  );
  const { list, ownRounded } = containersOf(inputs, containers);
  const mm = (value: number) => grainsFrom(fromInteger(value), 'mm', grain);
  const types = list.map((container) => ({
    type: container.type,
    container,
    hold: {
      length: mm(container.length),
      width: mm(container.width),
      height: mm(container.height),
      ...(container.door ? { door: { width: mm(container.door.width), height: mm(container.door.height) } } : {}),
      ...(container.payloadGrams === undefined
        ? {}
        : { payload: grainsFrom(fromInteger(container.payloadGrams), 'g', weightGrain) }),
    },
  }));
  return { kinds, types, grain, weightGrain, rounded, ownRounded };
}
