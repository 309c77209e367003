/**
 * The fewest containers any plan can use for the cartons that fit (docs/tools/load-plan.md, The
 * bound): the largest of the volume bound (their volume over the largest container's), the weight
 * bound (their weight over the largest payload, when every type has one) and a bin-packing bound
 * on the big cartons (no two cartons of more than half a container's volume share one). A plan
 * using that many is proven the fewest. In whole grains, counted in BigInt: a hundred kinds of
 * large cartons overflow a double's exact integers.
 */
import { type CartonKind, type Hold, turnsOf, volumeOfKind } from './packing/cargo.js';

export interface Fewest {
  bound: number;
  byVolume: number;
  byWeight: number;
  big: number;
}

const ceilDivide = (a: bigint, b: bigint) => (b === 0n ? 0n : (a + b - 1n) / b);
const volumeOf = (hold: Hold) => BigInt(hold.length) * BigInt(hold.width) * BigInt(hold.height);

/** Whether one carton of a kind fits any of the holds, through its door, turned as it may be, within its payload. */
export function fitsAny(kind: CartonKind, holds: readonly Hold[]): boolean {
  return holds.some(
    (hold) => turnsOf(kind, hold).length > 0 && (hold.payload === undefined || kind.grams <= hold.payload),
  );
}

export function fewestContainers(kinds: readonly CartonKind[], holds: readonly Hold[]): Fewest {
  const fitting = kinds.filter((kind) => fitsAny(kind, holds));
  const largest = holds.reduce((most, hold) => (volumeOf(hold) > most ? volumeOf(hold) : most), 0n);
  const payloads = holds.map((hold) => hold.payload);
  const heaviest = payloads.every((payload) => payload !== undefined)
    ? payloads.reduce((most: number, payload) => Math.max(most, payload ?? 0), 0)
    : undefined;
  const volume = fitting.reduce((sum, kind) => sum + BigInt(volumeOfKind(kind)) * BigInt(kind.quantity), 0n);
  const weight = fitting.reduce((sum, kind) => sum + BigInt(kind.grams) * BigInt(kind.quantity), 0n);
  const byVolume = Number(ceilDivide(volume, largest));
  const byWeight = heaviest === undefined ? 0 : Number(ceilDivide(weight, BigInt(heaviest)));
  const big = fitting
    .filter((kind) => 2n * BigInt(volumeOfKind(kind)) > largest)
    .reduce((sum, kind) => sum + kind.quantity, 0);
  const any = fitting.some((kind) => kind.quantity > 0) ? 1 : 0;
  return { bound: Math.max(byVolume, byWeight, big, any), byVolume, byWeight, big };
}
