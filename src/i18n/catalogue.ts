/**
 * The copy catalogue: every text the service writes, keyed by a stable dotted copy key
 * (greppable, never renamed once shipped), in zh-CN, en, ja and ko. `{name}` marks a value
 * filled in from the answer's `values`; every language uses the same names.
 *
 * Error and refusal texts are one sentence each; an issue's `message` is the Chinese
 * sentence followed by the English one (docs/contract.md, Errors). The texts live by area in copy/, each
 * calculator's own in its folder (src/tools/<id>/copy.ts) and each dataset's licence in its
 * module (src/datasets/<id>/dataset.ts); this is the one catalogue they make together.
 */
import type { Texts } from './texts.js';
import { DATASET_LICENCE_COPY } from '../datasets/registry.js';
import { CONTRACT_COPY } from './copy/contract.js';
import { DATASET_COPY } from './copy/datasets.js';
import { INPUT_COPY } from './copy/inputs.js';
import { PARITY_COPY } from './copy/parity.js';
import { PROVENANCE_COPY } from './copy/provenance.js';
import { QUOTE_COPY } from './copy/quote.js';
import { QUOTE_LINES_COPY } from './copy/quote-lines.js';
import { REFUND_RATE_COPY } from './copy/refund-rate.js';
import { TOOL_COPY } from './copy/tools.js';
import { BAOJIA_COPY } from '../tools/baojia/copy.js';
import { CBM_COPY } from '../tools/cbm/copy.js';
import { CONTAINER_LOAD_COPY } from '../tools/container-load/copy.js';
import { FX_CONVERT_COPY } from '../tools/fx-convert/copy.js';
import { LOAD_PLAN_COPY } from '../tools/load-plan/copy.js';
import { FX_COST_COPY } from '../tools/fx-cost/copy.js';
import { MAITOU_COPY } from '../tools/maitou/copy.js';
import { TUISHUI_COPY } from '../tools/tuishui/copy.js';
import { UNIT_CONVERT_COPY } from '../tools/unit-convert/copy.js';

export type { Texts } from './texts.js';

export const CATALOGUE = {
  ...PROVENANCE_COPY,
  ...DATASET_LICENCE_COPY,
  ...CONTRACT_COPY,
  ...DATASET_COPY,
  ...REFUND_RATE_COPY,
  ...INPUT_COPY,
  ...TOOL_COPY,
  ...CBM_COPY,
  ...CONTAINER_LOAD_COPY,
  ...LOAD_PLAN_COPY,
  ...UNIT_CONVERT_COPY,
  ...MAITOU_COPY,
  ...PARITY_COPY,
  ...TUISHUI_COPY,
  ...BAOJIA_COPY,
  ...FX_CONVERT_COPY,
  ...FX_COST_COPY,
  ...QUOTE_COPY,
  ...QUOTE_LINES_COPY,
} as const satisfies Record<string, Texts>;

export type CopyKey = keyof typeof CATALOGUE;

export function isCopyKey(key: string): key is CopyKey {
  return Object.hasOwn(CATALOGUE, key);
}
