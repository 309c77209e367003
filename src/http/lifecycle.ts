/**
 * Stopping gracefully: refuse new requests (503 api.shutting_down, Connection: close), let
 * the in-flight ones finish, close idle keep-alive sockets, and give up after a grace period.
 */
import type { FastifyInstance } from 'fastify';

export type StopOutcome = 'closed' | 'grace-expired' | 'failed';

export function stopGracefully(app: FastifyInstance, graceMs: number): Promise<StopOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('grace-expired'), graceMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        resolve('closed');
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'error while closing');
        resolve('failed');
      },
    );
  });
}
