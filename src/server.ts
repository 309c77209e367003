/**
 * Starts the service: configuration from the environment, then the service (service.ts) and
 * its metrics' own listener (metrics.ts); on SIGTERM or SIGINT it stops gracefully (lifecycle.ts)
 * and exits.
 */
import type { Server } from 'node:http';
import { ConfigError, readConfig } from './http/config.js';
import { stopGracefully } from './http/lifecycle.js';
import { buildService } from './http/service.js';

/** How long a stopping service waits for its last log lines to be taken. */
const FINAL_FLUSH_MS = 1000;

async function main(): Promise<void> {
  const config = readConfig();
  const { app, rescan, scheduler } = await buildService(config);
  // Versions written to DATA_DIR since (by npm run import or fetch, or another instance) are
  // served from the next scan on, without a restart.
  const scans =
    config.dataScanSeconds === 0
      ? null
      : setInterval(() => {
          // A scan still running when the next is due is followed by one more (service.ts): none piles up.
          rescan().catch((error: unknown) =>
            app.log.error({ err: error }, 'DATA_DIR scan failed: the versions in force are kept'),
          );
        }, config.dataScanSeconds * 1000);
  scans?.unref();
  if (typeof config.trustProxy === 'number') {
    app.log.warn(
      { trustProxy: config.trustProxy },
      "TRUST_PROXY is a hop count: safe only when exactly that many proxies stand in front of every request; a client that connects directly can name any sender. Prefer the proxies' addresses or CIDRs",
    );
  }
  // pino's logger; Fastify's logger type does not name flush (the log is written in batches, log.ts).
  const log = app.log as typeof app.log & { flush(done?: () => void): void };

  let metricsServer: Server | null = null;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (scans) clearInterval(scans);
    scheduler.stop();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const outcome = await stopGracefully(app, config.shutdownGraceMs);
    metricsServer?.closeAllConnections();
    metricsServer?.close();
    app.log.info({ outcome }, 'stopped');
    // Its last lines leave before the exit. When nobody takes them, a write into the full pipe
    // holds a libuv thread that exit would wait for forever: the process ends by the signal instead.
    const bySignal = setTimeout(() => {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }, FINAL_FLUSH_MS);
    log.flush(() => {
      clearTimeout(bySignal);
      process.exit(outcome === 'closed' ? 0 : 1);
    });
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // The metrics' own listener. A port taken (another instance on this host) costs the metrics,
  // not the API: said in the log, and the service serves on.
  const { host: metricsHost, port: metricsPort } = config.metrics;
  if (metricsPort !== null)
    metricsServer = await app.metrics.listen(metricsHost, metricsPort).catch((error: unknown) => {
      app.log.error(
        { err: error, host: metricsHost, port: metricsPort },
        'metrics listener not started: /metrics unserved there',
      );
      return null;
    });
  const metricsAddress = metricsServer?.address();
  // Time from process start to listening, for operations and the start-up benchmark (bench/);
  // sent at once rather than with the next batch of lines (log.ts).
  log.info(
    {
      startupMs: Math.round(performance.now()),
      ...(metricsAddress && typeof metricsAddress === 'object'
        ? { metrics: `${metricsAddress.address}:${metricsAddress.port}` }
        : {}),
    },
    'ready',
  );
  log.flush();
  // Catches up at once (the newest publications since the last run), then on each schedule.
  if (config.fetch.on) scheduler.start();
  else app.log.info('FETCH=off: the versions in DATA_DIR are served as they are; nothing is fetched');
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? `configuration: ${error.message}` : String((error as Error)?.stack ?? error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
