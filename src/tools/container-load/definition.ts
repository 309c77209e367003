/** container-load as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { OUTPUT_KINDS, computeContainerLoad } from './compute.js';
import { LOAD_TYPES, suffixOf } from './containers.js';
import { CONTAINER_LOAD_EXAMPLE } from './example.js';
import { CONTAINER_LOAD_INPUTS } from './inputs.js';
import { CONTAINER_LOAD_INPUT_TEXTS } from './input-texts.js';
import { CONTAINER_LOAD_LABELS } from './labels.js';

export const containerLoadTool = defineTool({
  id: 'container-load',
  names: { 'zh-CN': '集装箱装箱计算', en: 'Container loading', ja: 'コンテナ積載計算', ko: '컨테이너 적재 계산' },
  slug: 'container-load',
  datasets: ['containers'],
  inputs: CONTAINER_LOAD_INPUTS,
  inputTexts: CONTAINER_LOAD_INPUT_TEXTS,
  outputs: [
    ...LOAD_TYPES.flatMap((type) =>
      Object.entries(OUTPUT_KINDS).map(([name, shape]) => ({ name: `${name}${suffixOf(type)}`, ...shape })),
    ),
    { name: 'best', kind: 'code' },
  ],
  labels: CONTAINER_LOAD_LABELS,
  headline: ['best'],
  steps: [
    'container-load.type',
    'container-load.grid',
    'container-load.grid_only',
    'container-load.layer',
    'container-load.wall',
    'container-load.front',
    'container-load.optimal',
    'container-load.bound',
    'container-load.budget',
    'container-load.estimate',
    'container-load.main_block',
    'container-load.main_only',
    'container-load.mix',
    'container-load.mix_part',
    'container-load.best',
  ],
  warnings: [
    'container-load.does_not_fit',
    'container-load.no_payload',
    'container-load.own_no_payload',
    'container-load.rounded_up',
    'container-load.own_rounded',
  ],
  example: CONTAINER_LOAD_EXAMPLE,
  // Packing runs in the work pool (packed.ts).
  heavy: true,
  compute: computeContainerLoad,
});
