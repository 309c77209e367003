/**
 * The refund library the service answers from: the current refund-rates version and its
 * index, built when the versions in force change, and the version before it (for what changed between the two
 * editions); null when no version is installed.
 */
import { type DatasetStore, type LoadedVersion, currentVersion } from '../datasets/store.js';
import { type ChangeRow, codeChanges, periodsByCode } from './changes.js';
import { type LibraryIndex, buildLibraryIndex } from './library-index.js';
import { type SearchIndex, buildSearchIndex } from './search/search-index.js';

export interface RefundLibrary {
  version: LoadedVersion;
  index: LibraryIndex;
  /** The version before the current one, if installed. */
  previous: LoadedVersion | null;
  /**
   * Its search index, made in the background once the library is (search/search-index.ts): a
   * search waits for it, a lookup never does.
   */
  search: Promise<SearchIndex>;
  /** The changes of one code since the version before the current one; null when there is none. */
  changesSincePrevious(code: string): { previous: LoadedVersion; changes: ChangeRow[] } | null;
}

/**
 * The library made last, by its current and previous versions: the versions in force are swapped
 * whenever any dataset gets a new version (a parity every working day), and indexing a real-size
 * library takes a good part of a second, so an unchanged library is not indexed again.
 */
let made: { version: LoadedVersion; previous: LoadedVersion | undefined; library: RefundLibrary } | null = null;

export function refundLibraryOf(store: DatasetStore): RefundLibrary | null {
  const version = currentVersion(store, 'refund-rates');
  if (!version) return null;
  const previous = store.versions.get('refund-rates')?.[1];
  if (made?.version === version && made.previous === previous) return made.library;
  const library = indexedLibrary(version, previous);
  made = { version, previous, library };
  return library;
}

function indexedLibrary(version: LoadedVersion, previous: LoadedVersion | undefined): RefundLibrary {
  const current = previous ? periodsByCode(version.rows) : null;
  const before = previous ? periodsByCode(previous.rows) : null;
  const index = buildLibraryIndex(version.rows);
  return {
    version,
    index,
    search: searchOf(index),
    previous: previous ?? null,
    changesSincePrevious: (code) =>
      previous && current && before
        ? { previous, changes: codeChanges(code, before.get(code), current.get(code)) }
        : null,
  };
}

/** The search index of `index`, begun now; a failure is answered to the search that awaits it. */
function searchOf(index: LibraryIndex): Promise<SearchIndex> {
  const search = buildSearchIndex(index);
  search.catch(() => {});
  return search;
}
