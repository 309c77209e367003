/** The bench report: its JSON shape and the Markdown table written to bench/results/. */
import type { ImporterTiming } from './data.js';
import type { LoadResult, LoadSettings } from './load.js';
import type { PacedResult } from './paced.js';

export interface EndpointResult {
  name: string;
  request: string;
  bytes: number;
  target: number;
  service: LoadResult;
  baseline: LoadResult;
  ratio: number;
  halfRate: number;
  atHalf: PacedResult;
}

export interface BenchReport {
  measuredAt: string;
  machine: { cpus: number; cpu: string; node: string; placement: string };
  settings: LoadSettings;
  startup: { spawnToReadyMs: number; reportedReadyMs: number | null; rssMb: number; peakRssMb: number };
  memoryAfterLoad: { rssMb: number; peakRssMb: number };
  /** A minute after the load stopped: what came back. */
  memoryAMinuteLater: { rssMb: number; peakRssMb: number };
  importers: ImporterTiming[];
  endpoints: EndpointResult[];
}

/** Targets of issue 7 that are not per endpoint. */
export const LIMITS = { p99AtHalfMs: 10, startupMs: 1000, rssMb: 200, backWithinMb: 30 } as const;

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const verdict = (met: boolean) => (met ? 'met' : '**missed**');

function endpointRows(endpoints: readonly EndpointResult[]): string[] {
  return endpoints.map((e) => {
    const failed = e.service.unexpected + e.baseline.unexpected + e.atHalf.unexpected;
    const ratioMet = e.ratio >= e.target;
    const p99Met = e.atHalf.p99Ms < LIMITS.p99AtHalfMs;
    return `| ${e.name} | ${whole(e.bytes)} | ${whole(e.service.requestsPerSecond)} | ${whole(e.baseline.requestsPerSecond)} | ${e.ratio.toFixed(2)} (≥ ${e.target}) ${verdict(ratioMet)} | ${e.service.p50Ms} / ${e.service.p99Ms} | ${e.baseline.p50Ms} / ${e.baseline.p99Ms} | ${whole(e.halfRate)} → ${e.atHalf.p99Ms.toFixed(1)} (${e.atHalf.sendLagP99Ms.toFixed(1)}) ${verdict(p99Met)} | ${failed} |`;
  });
}

export function reportMarkdown(report: BenchReport): string {
  const { startup, memoryAfterLoad, memoryAMinuteLater } = report;
  const peak = Math.max(startup.peakRssMb, memoryAfterLoad.peakRssMb);
  const ready = startup.reportedReadyMs ?? startup.spawnToReadyMs;
  return [
    `# Benchmark results`,
    '',
    `Measured ${report.measuredAt} on ${report.machine.cpus} × ${report.machine.cpu}, Node ${report.machine.node}; autocannon with ${report.settings.connections} connections for ${report.settings.seconds} s per run, on loopback; ${report.machine.placement}.`,
    '',
    "Throughput in requests per second; latency p50 / p99 in milliseconds; the ratio is the service over the bare node:http baseline answering the same bytes. The last latency column is p99 with requests paced evenly at half the service's measured maximum, each timed from the moment it was due (bench/paced.ts); in brackets how late the generator itself sent them (p99): where that is more than a millisecond or two, the generator, sharing the two cores, could not keep the pace and the p99 is partly its own. Unexpected counts answers that were not the expected status, errors and timeouts.",
    '',
    `| endpoint | bytes | service req/s | baseline req/s | ratio (target) | service p50 / p99 | baseline p50 / p99 | p99 at half max, req/s → ms (send lag) (< ${LIMITS.p99AtHalfMs}) | unexpected |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...endpointRows(report.endpoints),
    '',
    '| start-up and memory | measured | target | |',
    '|---|---:|---:|---|',
    `| process start to listening (service's own figure) | ${startup.reportedReadyMs ?? 'n/a'} ms | < ${LIMITS.startupMs} ms | ${verdict(ready < LIMITS.startupMs)} |`,
    `| spawn to first 200 on /readyz (seen from outside) | ${whole(startup.spawnToReadyMs)} ms | | |`,
    `| resident memory when ready | ${startup.rssMb.toFixed(0)} MB | < ${LIMITS.rssMb} MB | ${verdict(startup.rssMb < LIMITS.rssMb)} |`,
    `| resident memory after the load, peak | ${memoryAfterLoad.rssMb.toFixed(0)} MB, peak ${peak.toFixed(0)} MB | < ${LIMITS.rssMb} MB | ${verdict(peak < LIMITS.rssMb)} |`,
    `| resident memory a minute after the load | ${memoryAMinuteLater.rssMb.toFixed(0)} MB | within ${LIMITS.backWithinMb} MB of ready | ${verdict(memoryAMinuteLater.rssMb - startup.rssMb <= LIMITS.backWithinMb)} |`,
    '',
    '| importer | source | rows | read | rows/s | write |',
    '|---|---|---:|---:|---:|---:|',
    ...report.importers.map(
      (i) =>
        `| ${i.dataset} | ${i.source} | ${whole(i.rows)} | ${whole(i.readMs)} ms | ${whole(i.rows / (i.readMs / 1000))} | ${i.writeMs ? `${whole(i.writeMs)} ms` : '—'} |`,
    ),
    '',
  ].join('\n');
}
