/**
 * Fetching the ports on a schedule: every PORTS_FETCH_DAYS (30) after the installed
 * version was fetched, Wikidata's names asked again and merged with the port files in
 * PORTS_SOURCES (sources/ports in the repository by default; fetch.ts). The version is
 * named after the day it was asked, since Wikidata's names are as of that day; rows identical to
 * the current version's write nothing.
 */
import { beijingDay } from '../../core/calendar.js';
import type { Env } from '../dataset-module.js';
import type { Manifest } from '../manifest.js';
import type { Job } from '../scheduler.js';
import { inScratchFolder } from '../scratch.js';
import { contentHash, rowsCsv } from '../serialize.js';
import { writeVersion } from '../writer.js';
import { ports } from './dataset.js';

const DAY_MS = 86_400_000;

export function portsJob(deps: {
  dataDir: string;
  env: Env;
  everyDays: number;
  /** The manifest of the version in force, if any. */
  current: () => Manifest | undefined;
}): Job {
  const later = (from: Date) => new Date(from.getTime() + deps.everyDays * DAY_MS);
  return {
    dataset: 'ports',
    firstRun(now) {
      const fetched = deps.current()?.fetched_at;
      const due = fetched ? later(new Date(fetched)) : now;
      return due > now ? due : now;
    },
    nextRun: later,
    run: (now) =>
      inScratchFolder('ports', async (folder) => {
        const fetcher = await ports.fetching?.fetcher();
        if (!fetcher) return { written: [], complete: true };
        const sources = deps.env.PORTS_SOURCES;
        const { target } = await fetcher.fetch({
          options: sources ? { sources } : {},
          env: deps.env,
          folder,
          print: () => {},
        });
        const importer = await ports.importer();
        const [version] = await importer.read(target, { published: beijingDay(now) });
        const current = deps.current();
        if (!version || current?.csv_hash === contentHash(rowsCsv(version.columns, version.rows)))
          return { written: [], complete: true };
        const outcome = await writeVersion(deps.dataDir, version, {
          fetchedAt: now.toISOString(),
          nameTaken: 'next-suffix',
        });
        return { written: outcome.status === 'written' ? [outcome.version] : [], complete: true };
      }),
  };
}
