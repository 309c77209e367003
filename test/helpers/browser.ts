/**
 * Headless Chromium for the site's tests (issue 18): Debian's `chromium` package driven by
 * playwright-core (which downloads no browser of its own). Where the browser is missing the tests
 * say so and skip, as the Redis tests do without redis-server; `.ci/run` installs it. Every request
 * the browser makes is recorded: one to another host is refused and reported, as the site must
 * work without any outside network.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { projectRoot } from '../../src/project-root.js';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The browser's path, or why there is none. */
export function chromiumPath(): { path: string } | { missing: string } {
  const path = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  return path
    ? { path }
    : { missing: 'chromium is not installed (apt-get install chromium; .ci/run installs it): browser tests skipped' };
}

export async function launchChromium(path: string): Promise<Browser> {
  return chromium.launch({
    executablePath: path,
    // Without the background-networking flags Chromium keeps trying hosts this machine cannot reach.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A context that refuses, and records, every request to a host other than `base`. */
export async function loopbackContext(
  browser: Browser,
  base: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; outside: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(base) || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return { context, outside };
}

/** Where screenshots go for review (not committed). */
export function screenshotFolder(): string {
  const folder = join(projectRoot(), 'test-output', 'screenshots');
  mkdirSync(folder, { recursive: true });
  return folder;
}
