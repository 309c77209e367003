/** The input reader on its own: defaults are used as declared and never listed as rewrites. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolDefinition } from '../../src/tools/definition.js';
import { readToolInputs } from '../../src/tools/input-reader.js';

const TOOL: ToolDefinition = {
  id: 'defaults-fixture',
  names: { 'zh-CN': '测试', en: 'Test', ja: 'テスト', ko: '테스트' },
  slug: 'defaults-fixture',
  datasets: [],
  inputs: [
    { name: 'count', type: 'integer', default: 3, description: 'An integer with a default.' },
    { name: 'share', type: 'decimal', default: '0.5', description: 'A decimal with a default.' },
    { name: 'on', type: 'boolean', default: true, description: 'A boolean with a default.' },
    { name: 'given', type: 'integer', description: 'Sent as a JSON number.' },
  ],
  outputs: [],
  steps: [],
  warnings: [],
  compute: () => ({ outputs: {}, steps: [], warnings: [], read: [] }),
};

describe('input reader', () => {
  it('uses defaults as declared, without listing them in normalized', () => {
    const { values, normalized } = readToolInputs(TOOL, { inputs: {} });
    assert.equal(values.count, 3);
    assert.equal(String(values.share), '0.5');
    assert.equal(values.on, true);
    assert.deepEqual(normalized, []);
  });

  it('lists a JSON number the caller sent', () => {
    assert.deepEqual(readToolInputs(TOOL, { inputs: { given: 7 } }).normalized, [{ path: 'given', given: '7', used: '7' }]);
  });
});
