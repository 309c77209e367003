/**
 * A DATA_DIR holding copies of shipped central-parity versions (hashes unchanged), so that a
 * test's "current" parity does not move when a newer version is shipped. Removed when the suite
 * or test that asked for it ends: the hook is registered where it is called, not once for the
 * module, since a full run imports several test files into one process (scripts/run-tests.mjs)
 * and a module-wide hook would fire at the end of the first file's suite, under the next file.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

export function pinnedDataDir(versions: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fx-data-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'central-parity'));
  for (const version of versions)
    cpSync(join('data', 'central-parity', version), join(dir, 'central-parity', version), { recursive: true });
  return dir;
}
