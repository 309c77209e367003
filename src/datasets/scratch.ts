/**
 * Scratch folders: a fetch's in the system's temporary folder, a version's written aside in its
 * dataset folder (writer.ts). Each is removed after its work whatever the outcome; a writer killed
 * midway cannot, so each folder's name carries its writer (pid@host: pids are per host) and the
 * service sweeps, at start and on each scan of DATA_DIR, the folders of writers that are gone.
 */
import { lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';

/** A scratch folder nothing in it touched for this long is a dead writer's, whatever its name says. */
export const SCRATCH_STALE_MS = 10 * 60_000;

/** A fetch's scratch folder in the system's temporary folder (where a DATA_DIR may be too: only tagged names are swept). */
const TMP_PREFIX = 'export-trade-scratch-';
/** The prefix of a version written aside in its dataset folder (hidden: a scan passes over it). */
const ASIDE_PREFIX = '.importing-';

/** This process as a writer: `pid@host@` (host names hold letters, digits, dots and hyphens, never @). */
const HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '_');
const WRITER = `${process.pid}@${HOST}@`;
const WRITER_IN_NAME = /-(\d+)@([^@/]+)@[^@]*$/;

/** Where a version is written aside before its rename into place: `.importing-<version>-<writer><random>`. */
export function asideName(version: string, random: string): string {
  return `${ASIDE_PREFIX}${version}-${WRITER}${random}`;
}

export async function inScratchFolder<T>(prefix: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), `${TMP_PREFIX}${prefix}-${WRITER}`));
  try {
    return await work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds the pid.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The newest modification time of the folder and its first entries (a file being written is touched). */
function lastTouched(folder: string): number {
  let newest = lstatSync(folder).mtimeMs;
  for (const name of readdirSync(folder).slice(0, 64))
    newest = Math.max(newest, lstatSync(join(folder, name), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return newest;
}

/**
 * A folder's writer is gone: this host's and its pid is not running, or nothing in it moved for
 * SCRATCH_STALE_MS (another host's, a pid taken again, a name without its writer).
 */
function deadWriter(folder: string, name: string, now: number, tagged: boolean): boolean {
  const [, pid, host] = WRITER_IN_NAME.exec(name) ?? [];
  if (pid === undefined) return !tagged && now - lastTouched(folder) > SCRATCH_STALE_MS;
  if (host === HOST && Number(pid) !== process.pid && !alive(Number(pid))) return true;
  return now - lastTouched(folder) > SCRATCH_STALE_MS;
}

/** Removes the dead writers' folders named `prefix…` in `dir`; `tagged`: only those whose name carries a writer. */
function sweep(dir: string, prefix: string, now: number, removed: string[], tagged: boolean): void {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.startsWith(prefix));
  } catch {
    return;
  }
  for (const name of names) {
    const folder = join(dir, name);
    try {
      if (!lstatSync(folder).isDirectory() || !deadWriter(folder, name, now, tagged)) continue;
      rmSync(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch {
      // Removed meanwhile by its writer, or unreadable: left for the next sweep.
    }
  }
}

/**
 * Removes the scratch folders of writers that are gone: versions written aside in the dataset
 * folders and fetches' folders in `tmp`. `now` is the wall clock in milliseconds, which file
 * times are counted in. Says which it removed.
 */
export function sweepDeadScratch(datasetDirs: readonly string[], now: number, tmp = tmpdir()): string[] {
  const removed: string[] = [];
  for (const dir of datasetDirs) sweep(dir, ASIDE_PREFIX, now, removed, false);
  sweep(tmp, TMP_PREFIX, now, removed, true);
  return removed;
}
