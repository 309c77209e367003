/**
 * The file names of a RAR 4 archive as the archiving machine wrote them. A name without the
 * Unicode flag is in that machine's code page (GBK on the Chinese Windows machines that pack the
 * refund library), which unrar cannot know: it hands such bytes over mangled. The names are read
 * here from the file headers, in archive order, and decoded as GB18030, for messages only
 * (files are matched by their ASCII names). RAR 5 writes UTF-8 names and needs none of this.
 */
const gb18030 = new TextDecoder('gb18030', { fatal: true });
const MARKER = Buffer.from('Rar!\x1a\x07\x00', 'latin1');
const FILE_HEADER = 0x74;
const HAS_ADD_SIZE = 0x8000;
const LARGE_FILE = 0x100;
const UNICODE_NAME = 0x200;

/** The decoded names of the archive's file headers in order; null for a name to take as unrar gives it. Empty for anything but RAR 4. */
export function rar4FileNames(bytes: Buffer): Array<string | null> {
  if (!bytes.subarray(0, MARKER.length).equals(MARKER)) return [];
  const names: Array<string | null> = [];
  let at = MARKER.length;
  while (at + 7 <= bytes.length) {
    const type = bytes.readUInt8(at + 2);
    const flags = bytes.readUInt16LE(at + 3);
    const headSize = bytes.readUInt16LE(at + 5);
    if (headSize < 7) break;
    const addSize = flags & HAS_ADD_SIZE && at + 11 <= bytes.length ? bytes.readUInt32LE(at + 7) : 0;
    if (type === FILE_HEADER) names.push(nameOf(bytes, at, flags, headSize));
    at += headSize + addSize;
  }
  return names;
}

function nameOf(bytes: Buffer, at: number, flags: number, headSize: number): string | null {
  const nameSizeAt = at + 7 + 19;
  if (flags & UNICODE_NAME || nameSizeAt + 2 > bytes.length) return null;
  const nameAt = nameSizeAt + 6 + (flags & LARGE_FILE ? 8 : 0);
  const nameEnd = nameAt + bytes.readUInt16LE(nameSizeAt);
  if (nameEnd > at + headSize || nameEnd > bytes.length) return null;
  try {
    return gb18030.decode(bytes.subarray(nameAt, nameEnd)).replace(/\\/g, '/');
  } catch {
    return null;
  }
}
