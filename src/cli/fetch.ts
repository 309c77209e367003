/**
 * `npm run fetch -- <dataset> [options]`: downloads the newest publication from its publisher
 * and imports it exactly as `npm run import` would.
 * - central-parity: CFETS's ccpr.json (the latest fixing); with --from/--to, the CcprHisNew
 *   history pages of that range, every page, one version per day.
 * - refund-rates: the State Taxation Administration's library archive (a .rar or .zip),
 *   from --url, REFUND_LIBRARY_URL or the default address; the import options
 *   (--published, --edition, --notice-*) are passed on.
 * Addresses are configurable (CFETS_LATEST_URL, CFETS_HISTORY_URL, REFUND_LIBRARY_URL).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRealDay } from '../core/calendar.js';
import { ImportError } from '../datasets/model.js';
import { parseArgs, runAsScript } from './args.js';
import { runImport } from './import.js';

export const PUBLISHER_URLS = {
  cfetsLatest: 'https://www.chinamoney.com.cn/r/cms/www/chinamoney/data/fx/ccpr.json',
  cfetsHistory: 'https://www.chinamoney.com.cn/ags/ms/cm-u-bk-ccpr/CcprHisNew',
  /** The 2026B library as distributed by the Shanghai tax bureau (SOURCES.md §1.2). */
  refundLibrary: 'https://shanghai.chinatax.gov.cn/bsfw/xzzx/rjxz/202606/P020260610346902416014.rar',
};
const TIMEOUT_MS = 60_000;
const HISTORY_PAGE_SIZE = 50;

type Env = Readonly<Record<string, string | undefined>>;

async function download(url: string, init: RequestInit = {}): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ImportError(`cannot reach ${url}: ${(error as Error).message}`);
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

function refundLibraryUrl(options: Record<string, string>, env: Env): string {
  return options.url || env.REFUND_LIBRARY_URL || PUBLISHER_URLS.refundLibrary;
}

/** Downloads into `folder` and says what to import from there. */
async function fetchInto(dataset: string, options: Record<string, string>, env: Env, folder: string): Promise<string> {
  if (dataset === 'central-parity') {
    const { from, to } = options;
    if (from === undefined && to === undefined) {
      writeFileSync(join(folder, 'ccpr.json'), await download(env.CFETS_LATEST_URL || PUBLISHER_URLS.cfetsLatest));
      return folder;
    }
    if (!from || !to || !isRealDay(from) || !isRealDay(to) || from > to) {
      throw new ImportError('--from and --to are two real days YYYY-MM-DD, from not after to');
    }
    await fetchParityHistory(env.CFETS_HISTORY_URL || PUBLISHER_URLS.cfetsHistory, from, to, folder);
    return folder;
  }
  if (dataset === 'refund-rates') {
    const url = refundLibraryUrl(options, env);
    const extension = /\.zip(\?|$)/i.test(url) ? 'zip' : 'rar';
    const path = join(folder, `library.${extension}`);
    writeFileSync(path, await download(url));
    return path;
  }
  throw new ImportError(`fetch knows central-parity and refund-rates; import ${dataset} from its files with npm run import`);
}

export async function runFetch(words: readonly string[], print: (line: string) => void, env: Env = process.env): Promise<number> {
  const { positional, options } = parseArgs(words);
  const [dataset] = positional;
  if (!dataset || positional.length > 1) {
    print('usage: npm run fetch -- central-parity [--from YYYY-MM-DD --to YYYY-MM-DD] | refund-rates --published YYYY-MM-DD [--url URL] [import options]');
    return 2;
  }
  const folder = mkdtempSync(join(tmpdir(), 'export-trade-fetch-'));
  try {
    const { from: _from, to: _to, url: _url, ...passOn } = options;
    const target = await fetchInto(dataset, options, env, folder);
    const origin = dataset === 'refund-rates' && !passOn.origin ? { origin: refundLibraryUrl(options, env) } : {};
    const passed = Object.entries({ ...passOn, ...origin }).flatMap(([name, value]) => [`--${name}`, value]);
    return await runImport([dataset, target, ...passed], print);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

runAsScript(import.meta.url, 'fetch', runFetch);
