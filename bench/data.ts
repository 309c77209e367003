/**
 * The bench data folder: every shipped version (data/) plus a generated refund library of the
 * real library's size and mix (32,000 names, 40,000 periods) in the publisher's DBF layout,
 * imported through the same importer as `npm run import`. The library is the test fixture
 * generator's (test/fixtures/refund-library-real-size.ts): fixture codes 99…, never shipped. Each importer is timed
 * on its way, which gives the rows-per-second figures of the report.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findDataset } from '../src/datasets/registry.js';
import type { DatasetId } from '../src/datasets/model.js';
import { writeVersion } from '../src/datasets/writer.js';
import { projectRoot, sourcesDir } from '../src/project-root.js';
import { generateRealSizeLibrary } from '../test/fixtures/refund-library-real-size.js';

export const LIBRARY_SIZE = { names: 32_000, records: 40_000 } as const;

export interface ImporterTiming {
  dataset: DatasetId;
  source: string;
  rows: number;
  readMs: number;
  writeMs: number;
}

const root = projectRoot();
const sources = sourcesDir();

async function timeImport(
  dataset: DatasetId,
  source: string,
  path: string,
  options: Record<string, string>,
  dataDir: string | null,
): Promise<ImporterTiming> {
  const module = findDataset(dataset);
  if (!module) throw new Error(`no dataset ${dataset}`);
  const importer = await module.importer();
  const started = performance.now();
  const versions = await importer.read(path, options);
  const read = performance.now();
  if (dataDir) for (const version of versions) await writeVersion(dataDir, version);
  const written = performance.now();
  const rows = versions.reduce((sum, version) => sum + version.rows.length, 0);
  return { dataset, source, rows, readMs: read - started, writeMs: dataDir ? written - read : 0 };
}

export interface BenchData {
  dataDir: string;
  importers: ImporterTiming[];
  remove(): void;
}

/** A fresh folder; the caller removes it when done. */
export async function prepareBenchData(): Promise<BenchData> {
  const scratch = mkdtempSync(join(tmpdir(), 'export-trade-bench-'));
  const dataDir = join(scratch, 'data');
  cpSync(join(root, 'data'), dataDir, { recursive: true });

  const library = generateRealSizeLibrary(join(scratch, 'library'), LIBRARY_SIZE);
  const importers = [
    await timeImport(
      'refund-rates',
      `generated DBF/FPT library, ${LIBRARY_SIZE.names} names`,
      library.folder,
      { published: '2026-06-10', edition: '2026B' },
      dataDir,
    ),
    // The publishers' files we have: timed reading only, their versions are already shipped.
    await timeImport(
      'central-parity',
      'CFETS CcprHisNew answers (sources/)',
      join(sources, 'central-parity', 'raw'),
      {},
      null,
    ),
    await timeImport(
      'ports',
      'WPI + sea-ports + UN/LOCODE (sources/)',
      join(sources, 'ports'),
      { published: '2026-07-27' },
      null,
    ),
  ];
  return { dataDir, importers, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}
