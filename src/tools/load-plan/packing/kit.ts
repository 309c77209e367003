/**
 * The fixed facts of one planning problem, worked out once before the search: each kind's turns,
 * volume and limits, and for each axis the longest length at most r that a row of carton sides
 * adds up to (the usable part of a gap of r: the rest of it is lost whatever goes there, which is
 * how a block is judged, evaluate.ts).
 */
import type { StepBudget } from '../../../core/step-budget.js';
import { type CartonKind, type Hold, type Turn, turnsOf, volumeOfKind } from './cargo.js';
import { STEP_COST } from './budget.js';
import { type GridMemo, gridMemo } from './grid-memo.js';
import type { Least } from './spaces.js';

interface KindFacts {
  turns: Turn[];
  volume: number;
  grams: number;
  quantity: number;
  /** Its index among the layer-limited kinds, or -1. */
  limited: number;
  maxLayers: number;
  bottomOnly: boolean;
  topOnly: boolean;
}

export interface Kit {
  hold: Hold;
  kinds: KindFacts[];
  /** How many kinds have a layer limit. */
  limitedCount: number;
  /** By axis (along, across, up): the longest row of sides at most r, for r from 0 to the hold's side. */
  usable: [Int32Array, Int32Array, Int32Array];
  /** The least side any turn of any kind puts on each axis. */
  least: Least;
  /** The most one grid of one kind fills, by box (evaluate.ts). */
  grids: GridMemo;
}

/**
 * The longest sums of `sides` (each used any number of times) at most each length to `most`. The
 * table costs a step a length and side, which the budget pays first.
 */
function usableLengths(sides: readonly number[], most: number): Int32Array {
  const usable = new Int32Array(most + 1);
  const reach = new Uint8Array(most + 1);
  reach[0] = 1;
  for (let r = 1; r <= most; r++) {
    let reached = 0;
    for (const side of sides) if (side <= r && reach[r - side] === 1) reached = 1;
    reach[r] = reached;
    usable[r] = reached === 1 ? r : (usable[r - 1] ?? 0);
  }
  return usable;
}

/** The steps the kit costs: its tables of usable lengths. */
function kitSteps(kinds: readonly CartonKind[], hold: Hold): number {
  const sides = Math.min(3 * kinds.length, 300);
  return (hold.length + hold.width + hold.height) * sides * STEP_COST.usableLength;
}

export function kitOf(kinds: readonly CartonKind[], hold: Hold, steps: StepBudget): Kit {
  let limitedCount = 0;
  const facts = kinds.map((kind): KindFacts => {
    const maxLayers = kind.maxLayers ?? Number.POSITIVE_INFINITY;
    return {
      turns: turnsOf(kind, hold),
      volume: volumeOfKind(kind),
      grams: kind.grams,
      quantity: kind.quantity,
      limited: kind.maxLayers === undefined ? -1 : limitedCount++,
      maxLayers,
      bottomOnly: kind.bottomOnly === true,
      topOnly: kind.topOnly === true,
    };
  });
  steps.count(kitSteps(kinds, hold));
  const turns = facts.flatMap((kind) => kind.turns);
  const sidesOn = (pick: (turn: Turn) => number) => [...new Set(turns.map(pick))];
  const least = (sides: number[]) => (sides.length === 0 ? 0 : Math.min(...sides));
  const [along, across, up] = [
    sidesOn((turn) => turn.along),
    sidesOn((turn) => turn.across),
    sidesOn((turn) => turn.up),
  ];
  return {
    hold,
    kinds: facts,
    limitedCount,
    usable: [usableLengths(along, hold.length), usableLengths(across, hold.width), usableLengths(up, hold.height)],
    least: { along: least(along), across: least(across), up: least(up) },
    grids: gridMemo(facts),
  };
}
