/**
 * `npm run bench:swap` (issue 29): versions arriving while the service is under load. A load
 * generator reads the day's central parity and converts at it (fx-convert, which reads the
 * parity) for SWAP_SECONDS twice: once with nothing arriving, once while 30 parity publications
 * and 3 real-size editions of the refund library (TEST FIXTURE: generated, chapter 99) are
 * moved into DATA_DIR and picked up by the scan (DATA_SCAN_SECONDS=1). Checked: no request fails,
 * no parity answer names another version than the publication it shows, p99 with arrivals within
 * 2× of p99 without, and resident memory after the swaps within 10 % of a service started anew
 * on the same versions after the same load (the swaps leave nothing behind). Memory against
 * before the arrivals is reported too: the newest two editions are held in memory and add theirs,
 * the oldest is kept on disk (datasets/version-rows.ts). Writes bench/results/live-swap.md.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { refundRatesImporter } from '../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../src/datasets/writer.js';
import { projectRoot } from '../src/project-root.js';
import { FX_CONVERT_EXAMPLE } from '../src/tools/fx-convert/example.js';
import { generateRealSizeLibrary } from '../test/fixtures/refund-library-real-size.js';
import { memoryOf, startService } from './processes.js';

const SECONDS = Number(process.env.SWAP_SECONDS ?? 12);
const PARITY_ARRIVALS = 30;
const EDITIONS = ['2026-01-05', '2026-06-10', '2026-09-01'];
const root = projectRoot();
const scratch = mkdtempSync(join(tmpdir(), 'export-trade-swap-'));
const dataDir = join(scratch, 'data');
const waiting = join(scratch, 'waiting');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shipped data without its newest 30 parity publications, and those, and 3 editions, set aside. */
async function prepare(): Promise<{ parity: string[]; editions: string[] }> {
  cpSync(join(root, 'data'), dataDir, { recursive: true });
  mkdirSync(join(waiting, 'central-parity'), { recursive: true });
  const days = readdirSync(join(dataDir, 'central-parity')).sort().slice(-PARITY_ARRIVALS);
  for (const day of days) renameSync(join(dataDir, 'central-parity', day), join(waiting, 'central-parity', day));
  const staging = join(scratch, 'staging');
  for (const [n, published] of EDITIONS.entries()) {
    const library = generateRealSizeLibrary(join(scratch, `library-${n}`), {
      names: 32_000 - 400 * n,
      records: 40_000 - 600 * n,
    });
    const [version] = await refundRatesImporter.read(library.folder, { published, edition: `FIXTURE-${n}` });
    if (version) await writeVersion(staging, version);
  }
  renameSync(join(staging, 'refund-rates'), join(waiting, 'refund-rates'));
  return { parity: days, editions: EDITIONS };
}

interface Load {
  p99: number;
  max: number;
  p50: number;
  requests: number;
  non2xx: number;
  errors: number;
  mixed: number;
}

/** Reads and conversions for SECONDS, checking each parity answer against the version it names. */
async function load(origin: string): Promise<Load> {
  let mixed = 0;
  const result = await autocannon({
    url: origin,
    connections: 10,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        path: '/v1/central-parity',
        onResponse: (status: number, body: string) => {
          if (status !== 200) return;
          const answer = JSON.parse(body) as {
            central_parity: { published_on: string };
            provenance: { datasets: Array<{ version: string }> };
          };
          const named = answer.provenance.datasets.map((d) => d.version.slice(0, 10));
          if (named.length !== 1 || named[0] !== answer.central_parity.published_on) mixed += 1;
        },
      },
      {
        method: 'POST',
        path: '/v1/tools/fx-convert/compute',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputs: FX_CONVERT_EXAMPLE }),
      },
    ],
  });
  return {
    p99: result.latency.p99,
    max: result.latency.max,
    p50: result.latency.p50,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    mixed,
  };
}

/** Moves the waiting versions in, spread over the run: a parity publication every ~third of a second, an edition at a quarter, half and three quarters. */
async function arrive(parity: readonly string[], editions: readonly string[]): Promise<void> {
  const step = (SECONDS * 1000 * 0.8) / parity.length;
  for (const [i, day] of parity.entries()) {
    renameSync(join(waiting, 'central-parity', day), join(dataDir, 'central-parity', day));
    const edition = editions[Math.floor((i * editions.length) / parity.length)];
    if (edition && i % Math.ceil(parity.length / editions.length) === 0)
      renameSync(join(waiting, 'refund-rates', edition), join(dataDir, 'refund-rates', edition));
    await pause(step);
  }
}

/** Resident memory of a service started anew on DATA_DIR as it is now, after the same load. */
async function freshStartMemory(): Promise<number> {
  const fresh = await startService(18_196, dataDir, {}, scratch);
  try {
    await load(fresh.origin);
    await load(fresh.origin);
    return memoryOf(fresh.child.pid as number).rssMb;
  } finally {
    await fresh.stop();
  }
}

const { parity, editions } = await prepare();
mkdirSync(join(dataDir, 'refund-rates'), { recursive: true });
const service = await startService(18_195, dataDir, { DATA_SCAN_SECONDS: '1' }, scratch);
const pid = service.child.pid as number;
try {
  await load(service.origin); // warm-up
  const quiet = await load(service.origin);
  const before = memoryOf(pid);
  const [swapping] = await Promise.all([load(service.origin), arrive(parity, editions)]);
  // The same load again once everything has arrived, as the fresh start below gets, then measured.
  await pause(3000);
  await load(service.origin);
  const after = memoryOf(pid);
  const current = (await (await fetch(`${service.origin}/v1/datasets`)).json()) as {
    datasets: Array<{ id: string; current: string | null }>;
  };
  const currentOf = (id: string) => current.datasets.find((d) => d.id === id)?.current;
  await service.stop();
  const fresh = await freshStartMemory();
  const checks = [
    ['no request failed', swapping.non2xx === 0 && swapping.errors === 0 && quiet.non2xx === 0],
    ['no answer mixed versions', swapping.mixed === 0 && quiet.mixed === 0],
    ['p99 with arrivals within 2× of p99 without', swapping.p99 <= 2 * Math.max(quiet.p99, 1)],
    ['resident memory after the swaps within 10 % of a fresh start on the same versions', after.rssMb <= fresh * 1.1],
    [
      'the newest versions are current',
      currentOf('central-parity') === parity.at(-1) && currentOf('refund-rates') === editions.at(-1),
    ],
  ] as const;
  const row = (name: string, run: Load) =>
    `| ${name} | ${run.requests.toLocaleString('en-US')} | ${run.p50} | ${run.p99} | ${run.max} | ${run.non2xx} | ${run.errors} | ${run.mixed} |`;
  const markdown = [
    '# Versions arriving under load',
    '',
    `Measured ${new Date().toISOString()}, Node ${process.version}, ${SECONDS} s per run, 10 connections on loopback, by \`npm run bench:swap\` (bench/live-swap.ts).`,
    `Load: GET /v1/central-parity and POST /v1/tools/fx-convert/compute, alternately. Arriving: ${parity.length} central parity publications (${parity[0]} to ${parity.at(-1)}) and ${editions.length} real-size refund library editions (TEST FIXTURE, generated), moved into DATA_DIR during the second run; DATA_SCAN_SECONDS=1.`,
    '',
    '| run | requests | p50 ms | p99 ms | max ms | non-2xx | errors | answers naming another version |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('nothing arriving', quiet),
    row('versions arriving', swapping),
    '',
    `Resident memory: ${before.rssMb.toFixed(0)} MB before the arrivals, ${after.rssMb.toFixed(0)} MB after one more run of the load (peak ${after.peakRssMb.toFixed(0)} MB); a service started anew on the same versions, after the same load: ${fresh.toFixed(0)} MB. The newest two editions are held in memory (the current one and the one it is compared with) and add theirs, ${(after.rssMb - before.rssMb).toFixed(0)} MB for the two here; the oldest is kept on disk, its rows read from the file when asked (src/datasets/version-rows.ts), so further editions add no more.`,
    '',
    ...checks.map(([name, passed]) => `- ${passed ? 'pass' : '**FAIL**'}: ${name}`),
    '',
  ].join('\n');
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'live-swap.md'), markdown);
  process.stdout.write(markdown);
  process.exitCode = checks.every(([, passed]) => passed) ? 0 : 1;
} finally {
  await service.stop();
  rmSync(scratch, { recursive: true, force: true });
}
