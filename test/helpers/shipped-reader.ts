/** What a calculation may read over the shipped data/ (for unit tests of the pure computes). */
import { join } from 'node:path';
import { loadStore } from '../../src/datasets/store.js';
import { projectRoot } from '../../src/project-root.js';
import type { DatasetReader } from '../../src/tools/kit/definition.js';
import { datasetReaderOf } from '../../src/tools/kit/dataset-reader.js';

let reader: DatasetReader | null = null;

export function shippedReader(): DatasetReader {
  reader ??= datasetReaderOf(loadStore(join(projectRoot(), 'data')));
  return reader;
}
