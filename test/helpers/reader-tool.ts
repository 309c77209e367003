/** A tool of the given inputs and nothing else, for testing the input reader on its own. */
import type { ToolDefinition } from '../../src/tools/kit/definition.js';
import type { InputSpec } from '../../src/tools/kit/input-spec.js';

export function readerTool(inputs: InputSpec[]): ToolDefinition {
  return {
    id: 'reader-fixture',
    names: { 'zh-CN': '测试', en: 'Test', ja: 'テスト', ko: '테스트' },
    slug: 'reader-fixture',
    datasets: [],
    inputs,
    inputTexts: {},
    conditions: [],
    exclusive: [],
    outputs: [],
    example: {},
    steps: [],
    warnings: [],
    compute: () => ({ outputs: {}, steps: [], warnings: [], read: [] }),
  };
}
