/**
 * Editions asked for by name (src/refund-rate/named-editions.ts, edition-pack.ts): indexed by the
 * pool's task and received packed, they answer exactly as the index built from the rows; each is
 * indexed once however many ask at once; kept by size, least recently used released first, never
 * the store's two newest; indexings beyond the gate are refused Busy.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { Busy } from '../../src/core/work-gate.js';
import { type DatasetStore, type LoadedVersion, loadStore } from '../../src/datasets/store.js';
import { indexEdition, packedBytes, unpackEdition } from '../../src/refund-rate/edition-pack.js';
import { buildLibraryIndex } from '../../src/refund-rate/library-index.js';
import { NAMED_EDITION_LIMITS, NamedEditions } from '../../src/refund-rate/named-editions.js';
import { buildSearchIndex, simplifiedText } from '../../src/refund-rate/search/search-index.js';
import { IN_PROCESS } from '../../src/work/in-process.js';
import type { Work } from '../../src/work/tasks.js';
import { lookupLibraryStore } from '../fixtures/refund-lookup-library.js';
import { writeSearchLibrary } from '../fixtures/refund-search-library.js';

const sortedEntries = (map: ReadonlyMap<string, unknown>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));

/** The pool's tasks run here, each indexing counted by the rows.json it read. */
function countingWork(): Work & { indexed: string[] } {
  const indexed: string[] = [];
  return {
    indexed,
    run: (name, input) => {
      if ('jsonPath' in input) indexed.push(input.jsonPath);
      return IN_PROCESS.run(name, input);
    },
  };
}

async function assertReceivedAsBuilt(version: LoadedVersion): Promise<void> {
  const built = buildLibraryIndex(version.rows);
  const search = await buildSearchIndex(built);
  const received = await unpackEdition(await indexEdition({ jsonPath: version.jsonPath }), await simplifiedText());
  for (const map of ['periodsByCode', 'tenDigitUnder', 'finerUnder', 'listedBySix'] as const) {
    assert.deepEqual(sortedEntries(received.index[map]), sortedEntries(built[map]), map);
    assert.equal(received.index[map].size, built[map].size, map);
    for (const key of ['', '99', '999999999999', 'x'])
      assert.deepEqual(received.index[map].get(key), built[map].get(key), `${map} ${key}`);
  }
  for (const [code] of built.periodsByCode)
    for (const length of [6, 8, 10]) {
      const key = code.slice(0, length);
      for (const map of ['tenDigitUnder', 'finerUnder', 'listedBySix'] as const)
        assert.deepEqual(received.index[map].get(key), built[map].get(key), `${map} ${key}`);
    }
  assert.equal(received.index.dataFrom, built.dataFrom);
  assert.deepEqual(received.search.entries, search.entries);
  for (const map of ['byChar', 'bySyllable', 'byInitials'] as const)
    assert.deepEqual(sortedEntries(received.search[map]), sortedEntries(search[map]), map);
  assert.deepEqual(received.search.syllables, search.syllables);
  assert.deepEqual(received.search.starts, search.starts);
  for (const { name } of search.entries)
    for (let at = 0; at < name.length; at += 1)
      assert.deepEqual(received.search.readingsAt(name, at), search.readingsAt(name, at));
}

/** Editions of the search fixture, newest first, each leaving out one more code. */
const DAYS = ['2026-06-10', '2026-03-10', '2025-12-10', '2025-09-10', '2025-06-10'];

describe('editions asked for by name', () => {
  let store: DatasetStore;
  let versions: readonly LoadedVersion[];
  let oneEdition: number;

  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'named-editions-'));
    for (const [n, day] of DAYS.entries())
      await writeSearchLibrary(dataDir, `NAMED-${n}`, day, ['96170019001', '8516710010'].slice(0, n));
    store = loadStore(dataDir);
    versions = store.versions.get('refund-rates') ?? [];
    assert.equal(versions.length, DAYS.length);
    oneEdition = Math.max(
      ...(await Promise.all(versions.map(async (v) => packedBytes(await indexEdition({ jsonPath: v.jsonPath }))))),
    );
  });

  it('answers as the index built from the rows, for the lookup fixture and the search fixture', async () => {
    const lookup = (await lookupLibraryStore()).versions.get('refund-rates')?.[0];
    assert.ok(lookup);
    await assertReceivedAsBuilt(lookup);
    await assertReceivedAsBuilt(versions[3] as LoadedVersion);
  });

  it('indexes an edition once, however many ask for it at once or later', async () => {
    const work = countingWork();
    const editions = new NamedEditions(work);
    const old = versions[3] as LoadedVersion;
    const [a, b, c] = await Promise.all([editions.of(store, old), editions.of(store, old), editions.of(store, old)]);
    assert.equal(work.indexed.length, 1);
    assert.ok(a === b && b === c);
    assert.equal(await editions.of(store, old), a);
    assert.deepEqual(work.indexed, [old.jsonPath]);
  });

  it('releases the least recently used beyond its bound, never the two newest', async () => {
    const work = countingWork();
    // Room for one edition beside the two newest.
    const editions = new NamedEditions(work, { ...NAMED_EDITION_LIMITS, keptBytes: oneEdition });
    const [current, previous, third, fourth, fifth] = versions as LoadedVersion[];
    assert.ok(current && previous && third && fourth && fifth);
    const ask = async (...asked: LoadedVersion[]) => {
      for (const version of asked) await editions.of(store, version);
    };
    await ask(current, previous, third, fourth);
    assert.equal(work.indexed.length, 4);
    // The third was released for the fourth; the two newest were kept.
    await ask(fourth, current, previous);
    assert.equal(work.indexed.length, 4);
    await ask(third);
    assert.deepEqual(work.indexed.slice(4), [third.jsonPath]);
    await ask(fifth, fifth, current, previous, fifth);
    assert.deepEqual(work.indexed.slice(5), [fifth.jsonPath]);
    await ask(fourth);
    assert.deepEqual(work.indexed.slice(6), [fourth.jsonPath]);
  });

  it('refuses Busy an indexing beyond those running and waiting', async () => {
    const work = countingWork();
    const editions = new NamedEditions(work, { ...NAMED_EDITION_LIMITS, running: 1, waiting: 1 });
    const [, , third, fourth, fifth] = versions as LoadedVersion[];
    assert.ok(third && fourth && fifth);
    const asked = [editions.of(store, third), editions.of(store, fourth), editions.of(store, fifth)];
    const settled = await Promise.allSettled(asked);
    assert.deepEqual(
      settled.map((each) => each.status),
      ['fulfilled', 'fulfilled', 'rejected'],
    );
    assert.ok(settled[2]?.status === 'rejected' && settled[2].reason instanceof Busy);
    assert.equal(work.indexed.length, 2);
    // Refused, not remembered: asked again, it is indexed.
    await editions.of(store, fifth);
    assert.equal(work.indexed.length, 3);
  });
});
