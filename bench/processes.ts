/**
 * The two servers of a bench run, each in its own process so that neither shares an event
 * loop with the load generator: the service as `npm start` runs it (dist/server.js) and the
 * bare baseline. Also what the service reports of itself: time to ready and resident memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';

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

export interface ServiceRun extends Running {
  /** From spawn to the first 200 on /readyz, measured here: node start, module load, data, listen. */
  spawnToReadyMs: number;
  /** The service's own figure: process start to listening (server.ts logs it). */
  reportedReadyMs: number | null;
}

export async function startService(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ServiceRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'dist', 'server.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: 'https://export-trade.example',
      // One sender (127.0.0.1) sends everything: its bucket must not be what is measured.
      RATE_LIMIT_BURST: '1000000',
      RATE_LIMIT_PER_MINUTE: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let reportedReadyMs: number | null = null;
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (reportedReadyMs === null && line.includes('"startupMs"')) reportedReadyMs = JSON.parse(line).startupMs;
    }
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/readyz`, child);
  const spawnToReadyMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 50));
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
  return { child, origin: `http://127.0.0.1:${port}`, stop: stopper(child) };
}
