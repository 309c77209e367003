/**
 * The types a tool is declared with catch its mistakes at compile time (npm test type-checks
 * this file first): each `@ts-expect-error` below must stay an error, or the type check fails.
 * At run time the test only checks what the builders declare.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Decimal, dec } from '../../src/core/decimal.js';
import type { CBM_COPY } from '../../src/tools/cbm/copy.js';
import { type CopyKeysOf, type ToolResult, defineTool } from '../../src/tools/kit/definition.js';
import type { ToolLabels } from '../../src/tools/kit/labels.js';
import { type ValuesOf, choice, decimal, integer, rows, unit } from '../../src/tools/kit/inputs.js';

const FIELDS = {
  price: decimal({ required: true, description: 'A price.' }),
  discount: decimal({ description: 'An optional discount.' }),
  size: unit('length', { default: 'cm', description: 'A length unit.' }),
  mode: choice(['lcl', 'air'], { default: 'lcl', description: 'A mode.' }),
  lines: rows(
    { count: integer({ required: true, description: 'A count.' }) },
    { required: true, minItems: 1, maxItems: 2, description: 'Rows.' },
  ),
};
type Values = ValuesOf<typeof FIELDS>;

/** What each builder reads, as compute receives it (checked by the compiler; never run). */
export function typeChecks(values: Values): unknown[] {
  const price: Decimal = values.price;
  // @ts-expect-error an optional input may be absent
  const discount: Decimal = values.discount;
  // @ts-expect-error a length unit is never a weight unit
  const kilograms: Values['size'] = 'kg';
  // @ts-expect-error a choice is one of its words only
  const sea: Values['mode'] = 'sea';
  // @ts-expect-error a row's integer is a number, not a Decimal
  const counted: Decimal = values.lines[0]?.count ?? dec('0');
  return [price, discount, kilograms, sea, counted];
}

// Step keys come from the tool's own copy.
// @ts-expect-error cbm's copy has no such key
type Missing = CopyKeysOf<typeof CBM_COPY, 'cbm.nothing'>;

const LABEL = { 'zh-CN': '测试', en: 'Test', ja: 'テスト', ko: '테스트' };

/** Labels are typed by the declarations (checked by the compiler; never run). */
export function labelChecks(): unknown[] {
  type Labels = ToolLabels<typeof FIELDS, readonly [{ name: 'total'; kind: 'money' }]>;
  // @ts-expect-error a choice without the label of one of its values
  const mode: Labels['inputs']['mode'] = { label: LABEL, choices: { lcl: LABEL } };
  // @ts-expect-error a rows input without its fields' labels
  const lines: Labels['inputs']['lines'] = { label: LABEL };
  // @ts-expect-error an output without its label
  const outputs: Labels['outputs'] = {};
  return [mode, lines, outputs];
}

const definition = () =>
  defineTool({
    id: 'typing-fixture',
    names: { 'zh-CN': '测试', en: 'Test', ja: 'テスト', ko: '테스트' },
    slug: 'typing-fixture',
    datasets: [],
    inputs: FIELDS,
    outputs: [],
    labels: {
      inputs: {
        price: { label: LABEL },
        discount: { label: LABEL },
        size: { label: LABEL },
        mode: { label: LABEL, choices: { lcl: LABEL, air: LABEL } },
        lines: { label: LABEL, fields: { count: { label: LABEL } } },
      },
      outputs: {},
    },
    steps: ['cbm.row'],
    warnings: [],
    // @ts-expect-error an example names only declared inputs
    example: { prices: '1' },
    compute: (values): ToolResult<'cbm.row', never> => ({
      outputs: {},
      steps: [
        // @ts-expect-error a step key not declared in `steps`
        { id: 'cbm.total', values: {} },
        { id: 'cbm.row', values: {} },
      ],
      warnings: [],
      read: values.price.isZero() ? [] : [],
    }),
  });

describe('typed tool declarations', () => {
  it('declare in the order written, each input with its name', () => {
    assert.deepEqual(
      definition().inputs.map((input) => input.name),
      ['price', 'discount', 'size', 'mode', 'lines'],
    );
  });
});
