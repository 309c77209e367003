/**
 * The refund library prepared in the pool of worker threads (src/refund-rate/library.ts,
 * prepareRefundLibrary) answers exactly as the one indexed on the event loop from the same
 * versions: lookups, changes since the previous edition and searches; once prepared,
 * refundLibraryOf indexes nothing; a preparation that fails leaves the library to be indexed on
 * the loop. Over two generated editions (test/fixtures/refund-editions.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadStore } from '../../src/datasets/store.js';
import {
  type RefundLibrary,
  librariesIndexedOnLoop,
  prepareRefundLibrary,
  refundLibraryOf,
} from '../../src/refund-rate/library.js';
import { lookupCode } from '../../src/refund-rate/lookup.js';
import { searchTerms } from '../../src/refund-rate/search/query.js';
import { searchLibrary } from '../../src/refund-rate/search/search.js';
import { IN_PROCESS } from '../../src/work/in-process.js';
import type { Work } from '../../src/work/tasks.js';
import { realSizeCode, realSizeName } from '../fixtures/refund-library-real-size.js';
import { writeRefundEdition } from '../fixtures/refund-editions.js';

const CODES = 700;

/** The pool's tasks run here, counted. */
function countingWork(): Work & { runs: number } {
  const work = {
    runs: 0,
    run: ((name, input) => {
      work.runs += 1;
      return IN_PROCESS.run(name, input);
    }) satisfies Work['run'],
  };
  return work;
}

/** Every code of both editions, their headings, and codes the library does not list. */
function askedCodes(): string[] {
  const codes = Array.from({ length: CODES + 5 }, (_, i) => realSizeCode(i));
  return [...codes, ...codes.map((code) => code.slice(0, 8)), '9900', '99999999', '0101210010'];
}

function answersOf(library: RefundLibrary, code: string) {
  const since = library.changesSincePrevious(code);
  return {
    lookups: ['2025-06-01', '2026-03-01'].map((day) => lookupCode(library.index, code, { day, basis: 'today' }, null)),
    since: since && { previous: since.previous.manifest.version, changes: since.changes },
  };
}

async function searched(library: RefundLibrary, q: string) {
  const search = await library.search;
  const found = searchLibrary(search, searchTerms(q, search.simplified));
  return {
    total: found.total,
    complete: found.complete,
    hits: found.hits(0, found.total).map((hit) => ({ ...hit, code: search.entries[hit.entry]?.code })),
  };
}

describe('the refund library prepared in the pool', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepared-library-'));
  let onLoop: RefundLibrary;
  before(async () => {
    await writeRefundEdition(dataDir, 0, CODES);
    await writeRefundEdition(dataDir, 1, CODES);
    const indexed = refundLibraryOf(loadStore(dataDir));
    assert.ok(indexed);
    onLoop = indexed;
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers lookups, changes since the previous edition and searches as the one indexed on the loop', async () => {
    const store = loadStore(dataDir);
    const work = countingWork();
    const before = librariesIndexedOnLoop();
    await prepareRefundLibrary(store, work);
    const prepared = refundLibraryOf(store);
    assert.equal(librariesIndexedOnLoop(), before, 'refundLibraryOf found it made');
    assert.equal(work.runs, 2, 'both editions indexed by the pool');
    assert.ok(prepared && prepared !== onLoop);
    assert.equal(prepared.version.manifest.version, onLoop.version.manifest.version);
    let changed = 0;
    for (const code of askedCodes()) {
      const answers = answersOf(prepared, code);
      assert.deepEqual(answers, answersOf(onLoop, code), code);
      changed += answers.since?.changes.length ? 1 : 0;
    }
    // The fixture's editions differ in many ways: the comparison is not of empty lists.
    assert.ok(changed > CODES / 4, `${changed} codes changed`);
    for (const q of [realSizeName(3).slice(0, 2), realSizeName(40).slice(0, 4), '990000', 'dian', 'zhj', '未列名'])
      assert.deepEqual(await searched(prepared, q), await searched(onLoop, q), q);
    // Made for these versions: asked again, nothing is indexed.
    await prepareRefundLibrary(store, work);
    assert.equal(work.runs, 2);
    assert.equal(refundLibraryOf(store), prepared);
  });

  it('leaves the library to be indexed on the loop when the pool fails', async () => {
    const store = loadStore(dataDir);
    const failing: Work = { run: () => Promise.reject(new Error('worker ended')) };
    await assert.rejects(prepareRefundLibrary(store, failing), /worker ended/);
    const before = librariesIndexedOnLoop();
    const library = refundLibraryOf(store);
    assert.equal(librariesIndexedOnLoop(), before + 1);
    assert.ok(library);
    const code = realSizeCode(5);
    assert.deepEqual(answersOf(library, code), answersOf(onLoop, code));
  });
});
