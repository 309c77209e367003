/**
 * Fetching the central parity from CFETS: ccpr.json (the latest fixing), or with --from/--to the
 * CcprHisNew history pages of that range, every page. Addresses: CFETS_LATEST_URL, CFETS_HISTORY_URL.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRealDay } from '../../core/calendar.js';
import type { Fetcher } from '../dataset-module.js';
import { type DownloadLimits, download } from '../download.js';
import { ImportError } from '../model.js';

export const CFETS_URLS = {
  latest: 'https://www.chinamoney.com.cn/r/cms/www/chinamoney/data/fx/ccpr.json',
  history: 'https://www.chinamoney.com.cn/ags/ms/cm-u-bk-ccpr/CcprHisNew',
};
const HISTORY_PAGE_SIZE = 50;
/**
 * What one CFETS answer may weigh, as sent and decoded: 4 MiB, about 300 times the largest
 * recorded (a CcprHisNew page of 50 days, 14,138 bytes; ccpr.json is a few KB).
 */
export const CFETS_LIMITS: DownloadLimits = { wire: 4 * 1024 * 1024, inflated: 4 * 1024 * 1024 };

async function fetchHistory(url: string, from: string, to: string, folder: string): Promise<void> {
  let pageTotal = 1;
  for (let page = 1; page <= pageTotal; page += 1) {
    const form = new URLSearchParams({
      startDate: from,
      endDate: to,
      currency: '',
      pageNum: String(page),
      pageSize: String(HISTORY_PAGE_SIZE),
    });
    const bytes = await download(url, CFETS_LIMITS, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    writeFileSync(join(folder, `CcprHisNew_${from}_${to}_p${page}.json`), bytes);
    let answer: { data?: { pageTotal?: unknown } };
    try {
      answer = JSON.parse(bytes.toString('utf8'));
    } catch {
      // A maintenance page, or an answer cut short: said so, not as a parser's message.
      const start = bytes.subarray(0, 40).toString('utf8').replace(/\s+/g, ' ');
      throw new ImportError(`${url} page ${page}: the answer is not JSON (it begins ${JSON.stringify(start)})`);
    }
    const total = answer.data?.pageTotal;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 0 || total > 1000) {
      throw new ImportError(`${url} page ${page}: no readable data.pageTotal`);
    }
    pageTotal = total;
  }
}

export const centralParityFetcher: Fetcher = {
  consumes: ['from', 'to'],
  async fetch({ options, env, folder }) {
    const { from, to } = options;
    if (from === undefined && to === undefined) {
      writeFileSync(join(folder, 'ccpr.json'), await download(env.CFETS_LATEST_URL || CFETS_URLS.latest, CFETS_LIMITS));
      return { target: folder };
    }
    if (!from || !to || !isRealDay(from) || !isRealDay(to) || from > to) {
      throw new ImportError('--from and --to are two real days YYYY-MM-DD, from not after to');
    }
    await fetchHistory(env.CFETS_HISTORY_URL || CFETS_URLS.history, from, to, folder);
    return { target: folder };
  },
};
