/** The service's log output (src/http/log.ts): lines leave in batches, in order, and all of them at a flush. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineBatch } from '../../src/http/log.js';

function recordingOutput() {
  const writes: string[] = [];
  return { writes, output: { write: (text: string) => writes.push(text) } };
}

describe('log line batch', () => {
  it('writes nothing until the batch is full, then everything waiting in one write', () => {
    const { writes, output } = recordingOutput();
    const batch = new LineBatch(output, 30, 60_000);
    batch.write('first line\n');
    batch.write('second line\n');
    assert.deepEqual(writes, []);
    batch.write('third line\n');
    assert.deepEqual(writes, ['first line\nsecond line\nthird line\n']);
    batch.flush();
  });

  it('writes a lone line after the wait, so an idle service is not silent', async () => {
    const { writes, output } = recordingOutput();
    const batch = new LineBatch(output, 1024, 20);
    batch.write('alone\n');
    assert.deepEqual(writes, []);
    await new Promise((resolve) => setTimeout(resolve, 60));
    assert.deepEqual(writes, ['alone\n']);
  });

  it('flush writes what waits and then lets the output finish, once', async () => {
    const writes: string[] = [];
    let outputFlushed = 0;
    const batch = new LineBatch(
      {
        write: (text: string) => writes.push(text),
        flush: (done: () => void) => {
          outputFlushed += 1;
          done();
        },
      },
      1024,
      60_000,
    );
    batch.write('a\n');
    batch.write('b\n');
    await new Promise<void>((resolve) => batch.flush(() => resolve()));
    assert.deepEqual(writes, ['a\nb\n']);
    assert.equal(outputFlushed, 1);
    batch.flush();
    assert.deepEqual(writes, ['a\nb\n'], 'nothing is written twice');
  });
});
