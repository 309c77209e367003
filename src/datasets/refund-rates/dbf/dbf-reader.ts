/**
 * A reader for dBase and Visual FoxPro tables (.dbf) held in memory, written for the STA
 * export refund rate library. It trusts nothing it cannot check: the file must hold exactly
 * the header and the records the header declares (one trailing EOF byte allowed) and every field
 * must fit in the record, or the whole table is refused. Within one record, a value it cannot
 * read (text that is not valid GB18030, never patched with a replacement character; a number or
 * date as no writer writes it) is a fault of that record: its value is null and the fault is
 * listed with the record, for the importer to leave the record out. Figures stay the text the
 * publisher wrote ("13.00" stays "13.00"); no numeric field ever passes through a JS number.
 *
 * Field types read: C (text), N and F (numeric text), D (YYYYMMDD or ""), L (true, false, or
 * null for "?"), M (memo block number, null for no memo; 4-byte VFP or 10-digit dBase form), and
 * Visual FoxPro's binary types as text: I (integer), B (double, its shortest exact decimal), Y
 * (currency, four places) and T (date-time YYYY-MM-DDTHH:MM:SS, "" when blank). A nullable field
 * whose bit is set in the _NullFlags system field reads null. A field of any other type (V, Q, G,
 * W…) is not read: its value is null, and an importer that needs it refuses it by its type.
 */
import { isRealDay } from '../../../core/calendar.js';
import { ImportError } from '../../model.js';
import { dateTime, fourPlaces, plainDouble } from './vfp-values.js';

export interface DbfField {
  /** As in the file (the library's names are upper-case). */
  name: string;
  type: string;
  /** Byte offset inside the record; byte 0 is the deletion flag. */
  offset: number;
  length: number;
  decimals: number;
  /** Its bit in the _NullFlags field, for a nullable field (VFP); null otherwise. */
  nullBit: number | null;
}

/** Text for C, N, F, D, I, B, Y and T fields; a block number or null for M; true, false or null for L; null for a null value. */
export type DbfValue = string | number | boolean | null;

/** A value of one record that could not be read: the field, why, and its bytes as found. */
interface DbfFault {
  field: string;
  reason: string;
  /** The field's bytes: as text when they are ASCII, else in hex. */
  raw: string;
}

export interface DbfRecord {
  /** 1-based position in the file, deleted records counted, for messages. */
  number: number;
  values: Readonly<Record<string, DbfValue>>;
  /** Values that could not be read (each null in `values`); absent when there are none. */
  faults?: readonly DbfFault[];
}

export interface DbfTable {
  file: string;
  version: number;
  /** The data fields, without VFP system fields. */
  fields: readonly DbfField[];
  /** Active records only. */
  records: readonly DbfRecord[];
  /** Records in the file, deleted ones included. */
  recordCount: number;
  deletedCount: number;
}

const DESCRIPTORS_START = 32;
const DESCRIPTOR_SIZE = 32;
const TERMINATOR = 0x0d;
const EOF_MARK = 0x1a;
const ACTIVE = 0x20;
const DELETED = 0x2a;
/** Versions whose descriptors hold the field's displacement in the record (VFP). */
const VISUAL_FOXPRO = new Set([0x30, 0x31, 0x32]);
const NULL_FLAGS_TYPE = '0';
const NULLABLE = 0x02;
/** Types whose values VFP marks in _NullFlags beside the nullable fields: the bits after one cannot be placed. */
const VARIABLE_LENGTH = new Set(['V', 'Q']);
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Numeric text as dBase writes it, sign and point optional; overflow stars are refused. */
const NUMERIC_TEXT = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/;

const gb18030 = new TextDecoder('gb18030', { fatal: true });

type FieldReader = (bytes: Buffer, start: number) => DbfValue;

/** Thrown by a field reader for a value it cannot read; caught for the record, never the table. */
class FieldFault extends Error {}

/**
 * The day the table says it was last written: header bytes 1-3, year (counted from 1900), month
 * and day, as FoxPro stamps them on every write. Null when they are not a real day.
 */
export function dbfLastUpdateDay(bytes: Buffer): string | null {
  if (bytes.length < 4) return null;
  const [year, month, day] = [1900 + (bytes[1] as number), bytes[2] as number, bytes[3] as number];
  const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isRealDay(text) ? text : null;
}

/** Reads a whole table; `file` names it in every message. */
export function readDbf(file: string, bytes: Buffer): DbfTable {
  const refuse = (reason: string): never => {
    throw new ImportError(`${file}: ${reason}`);
  };
  if (bytes.length < DESCRIPTORS_START + 1) refuse(`${bytes.length} bytes is too short for a DBF header`);
  const version = bytes[0] as number;
  const recordCount = bytes.readUInt32LE(4);
  const headerLength = bytes.readUInt16LE(8);
  const recordLength = bytes.readUInt16LE(10);
  if (headerLength > bytes.length)
    refuse(`truncated: the header says it is ${headerLength} bytes, the file has ${bytes.length}`);
  if (recordLength < 1) refuse('the header gives a record length of 0');

  const allFields = readDescriptors(bytes, headerLength, recordLength, VISUAL_FOXPRO.has(version), refuse);
  checkSize(bytes, headerLength, recordCount, recordLength, refuse);

  const readers = allFields.map((field) => readerFor(file, field));
  const nullFlags = allFields.find((field) => field.type === NULL_FLAGS_TYPE);
  const records: DbfRecord[] = [];
  let deletedCount = 0;
  for (let index = 0; index < recordCount; index += 1) {
    const start = headerLength + index * recordLength;
    const flag = bytes[start] as number;
    if (flag === DELETED) {
      deletedCount += 1;
      continue;
    }
    if (flag !== ACTIVE)
      refuse(`record ${index + 1} begins with byte 0x${hex(flag)}, neither ' ' (active) nor '*' (deleted)`);
    // A null-prototype object: a field may legally be called __proto__.
    const values = Object.create(null) as Record<string, DbfValue>;
    const faults: DbfFault[] = [];
    allFields.forEach((field, column) => {
      if (field.type === NULL_FLAGS_TYPE) return;
      const isNull =
        nullFlags !== undefined &&
        field.nullBit !== null &&
        isBitSet(bytes, start + nullFlags.offset, nullFlags.length, field.nullBit);
      values[field.name] = null;
      if (isNull) return;
      try {
        values[field.name] = (readers[column] as FieldReader)(bytes, start + field.offset);
      } catch (error) {
        if (!(error instanceof FieldFault)) throw error;
        faults.push({
          field: field.name,
          reason: error.message,
          raw: rawOf(bytes, start + field.offset, field.length),
        });
      }
    });
    records.push(faults.length > 0 ? { number: index + 1, values, faults } : { number: index + 1, values });
  }
  const fields = allFields.filter((field) => field.type !== NULL_FLAGS_TYPE);
  return { file, version, fields, records, recordCount, deletedCount };
}

function readDescriptors(
  bytes: Buffer,
  headerLength: number,
  recordLength: number,
  visualFoxPro: boolean,
  refuse: (reason: string) => never,
): DbfField[] {
  const fields: DbfField[] = [];
  const nullable = new Set<DbfField>();
  const noTerminator = `the field descriptors have no 0x0D terminator inside the ${headerLength}-byte header`;
  // Fields follow each other after the deletion flag; VFP also writes each one's displacement.
  let offset = 1;
  for (let at = DESCRIPTORS_START; ; at += DESCRIPTOR_SIZE) {
    if (at >= headerLength) refuse(noTerminator);
    if (bytes[at] === TERMINATOR) break;
    if (at + DESCRIPTOR_SIZE > headerLength) refuse(noTerminator);
    const rawName = bytes.subarray(at, at + 11);
    const nul = rawName.indexOf(0);
    const name = rawName.toString('latin1', 0, nul === -1 ? 11 : nul);
    if (!FIELD_NAME.test(name)) refuse(`field descriptor ${fields.length + 1} has the name ${JSON.stringify(name)}`);
    if (fields.some((field) => field.name === name)) refuse(`field ${name} is declared twice`);
    const field: DbfField = {
      name,
      type: String.fromCharCode(bytes[at + 11] as number),
      offset,
      length: bytes[at + 16] as number,
      decimals: bytes[at + 17] as number,
      nullBit: null,
    };
    if (visualFoxPro && ((bytes[at + 18] as number) & NULLABLE) !== 0) nullable.add(field);
    // dBase III keeps a memory address there. Some VFP writers leave 0 (not recorded); any
    // other value that disagrees with the fields before it contradicts the layout.
    const displacement = bytes.readUInt32LE(at + 12);
    if (visualFoxPro && displacement !== 0 && displacement !== offset) {
      refuse(`field ${name} has displacement ${displacement}, but the fields before it end at byte ${offset}`);
    }
    if (offset + field.length > recordLength) {
      refuse(`field ${name} (offset ${offset}, length ${field.length}) runs past the ${recordLength}-byte record`);
    }
    offset += field.length;
    fields.push(field);
  }
  if (fields.length === 0) refuse('the header declares no fields');
  placeNullBits(fields, nullable, refuse);
  return fields;
}

/** Nullable fields take the bits of _NullFlags in field order; a variable-length field before one would shift them. */
function placeNullBits(fields: DbfField[], nullable: ReadonlySet<DbfField>, refuse: (reason: string) => never): void {
  let bit = 0;
  let variable: DbfField | undefined;
  for (const field of fields) {
    if (!nullable.has(field)) {
      if (VARIABLE_LENGTH.has(field.type)) variable = field;
      continue;
    }
    if (variable)
      refuse(
        `field ${field.name} is nullable after the variable-length field ${variable.name}: its null flag cannot be placed`,
      );
    field.nullBit = bit;
    bit += 1;
  }
  const flags = fields.find((field) => field.type === NULL_FLAGS_TYPE);
  if (bit > 0 && !flags) refuse('nullable fields are declared but there is no _NullFlags field');
  if (flags && bit > flags.length * 8)
    refuse(`${bit} nullable fields do not fit the ${flags.length}-byte _NullFlags field`);
}

function isBitSet(bytes: Buffer, start: number, length: number, bit: number): boolean {
  const at = start + Math.floor(bit / 8);
  return at < start + length && ((bytes[at] as number) & (1 << (bit % 8))) !== 0;
}

function checkSize(
  bytes: Buffer,
  headerLength: number,
  recordCount: number,
  recordLength: number,
  refuse: (reason: string) => never,
): void {
  const expected = headerLength + recordCount * recordLength;
  const declared = `the header declares ${recordCount} records of ${recordLength} bytes after ${headerLength} header bytes (${expected} bytes)`;
  if (bytes.length < expected) refuse(`truncated: ${declared}, the file has ${bytes.length}`);
  const exact = bytes.length === expected || (bytes.length === expected + 1 && bytes[expected] === EOF_MARK);
  if (!exact) refuse(`the record count does not match the file: ${declared}, the file has ${bytes.length}`);
}

function readerFor(file: string, field: DbfField): FieldReader {
  const { name, type, length } = field;
  const refuse = (reason: string): never => {
    throw new FieldFault(reason);
  };
  const expectLength = (allowed: readonly number[]): void => {
    if (!allowed.includes(length)) throw new ImportError(`${file}: field ${name} of type ${type} has length ${length}`);
  };
  switch (type) {
    case 'C':
      return (bytes, start) => decodeText(bytes, start, start + length, () => refuse('not valid GB18030 text'));
    case 'N':
    case 'F':
      return (bytes, start) => {
        const text = asciiTrimmed(bytes, start, length);
        if (text !== '' && !NUMERIC_TEXT.test(text)) refuse(`${JSON.stringify(text)} is not a number as written`);
        return text;
      };
    case 'D':
      expectLength([8]);
      return (bytes, start) => {
        const text = asciiTrimmed(bytes, start, length);
        if (text !== '' && !/^[0-9]{8}$/.test(text)) refuse(`${JSON.stringify(text)} is not a date YYYYMMDD`);
        return text;
      };
    case 'L':
      expectLength([1]);
      return (bytes, start) => {
        const mark = String.fromCharCode(bytes[start] as number);
        if ('TtYy'.includes(mark)) return true;
        if ('FfNn'.includes(mark)) return false;
        if (mark === '?' || mark === ' ') return null;
        return refuse(`byte 0x${hex(bytes[start] as number)} is not a logical value`);
      };
    case 'M':
      expectLength([4, 10]);
      // Block 0 is the memo file's header, so it can only mean "no memo".
      if (length === 4) return (bytes, start) => bytes.readUInt32LE(start) || null;
      return (bytes, start) => {
        const text = asciiTrimmed(bytes, start, length);
        if (text !== '' && !/^[0-9]+$/.test(text)) refuse(`${JSON.stringify(text)} is not a memo block number`);
        return text === '' ? null : Number.parseInt(text, 10) || null;
      };
    case 'I':
      expectLength([4]);
      return (bytes, start) => String(bytes.readInt32LE(start));
    case 'B':
      expectLength([8]);
      return (bytes, start) => plainDouble(bytes.readDoubleLE(start)) ?? refuse('not a finite number');
    case 'Y':
      expectLength([8]);
      return (bytes, start) => fourPlaces(bytes.readBigInt64LE(start));
    case 'T':
      expectLength([8]);
      return (bytes, start) =>
        dateTime(bytes.readInt32LE(start), bytes.readInt32LE(start + 4)) ?? refuse('not a date-time');
    default:
      // _NullFlags is read with the fields it marks; a type this reader does not know is not read.
      return () => null;
  }
}

/** Text with trailing spaces and NULs removed; neither byte can end a GB18030 multi-byte character. */
function decodeText(bytes: Buffer, start: number, end: number, onInvalid: () => never): string {
  let last = end;
  while (last > start && (bytes[last - 1] === 0x20 || bytes[last - 1] === 0x00)) last -= 1;
  let ascii = true;
  for (let i = start; i < last && ascii; i += 1) ascii = (bytes[i] as number) < 0x80;
  if (ascii) return bytes.toString('latin1', start, last);
  try {
    return gb18030.decode(bytes.subarray(start, last));
  } catch {
    return onInvalid();
  }
}

/** Numeric, date and memo fields are ASCII, right-aligned or blank: trimmed both sides. */
function asciiTrimmed(bytes: Buffer, start: number, length: number): string {
  return bytes.toString('latin1', start, start + length).replace(/^[ \0]+|[ \0]+$/g, '');
}

/** A field's bytes as found: ASCII as text (padding trimmed), anything else in hex. */
function rawOf(bytes: Buffer, start: number, length: number): string {
  const field = bytes.subarray(start, start + length);
  return field.every((byte) => byte < 0x80) ? asciiTrimmed(bytes, start, length) : field.toString('hex').toUpperCase();
}

function hex(byte: number): string {
  return byte.toString(16).padStart(2, '0').toUpperCase();
}
