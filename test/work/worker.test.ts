/**
 * A worker thread's answer (src/work/worker.ts): the memory of its typed arrays is moved to the
 * event loop's thread, not copied. An edition's index (src/refund-rate/edition-pack.ts) and an
 * edition comparison (edition-changes.ts) are packed so that nearly all their bytes are in typed
 * arrays, each spanning a buffer of its own; a view of part of a buffer is never moved.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { isTypedArray } from 'node:util/types';
import { serialize } from 'node:v8';
import { transferableSymbol, valueSymbol } from 'piscina';
import { type LoadedVersion, loadStore } from '../../src/datasets/store.js';
import type { EditionFile } from '../../src/refund-rate/edition-changes.js';
import { IN_PROCESS } from '../../src/work/in-process.js';
import { WorkPool } from '../../src/work/pool.js';
import type { TaskMessage, TaskName } from '../../src/work/tasks.js';
import runTask, { movableBuffers } from '../../src/work/worker.js';
import { writeSearchLibrary } from '../fixtures/refund-search-library.js';

/** Every typed array in `value`, in lists too. */
function typedArraysIn(value: unknown): ArrayBufferView[] {
  if (isTypedArray(value)) return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(typedArraysIn);
}

/** What the worker posts: the value, and the buffers it moves. */
async function posted<K extends TaskName>(message: TaskMessage<K>): Promise<{ value: unknown; moved: unknown[] }> {
  const answer: unknown = await runTask(message);
  assert.ok(answer !== null && typeof answer === 'object' && transferableSymbol in answer && valueSymbol in answer);
  const moved = answer[transferableSymbol];
  assert.ok(Array.isArray(moved));
  return { value: answer[valueSymbol], moved };
}

const fileOf = (version: LoadedVersion): EditionFile => ({
  jsonPath: version.jsonPath,
  bytes: version.jsonBytes,
  hash: version.manifest.content_hash,
  periods: version.manifest.rows,
});

describe('what a worker thread sends back', () => {
  let versions: readonly LoadedVersion[];
  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'worker-moves-'));
    await writeSearchLibrary(dataDir, 'OLDER', '2025-06-10', ['96170019001', '8516710010']);
    await writeSearchLibrary(dataDir, 'NEWER', '2026-06-10');
    versions = loadStore(dataDir).versions.get('refund-rates') ?? [];
    assert.equal(versions.length, 2);
  });

  it('moves every array of an edition’s index, which holds nearly all its bytes', async () => {
    const [newer] = versions;
    assert.ok(newer);
    const { value, moved } = await posted({ name: 'indexEdition', input: { jsonPath: newer.jsonPath } });
    const arrays = typedArraysIn(value);
    // Codes and names (units, ends), periods (bytes, ends), three lists (keys' units and ends, entries, ends).
    assert.equal(arrays.length, 18);
    assert.deepEqual(new Set(moved), new Set(arrays.map((array) => array.buffer)));
    const arrayBytes = arrays.reduce((sum, array) => sum + array.byteLength, 0);
    // What is still copied (the readings, syllables and starts) is small beside what is moved.
    assert.ok(serialize(value).length - arrayBytes < arrayBytes / 10);
    assert.deepEqual(value, await IN_PROCESS.run('indexEdition', { jsonPath: newer.jsonPath }));
  });

  it('moves the packed changes of a comparison, its JSON, ends and CSV', async () => {
    const [newer, older] = versions;
    assert.ok(newer && older);
    const input = { older: fileOf(older), newer: fileOf(newer), budget: 1_000_000 };
    const { value, moved } = await posted({ name: 'compareEditions', input });
    const computed = await IN_PROCESS.run('compareEditions', input);
    assert.deepEqual(value, computed);
    assert.ok('compared' in computed && computed.compared.ends.length > 0);
    const { json, ends, csv } = computed.compared;
    assert.equal(moved.length, 3);
    assert.deepEqual(
      moved.map((buffer) => (buffer instanceof ArrayBuffer ? buffer.byteLength : -1)),
      [json.byteLength, ends.byteLength, csv.byteLength],
    );
  });

  it('never moves a view of part of a buffer, nor a buffer twice', () => {
    const whole = new Int32Array(4);
    const part = new Uint8Array(new ArrayBuffer(16), 4, 8);
    assert.deepEqual(movableBuffers({ a: whole, b: { c: whole, d: part }, e: [new Uint8Array(2)] }), [whole.buffer]);
  });

  it('arrives through the pool as computed in process', async () => {
    const [newer, older] = versions;
    assert.ok(newer && older);
    const pool = new WorkPool();
    try {
      const input = { older: fileOf(older), newer: fileOf(newer), budget: 1_000_000 };
      assert.deepEqual(await pool.run('compareEditions', input), await IN_PROCESS.run('compareEditions', input));
      const edition = { jsonPath: older.jsonPath };
      assert.deepEqual(await pool.run('indexEdition', edition), await IN_PROCESS.run('indexEdition', edition));
    } finally {
      await pool.close();
    }
  });
});
