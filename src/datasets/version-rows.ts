/**
 * Where a loaded version's rows are (memory must not grow with the number of versions).
 * The newest two versions of each dataset (the current one, and the one before it that the refund
 * library compares with), and any version whose rows.json is small, are held in memory, parsed and
 * as their JSON texts. An older, larger one (a past edition of the refund library, tens of
 * megabytes) is kept on disk: only the byte offset of each row's line in rows.json is held (one
 * row per line, serialize.ts), so a page of it is one read of the bytes it spans. Its parsed rows
 * are read from the file whenever asked, which nothing on the event loop does: a comparison of
 * editions reads the files in a worker (refund-rate/edition-changes.ts).
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { VersionUnreadable } from '../core/issues.js';
import type { Row } from './model.js';
import type { PackedTexts } from './packed-texts.js';
import { rowTextsOf } from './serialize.js';

/** The rows of a version, wherever they are. */
export interface VersionRows {
  /** The parsed rows; of a version kept on disk, read from its file each time. */
  readonly rows: readonly Row[];
  /** The JSON texts of rows start to end (excluded), for a page. */
  rowTexts(start: number, end: number): string[];
  /** False for a version kept on disk. */
  readonly held: boolean;
}

/** A version is kept on disk only past this size of rows.json: the parity's and the ports' are held. */
export const HELD_BYTES = 4 * 1024 * 1024;
/** The newest versions of each dataset held whatever their size: the current one and the one before. */
export const HELD_NEWEST = 2;

export function heldRows(rows: readonly Row[], texts: PackedTexts): VersionRows {
  const packed = texts.trim();
  return { rows, rowTexts: (start, end) => packed.slice(start, end), held: true };
}

/**
 * The rows of a rows.json kept on disk: `offsets` are where its lines start (row-lines.ts,
 * LineStarts), found in the file as verified at load.
 */
export function diskRows(
  jsonPath: string,
  offsets: Float64Array,
  name: { dataset: string; version: string },
): VersionRows {
  // Its folder may be gone while it is served (a fault of the file system): said as such, not as a failure of ours.
  const readable = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      throw new VersionUnreadable(name.dataset, name.version, error);
    }
  };
  // Line n + 1 holds row n; offsets[n] is where it starts, offsets[count] where "]}" starts.
  const count = Math.max(0, offsets.length - 1);
  return {
    get rows(): readonly Row[] {
      const parsed: { data: Row[] } = JSON.parse(readable(() => readFileSync(jsonPath, 'utf8')));
      return parsed.data;
    },
    rowTexts(start, end) {
      const [from, to] = [Math.max(0, start), Math.min(count, end)];
      if (from >= to) return [];
      const first = offsets[from] ?? 0;
      const span = Buffer.alloc((offsets[to] ?? first) - first);
      readable(() => {
        const fd = openSync(jsonPath, 'r');
        try {
          readSync(fd, span, 0, span.length, first);
        } finally {
          closeSync(fd);
        }
      });
      // The span's lines, each a row with its "," (the last row has none), and the final newline.
      return rowTextsOf(`\n${span.toString('utf8')}\n`);
    },
    held: false,
  };
}
