/**
 * The copy catalogue: every text the service writes, keyed by a stable dotted copy key
 * (greppable, never renamed once shipped), in zh-CN, en, ja and ko. `{name}` marks a value
 * filled in from the answer's `values`; every language uses the same names.
 *
 * Error and refusal texts are one sentence each; an issue's `message` is the Chinese
 * sentence followed by the English one (api-v1 §7). The texts live by area in copy/; this is
 * the one catalogue they make together.
 */
import type { Lang } from './languages.js';
import { BAOJIA_COPY } from './copy/baojia.js';
import { CONTRACT_COPY } from './copy/contract.js';
import { DATASET_COPY } from './copy/datasets.js';
import { FX_TOOL_COPY } from './copy/fx-tools.js';
import { INPUT_COPY } from './copy/inputs.js';
import { MAITOU_COPY } from './copy/maitou.js';
import { MEASURE_TOOL_COPY } from './copy/measure-tools.js';
import { PARITY_COPY } from './copy/parity.js';
import { TUISHUI_COPY } from './copy/tuishui.js';
import { PROVENANCE_COPY } from './copy/provenance.js';
import { QUOTE_COPY } from './copy/quote.js';
import { REFUND_RATE_COPY } from './copy/refund-rate.js';

export type Texts = Readonly<Record<Lang, string>>;

export const CATALOGUE = {
  ...PROVENANCE_COPY,
  ...CONTRACT_COPY,
  ...DATASET_COPY,
  ...REFUND_RATE_COPY,
  ...INPUT_COPY,
  ...MEASURE_TOOL_COPY,
  ...MAITOU_COPY,
  ...PARITY_COPY,
  ...TUISHUI_COPY,
  ...BAOJIA_COPY,
  ...FX_TOOL_COPY,
  ...QUOTE_COPY,
} as const satisfies Record<string, Texts>;

export type CopyKey = keyof typeof CATALOGUE;

export function isCopyKey(key: string): key is CopyKey {
  return Object.hasOwn(CATALOGUE, key);
}
