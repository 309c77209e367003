/**
 * `npm run bench:import`: the import of a refund library of the real library's size and mix
 * (test/fixtures/refund-library-real-size.ts: about 32,000 names, and 12,000 or 40,000 rate
 * records), three runs of each size, medians. Each run times, apart: the DBF reader alone over
 * cmcode.DBF (the floor any import pays), the whole importer (archive lookup, DBF and memo
 * reading, screening, the report), and the version write (JSON, CSV, hashes, fsync). CPU time
 * is the process's own (user + system), the fairer figure on shared cores. Writes
 * bench/results/refund-import.md and prints it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDbf } from '../src/datasets/refund-rates/dbf/dbf-reader.js';
import { refundRatesImporter } from '../src/datasets/refund-rates/importer.js';
import { writeVersion } from '../src/datasets/writer.js';
import { projectRoot } from '../src/project-root.js';
import { type RealSize, generateRealSizeLibrary } from '../test/fixtures/refund-library-real-size.js';

const SIZES: readonly RealSize[] = [
  { names: 32_000, records: 12_000 },
  { names: 32_000, records: 40_000 },
];
const RUNS = 3;

interface Timing {
  wallMs: number;
  cpuMs: number;
}

async function timed<T>(work: () => Promise<T> | T): Promise<{ result: T; timing: Timing }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, timing: { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 } };
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number): string => `${Math.round(value).toLocaleString('en-US')} ms`;
const perSecond = (rows: number, value: number): string => Math.round(rows / (value / 1000)).toLocaleString('en-US');

interface SizeResult {
  size: RealSize;
  rows: number;
  dbf: Timing[];
  read: Timing[];
  write: Timing[];
}

async function measure(size: RealSize, scratch: string): Promise<SizeResult> {
  const library = generateRealSizeLibrary(join(scratch, `library-${size.records}`), size);
  const cmcode = readFileSync(library.files.cmcode);
  const result: SizeResult = { size, rows: library.rows, dbf: [], read: [], write: [] };
  for (let run = 0; run < RUNS; run += 1) {
    result.dbf.push((await timed(() => readDbf('cmcode.DBF', cmcode))).timing);
    const read = await timed(() =>
      refundRatesImporter.read(library.folder, { published: '2026-06-10', edition: 'BENCH' }),
    );
    const [version] = read.result;
    if (!version || version.rows.length !== library.rows)
      throw new Error(`imported ${version?.rows.length} rows of ${library.rows}`);
    result.read.push(read.timing);
    const dataDir = mkdtempSync(join(scratch, 'data-'));
    result.write.push((await timed(() => writeVersion(dataDir, version))).timing);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

function report(results: readonly SizeResult[]): string {
  const cell = (rows: number, timings: readonly Timing[]) => {
    const wall = median(timings.map((t) => t.wallMs));
    const cpu = median(timings.map((t) => t.cpuMs));
    return `${ms(wall)} (CPU ${ms(cpu)}), ${perSecond(rows, cpu)} rows/s of CPU`;
  };
  return [
    '# Refund library import, real size',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} shared cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; median of ${RUNS} runs.`,
    'Generated libraries in the real layout (test/fixtures/refund-library-real-size.ts: made-up chapter-99 codes, never shipped).',
    '',
    '| names | records | DBF reader alone | whole import (read) | version write |',
    '|---:|---:|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.size.names.toLocaleString('en-US')} | ${r.rows.toLocaleString('en-US')} | ${cell(r.rows, r.dbf)} | ${cell(r.rows, r.read)} | ${cell(r.rows, r.write)} |`,
    ),
    '',
    'The import reads all 32,000 names from STDCM.FPT whatever the number of records, so its rows per second are lower for the smaller library.',
    '',
  ].join('\n');
}

const scratch = mkdtempSync(join(tmpdir(), 'refund-import-bench-'));
try {
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await measure(size, scratch));
  const text = report(results);
  const folder = join(projectRoot(), 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'refund-import.md'), text);
  process.stdout.write(text);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
