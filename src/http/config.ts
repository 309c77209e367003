/**
 * Configuration from environment variables (README, "Configuration"). A value that cannot
 * be read stops the start with a message naming the variable: a service that guesses its
 * own settings is worse than one that does not start.
 */
import { resolve } from 'node:path';
import { trustEntry } from '../core/sender.js';
import { isRealDay } from '../core/calendar.js';
import { fetchMinute } from '../datasets/central-parity/schedule.js';
import { projectRoot } from '../project-root.js';
import { WORK_POOL_LIMITS } from '../work/pool.js';

export interface Config {
  host: string;
  port: number;
  /** The publishing website: provenance.site and the base of page links. */
  siteUrl: string;
  dataDir: string;
  redisUrl: string | null;
  /** Fastify `trustProxy`: false, a hop count, or addresses/CIDRs of trusted proxies. */
  trustProxy: false | number | string[];
  logLevel: string;
  rateLimit: { burst: number; perMinute: number; maxSenders: number; inFlight: number };
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** A connection on which nothing moves for this long (a client that stops reading its answer) is closed. */
  sendTimeoutMs: number;
  keepAliveTimeoutMs: number;
  shutdownGraceMs: number;
  /**
   * GET /metrics: on a listener of its own (METRICS_HOST, loopback by default; METRICS_PORT, null
   * when off), and on the public port only to a request carrying METRICS_TOKEN as a Bearer token.
   */
  metrics: { host: string; port: number | null; token: string | null };
  /** How often DATA_DIR is read again for versions written since (0: never). */
  dataScanSeconds: number;
  /** The pool of worker threads for heavy work (src/work/pool.ts): threads, and tasks waiting beyond them. */
  work: { threads: number; queue: number };
  /** Fetching from the publishers on a schedule (FETCH=off: never): when, and the publishers' addresses (env). */
  fetch: {
    on: boolean;
    /** The day's first fetch of the parity, in minutes after Beijing midnight. */
    parityMinute: number;
    refundEveryHours: number;
    portsEveryDays: number;
    env: Readonly<Record<string, string | undefined>>;
  };
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function url(env: Env, name: string, fallback: string | null): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, not ${JSON.stringify(raw)}`);
  }
  return raw.replace(/\/+$/, '');
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let any sender pick its own address; name the proxies or a hop count',
    );
  }
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unreadable = entries.find((entry) => trustEntry(entry) === null);
  if (unreadable !== undefined)
    throw new ConfigError(`TRUST_PROXY: ${JSON.stringify(unreadable)} is neither an IP address nor a CIDR`);
  return entries;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigError(`${name} must be on or off, not ${JSON.stringify(raw)}`);
}

function parityMinute(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 9 * 60 + 20;
  const minute = fetchMinute(raw);
  if (minute === null)
    throw new ConfigError(`PARITY_FETCH_AT must be a Beijing time HH:MM, not ${JSON.stringify(raw)}`);
  return minute;
}

/** The operator's day for a fetched refund library, checked before the first fetch rather than at it. */
function refundPublished(raw: string | undefined): void {
  if (raw !== undefined && raw !== '' && !isRealDay(raw))
    throw new ConfigError(`REFUND_LIBRARY_PUBLISHED must be a day YYYY-MM-DD, not ${JSON.stringify(raw)}`);
}

/** Prometheus exporters' customary port for a Node process (OpenTelemetry's too). */
const METRICS_PORT = 9464;
/** A token shorter than this could be guessed by trying. */
const METRICS_TOKEN_MIN_CHARS = 16;

function metrics(env: Env, port: number): Config['metrics'] {
  const metricsPort = env.METRICS_PORT === 'off' ? null : integer(env, 'METRICS_PORT', METRICS_PORT, 0, 65535);
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port)
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}); use METRICS_TOKEN to serve /metrics there`);
  const token = env.METRICS_TOKEN || null;
  if (token !== null && (token.length < METRICS_TOKEN_MIN_CHARS || !/^[\x21-\x7e]+$/.test(token)))
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_CHARS} printable characters without spaces`,
    );
  return { host: env.METRICS_HOST || '127.0.0.1', port: metricsPort, token };
}

export function readConfig(env: Env = process.env): Config {
  refundPublished(env.REFUND_LIBRARY_PUBLISHED);
  const port = integer(env, 'PORT', 8080, 0, 65535);
  return {
    host: env.HOST || '0.0.0.0',
    port,
    // The site is served by the service itself unless it is published elsewhere.
    siteUrl: url(env, 'SITE_URL', `http://localhost:${port}`) as string,
    dataDir: resolve(env.DATA_DIR || resolve(projectRoot(), 'data')),
    redisUrl: url(env, 'REDIS_URL', null),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimit: {
      burst: integer(env, 'RATE_LIMIT_BURST', 60, 1, 1_000_000),
      perMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 60, 1, 60_000),
      maxSenders: integer(env, 'RATE_LIMIT_MAX_SENDERS', 100_000, 1, 10_000_000),
      inFlight: integer(env, 'RATE_LIMIT_IN_FLIGHT', 8, 1, 1_000_000),
    },
    bodyLimitBytes: 256 * 1024,
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 10_000, 100, 600_000),
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', 5_000, 100, 600_000),
    sendTimeoutMs: integer(env, 'SEND_TIMEOUT_MS', 10_000, 100, 600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    metrics: metrics(env, port),
    dataScanSeconds: integer(env, 'DATA_SCAN_SECONDS', 60, 0, 86_400),
    work: {
      threads: integer(env, 'WORK_THREADS', WORK_POOL_LIMITS.threads, 1, 64),
      queue: integer(env, 'WORK_QUEUE', WORK_POOL_LIMITS.queue, 1, 10_000),
    },
    fetch: {
      on: onOff(env, 'FETCH', true),
      parityMinute: parityMinute(env.PARITY_FETCH_AT),
      refundEveryHours: integer(env, 'REFUND_FETCH_HOURS', 24, 1, 8_760),
      portsEveryDays: integer(env, 'PORTS_FETCH_DAYS', 30, 1, 366),
      env,
    },
  };
}
