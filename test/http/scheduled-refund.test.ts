/**
 * The refund library fetched by the service itself (issue 29): against a loopback tax bureau
 * serving a RAR in the library's real layout (TEST FIXTURE: the attested rows of
 * test/fixtures/refund-evidence-library.ts), a fresh install gets a library at its first run, an
 * identical archive fetched again writes nothing, a different one is a new edition served without a
 * restart, and an address answering an HTML page, an error or a cut archive changes nothing served.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Service } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { EVIDENCE_RECORDS } from '../fixtures/refund-evidence-library.js';
import { type LibraryRecord, storedRar, writeLibraryFixture } from '../fixtures/refund-library.js';
import { type Loopback, type ScheduledService, loopbackPublisher, scheduledService } from '../helpers/scheduled.js';

const scratch = mkdtempSync(join(tmpdir(), 'scheduled-refund-'));
const dataDir = join(scratch, 'data');

/** The library as a tax bureau's download: cmcode.DBF, stdcm.dbf, STDCM.FPT in one RAR. */
function libraryRar(records: readonly LibraryRecord[], headerDay?: readonly [number, number, number]): Buffer {
  const written = writeLibraryFixture(mkdtempSync(join(scratch, 'lib-')), records);
  const cmcode = readFileSync(written.files.cmcode);
  if (headerDay) cmcode.set(headerDay, 1);
  return storedRar({
    'CMCODE2026B/cmcode.DBF': cmcode,
    'CMCODE2026B/stdcm.dbf': readFileSync(written.files.stdcm),
    'CMCODE2026B/STDCM.FPT': readFileSync(written.files.fpt),
  });
}

describe('the refund library fetched on schedule (issue 29)', () => {
  let bureau: Loopback;
  let answer: { status: number; type: string; body: Buffer };
  let scheduled: ScheduledService;
  let service: Service;
  const now = new Date('2026-11-25T02:00:00Z');
  /** The refund percent in force for the attested code, and the edition that says so. */
  const lookup = async () => {
    const answer = (await service.app.inject('/v1/refund-rate?code=8479899990&export_date=2026-11-20')).json() as {
      lookup?: { in_force: { period?: { refund_percent: string } } };
      dataset?: { version: string };
    };
    return { percent: answer.lookup?.in_force.period?.refund_percent, version: answer.dataset?.version };
  };
  const state = () => scheduled.fetchState('refund-rates');

  before(async () => {
    cpSync(join(projectRoot(), 'data'), dataDir, { recursive: true });
    answer = { status: 200, type: 'application/x-rar-compressed', body: libraryRar(EVIDENCE_RECORDS) };
    bureau = await loopbackPublisher((_request, response) => {
      response.writeHead(answer.status, { 'content-type': answer.type });
      response.end(answer.body);
    });
    scheduled = await scheduledService(
      {
        DATA_DIR: dataDir,
        REFUND_LIBRARY_URL: `${bureau.origin}/P020260610346902416014.rar`,
        REFUND_LIBRARY_EDITION: '2026B',
      },
      () => now,
    );
    service = scheduled.service;
  });
  after(async () => {
    await scheduled.close();
    await bureau.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('with none installed, runs at start-up; names the edition after the day cmcode.DBF was written', async () => {
    assert.equal((await service.app.inject('/v1/refund-rate?code=8479899990')).statusCode, 503);
    service.scheduler.start();
    service.scheduler.stop();
    assert.equal((await state())?.next_run, now.toISOString());
    await service.scheduler.runNow('refund-rates');
    assert.deepEqual((await state())?.last_written, ['2026-06-10']);
    assert.deepEqual(await lookup(), { percent: '13.00', version: '2026-06-10' });
    const manifest = JSON.parse(readFileSync(join(dataDir, 'refund-rates', '2026-06-10', 'manifest.json'), 'utf8'));
    assert.equal(manifest.edition, '2026B');
    assert.match(manifest.origin ?? '', /P020260610346902416014\.rar$/);
    // Installed: the next run is a day later.
    assert.equal((await state())?.next_run, new Date(now.getTime() + 24 * 3_600_000).toISOString());
  });

  it('writes nothing for the same archive fetched again', async () => {
    await service.scheduler.runNow('refund-rates');
    assert.deepEqual((await state())?.last_written, []);
    assert.equal((await state())?.last_error, null);
  });

  it('leaves the served library unchanged when the address fails, and says why', async () => {
    const good = answer;
    const failures = [
      { status: 200, type: 'text/html', body: Buffer.from('<html><body>页面已迁移</body></html>') },
      { status: 503, type: 'text/plain', body: Buffer.from('busy') },
      { ...good, body: good.body.subarray(0, good.body.length - 600) },
    ];
    const reasons: string[] = [];
    for (const failure of failures) {
      answer = failure;
      await service.scheduler.runNow('refund-rates');
      reasons.push((await state())?.last_error ?? '');
      assert.deepEqual(await lookup(), { percent: '13.00', version: '2026-06-10' });
    }
    assert.match(reasons[0] ?? '', /neither a zip nor a rar/);
    assert.match(reasons[1] ?? '', /503/);
    assert.match(reasons[2] ?? '', /not a readable rar archive/);
    answer = good;
  });

  it('imports a different archive of the same day as a new edition, served without a restart', async () => {
    const changed = EVIDENCE_RECORDS.map((record) => (record.CODE === '8479899990' ? { ...record, TSL: '9' } : record));
    answer = { ...answer, body: libraryRar(changed) };
    await service.scheduler.runNow('refund-rates');
    assert.deepEqual((await state())?.last_written, ['2026-06-10-2']);
    assert.deepEqual(await lookup(), { percent: '9.00', version: '2026-06-10-2' });
  });

  it('refuses to name an edition whose file says a day not yet come', async () => {
    answer = { ...answer, body: libraryRar(EVIDENCE_RECORDS.slice(1), [127, 1, 5]) };
    await service.scheduler.runNow('refund-rates');
    assert.match((await state())?.last_error ?? '', /2027-01-05.*REFUND_LIBRARY_PUBLISHED/);
    assert.deepEqual((await state())?.last_written, ['2026-06-10-2']);
  });
});
