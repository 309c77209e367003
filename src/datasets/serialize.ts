/**
 * The two downloads of a version, made once at import and stored as files:
 * rows.json (whose exact bytes `content_hash` covers, one row per line so that a page can be
 * cut from it without serialising rows again) and rows.csv (RFC 4180, nested columns
 * flattened with a dot, lists joined with "|").
 */
import { createHash } from 'node:crypto';
import { csvRecord } from '../core/csv.js';
import { type Cell, type ImportedVersion, publicationMembers, type Row } from './model.js';

/** The members of rows.json besides the rows: all of them fixed by the publication, none by the import. */
export function jsonHeader(version: ImportedVersion): Record<string, unknown> {
  return {
    dataset: version.dataset,
    version: version.version,
    published_at: version.published_at,
    ...publicationMembers(version),
    columns: version.columns,
  };
}

export function rowsJson(header: Record<string, unknown>, rows: readonly Row[]): string {
  // {"dataset":…,"data":[]} without its closing "[]}", so that the rows go in one per line.
  const head = JSON.stringify({ ...header, data: [] }).slice(0, -3);
  if (rows.length === 0) return `${head}[]}\n`;
  return `${head}[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`;
}

/** The row texts of a rows.json, in order, without parsing or re-serialising them. */
export function rowTextsOf(json: string): string[] {
  const lines = json.split('\n');
  // First line: the header and "[", last two: "]}" and the empty string after the final newline.
  return lines.slice(1, -2).map((line) => (line.endsWith(',') ? line.slice(0, -1) : line));
}

/** contentHash taken piece by piece (a file read in chunks): the same bytes hash the same however they are cut. */
export class ContentHasher {
  readonly #hash = createHash('sha256');

  update(bytes: string | Buffer): this {
    this.#hash.update(bytes);
    return this;
  }

  digest(): string {
    return `sha256:${this.#hash.digest('hex')}`;
  }
}

export function contentHash(bytes: string | Buffer): string {
  return new ContentHasher().update(bytes).digest();
}

function cellText(cell: Cell | undefined): string {
  if (cell === undefined || cell === null) return '';
  if (typeof cell === 'boolean') return String(cell);
  if (typeof cell === 'string') return cell;
  if (Array.isArray(cell)) return cell.join('|');
  throw new Error('a nested cell reaches CSV unflattened');
}

/** The value of a flattened column (name.en) in a row. */
function cellAt(row: Row, column: string): Cell | undefined {
  let value: Cell | undefined = row;
  for (const key of column.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as { readonly [key: string]: Cell })[key];
  }
  return value;
}

export function rowsCsv(columns: readonly string[], rows: readonly Row[]): string {
  const records = [csvRecord(columns)];
  for (const row of rows) records.push(csvRecord(columns.map((column) => cellText(cellAt(row, column)))));
  return records.join('');
}

/** Every flattened column a row has (objects opened, lists and scalars as leaves). */
export function flattenedColumns(row: Row, prefix = ''): string[] {
  return Object.entries(row).flatMap(([key, cell]) =>
    cell !== null && typeof cell === 'object' && !Array.isArray(cell)
      ? flattenedColumns(cell as Row, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
