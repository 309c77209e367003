/**
 * A DATA_DIR holding copies of shipped central-parity versions (hashes unchanged), so that a
 * test's "current" parity does not move when a newer version is shipped. Removed after the run.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

const made: string[] = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export function pinnedDataDir(versions: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fx-data-'));
  made.push(dir);
  mkdirSync(join(dir, 'central-parity'));
  for (const version of versions)
    cpSync(join('data', 'central-parity', version), join(dir, 'central-parity', version), { recursive: true });
  return dir;
}
