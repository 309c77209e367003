/**
 * The other build of an A/B run (`npm run bench:cpu -- --against <ref>`): the commit `ref` names,
 * checked out in a scratch worktree outside the repository and built there, so that both builds
 * are measured in one run, round after round (bench/cpu.ts). The worktree is kept by commit and
 * reused by the next run against the same commit; its packages are this checkout's when the two
 * lock files agree, and installed from its own lock file otherwise.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';

export interface OtherBuild {
  /** As asked (or the default's description). */
  ref: string;
  commit: string;
  /** Its checkout, with dist/ built. */
  root: string;
}

const root = projectRoot();
const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * The commit a change is measured against when none is named: on main, the commit before
 * HEAD; on a branch, where it left main (its merge base with main).
 */
function defaultRef(): string {
  const head = git('rev-parse', 'HEAD');
  const main = git('rev-parse', '--verify', '--quiet', 'main');
  return main === head ? 'HEAD~1' : git('merge-base', 'HEAD', 'main');
}

/** `--against <ref>` or `--against=<ref>`: the ref asked for; `--against` alone: the default. Null without the flag. */
export function againstOf(argv: readonly string[]): string | null {
  const at = argv.findIndex((arg) => arg === '--against' || arg.startsWith('--against='));
  if (at === -1) return null;
  const flag = argv[at] ?? '';
  const named = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : argv[at + 1];
  return named && !named.startsWith('--') ? named : defaultRef();
}

/** Checks out and builds `ref` (once per commit), printing what it does on stderr. */
export function prepareOtherBuild(ref: string): OtherBuild {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const folder = join(tmpdir(), 'export-trade-bench-against', commit);
  const say = (line: string) => process.stderr.write(`against ${ref} (${commit.slice(0, 7)}): ${line}\n`);
  if (!existsSync(join(folder, 'package.json'))) {
    mkdirSync(join(folder, '..'), { recursive: true });
    git('worktree', 'prune');
    say(`checking out in ${folder}`);
    git('worktree', 'add', '--force', '--detach', folder, commit);
  }
  if (!existsSync(join(folder, 'node_modules'))) {
    const sameLock =
      readFileSync(join(folder, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (sameLock) symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    else {
      say('its lock file differs from this checkout: npm ci');
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'inherit' });
    }
  }
  if (!existsSync(join(folder, 'dist', 'server.js'))) {
    say('building');
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: folder, stdio: 'inherit' });
  }
  return { ref, commit, root: folder };
}
