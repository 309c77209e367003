/** A loaded dataset version as provenance names it (docs/contract.md, Provenance): the bridge from the store to answers. */
import type { LoadedVersion } from '../datasets/store.js';
import type { ProvenanceEntry } from './provenance.js';

export function provenanceEntryOf(version: LoadedVersion): ProvenanceEntry {
  const m = version.manifest;
  return {
    id: m.dataset,
    version: m.version,
    published_at: m.published_at,
    origin: m.origin,
    source: m.source,
    ...(m.source_url === undefined ? {} : { source_url: m.source_url }),
    publisher: m.publisher,
    licenses: m.license.underlying,
  };
}
