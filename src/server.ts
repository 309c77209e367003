/**
 * Starts the service: configuration from the environment, the bucket store, the app; on
 * SIGTERM or SIGINT it stops gracefully (lifecycle.ts) and exits.
 */
import { createBucketStore } from './core/token-bucket/create-store.js';
import { buildApp } from './http/app.js';
import { ConfigError, readConfig } from './http/config.js';
import { stopGracefully } from './http/lifecycle.js';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    config,
    buckets: createBucketStore(config.rateLimit, config.redisUrl, (message, detail) => app.log.warn(detail, message)),
    routes: [],
    readiness: () => ({ ready: true, datasets: { loaded: [], refused: [] } }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const outcome = await stopGracefully(app, config.shutdownGraceMs);
    app.log.info({ outcome }, 'stopped');
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `configuration: ${error.message}` : String((error as Error)?.stack ?? error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
