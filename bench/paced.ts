/**
 * Latency at a fixed rate, paced evenly: request i leaves at start + i / rate, and its latency is
 * counted from that moment, so a stalled service is charged for the requests it held up
 * (coordinated omission). autocannon's fixed-rate mode sends each second's budget as fast as it
 * can and then waits, which measures bursts at full speed rather than a steady half load.
 */
import { Agent, request } from 'node:http';
import type { Scenario } from './scenarios.js';
import { requestOf } from './load.js';

export interface PacedResult {
  rate: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * How late this process sent its requests (p99): above a millisecond or so the generator, not
   * the service, is what the latencies measure.
   */
  sendLagP99Ms: number;
  unexpected: number;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export async function paced(
  origin: string,
  scenario: Scenario,
  etag: string | null,
  expectedStatus: number,
  rate: number,
  seconds: number,
  /** The path of request i, when each is to ask something new (default: the scenario's path each time). */
  pathOf?: (i: number) => string,
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const { method, headers, body } = requestOf(scenario, etag) as {
    method: string;
    headers: Record<string, string>;
    body?: string;
  };
  const url = new URL(`${origin}${scenario.path}`);
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies: number[] = [];
  const lags: number[] = [];
  let unexpected = 0;
  const start = performance.now() + 20;
  const one = (due: number, i: number) =>
    new Promise<void>((resolve) => {
      lags.push(performance.now() - due);
      const path = pathOf ? pathOf(i) : `${url.pathname}${url.search}`;
      const sent = request({ host: url.hostname, port: url.port, path, method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - due);
          if (response.statusCode !== expectedStatus) unexpected += 1;
          resolve();
        });
      });
      sent.on('error', () => {
        unexpected += 1;
        resolve();
      });
      sent.end(body);
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due, i));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rate,
    requests: total,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    sendLagP99Ms: percentile(lags, 0.99),
    unexpected,
  };
}
