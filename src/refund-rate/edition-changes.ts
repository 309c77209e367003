/**
 * Every change from one edition of the refund library to another (changes.ts says what a change
 * is), worked out by the pool of worker threads (src/work/), never on the event loop: the task
 * reads both editions' rows.json, checks each against its content hash, compares them within a
 * budget of periods, and sends the changes back packed (their JSON texts and their CSV as UTF-8,
 * with where each row ends), moved to the event loop's thread rather than copied.
 */
import { StepBudget } from '../core/step-budget.js';
import type { Row } from '../datasets/model.js';
import { readRegularFile } from '../datasets/regular-file.js';
import { contentHash, rowsCsv } from '../datasets/serialize.js';
import { CHANGE_COLUMNS, type ChangeRow, inKeyOrder, periodOfRow, pushCodeChanges } from './changes.js';

export type ChangeCounts = Readonly<Record<ChangeRow['change'], number>>;

/** An edition's rows.json as its manifest records it. */
export interface EditionFile {
  jsonPath: string;
  /** Bytes of rows.json. */
  bytes: number;
  /** The manifest's content_hash. */
  hash: string;
  /** The manifest's rows: each a period. */
  periods: number;
}

export interface CompareRequest {
  older: EditionFile;
  newer: EditionFile;
  /** Periods of both editions one comparison may read (comparisons.ts, COMPARISON_PERIODS). */
  budget: number;
}

/** The changes, in code and start-day order, packed. */
export interface PackedChanges {
  /** Each change row's JSON, as UTF-8, one after another with a comma between. */
  json: Uint8Array;
  /** Where each row's JSON ends in `json` (the next starts one byte after, past the comma). */
  ends: Int32Array;
  /** The whole list as CSV (serialize.ts rowsCsv, CHANGE_COLUMNS), as UTF-8. */
  csv: Uint8Array;
  counts: ChangeCounts;
}

export type ComparedEditions =
  | { compared: PackedChanges }
  /** An edition's rows.json is gone, unreadable, or no longer what its manifest hashed. */
  | { unreadable: 'older' | 'newer'; reason: string }
  /** The two editions hold more periods than the budget: refused before a byte is read. */
  | { refused: { periods: number; budget: number } };

function keyedPeriods(rows: readonly Row[]) {
  return inKeyOrder(rows.map(periodOfRow));
}

/** Every change from the older edition's rows to the newer's, in code and start-day order. */
export function editionChanges(olderRows: readonly Row[], newerRows: readonly Row[]): ChangeRow[] {
  const older = keyedPeriods(olderRows);
  const newer = keyedPeriods(newerRows);
  const changes: ChangeRow[] = [];
  let i = 0;
  let j = 0;
  while (i < older.length || j < newer.length) {
    const oldCode = older[i]?.code;
    const newCode = newer[j]?.code;
    const code = oldCode === undefined || (newCode !== undefined && newCode < oldCode) ? newCode : oldCode;
    if (code === undefined) break;
    let iEnd = i;
    while (older[iEnd]?.code === code) iEnd += 1;
    let jEnd = j;
    while (newer[jEnd]?.code === code) jEnd += 1;
    pushCodeChanges(changes, code, older, i, iEnd, newer, j, jEnd);
    i = iEnd;
    j = jEnd;
  }
  return changes;
}

function countsOf(changes: readonly ChangeRow[]): ChangeCounts {
  const counts = { code_added: 0, code_removed: 0, period_added: 0, period_removed: 0, period_changed: 0 };
  for (const change of changes) counts[change.change] += 1;
  return counts;
}

/** UTF-8 in an array buffer of its own, so that it can be moved to another thread whole. */
const ownBytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

function packChanges(changes: readonly ChangeRow[]): PackedChanges {
  const texts = changes.map((change) => JSON.stringify(change));
  const ends = new Int32Array(texts.length);
  let at = -1;
  texts.forEach((text, i) => {
    at += 1 + Buffer.byteLength(text);
    ends[i] = at;
  });
  return {
    json: ownBytes(texts.join(',')),
    ends,
    csv: ownBytes(rowsCsv(CHANGE_COLUMNS, changes)),
    counts: countsOf(changes),
  };
}

/** The rows of `file`, read only when its bytes are still those its manifest hashed; else why not. */
function rowsOf(file: EditionFile): Row[] | string {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(file.jsonPath, { exact: file.bytes });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const hash = contentHash(bytes);
  if (hash !== file.hash) return `rows.json hashes to ${hash}, the manifest says ${file.hash}`;
  const parsed: { data: Row[] } = JSON.parse(bytes.toString('utf8'));
  return parsed.data;
}

/**
 * The pool's task: the changes from `older` to `newer`, each edition read from its rows.json.
 * The budget counts periods, each read, put in order and merged once and making at most one
 * change: taken from the manifests' counts before anything is read.
 */
export function compareEditions({ older, newer, budget }: CompareRequest): ComparedEditions {
  const periods = older.periods + newer.periods;
  if (!new StepBudget(budget).take(periods)) return { refused: { periods, budget } };
  const olderRows = rowsOf(older);
  if (typeof olderRows === 'string') return { unreadable: 'older', reason: olderRows };
  const newerRows = rowsOf(newer);
  if (typeof newerRows === 'string') return { unreadable: 'newer', reason: newerRows };
  return { compared: packChanges(editionChanges(olderRows, newerRows)) };
}
