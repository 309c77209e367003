/**
 * Whether cartons stand wholly on the ones below: the floor area of each upper block lies within
 * the union of the lower blocks' areas. Areas are rectangles on whole millimetres; the test cuts
 * the floor at every edge of either set and checks each cell an upper block covers.
 */
import type { PlacedBlock } from './boxes.js';
import type { StepBudget } from '../../../core/step-budget.js';
import { STEP_COST } from './budget.js';

interface Area {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

function areaOf(block: PlacedBlock): Area {
  return {
    x0: block.at.x,
    x1: block.at.x + block.oriented.along * block.count.along,
    y0: block.at.y,
    y1: block.at.y + block.oriented.across * block.count.across,
  };
}

/** false also when the steps the test takes are not left (so the layers are not stacked that way). */
export function footprintWithin(
  upper: readonly PlacedBlock[],
  lower: readonly PlacedBlock[],
  steps: StepBudget,
): boolean {
  const tops = upper.map(areaOf);
  const bases = lower.map(areaOf);
  const all = [...tops, ...bases];
  const xs = [...new Set(all.flatMap((a) => [a.x0, a.x1]))].sort((a, b) => a - b);
  const ys = [...new Set(all.flatMap((a) => [a.y0, a.y1]))].sort((a, b) => a - b);
  // Paid for before it is done, at most what the loops below take: each cut under an upper block
  // on x, each cut on y there, and each cell under it against every base.
  const within = (edges: number[], from: number, to: number) =>
    edges.filter((edge) => edge > from && edge <= to).length;
  const work = tops.reduce((sum, top) => {
    const columns = within(xs, top.x0, top.x1);
    return sum + xs.length + columns * ys.length + columns * within(ys, top.y0, top.y1) * bases.length;
  }, 0);
  if (!steps.take(work * STEP_COST.cell)) return false;
  for (const top of tops)
    for (let i = 0; i + 1 < xs.length; i += 1) {
      const x = ((xs[i] as number) + (xs[i + 1] as number)) / 2;
      if (x < top.x0 || x > top.x1) continue;
      for (let j = 0; j + 1 < ys.length; j += 1) {
        const y = ((ys[j] as number) + (ys[j + 1] as number)) / 2;
        if (y < top.y0 || y > top.y1) continue;
        if (!bases.some((base) => x > base.x0 && x < base.x1 && y > base.y0 && y < base.y1)) return false;
      }
    }
  return true;
}
