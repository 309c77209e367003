/**
 * `npm run import -- <dataset> <path> [options]`: reads a publisher's file into new versions
 * in DATA_DIR, prints each version's name and content_hash, and exits non-zero with the
 * reason on anything it cannot read completely (nothing is written then).
 */
import { join, resolve } from 'node:path';
import { readConfig } from '../http/config.js';
import { type ImportReport, ImportError } from '../datasets/model.js';
import { DATASET_IDS, DATASET_MODULES, findDataset } from '../datasets/registry.js';
import { IMPORT_REPORT_FILE } from '../datasets/manifest.js';
import { writeVersion } from '../datasets/writer.js';
import { parseArgs, runAsScript } from './args.js';

const COMMON = ['data-dir', 'version', 'fetched', 'origin', 'source-url'];

function usage(): string {
  return [
    'usage: npm run import -- <dataset> <path> [--name value …]',
    'datasets, what <path> is, and their own options:',
    ...DATASET_MODULES.map((module) => `  ${module.id.padEnd(15)} ${module.importUsage}`),
    'options for every dataset: --data-dir DIR, --version YYYY-MM-DD-N (a second file of one day),',
    '  --fetched ISO-TIME (when the file was fetched), --origin URL, --source-url URL',
  ].join('\n');
}

/** The flags that take no value. */
const FLAGS = ['strict'];
const DISAGREEMENTS_PRINTED = 5;

/** The import report's summary: what was read, kept and left out, with the first records of each reason. */
export function reportLines(report: ImportReport): string[] {
  const lengths = Object.entries(report.codes_by_length).filter(([, count]) => count > 0);
  const disagreements = report.note_disagreements;
  return [
    `  records read ${report.records_read}, deleted ${report.deleted}, kept ${report.kept}, left out ${report.left_out_total}`,
    ...report.left_out.map(
      ({ reason, count, first }) =>
        `  left out, ${reason}: ${count} (${first.map((r) => `record ${r.record} ${r.field} ${JSON.stringify(r.raw)}`).join('; ')})`,
    ),
    `  codes by length: ${lengths.map(([length, count]) => `${length} ${count}`).join(', ') || 'none'}`,
    ...(disagreements.length === 0
      ? []
      : [
          `  NOTE disagrees with TSL: ${disagreements.length} (${disagreements
            .slice(0, DISAGREEMENTS_PRINTED)
            .map((d) => `record ${d.record} ${d.code} NOTE ${JSON.stringify(d.note)} TSL ${d.refund_rate}`)
            .join('; ')}${disagreements.length > DISAGREEMENTS_PRINTED ? '; …' : ''})`,
        ]),
  ];
}

export async function runImport(words: readonly string[], print: (line: string) => void): Promise<number> {
  const { positional, options } = parseArgs(words, FLAGS);
  const [dataset, path] = positional;
  if (!dataset || !path || positional.length > 2) {
    print(usage());
    return 2;
  }
  const module = findDataset(dataset);
  if (!module) throw new ImportError(`unknown dataset ${dataset}; one of ${DATASET_IDS.join(', ')}`);
  const importer = await module.importer();
  const importerOptions = Object.fromEntries(Object.entries(options).filter(([name]) => !COMMON.includes(name)));
  const versions = await importer.read(resolve(path), importerOptions);
  if (options.version !== undefined && versions.length !== 1) {
    throw new ImportError('--version names one version, but the file holds several days');
  }
  const dataDir = options['data-dir'] ? resolve(options['data-dir']) : readConfig().dataDir;
  for (const version of versions) {
    const outcome = await writeVersion(dataDir, version, {
      ...(options.version ? { versionName: options.version } : {}),
      ...(options.fetched ? { fetchedAt: options.fetched } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options['source-url'] ? { sourceUrl: options['source-url'] } : {}),
    });
    print(
      `${outcome.status === 'written' ? 'imported' : 'unchanged'} ${dataset} ${outcome.version} ${outcome.content_hash}`,
    );
    for (const line of version.summary ?? []) print(line);
    if (version.report) {
      for (const line of reportLines(version.report)) print(line);
      print(`  the whole report: ${join(dataDir, dataset, outcome.version, IMPORT_REPORT_FILE)}`);
    }
  }
  return 0;
}

runAsScript(import.meta.url, 'import', runImport);
