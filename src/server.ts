/**
 * Starts the service: configuration from the environment, the bucket store, the app; stops
 * gracefully on SIGTERM/SIGINT (no new requests, in-flight ones finish, then exit).
 */
import { ConfigError, readConfig } from './http/config.js';
import { buildApp } from './http/app.js';
import { createBucketStore } from './core/token-bucket/create-store.js';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    config,
    buckets: createBucketStore(config.rateLimit, config.redisUrl, (message, detail) => app.log.warn(detail, message)),
    routes: [],
    readiness: () => ({ ready: true, datasets: { loaded: [], refused: [] } }),
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown grace period over; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `configuration: ${error.message}` : String((error as Error)?.stack ?? error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
