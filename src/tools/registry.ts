/** The calculators this build serves, in the order the tool list gives them. */
import { baojiaTool } from './baojia.js';
import { cbmTool } from './cbm.js';
import { containerLoadTool } from './container-load.js';
import type { ToolDefinition } from './definition.js';
import { fxConvertTool } from './fx-convert.js';
import { fxCostTool } from './fx-cost.js';
import { maitouTool } from './maitou.js';
import { tuishuiTool } from './tuishui.js';
import { unitConvertTool } from './unit-convert.js';

export const TOOLS: readonly ToolDefinition[] = [tuishuiTool, baojiaTool, fxCostTool, cbmTool, containerLoadTool, fxConvertTool, unitConvertTool, maitouTool];

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
