/** What calculations may read, over a loaded dataset store: its versions and the refund library. */
import type { DatasetId } from '../../datasets/model.js';
import { type DatasetStore, currentVersion, refusedVersionsOf } from '../../datasets/store.js';
import { refundLibraryOf } from '../../refund-rate/library.js';
import type { DatasetReader } from './definition.js';

/** What calculations may read: the store's versions and the refund library built once for the service. */
export function datasetReaderOf(store: DatasetStore, library = refundLibraryOf(store)): DatasetReader {
  return {
    current: (dataset: DatasetId) => currentVersion(store, dataset),
    versions: (dataset: DatasetId) => store.versions.get(dataset) ?? [],
    refundLibrary: () => library,
    refused: (dataset: DatasetId) => refusedVersionsOf(store, dataset),
  };
}
