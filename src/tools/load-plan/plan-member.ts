/**
 * The answer's `plan` member (docs/tools/load-plan.md, The plan): per container its type, inside
 * size, door and payload, the weight and shares it holds, and its blocks in loading order, each
 * `{row, x, y, z, length, width, height, nx, ny, nz}`: nx × ny × nz cartons of row `row`, each of
 * the turned size length × width × height, the first at (x, y, z). Sizes are exact decimal strings
 * in `unit` (the input's length unit), weights in `weightUnit`; counts and rows are integers.
 */
import { type Decimal, divide, fromInteger, toPlain } from '../../core/decimal.js';
import { DECIMAL_STRING as DECIMAL, type JsonSchema, object } from '../../core/json-schema.js';
import type { Cargo } from './cargo-of.js';
import { grainsText } from './grain.js';
import type { LoadedContainer } from './packing/plan-load.js';

interface PlanBlock {
  row: number;
  x: string;
  y: string;
  z: string;
  length: string;
  width: string;
  height: string;
  nx: number;
  ny: number;
  nz: number;
}

interface PlanContainer {
  type: string;
  length: string;
  width: string;
  height: string;
  door?: { width: string; height: string };
  payload?: string;
  weight: string;
  volumeUse: string;
  weightUse?: string;
  blocks: PlanBlock[];
}

export interface Plan {
  unit: string;
  weightUnit: string;
  containers: PlanContainer[];
}

const big = (value: number | bigint) => fromInteger(BigInt(value));
/** A share of 4 places, half up, as container-load gives its shares. */
export const share = (part: bigint, whole: bigint): Decimal => divide(big(part), big(whole), 4, 'half-up');

export const holdVolume = ({ hold }: LoadedContainer): bigint =>
  BigInt(hold.length) * BigInt(hold.width) * BigInt(hold.height);

export function planMember(cargo: Cargo, containers: readonly LoadedContainer[]): Plan {
  const length = (grains: number) => grainsText(grains, cargo.grain);
  const weight = (grains: number) => grainsText(grains, cargo.weightGrain);
  return {
    unit: cargo.grain.unit,
    weightUnit: cargo.weightGrain.unit,
    containers: containers.map((loaded) => {
      const { hold, plan } = loaded;
      return {
        type: loaded.type,
        length: length(hold.length),
        width: length(hold.width),
        height: length(hold.height),
        ...(hold.door ? { door: { width: length(hold.door.width), height: length(hold.door.height) } } : {}),
        ...(hold.payload === undefined ? {} : { payload: weight(hold.payload) }),
        weight: weight(plan.grams),
        volumeUse: toPlain(share(BigInt(plan.volume), holdVolume(loaded))),
        ...(hold.payload ? { weightUse: toPlain(share(BigInt(plan.grams), BigInt(hold.payload))) } : {}),
        blocks: plan.blocks.map((block) => ({
          row: block.kind,
          x: length(block.x),
          y: length(block.y),
          z: length(block.z),
          length: length(block.along),
          width: length(block.across),
          height: length(block.up),
          nx: block.nx,
          ny: block.ny,
          nz: block.nz,
        })),
      };
    }),
  };
}

const COUNT: JsonSchema = { type: 'integer', minimum: 1 };

/** The member's schema, for the tool's answer in the OpenAPI documents. */
export const PLAN_SCHEMA: JsonSchema = {
  ...object(
    {
      unit: { type: 'string', description: 'The unit of every size and position: the input’s lengthUnit.' },
      weightUnit: { type: 'string', description: 'The unit of every weight: the input’s weightUnit.' },
      containers: {
        type: 'array',
        items: object(
          {
            type: { type: 'string', description: 'A type of the containers dataset, or own.' },
            length: DECIMAL,
            width: DECIMAL,
            height: DECIMAL,
            door: object({ width: DECIMAL, height: DECIMAL }, ['width', 'height']),
            payload: DECIMAL,
            weight: DECIMAL,
            volumeUse: DECIMAL,
            weightUse: DECIMAL,
            blocks: {
              type: 'array',
              description: 'In loading order, from the back wall to the door.',
              items: object(
                {
                  row: { type: 'integer', minimum: 0, description: 'Index into cartons.' },
                  x: DECIMAL,
                  y: DECIMAL,
                  z: DECIMAL,
                  length: DECIMAL,
                  width: DECIMAL,
                  height: DECIMAL,
                  nx: COUNT,
                  ny: COUNT,
                  nz: COUNT,
                },
                ['row', 'x', 'y', 'z', 'length', 'width', 'height', 'nx', 'ny', 'nz'],
              ),
            },
          },
          ['type', 'length', 'width', 'height', 'weight', 'volumeUse', 'blocks'],
        ),
      },
    },
    ['unit', 'weightUnit', 'containers'],
  ),
  description:
    'Each container and its blocks in loading order: nx × ny × nz cartons of row `row`, each turned to length × width × height, the first at (x, y, z): x along from the back wall, y across from the left wall (on your left as you stand in the door and look in), z up from the floor.',
};
