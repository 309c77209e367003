/**
 * Versions written to DATA_DIR while the service runs are served without a restart (issue 29):
 * a scan of DATA_DIR loads the new folders (verified as at start-up) and swaps the versions in
 * force at once; answers, ETags, provenance and the 304s before routing follow. Over a copy of the
 * shipped data with its newest central parity publication held back, and the generated test
 * library (TEST FIXTURE: chapter 99, made-up rates).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { refundRatesImporter } from '../../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { writeLibraryFixture } from '../fixtures/refund-library.js';
import { freePort } from '../helpers/redis-server.js';

const NEWEST = '2026-09-04';

/** A scratch copy of the shipped data with its newest parity publication held back, to arrive later. */
function dataWithoutNewest(prefix: string): { folder: string; data: string; heldBack: string } {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const data = join(folder, 'data');
  const heldBack = join(folder, 'held-back');
  cpSync(join(projectRoot(), 'data'), data, { recursive: true });
  renameSync(join(data, 'central-parity', NEWEST), heldBack);
  return { folder, data, heldBack };
}
const { folder: scratch, data: dataDir, heldBack } = dataWithoutNewest('live-data-');

describe('versions written while the service runs (issue 29)', () => {
  let service: Service;
  let origin = '';
  before(async () => {
    // One token a minute comes back: the tokens a request spent are read exactly, however slow the machine.
    service = await buildService(
      readConfig({
        DATA_DIR: dataDir,
        SITE_URL: 'https://site.test',
        RATE_LIMIT_BURST: '100000',
        RATE_LIMIT_PER_MINUTE: '1',
      }),
      { logger: false },
    );
    origin = await service.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await service.app.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
  /** TEST FIXTURE: a one-code library edition (chapter 99, not real rates) written into DATA_DIR. */
  const writeEdition = async (refundRate: string, published: string, edition: string) => {
    const library = writeLibraryFixture(mkdtempSync(join(scratch, 'library-')), [
      {
        CODE: '9901010010',
        ST_DATE: '20250101',
        END_DATE: '20991231',
        NAME: 'fixture 9901010010',
        ZSSL_SET: '13',
        TSL: refundRate,
        TSFLAG: '',
        NOTE: '',
      },
    ]);
    const [version] = await refundRatesImporter.read(library.folder, { published, edition });
    assert.ok(version);
    await writeVersion(dataDir, version);
  };

  it('serves a new central parity publication from the next request, with a new ETag', async () => {
    const first = await get('/v1/central-parity');
    const tag = first.headers.get('etag') ?? '';
    const old = (await first.json()) as { central_parity: { published_on: string } };
    assert.equal(old.central_parity.published_on, '2026-09-03');
    // The tag is now known to the 304s answered before routing.
    assert.equal((await get('/v1/central-parity', { 'if-none-match': tag })).status, 304);

    // Written aside, then renamed into place, as writeVersion does: a scan never sees half of it.
    cpSync(heldBack, join(dataDir, 'central-parity', `.incoming-${NEWEST}`), { recursive: true });
    renameSync(join(dataDir, 'central-parity', `.incoming-${NEWEST}`), join(dataDir, 'central-parity', NEWEST));
    assert.deepEqual(await service.rescan(), {
      added: [`central-parity ${NEWEST}`],
      removed: [],
      refused: [],
      faults: [],
      cleared: [],
    });

    const again = await get('/v1/central-parity', { 'if-none-match': tag });
    assert.equal(again.status, 200, 'the old tag is not confirmed');
    assert.notEqual(again.headers.get('etag'), tag);
    const body = (await again.json()) as {
      central_parity: { published_on: string };
      provenance: { datasets: Array<{ version: string }> };
    };
    assert.equal(body.central_parity.published_on, NEWEST);
    assert.deepEqual(
      body.provenance.datasets.map((d) => d.version),
      [NEWEST],
    );
    const listed = (await (await get('/v1/datasets/central-parity')).json()) as { current: string };
    assert.equal(listed.current, NEWEST);
    assert.equal(await service.rescan(), null, 'nothing new: nothing swapped');
  });

  it('serves a refund library imported while it runs, where it answered 503', async () => {
    const lookup = '/v1/refund-rate?code=9901010010&export_date=2026-05-01';
    assert.equal((await get(lookup)).status, 503);
    await writeEdition('9', '2026-06-10', 'FIXTURE');
    assert.deepEqual((await service.rescan())?.added, ['refund-rates 2026-06-10']);
    const found = await get(lookup);
    assert.equal(found.status, 200);
    const body = (await found.json()) as { lookup: { found: boolean } };
    assert.equal(body.lookup.found, true);
    const ready = (await (await get('/readyz')).json()) as { datasets: { loaded: Array<{ id: string }> } };
    assert.ok(ready.datasets.loaded.some((d) => d.id === 'refund-rates'));
  });

  it('keeps the comparisons of library editions across a swap of other versions', async () => {
    await writeEdition('13', '2026-09-01', 'FIXTURE-2');
    await service.rescan();
    const remaining = async (path: string) => Number((await get(path)).headers.get('ratelimit-remaining'));
    const changes = '/v1/datasets/refund-rates/changes?from=2026-06-10&to=2026-09-01';
    const first = await remaining(changes);
    // An old parity publication is withdrawn, then put back: the versions in force are swapped, the library's are not.
    const OLD = '2026-09-02';
    renameSync(join(dataDir, 'central-parity', OLD), join(scratch, 'old-again'));
    assert.deepEqual((await service.rescan())?.removed, [`central-parity ${OLD}`]);
    renameSync(join(scratch, 'old-again'), join(dataDir, 'central-parity', OLD));
    assert.deepEqual((await service.rescan())?.added, [`central-parity ${OLD}`]);
    // One token for the page: the comparison was kept (an uncached one costs 10 more).
    assert.equal(first - (await remaining(`${changes}&offset=1`)), 1);
  });

  it('serves the current version whose folder is gone until a newer one arrives, and says so', async () => {
    renameSync(join(dataDir, 'central-parity', NEWEST), join(scratch, 'removed'));
    const change = await service.rescan();
    assert.deepEqual(change?.removed, []);
    assert.deepEqual(change?.faults, [`the folder of central-parity ${NEWEST} is gone`]);
    const listed = (await (await get('/v1/datasets/central-parity')).json()) as { current: string };
    assert.equal(listed.current, NEWEST);
    const rows = await get(`/v1/datasets/central-parity/${NEWEST}`);
    assert.equal(rows.status, 200, 'its rows are served from memory');
    const ready = await get('/readyz');
    assert.equal(ready.status, 200);
    assert.deepEqual(((await ready.json()) as { datasets: { vanished: unknown } }).datasets.vanished, [
      { id: 'central-parity', version: NEWEST },
    ]);
    renameSync(join(scratch, 'removed'), join(dataDir, 'central-parity', NEWEST));
    assert.deepEqual((await service.rescan())?.cleared, [`the folder of central-parity ${NEWEST} is gone`]);
  });

  it('stops listing an older version whose folder is gone', async () => {
    renameSync(join(dataDir, 'central-parity', '2026-09-03'), join(scratch, 'older'));
    assert.deepEqual((await service.rescan())?.removed, ['central-parity 2026-09-03']);
    assert.equal((await get('/v1/datasets/central-parity/2026-09-03')).status, 404);
  });
});

describe('the started process reads DATA_DIR again every DATA_SCAN_SECONDS', () => {
  it('serves a version written after it started, within the scan period', async () => {
    const { folder, data, heldBack: later } = dataWithoutNewest('live-scan-');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data,
        DATA_SCAN_SECONDS: '1',
        REDIS_URL: '',
        FETCH: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const current = async (): Promise<string | null> => {
      const answer = await fetch(`http://127.0.0.1:${port}/v1/datasets/central-parity`).catch(() => null);
      return answer?.ok ? ((await answer.json()) as { current: string }).current : null;
    };
    const waitFor = async (expected: string) => {
      const deadline = Date.now() + 15_000;
      let seen = await current();
      while (seen !== expected && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await current();
      }
      return seen;
    };
    try {
      assert.equal(await waitFor('2026-09-03'), '2026-09-03', log);
      renameSync(later, join(data, 'central-parity', NEWEST));
      assert.equal(await waitFor(NEWEST), NEWEST, log);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    }
    assert.match(log, /DATA_DIR changed: serving its versions/);
  });
});

describe('two instances on one DATA_DIR (issue 29)', () => {
  it('both serve a version one of them wrote, at their next scan', async () => {
    const { folder, data, heldBack: later } = dataWithoutNewest('live-pair-');
    const config = readConfig({ DATA_DIR: data, SITE_URL: 'https://site.test' });
    const [one, two] = await Promise.all([
      buildService(config, { logger: false }),
      buildService(config, { logger: false }),
    ]);
    try {
      const current = async (service: Service) =>
        ((await service.app.inject('/v1/datasets/central-parity')).json() as { current: string }).current;
      // Written by the first (as its fetch writes: aside, then renamed), seen by both.
      renameSync(later, join(data, 'central-parity', NEWEST));
      await one.rescan();
      await two.rescan();
      assert.deepEqual([await current(one), await current(two)], [NEWEST, NEWEST]);
    } finally {
      await Promise.all([one.app.close(), two.app.close()]);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
