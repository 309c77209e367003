/**
 * A partial plan: the spaces left, the cartons and weight left, the blocks placed so far (a list
 * shared between plans that grew from one another, so that a copy costs the spaces' array and the
 * counts, not the blocks). A plan grows by one block at a time: the space it goes into is the
 * lowest, then the one nearest the back wall, then the left wall (filling the floor first left
 * fewer high gaps than filling from the back first: 93.3 % against 93.1 % on a sample of BR1–BR7);
 * the block stands in that space's corner at the back, on its floor, against the nearer side wall.
 * The order a crew loads the blocks in is worked out afterwards (loading-order.ts).
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { type Candidate, type Shortlist, shortlist } from './blocks.js';
import { STEP_COST } from './budget.js';
import type { Kit } from './kit.js';
import { type Space, placeBlock } from './spaces.js';

export interface PlacedBlock {
  kind: number;
  x: number;
  y: number;
  z: number;
  nx: number;
  ny: number;
  nz: number;
  along: number;
  across: number;
  up: number;
}

interface Chain {
  block: PlacedBlock;
  next: Chain | null;
}

export interface PlanState {
  spaces: Space[];
  left: Int32Array;
  gramsLeft: number;
  volume: number;
  cartons: number;
  chain: Chain | null;
}

export function emptyState(kit: Kit): PlanState {
  const { hold } = kit;
  return {
    spaces: [{ x1: 0, y1: 0, z1: 0, x2: hold.length, y2: hold.width, z2: hold.height, lines: null }],
    left: Int32Array.from(kit.kinds, (kind) => kind.quantity),
    gramsLeft: hold.payload ?? Number.POSITIVE_INFINITY,
    volume: 0,
    cartons: 0,
    chain: null,
  };
}

export function copyState(state: PlanState): PlanState {
  return { ...state, spaces: state.spaces.slice(), left: state.left.slice() };
}

/** Nearest the floor, then the back wall, then the left wall: the hold fills layer by layer from the back. */
function before(a: Space, b: Space): boolean {
  return a.z1 !== b.z1 ? a.z1 < b.z1 : a.x1 !== b.x1 ? a.x1 < b.x1 : a.y1 < b.y1;
}

/**
 * The space to fill next, its best blocks shortlisted in `list`, dropping on the way each space
 * nothing left fits; null when none is left.
 */
export function nextSpace(kit: Kit, state: PlanState, list: Shortlist, steps: StepBudget): Space | null {
  const { least } = kit;
  for (;;) {
    let index = -1;
    for (let i = 0; i < state.spaces.length; i++) {
      const s = state.spaces[i] as Space;
      if (s.x2 - s.x1 < least.along || s.y2 - s.y1 < least.across || s.z2 - s.z1 < least.up) continue;
      if (index < 0 || before(s, state.spaces[index] as Space)) index = i;
    }
    steps.count(state.spaces.length * STEP_COST.space);
    const space = state.spaces[index];
    if (space === undefined) return null;
    list.clear();
    const weighed = kit.grids.weighed;
    steps.count(shortlist(kit, space, state.left, state.gramsLeft, list) * STEP_COST.candidate);
    steps.count((kit.grids.weighed - weighed) * STEP_COST.gridTurn);
    if (list.blocks.length > 0) return space;
    state.spaces.splice(index, 1);
  }
}

/** Places a block in the corner of `space` (at the back, on its floor, against the nearer side wall). */
export function placeIn(kit: Kit, state: PlanState, space: Space, block: Candidate, steps: StepBudget): void {
  const kind = kit.kinds[block.kind];
  if (kind === undefined) throw new Error('a block of a kind the plan has');
  const nearLeft = space.y1 <= kit.hold.width - space.y2;
  const x = space.x1;
  const y = nearLeft ? space.y1 : space.y2 - block.width;
  const z = space.z1;
  let lines = space.lines;
  if (kind.limited >= 0) {
    lines = lines === null ? new Int32Array(kit.limitedCount) : lines.slice();
    lines[kind.limited] = (lines[kind.limited] ?? 0) + block.nz;
  }
  const spaces: Space[] = [];
  const work = placeBlock(
    state.spaces,
    {
      x1: x,
      y1: y,
      z1: z,
      x2: x + block.length,
      y2: y + block.width,
      z2: z + block.height,
      top: kind.topOnly ? null : { lines },
    },
    kit.least,
    spaces,
  );
  steps.count(work * STEP_COST.space + STEP_COST.placement);
  state.spaces = spaces;
  state.left[block.kind] = (state.left[block.kind] ?? 0) - block.cartons;
  state.gramsLeft -= block.grams;
  state.volume += block.volume;
  state.cartons += block.cartons;
  const { turn } = block;
  state.chain = {
    block: { kind: block.kind, x, y, z, nx: block.nx, ny: block.ny, nz: block.nz, ...turn },
    next: state.chain,
  };
}

/** The blocks placed, first placed first. */
export function blocksOf(state: PlanState): PlacedBlock[] {
  const blocks: PlacedBlock[] = [];
  for (let link = state.chain; link !== null; link = link.next) blocks.push(link.block);
  return blocks.reverse();
}
