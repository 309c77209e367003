/**
 * The refund library the service answers from: the current refund-rates version and its
 * index, built once at start-up; null when no version is installed.
 */
import { type DatasetStore, type LoadedVersion, currentVersion } from '../datasets/store.js';
import { type LibraryIndex, buildLibraryIndex } from './library-index.js';

export interface RefundLibrary {
  version: LoadedVersion;
  index: LibraryIndex;
}

export function refundLibraryOf(store: DatasetStore): RefundLibrary | null {
  const version = currentVersion(store, 'refund-rates');
  return version ? { version, index: buildLibraryIndex(version.rows) } : null;
}
