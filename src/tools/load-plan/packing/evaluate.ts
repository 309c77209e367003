/**
 * How good a block is for a space, before searching further: the volume of its cartons less the
 * room it surely leaves unusable, weighed by how much of its surface touches walls and cartons.
 *
 * - Beside the block, the gap it leaves on each axis takes only a row of carton sides; what no
 *   row fills is lost (the volume-loss fitness of Zhu and Lim 2012).
 * - Over it, only its own top carries cartons: what the best grid of one kind leaves of that room
 *   is lost too (the rule of full support makes this the larger loss).
 * - The share of its surface against the space's walls (those it reaches), the share Araya,
 *   Guerrero and Nuñez (2017) weigh blocks by: compact plans leave fewer thin gaps.
 *
 * The search (search.ts) ranks blocks by it, and judges a partial plan by finishing it greedily.
 */
import type { Kit } from './kit.js';
import type { Space } from './spaces.js';

/** The most volume one grid of one kind fills in a box of l × w × h, any kind (what is left of it is not asked). */
function bestGrid(kit: Kit, l: number, w: number, h: number): number {
  const { boxes, volumes } = kit.grids;
  const GRID_ENTRIES = volumes.length;
  const entry = (Math.imul(l, 73856093) ^ Math.imul(w, 19349663) ^ Math.imul(h, 83492791)) & (GRID_ENTRIES - 1);
  if (boxes[3 * entry] === l && boxes[3 * entry + 1] === w && boxes[3 * entry + 2] === h) return volumes[entry] ?? 0;
  let best = 0;
  const turns = kit.grids.turns;
  kit.grids.weighed += turns.length >> 2;
  for (let t = 0; t < turns.length; t += 4) {
    const along = turns[t] ?? 0;
    const across = turns[t + 1] ?? 0;
    const up = turns[t + 2] ?? 0;
    if (along > l || across > w || up > h) continue;
    const volume = Math.floor(l / along) * Math.floor(w / across) * Math.floor(h / up) * (turns[t + 3] ?? 0);
    if (volume > best) best = volume;
  }
  boxes[3 * entry] = l;
  boxes[3 * entry + 1] = w;
  boxes[3 * entry + 2] = h;
  volumes[entry] = best;
  return best;
}

/** The score of a block `length` × `width` × `height` (nothing on it when `topOnly`) of cartons filling `volume`, in the corner of `space`. */
export function scoreOf(
  kit: Kit,
  space: Space,
  topOnly: boolean,
  length: number,
  width: number,
  height: number,
  volume: number,
): number {
  const sl = space.x2 - space.x1;
  const sw = space.y2 - space.y1;
  const sh = space.z2 - space.z1;
  const rx = sl - length;
  const ry = sw - width;
  const rz = sh - height;
  const wasteX = rx - (kit.usable[0][rx] ?? 0);
  const wasteY = ry - (kit.usable[1][ry] ?? 0);
  const aboveRoom = length * width * rz;
  const above = rz === 0 || topOnly ? aboveRoom : aboveRoom - bestGrid(kit, length, width, rz);
  const lost = (wasteX * sw + wasteY * sl - wasteX * wasteY) * sh + above;
  const faces = width * height + length * height + length * width;
  const touching =
    faces + (rx === 0 ? width * height : 0) + (ry === 0 ? length * height : 0) + (rz === 0 ? length * width : 0);
  const share = touching / (2 * faces);
  // A block losing more than it holds ranks lower the less it touches.
  return lost > volume ? (volume - lost) / share : (volume - lost) * share;
}
