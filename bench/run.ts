/**
 * `npm run bench`: every endpoint of bench/scenarios.ts against the service and against a bare
 * node:http baseline answering the same bytes, same machine, same autocannon settings; then
 * each endpoint again, paced evenly at half its measured maximum, for p99 (paced.ts); start-up time and memory; the
 * importers' rows per second. Writes bench/results/latest.{md,json} and prints the table.
 *
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) set the load. BENCH_ONLY (names,
 * or parts of names, comma-separated) runs only those endpoints and prints their lines without
 * writing bench/results. BENCH_PIN=0 leaves the processes unpinned (pinning.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../src/project-root.js';
import { prepareBenchData } from './data.js';
import { type LoadSettings, load, requestOf } from './load.js';
import { paced } from './paced.js';
import { pinGenerator, pinningDescription } from './pinning.js';
import { memoryOf, startBaseline, startService } from './processes.js';
import { type EndpointResult, type BenchReport, reportMarkdown } from './report.js';
import { SCENARIOS, type Scenario, chosenScenarios } from './scenarios.js';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const SERVICE_PORT = 18_080;
const BASELINE_PORT = 18_081;
/** Headers that belong to one connection or moment, not to the answer the baseline replays. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Recording {
  key: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  etag: string | null;
}

/** The service's answer to a scenario, as the baseline will replay it. */
async function record(origin: string, scenario: Scenario): Promise<Recording> {
  const first = await fetch(`${origin}${scenario.path}`, requestOf(scenario, null));
  const firstBody = Buffer.from(await first.arrayBuffer());
  const etag = first.headers.get('etag');
  const response = scenario.revalidate ? await fetch(`${origin}${scenario.path}`, requestOf(scenario, etag)) : first;
  const body = scenario.revalidate ? Buffer.from(await response.arrayBuffer()) : firstBody;
  const expected = scenario.revalidate ? 304 : 200;
  if (response.status !== expected)
    throw new Error(
      `${scenario.name}: the service answered ${response.status}, not ${expected}: ${body.toString('utf8').slice(0, 300)}`,
    );
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) headers[name] = value;
  });
  return {
    key: `${scenario.method} ${scenario.path}${scenario.revalidate ? ' revalidate' : ''}`,
    status: response.status,
    headers,
    body: body.toString('base64'),
    etag,
  };
}

async function main(): Promise<void> {
  const root = projectRoot();
  const scenarios = chosenScenarios();
  const partial = scenarios !== SCENARIOS;
  const pinned = pinGenerator();
  const data = await prepareBenchData();
  const recordingsFile = join(data.dataDir, '..', 'recordings.json');
  const service = await startService(SERVICE_PORT, data.dataDir);
  const startup = {
    spawnToReadyMs: service.spawnToReadyMs,
    reportedReadyMs: service.reportedReadyMs,
    ...memoryOf(service.child.pid as number),
  };
  const recordings = [];
  for (const scenario of scenarios) recordings.push(await record(service.origin, scenario));
  writeFileSync(recordingsFile, JSON.stringify(recordings));
  const baseline = await startBaseline(BASELINE_PORT, recordingsFile);

  const endpoints: EndpointResult[] = [];
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const { etag, status, body } = recordings[index] as Recording;
      // A short warm-up of each so that neither is measured cold.
      await load(service.origin, scenario, etag, status, { ...settings, seconds: 1 });
      await load(baseline.origin, scenario, etag, status, { ...settings, seconds: 1 });
      const serviceRun = await load(service.origin, scenario, etag, status, settings);
      const baselineRun = await load(baseline.origin, scenario, etag, status, settings);
      const halfRate = Math.max(1, Math.floor(serviceRun.requestsPerSecond / 2));
      const atHalf = await paced(service.origin, scenario, etag, status, halfRate, settings.seconds);
      const result: EndpointResult = {
        name: scenario.name,
        request: `${scenario.method} ${scenario.path}`,
        bytes: Buffer.from(body, 'base64').length,
        target: scenario.target,
        service: serviceRun,
        baseline: baselineRun,
        ratio: serviceRun.requestsPerSecond / baselineRun.requestsPerSecond,
        halfRate,
        atHalf,
      };
      endpoints.push(result);
      process.stderr.write(
        `${scenario.name}: ${Math.round(serviceRun.requestsPerSecond)} req/s vs ${Math.round(baselineRun.requestsPerSecond)} (${result.ratio.toFixed(2)}); p99 at half ${atHalf.p99Ms.toFixed(1)} ms (send lag ${atHalf.sendLagP99Ms.toFixed(1)})\n`,
      );
    }
  } finally {
    await baseline.stop();
  }
  const afterLoad = memoryOf(service.child.pid as number);
  // Memory that comes back (issue 17): resident memory a minute after the load has stopped.
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const aMinuteLater = memoryOf(service.child.pid as number);
  await service.stop();
  data.remove();

  const report: BenchReport = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      placement: pinningDescription(pinned),
    },
    settings,
    startup,
    memoryAfterLoad: afterLoad,
    memoryAMinuteLater: aMinuteLater,
    importers: data.importers,
    endpoints,
  };
  const markdown = reportMarkdown(report);
  if (partial) {
    process.stdout.write(markdown);
    return;
  }
  const folder = join(root, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(folder, 'latest.md'), markdown);
  process.stdout.write(markdown);
}

await main();
