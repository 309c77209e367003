/**
 * `npm run fetch -- <dataset> [options]`: downloads the newest publication from its publisher
 * and imports it exactly as `npm run import` would.
 * - central-parity: CFETS's ccpr.json (the latest fixing); with --from/--to, the CcprHisNew
 *   history pages of that range, every page, one version per day.
 * - refund-rates: the State Taxation Administration's library archive (a .rar or .zip), from
 *   --url, else the addresses in REFUND_LIBRARY_URL (comma-separated), else the tax bureaus'
 *   published download addresses, tried in order until one gives an archive; the import
 *   options (--published, --edition, --notice-*, --strict) are passed on.
 * Addresses are configurable (CFETS_LATEST_URL, CFETS_HISTORY_URL, REFUND_LIBRARY_URL).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRealDay } from '../core/calendar.js';
import { ImportError } from '../datasets/model.js';
import { parseArgs, runAsScript } from './args.js';
import { runImport } from './import.js';
import { archiveFormat } from '../datasets/importers/archive.js';

export const PUBLISHER_URLS = {
  cfetsLatest: 'https://www.chinamoney.com.cn/r/cms/www/chinamoney/data/fx/ccpr.json',
  cfetsHistory: 'https://www.chinamoney.com.cn/ags/ms/cm-u-bk-ccpr/CcprHisNew',
  /**
   * The 2026B library as the provincial tax bureaus distribute it, direct RAR downloads on their
   * 2026-06-10 software pages (SOURCES.md §1.2): Shanghai, then Guangdong.
   */
  refundLibrary: [
    'https://shanghai.chinatax.gov.cn/bsfw/xzzx/rjxz/202606/P020260610346902416014.rar',
    'https://guangdong.chinatax.gov.cn/gdsw/rjxz/2026-06/10/74590f1479d3463abce2133e703d22b1/files/e7ada51460e741b8ac7b84eec49f43cb.rar',
  ],
};
/** Flags that take no value, passed on to the import. */
const FLAGS = ['strict'];
const TIMEOUT_MS = 60_000;
const HISTORY_PAGE_SIZE = 50;

type Env = Readonly<Record<string, string | undefined>>;

async function download(url: string, init: RequestInit = {}): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ImportError(`${url} could not be reached (${(error as Error).message})`);
  }
  if (!response.ok) throw new ImportError(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function fetchParityHistory(url: string, from: string, to: string, folder: string): Promise<void> {
  let pageTotal = 1;
  for (let page = 1; page <= pageTotal; page += 1) {
    const form = new URLSearchParams({ startDate: from, endDate: to, currency: '', pageNum: String(page), pageSize: String(HISTORY_PAGE_SIZE) });
    const bytes = await download(url, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    writeFileSync(join(folder, `CcprHisNew_${from}_${to}_p${page}.json`), bytes);
    const answer = JSON.parse(bytes.toString('utf8')) as { data?: { pageTotal?: unknown } };
    const total = answer.data?.pageTotal;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 0 || total > 1000) {
      throw new ImportError(`${url} page ${page}: no readable data.pageTotal`);
    }
    pageTotal = total;
  }
}

/** --url alone; else REFUND_LIBRARY_URL's comma-separated addresses; else the published ones. */
export function refundLibraryUrls(options: Record<string, string>, env: Env): readonly string[] {
  if (options.url) return [options.url];
  const configured = (env.REFUND_LIBRARY_URL ?? '').split(',').map((url) => url.trim()).filter((url) => url !== '');
  return configured.length > 0 ? configured : PUBLISHER_URLS.refundLibrary;
}

/**
 * The first address that gives a zip or rar archive, saved in `folder`. A tax bureau's page that
 * has moved often answers 200 with an HTML page: what is not an archive is passed over like an
 * error, and said; when no address gives one, every address and why is in the refusal.
 */
async function fetchLibrary(urls: readonly string[], folder: string, print: (line: string) => void): Promise<{ path: string; url: string }> {
  const failures: string[] = [];
  for (const url of urls) {
    try {
      const bytes = await download(url);
      const format = archiveFormat(bytes);
      if (!format) throw new ImportError(`${url} answered ${bytes.length} bytes that are neither a zip nor a rar archive`);
      print(`downloaded ${url} (${format}, ${bytes.length} bytes)`);
      const path = join(folder, `library.${format}`);
      writeFileSync(path, bytes);
      return { path, url };
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      // Every refusal of download() and above starts with the address.
      const reason = error.message.startsWith(`${url} `) ? error.message.slice(url.length + 1) : error.message;
      failures.push(`${url}: ${reason}`);
      print(`passed over ${url}: ${reason}`);
    }
  }
  throw new ImportError(`no address gave the refund library: ${failures.join('; ')}`);
}

interface Fetched {
  /** What to import. */
  target: string;
  /** The address the publication came from, where one address gave it all. */
  origin?: string;
}

/** Downloads into `folder` and says what to import from there. */
async function fetchInto(dataset: string, options: Record<string, string>, env: Env, folder: string, print: (line: string) => void): Promise<Fetched> {
  if (dataset === 'central-parity') {
    const { from, to } = options;
    if (from === undefined && to === undefined) {
      writeFileSync(join(folder, 'ccpr.json'), await download(env.CFETS_LATEST_URL || PUBLISHER_URLS.cfetsLatest));
      return { target: folder };
    }
    if (!from || !to || !isRealDay(from) || !isRealDay(to) || from > to) {
      throw new ImportError('--from and --to are two real days YYYY-MM-DD, from not after to');
    }
    await fetchParityHistory(env.CFETS_HISTORY_URL || PUBLISHER_URLS.cfetsHistory, from, to, folder);
    return { target: folder };
  }
  if (dataset === 'refund-rates') {
    const { path, url } = await fetchLibrary(refundLibraryUrls(options, env), folder, print);
    return { target: path, origin: url };
  }
  throw new ImportError(`fetch knows central-parity and refund-rates; import ${dataset} from its files with npm run import`);
}

export async function runFetch(words: readonly string[], print: (line: string) => void, env: Env = process.env): Promise<number> {
  const { positional, options } = parseArgs(words, FLAGS);
  const [dataset] = positional;
  if (!dataset || positional.length > 1) {
    print('usage: npm run fetch -- central-parity [--from YYYY-MM-DD --to YYYY-MM-DD] | refund-rates --published YYYY-MM-DD [--url URL] [--strict] [import options]');
    return 2;
  }
  const folder = mkdtempSync(join(tmpdir(), 'export-trade-fetch-'));
  try {
    const { from: _from, to: _to, url: _url, ...passOn } = options;
    const { target, origin } = await fetchInto(dataset, options, env, folder, print);
    // Passed as --name=value, so that a flag's "true" is not read as a word of its own.
    const passed = Object.entries({ ...passOn, ...(origin && !passOn.origin ? { origin } : {}) }).map(([name, value]) => `--${name}=${value}`);
    return await runImport([dataset, target, ...passed], print);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, 'fetch', runFetch);
