/**
 * The service's log output (src/http/log.ts): lines leave in batches, in order, and all of them
 * at a flush; when nobody reads the output, memory stays bounded and the drops are counted.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LOG_URL_CHARS, LineBatch, standardOutputLog } from '../../src/http/log.js';

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

describe('a log nobody reads', () => {
  it('keeps at most its queue in memory, counts what it drops, tells the count once the output takes lines again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'log-'));
    const fifo = join(folder, 'stdout');
    execFileSync('mkfifo', [fifo]);
    // Non-blocking ends: nobody reads until the test does, as with a stalled pipe.
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    const queueBytes = 256 * 1024;
    const { logger, requestLog } = standardOutputLog('info', writer, queueBytes);
    const sent = 20_000;
    const url = `/v1/tools/cbm/compute?${'x'.repeat(15_000)}`;
    for (let i = 0; i < sent; i++)
      requestLog({ method: 'GET', url, status: 400, ms: 0.1, sender: '10.0.0.1', lang: 'zh-CN' });
    logger.flush();

    const lines: string[] = [];
    let rest = '';
    const buffer = Buffer.alloc(64 * 1024);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !lines.some((line) => line.includes('"dropped_lines"'))) {
      try {
        const read = readSync(reader, buffer);
        rest += buffer.toString('utf8', 0, read);
        const complete = rest.split('\n');
        rest = complete.pop() ?? '';
        lines.push(...complete);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    closeSync(reader);
    closeSync(writer);
    rmSync(folder, { recursive: true });

    const requestLines = lines.filter((line) => line.includes('"msg":"request"'));
    const notices = lines
      .filter((line) => line.includes('"dropped_lines"'))
      .map((line) => JSON.parse(line) as { dropped_lines: number; level: number });
    assert.ok(notices.length > 0, 'the drop is told');
    assert.ok(requestLines.length < sent, 'lines beyond the queue were dropped');
    assert.equal(
      requestLines.length + notices.reduce((sum, notice) => sum + notice.dropped_lines, 0),
      sent,
      'every line written or counted',
    );
    const first = JSON.parse(requestLines[0] ?? '{}') as { url: string };
    assert.equal(first.url.length, LOG_URL_CHARS + 1, 'the URL is cut, with an ellipsis');
    assert.ok(first.url.endsWith('…'));
    // What reached the pipe is bounded by the queue, the pipe's own buffer and a batch.
    assert.ok(
      requestLines.length * 700 < queueBytes + 1024 * 1024 + 64 * 1024,
      `${requestLines.length} lines came through`,
    );
  });
});
