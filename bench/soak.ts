/**
 * `npm run soak`: the long reliability runs of issue 7, against the built service in its own
 * process on loopback, each bounded in time. Writes bench/results/soak.md and exits non-zero
 * when a check fails.
 *
 * - one sender floods: it gets 429s, twenty well-behaved senders beside it get 200s;
 * - many senders at several times capacity: 429s per sender, no 5xx, memory stays flat;
 * - SIGTERM under load: every request already sent is answered, the process exits 0;
 * - Redis stopped and restarted mid-run (when redis-server is installed): no 5xx, the log says
 *   local buckets decide, then that Redis answers again;
 * - the hostile-input property tests with 2000 runs per tool.
 * Senders are told apart by X-Forwarded-For behind TRUST_PROXY=127.0.0.1, as behind a balancer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../src/project-root.js';
import { freePort, redisServerMissing, startRedis } from '../test/helpers/redis-server.js';
import { memoryOf, startService } from './processes.js';

interface Check {
  name: string;
  passed: boolean;
  figures: string;
}

const root = projectRoot();
const dataDir = join(root, 'data');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 10);
const BODY = JSON.stringify({ inputs: { value: '12.5', from: 'ft3', to: 'm3' } });
const PATH = '/v1/tools/unit-convert/compute';
const PROXIED = { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_BURST: '60', RATE_LIMIT_PER_MINUTE: '60' };
/** The services' logs: a scratch folder, never the project. */
const logDir = mkdtempSync(join(tmpdir(), 'export-trade-soak-'));

/**
 * What "bounded" means for a well-behaved sender while the service runs flat out for others: its
 * answers queue behind theirs, so this is a bound on queueing, not the idle latency.
 */
const WELL_BEHAVED_P99_MS = 50;

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The twenty well-behaved senders of bench/well-behaved.mjs, in their own process. */
function wellBehaved(origin: string, seconds: number): Promise<{ statuses: Map<number, number>; p99: number; count: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench', 'well-behaved.mjs'), origin, PATH, BODY, String(seconds)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`well-behaved senders exited with ${code}`));
      const seen = JSON.parse(out) as { statuses: Record<string, number>; p99: number; count: number };
      resolve({ statuses: new Map(Object.entries(seen.statuses).map(([s, n]) => [Number(s), n])), p99: seen.p99, count: seen.count });
    });
  });
}

const statusText = (stats: Record<string, { count: number }> | Map<number, number>) =>
  (stats instanceof Map ? [...stats] : Object.entries(stats).map(([status, s]) => [status, s.count] as const))
    .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
    .join(', ');
const fiveXx = (stats: Record<string, { count: number }>) => Object.entries(stats).filter(([s]) => s.startsWith('5')).reduce((n, [, s]) => n + s.count, 0);

function flood(origin: string, setupRequest: (request: Record<string, unknown>) => Record<string, unknown>, connections = 20) {
  return autocannon({
    url: `${origin}${PATH}`,
    connections,
    duration: SECONDS,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY, setupRequest: setupRequest as never }],
  });
}

async function oneSenderFloods(): Promise<Check> {
  const service = await startService(18_180, dataDir, PROXIED, logDir);
  const others = wellBehaved(service.origin, SECONDS);
  const result = await flood(service.origin, (request) => ({ ...request, headers: { ...(request.headers as object), 'x-forwarded-for': '203.0.113.7' } }));
  const good = await others;
  await service.stop();
  const stats = result.statusCodeStats as Record<string, { count: number }>;
  const passed = fiveXx(stats) === 0 && (stats['429']?.count ?? 0) > 0 && [...good.statuses.keys()].every((s) => s === 200) && good.p99 < WELL_BEHAVED_P99_MS;
  return {
    name: 'one sender floods, twenty others at 1 req/s',
    passed,
    figures: `flooder ${statusText(stats)}; others ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms`,
  };
}

async function manySenders(): Promise<Check> {
  const service = await startService(18_181, dataDir, { ...PROXIED, RATE_LIMIT_MAX_SENDERS: '100000' }, logDir);
  const pid = service.child.pid as number;
  const before = memoryOf(pid);
  // The well-behaved senders run through both floods.
  const others = wellBehaved(service.origin, 2 * SECONDS);
  // 50 senders sending far above 1 req/s each (429s), then 300,000 distinct ones (bucket store full).
  let n = 0;
  const repeat = await flood(service.origin, (request) => ({ ...request, headers: { ...(request.headers as object), 'x-forwarded-for': addressOf((n += 1) % 50) } }));
  const middle = memoryOf(pid);
  const distinct = await flood(service.origin, (request) => ({ ...request, headers: { ...(request.headers as object), 'x-forwarded-for': addressOf((n += 1) % 300_000 + 50) } }));
  const good = await others;
  const afterLoad = memoryOf(pid);
  await service.stop();
  const repeatStats = repeat.statusCodeStats as Record<string, { count: number }>;
  const distinctStats = distinct.statusCodeStats as Record<string, { count: number }>;
  const grewMb = afterLoad.rssMb - middle.rssMb;
  const passed =
    fiveXx(repeatStats) + fiveXx(distinctStats) === 0 && (repeatStats['429']?.count ?? 0) > 0 && [...good.statuses.keys()].every((s) => s === 200) && good.p99 < WELL_BEHAVED_P99_MS && afterLoad.peakRssMb < 200;
  return {
    name: 'many senders at several times capacity',
    passed,
    figures: `50 senders: ${statusText(repeatStats)}; up to 300,000 senders: ${statusText(distinctStats)}; well-behaved ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms; RSS ${before.rssMb.toFixed(0)} → ${middle.rssMb.toFixed(0)} → ${afterLoad.rssMb.toFixed(0)} MB (peak ${afterLoad.peakRssMb.toFixed(0)}; ${grewMb >= 0 ? '+' : ''}${grewMb.toFixed(0)} MB over the second run)`,
  };
}

/** One raw HTTP/1.1 request on its own connection, written once connected: the status it gets, or why not. */
function rawRequest(port: number, request: string, sent: () => void): Promise<number | string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
      sent();
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? NaN) || `no answer (${answer.length} bytes)`));
    socket.on('error', (error) => resolve(`failed: ${error.message}`));
  });
}

async function sigtermUnderLoad(): Promise<Check> {
  const service = await startService(18_182, dataDir, { RATE_LIMIT_BURST: '1000000' }, logDir);
  const exited = new Promise<number | null>((resolve) => service.child.once('exit', (code) => resolve(code)));
  const body = JSON.stringify({ inputs: { length: '60', width: '40', height: '40', grossWeight: '15' } });
  const request = `POST /v1/tools/container-load/compute HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: keep-alive\r\n\r\n${body}`;
  // 300 requests written on 300 connections; SIGTERM once all are sent, while most still wait
  // their turn in the service: each must still be answered in full.
  let written = 0;
  let allWritten: () => void = () => {};
  const everyOneWritten = new Promise<void>((resolve) => (allWritten = resolve));
  const port = Number(new URL(service.origin).port);
  const outcomes = Promise.all(Array.from({ length: 300 }, () => rawRequest(port, request, () => (written += 1) === 300 && allWritten())));
  await everyOneWritten;
  service.child.kill('SIGTERM');
  const results = await outcomes;
  const code = await exited;
  const failed = results.filter((o) => o !== 200);
  return {
    name: 'SIGTERM with 300 requests in flight',
    passed: failed.length === 0 && code === 0,
    figures: `${results.length - failed.length} of 300 answered 200${failed.length ? `, ${failed.length} not (${String(failed[0])})` : ''}; exit code ${code}`,
  };
}

async function redisRestart(): Promise<Check> {
  const missing = redisServerMissing();
  if (missing) return { name: 'Redis stopped and restarted mid-run', passed: true, figures: `skipped: ${missing}` };
  const port = await freePort();
  let redis = await startRedis(port);
  const service = await startService(18_183, dataDir, { ...PROXIED, REDIS_URL: redis.url }, logDir);
  let n = 0;
  const load = flood(service.origin, (request) => ({ ...request, headers: { ...(request.headers as object), 'x-forwarded-for': addressOf((n += 1) % 200) } }), 10);
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
  await redis.stop();
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
  redis = await startRedis(port);
  const result = await load;
  await service.stop();
  await redis.stop();
  const log = readFileSync(join(logDir, 'service-18183.log'), 'utf8');
  const fellBack = log.includes('Redis unreachable');
  const recovered = log.includes('Redis answers again');
  const stats = result.statusCodeStats as Record<string, { count: number }>;
  return {
    name: 'Redis stopped and restarted mid-run',
    passed: fiveXx(stats) === 0 && fellBack && recovered && result.errors === 0,
    figures: `${statusText(stats)}; errors ${result.errors}; log: fallback ${fellBack ? 'said' : 'missing'}, recovery ${recovered ? 'said' : 'missing'}`,
  };
}

function hostileInput(): Check {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', 'test/reliability/hostile-tools.test.ts'], {
    cwd: root,
    env: { ...process.env, HOSTILE_RUNS: process.env.HOSTILE_RUNS ?? '2000' },
    encoding: 'utf8',
  });
  const pass = /^# pass (\d+)/m.exec(run.stdout)?.[1];
  const fail = /^# fail (\d+)/m.exec(run.stdout)?.[1];
  return {
    name: `hostile input, ${process.env.HOSTILE_RUNS ?? '2000'} runs per tool`,
    passed: run.status === 0,
    figures: `${pass} passed, ${fail} failed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  };
}

const checks: Check[] = [];
for (const check of [oneSenderFloods, manySenders, sigtermUnderLoad, redisRestart]) {
  checks.push(await check());
  process.stderr.write(`${checks.at(-1)?.passed ? 'pass' : 'FAIL'} ${checks.at(-1)?.name}: ${checks.at(-1)?.figures}\n`);
}
checks.push(hostileInput());
const markdown = [
  '# Soak results',
  '',
  `Measured ${new Date().toISOString()}, Node ${process.version}, ${SECONDS} s per load run, on loopback.`,
  '',
  '| check | result | figures |',
  '|---|---|---|',
  ...checks.map((c) => `| ${c.name} | ${c.passed ? 'pass' : '**FAIL**'} | ${c.figures} |`),
  '',
].join('\n');
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', 'soak.md'), markdown);
process.stdout.write(markdown);
rmSync(logDir, { recursive: true, force: true });
process.exit(checks.every((c) => c.passed) ? 0 : 1);
