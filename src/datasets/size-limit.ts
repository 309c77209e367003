/**
 * Limits on what a publisher's file may weigh: the bytes of a download as sent and once decoded,
 * the entries of the refund library's archive once inflated. A file past its limit is refused
 * while the bytes arrive, never read whole first, so that a bomb (a megabyte that inflates to a
 * gigabyte) costs at most its limit.
 */
import { type Readable, Transform } from 'node:stream';
import { ImportError } from './model.js';

/** Bytes counted when a file was refused: as sent, and as decoded. */
interface Counted {
  wire: number;
  inflated: number;
}

/**
 * A publisher's file refused for what it is (larger than its limit, a bomb) rather than for a
 * passing failure (the network, a 503): asking again soon would get the same file, so the
 * scheduler waits for the next scheduled run (scheduler.ts).
 */
export class TooLarge extends ImportError {
  constructor(
    message: string,
    /** What had been counted when it was refused: at most the limit and one chunk. */
    readonly counted: Counted = { wire: 0, inflated: 0 },
  ) {
    super(message);
  }
}

/**
 * Addresses whose file was refused for its size, each with the refusal: kept by the scheduler from
 * a job's scheduled run until its next (scheduler.ts), and passed over by the retries in between.
 */
export type SizeRefusals = Map<string, string>;

/** A size as people read it: whole MiB, KiB, or bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * Bytes passed on while their count stays within `limit`; the first chunk past it fails the
 * stream with `refuse(count)`, and with it the chain (stream.pipeline): a decoder before it stops
 * inflating, the socket is closed.
 */
export class ByteCount extends Transform {
  count = 0;

  constructor(limit: number, refuse: (count: number) => TooLarge) {
    super({
      transform: (chunk: Buffer, _encoding, done) => {
        this.count += chunk.length;
        if (this.count > limit) done(refuse(this.count));
        else done(null, chunk);
      },
    });
  }
}

/** Every byte `stream` gives, or its error (a ByteCount's refusal among them). */
export async function gathered(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = await stream.toArray();
  return Buffer.concat(chunks);
}
