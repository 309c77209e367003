/**
 * The service on a loopback socket over the site's data (the shipped data and the generated test
 * library), as the browser tests open it: links written for https://site.test, and a rate limit no
 * test meets; `settings` adds to the environment it is read from (FETCH off).
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { readConfig } from '../../src/http/config.js';
import { buildService } from '../../src/http/service.js';
import { siteDataDir } from '../fixtures/site-data.js';
import { loopbackContext, sharedBrowser } from './browser.js';

export async function listeningSite(
  settings: Readonly<Record<string, string>> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const { app } = await buildService(
    readConfig({
      ...settings,
      DATA_DIR: await siteDataDir(),
      SITE_URL: 'https://site.test',
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_MINUTE: '60000',
      RATE_LIMIT_IN_FLIGHT: '1000',
    }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** The site and the process's browser, each page opened in a context of its own. */
export interface SiteSession {
  base: string;
  open(path: string, options?: { javaScriptEnabled?: boolean }): Promise<Page>;
  /** Closes the site; fails when any page asked for something off loopback. */
  close(): Promise<void>;
}

export async function siteSession(browserPath: string): Promise<SiteSession> {
  const { app, base } = await listeningSite();
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
