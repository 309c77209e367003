/**
 * Fetching the refund library on a schedule: at start-up when none is installed, then
 * every REFUND_FETCH_HOURS (24). The archive comes from the addresses `npm run fetch` tries
 * (fetch.ts); when its three files are those of an installed edition nothing is written, so the
 * same archive fetched every day is one version. An address refused for its size is passed over by
 * the retries until the next scheduled run (scheduler.ts).
 *
 * The library does not carry its publication day. The version is named after REFUND_LIBRARY_PUBLISHED
 * when the operator sets it, else after the day cmcode.DBF's own header says it was last written
 * (FoxPro stamps it on every write); REFUND_LIBRARY_EDITION names the edition (2026B) when set.
 * A header day that is not a day, or lies after today, is refused: the version is not guessed.
 */
import { beijingDay } from '../../core/calendar.js';
import type { Env } from '../dataset-module.js';
import type { Manifest } from '../manifest.js';
import { ImportError } from '../model.js';
import type { Job } from '../scheduler.js';
import { inScratchFolder } from '../scratch.js';
import { writeVersion } from '../writer.js';
import type { LibraryFiles } from './archive.js';
import { refundRates } from './dataset.js';
import { dbfLastUpdateDay } from './dbf/dbf-reader.js';

const HOUR_MS = 3_600_000;

/** Whether an installed edition was imported from these very three files. */
function installedFrom(manifests: readonly Manifest[], files: LibraryFiles): Manifest | undefined {
  const hashes = [files.cmcode.sha256, files.stdcm.sha256, files.fpt.sha256];
  return manifests.find((manifest) => hashes.every((hash) => manifest.inputs.some((input) => input.sha256 === hash)));
}

/** The day the version is named after: the operator's, else cmcode.DBF's header day. */
function publishedDay(files: LibraryFiles, env: Env, now: Date): string {
  if (env.REFUND_LIBRARY_PUBLISHED) return env.REFUND_LIBRARY_PUBLISHED;
  const day = dbfLastUpdateDay(files.cmcode.bytes);
  if (day === null || day > beijingDay(now)) {
    throw new ImportError(
      `${files.cmcode.name} does not say a past day it was written (header: ${day ?? 'no day'}); ` +
        'set REFUND_LIBRARY_PUBLISHED=YYYY-MM-DD to name the edition',
    );
  }
  return day;
}

export function refundRatesJob(deps: {
  dataDir: string;
  env: Env;
  everyHours: number;
  /** The installed editions' manifests. */
  installed: () => readonly Manifest[];
}): Job {
  const later = (now: Date) => new Date(now.getTime() + deps.everyHours * HOUR_MS);
  return {
    dataset: 'refund-rates',
    firstRun: (now) => (deps.installed().length === 0 ? now : later(now)),
    nextRun: later,
    run: (now, { sizeRefused, print }) =>
      inScratchFolder('refund', async (folder) => {
        // Loaded when first run: the archive readers (rar) stay out of the service's start-up.
        const fetcher = await refundRates.fetching?.fetcher();
        if (!fetcher) return { written: [], complete: true };
        // Its lines go to the log; the addresses refused for their size are remembered by the scheduler.
        const { target, origin } = await fetcher.fetch({ options: {}, env: deps.env, folder, print, sizeRefused });
        const { readLibraryFiles } = await import('./archive.js');
        const files = await readLibraryFiles(target);
        if (installedFrom(deps.installed(), files)) return { written: [], complete: true };
        const published = publishedDay(files, deps.env, now);
        const edition = deps.env.REFUND_LIBRARY_EDITION;
        // The files read above, not the archive again: a real-size library's RAR is unpacked once.
        const { libraryVersion } = await import('./importer.js');
        const version = libraryVersion(files, { published, ...(edition ? { edition } : {}) });
        const outcome = await writeVersion(deps.dataDir, version, {
          fetchedAt: now.toISOString(),
          ...(origin ? { origin } : {}),
          nameTaken: 'next-suffix',
        });
        return { written: outcome.status === 'written' ? [outcome.version] : [], complete: true };
      }),
  };
}
