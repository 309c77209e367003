/**
 * The whole service over the site's test data (the shipped data and the generated test refund
 * library, test/fixtures/site-data.ts), as the site's tests open it: the rate limit out of the way,
 * no scheduled fetching, the service's clock given where a test sets the day.
 */
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { siteDataDir } from '../fixtures/site-data.js';

export async function siteService(clock?: () => Date): Promise<FastifyInstance> {
  const { app } = await buildService(
    readConfig({
      DATA_DIR: await siteDataDir(),
      SITE_URL: 'https://site.test',
      FETCH: 'off',
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_MINUTE: '60000',
      RATE_LIMIT_IN_FLIGHT: '1000',
    }),
    clock ? { logger: false, clock } : { logger: false },
  );
  await app.ready();
  return app;
}

/** The service listening on a loopback port, for a browser: its address. */
export async function onLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
