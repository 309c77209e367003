/**
 * A version kept on disk whose folder is gone while it is served (docs/operations.md, Data kept
 * through faults): its page and its rows are the service's condition (VersionUnreadable, a 503),
 * never a failure of ours (a 500).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { VersionUnreadable } from '../../src/core/issues.js';
import { LineStarts } from '../../src/datasets/row-lines.js';
import { diskRows } from '../../src/datasets/version-rows.js';

describe('rows kept on disk', () => {
  it('reads a page while the file is there, and says VersionUnreadable once it is gone', () => {
    const folder = mkdtempSync(join(tmpdir(), 'version-rows-'));
    const path = join(folder, 'rows.json');
    const text = '{"data":[\n{"code":"1"},\n{"code":"2"}\n]}\n';
    writeFileSync(path, text);
    const rows = diskRows(path, new LineStarts().push(Buffer.from(text)).end(), {
      dataset: 'refund-rates',
      version: '2024-06-03',
    });
    assert.deepEqual(rows.rowTexts(0, 2), ['{"code":"1"}', '{"code":"2"}']);
    rmSync(folder, { recursive: true });
    assert.throws(() => rows.rowTexts(0, 1), VersionUnreadable);
    assert.throws(
      () => rows.rows,
      (error: unknown) => error instanceof VersionUnreadable && /ENOENT/.test(error.message),
    );
  });
});
