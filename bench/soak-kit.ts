/**
 * What the soak checks share (bench/soak.ts, bench/soak-attacks.ts): the settings of a run, the
 * twenty well-behaved senders measured in a process of their own, a flood, and status counts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../src/project-root.js';

export interface Check {
  name: string;
  passed: boolean;
  figures: string;
}

export const root = projectRoot();
export const dataDir = join(root, 'data');
export const SECONDS = Number(process.env.SOAK_SECONDS ?? 10);
export const BODY = JSON.stringify({ inputs: { value: '12.5', from: 'ft3', to: 'm3' } });
export const PATH = '/v1/tools/unit-convert/compute';
export const PROXIED = { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_BURST: '60', RATE_LIMIT_PER_MINUTE: '60' };
/** The services' logs: a scratch folder, never the project. */
export const logDir = mkdtempSync(join(tmpdir(), 'export-trade-soak-'));

/**
 * What "bounded" means for a well-behaved sender while the service runs flat out for others: its
 * answers queue behind theirs, so this is a bound on queueing, not the idle latency.
 */
export const WELL_BEHAVED_P99_MS = 50;

export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The twenty well-behaved senders of bench/well-behaved.mjs, in their own process. */
export function wellBehaved(
  origin: string,
  seconds: number,
): Promise<{ statuses: Map<number, number>; p99: number; count: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'bench', 'well-behaved.mjs'), origin, PATH, BODY, String(seconds)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`well-behaved senders exited with ${code}`));
      const seen = JSON.parse(out) as { statuses: Record<string, number>; p99: number; count: number };
      resolve({
        statuses: new Map(Object.entries(seen.statuses).map(([s, n]) => [Number(s), n])),
        p99: seen.p99,
        count: seen.count,
      });
    });
  });
}

export const statusText = (stats: Record<string, { count: number }> | Map<number, number>) =>
  (stats instanceof Map ? [...stats] : Object.entries(stats).map(([status, s]) => [status, s.count] as const))
    .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
    .join(', ');
export const fiveXx = (stats: Record<string, { count: number }>) =>
  Object.entries(stats)
    .filter(([s]) => s.startsWith('5'))
    .reduce((n, [, s]) => n + s.count, 0);

export function flood(
  origin: string,
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>,
  connections = 20,
) {
  return autocannon({
    url: `${origin}${PATH}`,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
        setupRequest: setupRequest as never,
      },
    ],
  });
}
