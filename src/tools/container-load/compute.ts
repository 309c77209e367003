/**
 * container-load: cartons of one size into 20GP, 40GP, 40HQ and 45HQ containers, and the
 * caller's own container (own-container.ts). Sizes come
 * from the containers dataset (inside size, door, payload, each figure from the first source
 * that publishes it: the carrier, Hapag-Lloyd, before the World Shipping Council); the packing
 * works in whole millimetres and grams (packing/pack.ts): a carton size is rounded UP to the
 * millimetre and its weight up to the gram, so the result never overfills.
 */
import { type Decimal, compare, divide, fromInteger, mul, toPlain } from '../../core/decimal.js';
import { type CodeFigure, type CountFigure, type Figure, code, count, quantity, ratio } from '../../core/figures.js';
import { convertRounded } from '../../core/units.js';
import { requireCurrent } from '../kit/dataset-figures.js';
import type { CopyKeysOf, DatasetReader, Step, ToolResult, Warning } from '../kit/definition.js';
import type { Work } from '../../work/tasks.js';
import { packedBy } from './packed.js';
import type { PackRequest, PackResult } from './packing/pack.js';
import { CONTAINER_TYPES, type Container, LOAD_TYPES, containerOf, suffixOf } from './containers.js';
import type { CONTAINER_LOAD_COPY } from './copy.js';
import type { ContainerLoadInputs } from './inputs.js';
import { ownContainer } from './own-container.js';
import { wholeIn } from './whole-units.js';
import { mainBlockCartons, mainBlockStep } from './main-block.js';
import { MIX_TYPES, type MixPart, containerMix, mixSteps } from './mix.js';

type LoadStep = CopyKeysOf<
  typeof CONTAINER_LOAD_COPY,
  | 'container-load.type'
  | 'container-load.grid'
  | 'container-load.grid_only'
  | 'container-load.layer'
  | 'container-load.wall'
  | 'container-load.front'
  | 'container-load.optimal'
  | 'container-load.bound'
  | 'container-load.budget'
  | 'container-load.estimate'
  | 'container-load.main_block'
  | 'container-load.main_only'
  | 'container-load.mix'
  | 'container-load.mix_part'
  | 'container-load.best'
>;
type LoadWarning = CopyKeysOf<
  typeof CONTAINER_LOAD_COPY,
  | 'container-load.does_not_fit'
  | 'container-load.no_payload'
  | 'container-load.own_no_payload'
  | 'container-load.rounded_up'
  | 'container-load.own_rounded'
>;

/** The figures given per container type (each output name is the figure and the type: perContainer20GP). */
export const OUTPUT_KINDS: Readonly<Record<string, { kind: Figure['kind']; unit?: string }>> = {
  perContainer: { kind: 'count' },
  // The plain grid textbooks and most calculators give, beside the filled plan.
  grid: { kind: 'count' },
  // No packing of the container holds more (packing/bounds.ts), within the payload.
  bound: { kind: 'count' },
  // bound − perContainer: 0 when the plan is proven optimal, else how far at most it falls short.
  shortAtMost: { kind: 'count' },
  // The quick textbook estimate: usable volume ÷ carton volume, whole cartons.
  estimate: { kind: 'count' },
  containers: { kind: 'count' },
  lastContainer: { kind: 'count' },
  rows: { kind: 'count' },
  columns: { kind: 'count' },
  layers: { kind: 'count' },
  // rows × columns × layers, and the cartons the plan adds beside and above that block.
  mainBlock: { kind: 'count' },
  besideMain: { kind: 'count' },
  along: { kind: 'quantity', unit: 'mm' },
  across: { kind: 'quantity', unit: 'mm' },
  up: { kind: 'quantity', unit: 'mm' },
  volumeUse: { kind: 'ratio' },
  weightUse: { kind: 'ratio' },
  limit: { kind: 'code' },
  rank: { kind: 'count' },
  spareLength: { kind: 'quantity', unit: 'mm' },
  spareWidth: { kind: 'quantity', unit: 'mm' },
  spareHeight: { kind: 'quantity', unit: 'mm' },
  spareLengthIn: { kind: 'quantity', unit: 'in' },
  spareWidthIn: { kind: 'quantity', unit: 'in' },
  spareHeightIn: { kind: 'quantity', unit: 'in' },
  // With a quantity needing several containers, this type's containers in the mix (mix.ts).
  mix: { kind: 'count' },
};
const OUTPUT_FIGURES = Object.keys(OUTPUT_KINDS);

const MM3_PER_M3 = fromInteger(1_000_000_000);

interface Loaded {
  container: Container;
  perContainer: number;
  perContainerFigure: CountFigure;
  /** The plain grid of one orientation, in the same limits: what the filled plan is set beside. */
  grid: number;
  /** What no packing beats, within the payload; and the plan, for its steps. */
  bound: number;
  pack: PackResult;
  limit: CodeFigure;
  /** The share of the container's volume the cartons fill, rounded as given: how loads without a quantity rank. */
  volumeUse: Decimal;
  figures: Record<string, Figure>;
  /** The usable volume of the quick estimate and one carton's, in m³ (exact: mm³ ÷ 10⁹, a share of 4 places). */
  usable: Decimal;
  cartonVolume: Decimal;
}

type Carton = { length: number; width: number; height: number; grams: number };

function packRequest(container: Container, carton: Carton, inputs: ContainerLoadInputs): PackRequest {
  return {
    carton: { length: carton.length, width: carton.width, height: carton.height },
    space: { length: container.length, width: container.width, height: container.height },
    ...(container.door ? { door: container.door } : {}),
    upright: inputs.upright,
    ...(inputs.maxLayers === undefined ? {} : { maxLayers: inputs.maxLayers }),
    fill: inputs.fill,
  };
}

function loadInto(container: Container, carton: Carton, inputs: ContainerLoadInputs, pack: PackResult): Loaded {
  // The caller's payload limit (a road limit) applies when it is below the container's own.
  const given =
    inputs.maxPayload === undefined
      ? undefined
      : Number(toPlain(convertRounded(inputs.maxPayload, inputs.weightUnit, 'g', 0, 'floor')));
  const callerBinds = given !== undefined && (container.payloadGrams === undefined || given < container.payloadGrams);
  const payloadGrams = callerBinds ? given : container.payloadGrams;
  const byWeight =
    payloadGrams !== undefined && carton.grams > 0 ? Math.floor(payloadGrams / carton.grams) : Number.POSITIVE_INFINITY;
  const perContainer = Math.min(pack.cartons, byWeight);
  const grid = inputs.fill ? Math.min(pack.grid, byWeight) : perContainer;
  const perContainerFigure = count(fromInteger(perContainer));
  const limit = code(byWeight < pack.cartons ? (callerBinds ? 'payload-limit' : 'weight') : 'space');
  const bound = Math.min(pack.bound, byWeight);
  const figures: Record<string, Figure> = {
    perContainer: perContainerFigure,
    grid: count(fromInteger(grid)),
    bound: count(fromInteger(bound)),
    shortAtMost: count(fromInteger(bound - perContainer)),
    limit,
    spareLength: quantity(fromInteger(pack.spare.length), 'mm'),
    spareWidth: quantity(fromInteger(pack.spare.width), 'mm'),
    spareHeight: quantity(fromInteger(pack.spare.height), 'mm'),
    spareLengthIn: quantity(convertRounded(fromInteger(pack.spare.length), 'mm', 'in', 2, 'half-up'), 'in'),
    spareWidthIn: quantity(convertRounded(fromInteger(pack.spare.width), 'mm', 'in', 2, 'half-up'), 'in'),
    spareHeightIn: quantity(convertRounded(fromInteger(pack.spare.height), 'mm', 'in', 2, 'half-up'), 'in'),
  };
  if (pack.main) {
    Object.assign(figures, {
      rows: count(fromInteger(pack.main.rows)),
      columns: count(fromInteger(pack.main.columns)),
      layers: count(fromInteger(pack.main.layers)),
      along: quantity(fromInteger(pack.main.oriented.along), 'mm'),
      across: quantity(fromInteger(pack.main.oriented.across), 'mm'),
      up: quantity(fromInteger(pack.main.oriented.up), 'mm'),
      mainBlock: count(fromInteger(mainBlockCartons(pack.main))),
    });
    // Beside the block only in a load space bounds: a load the weight cuts takes part of the plan.
    if (limit.value === 'space') figures.besideMain = count(fromInteger(pack.cartons - mainBlockCartons(pack.main)));
  }
  const cartonVolume = mul(mul(fromInteger(carton.length), fromInteger(carton.width)), fromInteger(carton.height));
  const containerVolume = mul(
    mul(fromInteger(container.length), fromInteger(container.width)),
    fromInteger(container.height),
  );
  // Your own container, under a millimetre on a side once rounded down, has no volume to share.
  const hasVolume = !containerVolume.isZero();
  const volumeUse = hasVolume
    ? divide(mul(cartonVolume, fromInteger(perContainer)), containerVolume, 4, 'half-up')
    : fromInteger(0);
  const usable = mul(containerVolume, inputs.effectiveShare);
  if (hasVolume) figures.volumeUse = ratio(volumeUse);
  figures.estimate = count(divide(usable, cartonVolume, 0, 'floor'));
  // A limit under one gram leaves no payload: nothing loads, and there is no share of it to give.
  if (payloadGrams !== undefined && payloadGrams > 0) {
    figures.weightUse = ratio(
      divide(fromInteger(perContainer * carton.grams), fromInteger(payloadGrams), 4, 'half-up'),
    );
  }
  return {
    container,
    perContainer,
    perContainerFigure,
    grid,
    bound,
    pack,
    limit,
    volumeUse,
    figures,
    usable: divide(usable, MM3_PER_M3, 13, 'half-up'),
    cartonVolume: divide(cartonVolume, MM3_PER_M3, 9, 'half-up'),
  };
}

export async function computeContainerLoad(
  inputs: ContainerLoadInputs,
  data: DatasetReader,
  work: Work,
): Promise<ToolResult<LoadStep, LoadWarning>> {
  const containers = requireCurrent(data, 'containers');
  const { lengthUnit, containerType } = inputs;
  const [length, width, height] = [inputs.length, inputs.width, inputs.height].map((side) =>
    wholeIn(side, lengthUnit, 'mm', 'ceil'),
  );
  if (!length || !width || !height) throw new Error('three sides expected');
  const grams = wholeIn(inputs.grossWeight, inputs.weightUnit, 'g', 'ceil');
  const carton = { length: length.whole, width: width.whole, height: height.whole, grams: grams.whole };
  const types = containerType === 'all' ? CONTAINER_TYPES : [containerType];
  const own = inputs.ownContainer === undefined ? undefined : ownContainer(inputs.ownContainer, inputs.weightUnit);
  const asked = [...types.map((type) => containerOf(containers, type)), own?.container].filter(
    (container) => container != null,
  );

  const warnings: Warning<LoadWarning>[] = [];
  if (length.rounded || width.rounded || height.rounded || grams.rounded)
    warnings.push({ code: 'container-load.rounded_up', level: 'note', values: {} });
  if (own?.rounded) warnings.push({ code: 'container-load.own_rounded', level: 'note', values: {} });
  // Every container type packed at once, in the pool's threads.
  const packs = await Promise.all(asked.map((container) => packedBy(work, packRequest(container, carton, inputs))));
  const loaded: Loaded[] = [];
  for (const [n, container] of asked.entries()) {
    const pack = packs[n];
    if (!pack) throw new Error('one packing per container');
    const result = loadInto(container, carton, inputs, pack);
    const type = code(container.type);
    if (result.perContainer === 0) warnings.push({ code: 'container-load.does_not_fit', values: { type } });
    if (container.payloadGrams === undefined && inputs.maxPayload === undefined) {
      warnings.push({
        code: container.type === 'own' ? 'container-load.own_no_payload' : 'container-load.no_payload',
        level: 'note',
        values: { type },
      });
    }
    loaded.push(result);
  }

  const shipping = inputs.quantity;
  for (const entry of loaded) {
    if (shipping === undefined || entry.perContainer === 0) continue;
    const needed = Math.ceil(shipping / entry.perContainer);
    entry.figures.containers = count(fromInteger(needed));
    entry.figures.lastContainer = count(fromInteger(shipping - (needed - 1) * entry.perContainer));
  }
  const ranked = rank(
    loaded.filter((entry) => entry.perContainer > 0),
    shipping,
  );
  ranked.forEach((entry, index) => (entry.figures.rank = count(fromInteger(index + 1))));
  const mix = containerType === 'all' && shipping !== undefined ? mixOf(loaded, shipping) : null;

  const outputs: Record<string, Figure> = {};
  const steps: Step<LoadStep>[] = [];
  for (const entry of loaded) {
    for (const name of OUTPUT_FIGURES) {
      const value = entry.figures[name];
      if (value) outputs[`${name}${suffixOf(entry.container.type)}`] = value;
    }
    steps.push({
      id: 'container-load.type',
      values: {
        type: code(entry.container.type),
        length: quantity(fromInteger(entry.container.length), 'mm'),
        width: quantity(fromInteger(entry.container.width), 'mm'),
        height: quantity(fromInteger(entry.container.height), 'mm'),
        perContainer: entry.perContainerFigure,
        limit: entry.limit,
      },
    });
    // The filled plan beside the plain grid a person can check by hand, said to be a loading plan.
    const grid = entry.figures.grid;
    if (inputs.fill && grid && entry.perContainer > 0) {
      steps.push({
        id: entry.grid === entry.perContainer ? 'container-load.grid_only' : 'container-load.grid',
        values: { type: code(entry.container.type), grid, perContainer: entry.perContainerFigure },
      });
    }
    if (entry.perContainer > 0) steps.push(...planSteps(entry));
    const estimate = entry.figures.estimate;
    if (estimate) {
      steps.push({
        id: 'container-load.estimate',
        values: {
          type: code(entry.container.type),
          usable: quantity(entry.usable, 'm3'),
          cartonVolume: quantity(entry.cartonVolume, 'm3'),
          estimate,
        },
      });
    }
  }
  if (mix) steps.push(...mixSteps(mix));
  const best = ranked[0];
  if (best) {
    outputs.best = code(best.container.type);
    steps.push({ id: 'container-load.best', values: { best: code(best.container.type) } });
  }
  return { outputs, steps, warnings, read: [containers] };
}

/**
 * The plan as a loader follows it, when it is layers or walls (a grid or blocks are said by the
 * type and grid steps), then what no packing beats: proven optimal, or how far at most it falls
 * short. A load cut by the payload is the most the weight allows, which its type step says.
 */
function planSteps(entry: Loaded): Step<LoadStep>[] {
  const type = code(entry.container.type);
  const steps: Step<LoadStep>[] = [];
  const whole = (value: number) => count(fromInteger(value));
  if (entry.limit.value === 'space') {
    // Layers and walls say their plan in their own steps; a grid or blocks by the main block.
    const main =
      entry.pack.family === 'grid' || entry.pack.family === 'blocks'
        ? mainBlockStep(type, entry.container, entry.pack, entry.perContainerFigure)
        : null;
    if (main) steps.push(main);
    for (const part of entry.pack.parts.layers ?? [])
      steps.push({
        id: 'container-load.layer',
        values: {
          type,
          layers: whole(part.layers),
          perLayer: whole(part.perLayer),
          up: quantity(fromInteger(part.up), 'mm'),
        },
      });
    for (const part of entry.pack.parts.walls ?? [])
      steps.push({
        id: 'container-load.wall',
        values: {
          type,
          walls: whole(part.walls),
          perWall: whole(part.perWall),
          depth: quantity(fromInteger(part.depth), 'mm'),
        },
      });
    if (entry.pack.parts.front)
      steps.push({ id: 'container-load.front', values: { type, front: whole(entry.pack.parts.front) } });
    const bound = whole(entry.bound);
    if (entry.perContainer >= entry.bound)
      steps.push({ id: 'container-load.optimal', values: { type, bound, perContainer: entry.perContainerFigure } });
    else
      steps.push({
        id: 'container-load.bound',
        values: {
          type,
          bound,
          perContainer: entry.perContainerFigure,
          short: whole(entry.bound - entry.perContainer),
          shortShare: ratio(divide(fromInteger(entry.bound - entry.perContainer), fromInteger(entry.bound), 4, 'up')),
        },
      });
    if (entry.pack.parts.budgeted && entry.perContainer < entry.bound)
      steps.push({ id: 'container-load.budget', values: { type } });
  }
  return steps;
}

/**
 * With a quantity to ship: the fewest containers first, then the smaller type (cheaper to
 * book). Without one: the best use of the container's volume first.
 */
function rank(entries: Loaded[], shipping: number | undefined): Loaded[] {
  const byType = (a: Loaded, b: Loaded) => LOAD_TYPES.indexOf(a.container.type) - LOAD_TYPES.indexOf(b.container.type);
  if (shipping !== undefined) {
    return [...entries].sort(
      (a, b) => Math.ceil(shipping / a.perContainer) - Math.ceil(shipping / b.perContainer) || byType(a, b),
    );
  }
  return [...entries].sort((a, b) => compare(b.volumeUse, a.volumeUse) || byType(a, b));
}

/** The mix for the quantity (mix.ts), its counts set among the figures of the types it uses. */
function mixOf(loaded: readonly Loaded[], shipping: number): { parts: MixPart[]; quantity: number } | null {
  const perType = new Map(
    loaded.flatMap((entry) => {
      const type = MIX_TYPES.find((mixType) => mixType === entry.container.type);
      return type ? [[type, entry.perContainer] as const] : [];
    }),
  );
  const parts = containerMix(shipping, perType);
  if (!parts) return null;
  for (const part of parts) {
    const entry = loaded.find((candidate) => candidate.container.type === part.type);
    if (entry) entry.figures.mix = count(fromInteger(part.count));
  }
  return { parts, quantity: shipping };
}
