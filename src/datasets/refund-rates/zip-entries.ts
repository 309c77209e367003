/**
 * Reading a zip archive's entries from its central directory, and inflating one no further than
 * it may go. The central directory says each entry's inflated size before anything is inflated, so
 * a bomb that admits its size is refused unread; one that lies is cut off at the first chunk past
 * what it declared. Inflating is node's zlib, off the event loop, one chunk at a time.
 *
 * Names without the UTF-8 flag are given as Latin-1 text (as fflate gave them), for the caller to
 * decode again as GBK; zip64 sizes (an entry of 4 GiB or more) are taken as at least 4 GiB.
 */
import { Readable, pipeline } from 'node:stream';
import { createInflateRaw, crc32 } from 'node:zlib';
import { ByteCount, type TooLarge, gathered } from '../size-limit.js';

export interface ZipEntry {
  name: string;
  /** The inflated size the central directory declares. */
  declared: number;
  encrypted: boolean;
  method: number;
  crc: number;
  packed: number;
  /** Where its local header is. */
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
const UTF8_NAME = 0x800;
const STORED = 0;
const DEFLATED = 8;

class ZipFormatError extends Error {}

/** The entries the central directory lists, in its order; throws on an archive that is not one. */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipFormatError(`central directory entry ${i + 1} is not where the directory says`);
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) throw new ZipFormatError('the central directory is cut short');
    const declared = bytes.readUInt32LE(at + 24);
    entries.push({
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString(flags & UTF8_NAME ? 'utf8' : 'latin1'),
      declared: declared === ZIP64_MARK ? 2 ** 32 : declared,
      encrypted: (flags & 1) !== 0,
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      packed: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes and ends the archive, after a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1)
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw new ZipFormatError('no end of central directory record');
}

/**
 * The entry's bytes, inflated to at most what it declares (the caller has held that against its
 * limits): past it, `lying(count)` is thrown and inflating stops. A damaged entry throws an Error.
 */
export async function inflateEntry(
  bytes: Buffer,
  entry: ZipEntry,
  lying: (count: number) => TooLarge,
): Promise<Buffer> {
  const { offset } = entry;
  if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== LOCAL_HEADER)
    throw new ZipFormatError(`${entry.name}: no local header where the directory says`);
  const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  if (entry.packed === ZIP64_MARK || start + entry.packed > bytes.length)
    throw new ZipFormatError(`${entry.name}: its data runs past the archive`);
  const packed = bytes.subarray(start, start + entry.packed);
  let data: Buffer;
  if (entry.method === STORED) {
    if (packed.length > entry.declared) throw lying(packed.length);
    data = packed;
  } else if (entry.method === DEFLATED) {
    const count = new ByteCount(entry.declared, lying);
    pipeline([Readable.from([packed]), createInflateRaw(), count], () => {});
    data = await gathered(count);
  } else throw new ZipFormatError(`${entry.name}: compression method ${entry.method}, not stored or deflated`);
  if (data.length !== entry.declared || crc32(data) !== entry.crc)
    throw new ZipFormatError(`${entry.name}: its bytes do not match its size and CRC`);
  return data;
}
