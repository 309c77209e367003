/**
 * Starts the service: configuration from the environment, then the service (service.ts); on
 * SIGTERM or SIGINT it stops gracefully (lifecycle.ts) and exits.
 */
import { ConfigError, readConfig } from './http/config.js';
import { stopGracefully } from './http/lifecycle.js';
import { buildService } from './http/service.js';

async function main(): Promise<void> {
  const config = readConfig();
  const { app } = await buildService(config);
  // pino's logger; Fastify's logger type does not name flush (the log is written in batches, log.ts).
  const log = app.log as typeof app.log & { flush(done?: () => void): void };

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const outcome = await stopGracefully(app, config.shutdownGraceMs);
    app.log.info({ outcome }, 'stopped');
    // Its last lines leave before the exit.
    log.flush(() => process.exit(outcome === 'closed' ? 0 : 1));
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // Time from process start to listening, for operations and the start-up benchmark (bench/);
  // sent at once rather than with the next batch of lines (log.ts).
  log.info({ startupMs: Math.round(performance.now()) }, 'ready');
  log.flush();
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `configuration: ${error.message}` : String((error as Error)?.stack ?? error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
