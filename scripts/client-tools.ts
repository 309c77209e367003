/**
 * The tools clients/typescript/ holds in its own lockfile (the two client generators, which need
 * the TypeScript 5 compiler API, and Stoplight Prism), installed there with `npm ci` on first use.
 * Test files run in parallel processes (scripts/run-tests.mjs): the install is done under a lock,
 * so that two of them never run `npm ci` in the folder at once, and it is judged by a stamp of the
 * lockfile it installed, not by one tool being there: a folder installed from an older lockfile
 * is installed again before any process uses it, never while another one does.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';

export const CLIENT = join(projectRoot(), 'clients', 'typescript');
const LOCK = join(projectRoot(), '.tmp', 'client-tools.lock');
/** A lock older than this was left by a process that died while installing. */
const STALE_MS = 10 * 60_000;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function locked<T>(work: () => T): T {
  mkdirSync(join(LOCK, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const since = existsSync(LOCK) ? Date.now() - statSync(LOCK).mtimeMs : 0;
      if (since > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else pause(500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Where the install notes the lockfile it was made from. */
const STAMP = join(CLIENT, 'node_modules', '.installed-from');

const lockfileHash = () =>
  createHash('sha256')
    .update(readFileSync(join(CLIENT, 'package-lock.json')))
    .digest('hex');

const installed = () => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === lockfileHash();

/** The path of a command of clients/typescript/node_modules/.bin, installed from its lockfile unless it is already. */
export function clientTool(name: string): string {
  const path = join(CLIENT, 'node_modules', '.bin', name);
  if (installed() && existsSync(path)) return path;
  locked(() => {
    if (installed() && existsSync(path)) return;
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--silent'], {
      cwd: CLIENT,
      stdio: 'inherit',
    });
    writeFileSync(STAMP, lockfileHash());
  });
  return path;
}

/** The tool's path, or why it could not be installed (no registry): for a test to say so and skip. */
export function clientToolOrMissing(name: string): { path: string } | { missing: string } {
  try {
    return { path: clientTool(name) };
  } catch {
    return {
      missing: `clients/typescript/ could not be installed from its lockfile (npm ci failed: no registry?): ${name} not run`,
    };
  }
}
