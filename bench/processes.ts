/**
 * The two servers of a bench run, each in its own process so that neither shares an event
 * loop with the load generator: the service as `npm start` runs it (dist/server.js, with the node
 * flags of the build's start script) and the bare baseline. Also what the service reports of
 * itself: time to ready and resident memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';
import { pinServer } from './pinning.js';

export interface Running {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

const root = projectRoot();

async function waitFor(url: string, child: ChildProcess, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url}: not ready within ${limitMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** Resident memory now and at its peak, in MB, from /proc (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/**
 * How `npm start` runs the service (package.json, `[NAME=value …] node <flags> dist/server.js`): the
 * C allocator's environment and the V8 heap's sizes (docs/operations.md, Memory), so that every
 * bench measures the service as it is run, and a run against another commit with its own.
 */
export function startCommand(build = root): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(readFileSync(join(build, 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const words = (manifest.scripts?.start ?? '').trim().split(/\s+/);
  const node = words.indexOf('node');
  const server = words.indexOf('dist/server.js');
  const settings = words.slice(0, Math.max(0, node));
  if (node === -1 || server < node || !settings.every((word) => /^[A-Z_]+=\S*$/.test(word)))
    throw new Error(`${build}/package.json: the start script is not "[NAME=value …] node … dist/server.js"`);
  return { env: environmentOf(settings), flags: words.slice(node + 1, server) };
}

/** `NAME=value` words as an environment. */
export function environmentOf(words: readonly string[]): Record<string, string> {
  return Object.fromEntries(words.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]));
}

/** The `ready` line's startupMs, waiting a little for it: the service writes its log asynchronously. */
async function startupFigure(logFile: string, limitMs = 2_000): Promise<number | null> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const ready = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((line) => line.includes('"startupMs"'));
    if (ready) return (JSON.parse(ready) as { startupMs: number }).startupMs;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

export interface ServiceRun extends Running {
  /** From spawn to the first 200 on /readyz, measured here: node start, module load, data, listen. */
  spawnToReadyMs: number;
  /** The service's own figure: process start to listening (server.ts logs it). */
  reportedReadyMs: number | null;
}

/**
 * The service's log goes to a file beside its data, not through a pipe to this process: the
 * load generator runs here and must not spend its time reading log lines. `unread-pipe` gives it
 * a pipe that nobody reads instead (a stalled log shipper); its start-up figure is then unknown.
 */
export async function startService(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  logDir = join(dataDir, '..'),
  output: 'file' | 'unread-pipe' = 'file',
  /** The checkout whose build is started: this one, or another commit's (bench/against.ts). */
  build = root,
  /** Node flags after the start script's (the last of a name wins); `env` goes after its environment. */
  moreFlags: readonly string[] = [],
): Promise<ServiceRun> {
  const logFile = join(logDir, `service-${port}.log`);
  const log = output === 'file' ? openSync(logFile, 'w') : 'pipe';
  const started = performance.now();
  const start = startCommand(build);
  const child = spawn(process.execPath, [...start.flags, ...moreFlags, join(build, 'dist', 'server.js')], {
    env: {
      ...process.env,
      ...start.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: 'https://export-trade.example',
      // One sender (127.0.0.1) sends everything: its bucket must not be what is measured.
      RATE_LIMIT_BURST: '1000000',
      RATE_LIMIT_PER_MINUTE: '60000',
      RATE_LIMIT_IN_FLIGHT: '100000',
      // Loopback only: nothing is fetched from the publishers during a measurement.
      FETCH: 'off',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  if (typeof log === 'number') closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/readyz`, child);
  const spawnToReadyMs = performance.now() - started;
  const reportedReadyMs = output === 'file' ? await startupFigure(logFile) : null;
  pinServer(child.pid as number);
  return { child, origin, stop: stopper(child), spawnToReadyMs, reportedReadyMs };
}

export async function startBaseline(port: number, recordingsFile: string): Promise<Running> {
  const child = spawn(process.execPath, [join(root, 'bench', 'baseline-server.mjs'), recordingsFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  pinServer(child.pid as number);
  return { child, origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** Nanoseconds the process's threads have spent on a CPU (/proc schedstat, every thread). */
export function cpuNs(pid: number): number {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return total;
}
