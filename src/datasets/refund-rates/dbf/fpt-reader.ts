/**
 * A reader for FoxPro memo files (.fpt): the memo a DBF memo field points at by block number.
 * The file starts with a 512-byte header whose bytes 6-7 hold the block size (big-endian);
 * the memo at block n starts at n × block size with a big-endian type (1 = text) and length,
 * then the bytes. A block inside the header or a memo running past the end of the file is
 * refused, and text must be valid GB18030: a name is never patched.
 */
import { ImportError } from '../../model.js';

const HEADER_SIZE = 512;
const MEMO_HEAD_SIZE = 8;
const TEXT_MEMO = 1;

const gb18030 = new TextDecoder('gb18030', { fatal: true });

export interface Memo {
  /** 0 picture (binary), 1 text, as FoxPro writes it. */
  type: number;
  bytes: Buffer;
}

export class FptFile {
  readonly file: string;
  readonly blockSize: number;
  private readonly bytes: Buffer;

  constructor(file: string, bytes: Buffer) {
    this.file = file;
    this.bytes = bytes;
    if (bytes.length < HEADER_SIZE)
      throw this.error(`${bytes.length} bytes is shorter than the ${HEADER_SIZE}-byte memo header`);
    this.blockSize = bytes.readUInt16BE(6);
    if (this.blockSize === 0) throw this.error('the header gives a block size of 0');
  }

  /** The memo at `block`; `where` says which record points at it, for messages. */
  memo(block: number, where = ''): Memo {
    const start = block * this.blockSize;
    const at = `${where}memo block ${block}`;
    if (!Number.isSafeInteger(start) || start < HEADER_SIZE) throw this.error(`${at} lies inside the header`);
    if (start + MEMO_HEAD_SIZE > this.bytes.length)
      throw this.error(`${at} is past the end of the file (${this.bytes.length} bytes)`);
    const type = this.bytes.readUInt32BE(start);
    const length = this.bytes.readUInt32BE(start + 4);
    const end = start + MEMO_HEAD_SIZE + length;
    if (end > this.bytes.length) throw this.error(`${at} holds ${length} bytes, which run past the end of the file`);
    return { type, bytes: this.bytes.subarray(start + MEMO_HEAD_SIZE, end) };
  }

  /** The text memo at `block`, decoded as GB18030 and kept exactly. */
  text(block: number, where = ''): string {
    const memo = this.memo(block, where);
    if (memo.type !== TEXT_MEMO) throw this.error(`${where}memo block ${block} is of type ${memo.type}, not text`);
    try {
      return gb18030.decode(memo.bytes);
    } catch {
      throw this.error(`${where}memo block ${block} is not valid GB18030 text`);
    }
  }

  private error(reason: string): ImportError {
    return new ImportError(`${this.file}: ${reason}`);
  }
}
