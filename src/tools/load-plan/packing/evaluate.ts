/**
 * How good a block is for a space, before searching further: its cartons' volume, less the room
 * it surely leaves unusable. Beside the block, on each axis the gap it leaves can take only a row
 * of carton sides; what no row fills is lost (Zhu and Lim 2012, the volume-loss fitness). Over
 * it, only its own top carries cartons: what the best grid of one kind leaves of that room is
 * lost too. The search (search.ts) ranks blocks by it, and judges a partial plan by finishing it
 * greedily.
 */
import type { Kit } from './kit.js';
import type { Space } from './spaces.js';

/** The most volume one grid of one kind fills in a box of l × w × h, any kind (what is left of it is not asked). */
function bestGrid(kit: Kit, l: number, w: number, h: number): number {
  const key = (l * (kit.hold.width + 1) + w) * (kit.hold.height + 1) + h;
  const known = kit.grids.get(key);
  if (known !== undefined) return known;
  let best = 0;
  for (const kind of kit.kinds) {
    for (const turn of kind.turns) {
      const fits = Math.floor(l / turn.along) * Math.floor(w / turn.across) * Math.floor(h / turn.up);
      if (fits * kind.volume > best) best = fits * kind.volume;
    }
  }
  kit.grids.set(key, best);
  return best;
}

/** The score of a block of `kind`, `length` × `width` × `height`, of cartons filling `volume`, in the corner of `space`. */
export function scoreOf(
  kit: Kit,
  space: Space,
  kind: number,
  length: number,
  width: number,
  height: number,
  volume: number,
): number {
  const [sl, sw, sh] = [space.x2 - space.x1, space.y2 - space.y1, space.z2 - space.z1];
  const [rx, ry, rz] = [sl - length, sw - width, sh - height];
  const wasteX = rx - (kit.usable[0][rx] ?? 0);
  const wasteY = ry - (kit.usable[1][ry] ?? 0);
  const aboveRoom = length * width * rz;
  const above = rz === 0 || kit.kinds[kind]?.topOnly ? aboveRoom : aboveRoom - bestGrid(kit, length, width, rz);
  const lost = (wasteX * sw + wasteY * sl - wasteX * wasteY) * sh + above;
  return volume - lost;
}
