/**
 * The blocks that may fill a space: grids of cartons of one kind all turned one way (simple
 * blocks, as every block-building method has them), within what is left of the kind, the weight
 * left and its layer limit. For each kind and turn, every cross-section of the space (so many
 * across, so many up) as deep as the cartons left allow: a search among these finds walls, columns
 * and layers alike, and the blocks that match a neighbour's height. Where a side holds more than
 * SIDE_COUNTS cartons, only some counts are tried on it (all the small and the large ones, and a
 * few between), so that a space costs the same whatever the cartons' size.
 *
 * Blocks are weighed as they are listed and only the best few are made into objects (Shortlist):
 * this is the planner's innermost loop.
 */
import type { Turn } from './cargo.js';
import { scoreOf } from './evaluate.js';
import type { Kit } from './kit.js';
import type { Space } from './spaces.js';

export interface Candidate {
  kind: number;
  turn: Turn;
  nx: number;
  ny: number;
  nz: number;
  /** The block's size: nx × along, ny × across, nz × up. */
  length: number;
  width: number;
  height: number;
  cartons: number;
  volume: number;
  grams: number;
}

/** The most counts tried on one side of a block. */
const SIDE_COUNTS = 12;
/**
 * About the most blocks one space weighs, whatever the kinds left (a hundred kinds: a few counts a
 * turn): fewer for the greedy finish of a partial plan (a list of one), which runs most often.
 */
const MOST_WEIGHED = { ranked: 6000, greedy: 2000 };

/** The counts tried on a side that holds at most `most`, largest first: all, or the small, the large and a few between. */
function countsUpTo(most: number): readonly number[] {
  const known = COUNTS.get(most);
  if (known) return known;
  const counts: number[] = [];
  if (most <= SIDE_COUNTS) for (let n = most; n >= 1; n--) counts.push(n);
  else
    for (const n of [most, most - 1, most - 2, most - 3, (most * 3) >> 2, most >> 1, most >> 2, 4, 3, 2, 1])
      if (n >= 1 && !counts.includes(n)) counts.push(n);
  // Kept for every count met: at most the longest side of a hold over the shortest carton side.
  COUNTS.set(most, counts);
  return counts;
}

const COUNTS = new Map<number, readonly number[]>();

/** The best `size` blocks offered, by score; ties go to the block offered first. */
export class Shortlist {
  readonly blocks: Candidate[] = [];
  readonly scores: number[] = [];

  constructor(readonly size: number) {}

  clear(): void {
    this.blocks.length = 0;
    this.scores.length = 0;
  }

  /** Whether a block of this score would be kept. */
  wants(score: number): boolean {
    return this.blocks.length < this.size || score > (this.scores[this.scores.length - 1] ?? Number.NEGATIVE_INFINITY);
  }

  add(score: number, block: Candidate): void {
    let at = this.scores.length;
    while (at > 0 && (this.scores[at - 1] ?? 0) < score) at--;
    this.scores.splice(at, 0, score);
    this.blocks.splice(at, 0, block);
    if (this.blocks.length > this.size) {
      this.blocks.pop();
      this.scores.pop();
    }
  }
}

/**
 * Weighs the blocks that fit `space`, given the cartons left of each kind and the weight left,
 * keeping the best in `list`. Returns how many were weighed, for the step count.
 */
export function shortlist(kit: Kit, space: Space, left: Int32Array, gramsLeft: number, list: Shortlist): number {
  const sl = space.x2 - space.x1;
  const sw = space.y2 - space.y1;
  const sh = space.z2 - space.z1;
  let weighed = 0;
  // With many kinds left, fewer counts a side for each turn: a space never weighs many more than MOST_WEIGHED.
  let turns = 0;
  for (let k = 0; k < kit.kinds.length; k++) if ((left[k] ?? 0) > 0) turns += kit.kinds[k]?.turns.length ?? 0;
  const most = list.size === 1 ? MOST_WEIGHED.greedy : MOST_WEIGHED.ranked;
  const allowed = Math.max(1, Math.floor(most / Math.max(1, turns)));
  const acrossAllowed = Math.max(1, Math.floor(Math.sqrt(allowed)));
  for (let k = 0; k < kit.kinds.length; k++) {
    const kind = kit.kinds[k];
    const leftOf = left[k] ?? 0;
    if (kind === undefined || leftOf === 0) continue;
    if (kind.bottomOnly && space.z1 > 0) continue;
    const under = kind.limited < 0 || space.lines === null ? 0 : (space.lines[kind.limited] ?? 0);
    const layers = Math.min(kind.maxLayers - under, kind.bottomOnly || kind.topOnly ? 1 : Number.POSITIVE_INFINITY);
    const byWeight = kind.grams > 0 ? Math.floor(gramsLeft / kind.grams) : leftOf;
    const most = Math.min(leftOf, byWeight);
    if (layers <= 0 || most <= 0) continue;
    for (const turn of kind.turns) {
      const mx = Math.floor(sl / turn.along);
      const my = Math.min(Math.floor(sw / turn.across), most);
      const mz = Math.min(Math.floor(sh / turn.up), layers, most);
      if (mx === 0 || my === 0 || mz === 0) continue;
      let acrossCounts = countsUpTo(my);
      let upCounts = countsUpTo(mz);
      if (acrossCounts.length * upCounts.length > allowed) {
        acrossCounts = acrossCounts.slice(0, acrossAllowed);
        upCounts = upCounts.slice(0, Math.max(1, Math.floor(allowed / acrossCounts.length)));
      }
      for (const ny of acrossCounts) {
        for (const nz of upCounts) {
          const section = ny * nz;
          if (section > most) continue;
          const nx = Math.min(mx, Math.floor(most / section));
          const cartons = nx * section;
          const length = nx * turn.along;
          const width = ny * turn.across;
          const height = nz * turn.up;
          const volume = cartons * kind.volume;
          weighed += 1;
          const score = scoreOf(kit, space, kind.topOnly, length, width, height, volume);
          if (!list.wants(score)) continue;
          list.add(score, {
            kind: k,
            turn,
            nx,
            ny,
            nz,
            length,
            width,
            height,
            cartons,
            volume,
            grams: cartons * kind.grams,
          });
        }
      }
    }
  }
  return weighed;
}
