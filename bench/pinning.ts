/**
 * CPU pinning for a bench run on a machine of two or more cores: the servers measured (the
 * service and its baseline, one at a time under load) on core 0, this process, the load
 * generator, on core 1. Without it the generator and the server take turns on both cores, and
 * what a server is charged for includes the generator's scheduling (the p99 spikes of the
 * earlier runs). BENCH_PIN=0 turns it off; without `taskset` (util-linux) it is off.
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const SERVER_CORE = '0';
const GENERATOR_CORE = '1';

function tasksetWorks(): boolean {
  return spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/** Set by pinGenerator(): only a run that pinned its generator pins its servers (not the soak). */
let pinning = false;

/**
 * Pins this process (every thread it has; later ones inherit it) to the generator's core.
 * Returns whether the run is pinned.
 */
export function pinGenerator(): boolean {
  if (process.env.BENCH_PIN === '0' || cpus().length < 2 || !tasksetWorks()) return false;
  const done = spawnSync('taskset', ['-a', '-cp', GENERATOR_CORE, String(process.pid)], { stdio: 'ignore' });
  if (done.status !== 0) throw new Error('taskset could not pin the load generator');
  pinning = true;
  return true;
}

/**
 * Pins a started server (every thread it has) to the servers' core. It is pinned once ready, so
 * that its start-up is timed with the machine's cores, as a deployment starts it.
 */
export function pinServer(pid: number): void {
  if (!pinning) return;
  const done = spawnSync('taskset', ['-a', '-cp', SERVER_CORE, String(pid)], { stdio: 'ignore' });
  if (done.status !== 0) throw new Error(`taskset could not pin the server ${pid}`);
}

export function pinningDescription(pinned: boolean): string {
  return pinned
    ? `the server measured on core ${SERVER_CORE}, the load generator on core ${GENERATOR_CORE} (taskset)`
    : 'the load generator, the service and the baseline share the machine (not pinned)';
}
