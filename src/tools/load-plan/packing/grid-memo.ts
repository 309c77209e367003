/**
 * The memo evaluate.ts keeps of the best grid of one kind in a box, in flat arrays.
 */
/** Entries of the memo of best grids: a table indexed by a hash of the box, each entry overwritten by the next box of its hash. */
const GRID_ENTRIES = 1 << 14;

/** A memo of bestGrid by box, in flat arrays: a lookup costs a hash and three compares, where a Map of number keys cost a third of the planner's time. */
export interface GridMemo {
  boxes: Int32Array;
  volumes: Float64Array;
}

export function gridMemo(): GridMemo {
  return { boxes: new Int32Array(3 * GRID_ENTRIES).fill(-1), volumes: new Float64Array(GRID_ENTRIES) };
}

