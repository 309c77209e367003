/**
 * The probes that each stopped (or, for load-plan, could stop) the service with one request or one file (docs/operations.md,
 * "No single request, file or publisher stops the service"), run against the built service with the
 * twenty well-behaved senders beside each: their p99 and the service's peak resident memory are the
 * figures, under 100 ms and 400 MB.
 *
 * - search: pinyin runs no syllable finishes (an×31 av, 64 letters) and 64×型, from eight senders
 *   within their rate limits, over a real-size refund library;
 * - container-load: cartons of 3 × 8 × 9 mm and neighbours, every container type, each new;
 * - load-plan: the largest plans it takes (100 kinds, 20,000 cartons), every one new;
 * - a publisher's bombs: the parity answered by 1 MB of gzip inflating to 1 GB, the refund
 *   library by a zip whose one file inflates to 1 GB;
 * - Redis refusing connections at start-up with FETCH on: six starts, each must serve;
 * - DATA_DIR faults: a dataset folder replaced by a file, then DATA_DIR moved away for 5 s, while a
 *   client reads the containers' rows.
 */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, createDeflateRaw, createGzip } from 'node:zlib';
import { refundRatesImporter } from '../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../src/datasets/writer.js';
import { freePort } from '../test/helpers/redis-server.js';
import { generateRealSizeLibrary } from '../test/fixtures/refund-library-real-size.js';
import { memoryOf, startService } from './processes.js';
import { type Check, PROXIED, SECONDS, dataDir, logDir, statusText, wellBehaved } from './soak-kit.js';

const STEADY_P99_MS = 100;
const PEAK_MB = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tally = (statuses: Map<number, number>, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const steadyHeld = (good: { statuses: Map<number, number>; p99: number }) =>
  [...good.statuses.keys()].every((s) => s === 200) && good.p99 < STEADY_P99_MS;
const steadyText = (good: { statuses: Map<number, number>; p99: number }) =>
  `steady ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms (bound ${STEADY_P99_MS})`;

/** `senders` loops, each sending as its rate limit allows for the run: the statuses they got. */
async function attackers(senders: number, send: (sender: string, n: number) => Promise<Response>) {
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: senders }, async (_, index) => {
      const sender = `203.0.113.${index + 50}`;
      for (let n = 0; Date.now() < until; n += 1) {
        const response = await send(sender, n);
        await response.arrayBuffer();
        tally(statuses, response.status);
        if (response.status === 429 || response.status === 503)
          await pause(Number(response.headers.get('retry-after') ?? 1) * 1000);
      }
    }),
  );
  return statuses;
}

/** The shipped data with one real-size refund library (947 ambiguous syllable pairs among its names). */
async function withRealSizeLibrary(scratch: string): Promise<string> {
  const folder = join(scratch, 'data');
  cpSync(dataDir, folder, { recursive: true });
  const library = generateRealSizeLibrary(join(scratch, 'library'), { names: 32_000, records: 40_000 });
  const [version] = await refundRatesImporter.read(library.folder, { published: '2026-06-10', edition: 'FIXTURE' });
  if (version) await writeVersion(folder, version);
  return folder;
}

const SEARCHES = ['an'.repeat(31) + 'av', 'xian'.repeat(10), '型'.repeat(64), `${'an'.repeat(20)}v`];

async function searchQueries(): Promise<Check> {
  const scratch = mkdtempSync(join(tmpdir(), 'export-trade-breakers-'));
  const service = await startService(18_200, await withRealSizeLibrary(scratch), { ...PROXIED }, logDir);
  const pid = service.child.pid as number;
  const others = wellBehaved(service.origin, SECONDS);
  const statuses = await attackers(8, (sender, n) =>
    fetch(`${service.origin}/v1/refund-rate/search?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length] ?? '')}`, {
      headers: { 'x-forwarded-for': sender },
    }),
  );
  const good = await others;
  const memory = memoryOf(pid);
  await service.stop();
  rmSync(scratch, { recursive: true, force: true });
  return {
    name: 'search: 64-letter pinyin no syllable finishes, 64×型, from eight senders',
    passed: [...statuses.keys()].every((s) => s === 200 || s === 429) && steadyHeld(good) && memory.peakRssMb < PEAK_MB,
    figures: `attackers ${statusText(statuses)}; ${steadyText(good)}; peak RSS ${memory.peakRssMb.toFixed(0)} MB (before: one request never answered)`,
  };
}

/** Four senders posting `bodyOf(n)` to a tool, each body new, beside the well-behaved senders. */
async function computeAttack(
  tool: string,
  port: number,
  bodyOf: (n: number) => unknown,
  { name, before }: { name: string; before: string },
): Promise<Check> {
  const service = await startService(port, dataDir, { ...PROXIED }, logDir);
  const pid = service.child.pid as number;
  const others = wellBehaved(service.origin, SECONDS);
  const statuses = await attackers(4, (sender, n) =>
    fetch(`${service.origin}/v1/tools/${tool}/compute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': sender },
      body: JSON.stringify(bodyOf(n)),
    }),
  );
  const good = await others;
  const memory = memoryOf(pid);
  await service.stop();
  return {
    name,
    passed: [...statuses.keys()].every((s) => s === 200 || s === 429 || s === 503) && steadyHeld(good),
    figures: `attackers ${statusText(statuses)}; ${steadyText(good)}; peak RSS ${memory.peakRssMb.toFixed(0)} MB (${before})`,
  };
}

const tinyCartons = () =>
  // Each carton new: 3 × 8 × 9 mm, then 3 × 8 × 10…
  computeAttack(
    'container-load',
    18_201,
    (n) => ({ inputs: { length: '3', width: '8', height: String(9 + n), lengthUnit: 'mm', grossWeight: '0.01' } }),
    {
      name: 'container-load: cartons of 3 × 8 × 9 mm and neighbours, every type, each new',
      before: 'before: 45–61 s with no answer to anyone',
    },
  );

/** 100 kinds of carton, 200 of each (the most a plan takes: 20,000), every size new with `n`. */
const largestLoad = (n: number) => ({
  inputs: {
    cartons: Array.from({ length: 100 }, (_, kind) => ({
      length: String(300 + ((kind * 37 + n * 11) % 400)),
      width: String(200 + ((kind * 53 + n * 7) % 300)),
      height: String(150 + ((kind * 29 + n * 13) % 350)),
      grossWeight: '8',
      quantity: '200',
    })),
    lengthUnit: 'mm',
  },
});

const largestLoadPlans = () =>
  computeAttack('load-plan', 18_206, largestLoad, {
    name: 'load-plan: 100 kinds, 20,000 cartons, every plan new, from four senders',
    before: 'a new tool: planned in the worker pool behind its gate',
  });

/** Bytes of a compressed stream of `size` zero bytes, made a megabyte at a time. */
async function compressedZeros(stream: ReturnType<typeof createGzip>, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const megabyte = Buffer.alloc(1 << 20);
  for (let sent = 0; sent < size; sent += megabyte.length)
    if (!stream.write(megabyte)) await new Promise((resolve) => stream.once('drain', resolve));
  stream.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A zip of one stored-name file, deflated, inflating to `size` zero bytes (local header, data, central directory). */
async function zipBomb(name: string, size: number): Promise<Buffer> {
  const data = await compressedZeros(createDeflateRaw({ level: 9 }), size);
  const crc = zeroCrc(size);
  const file = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size >>> 0, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size >>> 0, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + file.length, 12);
  end.writeUInt32LE(30 + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** CRC-32 of `size` zero bytes, a megabyte at a time. */
function zeroCrc(size: number): number {
  const megabyte = Buffer.alloc(1 << 20);
  let crc = 0;
  for (let done = 0; done < size; done += megabyte.length) crc = crc32(megabyte, crc);
  return crc;
}

function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

async function publisherBombs(): Promise<Check> {
  const gigabyte = 1 << 30;
  const [gzip, zip] = [await compressedZeros(createGzip({ level: 9 }), gigabyte), await zipBomb('SPMC.DBF', gigabyte)];
  let asked = 0;
  const publisher = await serve((request, response) => {
    asked += 1;
    if (request.url?.startsWith('/library')) {
      response.writeHead(200, { 'content-type': 'application/zip' }).end(zip);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzip);
  });
  const scratch = mkdtempSync(join(tmpdir(), 'export-trade-breakers-'));
  const folder = join(scratch, 'data');
  cpSync(dataDir, folder, { recursive: true });
  const service = await startService(
    18_202,
    folder,
    {
      ...PROXIED,
      FETCH: 'on',
      CFETS_LATEST_URL: `${publisher.origin}/ccpr.json`,
      CFETS_HISTORY_URL: `${publisher.origin}/history`,
      REFUND_LIBRARY_URL: `${publisher.origin}/library.zip`,
      WIKIDATA_SPARQL_URL: `${publisher.origin}/sparql`,
    },
    logDir,
  );
  const pid = service.child.pid as number;
  const good = await wellBehaved(service.origin, SECONDS);
  const memory = memoryOf(pid);
  await service.stop();
  publisher.server.close();
  const log = readFileSync(join(logDir, 'service-18202.log'), 'utf8');
  const refused = log.split('\n').filter((line) => /too large|limit/i.test(line)).length;
  rmSync(scratch, { recursive: true, force: true });
  return {
    name: 'a publisher’s bombs: 1 MB of gzip and a zip, each inflating to 1 GB',
    passed: steadyHeld(good) && memory.peakRssMb < PEAK_MB && asked > 0,
    figures: `publisher asked ${asked} times (gzip ${(gzip.length / 1e6).toFixed(1)} MB, zip ${(zip.length / 1e6).toFixed(1)} MB), ${refused} log lines naming a limit; ${steadyText(good)}; peak RSS ${memory.peakRssMb.toFixed(0)} MB (bound ${PEAK_MB}; 3.19 GB before)`,
  };
}

async function redisDownAtStart(): Promise<Check> {
  const closed = await freePort();
  const outcomes: string[] = [];
  for (let start = 0; start < 6; start += 1) {
    try {
      const service = await startService(
        18_203,
        dataDir,
        { FETCH: 'on', REDIS_URL: `redis://127.0.0.1:${closed}`, CFETS_LATEST_URL: `http://127.0.0.1:${closed}/` },
        logDir,
      );
      const response = await fetch(`${service.origin}/v1/tools/unit-convert/compute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs: { value: '1', from: 'm3', to: 'ft3' } }),
      });
      outcomes.push(String(response.status));
      await service.stop();
    } catch (error) {
      outcomes.push(error instanceof Error ? error.message.slice(0, 80) : String(error));
    }
  }
  return {
    name: 'Redis refusing connections at start-up, FETCH on: six starts',
    passed: outcomes.every((o) => o === '200'),
    figures: `answers after each start: ${outcomes.join(', ')} (before: 6 of 6 crashed)`,
  };
}

async function dataDirFaults(): Promise<Check> {
  const scratch = mkdtempSync(join(tmpdir(), 'export-trade-breakers-'));
  const folder = join(scratch, 'data');
  cpSync(dataDir, folder, { recursive: true });
  const service = await startService(18_204, folder, { ...PROXIED, DATA_SCAN_SECONDS: '1' }, logDir);
  const pid = service.child.pid as number;
  const statuses = new Map<number, number>();
  const readiness = new Map<number, number>();
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const rows = await fetch(`${service.origin}/v1/datasets/containers/current`, {
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      await rows.arrayBuffer();
      tally(statuses, rows.status);
      const ready = await fetch(`${service.origin}/readyz`, { headers: { 'x-forwarded-for': '198.51.100.10' } });
      await ready.arrayBuffer();
      tally(readiness, ready.status);
      await pause(200);
    }
  })();
  const others = wellBehaved(service.origin, SECONDS);
  const containers = join(folder, 'containers');
  renameSync(containers, `${containers}.away`);
  writeFileSync(containers, 'not a folder');
  await pause(3_000);
  rmSync(containers);
  renameSync(`${containers}.away`, containers);
  await pause(1_500);
  renameSync(folder, `${folder}.away`);
  await pause(5_000);
  renameSync(`${folder}.away`, folder);
  const good = await others;
  reading = false;
  await reader;
  const memory = memoryOf(pid);
  await service.stop();
  rmSync(scratch, { recursive: true, force: true });
  return {
    name: 'DATA_DIR faults: a dataset folder replaced by a file, DATA_DIR away for 5 s',
    passed: [...statuses.keys()].every((s) => s === 200) && steadyHeld(good),
    figures: `container rows ${statusText(statuses)}; /readyz ${statusText(readiness)}; ${steadyText(good)}; peak RSS ${memory.peakRssMb.toFixed(0)} MB (before: rows 404, every dataset 503)`,
  };
}

export const BREAKERS: Array<() => Promise<Check>> = [
  searchQueries,
  tinyCartons,
  largestLoadPlans,
  publisherBombs,
  redisDownAtStart,
  dataDirFaults,
];
