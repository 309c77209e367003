/** OpenAPI shapes of the dataset answers (§2.2, §4.1, §4.2). */
import { type JsonSchema, nullable, object, ref } from '../../core/json-schema.js';

const STRING: JsonSchema = { type: 'string' };
const COUNT: JsonSchema = { type: 'integer', minimum: 0 };

export const NOTICE = object({ number: STRING, title: STRING, day: { type: 'string', format: 'date' }, url: STRING });
export const LICENSE = object({
  ours: { type: 'string', description: 'Copy key.' },
  underlying: { type: 'array', items: { type: 'string', description: 'Copy key.' } },
  draft: { type: 'boolean' },
});
const CONTENT_HASH: JsonSchema = { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' };
const VERSION_LINKS = object(
  { self: STRING, csv: STRING, json: STRING, import_report: { type: 'string', description: 'Where the import wrote a report (the refund library).' } },
  ['self', 'csv', 'json'],
);
const IMPORT_REPORT_SUMMARY = object(
  { sha256: CONTENT_HASH, records_read: COUNT, deleted: COUNT, kept: COUNT, left_out: COUNT, note_disagreements: COUNT },
  ['sha256', 'records_read', 'deleted', 'kept', 'left_out', 'note_disagreements'],
);

export const DATASET_LIST = object({
  datasets: {
    type: 'array',
    items: object(
      {
        id: STRING,
        current: nullable({ type: 'string' }),
        versions: COUNT,
        links: object({ self: STRING, latest_csv: STRING, latest_json: STRING }, ['self']),
      },
      ['id', 'current', 'versions', 'links'],
    ),
  },
  provenance: ref('Provenance'),
});

/** The members a version entry and a page of rows share. */
const VERSION_MEMBERS = {
  version: STRING,
  published_at: STRING,
  fetched_at: STRING,
  edition: STRING,
  notice: NOTICE,
  content_hash: CONTENT_HASH,
  rows: COUNT,
  columns: { type: 'array', items: STRING },
  current: { type: 'boolean' },
  links: VERSION_LINKS,
  license: LICENSE,
};

const VERSION_ENTRY = object(
  {
    ...VERSION_MEMBERS,
    imported_at: STRING,
    csv_hash: { ...CONTENT_HASH, description: 'sha256 of rows.csv as stored, checked at start-up like content_hash.' },
    origin: nullable({ type: 'string' }),
    source_url: STRING,
    inputs: { type: 'array', items: object({ name: STRING, sha256: STRING, role: STRING }) },
    import_report: { ...IMPORT_REPORT_SUMMARY, description: 'The counts of the import report (links.import_report) and its sha256.' },
  },
  ['version', 'published_at', 'fetched_at', 'imported_at', 'content_hash', 'rows', 'columns', 'current', 'origin', 'license', 'inputs', 'links'],
);

export const DATASET_VERSIONS = object({
  dataset: STRING,
  current: nullable({ type: 'string' }),
  versions: { type: 'array', items: VERSION_ENTRY, description: 'Newest first.' },
  links: object({ self: STRING, latest_csv: STRING, latest_json: STRING }, ['self']),
  provenance: ref('Provenance'),
});

const CELL: JsonSchema = {
  description: 'As published: text, a boolean, null, a list of texts, or an object (name by language, search, published).',
};

export const ROWS_PAGE = object(
  {
    dataset: STRING,
    ...VERSION_MEMBERS,
    offset: COUNT,
    limit: { type: 'integer', minimum: 1, maximum: 5000 },
    next: nullable({ type: 'integer', minimum: 0 }),
    data: { type: 'array', items: { type: 'object', additionalProperties: CELL } },
    provenance: ref('Provenance'),
  },
  ['dataset', 'version', 'published_at', 'fetched_at', 'content_hash', 'rows', 'columns', 'current', 'links', 'license', 'offset', 'limit', 'next', 'data', 'provenance'],
);
