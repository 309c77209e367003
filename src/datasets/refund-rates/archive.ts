/**
 * Finds the three files of the STA export refund rate library (cmcode.DBF, stdcm.dbf,
 * STDCM.FPT) in a folder, a .zip or a .rar, as the tax bureaus distribute it: names in any
 * letter case, usually inside a folder such as 出口退税率文库CMCODE2026B. Exactly one file must
 * answer to each name; a missing one, two candidates, or an archive that cannot be read is
 * refused, never resolved by picking one.
 *
 * Zip entry names without the UTF-8 flag, and RAR 4 names without the Unicode flag, are GBK on
 * the machines that make these archives; fflate hands them over as Latin-1 and unrar mangles
 * them, so they are decoded again, for messages only (matching is by the ASCII file name).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { unzipSync } from 'fflate';
import { createExtractorFromData } from 'node-unrar-js';
import { ImportError } from '../model.js';
import { rar4FileNames } from './rar-names.js';

interface LibraryFile {
  /** The file's own name, letter case as found, without folders. */
  name: string;
  bytes: Buffer;
  sha256: string;
}

export interface LibraryFiles {
  cmcode: LibraryFile;
  stdcm: LibraryFile;
  fpt: LibraryFile;
  /** The archive the three came from, when `path` was one. */
  archive?: { name: string; sha256: string; format: 'zip' | 'rar' };
}

type Part = 'cmcode' | 'stdcm' | 'fpt';
const PARTS: ReadonlyMap<string, Part> = new Map([
  ['cmcode.dbf', 'cmcode'],
  ['stdcm.dbf', 'stdcm'],
  ['stdcm.fpt', 'fpt'],
]);
const OFFICIAL_NAMES: Readonly<Record<Part, string>> = { cmcode: 'cmcode.DBF', stdcm: 'stdcm.dbf', fpt: 'STDCM.FPT' };

/** A file offered under one of the wanted names; a folder's is read only when it is the only one. */
interface Candidate {
  path: string;
  load: () => Uint8Array;
}

export async function readLibraryFiles(path: string): Promise<LibraryFiles> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new ImportError(`${path}: no such file or folder`);
  if (stat.isDirectory()) return pick(basename(path), folderCandidates(path));
  const bytes = readFileSync(path);
  const name = basename(path);
  const format = archiveFormat(bytes);
  if (!format) throw new ImportError(`${name}: neither a folder nor a zip or rar archive`);
  const candidates = format === 'zip' ? zipCandidates(name, bytes) : await rarCandidates(name, bytes);
  return { ...pick(name, candidates), archive: { name, sha256: sha256(bytes), format } };
}

export function archiveFormat(bytes: Buffer): 'zip' | 'rar' | undefined {
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return 'zip';
  if (bytes.subarray(0, 6).equals(Buffer.from('Rar!\x1a\x07', 'latin1'))) return 'rar';
  return undefined;
}

function partOf(entryPath: string): Part | undefined {
  const fileName = entryPath.split(/[\\/]/).pop() ?? '';
  return PARTS.get(fileName.toLowerCase());
}

function folderCandidates(folder: string): Candidate[] {
  const found: Candidate[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && partOf(entry.name))
        found.push({ path: relative(folder, full), load: () => readFileSync(full) });
    }
  };
  walk(folder);
  return found;
}

function zipCandidates(archive: string, bytes: Buffer): Candidate[] {
  const wanted: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        const isWanted = partOf(file.name) !== undefined;
        if (isWanted) wanted.push(file.name);
        return isWanted;
      },
    });
  } catch (error) {
    throw new ImportError(`${archive}: not a readable zip archive (${(error as Error).message})`);
  }
  return wanted.map((entry) => ({
    path: displayZipName(entry),
    load: () => entries[entry] ?? new Uint8Array(),
  }));
}

/** Latin-1 text whose bytes decode as GBK is shown as GBK; anything else as fflate gave it. */
function displayZipName(name: string): string {
  if (!/[\x80-\xff]/.test(name) || /[^\x00-\xff]/.test(name)) return name;
  try {
    return new TextDecoder('gb18030', { fatal: true }).decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
}

async function rarCandidates(archive: string, bytes: Buffer): Promise<Candidate[]> {
  try {
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const extractor = await createExtractorFromData({ data });
    const listed = [...extractor.getFileList().fileHeaders];
    // unrar's name → the name as the archiving machine wrote it (GBK), for messages.
    const written = rar4FileNames(bytes);
    const shown = new Map(listed.map((h, index) => [h.name, written[index] ?? h.name]));
    const headers = listed.filter((h) => !h.flags.directory && partOf(h.name));
    const encrypted = headers.find((h) => h.flags.encrypted);
    if (encrypted) throw new ImportError(`${archive}: ${shown.get(encrypted.name)} is password-protected`);
    if (headers.length === 0) return [];
    // unrar checks each file's CRC while extracting: a damaged archive throws here.
    const files = [...extractor.extract({ files: headers.map((h) => h.name) }).files];
    return files.map((file) => ({
      path: shown.get(file.fileHeader.name) ?? file.fileHeader.name,
      load: () => file.extraction ?? new Uint8Array(),
    }));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${archive}: not a readable rar archive (${(error as Error).message})`);
  }
}

/** Exactly one candidate for each part, else a refusal naming what is missing or doubled. */
function pick(where: string, candidates: readonly Candidate[]): Omit<LibraryFiles, 'archive'> {
  const one = (part: Part): LibraryFile => {
    const matches = candidates.filter((candidate) => partOf(candidate.path) === part);
    const [only] = matches;
    if (!only) throw new ImportError(`${where}: no ${OFFICIAL_NAMES[part]} (in any letter case) found`);
    if (matches.length > 1) {
      throw new ImportError(
        `${where}: ${OFFICIAL_NAMES[part]} is there twice: ${matches.map((m) => m.path).join(', ')}`,
      );
    }
    const loaded = only.load();
    const bytes = Buffer.isBuffer(loaded) ? loaded : Buffer.from(loaded.buffer, loaded.byteOffset, loaded.byteLength);
    return { name: only.path.split(/[\\/]/).pop() ?? only.path, bytes, sha256: sha256(bytes) };
  };
  return { cmcode: one('cmcode'), stdcm: one('stdcm'), fpt: one('fpt') };
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
