/**
 * Curated tables (containers, divisors): small CSV files kept in the repository (curated/),
 * one row per published figure with its source page. Each row keeps the figure as the
 * source wrote it (`published`: figure, form, unit) beside the normalised column; the
 * normalised value must be that figure without its thousands commas, unless a note says
 * how it was derived.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { isRealDay } from '../../core/calendar.js';
import { CsvError, parseCsvObjects } from '../../core/csv.js';
import { DECIMAL_PATTERN } from '../../core/decimal.js';
import { type DatasetId, type Importer, ImportError, type Row } from '../model.js';

const HEADER = [
  'id',
  'type',
  'mode',
  'column',
  'value',
  'published_figure',
  'published_form',
  'published_unit',
  'source',
  'source_url',
  'note',
];
const GROUPED = /^[0-9]{1,3}(,[0-9]{3})+(\.[0-9]+)?$/;
const FIGURE_COLUMN = /^[a-z0-9_]+$/;

function rowOf(file: string, record: Record<string, string>, line: number): Row {
  const where = `${file} line ${line}`;
  const { id = '', column = '', value = '', note = '' } = record;
  const figure = record.published_figure ?? '';
  if (!id || !record.source || !record.source_url)
    throw new ImportError(`${where}: id, source and source_url are required`);
  if (!FIGURE_COLUMN.test(column)) throw new ImportError(`${where}: ${JSON.stringify(column)} is not a column name`);
  if (!DECIMAL_PATTERN.test(value)) throw new ImportError(`${where}: value ${JSON.stringify(value)} is not a decimal`);
  const plainFigure = GROUPED.test(figure) ? figure.replace(/,/g, '') : figure;
  if (plainFigure !== value && !note) {
    throw new ImportError(
      `${where}: value ${value} is not the published figure ${figure}; say how it was derived in note`,
    );
  }
  return {
    id,
    ...(record.type ? { type: record.type } : {}),
    ...(record.mode ? { mode: record.mode } : {}),
    [column]: value,
    published: { figure, form: record.published_form ?? '', unit: record.published_unit ?? '' },
    source: record.source,
    source_url: record.source_url,
    ...(note ? { note } : {}),
  };
}

export function curatedImporter(dataset: Extract<DatasetId, 'containers' | 'divisors'>): Importer {
  return {
    dataset,
    async read(path, options) {
      const published = options.published ?? '';
      if (!isRealDay(published))
        throw new ImportError('--published YYYY-MM-DD is required: the day the figures were read from their pages');
      const bytes = readFileSync(path);
      const file = basename(path);
      let records: Array<Record<string, string>>;
      try {
        records = parseCsvObjects(bytes.toString('utf8'));
      } catch (error) {
        throw new ImportError(`${file}: ${(error as CsvError).message}`);
      }
      const header = Object.keys(records[0] ?? {});
      if (header.join(',') !== HEADER.join(','))
        throw new ImportError(`${file}: the header must be ${HEADER.join(',')}`);
      const rows = records.map((record, index) => rowOf(file, record, index + 2));
      const ids = new Set<string>();
      for (const row of rows) {
        if (ids.has(row.id as string)) throw new ImportError(`${file}: id ${String(row.id)} appears twice`);
        ids.add(row.id as string);
      }
      const figureColumns = [...new Set(records.map((r) => r.column as string))];
      const columns = [
        'id',
        ...(records.some((r) => r.type) ? ['type'] : []),
        ...(records.some((r) => r.mode) ? ['mode'] : []),
        ...figureColumns,
        'published.figure',
        'published.form',
        'published.unit',
        'source',
        'source_url',
        ...(records.some((r) => r.note) ? ['note'] : []),
      ];
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return [
        {
          dataset,
          version: published,
          published_at: published,
          columns,
          rows,
          inputs: [
            { name: file, sha256, role: `curated table: one row per published figure, each with its source page` },
          ],
        },
      ];
    },
  };
}
