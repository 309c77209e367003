/**
 * One measurement: autocannon against one request on one server at full speed (a fixed rate
 * is paced.ts's), with the same settings for the service and its baseline. Every answer's status is
 * counted; a run whose answers are not all the expected status is reported as failed, since
 * a fast wrong answer measures nothing.
 */
import autocannon from 'autocannon';
import type { Scenario } from './scenarios.js';

export interface LoadSettings {
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  unexpected: number;
}

export function requestOf(scenario: Scenario, etag: string | null) {
  const headers: Record<string, string> = {};
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  if (scenario.revalidate && etag) headers['if-none-match'] = etag;
  return {
    method: scenario.method,
    headers,
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
  };
}

export async function load(
  origin: string,
  scenario: Scenario,
  etag: string | null,
  expectedStatus: number,
  settings: LoadSettings,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    connections: settings.connections,
    duration: settings.seconds,
    ...requestOf(scenario, etag),
  });
  const statuses = (result.statusCodeStats ?? {}) as Record<string, { count: number }>;
  const expected = statuses[String(expectedStatus)]?.count ?? 0;
  const total = Object.values(statuses).reduce((sum, entry) => sum + entry.count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: total,
    unexpected: total - expected + result.errors + result.timeouts,
  };
}
