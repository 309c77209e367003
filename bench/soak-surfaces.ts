/**
 * The soak checks of issue 28 (docs/operations.md, "Limits and abuse"): the surfaces added after
 * issue 21, each attacked as the issue did, with the bound that now holds.
 *
 * - MCP: four senders sending the costliest tool calls at once, again and again (a page of 5,000
 *   port rows, the OpenAPI resource, a container plan): a well-behaved client keeps p99 < 100 ms,
 *   memory stays under 400 MB;
 * - edition comparisons: five real-size editions installed, bursts of 60 uncached comparisons from
 *   60 senders cycling through the pairs and pages: well-behaved p99 < 200 ms;
 * - the marks print page: one sender's bursts of the 100,000-carton page, with ten marks lines of 60
 *   characters: well-behaved p99 < 100 ms, memory under 400 MB.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refundRatesImporter } from '../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../src/datasets/writer.js';
import { generateRealSizeLibrary } from '../test/fixtures/refund-library-real-size.js';
import { memoryOf, startService } from './processes.js';
import { type Check, PROXIED, SECONDS, addressOf, dataDir, logDir, statusText, wellBehaved } from './soak-kit.js';

const MCP_P99_MS = 100;
const COMPARISON_P99_MS = 200;
const PEAK_MB = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tally = (statuses: Map<number, number>, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

/** Bursts of 60 requests once a second for the run: their statuses and the bytes received. */
async function burstsOf(send: (round: number, i: number) => Promise<Response>) {
  const statuses = new Map<number, number>();
  let bytes = 0;
  const until = Date.now() + SECONDS * 1000;
  for (let round = 0; Date.now() < until; round += 1) {
    const burst = Array.from({ length: 60 }, async (_, i) => {
      const response = await send(round, i);
      bytes += (await response.arrayBuffer()).byteLength;
      return response.status;
    });
    for (const status of await Promise.all(burst)) tally(statuses, status);
    await pause(1000);
  }
  return { statuses, bytes };
}

const MCP_CALLS = [
  { method: 'tools/call', params: { name: 'dataset_rows', arguments: { id: 'ports', limit: 5000 } } },
  { method: 'resources/read', params: { uri: 'export-trade://openapi/v1/openapi.json' } },
  {
    method: 'tools/call',
    params: {
      name: 'container_load',
      arguments: { length: '31', width: '23', height: '17', grossWeight: '4', quantity: '100000' },
    },
  },
];

async function mcpWorstCalls(): Promise<Check> {
  const service = await startService(18_190, dataDir, { ...PROXIED }, logDir);
  const pid = service.child.pid as number;
  const others = wellBehaved(service.origin, SECONDS);
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  let bytes = 0;
  await Promise.all(
    ['203.0.113.31', '203.0.113.32', '203.0.113.33', '203.0.113.34'].map(async (sender) => {
      for (let n = 0; Date.now() < until; n += 1) {
        const response = await fetch(`${service.origin}/mcp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'x-forwarded-for': sender,
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: n, ...MCP_CALLS[n % MCP_CALLS.length] }),
        });
        bytes += (await response.arrayBuffer()).byteLength;
        tally(statuses, response.status);
        if (response.status === 429) await pause(Number(response.headers.get('retry-after') ?? 1) * 1000);
      }
    }),
  );
  const good = await others;
  const memory = memoryOf(pid);
  await service.stop();
  return {
    name: 'MCP: four senders sending the costliest calls at once, again and again',
    passed: [...good.statuses.keys()].every((s) => s === 200) && good.p99 < MCP_P99_MS && memory.peakRssMb < PEAK_MB,
    figures: `attackers ${statusText(statuses)}, ${(bytes / 1e6).toFixed(1)} MB received; well-behaved ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms (bound ${MCP_P99_MS}); peak RSS ${memory.peakRssMb.toFixed(0)} MB (bound ${PEAK_MB}; 2.5–5.6 GB before)`,
  };
}

const EDITIONS = ['2024-06-03', '2025-01-06', '2025-07-07', '2026-01-05', '2026-06-10'];

/** The shipped data with five real-size editions of the refund library, each a little different. */
async function fiveEditions(scratch: string): Promise<string> {
  const folder = join(scratch, 'data');
  cpSync(dataDir, folder, { recursive: true });
  for (const [n, published] of EDITIONS.entries()) {
    const library = generateRealSizeLibrary(join(scratch, `library-${n}`), {
      names: 32_000 - 500 * n,
      records: 40_000 - 700 * n,
    });
    const [version] = await refundRatesImporter.read(library.folder, { published, edition: `FIXTURE-${n}` });
    if (version) await writeVersion(folder, version);
  }
  return folder;
}

async function comparisonBursts(): Promise<Check> {
  const scratch = mkdtempSync(join(tmpdir(), 'export-trade-editions-'));
  const folder = await fiveEditions(scratch);
  const service = await startService(18_191, folder, { ...PROXIED }, logDir);
  const pid = service.child.pid as number;
  const ready = memoryOf(pid);
  const pairs = EDITIONS.flatMap((from, i) => EDITIONS.slice(i + 1).map((to) => `from=${from}&to=${to}`));
  const others = wellBehaved(service.origin, SECONDS);
  const { statuses } = await burstsOf((round, i) =>
    fetch(
      `${service.origin}/v1/datasets/refund-rates/changes?${pairs[(round * 60 + i) % pairs.length]}&offset=${round * 7 + i}&limit=100`,
      { headers: { 'x-forwarded-for': addressOf(round * 60 + i) } },
    ),
  );
  const good = await others;
  const memory = memoryOf(pid);
  await service.stop();
  rmSync(scratch, { recursive: true, force: true });
  return {
    name: 'edition comparisons: bursts of 60 from 60 senders over five real-size editions',
    passed:
      [...statuses.keys()].every((s) => s === 200 || s === 503) &&
      [...good.statuses.keys()].every((s) => s === 200) &&
      good.p99 < COMPARISON_P99_MS,
    figures: `bursts ${statusText(statuses)}; well-behaved ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms (bound ${COMPARISON_P99_MS}; p50 10.5 s before); RSS ${ready.rssMb.toFixed(0)} MB when ready with the five editions, ${memory.rssMb.toFixed(0)} MB after, peak ${memory.peakRssMb.toFixed(0)} MB (1.25 GB before)`,
  };
}

const MARKS =
  '/tools/maitou/print?per_carton=1&cartons=100000&length=60&width=40&height=40&grossWeight=15&netWeight=13.5&' +
  Array.from({ length: 10 }, (_, i) => `lines.${i}.text=${String.fromCharCode(65 + i).repeat(60)}`).join('&');

async function marksBursts(): Promise<Check> {
  const service = await startService(18_192, dataDir, { ...PROXIED }, logDir);
  const pid = service.child.pid as number;
  const others = wellBehaved(service.origin, SECONDS);
  const { statuses, bytes } = await burstsOf(() =>
    fetch(`${service.origin}${MARKS}`, { headers: { 'x-forwarded-for': '203.0.113.41' } }),
  );
  const good = await others;
  const memory = memoryOf(pid);
  await service.stop();
  return {
    name: 'marks print page: one sender’s bursts of 60 pages of 100,000 cartons',
    passed: [...good.statuses.keys()].every((s) => s === 200) && good.p99 < MCP_P99_MS && memory.peakRssMb < PEAK_MB,
    figures: `burst sender ${statusText(statuses)}, ${(bytes / 1e6).toFixed(1)} MB received (125 MB in 10 s before); well-behaved ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms (bound ${MCP_P99_MS}); peak RSS ${memory.peakRssMb.toFixed(0)} MB (bound ${PEAK_MB})`,
  };
}

export const SURFACE_ATTACKS: ReadonlyArray<() => Promise<Check>> = [mcpWorstCalls, comparisonBursts, marksBursts];
