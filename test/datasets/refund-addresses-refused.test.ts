/**
 * The refund library's addresses under the scheduler (issue 41), against a loopback tax bureau and
 * a clock the test moves: an address whose file was refused for its size (a gzip bomb, a body
 * declared past the limit) is not asked again by the retries that a failure elsewhere (a 503, an
 * archive the job refuses) brings, and is asked again at the next scheduled run. When every address
 * is refused for its size, now or by a run since the last scheduled one, the job waits for the next.
 * The requests are counted by address on the bureau's side.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { refundRatesJob } from '../../src/datasets/refund-rates/schedule.js';
import { Scheduler } from '../../src/datasets/scheduler.js';
import { gzipBomb } from '../fixtures/bombs.js';
import { EVIDENCE_RECORDS } from '../fixtures/refund-evidence-library.js';
import { storedRar, writeLibraryFixture } from '../fixtures/refund-library.js';
import { type Loopback, loopbackPublisher } from '../helpers/scheduled.js';

const MIB = 1024 * 1024;
const HOUR_MS = 3_600_000;
const scratch = mkdtempSync(join(tmpdir(), 'refund-addresses-'));

/** Past the archive's 64 MiB once decoded (65 KB sent). */
const BOMB = gzipBomb(65);
/** The library as a tax bureau's RAR, its three files in one folder. */
const library = writeLibraryFixture(mkdtempSync(join(scratch, 'lib-')), EVIDENCE_RECORDS).files;
const GOOD = storedRar(
  Object.fromEntries(Object.values(library).map((path) => [`L/${basename(path)}`, readFileSync(path)])),
);
/** The same cut short: an archive the job refuses once downloaded. */
const CUT = GOOD.subarray(0, GOOD.length - 600);

type Other = 'busy' | 'good' | 'cut' | 'declared';
const ANSWERS: Record<string, (response: ServerResponse, other: Other) => void> = {
  '/bomb.rar': (response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(BOMB),
  // Refused from its headers, unread.
  '/declared.rar': (response) => response.writeHead(200, { 'content-length': String(65 * MIB) }).end(),
  '/other.rar': (response, other) => {
    if (other === 'busy') response.writeHead(503).end('busy');
    else if (other === 'declared') ANSWERS['/declared.rar']?.(response, other);
    else response.writeHead(200, { 'content-type': 'application/x-rar-compressed' }).end(other === 'good' ? GOOD : CUT);
  },
};

describe('an address of the refund library refused for its size, under the scheduler (issue 41)', () => {
  let bureau: Loopback;
  let other: Other;
  const asked = new Map<string, number>();
  const times = (path: string) => asked.get(path) ?? 0;
  before(async () => {
    bureau = await loopbackPublisher((request: IncomingMessage, response) => {
      const path = request.url ?? '';
      asked.set(path, times(path) + 1);
      const answer = ANSWERS[path];
      if (answer) answer(response, other);
      else response.writeHead(404).end();
    });
  });
  after(async () => {
    await bureau.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  let now: Date;
  let lines: string[];
  let scheduler: Scheduler;
  /** A scheduler of the refund job alone, asking `paths` of the bureau in order. */
  const start = (paths: readonly string[]) => {
    now = new Date('2026-11-25T02:00:00Z');
    lines = [];
    const log = (detail: object, message: string) => lines.push(`${message} ${JSON.stringify(detail)}`);
    const env = { REFUND_LIBRARY_URL: paths.map((path) => `${bureau.origin}${path}`).join(',') };
    scheduler = new Scheduler(
      [refundRatesJob({ dataDir: join(scratch, 'data'), env, everyHours: 24, installed: () => [] })],
      { clock: () => now, onWritten: () => {}, log: { info: log, warn: log } },
    );
  };
  const state = () => scheduler.state()['refund-rates'];
  /** Runs the job at the run it planned. */
  const runPlanned = async () => {
    now = new Date(state()?.next_run ?? now);
    await scheduler.runNow('refund-rates');
  };
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  beforeEach(() => asked.clear());

  it('a retry after a 503 elsewhere passes over the bomb and says so; the next scheduled run asks it again', async () => {
    start(['/bomb.rar', '/other.rar']);
    other = 'busy';
    await scheduler.runNow('refund-rates');
    assert.deepEqual([times('/bomb.rar'), times('/other.rar')], [1, 1]);
    assert.match(
      state()?.last_error ?? '',
      /bomb\.rar: answered more than its limit of 64 MiB once gzip is undone; .*other\.rar: answered 503$/,
    );
    assert.equal(state()?.next_run, later(5 * 60_000), 'a 503: tried again in five minutes');

    await runPlanned();
    assert.deepEqual([times('/bomb.rar'), times('/other.rar')], [1, 2], 'the bomb not asked again');
    assert.match(
      state()?.last_error ?? '',
      /bomb\.rar: refused for its size since the last scheduled run \(answered more than its limit of 64 MiB once gzip is undone\): not asked again before the next; .*other\.rar: answered 503$/,
    );
    assert.ok(
      lines.some((line) =>
        /^passed over http:\S+\/bomb\.rar: refused for its size since the last scheduled run/.test(line),
      ),
    );
    assert.equal(state()?.next_run, later(10 * 60_000));

    other = 'good';
    await runPlanned();
    assert.deepEqual([times('/bomb.rar'), times('/other.rar')], [1, 3]);
    assert.deepEqual(state()?.last_written, ['2026-06-10']);
    assert.equal(state()?.next_run, later(24 * HOUR_MS));

    // The next scheduled run tries every address again.
    await runPlanned();
    assert.deepEqual([times('/bomb.rar'), times('/other.rar')], [2, 4]);
    scheduler.stop();
  });

  it('remembers it through a retry whose archive the job refused; every address refused for its size waits for the next scheduled run', async () => {
    start(['/declared.rar', '/other.rar']);
    other = 'busy';
    await scheduler.runNow('refund-rates');
    assert.match(state()?.last_error ?? '', /declared\.rar: declares 68157440 bytes, more than its limit of 64 MiB; /);
    // The other address gives an archive, but one the job refuses: tried again, the first still passed over.
    other = 'cut';
    await runPlanned();
    assert.match(state()?.last_error ?? '', /not a readable rar archive/);
    assert.equal(state()?.next_run, later(10 * 60_000));
    // The other refused for its size too: nothing is left to retry soon.
    other = 'declared';
    await runPlanned();
    assert.deepEqual([times('/declared.rar'), times('/other.rar')], [1, 3], 'the first asked once');
    assert.match(
      state()?.last_error ?? '',
      /declared\.rar: refused for its size since the last scheduled run \(declares 68157440 bytes.*\): not asked again before the next; .*other\.rar: declares 68157440 bytes/,
    );
    assert.equal(state()?.next_run, later(24 * HOUR_MS), 'the next scheduled run, not a retry');

    other = 'good';
    await runPlanned();
    assert.deepEqual([times('/declared.rar'), times('/other.rar')], [2, 4], 'both asked again');
    assert.equal(state()?.last_error, null);
    scheduler.stop();
  });
});
