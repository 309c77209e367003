/**
 * The soak checks of issue 21 (docs/operations.md, "Limits and abuse"): each reproduces an attack
 * that once took the service down or slowed it, and checks the bound that now holds.
 *
 * - one sender's bursts of 60 requests with the largest error answers: well-behaved senders keep
 *   p99 < 100 ms, memory stays under 300 MB;
 * - three senders opening 60 connections a second each, whose answers are never read: memory
 *   stays under 300 MB and the service closes those connections;
 * - standard output that nobody reads, under refused requests with 15,000-character URLs: memory
 *   stays flat;
 * - Redis frozen (SIGSTOP) mid-run: requests do not wait on it (p99 under the well-behaved bound).
 */
import { existsSync, readFileSync } from 'node:fs';
import { type Socket, connect } from 'node:net';
import autocannon from 'autocannon';
import { freePort, redisServerMissing, startRedis } from '../test/helpers/redis-server.js';
import { memoryOf, startService } from './processes.js';
import {
  type Check,
  PATH,
  PROXIED,
  SECONDS,
  WELL_BEHAVED_P99_MS,
  addressOf,
  dataDir,
  fiveXx,
  flood,
  logDir,
  statusText,
  wellBehaved,
} from './soak-kit.js';

const BURST_P99_MS = 100;
const BURST_PEAK_MB = 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bodies with the largest error answers a request can ask for, all within 256 KB. */
const OVERSIZED_ERRORS = [
  JSON.stringify({ inputs: { cartons: Array.from({ length: 500 }, () => ({ a: '1', b: '2', c: '3' })) } }),
  JSON.stringify({ inputs: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1])) }),
  JSON.stringify({ inputs: { cartons: Array.from({ length: 10_000 }, () => ({})) } }),
];
const CBM = '/v1/tools/cbm/compute';

/** A request written on its own connection whose answer is never read. */
function unreadRequest(port: number, sender: string, body: string): Socket {
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(
      `POST ${CBM} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nx-forwarded-for: ${sender}\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
  socket.pause();
  socket.on('error', () => {});
  return socket;
}

/**
 * The service's connections on `port` still established, from the kernel's table (Linux): a client
 * that never reads does not see the service close its end, so the service's side is counted.
 */
function connectionsOpenOn(port: number): number {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return ['/proc/net/tcp', '/proc/net/tcp6'].reduce((count, table) => {
    const lines = existsSync(table) ? readFileSync(table, 'utf8').split('\n').slice(1) : [];
    // Columns: sl, local address, remote address, state (01: established).
    return (
      count +
      lines.filter((line) => {
        const [, localAddress, , state] = line.trim().split(/\s+/);
        return localAddress?.endsWith(local) && state === '01';
      }).length
    );
  }, 0);
}

async function oversizedErrorBursts(): Promise<Check> {
  const service = await startService(18_184, dataDir, { ...PROXIED, RATE_LIMIT_IN_FLIGHT: '8' }, logDir);
  const pid = service.child.pid as number;
  const others = wellBehaved(service.origin, SECONDS);
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const burst = Array.from({ length: 60 }, async (_, i) => {
      const response = await fetch(`${service.origin}${CBM}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: OVERSIZED_ERRORS[i % 3],
      });
      await response.arrayBuffer();
      return response.status;
    });
    for (const status of await Promise.all(burst)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await pause(1000);
  }
  const good = await others;
  const memory = memoryOf(pid);
  await service.stop();
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500).length;
  return {
    name: 'one sender: bursts of 60 requests with the largest error answers, once a second',
    passed:
      fiveHundreds === 0 &&
      [...good.statuses.keys()].every((s) => s === 200) &&
      good.p99 < BURST_P99_MS &&
      memory.peakRssMb < BURST_PEAK_MB,
    figures: `burst sender ${statusText(statuses)}; well-behaved ${statusText(good.statuses)}, p99 ${good.p99.toFixed(1)} ms (bound ${BURST_P99_MS}); peak RSS ${memory.peakRssMb.toFixed(0)} MB (bound ${BURST_PEAK_MB})`,
  };
}

async function answersNeverRead(): Promise<Check> {
  const service = await startService(
    18_187,
    dataDir,
    { ...PROXIED, RATE_LIMIT_IN_FLIGHT: '8', SEND_TIMEOUT_MS: '2000' },
    logDir,
  );
  const pid = service.child.pid as number;
  const port = Number(new URL(service.origin).port);
  const unread: Socket[] = [];
  let mostOpen = 0;
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    for (const sender of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
      for (let i = 0; i < 60; i++) unread.push(unreadRequest(port, sender, OVERSIZED_ERRORS[i % 3] ?? ''));
    }
    await pause(1000);
    mostOpen = Math.max(mostOpen, connectionsOpenOn(port));
  }
  // Idle keep-alive connections close after KEEP_ALIVE_TIMEOUT_MS, stalled ones after SEND_TIMEOUT_MS.
  await pause(7000);
  const memory = memoryOf(pid);
  const open = connectionsOpenOn(port);
  for (const socket of unread) socket.destroy();
  await service.stop();
  return {
    name: 'three senders: 60 connections a second each, answers never read',
    passed: memory.peakRssMb < BURST_PEAK_MB && open === 0,
    figures: `${unread.length} requests on connections never read; at most ${mostOpen} open at once, ${open} still open 7 s after the last; peak RSS ${memory.peakRssMb.toFixed(0)} MB (bound ${BURST_PEAK_MB}; 6.3 GB before the bounds)`,
  };
}

async function stalledStandardOutput(): Promise<Check> {
  const service = await startService(18_185, dataDir, { ...PROXIED }, logDir, 'unread-pipe');
  const pid = service.child.pid as number;
  const before = memoryOf(pid);
  let n = 0;
  const result = await autocannon({
    url: `${service.origin}/v1/datasets?${'q'.repeat(15_000)}=1`,
    connections: 20,
    duration: SECONDS,
    requests: [
      {
        setupRequest: ((request: Record<string, unknown>) => ({
          ...request,
          headers: { 'x-forwarded-for': addressOf((n += 1) % 5000) },
        })) as never,
      },
    ],
  });
  const after = memoryOf(pid);
  await service.stop();
  const stats = result.statusCodeStats as Record<string, { count: number }>;
  const grewMb = after.rssMb - before.rssMb;
  return {
    name: 'standard output never read, refused requests with 15,000-character URLs',
    passed: fiveXx(stats) === 0 && grewMb < 100 && after.peakRssMb < BURST_PEAK_MB,
    figures: `${statusText(stats)}; RSS ${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} MB (peak ${after.peakRssMb.toFixed(0)}); 1.57 GB before the bound`,
  };
}

async function redisFrozen(): Promise<Check> {
  const name = 'Redis frozen (SIGSTOP) for a third of the run';
  const missing = redisServerMissing();
  if (missing) return { name, passed: true, figures: `skipped: ${missing}` };
  const redis = await startRedis(await freePort());
  const service = await startService(18_186, dataDir, { ...PROXIED, REDIS_URL: redis.url }, logDir);
  let n = 0;
  const load = flood(
    service.origin,
    (request) => ({
      ...request,
      headers: { ...(request.headers as object), 'x-forwarded-for': addressOf((n += 1) % 200) },
    }),
    10,
  );
  await pause((SECONDS * 1000) / 3);
  redis.pause();
  await pause((SECONDS * 1000) / 3);
  redis.resume();
  const result = await load;
  await service.stop();
  await redis.stop();
  const stats = result.statusCodeStats as Record<string, { count: number }>;
  return {
    name,
    passed: fiveXx(stats) === 0 && result.errors === 0 && result.latency.p99 < WELL_BEHAVED_P99_MS,
    figures: `${statusText(stats)} on ${PATH}; latency p99 ${result.latency.p99} ms, max ${result.latency.max} ms (every request waited 250 ms before the breaker)`,
  };
}

export const ATTACKS: ReadonlyArray<() => Promise<Check>> = [
  oversizedErrorBursts,
  answersNeverRead,
  stalledStandardOutput,
  redisFrozen,
];
