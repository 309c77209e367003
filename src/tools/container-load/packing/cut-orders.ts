/**
 * How the block search (block-search.ts) cuts the rest of a space around the block in its corner
 * into boxes: the orders of the cuts for each block, made once.
 */

/** An axis: 0 along, 1 across, 2 up. */
export type Axis = 0 | 1 | 2;
type Side3 = readonly [number, number, number];

/**
 * The orders in which to cut the rest: across the length and the width either way round,
 * then the roof. A leftover thinner than any carton side is not cut off beside the block:
 * the empty strip then stays part of the neighbouring box, which only makes it larger. But
 * the box above always covers exactly the block's top, so that every carton stands either
 * on the floor or wholly on a block of cartons, never half over a gap.
 */
export function cutOrders(leastOn: Side3, sides: Side3, count: Side3, space: Side3): readonly (readonly Axis[])[] {
  const left0 = space[0] - sides[0] * count[0];
  const left1 = space[1] - sides[1] * count[1];
  const useful0 = left0 >= leastOn[0];
  const useful1 = left1 >= leastOn[1];
  if (space[2] - sides[2] * count[2] < leastOn[2]) {
    if (useful0 && useful1) return ORDERS.besideBoth;
    if (useful0) return ORDERS.along;
    if (useful1) return ORDERS.across;
    return ORDERS.none;
  }
  if (useful0 && useful1) return ORDERS.besideBothThenUp;
  // A strip too thin for a carton on an axis is cut off before the roof, so the roof is the block's top.
  if (useful0) return left1 > 0 ? ORDERS.alongStripUp : ORDERS.alongUp;
  if (useful1) return left0 > 0 ? ORDERS.acrossStripUp : ORDERS.acrossUp;
  if (left0 > 0) return left1 > 0 ? ORDERS.stripsUp : ORDERS.alongUp;
  return left1 > 0 ? ORDERS.acrossUp : ORDERS.up;
}

/** The cut orders cutOrders gives, made once (a plan keeps its order, and none is ever changed). */
const ORDERS = {
  none: [],
  along: [[0]],
  across: [[1]],
  besideBoth: [
    [0, 1],
    [1, 0],
  ],
  besideBothThenUp: [
    [0, 1, 2],
    [1, 0, 2],
  ],
  alongStripUp: [[0, 1, 2]],
  alongUp: [[0, 2]],
  acrossStripUp: [[1, 0, 2]],
  acrossUp: [[1, 2]],
  stripsUp: [[0, 1, 2]],
  up: [[2]],
} as const satisfies Record<string, readonly (readonly Axis[])[]>;
