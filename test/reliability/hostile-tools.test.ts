/**
 * Hostile input for every calculator and the quote builder (issue 7): valid worked inputs,
 * then mutated by fast-check (a value replaced by something tricky, a key dropped or added,
 * __proto__ and constructor keys, a value wrapped or nested deep). Whatever arrives, the answer
 * is never a 5xx, carries no non-integer JSON number, a 200 has only decimal-string figures and
 * every refusal is a §7 400 with path, code and a Chinese-then-English message.
 *
 * HOSTILE_RUNS sets the runs per tool (default 300, 2,700 inputs in all; `npm run soak` runs 2000 each).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { TOOLS } from '../../src/tools/registry.js';
import { QUOTE_BODY } from '../fixtures/quote-body.js';
import { TOOL_EXAMPLES } from '../fixtures/tool-examples.js';
import { assertErrorAnswer, assertNoFractionalNumbers, serviceApp } from '../helpers/app.js';
import { type Answer, assertDecimalFigures } from '../helpers/tools.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 300);

/** Worked inputs of test/http, one per tool: the starting points of the mutations. */
const EXAMPLES: Readonly<Record<string, Answer>> = TOOL_EXAMPLES;

const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/** Values no tool expects: wrong types, non-numbers spelled as numbers, huge and exotic digits. */
const tricky: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-0',
    '0x10',
    '1_000',
    '１２３',
    '٣٫٥',
    '१२',
    '𝟙𝟚',
    '½',
    '',
    ' ',
    '1,23,4',
    '12.',
    '.5',
    '+5',
    '--1',
    '1e-400',
    '9'.repeat(400),
    `0.${'0'.repeat(300)}1`,
    '\u0000',
    '\ud800',
    'CNY',
    'cm',
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
    { __proto__: { polluted: true } },
  ),
  fc.string({ maxLength: 40 }),
  fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }).map(String),
  fc.double().map(String),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
);

/** The objects inside a value, so a mutation can pick one; iterative, as values may be nested 3000 deep. */
function objectsIn(value: unknown): Answer[] {
  const found: Answer[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === 'object') {
      found.push(next as Answer);
      pending.push(...Object.values(next));
    }
  }
  return found;
}

const mutation: fc.Arbitrary<{ pick: number; key: number; how: string; value: unknown }> = fc.record({
  pick: fc.nat(),
  key: fc.nat(),
  how: fc.constantFrom(
    'replace',
    'replace',
    'replace',
    'nest',
    'drop',
    'add-proto',
    'add-constructor',
    'add-unknown',
    'wrap',
    'repeat-row',
  ),
  value: tricky,
});

function apply(target: Answer, m: { pick: number; key: number; how: string; value: unknown }): void {
  const objects = objectsIn(target);
  const object = objects[m.pick % objects.length] as Answer;
  const keys = Object.keys(object);
  const key = keys.length > 0 ? (keys[m.key % keys.length] as string) : 'x';
  // A copy each time: a generated value put in twice, then mutated, would make the body cyclic.
  const value = m.value === undefined ? undefined : (JSON.parse(JSON.stringify(m.value)) as unknown);
  if (m.how === 'replace') object[key] = value;
  // Made here, not generated, so that fast-check can print a failing case: 1 to 3000 levels.
  else if (m.how === 'nest') object[key] = deep(1 + (m.pick % 3000));
  else if (m.how === 'drop') delete object[key];
  else if (m.how === 'add-proto')
    Object.defineProperty(object, '__proto__', { value, enumerable: true, writable: true, configurable: true });
  else if (m.how === 'add-constructor') Reflect.set(object, 'constructor', value);
  else if (m.how === 'add-unknown') object[`unknown${m.key % 5}`] = value;
  else if (m.how === 'wrap') object[key] = [object[key]];
  else if (m.how === 'repeat-row' && Array.isArray(object[key]))
    object[key] = Array.from({ length: 25 }, () => (object[key] as unknown[])[0]);
}

function assertWellFormed(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown; body: string },
  sent: string,
): void {
  assert.ok(
    response.statusCode < 500,
    `no 5xx: ${response.statusCode} ${response.body.slice(0, 500)} for ${sent.slice(0, 500)}`,
  );
  const body = response.json() as Answer;
  assertNoFractionalNumbers(body);
  if (response.statusCode === 200) {
    if (body.outputs) assertDecimalFigures(body);
    return;
  }
  // 413 when the mutations made the body larger than 256 KB (rows repeated, nesting repeated).
  const expected = Buffer.byteLength(sent) > 256 * 1024 ? 413 : 400;
  assert.equal(response.statusCode, expected, `${response.body.slice(0, 300)} for ${sent.slice(0, 300)}`);
  const first = (body.issues as Answer[])[0] as Answer;
  assertErrorAnswer(response, expected, first.code as string, first.path as string);
}

describe('hostile input to every calculator and the quote builder', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await serviceApp({ RATE_LIMIT_BURST: '1000000' });
  });
  after(() => app.close());

  const post = async (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('covers every registered tool', () => {
    assert.deepEqual(Object.keys(EXAMPLES).sort(), TOOLS.map((tool) => tool.id).sort());
  });

  for (const [id, example] of Object.entries(EXAMPLES)) {
    it(`${id}: mutated worked inputs`, async () => {
      const valid = await post(`/v1/tools/${id}/compute`, JSON.stringify({ inputs: example }));
      assert.equal(valid.statusCode, 200, `the worked input itself: ${valid.body.slice(0, 300)}`);
      await fc.assert(
        fc.asyncProperty(
          fc.array(mutation, { minLength: 1, maxLength: 3 }),
          fc.constantFrom('zh-CN', 'en', 'ja', 'ko'),
          async (mutations, lang) => {
            const inputs = structuredClone(example);
            for (const m of mutations) apply(inputs, m);
            const sent = JSON.stringify({ inputs });
            assertWellFormed(await post(`/v1/tools/${id}/compute?lang=${lang}`, sent), sent);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('quote: mutated bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (mutations) => {
        const body = structuredClone(QUOTE_BODY) as Answer;
        for (const m of mutations) apply(body, m);
        const sent = JSON.stringify(body);
        assertWellFormed(await post('/v1/quote', sent), sent);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses 21 or more export rows at exports, whatever they hold', async () => {
    const tuishui = EXAMPLES.tuishui as Answer;
    const row = (tuishui.exports as Answer[])[0];
    for (const count of [21, 25, 500]) {
      const sent = JSON.stringify({ inputs: { ...tuishui, exports: Array.from({ length: count }, () => row) } });
      const response = await post('/v1/tools/tuishui/compute', sent);
      assertErrorAnswer(response, 400, 'input.rows_count', 'exports');
    }
  });

  it('answers 10,000 carton rows that fit in 256 KB (empty, bad or short ones) with a 400 or 200 and no 5xx', async () => {
    const shapes: unknown[] = [{}, 'x', { length: '1' }, { length: '1e3' }];
    for (const [index, shape] of shapes.entries()) {
      const rows = Array.from({ length: 10_000 }, () => shape);
      for (const tool of ['cbm', 'container-load']) {
        const inputs = tool === 'cbm' ? { cartons: rows } : { ...EXAMPLES['container-load'], rows };
        const sent = JSON.stringify({ inputs });
        assert.ok(Buffer.byteLength(sent) <= 256 * 1024, `shape ${index}: ${Buffer.byteLength(sent)} bytes`);
        assertWellFormed(await post(`/v1/tools/${tool}/compute`, sent), sent);
      }
    }
  });

  it('refuses a body that is not UTF-8, or not JSON, with a 400', async () => {
    for (const bytes of [
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      Buffer.from('{"inputs":{"value":"\xc3\x28"}}', 'latin1'),
      Buffer.from('{"inputs":'),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/tools/unit-convert/compute',
        headers: { 'content-type': 'application/json' },
        payload: bytes,
      });
      assert.ok(response.statusCode === 400, `${response.statusCode} ${response.body.slice(0, 200)}`);
      assertNoFractionalNumbers(response.json());
    }
  });
});
