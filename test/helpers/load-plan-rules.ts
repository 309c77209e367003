/**
 * The rules every loading plan keeps (docs/tools/load-plan.md, Rules the plan keeps), recomputed
 * from the plan alone, independently of the planner: it shares no code with src/tools/load-plan/.
 * Figures are whole numbers on one scale (a plan's decimal strings are scaled by planFromAnswer).
 * Returns the rules broken, each said once per offending block; an empty list is a plan that keeps
 * them all.
 */

export interface RuleCarton {
  length: number;
  width: number;
  height: number;
  grams: number;
  quantity: number;
  vertical: readonly ('length' | 'width' | 'height')[];
  maxLayers?: number;
  bottomOnly?: boolean;
  topOnly?: boolean;
}

interface RuleBlock {
  row: number;
  x: number;
  y: number;
  z: number;
  length: number;
  width: number;
  height: number;
  nx: number;
  ny: number;
  nz: number;
}

export interface RuleContainer {
  length: number;
  width: number;
  height: number;
  door?: { width: number; height: number };
  payload?: number;
  blocks: readonly RuleBlock[];
}

interface Box {
  block: RuleBlock;
  x2: number;
  y2: number;
  z2: number;
}

const boxOf = (block: RuleBlock): Box => ({
  block,
  x2: block.x + block.nx * block.length,
  y2: block.y + block.ny * block.width,
  z2: block.z + block.nz * block.height,
});

const overlapXY = (a: Box, b: Box) => a.block.x < b.x2 && b.block.x < a.x2 && a.block.y < b.y2 && b.block.y < a.y2;

/** The turned size is the carton's, with an allowed side up. */
function turnAllowed(carton: RuleCarton, block: RuleBlock): boolean {
  const sides = { length: carton.length, width: carton.width, height: carton.height };
  return carton.vertical.some((up) => {
    if (sides[up] !== block.height) return false;
    const [a, b] = (['length', 'width', 'height'] as const).filter((side) => side !== up).map((side) => sides[side]);
    return (a === block.length && b === block.width) || (b === block.length && a === block.width);
  });
}

/** The most cartons of the blocks on any vertical line: the most over the cells their edges cut the floor into. */
function mostOnALine(boxes: readonly Box[]): number {
  const xs = [...new Set(boxes.flatMap((box) => [box.block.x, box.x2]))].sort((a, b) => a - b);
  const ys = [...new Set(boxes.flatMap((box) => [box.block.y, box.y2]))].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const [cx, cy] = [((xs[i] ?? 0) + (xs[i + 1] ?? 0)) / 2, ((ys[j] ?? 0) + (ys[j + 1] ?? 0)) / 2];
      let count = 0;
      for (const box of boxes)
        if (box.block.x < cx && cx < box.x2 && box.block.y < cy && cy < box.y2) count += box.block.nz;
      most = Math.max(most, count);
    }
  }
  return most;
}

export function brokenRules(cartons: readonly RuleCarton[], containers: readonly RuleContainer[]): string[] {
  const broken: string[] = [];
  const placed = cartons.map(() => 0);
  containers.forEach((container, c) => {
    const boxes = container.blocks.map(boxOf);
    let grams = 0;
    boxes.forEach((box, n) => {
      const { block } = box;
      const at = `container ${c} block ${n}`;
      const carton = cartons[block.row];
      if (carton === undefined || !Number.isInteger(block.row)) {
        broken.push(`${at}: row ${block.row} is not a row of cartons`);
        return;
      }
      if (![block.nx, block.ny, block.nz].every((count) => Number.isSafeInteger(count) && count >= 1))
        broken.push(`${at}: counts ${block.nx} × ${block.ny} × ${block.nz} are not whole and positive`);
      const count = block.nx * block.ny * block.nz;
      placed[block.row] = (placed[block.row] ?? 0) + count;
      grams += count * carton.grams;
      if (!turnAllowed(carton, block))
        broken.push(`${at}: turned ${block.length}×${block.width}×${block.height} is not allowed`);
      if (
        block.x < 0 ||
        block.y < 0 ||
        block.z < 0 ||
        box.x2 > container.length ||
        box.y2 > container.width ||
        box.z2 > container.height
      )
        broken.push(`${at}: outside the container`);
      const { door } = container;
      if (door && (block.width > door.width || block.height > door.height))
        broken.push(`${at}: does not pass the door`);
      if (carton.bottomOnly && (block.z !== 0 || block.nz !== 1))
        broken.push(`${at}: bottom-only carton above another`);
      if (carton.topOnly && block.nz !== 1) broken.push(`${at}: top-only carton under another`);
    });
    // Overlaps: boxes sorted along x, each compared with those that start before it ends.
    const byX = [...boxes].sort((a, b) => a.block.x - b.block.x);
    for (let i = 0; i < byX.length; i++) {
      const a = byX[i] as Box;
      for (let j = i + 1; j < byX.length && (byX[j] as Box).block.x < a.x2; j++) {
        const b = byX[j] as Box;
        if (overlapXY(a, b) && a.block.z < b.z2 && b.block.z < a.z2)
          broken.push(
            `container ${c}: blocks at ${a.block.x},${a.block.y},${a.block.z} and ${b.block.x},${b.block.y},${b.block.z} overlap`,
          );
      }
    }
    // Support: a block's floor is wholly covered by the tops at its height (tops never overlap, so areas add up).
    const byTop = new Map<number, Box[]>();
    for (const box of boxes) byTop.set(box.z2, [...(byTop.get(box.z2) ?? []), box]);
    for (const box of boxes) {
      const { block } = box;
      if (block.z === 0) continue;
      let covered = 0;
      for (const under of byTop.get(block.z) ?? []) {
        if (!overlapXY(box, under)) continue;
        if (cartons[under.block.row]?.topOnly) broken.push(`container ${c}: a carton stands on a top-only carton`);
        covered +=
          (Math.min(box.x2, under.x2) - Math.max(block.x, under.block.x)) *
          (Math.min(box.y2, under.y2) - Math.max(block.y, under.block.y));
      }
      if (covered !== (box.x2 - block.x) * (box.y2 - block.y))
        broken.push(`container ${c}: block at ${block.x},${block.y},${block.z} is not fully supported`);
    }
    cartons.forEach((carton, row) => {
      if (carton.maxLayers === undefined) return;
      const most = mostOnALine(boxes.filter((box) => box.block.row === row));
      if (most > carton.maxLayers) broken.push(`container ${c}: ${most} cartons of row ${row} on one line`);
    });
    if (container.payload !== undefined && grams > container.payload)
      broken.push(`container ${c}: ${grams} over the payload ${container.payload}`);
  });
  cartons.forEach((carton, row) => {
    if ((placed[row] ?? 0) > carton.quantity) broken.push(`row ${row}: ${placed[row]} placed of ${carton.quantity}`);
  });
  return broken;
}

/** Cartons placed per row, over all containers. */
export function placedPerRow(cartons: readonly RuleCarton[], containers: readonly RuleContainer[]): number[] {
  const placed = cartons.map(() => 0);
  for (const container of containers)
    for (const block of container.blocks) placed[block.row] = (placed[block.row] ?? 0) + block.nx * block.ny * block.nz;
  return placed;
}
