/**
 * Comparisons of editions of the refund library (src/refund-rate/comparisons.ts, edition-changes.ts)
 * are worked out by the Work they are given, never from a version's rows on the event loop: an
 * edition kept on disk is compared from its rows.json, read and checked against its content hash
 * in the task; a pair of more periods than the budget is refused 400 dataset.changes_too_large
 * before a file is read; a rows.json gone or changed since it was verified answers 503
 * dataset.files_unreadable.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../src/datasets/model.js';
import { type DatasetStore, type LoadedVersion, loadStore } from '../../src/datasets/store.js';
import { featureRoutes } from '../../src/http/service.js';
import { COMPARISON_PERIODS, EditionComparisons } from '../../src/refund-rate/comparisons.js';
import { editionChanges } from '../../src/refund-rate/edition-changes.js';
import { IN_PROCESS } from '../../src/work/in-process.js';
import type { TaskInput, TaskName, Work } from '../../src/work/tasks.js';
import { writeSearchLibrary } from '../fixtures/refund-search-library.js';
import { assertErrorAnswer, testApp } from '../helpers/app.js';

const [OLDEST, MIDDLE, NEWEST] = ['2025-06-10', '2026-01-10', '2026-06-10'] as const;
const LEFT_OUT = ['96170019001', '8516710010'];
const CHANGES = '/v1/datasets/refund-rates/changes';

/** The pool's tasks run here, each comparison counted. */
class CountingWork implements Work {
  compared = 0;

  run<K extends TaskName>(name: K, input: TaskInput<K>) {
    if (name === 'compareEditions') this.compared += 1;
    return IN_PROCESS.run(name, input);
  }
}

/** The version, whose parsed rows fail the test if anything reads them. */
function rowsUntouched(version: LoadedVersion): LoadedVersion {
  const guarded: LoadedVersion = Object.create(version);
  return Object.defineProperty(guarded, 'rows', {
    get() {
      throw new Error(`the rows of ${version.manifest.version} were read on the event loop`);
    },
  });
}

/** The store, its refund-library editions kept on disk guarded by rowsUntouched. */
function guardedStore(store: DatasetStore): DatasetStore {
  const versions = new Map(store.versions);
  versions.set(
    'refund-rates',
    (store.versions.get('refund-rates') ?? []).map((v) => (v.held ? v : rowsUntouched(v))),
  );
  return { ...store, versions };
}

const rowsOf = (version: LoadedVersion): Row[] => JSON.parse(readFileSync(version.jsonPath, 'utf8')).data;

async function editionsDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edition-comparisons-'));
  await writeSearchLibrary(dataDir, 'OLDEST', OLDEST, LEFT_OUT);
  await writeSearchLibrary(dataDir, 'MIDDLE', MIDDLE, LEFT_OUT.slice(1));
  await writeSearchLibrary(dataDir, 'NEWEST', NEWEST);
  return dataDir;
}

const appOver = async (store: DatasetStore, work: Work, comparisons?: EditionComparisons): Promise<FastifyInstance> =>
  testApp({ routes: featureRoutes(store, 'https://site.test', comparisons, undefined, work).routes });

describe('comparisons of editions, worked out by the Work given', () => {
  let store: DatasetStore;
  before(async () => {
    // Every edition past the newest two kept on disk, however small.
    store = loadStore(await editionsDir(), undefined, 1);
  });

  it('compares an edition kept on disk from its rows.json through the Work, never its rows on the loop', async () => {
    const [newest, , oldest] = store.versions.get('refund-rates') ?? [];
    assert.ok(newest && oldest);
    assert.equal(oldest.held, false, 'the oldest edition is kept on disk');
    const work = new CountingWork();
    const app = await appOver(guardedStore(store), work);
    const page = await app.inject(`${CHANGES}?from=${OLDEST}&to=${NEWEST}&limit=1&offset=1`);
    assert.equal(page.statusCode, 200, page.body);
    const expected = editionChanges(rowsOf(oldest), rowsOf(newest));
    const body = page.json();
    assert.equal(body.changes, expected.length);
    // The two codes the oldest lacks, and the rates that moved with them (the fixture's rates go by place).
    assert.equal(body.counts.code_added, 2);
    assert.equal(body.counts.period_changed, expected.filter((c) => c.change === 'period_changed').length);
    assert.deepEqual(body.data, expected.slice(1, 2));
    const whole = (await app.inject(`${CHANGES}?from=${OLDEST}&to=${NEWEST}`)).json();
    assert.deepEqual(whole.data, expected);
    const csv = await app.inject(`${CHANGES}.csv?from=${OLDEST}&to=${NEWEST}`);
    assert.equal(csv.statusCode, 200);
    assert.equal(csv.body.trimEnd().split('\r\n').length, expected.length + 1);
    // The page, the whole list and the CSV: one comparison, kept.
    assert.equal(work.compared, 1);
    await app.close();
  });

  it('refuses 400 dataset.changes_too_large a pair of more periods than the budget, and compares one of exactly as many', async () => {
    const [, middle, oldest] = store.versions.get('refund-rates') ?? [];
    assert.ok(middle && oldest);
    const periods = middle.manifest.rows + oldest.manifest.rows;
    assert.ok(periods < COMPARISON_PERIODS);
    const limits = { running: 1, waiting: 4, retryAfterSeconds: 1, keptBytes: 1024 * 1024 };
    const work = new CountingWork();
    const tight = await appOver(store, work, new EditionComparisons(work, { ...limits, periods: periods - 1 }));
    const refused = await tight.inject(`${CHANGES}?from=${OLDEST}&to=${MIDDLE}&lang=en`);
    assertErrorAnswer(refused, 400, 'dataset.changes_too_large');
    const [issue] = refused.json().issues;
    assert.deepEqual(issue.values, { from: OLDEST, to: MIDDLE, periods, budget: periods - 1 });
    assert.match(
      String(issue.message),
      new RegExp(`^版本 ${OLDEST} 与 ${MIDDLE} 共有 ${periods} 个期间.* The versions`, 's'),
    );
    assertErrorAnswer(
      await tight.inject(`${CHANGES}.csv?from=${OLDEST}&to=${MIDDLE}`),
      400,
      'dataset.changes_too_large',
    );
    await tight.close();
    const exact = await appOver(store, work, new EditionComparisons(work, { ...limits, periods }));
    assert.equal((await exact.inject(`${CHANGES}?from=${OLDEST}&to=${MIDDLE}`)).statusCode, 200);
    await exact.close();
  });

  it('answers 503 dataset.files_unreadable when an edition’s rows.json is gone or changed since it was verified', async () => {
    const dataDir = await editionsDir();
    const changed = loadStore(dataDir, undefined, 1);
    const [, middle, oldest] = changed.versions.get('refund-rates') ?? [];
    assert.ok(middle && oldest);
    const app = await appOver(changed, IN_PROCESS);
    // As many bytes, one of them another: only its hash tells.
    const bytes = readFileSync(middle.jsonPath);
    bytes[bytes.indexOf('"name"')] = '_'.charCodeAt(0);
    writeFileSync(middle.jsonPath, bytes);
    const answer = await app.inject(`${CHANGES}?from=${OLDEST}&to=${MIDDLE}`);
    assertErrorAnswer(answer, 503, 'dataset.files_unreadable');
    assert.deepEqual(answer.json().issues[0].values, { id: 'refund-rates', version: MIDDLE });
    rmSync(oldest.jsonPath);
    const gone = await app.inject(`${CHANGES}?from=${OLDEST}&to=${NEWEST}`);
    assertErrorAnswer(gone, 503, 'dataset.files_unreadable');
    assert.deepEqual(gone.json().issues[0].values, { id: 'refund-rates', version: OLDEST });
    await app.close();
  });
});
