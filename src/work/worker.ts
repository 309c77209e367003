/** A worker thread of the pool (pool.ts): runs the task it is sent (tasks.ts) and returns its plain result. */
import { TASKS, type TaskMessage, type TaskName, type TaskOutput } from './tasks.js';

export default function runTask<K extends TaskName>({ name, input }: TaskMessage<K>): TaskOutput<K> {
  return TASKS[name](input);
}
