/** OpenAPI shapes of the dataset answers (docs/datasets.md, A version on disk; docs/datasets.md, Endpoints). */
import { type JsonSchema, nullable, object, ref } from '../../core/json-schema.js';
import { DATASET_IDS, type DatasetId, datasetModule } from '../../datasets/registry.js';

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
  {
    self: STRING,
    csv: STRING,
    json: STRING,
    import_report: { type: 'string', description: 'Where the import wrote a report (the refund library).' },
  },
  ['self', 'csv', 'json'],
);
const IMPORT_REPORT_SUMMARY = object(
  {
    sha256: CONTENT_HASH,
    records_read: COUNT,
    deleted: COUNT,
    kept: COUNT,
    left_out: COUNT,
    note_disagreements: COUNT,
  },
  ['sha256', 'records_read', 'deleted', 'kept', 'left_out', 'note_disagreements'],
);

const INSTANT = nullable({ type: 'string', format: 'date-time' });
const DAY_OR_NULL = nullable({ type: 'string', format: 'date' });

/** How current a dataset is (datasets/freshness.ts). */
const FRESHNESS = object({
  newest_publication: { ...DAY_OR_NULL, description: 'The day of the newest installed publication.' },
  last_expected: {
    ...DAY_OR_NULL,
    description:
      "The newest publication that should be installed by now, on the publisher's calendar; null where the publisher keeps none.",
  },
  stale: { type: 'boolean', description: 'The newest installed publication is older than the one expected.' },
  holidays_known: nullable({
    type: 'boolean',
    description:
      "Whether the mainland holiday calendar covers the expected day's year (else weekdays only are counted).",
  }),
  fetch: {
    ...nullable(
      object({
        last_attempt: INSTANT,
        last_success: INSTANT,
        last_error: nullable(STRING),
        next_run: INSTANT,
        last_written: { type: 'array', items: STRING, description: 'The versions the last successful run wrote.' },
      }),
    ),
    description:
      'What the scheduled fetch last did; null when the dataset is not fetched (FETCH=off, or no publisher).',
  },
});

export const DATASET_LIST = object({
  datasets: {
    type: 'array',
    items: object(
      {
        id: STRING,
        name: { type: 'string', description: 'What the dataset is, in the asked language.' },
        current: nullable({ type: 'string' }),
        versions: COUNT,
        freshness: FRESHNESS,
        links: object({ self: STRING, latest_csv: STRING, latest_json: STRING }, ['self']),
      },
      ['id', 'name', 'current', 'versions', 'freshness', 'links'],
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
    import_report: {
      ...IMPORT_REPORT_SUMMARY,
      description: 'The counts of the import report (links.import_report) and its sha256.',
    },
  },
  [
    'version',
    'published_at',
    'fetched_at',
    'imported_at',
    'content_hash',
    'rows',
    'columns',
    'current',
    'origin',
    'license',
    'inputs',
    'links',
  ],
);

export const DATASET_VERSIONS = object({
  dataset: STRING,
  current: nullable({ type: 'string' }),
  versions: { type: 'array', items: VERSION_ENTRY, description: 'Newest first.' },
  freshness: FRESHNESS,
  links: object({ self: STRING, latest_csv: STRING, latest_json: STRING }, ['self']),
  provenance: ref('Provenance'),
});

/** The component names of a dataset's shapes: central-parity → CentralParityRow, CentralParityRowsPage, CentralParityRowsFile. */
function stemOf(dataset: DatasetId): string {
  return dataset.replace(/(^|-)([a-z])/g, (_whole, _dash, letter: string) => letter.toUpperCase());
}

function rowsPageOf(dataset: DatasetId): JsonSchema {
  return object(
    {
      dataset: { type: 'string', const: dataset },
      ...VERSION_MEMBERS,
      offset: COUNT,
      limit: { type: 'integer', minimum: 1, maximum: 5000 },
      next: nullable({ type: 'integer', minimum: 0 }),
      data: { type: 'array', items: ref(`${stemOf(dataset)}Row`) },
      provenance: ref('Provenance'),
    },
    [
      'dataset',
      'version',
      'published_at',
      'fetched_at',
      'content_hash',
      'rows',
      'columns',
      'current',
      'links',
      'license',
      'offset',
      'limit',
      'next',
      'data',
      'provenance',
    ],
  );
}

/** rows.json: the version's exact bytes, its content_hash (serialize.ts writes its members). */
function rowsFileOf(dataset: DatasetId): JsonSchema {
  return object(
    {
      dataset: { type: 'string', const: dataset },
      version: STRING,
      published_at: STRING,
      edition: STRING,
      notice: NOTICE,
      columns: { type: 'array', items: STRING },
      data: { type: 'array', items: ref(`${stemOf(dataset)}Row`) },
    },
    ['dataset', 'version', 'published_at', 'columns', 'data'],
  );
}

/** One row schema per dataset, and the page and the file of each, by component name. */
export const ROW_COMPONENTS: Record<string, JsonSchema> = Object.fromEntries(
  DATASET_IDS.flatMap((dataset) => [
    [`${stemOf(dataset)}Row`, datasetModule(dataset).rowSchema],
    [`${stemOf(dataset)}RowsPage`, rowsPageOf(dataset)],
    [`${stemOf(dataset)}RowsFile`, rowsFileOf(dataset)],
  ]),
);

/** One of the datasets' shapes, told apart by `dataset`: a generated client narrows the rows by it. */
function byDataset(suffix: string, description: string): JsonSchema {
  return {
    description,
    oneOf: DATASET_IDS.map((dataset) => ref(`${stemOf(dataset)}${suffix}`)),
    discriminator: {
      propertyName: 'dataset',
      mapping: Object.fromEntries(
        DATASET_IDS.map((dataset) => [dataset, `#/components/schemas/${stemOf(dataset)}${suffix}`]),
      ),
    },
  };
}

export const ROWS_PAGE = byDataset('RowsPage', 'A page of rows of a version, each row as its dataset has it.');
export const ROWS_FILE = byDataset('RowsFile', 'The whole version as JSON, each row as its dataset has it.');

/** import-report.json (the refund library): what the import read, kept and left out, as writer.ts writes it. */
export const IMPORT_REPORT = object({
  dataset: { type: 'string', const: 'refund-rates' },
  version: STRING,
  records_read: COUNT,
  deleted: COUNT,
  kept: COUNT,
  left_out_total: COUNT,
  left_out: {
    type: 'array',
    items: object({
      reason: STRING,
      count: COUNT,
      first: { type: 'array', items: object({ record: COUNT, field: STRING, raw: STRING }) },
    }),
  },
  codes_by_length: {
    type: 'object',
    additionalProperties: COUNT,
    description: 'Distinct codes kept, by their number of digits.',
  },
  note_disagreements: {
    type: 'array',
    items: object({ record: COUNT, code: STRING, note: STRING, refund_rate: STRING }),
  },
});
