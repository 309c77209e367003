/**
 * The heavy work the service runs off its event loop (docs/architecture.md, Heavy work): each task
 * a pure function of plain data (its input and output cross a thread by structured clone, the
 * output's typed arrays moved rather than copied: worker.ts), each bounded by its own budget of
 * steps. The pool (pool.ts) runs them in worker threads; in-process.ts runs them where the caller
 * is, for tests and the command line.
 */
import { type CompareRequest, type ComparedEditions, compareEditions } from '../refund-rate/edition-changes.js';
import { type PackedEdition, indexEdition } from '../refund-rate/edition-pack.js';
import { type PackRequest, type PackResult, packCartons } from '../tools/container-load/packing/pack.js';
import { type LoadRequest, type LoadResult, planLoad } from '../tools/load-plan/packing/plan-load.js';

/** Each task's input and output. */
interface TaskTypes {
  /** Cartons of one size into one space (container-load). */
  pack: { input: PackRequest; output: PackResult };
  /** Cartons of several kinds into one or more containers (load-plan). */
  planLoad: { input: LoadRequest; output: LoadResult };
  /** An edition of the refund library asked for by name, read from its rows.json and indexed (refund-rate/edition-pack.ts). */
  indexEdition: { input: { jsonPath: string }; output: Promise<PackedEdition> };
  /** The changes between two editions of the refund library, read from their rows.json (refund-rate/edition-changes.ts). */
  compareEditions: { input: CompareRequest; output: ComparedEditions };
}

export type TaskName = keyof TaskTypes;
export type TaskInput<K extends TaskName> = TaskTypes[K]['input'];
export type TaskOutput<K extends TaskName> = TaskTypes[K]['output'];

export const TASKS: { readonly [K in TaskName]: (input: TaskInput<K>) => TaskOutput<K> } = {
  pack: packCartons,
  planLoad,
  indexEdition,
  compareEditions,
};

/** What runs heavy work for the domain: the pool in the service, in-process elsewhere. */
export interface Work {
  run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<Awaited<TaskOutput<K>>>;
}

/** A task as it crosses to a worker. */
export interface TaskMessage<K extends TaskName = TaskName> {
  name: K;
  input: TaskInput<K>;
}
