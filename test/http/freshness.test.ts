/**
 * Freshness you can see (issue 29): the mainland calendar (chinese-days, from the State Council's
 * notices), when a central parity publication is due, and what GET /v1/datasets and /readyz say
 * of it as the clock moves; their tags change with it, and a 304 never confirms a stale answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { holidaysKnown, isInterbankDay, isPublicHoliday, isWorkingDay } from '../../src/core/mainland-calendar.js';
import { parityDue } from '../../src/datasets/central-parity/calendar.js';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { join } from 'node:path';

describe('the mainland calendar', () => {
  it('follows the State Council’s notice of the 2026 holidays: holidays and the weekend days worked', () => {
    // Dragon Boat Festival, Friday 19 June: no parity that day in the shipped CFETS history.
    assert.equal(isPublicHoliday('2026-06-19'), true);
    assert.equal(isInterbankDay('2026-06-19'), false);
    // Spring Festival runs 15-23 February; Saturday 14 and 28 February are worked.
    assert.equal(isWorkingDay('2026-02-23'), false);
    assert.equal(isWorkingDay('2026-02-14'), true);
    assert.equal(isWorkingDay('2026-02-28'), true);
    // The interbank market stays shut on a weekend day worked.
    assert.equal(isInterbankDay('2026-02-28'), false);
    assert.equal(isInterbankDay('2026-06-22'), true);
  });

  it('says when a year is beyond the holidays it knows', () => {
    assert.equal(holidaysKnown('2026-12-31'), true);
    assert.equal(holidaysKnown('2099-01-04'), false);
    assert.equal(isWorkingDay('2099-01-05'), true); // a Monday: weekdays only
  });

  it('counts a parity publication due from 11:00 Beijing on a day the market opens', () => {
    // Thursday 8 October 2026, the first day after the National Day week (1-7 October).
    assert.equal(parityDue(new Date('2026-10-08T02:00:00Z')), '2026-09-30'); // 10:00 Beijing
    assert.equal(parityDue(new Date('2026-10-08T03:00:00Z')), '2026-10-08'); // 11:00
    // Sunday: Friday's.
    assert.equal(parityDue(new Date('2026-11-22T08:00:00Z')), '2026-11-20');
  });
});

describe('freshness in GET /v1/datasets and /readyz', () => {
  let service: Service;
  let now = new Date('2026-09-04T02:30:00Z'); // Friday 10:30 Beijing: Friday's not due yet
  before(async () => {
    service = await buildService(readConfig({ DATA_DIR: join(projectRoot(), 'data') }), {
      logger: false,
      clock: () => now,
    });
  });
  after(async () => {
    service.scheduler.stop();
    await service.app.close();
  });
  const parity = async (headers: Record<string, string> = {}) => {
    const response = await service.app.inject({ url: '/v1/datasets', headers });
    const body = response.statusCode === 200 ? response.json() : null;
    const entry = body?.datasets.find((d: { id: string }) => d.id === 'central-parity');
    return { status: response.statusCode, etag: String(response.headers.etag), freshness: entry?.freshness };
  };

  it('is current on the day of the newest publication', async () => {
    const { freshness } = await parity();
    assert.equal(freshness.newest_publication, '2026-09-04');
    assert.equal(freshness.last_expected, '2026-09-03');
    assert.equal(freshness.stale, false);
    assert.equal(freshness.holidays_known, true);
    // FETCH is on by default: the job is listed, not yet run.
    assert.deepEqual(freshness.fetch, {
      last_attempt: null,
      last_success: null,
      last_error: null,
      next_run: null,
      last_written: [],
    });
  });

  it('turns stale when a publication is due and not installed; the old tag is not confirmed', async () => {
    const before = await parity();
    assert.equal((await parity({ 'if-none-match': before.etag })).status, 304);
    now = new Date('2026-11-25T04:00:00Z');
    const later = await parity({ 'if-none-match': before.etag });
    assert.equal(later.status, 200);
    assert.notEqual(later.etag, before.etag);
    assert.equal(later.freshness.stale, true);
    assert.equal(later.freshness.last_expected, '2026-11-25');
    const ready = (await service.app.inject('/readyz')).json();
    assert.equal(ready.ready, true, 'stale data is still served');
    assert.deepEqual(ready.freshness['central-parity'], later.freshness);
    const one = (await service.app.inject('/v1/datasets/central-parity')).json();
    assert.deepEqual(one.freshness, later.freshness);
  });
});

describe('GET /metrics', () => {
  it('counts requests by route and status (304s before routing too), refusals, dataset age and staleness, fetches', async () => {
    const now = new Date('2026-11-25T04:00:00Z');
    const service = await buildService(
      readConfig({
        DATA_DIR: join(projectRoot(), 'data'),
        RATE_LIMIT_BURST: '3',
        CFETS_HISTORY_URL: 'http://127.0.0.1:9/unreachable',
        METRICS_TOKEN: 'scrape-token-of-the-test',
      }),
      { logger: false, clock: () => now },
    );
    try {
      const first = await service.app.inject('/v1/central-parity');
      const etag = String(first.headers.etag);
      // Through the fast path (a real connection: inject skips the server's own handler).
      const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
      const again = await fetch(`${address}/v1/central-parity`, { headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
      // Another sender, one request past its burst of three.
      for (let i = 0; i < 4; i += 1) await service.app.inject({ url: '/v1/datasets/nope', remoteAddress: '10.0.0.9' });
      await service.scheduler.runNow('central-parity');
      const scrape = await fetch(`${address}/metrics`, {
        headers: { authorization: 'Bearer scrape-token-of-the-test' },
      });
      assert.match(String(scrape.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
      const text = await scrape.text();
      assert.match(text, /http_requests_total\{route="\/v1\/central-parity",method="GET",status="200"\} 1\n/);
      assert.match(text, /http_requests_total\{route="\/v1\/central-parity",method="GET",status="304"\} 1\n/);
      assert.match(text, /rate_limit_refusals_total\{route="\/v1\/datasets\/:id"\} 1\n/);
      assert.match(text, /http_request_duration_seconds_bucket\{le="0\.1",route="\/v1\/central-parity"/);
      // 2026-09-04 00:00 Beijing to 2026-11-25 12:00 Beijing: 82.5 days.
      assert.match(text, /dataset_age_seconds\{dataset="central-parity"\} 7128000\n/);
      assert.match(text, /dataset_stale\{dataset="central-parity"\} 1\n/);
      assert.match(text, /dataset_stale\{dataset="ports"\} 0\n/);
      assert.match(text, /dataset_fetches_total\{dataset="central-parity",outcome="failed"\} 1\n/);
      assert.match(text, /process_resident_memory_bytes \d+/);
    } finally {
      service.scheduler.stop();
      await service.app.close();
    }
  });
});
