/**
 * Every code a tool's calculation may be refused with, for its compute route's union in the
 * OpenAPI document (docs/contract.md, Errors): reading its inputs (input-reader.ts), the refusals
 * of its own copy (each key that is neither a step nor a warning), the central parity's for a
 * tool that reads it, and those it declares from elsewhere; a dataset it reads that has no usable
 * version is the 503, as is the work pool full for a tool that asks it for heavy work.
 */
import { CATALOGUE, type CopyKey, isCopyKey } from '../../i18n/catalogue.js';
import type { ToolDefinition } from './definition.js';
import { inputRefusals } from './input-reader.js';
import { PARITY_REFUSALS } from './parity.js';

export interface ToolRefusals {
  400: CopyKey[];
  503: CopyKey[];
}

/** What a tool's calculation refuses with once its inputs are read: its own copy's refusals, the parity's, those it declares. */
export function calculationRefusals(tool: ToolDefinition): CopyKey[] {
  const said = new Set<string>([...tool.steps, ...tool.warnings]);
  const own = Object.keys(CATALOGUE).filter((key) => key.startsWith(`${tool.id}.`) && !said.has(key));
  return [
    ...own.filter(isCopyKey),
    ...(tool.datasets.includes('central-parity') ? PARITY_REFUSALS : []),
    ...(tool.refusals ?? []),
  ];
}

/** A dataset the calculation reads has no usable version (kit/dataset-figures.ts, kit/parity.ts). */
export function missingDataRefusals(tool: ToolDefinition): CopyKey[] {
  return tool.datasets.length > 0 ? ['tool.dataset_missing', 'tool.dataset_refused'] : [];
}

export function toolRefusals(tool: ToolDefinition): ToolRefusals {
  return {
    400: [...new Set<CopyKey>([...inputRefusals(tool.inputs, 'tool'), ...calculationRefusals(tool)])],
    503: [...missingDataRefusals(tool), ...(tool.heavy ? (['api.busy'] as const) : [])],
  };
}
