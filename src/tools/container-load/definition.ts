/**
 * container-load: cartons of one size into 20GP, 40GP, 40HQ and 45HQ containers. Sizes come
 * from the containers dataset (inside size, door, payload, each figure from the first source
 * that publishes it: the carrier, Hapag-Lloyd, before the World Shipping Council); the packing
 * works in whole millimetres and grams (packing/pack.ts): a carton size is rounded UP to the
 * millimetre and its weight up to the gram, so the result never overfills.
 */
import { type Decimal, compare, dec, divide, mul, toPlain } from '../../core/decimal.js';
import { type Figure, code, count, quantity, ratio } from '../../core/figures.js';
import { type Unit, convertExact, convertRounded } from '../../core/units.js';
import type { Row } from '../../datasets/model.js';
import { requireCurrent } from '../kit/dataset-figures.js';
import type { InputValues, Step, ToolDefinition, ToolResult, Warning } from '../kit/definition.js';
import { packCartons } from '../packing/pack.js';
import { CONTAINER_LOAD_EXAMPLE } from './example.js';

export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ'] as const;
type ContainerType = (typeof CONTAINER_TYPES)[number];
const SOURCE_PREFERENCE = ['hapag-lloyd', 'wsc'];
/** The figures given per container type (each output name is the figure and the type: perContainer20GP). */
const OUTPUT_KINDS: Readonly<Record<string, { kind: Figure['kind']; unit?: string }>> = {
  perContainer: { kind: 'count' },
  containers: { kind: 'count' },
  lastContainer: { kind: 'count' },
  rows: { kind: 'count' },
  columns: { kind: 'count' },
  layers: { kind: 'count' },
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
};
const OUTPUT_FIGURES = Object.keys(OUTPUT_KINDS);

interface Container {
  type: ContainerType;
  length: number;
  width: number;
  height: number;
  door?: { width: number; height: number };
  /** Payload in grams; absent where no source publishes one (45HQ). */
  payloadGrams?: number;
}

/** The figure `column` of `type` from the most preferred source that publishes it. */
function figure(rows: readonly Row[], type: ContainerType, column: string): number | undefined {
  const candidates = rows.filter((row) => row.type === type && typeof row[column] === 'string');
  candidates.sort((a, b) => sourceRank(a) - sourceRank(b));
  const value = candidates[0]?.[column];
  return typeof value === 'string' ? Number(value) : undefined;
}

function sourceRank(row: Row): number {
  const rank = SOURCE_PREFERENCE.findIndex((source) => String(row.id).includes(`.${source}.`));
  return rank < 0 ? SOURCE_PREFERENCE.length : rank;
}

function containerOf(rows: readonly Row[], type: ContainerType): Container | null {
  const [length, width, height] = ['length_mm', 'width_mm', 'height_mm'].map((column) => figure(rows, type, column));
  if (length === undefined || width === undefined || height === undefined) return null;
  const doorWidth = figure(rows, type, 'door_width_mm');
  const doorHeight = figure(rows, type, 'door_height_mm');
  const payloadKg = figure(rows, type, 'payload_max_kg');
  return {
    type,
    length,
    width,
    height,
    ...(doorWidth !== undefined && doorHeight !== undefined ? { door: { width: doorWidth, height: doorHeight } } : {}),
    ...(payloadKg !== undefined ? { payloadGrams: payloadKg * 1000 } : {}),
  };
}

/** Whole millimetres or grams, rounded up; `rounded` says whether anything was lost. */
function wholeUp(value: Decimal, from: Unit, to: Unit): { whole: number; rounded: boolean } {
  const whole = convertRounded(value, from, to, 0, 'ceil');
  // A conversion that does not terminate is never whole (1 in = 25.4 mm always terminates; this is for safety).
  const exact = convertExact(value, from, to);
  return { whole: Number(toPlain(whole)), rounded: exact === null || !whole.eq(exact) };
}

interface Loaded {
  container: Container;
  perContainer: number;
  figures: Record<string, Figure>;
}

function loadInto(container: Container, carton: { length: number; width: number; height: number; grams: number }, inputs: InputValues): Loaded {
  const pack = packCartons({
    carton: { length: carton.length, width: carton.width, height: carton.height },
    space: { length: container.length, width: container.width, height: container.height },
    ...(container.door ? { door: container.door } : {}),
    upright: inputs.upright === true,
    ...(typeof inputs.maxLayers === 'number' ? { maxLayers: inputs.maxLayers } : {}),
    fill: inputs.fill !== false,
  });
  const byWeight = container.payloadGrams !== undefined && carton.grams > 0 ? Math.floor(container.payloadGrams / carton.grams) : Number.POSITIVE_INFINITY;
  const perContainer = Math.min(pack.cartons, byWeight);
  const figures: Record<string, Figure> = {
    perContainer: count(BigInt(perContainer)),
    limit: code(byWeight < pack.cartons ? 'weight' : 'space'),
    spareLength: quantity(dec(String(pack.spare.length)), 'mm'),
    spareWidth: quantity(dec(String(pack.spare.width)), 'mm'),
    spareHeight: quantity(dec(String(pack.spare.height)), 'mm'),
    spareLengthIn: quantity(convertRounded(dec(String(pack.spare.length)), 'mm', 'in', 2, 'half-up'), 'in'),
    spareWidthIn: quantity(convertRounded(dec(String(pack.spare.width)), 'mm', 'in', 2, 'half-up'), 'in'),
    spareHeightIn: quantity(convertRounded(dec(String(pack.spare.height)), 'mm', 'in', 2, 'half-up'), 'in'),
  };
  if (pack.main) {
    Object.assign(figures, {
      rows: count(BigInt(pack.main.rows)),
      columns: count(BigInt(pack.main.columns)),
      layers: count(BigInt(pack.main.layers)),
      along: quantity(dec(String(pack.main.oriented.along)), 'mm'),
      across: quantity(dec(String(pack.main.oriented.across)), 'mm'),
      up: quantity(dec(String(pack.main.oriented.up)), 'mm'),
    });
  }
  const cartonVolume = mul(mul(dec(String(carton.length)), dec(String(carton.width))), dec(String(carton.height)));
  const containerVolume = mul(dec(String(container.length * container.width)), dec(String(container.height)));
  figures.volumeUse = ratio(divide(mul(cartonVolume, dec(String(perContainer))), containerVolume, 4, 'half-up'));
  if (container.payloadGrams !== undefined) {
    figures.weightUse = ratio(divide(dec(String(perContainer * carton.grams)), dec(String(container.payloadGrams)), 4, 'half-up'));
  }
  return { container, perContainer, figures };
}

function compute(inputs: InputValues, data: Parameters<ToolDefinition['compute']>[1]): ToolResult {
  const containers = requireCurrent(data, 'containers');
  const lengthUnit = inputs.lengthUnit as Unit;
  const sides = (['length', 'width', 'height'] as const).map((side) => wholeUp(inputs[side] as Decimal, lengthUnit, 'mm'));
  const grams = wholeUp(inputs.grossWeight as Decimal, inputs.weightUnit as Unit, 'g');
  const carton = { length: sides[0]!.whole, width: sides[1]!.whole, height: sides[2]!.whole, grams: grams.whole };
  const types = inputs.containerType === 'all' ? CONTAINER_TYPES : [inputs.containerType as ContainerType];

  const warnings: Warning[] = [];
  if (sides.some((s) => s.rounded) || grams.rounded) warnings.push({ code: 'container-load.rounded_up', level: 'note', values: {} });
  const loaded: Loaded[] = [];
  for (const type of types) {
    const container = containerOf(containers.rows, type);
    if (!container) continue;
    const result = loadInto(container, carton, inputs);
    if (result.perContainer === 0) warnings.push({ code: 'container-load.does_not_fit', values: { type: code(type) } });
    if (container.payloadGrams === undefined) warnings.push({ code: 'container-load.no_payload', level: 'note', values: { type: code(type) } });
    loaded.push(result);
  }

  const shipping = typeof inputs.quantity === 'number' ? inputs.quantity : undefined;
  for (const entry of loaded) {
    if (shipping === undefined || entry.perContainer === 0) continue;
    const needed = Math.ceil(shipping / entry.perContainer);
    entry.figures.containers = count(BigInt(needed));
    entry.figures.lastContainer = count(BigInt(shipping - (needed - 1) * entry.perContainer));
  }
  const ranked = rank(loaded.filter((entry) => entry.perContainer > 0), shipping);
  ranked.forEach((entry, index) => (entry.figures.rank = count(BigInt(index + 1))));

  const outputs: Record<string, Figure> = {};
  const steps: Step[] = [];
  for (const entry of loaded) {
    for (const name of OUTPUT_FIGURES) {
      const value = entry.figures[name];
      if (value) outputs[`${name}${entry.container.type}`] = value;
    }
    steps.push({
      id: 'container-load.type',
      values: {
        type: code(entry.container.type),
        length: quantity(dec(String(entry.container.length)), 'mm'),
        width: quantity(dec(String(entry.container.width)), 'mm'),
        height: quantity(dec(String(entry.container.height)), 'mm'),
        perContainer: entry.figures.perContainer as Figure,
        limit: entry.figures.limit as Figure,
      },
    });
  }
  const best = ranked[0];
  if (best) {
    outputs.best = code(best.container.type);
    steps.push({ id: 'container-load.best', values: { best: code(best.container.type) } });
  }
  return { outputs, steps, warnings, read: [containers] };
}

/**
 * With a quantity to ship: the fewest containers first, then the smaller type (cheaper to
 * book). Without one: the best use of the container's volume first.
 */
function rank(entries: Loaded[], shipping: number | undefined): Loaded[] {
  const byType = (a: Loaded, b: Loaded) => CONTAINER_TYPES.indexOf(a.container.type) - CONTAINER_TYPES.indexOf(b.container.type);
  if (shipping !== undefined) {
    return [...entries].sort((a, b) => Math.ceil(shipping / a.perContainer) - Math.ceil(shipping / b.perContainer) || byType(a, b));
  }
  const use = (entry: Loaded) => dec((entry.figures.volumeUse as { value: string }).value);
  return [...entries].sort((a, b) => compare(use(b), use(a)) || byType(a, b));
}

const size = (name: string, description: string) => ({ name, type: 'decimal' as const, required: true, min: '0', minExclusive: true, max: '100000', description });

export const containerLoadTool: ToolDefinition = {
  id: 'container-load',
  names: { 'zh-CN': '集装箱装箱计算', en: 'Container loading', ja: 'コンテナ積載計算', ko: '컨테이너 적재 계산' },
  slug: 'container-load',
  datasets: ['containers'],
  inputs: [
    size('length', 'Outer length of one carton, in lengthUnit.'),
    size('width', 'Outer width of one carton, in lengthUnit.'),
    size('height', 'Outer height of one carton (its upright side), in lengthUnit.'),
    { name: 'grossWeight', type: 'decimal', required: true, min: '0', max: '100000', description: 'Gross weight of one carton, in weightUnit.' },
    { name: 'lengthUnit', type: 'unit', kind: 'length', default: 'cm', description: 'Unit of the carton size.' },
    { name: 'weightUnit', type: 'unit', kind: 'weight', default: 'kg', description: 'Unit of the gross weight.' },
    { name: 'containerType', type: 'choice', choices: ['all', ...CONTAINER_TYPES], default: 'all', description: 'One container type, or all four.' },
    { name: 'quantity', type: 'integer', min: 1, max: 100_000_000, description: 'Cartons to ship: gives containers and lastContainer.' },
    { name: 'maxLayers', type: 'integer', min: 1, max: 1000, description: 'At most this many cartons stacked.' },
    { name: 'fill', type: 'boolean', default: true, description: 'Fill the space left by the main block with cartons turned another way.' },
    { name: 'upright', type: 'boolean', default: false, description: 'Keep every carton’s height vertical (“this side up”).' },
  ],
  outputs: [
    ...CONTAINER_TYPES.flatMap((type) => Object.entries(OUTPUT_KINDS).map(([name, shape]) => ({ name: `${name}${type}`, ...shape }))),
    { name: 'best', kind: 'code' },
  ],
  steps: ['container-load.type', 'container-load.best'],
  warnings: ['container-load.does_not_fit', 'container-load.no_payload', 'container-load.rounded_up'],
  example: CONTAINER_LOAD_EXAMPLE,
  compute,
};
