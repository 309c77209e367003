/**
 * The refund library the service answers from: the current refund-rates version and its
 * index, made when the versions in force change, and the version before it (for what changed between the two
 * editions); null when no version is installed. A running service makes it in the pool of worker
 * threads before it serves a new edition (prepareRefundLibrary); at start-up, or when that
 * failed, it is indexed on the event loop (refundLibraryOf).
 */
import type { Row } from '../datasets/model.js';
import { type DatasetStore, type LoadedVersion, currentVersion } from '../datasets/store.js';
import type { Work } from '../work/tasks.js';
import { type ChangeRow, codeChanges, inKeyOrder, periodOfRow, periodsByCode } from './changes.js';
import { type LibraryIndex, buildLibraryIndex } from './library-index.js';
import { type IndexedEdition, namedEditionsOf } from './named-editions.js';
import { type SearchIndex, buildSearchIndex } from './search/search-index.js';

export interface RefundLibrary {
  version: LoadedVersion;
  index: LibraryIndex;
  /** The version before the current one, if installed. */
  previous: LoadedVersion | null;
  /**
   * Its search index: made in the background once the library is indexed on the event loop
   * (search/search-index.ts), made already when the library was prepared in the pool. A search
   * waits for it, a lookup never does.
   */
  search: Promise<SearchIndex>;
  /** The changes of one code since the version before the current one; null when there is none. */
  changesSincePrevious(code: string): { previous: LoadedVersion; changes: ChangeRow[] } | null;
}

/**
 * The library made last, by its current and previous versions: the versions in force are swapped
 * whenever any dataset gets a new version (a parity every working day), and indexing a real-size
 * library holds the event loop 0.2 to 1.4 s, so an unchanged library is not made again.
 */
let made: { version: LoadedVersion; previous: LoadedVersion | undefined; library: RefundLibrary } | null = null;
/** Libraries indexed on the event loop so far: at start-up, and where a preparation failed. */
let indexedOnLoop = 0;

/** The current refund-rates version of `store` and the one before it; null when none is installed. */
function editionsIn(store: DatasetStore): { version: LoadedVersion; previous: LoadedVersion | undefined } | null {
  const version = currentVersion(store, 'refund-rates');
  return version ? { version, previous: store.versions.get('refund-rates')?.[1] } : null;
}

const madeFor = (version: LoadedVersion, previous: LoadedVersion | undefined): boolean =>
  made?.version === version && made.previous === previous;

/** The library of `store`: the one made last when its versions are the same, else indexed here, on the event loop. */
export function refundLibraryOf(store: DatasetStore): RefundLibrary | null {
  const editions = editionsIn(store);
  if (!editions) return null;
  const { version, previous } = editions;
  if (made && madeFor(version, previous)) return made.library;
  indexedOnLoop += 1;
  const library = indexedLibrary(version, previous);
  made = { version, previous, library };
  return library;
}

/** How many libraries were indexed on the event loop (refundLibraryOf): a rescan that prepared its library adds none. */
export const librariesIndexedOnLoop = (): number => indexedOnLoop;

/**
 * Makes the library of `store` from its editions indexed in the pool of worker threads and
 * received a piece a turn (named-editions.ts), so that refundLibraryOf(store) finds it made and
 * the swap to a new edition holds the event loop for no indexing. Nothing to do when the library
 * made last has the same versions. Rejects as the pool does (Busy, a worker's failure, a folder
 * gone), the library made last left as it was: refundLibraryOf then indexes it on the loop.
 */
export async function prepareRefundLibrary(store: DatasetStore, work: Work): Promise<void> {
  const editions = editionsIn(store);
  if (!editions || madeFor(editions.version, editions.previous)) return;
  const { version, previous } = editions;
  const named = namedEditionsOf(work);
  const [current, before] = await Promise.all([
    named.of(store, version),
    previous ? named.of(store, previous) : Promise.resolve(null),
  ]);
  made = { version, previous, library: receivedLibrary(version, current, previous, before) };
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

/** One code's periods as periodsByCode (changes.ts) keys them: its rows in an index are in start-day order already. */
const keyedOf = (rows: readonly Row[] | undefined) => (rows ? inKeyOrder(rows.map(periodOfRow)) : undefined);

/**
 * The library of editions received from the pool: the current one's index and search, and each
 * code's changes worked out when asked from the periods both indexes hold for it (a few rows),
 * rather than from maps of every period of both editions made in advance.
 */
function receivedLibrary(
  version: LoadedVersion,
  current: IndexedEdition,
  previous: LoadedVersion | undefined,
  before: IndexedEdition | null,
): RefundLibrary {
  return {
    version,
    index: current.index,
    search: Promise.resolve(current.search),
    previous: previous ?? null,
    changesSincePrevious: (code) =>
      previous && before
        ? {
            previous,
            changes: codeChanges(
              code,
              keyedOf(before.index.periodsByCode.get(code)),
              keyedOf(current.index.periodsByCode.get(code)),
            ),
          }
        : null,
  };
}

/** The search index of `index`, begun now; a failure is answered to the search that awaits it. */
function searchOf(index: LibraryIndex): Promise<SearchIndex> {
  const search = buildSearchIndex(index);
  search.catch(() => {});
  return search;
}
