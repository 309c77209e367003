/**
 * The central parity kept current by the service itself (issue 29): against a loopback CFETS that
 * replays the recorded history answers (test/fixtures/cfets-publisher.ts) under a clock the test
 * moves, a gap of five publishing days is filled, each day's publication is served without a
 * restart, and a publisher that fails (an HTML page, a 503, a cut answer, a value the importer
 * refuses) leaves what is served
 * unchanged while readiness says why.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Scheduler } from '../../src/datasets/scheduler.js';
import { TooLarge } from '../../src/datasets/size-limit.js';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { projectRoot } from '../../src/project-root.js';
import { type CfetsPublisher, startCfetsPublisher } from '../fixtures/cfets-publisher.js';
import { Redis } from 'ioredis';
import { type Every, FETCH_LEASE_MS, RedisFetchLock } from '../../src/datasets/redis-fetch-lock.js';
import { type ScheduledService, scheduledService } from '../helpers/scheduled.js';
import { freePort, redisServerMissing, startRedis } from '../helpers/redis-server.js';

const scratch = mkdtempSync(join(tmpdir(), 'scheduled-fetch-'));
const dataDir = join(scratch, 'data');
const shipped = join(projectRoot(), 'data', 'central-parity');
const hashOf = (folder: string) =>
  (JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as { content_hash: string }).content_hash;

describe('the central parity fetched on schedule (issue 29)', () => {
  let publisher: CfetsPublisher;
  let scheduled: ScheduledService;
  let service: Service;
  let now = new Date('2026-09-03T01:30:00Z'); // Thursday 09:30 in Beijing
  before(async () => {
    cpSync(join(projectRoot(), 'data'), dataDir, { recursive: true });
    // An outage: the service last fetched on 2026-08-27, a Thursday.
    for (const day of readdirSync(join(dataDir, 'central-parity')))
      if (day > '2026-08-27') rmSync(join(dataDir, 'central-parity', day), { recursive: true });
    publisher = await startCfetsPublisher('2026-09-03');
    scheduled = await scheduledService(
      { DATA_DIR: dataDir, CFETS_HISTORY_URL: publisher.historyUrl, RATE_LIMIT_BURST: '100000' },
      () => now,
    );
    service = scheduled.service;
  });
  after(async () => {
    await scheduled.close();
    await publisher.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const newest = async () =>
    ((await service.app.inject('/v1/central-parity')).json() as { central_parity: { published_on: string } })
      .central_parity.published_on;
  const fetching = () => scheduled.fetchState('central-parity');

  it('fills a gap of five publishing days, exactly as the shipped imports of the same answers', async () => {
    assert.equal(await newest(), '2026-08-27');
    await service.scheduler.runNow('central-parity');
    const state = await fetching();
    assert.deepEqual(state?.last_written, ['2026-08-28', '2026-08-31', '2026-09-01', '2026-09-02', '2026-09-03']);
    assert.equal(state?.last_error, null);
    assert.equal(await newest(), '2026-09-03');
    for (const day of state?.last_written ?? [])
      assert.equal(hashOf(join(dataDir, 'central-parity', day)), hashOf(join(shipped, day)), day);
    // Today's is in: the next run is tomorrow's, at 09:20 Beijing.
    assert.equal(state?.next_run, '2026-09-04T01:20:00.000Z');
  });

  it('waits for a publication not out yet, and tries again in five minutes', async () => {
    now = new Date('2026-09-04T01:20:00Z');
    await service.scheduler.runNow('central-parity');
    const state = await fetching();
    assert.deepEqual(state?.last_written, []);
    assert.equal(state?.next_run, '2026-09-04T01:25:00.000Z');
    assert.equal(await newest(), '2026-09-03');
  });

  it('serves what it served when the publisher fails, says why in readiness, and backs off', async () => {
    const reasons: string[] = [];
    for (const failure of ['html', 'unavailable', 'truncated', 'malformed'] as const) {
      publisher.failure = failure;
      publisher.publishedThrough = '2026-09-04';
      await service.scheduler.runNow('central-parity');
      const state = await fetching();
      reasons.push(state?.last_error ?? '');
      assert.equal(await newest(), '2026-09-03', failure);
    }
    assert.match(reasons[0] ?? '', /not JSON/);
    assert.match(reasons[1] ?? '', /answered 503/);
    assert.match(reasons[2] ?? '', /not JSON/);
    assert.match(reasons[3] ?? '', /"6,7787" is not a published figure/);
    // The pause grows with the failures: 10, 20, 40, then 60 minutes after the one not-yet run.
    assert.equal((await fetching())?.next_run, new Date(now.getTime() + 60 * 60_000).toISOString());
    publisher.failure = null;
    await service.scheduler.runNow('central-parity');
    assert.equal(await newest(), '2026-09-04');
    assert.equal((await fetching())?.last_error, null);
    // Friday's is in: the next run is Monday's.
    assert.equal((await fetching())?.next_run, '2026-09-07T01:20:00.000Z');
  });

  it('does not ask again before the next scheduled run for a file refused for its size, and still retries a 503 (issue 41)', async () => {
    now = new Date('2026-09-07T01:20:00Z');
    publisher.publishedThrough = '2026-09-07';
    publisher.failure = 'bomb';
    await service.scheduler.runNow('central-parity');
    assert.match((await fetching())?.last_error ?? '', /answered more than its limit of 4 MiB once gzip is undone/);
    // Not in five minutes: Tuesday's run, as if the day had been fetched.
    assert.equal((await fetching())?.next_run, '2026-09-08T01:20:00.000Z');
    assert.equal(await newest(), '2026-09-04');
    publisher.failure = 'unavailable';
    await service.scheduler.runNow('central-parity');
    assert.match((await fetching())?.last_error ?? '', /answered 503/);
    assert.equal((await fetching())?.next_run, '2026-09-07T01:25:00.000Z');
    publisher.failure = null;
  });
});

describe('the scheduler', () => {
  it('logs a streak of the same failure once, and a recovery', async () => {
    const lines: string[] = [];
    const scheduler = new Scheduler(
      [
        {
          dataset: 'ports',
          run: async () => {
            if (lines.length < 5) throw new Error('getaddrinfo ENOTFOUND');
            return { written: [], complete: true };
          },
          nextRun: (at) => new Date(at.getTime() + 86_400_000),
        },
      ],
      {
        clock: () => new Date('2026-11-25T00:00:00Z'),
        onWritten: () => {},
        log: { info: (_d, message) => lines.push(message), warn: (_d, message) => lines.push(message) },
      },
    );
    for (let i = 0; i < 3; i += 1) await scheduler.runNow('ports');
    assert.equal(lines.length, 1);
    lines.push('', '', '', '');
    await scheduler.runNow('ports');
    assert.equal(lines.at(-1), 'fetched from the publisher');
    scheduler.stop();
  });
});

describe('the scheduler, a file refused for its size (issue 41)', () => {
  it('plans the next scheduled run, not a retry; any other failure keeps its growing pauses', async () => {
    const failures = [new TooLarge('http://x/a.rar sent more than its limit of 64 MiB'), new Error('answered 503')];
    const now = new Date('2026-11-25T00:00:00Z');
    const scheduler = new Scheduler(
      [
        {
          dataset: 'refund-rates',
          run: async () => {
            throw failures.shift() ?? new Error('no more');
          },
          nextRun: (at) => new Date(at.getTime() + 24 * 3_600_000),
        },
      ],
      { clock: () => now, onWritten: () => {}, log: { info: () => {}, warn: () => {} } },
    );
    await scheduler.runNow('refund-rates');
    assert.equal(scheduler.state()['refund-rates']?.next_run, '2026-11-26T00:00:00.000Z');
    await scheduler.runNow('refund-rates');
    assert.equal(scheduler.state()['refund-rates']?.next_run, '2026-11-25T00:05:00.000Z');
    scheduler.stop();
  });

  it('keeps the addresses refused for their size through the retries, a run left to another instance among them, until the next scheduled run', async () => {
    const ends: (Error | 'complete')[] = [new Error('answered 503'), new Error('answered 503'), 'complete'];
    ends.push(new TooLarge('http://x/b.rar sent more than its limit'), 'complete');
    const seen: string[][] = [];
    let lockTaken = false;
    const scheduler = new Scheduler(
      [
        {
          dataset: 'refund-rates',
          run: async (_now, { sizeRefused }) => {
            seen.push([...sizeRefused.keys()]);
            sizeRefused.set(`http://x/${seen.length}.rar`, 'sent more than its limit');
            const end = ends.shift();
            if (end instanceof Error) throw end;
            return { written: [], complete: true };
          },
          nextRun: (at) => new Date(at.getTime() + 24 * 3_600_000),
        },
      ],
      {
        clock: () => new Date('2026-11-25T00:00:00Z'),
        onWritten: () => {},
        lock: { acquire: async () => (lockTaken ? null : async () => {}), close: async () => {} },
        log: { info: () => {}, warn: () => {} },
      },
    );
    await scheduler.runNow('refund-rates');
    lockTaken = true;
    await scheduler.runNow('refund-rates');
    lockTaken = false;
    for (let run = 0; run < 4; run += 1) await scheduler.runNow('refund-rates');
    // Retries see what the runs before them refused; a scheduled run (after a complete run, or a TooLarge) none.
    assert.deepEqual(seen, [[], ['http://x/1.rar'], ['http://x/1.rar', 'http://x/2.rar'], [], []]);
    scheduler.stop();
  });
});

describe('the scheduler, a run a month away', () => {
  it('waits for it: a timer over 2^31 ms would fire at once', async () => {
    let runs = 0;
    const now = new Date('2026-11-25T00:00:00Z');
    const scheduler = new Scheduler(
      [
        {
          dataset: 'ports',
          firstRun: (at) => new Date(at.getTime() + 30 * 86_400_000),
          run: async () => {
            runs += 1;
            return { written: [], complete: true };
          },
          nextRun: (at) => new Date(at.getTime() + 30 * 86_400_000),
        },
      ],
      { clock: () => now, onWritten: () => {}, log: { info: () => {}, warn: () => {} } },
    );
    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    scheduler.stop();
    assert.equal(runs, 0);
    assert.equal(scheduler.state().ports?.next_run, '2026-12-25T00:00:00.000Z');
  });
});

describe('two instances on one DATA_DIR with Redis (issue 29)', () => {
  const skip = redisServerMissing();
  it('fetch once: the instance that finds the lock taken leaves the run and serves the version at its scan', {
    skip,
  }, async () => {
    const shared = mkdtempSync(join(tmpdir(), 'scheduled-two-'));
    cpSync(join(projectRoot(), 'data'), shared, { recursive: true });
    for (const day of readdirSync(join(shared, 'central-parity')))
      if (day > '2026-09-02') rmSync(join(shared, 'central-parity', day), { recursive: true });
    const redis = await startRedis();
    const publisher = await startCfetsPublisher('2026-09-04');
    const now = new Date('2026-09-04T01:30:00Z');
    const config = readConfig({ DATA_DIR: shared, CFETS_HISTORY_URL: publisher.historyUrl, REDIS_URL: redis.url });
    const [a, b] = await Promise.all([0, 1].map(() => buildService(config, { logger: false, clock: () => now })));
    try {
      if (!a || !b) throw new Error('two services');
      await Promise.all([a.scheduler.runNow('central-parity'), b.scheduler.runNow('central-parity')]);
      assert.equal(publisher.requests, 1, 'one history request between them');
      const states = [a, b].map((service) => service.scheduler.state()['central-parity']);
      const fetcher = states.find((state) => state?.last_written.length);
      const other = states.find((state) => state?.last_written.length === 0);
      assert.deepEqual(fetcher?.last_written, ['2026-09-03', '2026-09-04']);
      assert.equal(other?.last_attempt, null, 'left to the holder of the lock');
      // It looks again once the holder's lease could have run out: a killed holder's run is taken over within a minute.
      assert.equal(other?.next_run, new Date(now.getTime() + FETCH_LEASE_MS).toISOString());
      assert.ok(2 * FETCH_LEASE_MS <= 60_000);
      for (const service of [a, b]) await service.rescan();
      for (const service of [a, b]) {
        const answer = (await service.app.inject('/v1/central-parity')).json();
        assert.equal(answer.central_parity.published_on, '2026-09-04');
      }
      // The lock is released after the run: the next run of either takes it.
      await b.scheduler.runNow('central-parity');
      assert.notEqual(b.scheduler.state()['central-parity']?.last_attempt, null);
    } finally {
      for (const service of [a, b]) {
        service?.scheduler.stop();
        await service?.app.close();
      }
      await publisher.close();
      await redis.stop();
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('holds the lock for a lease of seconds, renewed while its holder runs, never over another holder', {
    skip,
  }, async () => {
    const redis = await startRedis();
    const client = new Redis(redis.url);
    const key = 'export-trade-api:fetch-lock:central-parity';
    // The renewal timer, ticked by hand: no test waits for a lease.
    const ticks = new Set<() => Promise<void>>();
    const every: Every = (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    };
    const tick = () => Promise.all([...ticks].map((renew) => renew()));
    const lines: string[] = [];
    const holder = new RedisFetchLock(redis.url, (_detail, message) => lines.push(message), { every });
    const other = new RedisFetchLock(redis.url, () => {}, { every });
    try {
      const release = await holder.acquire('central-parity');
      assert.ok(release);
      const lease = await client.pttl(key);
      assert.ok(lease > 0 && lease <= FETCH_LEASE_MS, `a lease of ${lease} ms`);
      assert.equal(await other.acquire('central-parity'), null);
      // Most of the lease gone by: the holder's renewal extends it.
      await client.pexpire(key, 100);
      await tick();
      assert.ok((await client.pttl(key)) > 1000);
      // The lease ran out (Redis away meanwhile) and another took the lock: left alone, and said.
      await client.set(key, 'another holder', 'PX', FETCH_LEASE_MS);
      await tick();
      assert.equal(await client.get(key), 'another holder');
      assert.match(lines.at(-1) ?? '', /the lease ran out during the run/);
      assert.equal(ticks.size, 0, 'the renewal stopped');
      await release();
      assert.equal(await client.get(key), 'another holder', 'released by its holder only');
    } finally {
      client.disconnect();
      await Promise.all([holder.close(), other.close()]);
      await redis.stop();
    }
  });

  it('fetches without the lock while Redis does not answer, and says so', async () => {
    const lines: string[] = [];
    const lock = new RedisFetchLock(`redis://127.0.0.1:${await freePort()}`, (_detail, message) => lines.push(message));
    try {
      const release = await lock.acquire('central-parity');
      assert.equal(typeof release, 'function');
      assert.match(lines[0] ?? '', /Redis did not answer; fetching without the lock/);
    } finally {
      await lock.close();
    }
  });
});
