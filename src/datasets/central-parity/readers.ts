/**
 * The three publisher formats of the RMB central parity, each read into days of published
 * pairs: CFETS's history answer (CcprHisNew, paged), CFETS's latest answer (ccpr.json), and
 * the text of the People's Bank of China's daily notice. A figure is kept as the published
 * string; a day or pair that cannot be read completely refuses the whole file.
 */
import { isRealDay } from '../../core/calendar.js';
import { DECIMAL_PATTERN } from '../../core/decimal.js';
import { ImportError } from '../model.js';
import { NOTICE_CURRENCY_NAMES, type PairQuotation, quotationOf } from './pairs.js';

interface PublishedPair extends PairQuotation {
  value: string;
}

export interface ParityDay {
  date: string;
  /** With Beijing time and offset where the publisher gives a time. */
  published_at: string;
  fetched_at?: string;
  pairs: PublishedPair[];
}

/** One page of a CcprHisNew answer, with what is needed to check that all pages are there. */
export interface HistoryPage {
  range: string;
  pageNum: number;
  pageTotal: number;
  total: number;
  days: ParityDay[];
}

function fail(file: string, what: string): never {
  throw new ImportError(`${file}: ${what}`);
}

function pairOf(file: string, id: unknown): PairQuotation {
  const quotation = typeof id === 'string' ? quotationOf(id) : null;
  return quotation ?? fail(file, `${JSON.stringify(id)} is not a CFETS pair`);
}

function figure(file: string, where: string, value: unknown): string | null {
  if (value === '---') return null; // CFETS marks a pair not published that day
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value) || value.startsWith('-')) {
    return fail(file, `${where}: ${JSON.stringify(value)} is not a published figure`);
  }
  return value;
}

/** "2026-09-09 18:58:32" (Beijing) → 2026-09-09T18:58:32+08:00. */
function beijingTime(text: unknown): string | undefined {
  const match = typeof text === 'string' ? /^(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text) : null;
  if (!match) return undefined;
  return `${match[1]}T${(match[2] as string).padStart(2, '0')}:${match[3]}:${match[4] ?? '00'}+08:00`;
}

export function readHistoryPage(file: string, answer: unknown): HistoryPage {
  const root = answer as {
    head?: { rep_code?: unknown; tstext?: unknown };
    data?: Record<string, unknown>;
    records?: unknown;
  };
  if (root.head?.rep_code !== '200') fail(file, `answer code ${JSON.stringify(root.head?.rep_code)} is not 200`);
  const data = root.data ?? fail(file, 'no data member');
  const searchlist = Array.isArray(data.searchlist) ? data.searchlist : fail(file, 'no data.searchlist');
  const pairs = searchlist.map((id) => pairOf(file, id));
  if (!Array.isArray(root.records)) fail(file, 'no records');
  const fetched = beijingTime(root.head?.tstext);
  const days = (root.records as Array<{ date?: unknown; values?: unknown }>).map((record, index) => {
    const date =
      typeof record.date === 'string' && isRealDay(record.date)
        ? record.date
        : fail(file, `record ${index + 1} has no real date`);
    const values = Array.isArray(record.values) ? record.values : fail(file, `${date}: no values`);
    if (values.length !== pairs.length) fail(file, `${date}: ${values.length} values for ${pairs.length} pairs`);
    const published = pairs.flatMap((pair, i) => {
      const value = figure(file, `${date} ${pair.id}`, values[i]);
      return value === null ? [] : [{ ...pair, value }];
    });
    return { date, published_at: date, ...(fetched ? { fetched_at: fetched } : {}), pairs: published };
  });
  const integer = (name: string) =>
    typeof data[name] === 'number' && Number.isInteger(data[name])
      ? (data[name] as number)
      : fail(file, `data.${name} is not a whole number`);
  return {
    range: `${String(data.startDate)}..${String(data.endDate)}`,
    pageNum: integer('pageNum'),
    pageTotal: integer('pageTotal'),
    total: integer('total'),
    days,
  };
}

/** ccpr.json: the latest fixing, every pair with its time (data.lastDate, Beijing time). */
export function readLatest(file: string, answer: unknown): ParityDay {
  const root = answer as { data?: { lastDate?: unknown }; records?: unknown };
  const publishedAt =
    beijingTime(root.data?.lastDate) ??
    fail(file, `data.lastDate ${JSON.stringify(root.data?.lastDate)} is not a time`);
  const date = publishedAt.slice(0, 10);
  if (!Array.isArray(root.records) || root.records.length === 0) fail(file, 'no records');
  const pairs = (root.records as Array<{ vrtEName?: unknown; price?: unknown }>).flatMap((record) => {
    const pair = pairOf(file, record.vrtEName);
    const value = figure(file, `${date} ${pair.id}`, record.price);
    return value === null ? [] : [{ ...pair, value }];
  });
  return { date, published_at: publishedAt, pairs };
}

const NOTICE_DAY = /(\d{4})年(\d{1,2})月(\d{1,2})日银行间外汇市场人民币汇率中间价为[:：]?/;
const FOREIGN_CLAUSE = /^(100|1)(.+?)对人民币([0-9.]+)元$/;
const CNY_CLAUSE = /^人民币1元对([0-9.]+)(.+)$/;

/** The PBoC notice text: "…中间价为1美元对人民币7.0638元，…，人民币1元对4.4861泰铢。" */
export function readNotice(file: string, text: string): ParityDay {
  const opening = NOTICE_DAY.exec(text) ?? fail(file, 'the notice opening (YYYY年M月D日…中间价为) is not there');
  const date = `${opening[1]}-${(opening[2] as string).padStart(2, '0')}-${(opening[3] as string).padStart(2, '0')}`;
  if (!isRealDay(date)) fail(file, `${date} is not a real day`);
  const body = text
    .slice(opening.index + opening[0].length)
    .trim()
    .replace(/。\s*$/, '');
  const pairs = body.split(/[，,]/).map((raw) => {
    const clause = raw.trim();
    const foreign = FOREIGN_CLAUSE.exec(clause);
    const domestic = foreign ? null : CNY_CLAUSE.exec(clause);
    const name = foreign?.[2] ?? domestic?.[2];
    const code = name === undefined ? undefined : NOTICE_CURRENCY_NAMES[name];
    if (code === undefined) fail(file, `cannot read the clause ${JSON.stringify(clause)}`);
    const id = foreign ? `${foreign[1] === '100' ? '100' : ''}${code}/CNY` : `CNY/${code}`;
    const value = figure(file, `${date} ${id}`, foreign?.[3] ?? domestic?.[1]) ?? fail(file, `${id} has no figure`);
    return { ...pairOf(file, id), value };
  });
  return { date, published_at: date, pairs };
}
