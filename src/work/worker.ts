/**
 * A worker thread of the pool (pool.ts): runs the task it is sent (tasks.ts) and returns its plain
 * result, the memory of its typed arrays moved to the event loop's thread rather than copied
 * (an edition's index is some 25 MB of arrays: copied, it held the loop for tens of milliseconds).
 */
import { isTypedArray } from 'node:util/types';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { TASKS, type TaskMessage, type TaskName } from './tasks.js';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * The memory of the typed arrays among `value`'s members and their members' (plain objects only:
 * lists are not walked), each one whose array spans the whole of its buffer; a view of part of a
 * buffer (of Node's shared pool, say) is copied, never moved.
 */
export function movableBuffers(value: unknown, found = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (!isPlainObject(value)) return [...found];
  for (const member of Object.values(value)) {
    if (isTypedArray(member)) {
      const { buffer } = member;
      if (buffer instanceof ArrayBuffer && member.byteOffset === 0 && member.byteLength === buffer.byteLength)
        found.add(buffer);
    } else movableBuffers(member, found);
  }
  return [...found];
}

export default async function runTask<K extends TaskName>({ name, input }: TaskMessage<K>): Promise<unknown> {
  const output = await TASKS[name](input);
  const buffers = movableBuffers(output);
  if (buffers.length === 0) return output;
  return move({ [transferableSymbol]: buffers, [valueSymbol]: output });
}
