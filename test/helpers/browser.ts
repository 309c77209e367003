/**
 * Headless Chromium for the site's tests (issue 18): Debian's `chromium-headless-shell` package,
 * else its `chromium`, driven by playwright-core (which downloads no browser of its own). The shell
 * is the same Chromium without the browser's windows, profile and services, the build Playwright
 * itself runs headless: the same pages took a sixth to a third less CPU in it (issue 42). Where
 * neither is installed the tests say so and skip, as the Redis tests do without redis-server;
 * `.ci/run` installs the shell. Every request the browser makes is recorded: one to another host
 * is refused and reported, as the site must work without any outside network.
 *
 * One browser serves every file of a test process (issue 42): a launch costs more than most pages,
 * and the files that use it open their pages in contexts of their own. scripts/run-tests.mjs puts
 * those files in one process and closes the browser after that process's last file.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { projectRoot } from '../../src/project-root.js';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** The browser's path, or why there is none. */
export function chromiumPath(): { path: string } | { missing: string } {
  const path = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  return path
    ? { path }
    : {
        missing:
          'chromium is not installed (apt-get install chromium-headless-shell; .ci/run installs it): browser tests skipped',
      };
}

async function launchChromium(path: string): Promise<Browser> {
  // Loaded here, not above: every test process imports this file to close the browser, few launch it.
  const { chromium } = await import('playwright-core');
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

let shared: Promise<Browser> | undefined;

/** The process's browser, launched by the first file that asks; a file closes its contexts, never the browser. */
export function sharedBrowser(path: string): Promise<Browser> {
  shared ??= launchChromium(path);
  return shared;
}

/**
 * Closes the process's browser, if a file launched one: scripts/run-tests.mjs calls it after the
 * process's last file (a browser left open would keep the process from ending, so a file that
 * opens one runs through that script, as `npm test` and a file named to it do, not `node --test`).
 * @public
 */
export async function closeSharedBrowser(): Promise<void> {
  const browser = shared;
  shared = undefined;
  // A launch that failed has failed its file's tests already.
  await browser?.then(
    (launched) => launched.close(),
    () => undefined,
  );
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
