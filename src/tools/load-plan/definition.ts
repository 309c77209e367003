/** load-plan as the service runs it (the pieces are in this folder). */
import { defineTool } from '../kit/definition.js';
import { computeLoadPlan } from './compute.js';
import { LOAD_PLAN_EXAMPLE } from './example.js';
import { LOAD_PLAN_INPUTS } from './inputs.js';
import { LOAD_PLAN_INPUT_TEXTS } from './input-texts.js';
import { LOAD_PLAN_LABELS } from './labels.js';
import { LOAD_PLAN_OUTPUTS } from './outputs.js';
import { PLAN_SCHEMA } from './plan-member.js';
import { planPrice } from './price.js';

export const loadPlanTool = defineTool({
  id: 'load-plan',
  names: {
    'zh-CN': '装柜方案',
    en: 'Container loading plan',
    ja: '混載コンテナ積付計画',
    ko: '혼적 컨테이너 적재 계획',
  },
  slug: 'load-plan',
  datasets: ['containers'],
  inputs: LOAD_PLAN_INPUTS,
  inputTexts: LOAD_PLAN_INPUT_TEXTS,
  outputs: LOAD_PLAN_OUTPUTS,
  labels: LOAD_PLAN_LABELS,
  headline: ['containers', 'placed', 'unplaced', 'volumeUse'],
  always: ['containers', 'placed', 'unplaced', 'bound', 'provenFewest'],
  steps: [
    'load-plan.summary_one',
    'load-plan.summary_many',
    'load-plan.summary_left',
    'load-plan.type_count',
    'load-plan.bound',
    'load-plan.bound_gap',
    'load-plan.volume_bound',
    'load-plan.container',
    'load-plan.container_payload',
    'load-plan.block',
    'load-plan.block_row',
    'load-plan.balance',
  ],
  warnings: [
    'load-plan.does_not_fit',
    'load-plan.left_over',
    'load-plan.unbalanced',
    'load-plan.budget',
    'load-plan.rounded_up',
    'load-plan.no_payload',
  ],
  // The own container's size refusal is container-load's.
  refusals: ['container-load.own_too_large'],
  // Each block's goods are the caller's own words, quoted (docs/tools/load-plan.md).
  typedSteps: { quoted: ['name'] },
  example: LOAD_PLAN_EXAMPLE,
  members: { plan: PLAN_SCHEMA },
  // An assistant says what fits where and how the weight lies; the blocks stay in the answer.
  detailSteps: ['load-plan.block', 'load-plan.block_row'],
  cost: planPrice,
  // Planning runs in the work pool (planned.ts).
  heavy: true,
  compute: computeLoadPlan,
});
