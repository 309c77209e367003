/**
 * A rescan that brings a new edition of the refund library makes its library in the pool of
 * worker threads before it swaps the versions in force (refund-rate/library.ts,
 * prepareRefundLibrary): the swap indexes nothing on the event loop, the new edition is served,
 * and every answer is the one a fresh start on the same DATA_DIR gives. When the preparation
 * fails (here the current edition's folder is gone), the rescan is not lost: the library is
 * indexed on the loop at the swap, and that is logged once. Over generated editions (TEST
 * FIXTURE: chapter 99, made-up rates, test/fixtures/refund-editions.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';
import { librariesIndexedOnLoop } from '../../src/refund-rate/library.js';
import { realSizeCode, realSizeName } from '../fixtures/refund-library-real-size.js';
import { editionDay, editionRate, writeRefundEdition } from '../fixtures/refund-editions.js';

const CODES = 300;
/** Its rate changes from edition 1 to edition 2 (13 to 9), and back to 13 from edition 2 to edition 1. */
const CHANGED = 5;
const NOW = new Date('2026-03-20T04:00:00Z');

function start(dataDir: string, logger: pino.Logger | false = false): Promise<Service> {
  return buildService(readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://site.test', RATE_LIMIT_BURST: '100000' }), {
    logger,
    clock: () => NOW,
  });
}

async function body(service: Service, url: string): Promise<unknown> {
  const answer = await service.app.inject(url);
  assert.ok(answer.statusCode === 200 || answer.statusCode === 404, `${url}: ${answer.statusCode}`);
  return answer.json();
}

const lookupUrl = (i: number) => `/v1/refund-rate?code=${realSizeCode(i).slice(0, 10)}&export_date=2026-03-01&lang=en`;

interface Lookup {
  lookup: { in_force: { period?: { refund_percent: string } } };
  dataset: { edition: string };
  notes: Array<{ key: string; text: string }>;
}

async function lookup(service: Service, i: number): Promise<Lookup> {
  return (await body(service, lookupUrl(i))) as Lookup;
}

/** Lookups, a chapter page, searches and a code not listed. */
const ASKED = [
  ...Array.from({ length: 40 }, (_, i) => lookupUrl(i)),
  '/v1/refund-rate?code=9999999999',
  '/v1/refund-rate/chapters/99?limit=100&offset=20',
  `/v1/refund-rate/search?q=${encodeURIComponent(realSizeName(7).slice(0, 2))}`,
  '/v1/refund-rate/search?q=dian&limit=20',
  '/v1/refund-rate/search?q=990001',
];

describe('a rescan bringing a new refund edition', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rescan-library-'));
  let service: Service;
  before(async () => {
    await writeRefundEdition(dataDir, 0, CODES);
    await writeRefundEdition(dataDir, 1, CODES);
    service = await start(dataDir);
  });
  after(async () => {
    await service.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('indexes nothing on the event loop at the swap and serves the new edition', async () => {
    const before = await lookup(service, CHANGED);
    assert.equal(before.lookup.in_force.period?.refund_percent, '13.00');
    await writeRefundEdition(dataDir, 2, CODES);
    const indexed = librariesIndexedOnLoop();
    const change = await service.rescan();
    assert.deepEqual(change?.added, [`refund-rates ${editionDay(2)}`]);
    assert.equal(librariesIndexedOnLoop(), indexed, 'the library was made in the pool before the swap');
    const after = await lookup(service, CHANGED);
    assert.equal(after.dataset.edition, 'FIXTURE-2');
    assert.equal(after.lookup.in_force.period?.refund_percent, `${editionRate(2, CHANGED)}.00`);
    assert.ok(
      after.notes.some((note) => note.key === 'refund_rate.note.changed' && note.text.includes('FIXTURE-1')),
      'the change since the previous edition is noted',
    );
  });

  it('answers as a fresh start on the same DATA_DIR', async () => {
    const fresh = await start(dataDir);
    try {
      for (const url of ASKED) assert.deepEqual(await body(service, url), await body(fresh, url), url);
    } finally {
      await fresh.app.close();
    }
  });
});

describe('a rescan whose library cannot be prepared in the pool', () => {
  const folder = mkdtempSync(join(tmpdir(), 'rescan-library-fallback-'));
  const dataDir = join(folder, 'data');
  const lines: Array<{ msg?: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  let service: Service;
  before(async () => {
    await writeRefundEdition(dataDir, 0, CODES);
    await writeRefundEdition(dataDir, 2, CODES);
    service = await start(dataDir, pino(sink));
  });
  after(async () => {
    await service.app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('indexes it on the event loop at the swap, logged once, and serves the versions the scan found', async () => {
    // The current edition's folder is gone (served from memory meanwhile) and an older edition
    // arrives: it becomes the previous one, and the current one cannot be read by a worker.
    renameSync(join(dataDir, 'refund-rates', editionDay(2)), join(folder, 'away'));
    await writeRefundEdition(dataDir, 1, CODES);
    const indexed = librariesIndexedOnLoop();
    const change = await service.rescan();
    assert.deepEqual(change?.added, [`refund-rates ${editionDay(1)}`]);
    assert.equal(librariesIndexedOnLoop(), indexed + 1);
    const warned = lines.filter((line) => line.msg?.includes('refund library not prepared in the pool'));
    assert.equal(warned.length, 1);
    const answer = await lookup(service, CHANGED);
    assert.equal(answer.dataset.edition, 'FIXTURE-2');
    assert.ok(
      answer.notes.some((note) => note.key === 'refund_rate.note.changed' && note.text.includes('FIXTURE-1')),
      'the previous edition is now the one that arrived',
    );
  });
});
