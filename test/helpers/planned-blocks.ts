/**
 * The planner's blocks as the rule checker reads them (load-plan-rules.ts): the same figures the
 * answer's `plan` member writes, taken from the planner's own result for the bench and the
 * planner's tests, which check plans before any answer is written.
 */
import type { PlacedBlock } from '../../src/tools/load-plan/packing/state.js';
import type { RuleContainer } from './load-plan-rules.js';

export function ruleBlock(block: PlacedBlock): RuleContainer['blocks'][number] {
  return {
    row: block.kind,
    x: block.x,
    y: block.y,
    z: block.z,
    length: block.along,
    width: block.across,
    height: block.up,
    nx: block.nx,
    ny: block.ny,
    nz: block.nz,
  };
}
