/**
 * `npm run bench:memory`: where the service's resident memory goes under the bench's load. The
 * service is started as `npm run bench` starts it (the built dist/server.js on the bench data,
 * bench/data.ts), and each endpoint of bench/scenarios.ts gets what it gets there: a second's
 * warm-up, BENCH_SECONDS at full speed, as long idle (the baseline's turn), then as long paced at
 * half the rate measured. For each endpoint: its peak resident memory (VmHWM, reset at its start
 * through /proc/<pid>/clear_refs), and at the highest sample (every 100 ms) who held it: V8's heaps,
 * the C allocator's main arena and further arenas, other anonymous mappings, files
 * (bench/memory-map.ts); and from inside the service (bench/memory-probe.cjs, preloaded): the main
 * heap, its young generation, external and ArrayBuffer bytes, the worker threads and their heaps.
 *
 * `-- --against <ref>` measures another commit's build in the same session (bench/against.ts), and
 * `-- --with '--node-flag NAME=value'` this build with more node flags (after those of `npm start`)
 * and environment (MALLOC_ARENA_MAX…); each `--with` is one more, and they take turns, MEMORY_ROUNDS times (default 2 when there are two or
 * more, else 1), the order rotating. BENCH_ONLY, BENCH_SECONDS (default 5) and BENCH_CONNECTIONS
 * (10) as in `npm run bench`. MEMORY_SETTLE_SECONDS (default 0) waits after the load and reads the
 * resident size again. Writes bench/results/memory.md unless BENCH_ONLY is set.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';
import { againstOf, prepareOtherBuild } from './against.js';
import { prepareBenchData } from './data.js';
import { load, requestOf } from './load.js';
import { type MapFigures, mapOf, statusOf } from './memory-map.js';
import { paced } from './paced.js';
import { pinGenerator, pinningDescription } from './pinning.js';
import { environmentOf, startService } from './processes.js';
import { type Scenario, chosenScenarios } from './scenarios.js';

const PORT = 18_095;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 0);
const SAMPLE_MS = 100;
const root = projectRoot();
const PROBE = join(root, 'bench', 'memory-probe.cjs');

interface Variant {
  label: string;
  build: string;
  env: Record<string, string>;
  flags: string[];
}

function variantsOf(argv: readonly string[]): Variant[] {
  const variants: Variant[] = [{ label: 'this build', build: root, env: {}, flags: [] }];
  const against = againstOf(argv);
  if (against !== null) {
    const other = prepareOtherBuild(against);
    variants.push({ label: `${against} (${other.commit.slice(0, 7)})`, build: other.root, env: {}, flags: [] });
  }
  for (const [index, arg] of argv.entries()) {
    if (arg !== '--with') continue;
    const words = (argv[index + 1] ?? '').split(/\s+/).filter(Boolean);
    const flags = words.filter((word) => word.startsWith('--'));
    const env = environmentOf(words.filter((word) => !word.startsWith('--')));
    variants.push({ label: `this build, ${words.join(' ')}`, build: root, env, flags });
  }
  return variants;
}

/** One line of bench/memory-probe.cjs. */
interface ProbeLine {
  t: number;
  thread: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  young: number;
  minor: number;
  major: number;
  gcMs: number;
}

interface EndpointMemory {
  name: string;
  requestsPerSecond: number;
  peakMb: number;
  /** At the highest sample. */
  sampledMb: number;
  map: MapFigures | null;
  heapMb: number;
  /** The least heap in use sampled: near what a full collection leaves. */
  leastUsedMb: number;
  youngMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  workers: number;
  workersHeapMb: number;
  /** The main thread's collections meanwhile: scavenges, full collections, milliseconds. */
  minor: number;
  major: number;
  gcMs: number;
}

interface RunMemory {
  variant: string;
  readyMb: number;
  readyMap: MapFigures;
  peakMb: number;
  settledMb: number | null;
  endpoints: EndpointMemory[];
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Top {
  rssKb: number;
  map: MapFigures | null;
}

/** The highest resident sample of a window and what held it then. */
function sampler(pid: number) {
  let top: Top = { rssKb: 0, map: null };
  const timer = setInterval(() => {
    const { rssKb } = statusOf(pid);
    if (rssKb > top.rssKb) top = { rssKb, map: mapOf(pid) };
  }, SAMPLE_MS);
  return {
    next(): Top {
      const was = top;
      top = { rssKb: 0, map: null };
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      return was;
    },
    stop: () => clearInterval(timer),
  };
}

/** The probe's highest figures between two moments. */
function insideFigures(lines: readonly ProbeLine[], from: number, to: number) {
  const within = lines.filter((line) => line.t >= from && line.t <= to);
  const main = within.filter((line) => line.thread === 0);
  const most = (values: number[]) => mb(Math.max(0, ...values));
  const workers = new Map<number, number>();
  for (const line of within)
    if (line.thread !== 0) workers.set(line.thread, Math.max(workers.get(line.thread) ?? 0, line.heapTotal));
  return {
    heapMb: most(main.map((line) => line.heapTotal)),
    leastUsedMb: mb(Math.min(...main.map((line) => line.heapUsed))),
    youngMb: most(main.map((line) => line.young)),
    externalMb: most(main.map((line) => line.external)),
    arrayBuffersMb: most(main.map((line) => line.arrayBuffers)),
    workers: workers.size,
    workersHeapMb: mb([...workers.values()].reduce((sum, heap) => sum + heap, 0)),
    minor: (main.at(-1)?.minor ?? 0) - (main[0]?.minor ?? 0),
    major: (main.at(-1)?.major ?? 0) - (main[0]?.major ?? 0),
    gcMs: (main.at(-1)?.gcMs ?? 0) - (main[0]?.gcMs ?? 0),
  };
}

async function loadOne(origin: string, scenario: Scenario): Promise<number> {
  const first = await fetch(`${origin}${scenario.path}`, requestOf(scenario, null));
  await first.arrayBuffer();
  const etag = scenario.revalidate ? first.headers.get('etag') : null;
  const status = scenario.revalidate ? 304 : 200;
  await load(origin, scenario, etag, status, { connections: CONNECTIONS, seconds: 1 });
  const run = await load(origin, scenario, etag, status, { connections: CONNECTIONS, seconds: SECONDS });
  if (run.unexpected > 0) throw new Error(`${scenario.name}: ${run.unexpected} answers not ${status}`);
  await pause(SECONDS * 1000);
  await paced(origin, scenario, etag, status, Math.max(1, Math.floor(run.requestsPerSecond / 2)), SECONDS);
  return run.requestsPerSecond;
}

async function measure(variant: Variant, dataDir: string, scratch: string, run: number): Promise<RunMemory> {
  const probeFile = join(scratch, `probe-${run}.jsonl`);
  const nodeOptions = [process.env.NODE_OPTIONS, `--require=${PROBE}`].filter(Boolean).join(' ');
  const env = { ...variant.env, NODE_OPTIONS: nodeOptions, MEMORY_PROBE_FILE: probeFile };
  const service = await startService(PORT, dataDir, env, scratch, 'file', variant.build, variant.flags);
  const pid = service.child.pid as number;
  const ready = statusOf(pid);
  const readyMap = mapOf(pid);
  const samples = sampler(pid);
  samples.next();
  const windows: Array<{ name: string; from: number; to: number; requestsPerSecond: number; peakKb: number }> = [];
  const tops: Top[] = [];
  for (const scenario of chosenScenarios()) {
    const from = Date.now();
    const requestsPerSecond = await loadOne(service.origin, scenario);
    const peakKb = statusOf(pid).peakKb;
    tops.push(samples.next());
    windows.push({ name: scenario.name, from, to: Date.now(), requestsPerSecond, peakKb });
    process.stderr.write(`${variant.label}: ${scenario.name}: peak ${Math.round(peakKb / 1024)} MB\n`);
  }
  samples.stop();
  if (SETTLE_SECONDS > 0) await pause(SETTLE_SECONDS * 1000);
  const settledMb = SETTLE_SECONDS > 0 ? statusOf(pid).rssKb / 1024 : null;
  await service.stop();
  const lines = readFileSync(probeFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeLine);
  const endpoints = windows.map((window, index) => ({
    name: window.name,
    requestsPerSecond: window.requestsPerSecond,
    peakMb: window.peakKb / 1024,
    sampledMb: (tops[index]?.rssKb ?? 0) / 1024,
    map: tops[index]?.map ?? null,
    ...insideFigures(lines, window.from, window.to),
  }));
  return {
    variant: variant.label,
    readyMb: ready.rssKb / 1024,
    readyMap,
    peakMb: Math.max(...endpoints.map((endpoint) => endpoint.peakMb)),
    settledMb,
    endpoints,
  };
}

const fixed = (value: number) => value.toFixed(0);

function mapText(map: MapFigures | null): string {
  if (!map) return '—';
  return `${fixed(map.v8Kb / 1024)} | ${fixed(map.mainArenaKb / 1024)} | ${map.arenas}: ${fixed(map.arenasKb / 1024)} | ${fixed(map.otherAnonKb / 1024)} | ${fixed(map.fileKb / 1024)}`;
}

function runMarkdown(run: RunMemory, index: number): string {
  const lines = [
    `### Run ${index + 1}: ${run.variant}`,
    '',
    `Ready ${fixed(run.readyMb)} MB (V8 | main arena | arenas | other anonymous | files: ${mapText(run.readyMap)}); peak ${fixed(run.peakMb)} MB${run.settledMb === null ? '' : `; ${SETTLE_SECONDS} s after the load ${fixed(run.settledMb)} MB`}.`,
    '',
    '| endpoint | req/s | peak MB | sampled MB | V8 | main arena | arenas: n, MB | other anon | files | main heap (least used) | young | external | ArrayBuffers | workers, heap | scavenges, full, GC ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const e of run.endpoints)
    lines.push(
      `| ${e.name} | ${fixed(e.requestsPerSecond)} | ${fixed(e.peakMb)} | ${fixed(e.sampledMb)} | ${mapText(e.map)} | ${fixed(e.heapMb)} (${fixed(e.leastUsedMb)}) | ${e.youngMb.toFixed(1)} | ${fixed(e.externalMb)} | ${fixed(e.arrayBuffersMb)} | ${e.workers}, ${fixed(e.workersHeapMb)} | ${e.minor}, ${e.major}, ${fixed(e.gcMs)} |`,
    );
  return lines.join('\n');
}

function summaryMarkdown(runs: readonly RunMemory[]): string {
  const lines = ['| build | ready MB | peak MB | settled MB |', '|---|---:|---:|---:|'];
  for (const run of runs)
    lines.push(
      `| ${run.variant} | ${fixed(run.readyMb)} | ${fixed(run.peakMb)} | ${run.settledMb === null ? '—' : fixed(run.settledMb)} |`,
    );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const variants = variantsOf(process.argv.slice(2));
  const rounds = Number(process.env.MEMORY_ROUNDS ?? (variants.length > 1 ? 2 : 1));
  const pinned = pinGenerator();
  const data = await prepareBenchData();
  const scratch = mkdtempSync(join(tmpdir(), 'export-trade-memory-'));
  const runs: RunMemory[] = [];
  try {
    for (let round = 0; round < rounds; round += 1)
      for (let turn = 0; turn < variants.length; turn += 1) {
        const variant = variants[(round + turn) % variants.length] as Variant;
        runs.push(await measure(variant, data.dataDir, scratch, runs.length));
      }
  } finally {
    data.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
  const markdown = [
    `# Resident memory under the bench's load (\`npm run bench:memory\`)`,
    '',
    `${new Date().toISOString()}, ${process.version}; ${pinningDescription(pinned)}; ${SECONDS} s a phase, ${CONNECTIONS} connections. MB are MiB; the map's columns (bench/memory-map.ts) are read at the endpoint's highest sample, the service's own figures (bench/memory-probe.cjs) are the highest of the endpoint's run.`,
    '',
    summaryMarkdown(runs),
    '',
    ...runs.map((run, index) => `${runMarkdown(run, index)}\n`),
  ].join('\n');
  process.stdout.write(markdown);
  if (process.env.BENCH_ONLY) return;
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'memory.md'), markdown);
}

await main();
