/**
 * RFC 4180 CSV, both ways. Reading: quoted fields with "" escapes, CRLF or LF, a leading
 * UTF-8 byte-order mark ignored, and an unterminated quote refused rather than guessed.
 * Writing: CRLF records, quotes only where needed, and text cells that a spreadsheet would
 * run as a formula (= + - @, tab, CR) guarded with a leading apostrophe.
 */
export class CsvError extends Error {}

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let fieldStarted = false;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStarted = false;
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += ch;
      fieldStarted = true;
    }
    i += 1;
  }
  if (quoted) throw new CsvError('a quoted field is not closed before the end of the file');
  if (fieldStarted || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Records as objects keyed by the header row; a record with another number of fields is refused. */
export function parseCsvObjects(text: string): Array<Record<string, string>> {
  const [header, ...records] = parseCsv(text);
  if (!header) return [];
  return records.map((record, index) => {
    if (record.length !== header.length) {
      throw new CsvError(`record ${index + 2} has ${record.length} fields, the header has ${header.length}`);
    }
    return Object.fromEntries(header.map((name, column) => [name, record[column] as string]));
  });
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative number such as -12.5 is a number, not a formula, and is left as it is. */
const PLAIN_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

/** One cell: a text cell a spreadsheet would run as a formula is guarded; quoted when needed. */
function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
