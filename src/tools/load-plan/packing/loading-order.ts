/**
 * The order a crew loads blocks in, from the back wall to the door: a block comes after every
 * block it stands on, and among the blocks whose supports are loaded, the one nearest the back
 * wall comes first (then the lowest, then the nearest the left wall). A block's supports are the
 * blocks whose tops touch its floor from below.
 */
import type { PlacedBlock } from './state.js';

const extent = (block: PlacedBlock) => ({
  x2: block.x + block.nx * block.along,
  y2: block.y + block.ny * block.across,
  z2: block.z + block.nz * block.up,
});

function earlier(a: PlacedBlock, b: PlacedBlock): boolean {
  return a.x !== b.x ? a.x < b.x : a.z !== b.z ? a.z < b.z : a.y < b.y;
}

export function loadingOrder(blocks: readonly PlacedBlock[]): PlacedBlock[] {
  const ends = blocks.map(extent);
  // waiting[i]: how many of block i's supports are not yet loaded; carries[j]: blocks standing on j.
  const waiting = blocks.map(() => 0);
  const carries: number[][] = blocks.map(() => []);
  // Blocks by the height of their tops: a block's supports are among those whose tops are at its floor.
  const byTop = new Map<number, number[]>();
  ends.forEach((end, j) => {
    const level = byTop.get(end.z2);
    if (level) level.push(j);
    else byTop.set(end.z2, [j]);
  });
  blocks.forEach((upper, i) => {
    const upperEnd = ends[i];
    if (upper.z === 0 || upperEnd === undefined) return;
    for (const j of byTop.get(upper.z) ?? []) {
      const [lower, lowerEnd] = [blocks[j], ends[j]];
      if (lower === undefined || lowerEnd === undefined) continue;
      if (lower.x < upperEnd.x2 && upper.x < lowerEnd.x2 && lower.y < upperEnd.y2 && upper.y < lowerEnd.y2) {
        waiting[i] = (waiting[i] ?? 0) + 1;
        carries[j]?.push(i);
      }
    }
  });
  const order: PlacedBlock[] = [];
  const ready = blocks.flatMap((_, i) => (waiting[i] === 0 ? [i] : []));
  while (ready.length > 0) {
    let pick = 0;
    for (let n = 1; n < ready.length; n++) {
      const [candidate, chosen] = [blocks[ready[n] ?? 0], blocks[ready[pick] ?? 0]];
      if (candidate && chosen && earlier(candidate, chosen)) pick = n;
    }
    const [next] = ready.splice(pick, 1);
    if (next === undefined) break;
    const block = blocks[next];
    if (block) order.push(block);
    for (const upper of carries[next] ?? []) {
      waiting[upper] = (waiting[upper] ?? 0) - 1;
      if (waiting[upper] === 0) ready.push(upper);
    }
  }
  return order;
}
