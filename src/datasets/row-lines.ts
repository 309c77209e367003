/**
 * A rows.json cut into its lines as its bytes arrive, whole or a slice at a time, each line parsed
 * on its own: serialize.ts writes a header line ending in `"data":[`, one row a line (each but the
 * last followed by a comma) and a closing `]}` line, or, without rows, one line whose data list is
 * empty. Parsing a line at a time lets a large file be read in slices of a bounded number of rows
 * with the event loop free between them, where one JSON.parse of the whole file held it for a
 * large version. A file of another shape is refused, naming the line; so is a line longer than
 * ROW_LINE_MAX_BYTES, whose one parse would hold the loop as the whole file did.
 */
import type { Row } from './model.js';
import { PackedTexts } from './packed-texts.js';

/** Longest line taken: a real row line is a few hundred bytes, the header a few kilobytes. */
export const ROW_LINE_MAX_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;
/** How the header line of a version with rows ends: its data list opened, the rows on the lines after. */
const DATA_OPENED = '"data":[';
const DATA_CLOSED = ']}';

/** The rows of a parsed rows.json: its `data` list (the hash proves the bytes, not their shape). */
function rowsOf(parsed: unknown): Row[] {
  const data: unknown = parsed !== null && typeof parsed === 'object' && 'data' in parsed ? parsed.data : undefined;
  if (!Array.isArray(data)) throw new Error('rows.json has no data list');
  return data;
}

export class RowLines {
  readonly rows: Row[] = [];
  /** Each row's JSON text, without its comma: pages are cut from these, never serialised again. */
  readonly texts = new PackedTexts();
  /** Complete lines not parsed yet, from `#next` on. */
  #queued: Buffer[] = [];
  #next = 0;
  /** The start of a line whose end has not arrived yet. */
  #partial: Buffer[] = [];
  #partialBytes = 0;
  #lineNumber = 0;
  #state: 'header' | 'rows' | 'closed' = 'header';
  #lastHadComma = false;
  /** The first reason the file is refused: said once its hash was checked (a file altered says so first). */
  #problem: string | null = null;

  /** Takes the next bytes of the file, cut into lines that `take` parses. */
  push(bytes: Buffer): void {
    if (this.#problem !== null) return;
    let start = 0;
    for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, start)) {
      const piece = bytes.subarray(start, at);
      if (this.#partialBytes + piece.length > ROW_LINE_MAX_BYTES) return this.#tooLong();
      this.#queued.push(this.#partialBytes === 0 ? piece : Buffer.concat([...this.#partial, piece]));
      this.#partial = [];
      this.#partialBytes = 0;
      start = at + 1;
    }
    if (start < bytes.length) {
      this.#partial.push(bytes.subarray(start));
      this.#partialBytes += bytes.length - start;
      if (this.#partialBytes > ROW_LINE_MAX_BYTES) this.#tooLong();
    }
  }

  /** Lines cut and not parsed yet. */
  get queued(): number {
    return this.#queued.length - this.#next;
  }

  /** Parses at most `count` of the lines queued; says how many it parsed. */
  take(count: number): number {
    let taken = 0;
    for (let line = this.#queued[this.#next]; line && taken < count && this.#problem === null; ) {
      this.#line(line);
      this.#next += 1;
      taken += 1;
      line = this.#queued[this.#next];
    }
    if (this.#next === this.#queued.length || this.#problem !== null) {
      this.#queued = [];
      this.#next = 0;
    }
    return taken;
  }

  /** The end of the file: the line without a final newline, if any, parsed; why the file is refused, or null. */
  end(): string | null {
    if (this.#partialBytes > 0 && this.#problem === null) this.#line(Buffer.concat(this.#partial));
    this.#partial = [];
    this.#partialBytes = 0;
    if (this.#problem === null && this.#state === 'header') this.#problem = 'rows.json has no data list';
    if (this.#problem === null && this.#state === 'rows') this.#problem = 'rows.json ends before its data list does';
    return this.#problem;
  }

  #tooLong(): void {
    this.#problem = `rows.json line ${this.#lineNumber + this.queued + 1} is longer than ${ROW_LINE_MAX_BYTES} bytes: not one row per line`;
    this.#partial = [];
    this.#partialBytes = 0;
  }

  #line(bytes: Buffer): void {
    this.#lineNumber += 1;
    const text = bytes.toString('utf8');
    const notOneRowPerLine = () => {
      this.#problem = `rows.json line ${this.#lineNumber} is not one row per line as written at import`;
    };
    try {
      if (this.#state === 'header') {
        // `]}` closes the list and the object opened on this line: `"data":[` is the header's last member.
        const opened = text.endsWith(DATA_OPENED);
        const rows = rowsOf(JSON.parse(opened ? `${text}${DATA_CLOSED}` : text));
        if (rows.length > 0) return notOneRowPerLine();
        this.#state = opened ? 'rows' : 'closed';
      } else if (this.#state === 'rows' && text === DATA_CLOSED) {
        if (this.#lastHadComma) return notOneRowPerLine();
        this.#state = 'closed';
      } else if (this.#state === 'rows') {
        if (this.rows.length > 0 && !this.#lastHadComma) return notOneRowPerLine();
        this.#lastHadComma = text.endsWith(',');
        this.rows.push(JSON.parse(this.#lastHadComma ? text.slice(0, -1) : text));
        this.texts.push(this.#lastHadComma ? bytes.subarray(0, -1) : bytes);
      } else return notOneRowPerLine();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#problem = reason.startsWith('rows.json') ? reason : `rows.json line ${this.#lineNumber}: ${reason}`;
    }
  }
}

/**
 * Where each line of a rows.json starts, found as its bytes arrive: line n + 1 holds row n, and the
 * start of the line after the last row (the closing `]}`) ends the list (version-rows.ts, diskRows).
 */
export class LineStarts {
  readonly #starts: number[] = [];
  #position = 0;

  push(bytes: Buffer): this {
    for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1))
      this.#starts.push(this.#position + at + 1);
    this.#position += bytes.length;
    return this;
  }

  /** The starts found; a newline that ends the file starts no line. */
  end(): Float64Array {
    if (this.#starts.at(-1) === this.#position) this.#starts.pop();
    return Float64Array.from(this.#starts);
  }
}
