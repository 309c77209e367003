/**
 * The empty room left in a hold, as maximal spaces whose floor is fully supported: boxes of free
 * room, each standing on the hold's floor or wholly on the tops of cartons at exactly its floor's
 * height, none inside another. A block placed anywhere inside one therefore stands wholly on what
 * is under it (no overhang), which is the rule every plan keeps.
 *
 * A block placed cuts every space it meets into the parts beside it (in front, behind, either
 * side, below), as the maximal-space method does (Lai and Chan 1997; Parreño et al. 2008); the
 * part above it is kept only over the block's own top, where it is supported. Tops at one height
 * that touch are joined into the wider spaces over both, so that a carton may bridge two blocks of
 * the same height (Fanslau and Bortfeldt 2010 reach the same by composite blocks).
 */

/** A box of the hold, from its near corner (x1, y1, z1) to its far one, in grains. */
interface Room {
  x1: number;
  y1: number;
  z1: number;
  x2: number;
  y2: number;
  z2: number;
}

export interface Space extends Room {
  /**
   * The most cartons of each layer-limited kind (by its index among them) on any vertical line
   * through the space's floor; null when none is under it.
   */
  lines: Int32Array | null;
}

/** A block's room in the hold, and the lines its top passes on (null: nothing may stand on it). */
export interface Placed extends Room {
  top: { lines: Int32Array | null } | null;
}

/** The least room a space must have on each axis for any carton left to fit in it. */
export interface Least {
  along: number;
  across: number;
  up: number;
}

/** How many joined spaces one placement may make, so that a floor of many equal tops stays cheap. */
const MOST_JOINED = 64;

const meets = (s: Space, b: Placed) =>
  s.x1 < b.x2 && b.x1 < s.x2 && s.y1 < b.y2 && b.y1 < s.y2 && s.z1 < b.z2 && b.z1 < s.z2;

const inside = (a: Space, b: Space) =>
  a.x1 >= b.x1 && a.x2 <= b.x2 && a.y1 >= b.y1 && a.y2 <= b.y2 && a.z1 >= b.z1 && a.z2 <= b.z2;

const roomy = (s: Space, least: Least) =>
  s.x2 - s.x1 >= least.along && s.y2 - s.y1 >= least.across && s.z2 - s.z1 >= least.up;

function part(s: Space, x1: number, y1: number, z1: number, x2: number, y2: number, z2: number): Space {
  return { x1, y1, z1, x2, y2, z2, lines: s.lines };
}

/** The most of each kind's lines under either of two floors. */
function higherLines(a: Int32Array | null, b: Int32Array | null): Int32Array | null {
  if (a === null || a === b) return b;
  if (b === null) return a;
  const lines = new Int32Array(a.length);
  for (let i = 0; i < a.length; i++) lines[i] = Math.max(a[i] ?? 0, b[i] ?? 0);
  return lines;
}

/**
 * The spaces joined from two at one floor height that overlap or touch: across both along x over
 * the width they share, and along y over the length they share. Each lies within the two, so it
 * is free and its floor supported.
 */
function joined(a: Space, b: Space, into: Space[]): void {
  const z2 = Math.min(a.z2, b.z2);
  const lines = higherLines(a.lines, b.lines);
  const [y1, y2] = [Math.max(a.y1, b.y1), Math.min(a.y2, b.y2)];
  if (y1 < y2 && a.x1 <= b.x2 && b.x1 <= a.x2) {
    const [x1, x2] = [Math.min(a.x1, b.x1), Math.max(a.x2, b.x2)];
    if (x2 - x1 > Math.max(a.x2 - a.x1, b.x2 - b.x1)) into.push({ x1, y1, z1: a.z1, x2, y2, z2, lines });
  }
  const [x1, x2] = [Math.max(a.x1, b.x1), Math.min(a.x2, b.x2)];
  if (x1 < x2 && a.y1 <= b.y2 && b.y1 <= a.y2) {
    const [yy1, yy2] = [Math.min(a.y1, b.y1), Math.max(a.y2, b.y2)];
    if (yy2 - yy1 > Math.max(a.y2 - a.y1, b.y2 - b.y1)) into.push({ x1, y1: yy1, z1: a.z1, x2, y2: yy2, z2, lines });
  }
}

/**
 * The spaces once a block is placed: those it meets cut around it, the room over its top joined
 * with the spaces at that height, those too small for any carton left dropped, none kept inside
 * another. Returns the work done (spaces looked at), for the step count.
 */
export function placeBlock(spaces: readonly Space[], block: Placed, least: Least, into: Space[]): number {
  const fresh: Space[] = [];
  const tops: Space[] = [];
  let work = spaces.length;
  for (const s of spaces) {
    if (!meets(s, block)) {
      into.push(s);
      continue;
    }
    if (block.x1 > s.x1) fresh.push(part(s, s.x1, s.y1, s.z1, block.x1, s.y2, s.z2));
    if (block.x2 < s.x2) fresh.push(part(s, block.x2, s.y1, s.z1, s.x2, s.y2, s.z2));
    if (block.y1 > s.y1) fresh.push(part(s, s.x1, s.y1, s.z1, s.x2, block.y1, s.z2));
    if (block.y2 < s.y2) fresh.push(part(s, s.x1, block.y2, s.z1, s.x2, s.y2, s.z2));
    if (block.z1 > s.z1) fresh.push(part(s, s.x1, s.y1, s.z1, s.x2, s.y2, block.z1));
    if (block.top !== null && block.z2 < s.z2) {
      tops.push({
        x1: Math.max(s.x1, block.x1),
        y1: Math.max(s.y1, block.y1),
        z1: block.z2,
        x2: Math.min(s.x2, block.x2),
        y2: Math.min(s.y2, block.y2),
        z2: s.z2,
        lines: block.top.lines,
      });
    }
  }
  // The room over the block's top, joined with what lies at its height, again with what that makes.
  const level = block.z2;
  const queue = tops.filter((s) => roomy(s, least));
  const joins: Space[] = [];
  for (let n = 0; n < queue.length && joins.length < MOST_JOINED; n++) {
    const top = queue[n];
    if (top === undefined) break;
    const made: Space[] = [];
    for (const other of into) if (other.z1 === level) joined(top, other, made);
    for (const other of fresh) if (other.z1 === level) joined(top, other, made);
    for (const other of queue) if (other !== top) joined(top, other, made);
    work += into.length + fresh.length + queue.length;
    for (const space of made) {
      if (!roomy(space, least) || queue.some((known) => inside(space, known))) continue;
      queue.push(space);
      joins.push(space);
    }
  }
  for (const s of fresh) if (roomy(s, least)) queue.push(s);
  // New spaces inside any other go; an old one goes only if a join holds it (the rest were apart).
  const kept = into.length;
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i];
    if (s === undefined) continue;
    let contained = false;
    for (let j = 0; j < kept && !contained; j++) contained = inside(s, into[j] as Space);
    for (let j = 0; j < queue.length && !contained; j++) {
      const other = queue[j];
      if (j !== i && other !== undefined && inside(s, other) && (!inside(other, s) || j < i)) contained = true;
    }
    work += kept + queue.length;
    if (!contained) into.push(s);
  }
  if (joins.length > 0) {
    let write = 0;
    for (let i = 0; i < into.length; i++) {
      const s = into[i] as Space;
      if (i >= kept || !joins.some((join) => inside(s, join))) into[write++] = s;
    }
    into.length = write;
    work += kept * joins.length;
  }
  return work;
}
