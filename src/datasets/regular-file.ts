/**
 * Reading a version's files safely. Only regular files are read: lstat before opening, then
 * opened without following links or waiting, and checked again on the descriptor in case the
 * entry was swapped in between (a FIFO where rows.csv should be hung start-up, a manifest linked
 * to /dev/zero grew memory without end). A file's size is checked before a byte is read: against
 * a bound, or against the size its manifest records, so a swapped gigabyte is refused unread.
 */
import {
  type Stats,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  read,
  readFileSync,
  readSync,
} from 'node:fs';
import { basename } from 'node:path';
import { ContentHasher } from './serialize.js';

/** What a file's size must be: at most `max`, exactly `exact` (the manifest's record), or either. */
export interface SizeRule {
  max?: number;
  exact?: number;
}

/** Bytes hashed per read: a rows.csv is hashed without being held whole. */
const HASH_CHUNK_BYTES = 1024 * 1024;
/** Bytes read per slice by readRegularFileInSlices: hashing and cutting them is a fraction of a millisecond. */
export const READ_SLICE_BYTES = 64 * 1024;

/** Why `path` is not a regular file, from what it is without following links; null when it is one. */
function notRegularFile(stats: Stats | undefined): string | null {
  if (!stats) return 'is missing';
  if (stats.isSymbolicLink()) return 'is a symbolic link';
  return stats.isFile() ? null : 'is not a regular file';
}

/** Opens a regular file whose size keeps `rule`: its descriptor, which the caller closes, and its size. */
function openRegularFile(path: string, rule: SizeRule): { fd: number; size: number } {
  const name = basename(path);
  const refusal = notRegularFile(lstatSync(path, { throwIfNoEntry: false }));
  if (refusal) throw new Error(`${name} ${refusal}`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    throw new Error(`${name} ${code === 'ELOOP' ? 'is a symbolic link' : `cannot be opened (${code})`}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error(`${name} is not a regular file`);
    if (rule.exact !== undefined && stats.size !== rule.exact)
      throw new Error(`${name} is ${stats.size} bytes, the manifest says ${rule.exact}`);
    if (rule.max !== undefined && stats.size > rule.max)
      throw new Error(`${name} is ${stats.size} bytes, more than the ${rule.max} allowed`);
    return { fd, size: stats.size };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/** Opens a regular file whose size keeps `rule`, runs `use` on its descriptor and size, and closes it. */
function withRegularFile<T>(path: string, rule: SizeRule, use: (fd: number, size: number) => T): T {
  const { fd, size } = openRegularFile(path, rule);
  try {
    return use(fd, size);
  } finally {
    closeSync(fd);
  }
}

/** A regular file's bytes, its size first checked against `rule`. */
export function readRegularFile(path: string, rule: SizeRule = {}): Buffer {
  return withRegularFile(path, rule, (fd) => readFileSync(fd));
}

/** The content hash (serialize.ts's form) of a regular file, read a megabyte at a time, never held whole. */
export function hashRegularFile(path: string, rule: SizeRule = {}): string {
  return withRegularFile(path, rule, (fd, size) => {
    const hash = new ContentHasher();
    const chunk = Buffer.alloc(Math.min(HASH_CHUNK_BYTES, Math.max(size, 1)));
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hash.update(chunk.subarray(0, read));
    return hash.digest();
  });
}

const readAt = (fd: number, buffer: Buffer, position: number) =>
  new Promise<number>((resolve, reject) =>
    read(fd, buffer, 0, buffer.length, position, (error, bytes) => (error ? reject(error) : resolve(bytes))),
  );

/**
 * A regular file, its size first checked against `rule` (as readRegularFile: the checks are a few
 * system calls), read READ_SLICE_BYTES at a time by the thread pool: each slice, a buffer of its
 * own that `take` may keep, is taken and awaited before the next is read. Resolves to the bytes read.
 */
export async function readRegularFileInSlices(
  path: string,
  rule: SizeRule,
  take: (slice: Buffer) => Promise<void>,
): Promise<number> {
  const { fd, size } = openRegularFile(path, rule);
  try {
    const sliceBytes = Math.max(1, Math.min(READ_SLICE_BYTES, size));
    let position = 0;
    for (;;) {
      const slice = Buffer.allocUnsafe(sliceBytes);
      const bytes = await readAt(fd, slice, position);
      if (bytes === 0) return position;
      position += bytes;
      await take(slice.subarray(0, bytes));
    }
  } finally {
    closeSync(fd);
  }
}
