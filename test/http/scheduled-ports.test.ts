/**
 * The ports fetched by the service itself (issue 29): due PORTS_FETCH_DAYS after the installed
 * version was fetched; a run asks a loopback Wikidata (TEST FIXTURE answer,
 * test/fixtures/wikidata-port-labels.ts) and merges it with the port files, writing a version named
 * after the day it asked, served without a restart; the same answer again writes nothing.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Service } from '../../src/http/service.js';
import { projectRoot, sourcesDir } from '../../src/project-root.js';
import { WIKIDATA_PORT_LABELS } from '../fixtures/wikidata-port-labels.js';
import { type Loopback, type ScheduledService, loopbackPublisher, scheduledService } from '../helpers/scheduled.js';

const scratch = mkdtempSync(join(tmpdir(), 'scheduled-ports-'));
const dataDir = join(scratch, 'data');
const SOURCES = join(sourcesDir(), 'ports');

describe('the ports fetched on schedule (issue 29)', () => {
  let wikidata: Loopback;
  let scheduled: ScheduledService;
  let service: Service;
  let asked = 0;
  const now = new Date('2026-11-25T03:00:00Z');
  const state = () => scheduled.fetchState('ports');
  const current = async () =>
    ((await service.app.inject('/v1/datasets/ports/current?limit=1')).json() as { version: string }).version;

  before(async () => {
    cpSync(join(projectRoot(), 'data'), dataDir, { recursive: true });
    wikidata = await loopbackPublisher((request, response) => {
      request.resume();
      request.on('end', () => {
        asked += 1;
        response.writeHead(200, { 'content-type': 'application/sparql-results+json' });
        response.end(JSON.stringify(WIKIDATA_PORT_LABELS));
      });
    });
    scheduled = await scheduledService(
      { DATA_DIR: dataDir, PORTS_SOURCES: SOURCES, WIKIDATA_SPARQL_URL: `${wikidata.origin}/sparql` },
      () => now,
    );
    service = scheduled.service;
  });
  after(async () => {
    await scheduled.close();
    await wikidata.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is due 30 days after the installed version was fetched', async () => {
    const shipped = JSON.parse(readFileSync(join(dataDir, 'ports', await current(), 'manifest.json'), 'utf8'));
    service.scheduler.start();
    service.scheduler.stop();
    const due = new Date(new Date(shipped.fetched_at).getTime() + 30 * 86_400_000);
    assert.equal((await state())?.next_run, (due > now ? due : now).toISOString());
  });

  it('writes a version named after the day Wikidata was asked, and serves it; the same answer again writes nothing', async () => {
    await service.scheduler.runNow('ports');
    assert.equal((await state())?.last_error, null);
    assert.deepEqual((await state())?.last_written, ['2026-11-25']);
    assert.equal(await current(), '2026-11-25');
    await service.scheduler.runNow('ports');
    assert.deepEqual((await state())?.last_written, []);
    assert.equal(asked, 2);
  });
});
