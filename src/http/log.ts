/**
 * The service's log: JSON lines on standard output, pino's for events and one line of our own
 * per request. A line a write cost a quarter of a small answer's time under load (bench/), so
 * lines are gathered and leave together, once LOG_BATCH_BYTES are waiting or LOG_WAIT_MS after
 * the first: an idle service's line is late by that much at most. Both kinds pass through the
 * same batch, so they stay in order. server.ts flushes it before the process exits.
 *
 * The log is bounded: when standard output is not read (a stalled pipe, a slow shipper), at most
 * LOG_QUEUE_BYTES wait in memory; later lines are dropped, counted, and the count is written as a
 * line of its own once the output takes lines again. A URL is logged up to LOG_URL_CHARS.
 */
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { pino, type Logger } from 'pino';
import type { SonicBoom as SonicBoomClass } from 'sonic-boom';

// sonic-boom is CommonJS whose module.exports is the class itself (its types say otherwise).
const SonicBoom: typeof SonicBoomClass = createRequire(import.meta.url)('sonic-boom');

const LOG_BATCH_BYTES = 16 * 1024;
const LOG_WAIT_MS = 100;
const LOG_QUEUE_BYTES = 8 * 1024 * 1024;
export const LOG_URL_CHARS = 512;

/** A URL as logged: cut after LOG_URL_CHARS (a 15,000-character URL was logged whole on every refusal). */
export function loggedUrl(url: string): string {
  return url.length <= LOG_URL_CHARS ? url : `${url.slice(0, LOG_URL_CHARS)}…`;
}

const LINE_PREFIX = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

interface Output {
  write(text: string): unknown;
  flush?(done: (error?: Error) => void): void;
}

/** Lines waiting to leave in one write. pino writes into it as into a stream. */
export class LineBatch {
  private pending = '';
  private timer: NodeJS.Timeout | null = null;
  private droppedLines = 0;
  private droppedBytes = 0;
  /** Bytes of the drop notice heading the write under way (0: none), and whether that write was dropped. */
  private noticeBytes = 0;
  private writeDropped = false;
  /** Set by trackDrain(): the output says (caughtUp) when it has written all it was given. */
  private drainTracked = false;
  private unwritten = false;
  private readonly waitingForDrain: Array<() => void> = [];

  constructor(
    private readonly output: Output,
    private readonly batchBytes = LOG_BATCH_BYTES,
    private readonly waitMs = LOG_WAIT_MS,
  ) {}

  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= this.batchBytes) this.release();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.release(), this.waitMs);
      this.timer.unref();
    }
  }

  /** The output refused `text` (its queue was full): counted, and told with the next lines it takes. */
  dropped(text: string): void {
    this.writeDropped = true;
    // A dropped notice is not a line of the log: its count stays owed (release()).
    let lines = this.noticeBytes > 0 ? -1 : 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    this.droppedLines += lines;
    this.droppedBytes += Buffer.byteLength(text) - this.noticeBytes;
  }

  /** From now on flush() waits for caughtUp() before it calls back. */
  trackDrain(): void {
    this.drainTracked = true;
  }

  /** The output has written all it held: a count of dropped lines is told now rather than with the next line. */
  caughtUp(): void {
    this.unwritten = false;
    if (this.droppedLines > 0) this.release();
    if (!this.unwritten) for (const done of this.waitingForDrain.splice(0)) done();
  }

  /**
   * Sends what is waiting, then calls back once the output has written it (pino's logger.flush):
   * never, while nobody reads the output.
   */
  flush(done: (error?: Error) => void = () => {}): void {
    this.release();
    if (this.drainTracked) {
      if (this.unwritten) this.waitingForDrain.push(done);
      else done();
    } else if (this.output.flush) this.output.flush(done);
    else done();
  }

  private release(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.pending === '' && this.droppedLines === 0) return;
    const told = { lines: this.droppedLines, bytes: this.droppedBytes };
    // The count heads the lines that follow the gap; it is settled only once a write carrying it is taken.
    const notice =
      told.lines > 0
        ? `{"level":40,"time":${Date.now()},${LINE_PREFIX},"dropped_lines":${told.lines},"dropped_bytes":${told.bytes},"msg":"log lines dropped: the output did not take them"}\n`
        : '';
    const text = notice + this.pending;
    this.pending = '';
    this.noticeBytes = Buffer.byteLength(notice);
    this.writeDropped = false;
    this.output.write(text);
    this.noticeBytes = 0;
    if (!this.writeDropped) {
      this.unwritten = true;
      this.droppedLines -= told.lines;
      this.droppedBytes -= told.bytes;
    }
  }
}

/** What a request's line says (docs/contract.md): never a body. */
export interface RequestLine {
  method: string;
  url: string;
  status: number;
  ms: number;
  sender: string;
  lang: string;
  /** The route template answered (/v1/datasets/:id), for the metrics (metrics.ts); not written. */
  route?: string;
}

export type RequestLog = (line: RequestLine) => void;

export const NO_REQUEST_LOG: RequestLog = () => {};

/**
 * The request line in pino's shape (level 30, time, pid, hostname, msg "request"), written by
 * hand: four fields of fixed kinds need no general serialiser.
 */
function requestLogInto(batch: LineBatch): RequestLog {
  const prefix = `{"level":30,${LINE_PREFIX}`;
  return (line) =>
    batch.write(
      `${prefix},"time":${Date.now()},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(loggedUrl(line.url))},` +
        `"status":${line.status},"ms":${line.ms},"sender":${JSON.stringify(line.sender)},"lang":${JSON.stringify(line.lang)},"msg":"request"}\n`,
    );
}

/**
 * The logger and the request log writing to standard output (or `fd`) at `level`: asynchronously
 * (SonicBoom, pino's own writer) and in batches, at most `queueBytes` waiting. Request lines are
 * info: a level above it drops them. A process that ends other than by server.ts's stop (a crash,
 * a kill) loses the lines still waiting, at most 100 ms of them while the output keeps up.
 */
export function standardOutputLog(
  level: string,
  fd = 1,
  queueBytes = LOG_QUEUE_BYTES,
): { logger: Logger; requestLog: RequestLog } {
  // SonicBoom itself rather than pino.destination, which at exit writes what waits synchronously
  // and so never exits when nobody reads the pipe; server.ts gives the last lines a second instead.
  const destination = new SonicBoom({ fd, sync: false, maxLength: queueBytes });
  const batch = new LineBatch(destination);
  destination.on('drop', (text: string) => batch.dropped(text));
  destination.on('drain', () => batch.caughtUp());
  // A reader gone away (EPIPE): there is nowhere left to say so; the service goes on answering.
  destination.on('error', () => {});
  batch.trackDrain();
  const logger = pino({ level }, batch);
  return { logger, requestLog: logger.isLevelEnabled('info') ? requestLogInto(batch) : NO_REQUEST_LOG };
}
