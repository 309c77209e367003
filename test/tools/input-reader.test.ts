/** The input reader on its own: defaults are used as declared and never listed as rewrites. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolDefinition } from '../../src/tools/kit/definition.js';
import { compileToolReader } from '../../src/tools/kit/input-reader.js';
import { readerTool } from '../helpers/reader-tool.js';

const readToolInputs = (tool: ToolDefinition, body: unknown) => compileToolReader(tool)(body);

const TOOL: ToolDefinition = readerTool([
  { name: 'count', type: 'integer', default: 3, description: 'An integer with a default.' },
  { name: 'share', type: 'decimal', default: '0.5', description: 'A decimal with a default.' },
  { name: 'on', type: 'boolean', default: true, description: 'A boolean with a default.' },
  { name: 'given', type: 'integer', description: 'Sent as a JSON number.' },
]);

describe('input reader', () => {
  it('uses defaults as declared, without listing them in normalized', () => {
    const { values, normalized } = readToolInputs(TOOL, { inputs: {} });
    assert.equal(values.count, 3);
    assert.equal(String(values.share), '0.5');
    assert.equal(values.on, true);
    assert.deepEqual(normalized, []);
  });

  it('reads no spelling from what every object inherits (__proto__, constructor, toString)', () => {
    const spelled: ToolDefinition = {
      ...TOOL,
      inputs: [
        {
          name: 'pack',
          type: 'choice',
          choices: ['pc', 'set'],
          synonyms: { 套: 'set' },
          description: 'A choice with synonyms.',
        },
        { name: 'money', type: 'currency', description: 'A currency, by code or Chinese name.' },
        { name: 'size', type: 'unit', kind: 'length', description: 'A unit, by token or Chinese name.' },
      ],
    };
    assert.deepEqual(readToolInputs(spelled, { inputs: { pack: '套', money: '美元', size: '厘米' } }).values, {
      pack: 'set',
      money: 'USD',
      size: 'cm',
    });
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      assert.throws(
        () => readToolInputs(spelled, { inputs: { pack: word, money: word, size: word } }),
        (error: { issues?: Array<{ path: string; code: string }> }) =>
          JSON.stringify(error.issues?.map((i) => [i.path, i.code])) ===
          JSON.stringify([
            ['pack', 'input.choice'],
            ['money', 'input.currency'],
            ['size', 'input.unit'],
          ]),
        word,
      );
    }
  });

  it('lists a JSON number the caller sent', () => {
    assert.deepEqual(readToolInputs(TOOL, { inputs: { given: 7 } }).normalized, [
      { path: 'given', given: '7', used: '7' },
    ]);
  });
});
