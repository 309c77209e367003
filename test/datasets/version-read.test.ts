/**
 * A version read by slices (the scan of a running service, scanStore) is the version read whole
 * (start-up, loadStore): the content hash taken piece by piece is contentHash of the whole, the
 * lines of a rows.json give the rows and texts JSON.parse and rowTextsOf give however its bytes
 * arrive, and both reads keep the same versions and refuse the same ones for the same reasons. A
 * large rows.json is read in many slices, each within READ_SLICE_BYTES and ROWS_PER_SLICE, the
 * event loop's turn after each: read whole it was one turn.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Cell, Row } from '../../src/datasets/model.js';
import { READ_SLICE_BYTES } from '../../src/datasets/regular-file.js';
import { ROW_LINE_MAX_BYTES, RowLines } from '../../src/datasets/row-lines.js';
import { ContentHasher, contentHash, rowTextsOf, rowsJson } from '../../src/datasets/serialize.js';
import { type DatasetStore, loadStore, scanStore } from '../../src/datasets/store.js';
import { ROWS_PER_SLICE, type Slice } from '../../src/datasets/version-read.js';
import { writeVersion } from '../../src/datasets/writer.js';
import { fixtureRows, fixtureVersion, tempDataDir } from '../fixtures/dataset-versions.js';

/** `bytes` cut at `cuts` (taken modulo its length), in order. */
function cutAt(bytes: Buffer, cuts: readonly number[]): Buffer[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  return [...points, bytes.length].map((at, i) => bytes.subarray(points[i - 1] ?? 0, at));
}

describe('the content hash taken piece by piece', () => {
  it('is contentHash of the whole text, however its bytes are cut (inside a character too)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (text, cuts) => {
          const hasher = new ContentHasher();
          for (const piece of cutAt(Buffer.from(text, 'utf8'), cuts)) hasher.update(piece);
          assert.equal(hasher.digest(), contentHash(text));
        },
      ),
    );
  });
});

describe('rows.json cut into its lines', () => {
  const header = { dataset: 'ports', version: '2026-07-27', columns: ['id'] };
  const linesOf = (json: string, cuts: readonly number[]) => {
    const lines = new RowLines();
    for (const piece of cutAt(Buffer.from(json, 'utf8'), cuts)) {
      lines.push(piece);
      lines.take(3);
    }
    while (lines.queued > 0) lines.take(3);
    return { lines, problem: lines.end() };
  };

  it('gives the rows JSON.parse gives and the texts rowTextsOf gives, however the file arrives', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 6 });
    const { cell } = fc.letrec<{ cell: Cell }>((tie) => ({
      cell: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 3 }),
        fc.dictionary(text, tie('cell'), { maxKeys: 3 }),
      ),
    }));
    const row = fc.dictionary(text, cell, { maxKeys: 4 });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 10 }), (rows, cuts) => {
        const json = rowsJson(header, rows);
        const { lines, problem } = linesOf(json, cuts);
        assert.equal(problem, null);
        assert.deepEqual(lines.rows, (JSON.parse(json) as { data: Row[] }).data);
        assert.deepEqual(lines.texts.slice(0, lines.texts.count), rowTextsOf(json));
      }),
    );
  });

  it('refuses a file of another shape, naming the line', () => {
    const problemOf = (json: string) => linesOf(json, []).problem;
    assert.equal(problemOf('{}'), 'rows.json has no data list');
    assert.equal(problemOf(''), 'rows.json has no data list');
    assert.match(problemOf('{"partial') ?? '', /^rows\.json line 1: /);
    assert.match(problemOf(`${JSON.stringify({ data: [{ id: 1 }] }, null, 2)}\n`) ?? '', /^rows\.json line 1: /);
    assert.equal(problemOf('{"data":[1,2]}\n'), 'rows.json line 1 is not one row per line as written at import');
    assert.equal(problemOf('{"data":[\n1\n2\n]}\n'), 'rows.json line 3 is not one row per line as written at import');
    assert.equal(problemOf('{"data":[\n1,\n]}\n'), 'rows.json line 3 is not one row per line as written at import');
    assert.equal(problemOf('{"data":[\n1\n'), 'rows.json ends before its data list does');
    assert.equal(problemOf('{"data":[\n1\n]}\n]}\n'), 'rows.json line 4 is not one row per line as written at import');
    // One line past the bound is refused before it is parsed: its one JSON.parse would hold the loop.
    assert.equal(
      problemOf(`{"data":[\n"${'x'.repeat(ROW_LINE_MAX_BYTES)}"\n]}\n`),
      `rows.json line 2 is longer than ${ROW_LINE_MAX_BYTES} bytes: not one row per line`,
    );
  });
});

/** What a store serves and refuses, comparable across two reads. */
function servedBy(store: DatasetStore) {
  return {
    versions: [...store.versions].map(([id, versions]) => [
      id,
      versions.map((version) => ({
        manifest: version.manifest,
        held: version.held,
        jsonBytes: version.jsonBytes,
        paths: [version.jsonPath, version.csvPath, version.reportPath],
        rows: version.rows,
        texts: version.rowTexts(0, version.manifest.rows),
      })),
    ]),
    refused: store.refused,
  };
}

/** A pause that counts the slices, in place of the event loop's turn. */
function slicesCounted(): { slices: Slice[]; pause: (slice: Slice) => Promise<void> } {
  const slices: Slice[] = [];
  return { slices, pause: async (slice) => void slices.push(slice) };
}

describe('a version read by slices', () => {
  it('keeps and refuses what a read whole keeps and refuses, for the same reasons', async () => {
    const dir = tempDataDir();
    const days = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05', '2026-07-06'];
    for (const [n, day] of days.entries()) await writeVersion(dir, fixtureVersion(day, fixtureRows(20 + n, day)));
    const folder = (day: string) => join(dir, 'ports', day);
    const alter = (day: string, file: string, change: (text: string) => string) =>
      writeFileSync(join(folder(day), file), change(readFileSync(join(folder(day), file), 'utf8')));
    alter('2026-07-02', 'rows.json', (text) => text.replace('"id"', '"iD"'));
    alter('2026-07-03', 'rows.csv', (text) => text.replace('id', 'iD'));
    truncateSync(join(folder('2026-07-04'), 'rows.json'), 2 ** 20);
    alter('2026-07-05', 'manifest.json', (text) => text.replace('"rows": 24', '"rows": 25'));
    const whole = loadStore(dir);
    const { slices, pause } = slicesCounted();
    const sliced = await scanStore(dir, undefined, { pause });
    assert.deepEqual(servedBy(sliced), servedBy(whole));
    const jsonBytes = readFileSync(join(folder('2026-07-04'), 'manifest.json'), 'utf8').match(/"json": (\d+)/)?.[1];
    assert.deepEqual(
      Object.fromEntries(whole.refused.map((r) => [r.version, r.reason.replace(/sha256:\w+/g, 'sha256:…')])),
      {
        '2026-07-02': 'rows.json hashes to sha256:…, the manifest says sha256:…',
        '2026-07-03': 'rows.csv hashes to sha256:…, the manifest says sha256:…',
        '2026-07-04': `rows.json is ${2 ** 20} bytes, the manifest says ${jsonBytes}`,
        '2026-07-05': 'rows.json holds 24 rows, the manifest says 25',
      },
    );
    assert.ok(slices.length > 0);
  });

  it('reads a large rows.json in many slices, each within its bounds', async () => {
    const dir = tempDataDir();
    // About 2.5 MB of rows a few hundred bytes long (the bytes bound a slice), then 20,000 rows of a
    // dozen bytes (the rows bound it).
    await writeVersion(dir, fixtureVersion('2026-07-01', fixtureRows(10_000)));
    const { slices, pause } = slicesCounted();
    const first = await scanStore(dir, undefined, { pause });
    const jsonBytes = first.versions.get('ports')?.[0]?.jsonBytes ?? 0;
    assert.ok(jsonBytes > 2_000_000, `${jsonBytes} bytes`);
    const linesRead = slices.reduce((sum, slice) => sum + slice.lines, 0);
    assert.equal(linesRead, 10_002, 'the rows, the header and the closing line');
    const jsonSlices = slices.filter((slice) => slice.lines > 0).length;
    assert.ok(jsonSlices >= Math.floor(jsonBytes / READ_SLICE_BYTES), `${jsonSlices} slices`);
    assert.ok(slices.every((slice) => slice.bytes <= READ_SLICE_BYTES && slice.lines <= ROWS_PER_SLICE));

    const small = Array.from({ length: 20_000 }, (_, i) => ({ id: String(i) }));
    await writeVersion(dir, fixtureVersion('2026-07-02', small));
    const more = slicesCounted();
    const second = await scanStore(dir, first, { pause: more.pause });
    assert.equal(second.versions.get('ports')?.[0]?.rows.length, 20_000);
    assert.equal(
      more.slices.reduce((sum, slice) => sum + slice.lines, 0),
      20_002,
      'only the new version read',
    );
    assert.ok(more.slices.filter((slice) => slice.lines === ROWS_PER_SLICE).length >= 20_000 / ROWS_PER_SLICE - 10);
    assert.ok(more.slices.every((slice) => slice.bytes <= READ_SLICE_BYTES && slice.lines <= ROWS_PER_SLICE));
  });

  it('keeps an older, larger version on disk and takes it back in memory, by slices too', async () => {
    const dir = tempDataDir();
    const old = fixtureRows(250, 'old');
    for (const [day, rows] of [
      ['2026-05-01', old],
      ['2026-06-01', fixtureRows(250, 'mid')],
      ['2026-07-01', fixtureRows(250, 'new')],
    ] as const)
      await writeVersion(dir, fixtureVersion(day, rows));
    const heldBytes = 16 * 1024;
    const { slices, pause } = slicesCounted();
    const store = await scanStore(dir, undefined, { heldBytes, pause });
    assert.deepEqual(servedBy(store), servedBy(loadStore(dir, undefined, heldBytes)));
    const oldest = store.versions.get('ports')?.[2];
    assert.equal(oldest?.held, false);
    assert.deepEqual(oldest?.rows, old);
    // Its offsets were found by slices: its rows.json read once more, no line parsed.
    const json = oldest?.jsonBytes ?? 0;
    const offsetsRead = slices.filter((slice) => slice.lines === 0).reduce((sum, slice) => sum + slice.bytes, 0);
    assert.ok(offsetsRead >= json, `${offsetsRead} bytes read without rows`);

    rmSync(join(dir, 'ports', '2026-06-01'), { recursive: true });
    const after = await scanStore(dir, store, { heldBytes });
    assert.deepEqual(
      after.versions.get('ports')?.map((version) => version.held),
      [true, true],
    );
    assert.deepEqual(
      after.versions.get('ports')?.[1]?.rowTexts(0, 250),
      rowTextsOf(readFileSync(oldest?.jsonPath ?? '', 'utf8')),
    );
  });
});
