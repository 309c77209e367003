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
 *
 * `-- --against <ref>` measures another commit's build beside this one in the same run (A/B,
 * bench/against.ts): the three servers take turns round after round, in an order that rotates,
 * and the report (bench/cpu-ab.ts) gives each build's ratio and the change with its spread.
 * BENCH_ROUNDS sets the rounds (default 3, 5 with --against).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../src/project-root.js';
import { prepareBenchData } from './data.js';
import { againstOf, prepareOtherBuild } from './against.js';
import { type AbRow, abReport } from './cpu-ab.js';
import { CPU_SCENARIOS, type CpuScenario, ONLY, sliceOf } from './cpu-scenarios.js';
import { pinGenerator, pinServer, pinningDescription } from './pinning.js';
import { cpuNs, startBaseline, startService } from './processes.js';

const SERVICE_PORT = 18_090;
const BASELINE_PORT = 18_091;
const ALLOC_PORT = 18_092;
const OTHER_PORT = 18_093;
const AGAINST = againstOf(process.argv.slice(2));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (AGAINST === null ? 3 : 5));
const SCALE = Number(process.env.BENCH_REQUESTS ?? 1);
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

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

interface Measurable {
  pid: number;
  origin: string;
}

/**
 * Each server's measurements of one scenario, round by round: every server warmed up, then in
 * each round all measured one after another, the order turned by one each round so that no
 * server is always measured first or last.
 */
async function interleaved(scenario: CpuScenario, servers: readonly Measurable[]): Promise<Measured[][]> {
  const warmUp = scenario.fresh ? sliceOf(scenario, 0, ROUNDS) : { ...scenario, requests: scenario.requests / 4 };
  for (const server of servers) await send(server.origin, warmUp);
  const runs: Measured[][] = servers.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    const slice = sliceOf(scenario, round + 1, ROUNDS);
    for (let turn = 0; turn < servers.length; turn += 1) {
      const at = (turn + round) % servers.length;
      const server = servers[at];
      if (server) runs[at]?.push(await measure(server.pid, server.origin, slice));
    }
  }
  return runs;
}

async function main(): Promise<void> {
  const other = AGAINST === null ? null : prepareOtherBuild(AGAINST);
  // Named now: the build measured is the one in dist/ at the start, whatever is committed meanwhile.
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: projectRoot(), encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: projectRoot(),
    encoding: 'utf8',
  }).trim();
  const pinned = pinGenerator();
  const data = await prepareBenchData();
  const recorder = await startService(SERVICE_PORT, data.dataDir);
  const recordingsFile = join(data.dataDir, '..', 'cpu-recordings.json');
  writeFileSync(recordingsFile, JSON.stringify(await recordings(recorder.origin)));
  // Measured in a process of its own: the recording met every body, and its memos would answer them.
  await recorder.stop();
  const service = await startService(SERVICE_PORT, data.dataDir);
  const baseline = await startBaseline(BASELINE_PORT, recordingsFile);
  const otherService = other ? await startService(OTHER_PORT, data.dataDir, {}, undefined, 'file', other.root) : null;
  const measurable = (run: { child: { pid?: number }; origin: string }): Measurable => ({
    pid: run.child.pid ?? 0,
    origin: run.origin,
  });
  const servers = [service, baseline, ...(otherService ? [otherService] : [])].map(measurable);
  const rows = [];
  const abRows: AbRow[] = [];
  try {
    for (const scenario of CPU_SCENARIOS) {
      const [serviceRuns = [], baselineRuns = [], otherRuns = []] = await interleaved(scenario, servers);
      const ratiosOf = (runs: readonly Measured[]) => runs.map((run, i) => (baselineRuns[i]?.cpuUs ?? 0) / run.cpuUs);
      const ratios = ratiosOf(serviceRuns);
      const row = {
        name: scenario.name,
        target: scenario.target,
        serviceCpuUs: median(serviceRuns.map((r) => r.cpuUs)),
        baselineCpuUs: median(baselineRuns.map((r) => r.cpuUs)),
        ratio: median(ratios),
        ratios,
        serviceRps: median(serviceRuns.map((r) => r.requestsPerSecond)),
        baselineRps: median(baselineRuns.map((r) => r.requestsPerSecond)),
        unexpected: [...serviceRuns, ...baselineRuns, ...otherRuns].reduce((sum, r) => sum + r.unexpected, 0),
      };
      rows.push(row);
      if (otherService)
        abRows.push({
          name: scenario.name,
          target: scenario.target,
          before: { cpuUs: otherRuns.map((r) => r.cpuUs), ratios: ratiosOf(otherRuns) },
          after: { cpuUs: serviceRuns.map((r) => r.cpuUs), ratios },
          unexpected: row.unexpected,
        });
      process.stderr.write(
        `${row.name}: ${row.serviceCpuUs.toFixed(0)} µs vs ${row.baselineCpuUs.toFixed(0)} µs, ratio ${row.ratio.toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})${
          otherService
            ? `; ${AGAINST}: ${ratiosOf(otherRuns)
                .map((r) => r.toFixed(2))
                .join(', ')}`
            : ''
        }\n`,
      );
    }
  } finally {
    await otherService?.stop();
    await baseline.stop();
    await service.stop();
  }
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    placement: pinningDescription(pinned),
  };
  if (other) {
    data.remove();
    const report = abReport(abRows, {
      before: `${other.ref} (${other.commit.slice(0, 7)})`,
      after: `${head}${dirty ? ' with uncommitted changes' : ''}`,
      rounds: ROUNDS,
      machine: `${machine.cpus} cores (${machine.cpu}), Node ${machine.node}; ${machine.placement}`,
      colour: process.stdout.isTTY === true,
    });
    process.stdout.write(report.terminal);
    if (ONLY.length) return;
    const folder = join(projectRoot(), 'bench', 'results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'cpu-ab.md'), report.markdown);
    writeFileSync(
      join(folder, 'cpu-ab.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, before: other, rows: abRows }, null, 2)}\n`,
    );
    return;
  }
  const allocation = await allocationPerRequest(data.dataDir);
  data.remove();

  const report = {
    measuredAt: new Date().toISOString(),
    machine,
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
