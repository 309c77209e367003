/**
 * A running service reads a new version by slices (store.ts, scanStore), so requests are answered
 * while it reads a large one: a request made after the rescan began is answered before it ends,
 * from the versions in force, and the new version is served once it ends. Rescans asked while one
 * runs share one more scan after it; they never overlap. Over generated ports versions (TEST
 * FIXTURE: counters and labels in country ZZ, not data).
 */
import assert from 'node:assert/strict';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeVersion } from '../../src/datasets/writer.js';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { fixtureRows, fixtureVersion, tempDataDir } from '../fixtures/dataset-versions.js';

describe('a rescan reading a large version', () => {
  const dataDir = tempDataDir();
  let service: Service;
  before(async () => {
    await writeVersion(dataDir, fixtureVersion('2026-07-01', fixtureRows(3)));
    service = await buildService(readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://site.test' }), { logger: false });
  });
  after(async () => {
    await service.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const current = async () =>
    ((await service.app.inject('/v1/datasets/ports')).json() as { current: string | null }).current;

  it('answers a request made while it reads, from the versions in force, and serves the new one after', async () => {
    // About 2.5 MB of rows.json: read whole, one turn of the event loop held every request behind it.
    await writeVersion(dataDir, fixtureVersion('2026-08-01', fixtureRows(10_000)));
    const order: string[] = [];
    const scanning = service.rescan().then((change) => {
      order.push('rescan');
      return change;
    });
    const during = await current();
    order.push('request');
    assert.deepEqual((await scanning)?.added, ['ports 2026-08-01']);
    assert.deepEqual(order, ['request', 'rescan']);
    assert.equal(during, '2026-07-01');
    assert.equal(await current(), '2026-08-01');
  });

  it('runs one more scan after the one under way for every rescan asked meanwhile', async () => {
    await writeVersion(dataDir, fixtureVersion('2026-09-01', fixtureRows(2_000)));
    const aside = tempDataDir();
    await writeVersion(aside, fixtureVersion('2026-10-01', fixtureRows(5)));
    const first = service.rescan();
    const second = service.rescan();
    // Moved in once the first scan listed the folder, as a writer renames a version into place.
    renameSync(join(aside, 'ports', '2026-10-01'), join(dataDir, 'ports', '2026-10-01'));
    const third = service.rescan();
    assert.equal(second, third, 'one scan after the one under way, shared');
    assert.notEqual(first, second);
    assert.deepEqual((await first)?.added, ['ports 2026-09-01']);
    // Asked after the version arrived, while the first scan ran: the scan after it serves it.
    assert.deepEqual((await second)?.added, ['ports 2026-10-01']);
    assert.equal(await service.rescan(), null);
  });
});
