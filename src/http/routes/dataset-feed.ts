/**
 * A dataset's versions as an Atom feed (RFC 4287; docs/datasets.md, Telling clients when data
 * changes): what a feed reader or an automation watches to learn that a new version arrived. One
 * entry per version, newest first, the newest FEED_ENTRIES of them: its id the version's content
 * hash as a name-from-hash URI (RFC 6920, `ni:///sha-256;…`), its title the version and the
 * publisher's day, updated when this service imported it, its links the version's page and its two
 * downloads, its summary the rows, the source and the hash.
 */
import { type DatasetId, datasetModule } from '../../datasets/registry.js';
import type { DatasetStore, LoadedVersion } from '../../datasets/store.js';
import type { Lang } from '../../i18n/languages.js';
import { feedWord } from '../../i18n/feed-words.js';
import { FILE_HEADERS } from '../file-answer.js';
import type { RouteSpec } from '../route-spec.js';
import { DATASET_REFUSALS, ID_PARAM, datasetOf, datasetPath, versionPath } from './dataset-addressing.js';
import { catalogueParts } from './datasets.js';

/** The versions a feed lists: a reader polls for what is new, not for the whole history (GET /v1/datasets/{id} has it). */
export const FEED_ENTRIES = 50;

/** The updated of a feed without entries (a dataset nothing was imported of yet): nothing has happened. */
const NOTHING_YET = '1970-01-01T00:00:00Z';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A publisher's date as an RFC 3339 date-time: a day alone is its start in Beijing, as the service reads days. */
function dateTime(published: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(published) ? `${published}T00:00:00+08:00` : published;
}

/** `sha256:<hex>` as RFC 6920's name for the bytes it hashes. */
function hashName(contentHash: string): string {
  return `ni:///sha-256;${Buffer.from(contentHash.replace(/^sha256:/, ''), 'hex').toString('base64url')}`;
}

function entry(version: LoadedVersion, lang: Lang, site: string): string {
  const m = version.manifest;
  const base = `${site}${versionPath(m.dataset, m.version)}`;
  const name = datasetModule(m.dataset).names[lang];
  const summary = feedWord('feed.summary', lang, {
    rows: m.rows,
    source: m.source[lang].replace(/[.。]$/, ''),
    hash: m.content_hash,
  });
  return `<entry>
<id>${hashName(m.content_hash)}</id>
<title>${xml(feedWord('feed.entry_title', lang, { name, version: m.version, day: m.published_at.slice(0, 10) }))}</title>
<updated>${xml(m.imported_at)}</updated>
<published>${xml(dateTime(m.published_at))}</published>
<author><name>${xml(m.publisher[lang])}</name></author>
<link rel="alternate" type="application/json" href="${xml(base)}"/>
<link rel="related" type="application/json" title="rows.json" href="${xml(`${base}/rows.json`)}"/>
<link rel="related" type="text/csv" title="rows.csv" href="${xml(`${base}/rows.csv`)}"/>
<summary>${xml(summary)}</summary>
</entry>`;
}

/** The feed's XML: the newest FEED_ENTRIES versions; updated is the latest import among all of them. */
function feedXml(id: DatasetId, versions: readonly LoadedVersion[], lang: Lang, site: string): string {
  const self = `${site}${datasetPath(id)}/feed.atom`;
  const updated = versions.reduce<string | null>((latest, version) => {
    const at = version.manifest.imported_at;
    return latest === null || Date.parse(at) > Date.parse(latest) ? at : latest;
  }, null);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">
<id>${xml(self)}</id>
<title>${xml(feedWord('feed.title', lang, { name: datasetModule(id).names[lang] }))}</title>
<updated>${xml(updated ?? NOTHING_YET)}</updated>
<author><name>${xml(feedWord('feed.author', lang))}</name></author>
<link rel="self" type="application/atom+xml" href="${xml(self)}"/>
<link rel="alternate" type="application/json" href="${xml(`${site}${datasetPath(id)}`)}"/>
${versions
  .slice(0, FEED_ENTRIES)
  .map((version) => entry(version, lang, site))
  .join('\n')}
</feed>
`;
}

export function datasetFeedRoute(store: DatasetStore, site: string): RouteSpec {
  // Made once a dataset and language for the versions in force (a swap makes new routes).
  const made = new Map<string, Buffer>();
  return {
    operationId: 'getDatasetFeed',
    method: 'GET',
    path: '/v1/datasets/{id}/feed.atom',
    summary: 'A dataset’s versions as an Atom feed, newest first',
    description:
      `Atom (RFC 4287) for feed readers and automations that watch for new data: one entry per version, newest first, the newest ${FEED_ENTRIES} ` +
      '(GET /v1/datasets/{id} lists them all). An entry’s id is its content hash as an RFC 6920 name (ni:///sha-256;…, stable), ' +
      'updated when this service imported the version, published the publisher’s date, its links the version’s page and downloads. ' +
      'Titles and summaries in the asked language. Provenance: the Link to the dataset’s page.',
    tag: 'datasets',
    params: [ID_PARAM],
    refusals: DATASET_REFUSALS,
    cachePolicy: (context) => ({
      lifetime: 'list',
      parts: catalogueParts(store, [datasetOf(context)]),
      namesDatasets: true,
    }),
    responses: {
      200: {
        description: 'The feed.',
        contentType: 'application/atom+xml',
        schema: { type: 'string' },
        headers: {
          Link: {
            ...FILE_HEADERS.Link,
            description: 'The dataset’s own answer, with its provenance: </v1/datasets/{id}>; rel="describedby".',
          },
        },
      },
    },
    handle: (context) => {
      const id = datasetOf(context);
      const key = `${id} ${context.lang}`;
      let bytes = made.get(key);
      if (!bytes) {
        bytes = Buffer.from(feedXml(id, store.versions.get(id) ?? [], context.lang, site));
        made.set(key, bytes);
      }
      return {
        file: { bytes, contentType: 'application/atom+xml; charset=utf-8', describedBy: datasetPath(id) },
      };
    },
  };
}
