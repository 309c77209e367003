/**
 * The moment a dataset's current version changes while the service runs: whoever swaps the
 * versions in force says so here, and whoever must tell clients listens (the MCP sessions'
 * `notifications/resources/updated`), so that the data layer names no transport.
 */
import { DATASET_IDS, type DatasetId } from './registry.js';
import { type DatasetStore, currentVersion } from './store.js';

type Listener = (datasets: readonly DatasetId[]) => void;

export class CurrentVersionChanges {
  readonly #listeners = new Set<Listener>();

  /** Calls `listener` with the datasets whose current version changed, at each swap that changed one; returns how to stop. */
  listen(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Said once `after` is served in place of `before`: the datasets whose current version is
   * another (by content hash: a new version, or an older one again once the newer was removed),
   * or none now, to every listener.
   */
  swapped(before: DatasetStore, after: DatasetStore): void {
    const changed = DATASET_IDS.filter(
      (id) => currentVersion(before, id)?.manifest.content_hash !== currentVersion(after, id)?.manifest.content_hash,
    );
    if (changed.length === 0) return;
    for (const listener of [...this.#listeners]) listener(changed);
  }
}
