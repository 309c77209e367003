/**
 * A hold left to one kind of carton, more of it than the hold takes: container-load's packing of
 * one carton size (src/tools/container-load/packing/pack.ts) fills it, whose layer, wall and
 * pattern searches hold more cartons of one size than blocks do (60 × 40 × 40 cm in a 40HQ: 720
 * against the block search's 700). Used only where its plan keeps this planner's rules: the kind
 * standing upright or any way, no bottom- or top-only rule, within the payload, and every block
 * wholly on the floor or on tops at exactly its height (checked here, not assumed).
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { PACK_BUDGET } from '../../container-load/packing/budget.js';
import { packCartons } from '../../container-load/packing/pack.js';
import type { CartonKind, Hold } from './cargo.js';
import type { PlacedBlock } from './state.js';

/** container-load's steps are about three of this planner's (each budget's comment): the packing is charged its whole budget so. */
const PACK_STEPS = 3 * PACK_BUDGET;

const top = (block: PlacedBlock) => block.z + block.nz * block.up;

/** Each block's floor wholly covered by the tops at its height (blocks never overlap, so covered areas add up). */
function supported(blocks: readonly PlacedBlock[]): boolean {
  return blocks.every((block) => {
    if (block.z === 0) return true;
    const [x2, y2] = [block.x + block.nx * block.along, block.y + block.ny * block.across];
    let covered = 0;
    for (const under of blocks) {
      if (top(under) !== block.z) continue;
      const dx = Math.min(x2, under.x + under.nx * under.along) - Math.max(block.x, under.x);
      const dy = Math.min(y2, under.y + under.ny * under.across) - Math.max(block.y, under.y);
      if (dx > 0 && dy > 0) covered += dx * dy;
    }
    return covered === (x2 - block.x) * (y2 - block.y);
  });
}

/** The hold filled with the one kind left, when container-load's plan of it is full and keeps the rules; else null. */
export function oneKindPlan(kinds: readonly CartonKind[], hold: Hold, steps: StepBudget): PlacedBlock[] | null {
  const left = kinds.flatMap((kind, n) => (kind.quantity > 0 ? [n] : []));
  const [n] = left;
  const kind = n === undefined ? undefined : kinds[n];
  if (left.length !== 1 || n === undefined || kind === undefined || kind.bottomOnly || kind.topOnly) return null;
  const upright = kind.vertical.length === 1 && kind.vertical[0] === 'height';
  if (!upright && kind.vertical.length !== 3) return null;
  if (!steps.take(PACK_STEPS)) return null;
  const packed = packCartons({
    carton: { length: kind.length, width: kind.width, height: kind.height },
    space: { length: hold.length, width: hold.width, height: hold.height },
    ...(hold.door ? { door: hold.door } : {}),
    upright,
    ...(kind.maxLayers === undefined ? {} : { maxLayers: kind.maxLayers }),
    fill: true,
  });
  // Only a full hold: fewer cartons than it takes would need blocks cut, which the block search does.
  if (packed.cartons === 0 || packed.cartons > kind.quantity) return null;
  if (hold.payload !== undefined && packed.cartons * kind.grams > hold.payload) return null;
  const blocks = packed.blocks.map((block) => ({
    kind: n,
    x: block.at.x,
    y: block.at.y,
    z: block.at.z,
    nx: block.count.along,
    ny: block.count.across,
    nz: block.count.up,
    along: block.oriented.along,
    across: block.oriented.across,
    up: block.oriented.up,
  }));
  return supported(blocks) ? blocks : null;
}
