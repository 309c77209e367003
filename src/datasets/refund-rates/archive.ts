/**
 * Finds the three files of the STA export refund rate library (cmcode.DBF, stdcm.dbf,
 * STDCM.FPT) in a folder, a .zip or a .rar, as the tax bureaus distribute it: names in any
 * letter case, usually inside a folder such as 出口退税率文库CMCODE2026B. Exactly one file must
 * answer to each name; a missing one, two candidates, or an archive that cannot be read is
 * refused, never resolved by picking one.
 *
 * Zip entry names without the UTF-8 flag, and RAR 4 names without the Unicode flag, are GBK on
 * the machines that make these archives; they read as Latin-1 and unrar mangles them, so they are
 * decoded again, for messages only (matching is by the ASCII file name).
 *
 * What is read is bounded by LIBRARY_LIMITS: the archive, each of the three files, their total. An
 * entry's declared size is held against them before anything is inflated, and what is inflated is
 * counted against what was declared (zip-entries.ts; unrar writes no more of a file than its header
 * declares, and what it gave is checked again): a bomb is refused, naming the file and the limit.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { type FileHeader, createExtractorFromData } from 'node-unrar-js';
import { ImportError } from '../model.js';
import { TooLarge, sizeText } from '../size-limit.js';
import { rar4FileNames } from './rar-names.js';
import { inflateEntry, zipEntries } from './zip-entries.js';

const MIB = 1024 * 1024;

/**
 * What the refund library may weigh. The real library is not stored here; one of its real size
 * (40,000 records and names, test/fixtures/refund-library-real-size.ts) is cmcode.DBF 11.3 MB,
 * stdcm.dbf 1.8 MB, STDCM.FPT 3.0 MB: 16 MB in all, 1.1 MB zipped. Each file may be 64 MiB (over
 * 5 times the largest), the three 96 MiB, the archive as downloaded or read 64 MiB.
 */
export const LIBRARY_LIMITS: LibraryLimits = { archive: 64 * MIB, entry: 64 * MIB, total: 96 * MIB };

export interface LibraryLimits {
  archive: number;
  entry: number;
  total: number;
}

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

export async function readLibraryFiles(path: string, limits: LibraryLimits = LIBRARY_LIMITS): Promise<LibraryFiles> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new ImportError(`${path}: no such file or folder`);
  if (stat.isDirectory()) return pick(basename(path), folderCandidates(path, limits));
  const name = basename(path);
  if (stat.size > limits.archive)
    throw new TooLarge(`${name}: ${stat.size} bytes, more than the library's limit of ${sizeText(limits.archive)}`);
  const bytes = readFileSync(path);
  const format = archiveFormat(bytes);
  if (!format) throw new ImportError(`${name}: neither a folder nor a zip or rar archive`);
  const candidates =
    format === 'zip' ? await zipCandidates(name, bytes, limits) : await rarCandidates(name, bytes, limits);
  return { ...pick(name, candidates), archive: { name, sha256: sha256(bytes), format } };
}

/**
 * Refuses sizes past the limits before anything is read or inflated, naming the first file that
 * is: one past the limit of a file, or the one that takes the total past its limit. `says` is how
 * the size is known: an archive's entry declares it, a folder's file is it.
 */
function holdDeclared(
  where: string,
  entries: ReadonlyArray<{ name: string; declared: number }>,
  limits: LibraryLimits,
  says: 'declares' | 'is' = 'declares',
) {
  let total = 0;
  for (const { name, declared } of entries) {
    total += declared;
    const over =
      declared > limits.entry
        ? `${says} ${declared} bytes, more than the limit of ${sizeText(limits.entry)} for one file`
        : total > limits.total
          ? `takes what is read to ${total} bytes, more than the limit of ${sizeText(limits.total)} in all`
          : null;
    if (over) throw new TooLarge(`${where}: ${name} ${over}`);
  }
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

function folderCandidates(folder: string, limits: LibraryLimits): Candidate[] {
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
  holdDeclared(
    basename(folder),
    found.map(({ path }) => ({ name: path, declared: statSync(join(folder, path)).size })),
    limits,
    'is',
  );
  return found;
}

async function zipCandidates(archive: string, bytes: Buffer, limits: LibraryLimits): Promise<Candidate[]> {
  try {
    const wanted = zipEntries(bytes).filter((entry) => partOf(entry.name) !== undefined);
    const encrypted = wanted.find((entry) => entry.encrypted);
    if (encrypted) throw new ImportError(`${archive}: ${displayZipName(encrypted.name)} is password-protected`);
    holdDeclared(
      archive,
      wanted.map((entry) => ({ name: displayZipName(entry.name), declared: entry.declared })),
      limits,
    );
    const candidates: Candidate[] = [];
    for (const entry of wanted) {
      const path = displayZipName(entry.name);
      const data = await inflateEntry(
        bytes,
        entry,
        (count) =>
          new TooLarge(`${archive}: ${path} inflates past the ${entry.declared} bytes it declares`, {
            wire: 0,
            inflated: count,
          }),
      );
      candidates.push({ path, load: () => data });
    }
    return candidates;
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${archive}: not a readable zip archive (${(error as Error).message})`);
  }
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

async function rarCandidates(archive: string, bytes: Buffer, limits: LibraryLimits): Promise<Candidate[]> {
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
    holdDeclared(archive, unpacked(listed, headers, shown), limits);
    // unrar checks each file's CRC while extracting: a damaged archive throws here.
    const files = [...extractor.extract({ files: headers.map((h) => h.name) }).files];
    return files.map((file) => {
      const path = shown.get(file.fileHeader.name) ?? file.fileHeader.name;
      const extraction = file.extraction ?? new Uint8Array();
      if (extraction.length > file.fileHeader.unpSize)
        throw new TooLarge(`${archive}: ${path} unpacked past the ${file.fileHeader.unpSize} bytes it declares`);
      return { path, load: () => extraction };
    });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${archive}: not a readable rar archive (${(error as Error).message})`);
  }
}

/**
 * What unrar unpacks to give the wanted files, each with its declared size: the wanted files; in a
 * solid archive, every file up to the last wanted one too, since each is unpacked from those before it.
 */
function unpacked(
  listed: readonly FileHeader[],
  wanted: readonly FileHeader[],
  shown: ReadonlyMap<string, string>,
): Array<{ name: string; declared: number }> {
  const last = Math.max(...wanted.map((h) => listed.indexOf(h)));
  const solid = listed.some((h) => h.flags.solid);
  return listed
    .filter((h, index) => !h.flags.directory && (wanted.includes(h) || (solid && index <= last)))
    .map((h) => ({ name: shown.get(h.name) ?? h.name, declared: h.unpSize }));
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
