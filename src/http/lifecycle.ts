/**
 * Stopping gracefully: accept the connections already queued, then take no new ones; answer
 * every request already received (with Connection: close, so that clients move on to another
 * instance), close idle keep-alive sockets, and give up after a grace period.
 */
import type { FastifyInstance } from 'fastify';

export type StopOutcome = 'closed' | 'grace-expired' | 'failed';

/**
 * Node counts a connection as idle until it has parsed a request on it, so closing idle
 * connections at once would reset requests a client already sent that still wait in the socket
 * buffer behind a busy event loop (seen in `npm run soak`: 63 of 300). Idle connections are
 * closed a little later instead, and again until the server has closed.
 */
const IDLE_CLOSE_EVERY_MS = 500;

/**
 * Connections the kernel has completed but the process has not accepted yet would be reset when
 * the listener closes, though their clients have sent their requests. They are accepted first:
 * the listener closes once no connection has arrived for QUIET_MS, or after ACCEPT_AT_MOST_MS.
 */
const QUIET_MS = 50;
const ACCEPT_AT_MOST_MS = 1000;

async function acceptQueued(server: FastifyInstance['server']): Promise<void> {
  let accepted = 0;
  const count = () => (accepted += 1);
  server.on('connection', count);
  const deadline = Date.now() + ACCEPT_AT_MOST_MS;
  let seen = -1;
  while (accepted !== seen && Date.now() < deadline) {
    seen = accepted;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
  server.off('connection', count);
}

export async function stopGracefully(app: FastifyInstance, graceMs: number): Promise<StopOutcome> {
  const server = app.server;
  await acceptQueued(server);
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const idleCloser = setInterval(closeIdle, IDLE_CLOSE_EVERY_MS);
  idleCloser.unref();
  return new Promise<StopOutcome>((resolve) => {
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
  }).finally(() => clearInterval(idleCloser));
}
