/**
 * `npm run bench:cpu` (issues 14, 17): the CPU time each calculation, and each read or
 * revalidation, costs the server, against a bare
 * node:http server answering the same bytes. For each calculator a fixed number of requests is
 * sent to the service, then to the baseline, three times over, interleaved; the server's CPU time
 * is read before and after from /proc/<pid>/task/<tid>/schedstat (every thread, nanoseconds on a
 * CPU) and divided by the requests. The target is the ratio baseline ÷ service (median of the
 * three). Throughput is kept beside it for the record: on two shared cores the load generator's
 * own scheduling moves it by 3× between runs, the CPU time per request far less.
 * container-load is sent varied cartons, so that no answer is computed only once.
 * Also the bytes the service allocates per request (bench/alloc-child.mjs).
 * Writes bench/results/cpu.md and .json. BENCH_REQUESTS scales the requests (default 1); BENCH_ONLY picks calculations.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../src/project-root.js';
import { prepareBenchData } from './data.js';
import { pinGenerator, pinServer, pinningDescription } from './pinning.js';
import { cpuNs, startBaseline, startService } from './processes.js';
import { BENCH_CODE, SCENARIOS } from './scenarios.js';

const SERVICE_PORT = 18_090;
const BASELINE_PORT = 18_091;
const ALLOC_PORT = 18_092;
const ROUNDS = 3;
const SCALE = Number(process.env.BENCH_REQUESTS ?? 1);
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface CpuScenario {
  name: string;
  /** Target for baseline ÷ service CPU per request; null: reported only. */
  target: number | null;
  path: string;
  /** GET scenarios (issue 17) send no body; with `revalidate`, If-None-Match with the answer's ETag (a 304). */
  method?: 'GET';
  revalidate?: true;
  bodies: readonly unknown[];
  requests: number;
  /**
   * Every request a body never sent before: one connection, and the bodies cut into a slice for
   * the warm-up and one for each round (so no round meets a body another has sent).
   */
  fresh?: true;
}

const bodyOf = (name: string): unknown => SCENARIOS.find((scenario) => scenario.name === name)?.body;
/** 48 cartons from 20 × 15 × 10 cm to 75 × 58 × 45 cm, 3 to 26 kg: everyday sizes, none twice. */
const VARIED_CARTONS = Array.from({ length: 48 }, (_, i) => ({
  inputs: {
    length: String(20 + ((i * 7) % 56)),
    width: String(15 + ((i * 11) % 44)),
    height: String(10 + ((i * 5) % 36)),
    grossWeight: String(3 + (i % 24)),
  },
}));

/** Cartons from 15 × 12 × 8 cm up, each size once (61 × 47 × 38 sizes apart). */
const NEW_CARTONS = Array.from({ length: 480 }, (_, i) => ({
  inputs: {
    length: String(15 + (i % 61)),
    width: String(12 + ((i * 7) % 47)),
    height: String(8 + ((i * 13) % 38)),
    grossWeight: String(2 + (i % 29)),
  },
}));

const ALL_SCENARIOS: readonly CpuScenario[] = [
  // Reading and revalidating (issue 17).
  {
    name: '304 (rows page)',
    target: 0.75,
    method: 'GET',
    revalidate: true,
    path: '/v1/datasets/ports/current?limit=1000',
    bodies: [null],
    requests: 8000,
  },
  { name: 'dataset list', target: 0.6, method: 'GET', path: '/v1/datasets', bodies: [null], requests: 4000 },
  {
    name: 'refund-rate lookup',
    target: 0.6,
    method: 'GET',
    path: `/v1/refund-rate?code=${BENCH_CODE}&export_date=2026-08-03`,
    bodies: [null],
    requests: 4000,
  },
  {
    name: 'rows page (1000 rows)',
    target: 0.9,
    method: 'GET',
    path: '/v1/datasets/ports/current?limit=1000',
    bodies: [null],
    requests: 400,
  },
  { name: 'cbm', target: 0.4, path: '/v1/tools/cbm/compute', bodies: [bodyOf('cbm')], requests: 4000 },
  {
    name: 'unit-convert',
    target: 0.4,
    path: '/v1/tools/unit-convert/compute',
    bodies: [bodyOf('unit-convert')],
    requests: 4000,
  },
  { name: 'baojia', target: 0.25, path: '/v1/tools/baojia/compute', bodies: [bodyOf('baojia')], requests: 2000 },
  {
    name: 'tuishui (20 rows)',
    target: 0.2,
    path: '/v1/tools/tuishui/compute',
    bodies: [bodyOf('tuishui (20 rows)')],
    requests: 1000,
  },
  {
    name: 'container-load (48 cartons)',
    target: 0.2,
    path: '/v1/tools/container-load/compute',
    bodies: VARIED_CARTONS,
    requests: 960,
  },
  // Every request a carton never packed before: the search itself, with no memo to answer it.
  {
    name: 'container-load (a new carton each time)',
    target: null,
    path: '/v1/tools/container-load/compute',
    bodies: NEW_CARTONS,
    requests: NEW_CARTONS.length / (ROUNDS + 1),
    fresh: true,
  },
];
/** BENCH_ONLY=cbm,baojia measures only those (a quick look while working); the results files are then not written. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const CPU_SCENARIOS = ONLY.length
  ? ALL_SCENARIOS.filter((scenario) => ONLY.some((name) => scenario.name.startsWith(name)))
  : ALL_SCENARIOS;

/** The scenario as sent in one slice: for a fresh one, its own bodies (slice 0 warms up, then one a round). */
function sliceOf(scenario: CpuScenario, slice: number): CpuScenario {
  if (!scenario.fresh) return scenario;
  return { ...scenario, bodies: scenario.bodies.slice(slice * scenario.requests, (slice + 1) * scenario.requests) };
}

/** The ETag of each revalidated path, read from its first answer (the same from the service and the baseline's recording). */
const ETAGS = new Map<string, string>();

function requestsOf(scenario: CpuScenario) {
  if (scenario.method === 'GET') {
    const etag = ETAGS.get(scenario.path);
    return [{ method: 'GET' as const, headers: scenario.revalidate && etag ? { 'if-none-match': etag } : {} }];
  }
  return scenario.bodies.map((body) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
}

async function send(origin: string, scenario: CpuScenario): Promise<{ requestsPerSecond: number; unexpected: number }> {
  const started = performance.now();
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    connections: scenario.fresh ? 1 : 10,
    amount: Math.round(scenario.requests * SCALE),
    requests: requestsOf(scenario),
  });
  const expected = scenario.revalidate ? '304' : '200';
  const ok = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.[expected]?.count ?? 0;
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: result.requests.sent / seconds,
    unexpected: result.requests.sent - ok + result.errors + result.timeouts,
  };
}

interface Measured {
  cpuUs: number;
  requestsPerSecond: number;
  unexpected: number;
}

/** CPU µs per request of the server `pid`, and its throughput. */
async function measure(pid: number, origin: string, scenario: CpuScenario): Promise<Measured> {
  const before = cpuNs(pid);
  const run = await send(origin, scenario);
  const used = cpuNs(pid) - before;
  return { cpuUs: used / 1000 / Math.round(scenario.requests * SCALE), ...run };
}

/** A GET's answer as the baseline replays it (a revalidation keyed apart, as baseline-server.mjs reads it). */
async function recordedGet(origin: string, scenario: CpuScenario): Promise<unknown> {
  const first = await fetch(`${origin}${scenario.path}`);
  const etag = first.headers.get('etag');
  if (etag) ETAGS.set(scenario.path, etag);
  const response =
    scenario.revalidate && etag
      ? await fetch(`${origin}${scenario.path}`, { headers: { 'if-none-match': etag } })
      : first;
  const answer = Buffer.from(await response.arrayBuffer());
  if (response.status !== (scenario.revalidate ? 304 : 200))
    throw new Error(`${scenario.name}: ${response.status} ${answer.toString('utf8').slice(0, 300)}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) headers[name] = value;
  });
  return {
    key: `GET ${scenario.path}${scenario.revalidate ? ' revalidate' : ''}`,
    status: response.status,
    headers,
    body: answer.toString('base64'),
  };
}

async function recordings(origin: string): Promise<unknown[]> {
  const recorded: unknown[] = [];
  for (const scenario of CPU_SCENARIOS) {
    if (scenario.method === 'GET') {
      recorded.push(await recordedGet(origin, scenario));
      continue;
    }
    for (const body of scenario.bodies) {
      const text = JSON.stringify(body);
      const response = await fetch(`${origin}${scenario.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      const answer = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200)
        throw new Error(`${scenario.name}: ${response.status} ${answer.toString('utf8').slice(0, 300)}`);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!NOT_REPLAYED.has(name)) headers[name] = value;
      });
      recorded.push({
        key: `POST ${scenario.path}`,
        requestBody: text,
        status: 200,
        headers,
        body: answer.toString('base64'),
      });
    }
  }
  return recorded;
}

/** Bytes allocated per cbm request by a service process whose young generation is large enough that nothing is collected meanwhile. */
async function allocationPerRequest(dataDir: string): Promise<{ name: string; bytes: number; collections: number }[]> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--min-semi-space-size=256',
      '--max-semi-space-size=256',
      join(projectRoot(), 'bench', 'alloc-child.mjs'),
      dataDir,
      String(ALLOC_PORT),
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = () =>
    new Promise<Record<string, number>>((resolve) =>
      child.once('message', (message) => resolve(message as Record<string, number>)),
    );
  await next();
  pinServer(child.pid as number);
  const results = [];
  for (const scenario of CPU_SCENARIOS.filter((candidate) => !candidate.fresh && candidate.method !== 'GET')) {
    const requests = 200;
    await send(`http://127.0.0.1:${ALLOC_PORT}`, { ...scenario, requests: 50 / SCALE });
    child.send('start');
    await next();
    await send(`http://127.0.0.1:${ALLOC_PORT}`, { ...scenario, requests: requests / SCALE });
    child.send('stop');
    const { bytes = 0, collections = 0 } = await next();
    results.push({ name: scenario.name, bytes: bytes / requests, collections });
  }
  child.kill('SIGTERM');
  return results;
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const pinned = pinGenerator();
  const data = await prepareBenchData();
  const recorder = await startService(SERVICE_PORT, data.dataDir);
  const recordingsFile = join(data.dataDir, '..', 'cpu-recordings.json');
  writeFileSync(recordingsFile, JSON.stringify(await recordings(recorder.origin)));
  // Measured in a process of its own: the recording met every body, and its memos would answer them.
  await recorder.stop();
  const service = await startService(SERVICE_PORT, data.dataDir);
  const baseline = await startBaseline(BASELINE_PORT, recordingsFile);
  const rows = [];
  try {
    for (const scenario of CPU_SCENARIOS) {
      const warmUp = scenario.fresh ? sliceOf(scenario, 0) : { ...scenario, requests: scenario.requests / 4 };
      await send(service.origin, warmUp);
      await send(baseline.origin, warmUp);
      const serviceRuns: Measured[] = [];
      const baselineRuns: Measured[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        serviceRuns.push(await measure(service.child.pid as number, service.origin, sliceOf(scenario, round + 1)));
        baselineRuns.push(await measure(baseline.child.pid as number, baseline.origin, sliceOf(scenario, round + 1)));
      }
      const ratios = serviceRuns.map((run, i) => (baselineRuns[i]?.cpuUs ?? 0) / run.cpuUs);
      const row = {
        name: scenario.name,
        target: scenario.target,
        serviceCpuUs: median(serviceRuns.map((r) => r.cpuUs)),
        baselineCpuUs: median(baselineRuns.map((r) => r.cpuUs)),
        ratio: median(ratios),
        ratios,
        serviceRps: median(serviceRuns.map((r) => r.requestsPerSecond)),
        baselineRps: median(baselineRuns.map((r) => r.requestsPerSecond)),
        unexpected: [...serviceRuns, ...baselineRuns].reduce((sum, r) => sum + r.unexpected, 0),
      };
      rows.push(row);
      process.stderr.write(
        `${row.name}: ${row.serviceCpuUs.toFixed(0)} µs vs ${row.baselineCpuUs.toFixed(0)} µs, ratio ${row.ratio.toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})\n`,
      );
    }
  } finally {
    await baseline.stop();
    await service.stop();
  }
  const allocation = await allocationPerRequest(data.dataDir);
  data.remove();

  const report = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      placement: pinningDescription(pinned),
    },
    rows,
    allocation,
  };
  const lines = [
    '# CPU time per calculation (npm run bench:cpu)',
    '',
    `Measured ${report.measuredAt.slice(0, 16)}Z on ${report.machine.cpus} cores (${report.machine.cpu}), Node ${report.machine.node}; ${report.machine.placement}.`,
    `Each figure: the median of ${ROUNDS} rounds, the service and the bare node:http baseline (same answer bytes) interleaved; CPU time of every thread of the server from /proc/<pid>/task/*/schedstat over a fixed number of requests.`,
    '',
    '| calculation | service CPU / request | baseline CPU / request | baseline ÷ service (rounds) | target | service / baseline req/s | unexpected |',
    '|---|---:|---:|---|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.serviceCpuUs.toFixed(0)} µs | ${r.baselineCpuUs.toFixed(0)} µs | **${r.ratio.toFixed(2)}** (${r.ratios.map((x) => x.toFixed(2)).join(', ')}) | ${r.target === null ? 'reported' : `≥ ${r.target} ${r.ratio >= r.target ? 'met' : '**missed**'}`} | ${Math.round(r.serviceRps)} / ${Math.round(r.baselineRps)} | ${r.unexpected} |`,
    ),
    '',
    '| calculation | allocated per request (service process, no collection during the run) |',
    '|---|---:|',
    ...allocation.map(
      (a) =>
        `| ${a.name} | ${(a.bytes / 1024).toFixed(1)} KB${a.collections > 0 ? ` (${a.collections} collections ran: figure low)` : ''} |`,
    ),
    '',
  ];
  if (ONLY.length) return void process.stdout.write(lines.join('\n'));
  const folder = join(projectRoot(), 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'cpu.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(folder, 'cpu.md'), lines.join('\n'));
  process.stdout.write(lines.join('\n'));
}

await main();
