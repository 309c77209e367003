/**
 * Bringing the central parity up to date from CFETS: every publication from the day
 * after the newest installed one to today, from the history answer the importer reads, so that a
 * service that was down for a week comes back with no hole in the series. The versions are written
 * as `npm run fetch` writes them (aside, then renamed); one already installed is left as it is.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, beijingDay } from '../../core/calendar.js';
import type { Env } from '../dataset-module.js';
import { inScratchFolder } from '../scratch.js';
import { writeVersion } from '../writer.js';
import { CFETS_URLS, centralParityFetcher } from './fetch.js';
import { centralParityImporter } from './importer.js';

export interface CatchUp {
  /** The range asked for: the day after the newest installed publication, through today. */
  from: string;
  to: string;
  /** The publications written, by day. */
  written: string[];
}

/** Days the history answer lists (its first page's `total`): 0 when nothing was published in the range. */
function publishedDays(folder: string): number {
  const first = readdirSync(folder).find((name) => name.endsWith('_p1.json'));
  if (!first) return 0;
  const answer: { data?: { total?: unknown } } = JSON.parse(readFileSync(join(folder, first), 'utf8'));
  return typeof answer.data?.total === 'number' ? answer.data.total : 0;
}

/**
 * Fetches and installs every publication after `newest` (the newest installed day; null: none,
 * then from `firstDay`) through today in Beijing. Throws the fetcher's or importer's error (an
 * unreachable publisher, an HTML page, a truncated answer) with nothing written.
 */
export async function catchUpCentralParity(request: {
  dataDir: string;
  env: Env;
  now: Date;
  newest: string | null;
  firstDay: string;
}): Promise<CatchUp> {
  const to = beijingDay(request.now);
  const from = request.newest === null ? request.firstDay : addDays(request.newest, 1);
  if (from > to) return { from, to, written: [] };
  return inScratchFolder('parity', async (folder) => {
    await centralParityFetcher.fetch({ options: { from, to }, env: request.env, folder, print: () => {} });
    if (publishedDays(folder) === 0) return { from, to, written: [] };
    // Read whole before anything is written: an answer the importer refuses writes nothing.
    const versions = await centralParityImporter.read(folder, {});
    const written: string[] = [];
    for (const version of versions) {
      const outcome = await writeVersion(request.dataDir, version, {
        fetchedAt: request.now.toISOString(),
        origin: request.env.CFETS_HISTORY_URL || CFETS_URLS.history,
      });
      if (outcome.status === 'written') written.push(outcome.version);
    }
    return { from, to, written };
  });
}
