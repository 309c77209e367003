/**
 * The service's log: JSON lines on standard output, pino's for events and one line of our own
 * per request. A line a write cost a quarter of a small answer's time under load (bench/), so
 * lines are gathered and leave together, once LOG_BATCH_BYTES are waiting or LOG_WAIT_MS after
 * the first: an idle service's line is late by that much at most. Both kinds pass through the
 * same batch, so they stay in order. server.ts flushes it before the process exits.
 */
import { hostname } from 'node:os';
import { pino, type Logger } from 'pino';

const LOG_BATCH_BYTES = 16 * 1024;
const LOG_WAIT_MS = 100;

interface Output {
  write(text: string): unknown;
  flush?(done: (error?: Error) => void): void;
}

/** Lines waiting to leave in one write. pino writes into it as into a stream. */
export class LineBatch {
  private pending = '';
  private timer: NodeJS.Timeout | null = null;

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

  /** Sends what is waiting, then lets the output finish its own writes (pino's logger.flush). */
  flush(done: (error?: Error) => void = () => {}): void {
    this.release();
    if (this.output.flush) this.output.flush(done);
    else done();
  }

  private release(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    this.output.write(text);
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
}

export type RequestLog = (line: RequestLine) => void;

export const NO_REQUEST_LOG: RequestLog = () => {};

/**
 * The request line in pino's shape (level 30, time, pid, hostname, msg "request"), written by
 * hand: four fields of fixed kinds need no general serialiser.
 */
function requestLogInto(batch: LineBatch): RequestLog {
  const prefix = `{"level":30,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (line) =>
    batch.write(
      `${prefix},"time":${Date.now()},"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)},` +
        `"status":${line.status},"ms":${line.ms},"sender":${JSON.stringify(line.sender)},"lang":${JSON.stringify(line.lang)},"msg":"request"}\n`,
    );
}

/**
 * The logger and the request log writing to standard output at `level`: asynchronously
 * (pino's destination) and in batches. Request lines are info: a level above it drops them.
 */
export function standardOutputLog(level: string): { logger: Logger; requestLog: RequestLog } {
  const batch = new LineBatch(pino.destination({ dest: 1, sync: false }));
  const logger = pino({ level }, batch);
  return { logger, requestLog: logger.isLevelEnabled('info') ? requestLogInto(batch) : NO_REQUEST_LOG };
}
