/**
 * A load-plan answer checked against its request, from its `plan` member alone: the rules every
 * plan keeps (load-plan-rules.ts, on whole numbers: every decimal string scaled by one power of
 * ten), and the outputs adding up to the plan (cartons placed and left over, containers by type).
 */
import assert from 'node:assert/strict';
import { type RuleCarton, type RuleContainer, brokenRules, placedPerRow } from './load-plan-rules.js';

type Json = Record<string, any>;

const placesOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * The finest grain the planner works in, as docs/tools/load-plan.md (Units) writes it: places of
 * the unit never finer than a millimetre or a gram. Written here from the document, not imported.
 */
const FINEST_PLACES: Readonly<Record<string, number>> = {
  mm: 0,
  cm: 1,
  m: 3,
  in: 1,
  ft: 2,
  yd: 2,
  g: 0,
  kg: 3,
  t: 6,
  oz: 1,
  lb: 2,
};

/** `text` (a decimal string, not negative) rounded up to `places` places, as the planner takes a carton's figure. */
function roundedUp(text: string, places: number): string {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return text;
  const kept = BigInt(`${whole}${fraction.slice(0, places)}`) + (/[1-9]/.test(fraction.slice(places)) ? 1n : 0n);
  const digits = kept.toString().padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The figures of one kind (`texts`) each rounded up to the plan's grain of `unit`. */
function toGrain(texts: readonly string[], unit: string): string[] {
  const places = Math.min(Math.max(0, ...texts.map(placesOf)), FINEST_PLACES[unit] ?? 0);
  return texts.map((text) => roundedUp(text, places));
}

/** `text` (a decimal string) times 10^places, as a whole number. */
function scaled(text: string, places: number): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(`${whole}${fraction.padEnd(places, '0')}`);
}

function sidesOf(row: Json): RuleCarton['vertical'] {
  if (row.upright === true) return ['height'];
  if (typeof row.verticalSides === 'string') {
    const named = row.verticalSides === 'any' ? 'height,width,length' : row.verticalSides;
    return named.split(',') as RuleCarton['vertical'];
  }
  return ['length', 'width', 'height'];
}

/** The request's cartons and the answer's containers on whole numbers, lengths and weights each on one scale. */
function rulesOf(inputs: Json, body: Json): { cartons: RuleCarton[]; containers: RuleContainer[] } {
  const plan = body.plan as Json;
  // A carton's figures as the planner takes them: rounded up to the plan's grain (its documented rule).
  const rows = inputs.cartons as Json[];
  const sides = toGrain(
    rows.flatMap((row) => [String(row.length), String(row.width), String(row.height)]),
    String(inputs.lengthUnit ?? 'cm'),
  );
  const grossWeights = toGrain(
    rows.map((row) => String(row.grossWeight)),
    String(inputs.weightUnit ?? 'kg'),
  );
  const lengths: string[] = [...sides];
  const weights: string[] = [...grossWeights];
  for (const container of plan.containers as Json[]) {
    lengths.push(container.length, container.width, container.height);
    if (container.door) lengths.push(container.door.width, container.door.height);
    if (container.payload) weights.push(container.payload);
    for (const block of container.blocks as Json[])
      lengths.push(block.x, block.y, block.z, block.length, block.width, block.height);
  }
  const lengthPlaces = Math.max(0, ...lengths.map(placesOf));
  const weightPlaces = Math.max(0, ...weights.map(placesOf));
  const length = (text: string) => scaled(text, lengthPlaces);
  const cartons = rows.map((row, index) => ({
    length: length(sides[3 * index] ?? ''),
    width: length(sides[3 * index + 1] ?? ''),
    height: length(sides[3 * index + 2] ?? ''),
    grams: scaled(grossWeights[index] ?? '', weightPlaces),
    quantity: Number(row.quantity),
    vertical: sidesOf(row),
    ...(row.maxLayers === undefined ? {} : { maxLayers: Number(row.maxLayers) }),
    ...(row.bottomOnly === true ? { bottomOnly: true } : {}),
    ...(row.topOnly === true ? { topOnly: true } : {}),
  }));
  const containers = (plan.containers as Json[]).map((container) => ({
    length: length(container.length),
    width: length(container.width),
    height: length(container.height),
    ...(container.door ? { door: { width: length(container.door.width), height: length(container.door.height) } } : {}),
    ...(container.payload ? { payload: scaled(container.payload, weightPlaces) } : {}),
    blocks: (container.blocks as Json[]).map((block) => ({
      row: block.row,
      x: length(block.x),
      y: length(block.y),
      z: length(block.z),
      length: length(block.length),
      width: length(block.width),
      height: length(block.height),
      nx: block.nx,
      ny: block.ny,
      nz: block.nz,
    })),
  }));
  return { cartons, containers };
}

/**
 * The inputs as the answer says it read them: each value it lists in `normalized` (a number typed
 * with full-width digits, spaces or 。, docs/contract.md) put at its dotted path, on a copy.
 */
function asRead(inputs: Json, body: Json): Json {
  const read: Json = structuredClone(inputs);
  for (const { path, used } of (body.normalized ?? []) as Array<{ path: string; used: unknown }>) {
    const names = path.split('.');
    const last = names.pop();
    const parent = names.reduce<Json | undefined>((at, name) => at?.[name], read);
    if (parent !== undefined && last !== undefined) parent[last] = used;
  }
  return read;
}

/** Asserts that a 200 answer of load-plan keeps every rule and that its outputs add up to its plan. */
export function assertLoadPlanAnswer(inputs: Json, body: Json): void {
  const { cartons, containers } = rulesOf(asRead(inputs, body), body);
  assert.deepEqual(brokenRules(cartons, containers), [], 'the plan keeps every rule');
  const placed = placedPerRow(cartons, containers).reduce((sum, count) => sum + count, 0);
  const total = cartons.reduce((sum, carton) => sum + carton.quantity, 0);
  const outputs = body.outputs as Json;
  assert.equal(outputs.placed.value, String(placed));
  assert.equal(outputs.unplaced.value, String(total - placed));
  assert.equal(outputs.containers.value, String(containers.length));
  const byType = new Map<string, number>();
  for (const container of body.plan.containers as Json[])
    byType.set(container.type, (byType.get(container.type) ?? 0) + 1);
  for (const [type, count] of byType) {
    const name = type === 'own' ? 'containersOwn' : `containers${type}`;
    assert.equal(outputs[name]?.value, String(count), name);
  }
  assert.equal(body.plan.unit, inputs.lengthUnit ?? 'cm');
}
