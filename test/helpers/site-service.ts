/**
 * The whole service over the site's test data (the shipped data and the generated test refund
 * library, test/fixtures/site-data.ts), as the site's tests open it: the rate limit out of the way,
 * no scheduled fetching, the service's clock given where a test sets the day; for the browser
 * tests, the same on a loopback port with the process's browser (`siteSession`).
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { loopbackContext, sharedBrowser } from './browser.js';

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

/** The site and the process's browser, each page opened in a context of its own. */
export interface SiteSession {
  base: string;
  open(path: string, options?: { javaScriptEnabled?: boolean }): Promise<Page>;
  /** Closes the site; fails when any page asked for something off loopback. */
  close(): Promise<void>;
}

export async function siteSession(browserPath: string): Promise<SiteSession> {
  const app = await siteService();
  const base = await onLoopback(app);
  const browser = await sharedBrowser(browserPath);
  const outside: string[] = [];
  return {
    base,
    async open(path, options = {}) {
      const { context, outside: seen } = await loopbackContext(browser, base, options);
      const page = await context.newPage();
      page.on('close', () => outside.push(...seen));
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      return page;
    },
    async close() {
      await app.close();
      if (outside.length > 0) throw new Error(`requests left loopback: ${outside.join(' ')}`);
    },
  };
}
