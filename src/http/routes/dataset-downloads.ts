/**
 * The files of a version served whole, each format one entry below (as datasette registers its
 * renderers): its file name, media type, description and schema, its own parameters and its
 * file's path in a version. A format is one entry here; its two routes (of the current and of a
 * named version), their OpenAPI paths and the links follow.
 */
import { stat } from 'node:fs/promises';
import { VersionUnreadable, issue } from '../../core/issues.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { IMPORT_REPORT_FILE } from '../../datasets/manifest.js';
import type { DatasetStore, LoadedVersion } from '../../datasets/store.js';
import { ApiError } from '../api-error.js';
import type { ParamSpec } from '../params.js';
import type { RouteContext, RouteSpec } from '../route-spec.js';
import {
  ID_PARAM,
  VERSION_PARAM,
  VERSION_REFUSALS,
  versionCachePolicy,
  versionOf,
  versionPath,
} from './dataset-addressing.js';
import { IMPORT_REPORT, ROW_COMPONENTS, ROWS_FILE } from './dataset-schemas.js';
import { FILE_HEADERS } from '../file-answer.js';

/** A whole download is served from a file; it costs like the largest page. */
export const DOWNLOAD_COST = 5;

export const BOM_PARAM: ParamSpec = {
  name: 'bom',
  in: 'query',
  kind: 'choice',
  choices: ['true', 'false'],
  default: 'false',
  description: 'true: start the CSV with a UTF-8 byte-order mark, for spreadsheet programs.',
};

interface DownloadFormat {
  file: string;
  operationSuffix: string;
  summary: string;
  description: string;
  mediaType: string;
  /** The Content-Type's parameters after the charset. */
  mediaTypeParams?: string;
  schema: JsonSchema;
  params?: readonly ParamSpec[];
  filenameSuffix: string;
  pathOf: (version: LoadedVersion) => string | undefined;
  /** Bytes sent before the file's, as the parameters ask. */
  prefix?: (context: RouteContext) => string | undefined;
}

const DOWNLOAD_FORMATS: readonly DownloadFormat[] = [
  {
    file: 'rows.csv',
    operationSuffix: 'Csv',
    summary: 'The whole version as CSV',
    description:
      'RFC 4180, nested columns flattened with a dot, lists joined with "|", text cells starting with = + - @ guarded with an apostrophe.',
    mediaType: 'text/csv',
    mediaTypeParams: '; header=present',
    schema: { type: 'string' },
    params: [BOM_PARAM],
    filenameSuffix: '.csv',
    pathOf: (version) => version.csvPath,
    prefix: (context) => (context.params.bom === 'true' ? '\ufeff' : undefined),
  },
  {
    file: 'rows.json',
    operationSuffix: 'Json',
    summary: 'The whole version as JSON',
    description:
      'The exact bytes whose sha256 is the version’s content_hash. Provenance: its own members and the Link to the version page.',
    mediaType: 'application/json',
    schema: ROWS_FILE,
    filenameSuffix: '.json',
    pathOf: (version) => version.jsonPath,
  },
  {
    file: IMPORT_REPORT_FILE,
    operationSuffix: 'ImportReport',
    summary: 'The import report',
    description:
      'What the import read, kept and left out (by reason, with the first records of each), the codes by length, and every record whose NOTE ' +
      'disagrees with its refund rate; its sha256 is in the manifest (import_report). 404 dataset.report_not_found for a version imported without one.',
    mediaType: 'application/json',
    schema: IMPORT_REPORT,
    filenameSuffix: '-import-report.json',
    pathOf: (version) => version.reportPath,
  },
];

function downloadRoute(store: DatasetStore, format: DownloadFormat, current: boolean): RouteSpec {
  return {
    operationId: `download${current ? 'Current' : 'Version'}${format.operationSuffix}`,
    method: 'GET',
    path: `/v1/datasets/{id}/${current ? 'current' : '{version}'}/${format.file}`,
    summary: `${format.summary} of the ${current ? 'current' : 'named'} version`,
    description: format.description,
    tag: 'datasets',
    params: [ID_PARAM, ...(current ? [] : [VERSION_PARAM]), ...(format.params ?? [])],
    cost: () => DOWNLOAD_COST,
    cachePolicy: (context) => versionCachePolicy(store, versionOf(store, context), current),
    // A file the version was imported without (the import report of an older import) is its 404.
    refusals: { ...VERSION_REFUSALS, 404: [...(VERSION_REFUSALS[404] ?? []), 'dataset.report_not_found'] },
    responses: {
      200: {
        description: `${format.summary}.`,
        contentType: format.mediaType,
        schema: format.schema,
        headers: FILE_HEADERS,
      },
    },
    components: ROW_COMPONENTS,
    handle: async (context) => {
      const version = versionOf(store, context);
      const { dataset, version: name } = version.manifest;
      const path = format.pathOf(version);
      if (path === undefined)
        throw new ApiError([issue('', 'dataset.report_not_found', { id: dataset, version: name })]);
      const prefix = format.prefix?.(context);
      return {
        file: {
          path,
          size: await sizeOf(path, dataset, name),
          contentType: `${format.mediaType}; charset=utf-8${format.mediaTypeParams ?? ''}`,
          filename: `${dataset}-${name}${format.filenameSuffix}`,
          ...(prefix === undefined ? {} : { prefix }),
          describedBy: versionPath(dataset, name),
        },
      };
    },
  };
}

/** A file's size; a version served while its folder is away is the 503 of its unreadable files. */
async function sizeOf(path: string, dataset: string, version: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    throw new VersionUnreadable(dataset, version, error);
  }
}

/** Each format's two routes, in the order of the list. */
export function downloadRoutes(store: DatasetStore): RouteSpec[] {
  return DOWNLOAD_FORMATS.flatMap((format) => [
    downloadRoute(store, format, true),
    downloadRoute(store, format, false),
  ]);
}
