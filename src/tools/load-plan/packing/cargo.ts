/**
 * What the mixed-load planner packs (docs/tools/load-plan.md, The planner): kinds of cartons, each
 * with its size, weight, quantity and handling rules, into one hold (a container's inside, with its
 * door and payload). Sizes are whole units on the hold's axes (millimetres in the service, the
 * benchmark's centimetres in the bench): x along the hold from the back wall towards the door, y
 * across from the left wall, z up from the floor. Weights are whole units too (grams).
 */

/** A carton's own sides, by name: which of them may stand vertical. */
export type Side = 'length' | 'width' | 'height';

export interface CartonKind {
  length: number;
  width: number;
  height: number;
  /** One carton's weight. */
  grams: number;
  quantity: number;
  /** The carton's own sides that may stand vertical: ["height"] is "this side up". */
  vertical: readonly Side[];
  /** At most this many cartons of this kind on any vertical line. */
  maxLayers?: number;
  /** Nothing under it but the floor. */
  bottomOnly?: boolean;
  /** Nothing on it. */
  topOnly?: boolean;
}

export interface Hold {
  length: number;
  width: number;
  height: number;
  /** A carton goes in only turned so that its across side fits the door's width and its up side its height. */
  door?: { width: number; height: number };
  /** The most weight it takes; absent, weight is not limited. */
  payload?: number;
}

/** A carton as it stands in the hold: its side along x, across y, up z. */
export interface Turn {
  along: number;
  across: number;
  up: number;
}

/**
 * The distinct turns a kind may take in a hold: each side it may stand on, either way round on
 * the floor, through the door and inside the hold.
 */
export function turnsOf(kind: CartonKind, hold: Hold): Turn[] {
  const sides = { length: kind.length, width: kind.width, height: kind.height };
  const turns: Turn[] = [];
  const seen = new Set<string>();
  for (const up of (['height', 'width', 'length'] as const).filter((side) => kind.vertical.includes(side))) {
    const [a, b] = (['length', 'width', 'height'] as const).filter((side) => side !== up).map((side) => sides[side]);
    if (a === undefined || b === undefined) continue;
    for (const [along, across] of [
      [a, b],
      [b, a],
    ] as const) {
      const turn = { along, across, up: sides[up] };
      const key = `${along},${across},${turn.up}`;
      if (seen.has(key) || !fitsHold(turn, hold)) continue;
      seen.add(key);
      turns.push(turn);
    }
  }
  return turns;
}

function fitsHold(turn: Turn, hold: Hold): boolean {
  const { door } = hold;
  return (
    turn.along <= hold.length &&
    turn.across <= hold.width &&
    turn.up <= hold.height &&
    (door === undefined || (turn.across <= door.width && turn.up <= door.height))
  );
}

export const volumeOfKind = (kind: CartonKind): number => kind.length * kind.width * kind.height;
