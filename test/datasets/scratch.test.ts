/**
 * Scratch folders of dead writers are swept: a version written aside by a process that is gone
 * (its pid on this host not running), or any scratch folder nothing touched for SCRATCH_STALE_MS
 * (another host's, a name without its writer); never a live writer's, never a folder of the
 * temporary folder that is not a tagged scratch folder (a DATA_DIR may live there).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SCRATCH_STALE_MS, asideName, sweepDeadScratch } from '../../src/datasets/scratch.js';
import { tempDataDir } from '../fixtures/dataset-versions.js';

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('sweeping scratch folders', () => {
  const ours = asideName('2026-08-01', 'aaaa1111');
  const otherWriter = (pid: number | string) => ours.replace(`-${process.pid}@`, `-${pid}@`);

  it('removes a dead writer’s folder at once, keeps a live one and another host’s until they are stale', () => {
    const dir = tempDataDir();
    const ports = join(dir, 'ports');
    const dead = otherWriter(deadPid());
    const elsewhere = ours.replace(/@[^@]+@/, '@another-host.example@');
    const unnamed = '.importing-2026-08-01-123-abcd';
    for (const name of [ours, dead, elsewhere, unnamed, '2026-07-27'])
      mkdirSync(join(ports, name), { recursive: true });

    // An empty temporary folder of its own: the machine's holds other processes' scratch.
    const tmp = tempDataDir();
    const now = Date.now();
    assert.deepEqual(sweepDeadScratch([ports], now, tmp), [join(ports, dead)]);
    assert.deepEqual(readdirSync(ports).sort(), ['2026-07-27', ours, elsewhere, unnamed].sort());
    // Untouched past the stale age: another host's and an unnamed one are gone; a version folder never is.
    const later = now + SCRATCH_STALE_MS + 60_000;
    assert.deepEqual(
      sweepDeadScratch([ports], later, tmp).sort(),
      [ours, elsewhere, unnamed].map((n) => join(ports, n)).sort(),
    );
    assert.deepEqual(readdirSync(ports), ['2026-07-27']);
  });

  it('sweeps only tagged scratch folders in the temporary folder', () => {
    const tmp = tempDataDir();
    const host = /@([^@]+)@/.exec(ours)?.[1];
    const fetch = `export-trade-scratch-parity-${deadPid()}@${host}@Xy12Zq`;
    const stale = 'export-trade-data-AbCdEf';
    mkdirSync(join(tmp, fetch));
    mkdirSync(join(tmp, stale));
    assert.deepEqual(sweepDeadScratch([], Date.now() + 10 * SCRATCH_STALE_MS, tmp), [join(tmp, fetch)]);
    assert.deepEqual(readdirSync(tmp), [stale]);
  });
});
