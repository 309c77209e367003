/**
 * Fetching the export refund rate library: the archive (a .rar or .zip) from --url, else the
 * addresses in REFUND_LIBRARY_URL (comma-separated), else the tax bureaus' published download
 * addresses, tried in order until one gives an archive.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env, Fetcher } from '../dataset-module.js';
import { download } from '../download.js';
import { ImportError } from '../model.js';
import { type SizeRefusals, TooLarge } from '../size-limit.js';
import { LIBRARY_LIMITS, archiveFormat } from './archive.js';

/**
 * The 2026B library as the provincial tax bureaus distribute it, direct RAR downloads on their
 * 2026-06-10 software pages (SOURCES.md §1.2): Shanghai, then Guangdong.
 */
export const REFUND_LIBRARY_URLS: readonly string[] = [
  'https://shanghai.chinatax.gov.cn/bsfw/xzzx/rjxz/202606/P020260610346902416014.rar',
  'https://guangdong.chinatax.gov.cn/gdsw/rjxz/2026-06/10/74590f1479d3463abce2133e703d22b1/files/e7ada51460e741b8ac7b84eec49f43cb.rar',
];

/** --url alone; else REFUND_LIBRARY_URL's comma-separated addresses; else the published ones. */
export function refundLibraryUrls(options: Readonly<Record<string, string>>, env: Env): readonly string[] {
  if (options.url) return [options.url];
  const configured = (env.REFUND_LIBRARY_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  return configured.length > 0 ? configured : REFUND_LIBRARY_URLS;
}

/**
 * The first address that gives a zip or rar archive, saved in `folder`. A tax bureau's page that
 * has moved often answers 200 with an HTML page: what is not an archive is passed over like an
 * error, and said; when no address gives one, every address and why is in the refusal. An
 * archive is at most LIBRARY_LIMITS.archive as sent and as decoded (archive.ts). An address in
 * `sizeRefused` is not asked (the scheduler's retries: it would send the same file), and one
 * refused for its size now is added to it.
 */
async function fetchLibrary(
  urls: readonly string[],
  folder: string,
  print: (line: string) => void,
  sizeRefused: SizeRefusals = new Map(),
): Promise<{ path: string; url: string }> {
  const failures: string[] = [];
  let refused = 0;
  const passOver = (url: string, reason: string) => {
    failures.push(`${url}: ${reason}`);
    print(`passed over ${url}: ${reason}`);
  };
  for (const url of urls) {
    const earlier = sizeRefused.get(url);
    if (earlier !== undefined) {
      refused += 1;
      passOver(url, `refused for its size since the last scheduled run (${earlier}): not asked again before the next`);
      continue;
    }
    try {
      const bytes = await download(url, { wire: LIBRARY_LIMITS.archive, inflated: LIBRARY_LIMITS.archive });
      const format = archiveFormat(bytes);
      if (!format)
        throw new ImportError(`${url} answered ${bytes.length} bytes that are neither a zip nor a rar archive`);
      print(`downloaded ${url} (${format}, ${bytes.length} bytes)`);
      const path = join(folder, `library.${format}`);
      writeFileSync(path, bytes);
      return { path, url };
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      // Every refusal of download() and above starts with the address.
      const reason = error.message.startsWith(`${url} `) ? error.message.slice(url.length + 1) : error.message;
      if (error instanceof TooLarge) {
        refused += 1;
        sizeRefused.set(url, reason);
      }
      passOver(url, reason);
    }
  }
  const message = `no address gave the refund library: ${failures.join('; ')}`;
  // Every address refused for its file's size, now or since the last scheduled run: asking again soon would get the same files.
  throw refused === urls.length ? new TooLarge(message) : new ImportError(message);
}

export const refundRatesFetcher: Fetcher = {
  consumes: ['url'],
  async fetch({ options, env, folder, print, sizeRefused }) {
    const { path, url } = await fetchLibrary(refundLibraryUrls(options, env), folder, print, sizeRefused);
    return { target: path, origin: url };
  },
};
