/**
 * What a scan of DATA_DIR looks at without reading a file: a folder's entries, and how a version
 * folder looks (modification times and sizes), so that a folder refused for its files is read again
 * only once it changed (store.ts).
 */
import { type Dirent, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_REPORT_FILE } from './manifest.js';

/** A folder's entries, or why it cannot be listed (`missing` when it does not exist). */
export function listingOf(dir: string): { entries: Dirent[] } | { problem: string; missing: boolean } {
  try {
    return { entries: readdirSync(dir, { withFileTypes: true }) };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
    if (code === 'ENOENT') return { problem: 'does not exist', missing: true };
    return { problem: code === 'ENOTDIR' ? 'is not a folder' : `cannot be read (${code})`, missing: false };
  }
}

/** The files a version is read from: a folder refused for them is read again once one of these changes. */
const VERSION_FILES = ['manifest.json', 'rows.json', 'rows.csv', IMPORT_REPORT_FILE];

/** How a version folder and its files look: modification times and sizes, a handful of lstat calls. */
export function folderStamp(folder: string): string {
  return [folder, ...VERSION_FILES.map((name) => join(folder, name))]
    .map((path) => {
      const stats = lstatSync(path, { throwIfNoEntry: false });
      return stats ? `${stats.mtimeMs}:${stats.size}` : '-';
    })
    .join(' ');
}
