/** Heavy work run where it is asked (tests, the command line): the same tasks and budgets as the pool, on the caller's thread. */
import { TASKS, type TaskInput, type TaskName, type TaskOutput, type Work } from './tasks.js';

export const IN_PROCESS: Work = {
  async run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<Awaited<TaskOutput<K>>> {
    return await TASKS[name](input);
  },
};
