/**
 * `npm run fetch -- <dataset> [options]`: downloads the newest publication from its publisher
 * and imports it exactly as `npm run import` would. Each dataset that can be fetched says how in
 * its own module (src/datasets/<id>/fetch.ts: central-parity from CFETS, refund-rates from the
 * tax bureaus); the options it does not read itself are passed on to the import.
 */
import type { Env } from '../datasets/dataset-module.js';
import { ImportError } from '../datasets/model.js';
import { DATASET_MODULES, findDataset } from '../datasets/registry.js';
import { inScratchFolder } from '../datasets/scratch.js';
import { parseArgs, runAsScript } from './args.js';
import { runImport } from './import.js';

/** Flags that take no value, passed on to the import. */
const FLAGS = ['strict'];

function usage(): string {
  const fetchable = DATASET_MODULES.flatMap((module) =>
    module.fetching ? [`${module.id} ${module.fetching.usage}`] : [],
  );
  return `usage: npm run fetch -- ${fetchable.join(' | ')} [import options]`;
}

export async function runFetch(
  words: readonly string[],
  print: (line: string) => void,
  env: Env = process.env,
): Promise<number> {
  const { positional, options } = parseArgs(words, FLAGS);
  const [dataset] = positional;
  if (!dataset || positional.length > 1) {
    print(usage());
    return 2;
  }
  const fetching = findDataset(dataset)?.fetching;
  if (!fetching) {
    const fetchable = DATASET_MODULES.filter((module) => module.fetching).map((module) => module.id);
    throw new ImportError(
      `fetch knows ${fetchable.join(' and ')}; import ${dataset} from its files with npm run import`,
    );
  }
  const fetcher = await fetching.fetcher();
  return inScratchFolder('fetch', async (folder) => {
    const { target, origin } = await fetcher.fetch({ options, env, folder, print });
    const passOn = Object.fromEntries(Object.entries(options).filter(([name]) => !fetcher.consumes.includes(name)));
    // Passed as --name=value, so that a flag's "true" is not read as a word of its own.
    const passed = Object.entries({ ...passOn, ...(origin && !passOn.origin ? { origin } : {}) }).map(
      ([name, value]) => `--${name}=${value}`,
    );
    return await runImport([dataset, target, ...passed], print);
  });
}

runAsScript(import.meta.url, 'fetch', runFetch);
