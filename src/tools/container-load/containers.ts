/**
 * The containers as the containers dataset gives them: inside size, door and payload, each
 * figure from the first source that publishes it (the carrier, Hapag-Lloyd, before the World
 * Shipping Council), in whole millimetres and grams. Read once per dataset version.
 */
import type { Row } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';

export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];
/** The types an answer can hold: the dataset's, and the caller's own container. */
export type LoadType = ContainerType | 'own';
export const LOAD_TYPES: readonly LoadType[] = [...CONTAINER_TYPES, 'own'];
/** The suffix of a type's outputs: perContainer20GP, perContainerOwn. */
export const suffixOf = (type: LoadType): string => (type === 'own' ? 'Own' : type);
const SOURCE_PREFERENCE = ['hapag-lloyd', 'wsc'];

export interface Container {
  type: LoadType;
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

function readContainer(rows: readonly Row[], type: ContainerType): Container | null {
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

/** Containers already read, by version and type: a version never changes once loaded. */
const READ = new WeakMap<LoadedVersion, Map<ContainerType, Container | null>>();

export function containerOf(version: LoadedVersion, type: ContainerType): Container | null {
  let read = READ.get(version);
  if (read === undefined) READ.set(version, (read = new Map()));
  let container = read.get(type);
  if (container === undefined) read.set(type, (container = readContainer(version.rows, type)));
  return container;
}
