/**
 * Fetching on a schedule inside the service: each job brings one dataset up to date
 * from its publisher. A run that fails (the publisher unreachable or slow, an HTML page for data,
 * a truncated answer, a publication the importer refuses) writes nothing, is logged once for its
 * streak with the reason, and is tried again with growing pauses; so is a run that finds the day's
 * publication not out yet. A file refused for its size (past its limit, a bomb: size-limit.ts) is
 * not asked for again before the next scheduled run: soon after, the address would give the same.
 * A run whose every address was so refused waits for that run; one where another address failed
 * otherwise is retried, its size-refused addresses remembered until then and passed over.
 * What each job last did is kept for readiness.
 */
import { type FetchLock, NO_FETCH_LOCK } from './fetch-lock.js';
import type { DatasetId } from './registry.js';
import { type SizeRefusals, TooLarge } from './size-limit.js';

interface JobRun {
  /** The versions written by the run. */
  written: string[];
  /** False when what was expected is not out yet (today's publication): tried again soon. */
  complete: boolean;
}

/** What a run is given besides the time. */
interface RunContext {
  /** Addresses refused for their size since the job's last scheduled run: pass them over, add those refused now. */
  sizeRefused: SizeRefusals;
  /** A line for the service's log (info). */
  print(line: string): void;
}

export interface Job {
  dataset: DatasetId;
  run(now: Date, context: RunContext): Promise<JobRun>;
  /** When to run after a complete run at `now`. */
  nextRun(now: Date): Date;
  /** When to run first, the service having started at `now`; by default at once. */
  firstRun?(now: Date): Date;
}

export interface JobState {
  last_attempt: string | null;
  last_success: string | null;
  last_error: string | null;
  next_run: string | null;
  /** The versions the last successful run wrote. */
  last_written: string[];
}

/** How a run ended, as the metrics count it. */
export type FetchOutcome = 'written' | 'unchanged' | 'not_yet' | 'failed' | 'left_to_another';

interface SchedulerDeps {
  clock: () => Date;
  /** Versions were written: serve them (service.ts's rescan). */
  onWritten: () => void | Promise<void>;
  /** Each run's outcome (http/metrics.ts). */
  onOutcome?: (dataset: DatasetId, outcome: FetchOutcome) => void;
  /** Taken around each run: one instance fetches at a time (fetch-lock.ts); none by default. */
  lock?: FetchLock;
  log: { info(detail: object, message: string): void; warn(detail: object, message: string): void };
}

const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Pauses before trying again, in minutes: doubled from 5 to an hour. */
const RETRY_MINUTES = [5, 10, 20, 40, 60];

interface JobMemory {
  failures: number;
  timer: NodeJS.Timeout | null;
  /** The run planned is a retry, not a scheduled run: it keeps `sizeRefused`. */
  retry: boolean;
  sizeRefused: SizeRefusals;
}

export class Scheduler {
  readonly #states = new Map<DatasetId, JobState & JobMemory>();
  /** Between start() and stop(): a run plans the next only then (a run under way at stop() plans nothing). */
  #started = false;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly deps: SchedulerDeps,
  ) {
    for (const job of jobs)
      this.#states.set(job.dataset, {
        last_attempt: null,
        last_success: null,
        last_error: null,
        next_run: null,
        last_written: [],
        failures: 0,
        timer: null,
        retry: false,
        sizeRefused: new Map(),
      });
  }

  /** Runs every job now (catching up after a restart or an outage), then on its schedule. */
  start(): void {
    this.#started = true;
    const now = this.deps.clock();
    for (const job of this.jobs) this.#plan(job, job.firstRun?.(now) ?? now);
  }

  stop(): void {
    this.#started = false;
    for (const state of this.#states.values()) if (state.timer) clearTimeout(state.timer);
  }

  /** What state() last gave, until a job's state changes: the same objects each time meanwhile. */
  #shown: Record<string, JobState> | null = null;

  /**
   * Each job's last attempt, success, error and next run, as readiness shows them. The same
   * objects while nothing changed, so that what is worked out from them can be kept
   * (datasets/freshness.ts, freshnessByMinute).
   */
  state(): Record<string, JobState> {
    this.#shown ??= Object.fromEntries(
      [...this.#states].map(([dataset, { failures: _f, timer: _t, retry: _r, sizeRefused: _s, ...state }]) => [
        dataset,
        state,
      ]),
    );
    return this.#shown;
  }

  /** One run of a job, at once (tests, and the timer). */
  async runNow(dataset: DatasetId): Promise<void> {
    const job = this.jobs.find((candidate) => candidate.dataset === dataset);
    const state = this.#states.get(dataset);
    if (!job || !state) return;
    const now = this.deps.clock();
    const release = await (this.deps.lock ?? NO_FETCH_LOCK).acquire(dataset);
    if (release === null) {
      // Another instance is fetching: its versions arrive by the scan of DATA_DIR; look again when its lease could have run out.
      this.deps.onOutcome?.(dataset, 'left_to_another');
      const lookAgainMs = this.deps.lock?.lookAgainMs ?? (RETRY_MINUTES[0] ?? 5) * 60_000;
      this.#after(job, state, new Date(now.getTime() + lookAgainMs));
      return;
    }
    state.last_attempt = now.toISOString();
    this.#shown = null;
    // A scheduled run asks every address again.
    if (!state.retry) state.sizeRefused.clear();
    const print = (line: string) => this.deps.log.info({ dataset }, line);
    let next: Date;
    try {
      const run = await job.run(now, { sizeRefused: state.sizeRefused, print });
      if (run.written.length > 0) await this.deps.onWritten();
      this.deps.onOutcome?.(dataset, run.written.length > 0 ? 'written' : run.complete ? 'unchanged' : 'not_yet');
      state.last_success = now.toISOString();
      state.last_written = run.written;
      state.last_error = null;
      if (state.failures > 0 || run.written.length > 0)
        this.deps.log.info({ dataset, written: run.written }, 'fetched from the publisher');
      state.failures = run.complete ? 0 : state.failures + 1;
      state.retry = !run.complete;
      next = run.complete ? job.nextRun(now) : this.#retryAt(now, state.failures);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Once for a streak of failures, not a line every retry: offline, one line says it all.
      if (state.failures === 0 || reason !== state.last_error)
        this.deps.log.warn({ dataset, reason }, 'fetch failed: the versions served are unchanged; trying again later');
      state.last_error = reason;
      this.deps.onOutcome?.(dataset, 'failed');
      if (error instanceof TooLarge) {
        state.failures = 0;
        state.retry = false;
        next = job.nextRun(now);
      } else {
        state.failures += 1;
        state.retry = true;
        next = this.#retryAt(now, state.failures);
      }
    } finally {
      this.#shown = null;
      await release();
    }
    this.#after(job, state, next);
  }

  #after(job: Job, state: JobState, next: Date): void {
    state.next_run = next.toISOString();
    this.#shown = null;
    if (this.#started) this.#plan(job, next);
  }

  #retryAt(now: Date, failures: number): Date {
    const minutes = RETRY_MINUTES[Math.min(failures, RETRY_MINUTES.length) - 1] ?? 60;
    return new Date(now.getTime() + minutes * 60_000);
  }

  #plan(job: Job, at: Date): void {
    const state = this.#states.get(job.dataset);
    if (!state) return;
    if (state.timer) clearTimeout(state.timer);
    state.next_run = at.toISOString();
    this.#shown = null;
    const wait = Math.max(0, at.getTime() - this.deps.clock().getTime());
    // A timer waits at most about 24.8 days (2^31 - 1 ms; longer fires at once): a monthly run is reached in steps.
    state.timer =
      wait > LONGEST_TIMER_MS
        ? setTimeout(() => this.#plan(job, at), LONGEST_TIMER_MS)
        : setTimeout(() => void this.runNow(job.dataset), wait);
    state.timer.unref();
  }
}
