/**
 * The memo evaluate.ts keeps of the best grid of one kind in a box, in flat arrays.
 */
import type { Turn } from './cargo.js';

/** Entries of the memo of best grids: a table indexed by a hash of the box, each entry overwritten by the next box of its hash. */
const GRID_ENTRIES = 1 << 16;

/** A memo of bestGrid by box, in flat arrays: a lookup costs a hash and three compares, where a Map of number keys cost a third of the planner's time. */
export interface GridMemo {
  boxes: Int32Array;
  volumes: Float64Array;
  /** Every turn of every kind: along, across, up, a carton's volume, in turn. */
  turns: Float64Array;
  /** Turns weighed by lookups the memo did not answer, for the step count. */
  weighed: number;
}

export function gridMemo(kinds: ReadonlyArray<{ turns: readonly Turn[]; volume: number }>): GridMemo {
  const turns = new Float64Array(
    kinds.flatMap((kind) => kind.turns.flatMap((turn) => [turn.along, turn.across, turn.up, kind.volume])),
  );
  return {
    boxes: new Int32Array(3 * GRID_ENTRIES).fill(-1),
    volumes: new Float64Array(GRID_ENTRIES),
    turns,
    weighed: 0,
  };
}
