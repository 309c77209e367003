/**
 * The files of a ports folder, each read whole: strict UTF-8, its sha256 for the manifest,
 * and every way it can fail turned into an ImportError that names the file and the record,
 * so that a refusal says where to look and nothing half-read goes further.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CsvError, parseCsvObjects } from '../../core/csv.js';
import { ImportError, type ImportInput } from '../model.js';
import {
  type JsonObject,
  type JsonValue,
  JsonNumber,
  JsonTextError,
  isJsonObject,
  parseJsonText,
} from './json-text.js';

export interface InputFile {
  /** The path inside the folder, as recorded in the manifest (world-port-index/UpdatedPub150.csv). */
  name: string;
  text: string;
  input: ImportInput;
}

/** One CSV record with its number in the file (the header is record 1). */
export interface CsvRecord {
  record: number;
  fields: Readonly<Record<string, string>>;
}

export async function readInput(folder: string, name: string, role: string): Promise<InputFile> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(folder, name));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file is missing' : String(error);
    throw new ImportError(`${name}: cannot be read: ${reason}`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError(`${name}: is not valid UTF-8`);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { name, text, input: { name, sha256, role } };
}

/** The records of a CSV file that has at least one record and every column in `required`. */
export function csvRecords(file: InputFile, required: readonly string[]): CsvRecord[] {
  let records: Array<Record<string, string>>;
  try {
    records = parseCsvObjects(file.text);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportError(`${file.name}: ${error.message}`);
    throw error;
  }
  const first = records[0];
  if (!first) throw new ImportError(`${file.name}: has no records`);
  const missing = required.filter((column) => !(column in first));
  if (missing.length > 0)
    throw new ImportError(`${file.name}: the header lacks ${missing.map((c) => `"${c}"`).join(', ')}`);
  return records.map((fields, index) => ({ record: index + 2, fields }));
}

export function jsonDocument(file: InputFile): JsonValue {
  try {
    return parseJsonText(file.text);
  } catch (error) {
    if (error instanceof JsonTextError) throw new ImportError(`${file.name}: not valid JSON: ${error.message}`);
    throw error;
  }
}

// Shape checks for JSON values; `where` names the file and the place in it.

export function expectObject(value: JsonValue | undefined, where: string): JsonObject {
  if (value === undefined || !isJsonObject(value)) throw new ImportError(`${where} should be an object`);
  return value;
}

export function expectString(value: JsonValue | undefined, where: string): string {
  if (typeof value !== 'string') throw new ImportError(`${where} should be a string`);
  return value;
}

export function optionalString(value: JsonValue | undefined, where: string): string | null {
  return value === undefined ? null : expectString(value, where);
}

export function expectStrings(value: JsonValue | undefined, where: string): string[] {
  if (!Array.isArray(value)) throw new ImportError(`${where} should be a list of strings`);
  return (value as readonly JsonValue[]).map((item, index) => expectString(item, `${where}[${index}]`));
}

export function expectNumberTexts(value: JsonValue | undefined, where: string): string[] {
  if (!Array.isArray(value)) throw new ImportError(`${where} should be a list of numbers`);
  return (value as readonly JsonValue[]).map((item, index) => {
    if (!(item instanceof JsonNumber)) throw new ImportError(`${where}[${index}] should be a number`);
    return item.text;
  });
}
