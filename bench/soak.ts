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
 * - the hostile-input property tests with 2000 runs per tool;
 * - the attacks of bench/soak-attacks.ts: oversized error answers, unread answers, an unread
 *   standard output, Redis frozen; those of bench/soak-surfaces.ts (MCP, edition comparisons, the
 *   marks page) and of bench/soak-breakers.ts (the five that each stopped the service: search,
 *   tiny cartons, a publisher's bombs, Redis down at start-up, DATA_DIR faults).
 * Senders are told apart by X-Forwarded-For behind TRUST_PROXY=127.0.0.1, as behind a balancer.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort, redisServerMissing, startRedis } from '../test/helpers/redis-server.js';
import { memoryOf, startService } from './processes.js';
import { ATTACKS } from './soak-attacks.js';
import { SURFACE_ATTACKS } from './soak-surfaces.js';
import { BREAKERS } from './soak-breakers.js';
import {
  type Check,
  PROXIED,
  SECONDS,
  WELL_BEHAVED_P99_MS,
  addressOf,
  dataDir,
  fiveXx,
  flood,
  logDir,
  root,
  statusText,
  wellBehaved,
} from './soak-kit.js';

async function oneSenderFloods(): Promise<Check> {
  const service = await startService(18_180, dataDir, PROXIED, logDir);
  const others = wellBehaved(service.origin, SECONDS);
  const result = await flood(service.origin, (request) => ({
    ...request,
    headers: { ...(request.headers as object), 'x-forwarded-for': '203.0.113.7' },
  }));
  const good = await others;
  await service.stop();
  const stats = result.statusCodeStats as Record<string, { count: number }>;
  const passed =
    fiveXx(stats) === 0 &&
    (stats['429']?.count ?? 0) > 0 &&
    [...good.statuses.keys()].every((s) => s === 200) &&
    good.p99 < WELL_BEHAVED_P99_MS;
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
  const repeat = await flood(service.origin, (request) => ({
    ...request,
    headers: { ...(request.headers as object), 'x-forwarded-for': addressOf((n += 1) % 50) },
  }));
  const middle = memoryOf(pid);
  const distinct = await flood(service.origin, (request) => ({
    ...request,
    headers: { ...(request.headers as object), 'x-forwarded-for': addressOf(((n += 1) % 300_000) + 50) },
  }));
  const good = await others;
  const afterLoad = memoryOf(pid);
  await service.stop();
  const repeatStats = repeat.statusCodeStats as Record<string, { count: number }>;
  const distinctStats = distinct.statusCodeStats as Record<string, { count: number }>;
  const grewMb = afterLoad.rssMb - middle.rssMb;
  const passed =
    fiveXx(repeatStats) + fiveXx(distinctStats) === 0 &&
    (repeatStats['429']?.count ?? 0) > 0 &&
    [...good.statuses.keys()].every((s) => s === 200) &&
    good.p99 < WELL_BEHAVED_P99_MS &&
    afterLoad.peakRssMb < 200;
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
    socket.on('close', () =>
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? NaN) || `no answer (${answer.length} bytes)`),
    );
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
  const outcomes = Promise.all(
    Array.from({ length: 300 }, () => rawRequest(port, request, () => (written += 1) === 300 && allWritten())),
  );
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
  const load = flood(
    service.origin,
    (request) => ({
      ...request,
      headers: { ...(request.headers as object), 'x-forwarded-for': addressOf((n += 1) % 200) },
    }),
    10,
  );
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
const only = process.env.SOAK_ONLY;
const all = [oneSenderFloods, manySenders, sigtermUnderLoad, redisRestart, ...ATTACKS, ...SURFACE_ATTACKS, ...BREAKERS];
for (const check of only ? all.filter((c) => c.name === only) : all) {
  checks.push(await check());
  process.stderr.write(
    `${checks.at(-1)?.passed ? 'pass' : 'FAIL'} ${checks.at(-1)?.name}: ${checks.at(-1)?.figures}\n`,
  );
}
// SOAK_ONLY=<check function> runs one check and prints it, leaving bench/results/soak.md as it was.
if (only) process.exit(checks.every((c) => c.passed) ? 0 : 1);
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
