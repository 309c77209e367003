/** The calculators this build serves, in the order the tool list gives them. */
import { baojiaTool } from './baojia/definition.js';
import { cbmTool } from './cbm/definition.js';
import { containerLoadTool } from './container-load/definition.js';
import type { ToolDefinition } from './kit/definition.js';
import { fxConvertTool } from './fx-convert/definition.js';
import { fxCostTool } from './fx-cost/definition.js';
import { loadPlanTool } from './load-plan/definition.js';
import { maitouTool } from './maitou/definition.js';
import { tuishuiTool } from './tuishui/definition.js';
import { unitConvertTool } from './unit-convert/definition.js';

export const TOOLS: readonly ToolDefinition[] = [
  tuishuiTool,
  baojiaTool,
  fxCostTool,
  cbmTool,
  containerLoadTool,
  loadPlanTool,
  fxConvertTool,
  unitConvertTool,
  maitouTool,
];

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
