/**
 * Verified data is kept through passing faults of the file system, and the service starts without
 * Redis: a dataset folder replaced by a file, or DATA_DIR moved away, is reported in /readyz and
 * the versions read before are served meanwhile; when it returns nothing is read again. With
 * REDIS_URL pointing at a port that refuses connections, the service starts and serves from its
 * local buckets. Over a copy of the shipped data.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { assertErrorAnswer } from '../helpers/app.js';
import { freePort } from '../helpers/redis-server.js';

interface Readiness {
  ready: boolean;
  data_dir_problem?: string;
  datasets: { folder_problems?: Array<{ id: string; problem: string }>; refused: unknown[] };
  limiter: string;
}

const CONTAINER_LOAD = {
  method: 'POST' as const,
  url: '/v1/tools/container-load/compute',
  headers: { 'content-type': 'application/json' },
  payload: { inputs: { length: '60', width: '40', height: '40', grossWeight: '15' } },
};

describe('data kept through faults of the file system', () => {
  const folder = mkdtempSync(join(tmpdir(), 'data-faults-'));
  const dataDir = join(folder, 'data');
  let service: Service;
  before(async () => {
    cpSync(join(projectRoot(), 'data'), dataDir, { recursive: true });
    service = await buildService(readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://site.test' }), { logger: false });
  });
  after(async () => {
    await service.app.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const readiness = async () => {
    const answer = await service.app.inject('/readyz');
    return { status: answer.statusCode, body: answer.json() as Readiness };
  };

  it('serves the containers while their folder is a file, says so in /readyz, and clears it when it returns', async () => {
    renameSync(join(dataDir, 'containers'), join(folder, 'containers'));
    writeFileSync(join(dataDir, 'containers'), 'not a folder');
    const change = await service.rescan();
    assert.deepEqual(change?.faults, ['containers/ is not a folder']);
    assert.deepEqual(change?.removed, []);
    const { status, body } = await readiness();
    assert.equal(status, 200);
    assert.deepEqual(body.datasets.folder_problems, [{ id: 'containers', problem: 'containers/ is not a folder' }]);
    assert.equal((await service.app.inject('/v1/datasets/containers/current')).statusCode, 200);
    assert.equal((await service.app.inject(CONTAINER_LOAD)).statusCode, 200);

    rmSync(join(dataDir, 'containers'));
    renameSync(join(folder, 'containers'), join(dataDir, 'containers'));
    assert.deepEqual(await service.rescan(), {
      added: [],
      removed: [],
      refused: [],
      faults: [],
      cleared: ['containers/ is not a folder'],
    });
    assert.equal((await readiness()).body.datasets.folder_problems, undefined);
  });

  it('serves every dataset while DATA_DIR is away, and reads nothing again when it returns', async () => {
    renameSync(dataDir, join(folder, 'away'));
    const change = await service.rescan();
    assert.deepEqual(change?.faults, [`DATA_DIR ${dataDir} does not exist`]);
    const { status, body } = await readiness();
    assert.equal(status, 200);
    assert.match(body.data_dir_problem ?? '', /does not exist/);
    for (const url of ['/v1/central-parity', '/v1/datasets/ports/current', '/v1/datasets/divisors/current'])
      assert.equal((await service.app.inject(url)).statusCode, 200, url);
    assert.equal((await service.app.inject(CONTAINER_LOAD)).statusCode, 200);
    // What is read from the files at each request (a download) is the service's condition meanwhile: a 503, not a 500.
    const download = await service.app.inject('/v1/datasets/ports/current/rows.csv');
    const answer = assertErrorAnswer(download, 503, 'dataset.files_unreadable');
    assert.match(String((answer.issues as Array<{ message: string }>)[0]?.message), /ports/);

    renameSync(join(folder, 'away'), dataDir);
    assert.equal((await service.app.inject('/v1/datasets/ports/current/rows.csv')).statusCode, 200);
    const back = await service.rescan();
    assert.deepEqual([back?.added, back?.removed, back?.cleared], [[], [], [`DATA_DIR ${dataDir} does not exist`]]);
    assert.equal((await readiness()).body.data_dir_problem, undefined);
  });
});

describe('starting while Redis does not answer', () => {
  it('starts with FETCH on, serves from its local buckets, and says so in /readyz', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const service = await buildService(
      readConfig({ SITE_URL: 'https://site.test', REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
      { logger: pino(sink) },
    );
    try {
      assert.equal((await service.app.inject('/v1/datasets')).statusCode, 200);
      let body: Readiness | undefined;
      for (let tries = 0; tries < 100 && body?.limiter !== 'local-fallback'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        body = (await service.app.inject('/readyz')).json() as Readiness;
      }
      assert.equal(body?.ready, true);
      assert.equal(body?.limiter, 'local-fallback');
      assert.ok(
        lines.some((line) => line.includes('Redis unreachable')),
        'the fallback is logged, once the logger exists',
      );
    } finally {
      await service.app.close();
    }
  });
});
