/**
 * The central-parity importer: a file or a folder of files in the publishers' formats
 * (CcprHisNew pages, ccpr.json, PBoC notice text as .txt), one version per publishing day,
 * named after that day. Paged history answers must be complete (every page, `total` days);
 * a day given twice must say the same thing.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type ImportInput, type ImportedVersion, type Importer, ImportError, type Row } from '../model.js';
import { PARITY_COLUMNS } from './pairs.js';
import { type HistoryPage, type ParityDay, readHistoryPage, readLatest, readNotice } from './readers.js';

interface ReadFile {
  input: ImportInput;
  days: ParityDay[];
  page?: HistoryPage;
}

function filesAt(path: string): string[] {
  if (!statSync(path, { throwIfNoEntry: false })) throw new ImportError(`${path}: no such file or folder`);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => /\.(json|txt)$/i.test(name))
    .sort()
    .map((name) => join(path, name));
}

function readOne(path: string): ReadFile {
  const bytes = readFileSync(path);
  const name = basename(path);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError(`${name}: not UTF-8 text`);
  }
  if (/\.txt$/i.test(name)) {
    return {
      input: { name, sha256, role: 'PBoC daily notice of the RMB central parity (text)' },
      days: [readNotice(name, text)],
    };
  }
  let answer: { data?: Record<string, unknown> };
  try {
    answer = JSON.parse(text) as { data?: Record<string, unknown> };
  } catch (error) {
    throw new ImportError(`${name}: not JSON (${(error as Error).message})`);
  }
  if (answer.data && 'searchlist' in answer.data) {
    const page = readHistoryPage(name, answer);
    return { input: { name, sha256, role: 'CFETS CcprHisNew answer (central parity history)' }, days: page.days, page };
  }
  if (answer.data && 'lastDate' in answer.data) {
    return {
      input: { name, sha256, role: 'CFETS ccpr.json answer (latest central parity)' },
      days: [readLatest(name, answer)],
    };
  }
  throw new ImportError(`${name}: neither a CcprHisNew nor a ccpr.json answer`);
}

/** Every page of each history range is there, and together they hold `total` days. */
function checkPagesComplete(files: readonly ReadFile[]): void {
  const ranges = new Map<string, HistoryPage[]>();
  for (const { page } of files) if (page) ranges.set(page.range, [...(ranges.get(page.range) ?? []), page]);
  for (const [range, pages] of ranges) {
    const expected = pages[0]?.pageTotal ?? 0;
    const numbers = new Set(pages.map((p) => p.pageNum));
    for (let n = 1; n <= expected; n += 1) {
      if (!numbers.has(n)) throw new ImportError(`history ${range}: page ${n} of ${expected} is missing`);
    }
    const days = pages.reduce((count, p) => count + p.days.length, 0);
    if (days !== pages[0]?.total)
      throw new ImportError(`history ${range}: ${days} days read, the answer says ${pages[0]?.total}`);
  }
}

function rowsOf(day: ParityDay): Row[] {
  return day.pairs.map((pair) => ({
    id: pair.id,
    date: day.date,
    currency: pair.currency,
    base: pair.base,
    quote: pair.quote,
    per: pair.per,
    value: pair.value,
  }));
}

export const centralParityImporter: Importer = {
  dataset: 'central-parity',
  async read(path) {
    const files = filesAt(path).map(readOne);
    checkPagesComplete(files);
    const byDay = new Map<string, { day: ParityDay; inputs: ImportInput[]; json: string }>();
    for (const file of files) {
      for (const day of file.days) {
        if (day.pairs.length === 0) continue;
        const json = JSON.stringify(rowsOf(day));
        const held = byDay.get(day.date);
        if (held && held.json !== json) {
          throw new ImportError(
            `${day.date} is given twice with different figures (${held.inputs[0]?.name}, ${file.input.name})`,
          );
        }
        if (held) held.inputs.push(file.input);
        else byDay.set(day.date, { day, inputs: [file.input], json });
      }
    }
    if (byDay.size === 0) throw new ImportError(`${path}: no published day found`);
    return [...byDay.values()]
      .sort((a, b) => (a.day.date < b.day.date ? -1 : 1))
      .map(
        ({ day, inputs }): ImportedVersion => ({
          dataset: 'central-parity',
          version: day.date,
          published_at: day.published_at,
          ...(day.fetched_at ? { fetched_at: day.fetched_at } : {}),
          columns: PARITY_COLUMNS,
          rows: rowsOf(day),
          inputs,
        }),
      );
  },
};
