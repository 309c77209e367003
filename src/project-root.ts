/**
 * The repository folder (the one with package.json), found from this file, so that the
 * shipped data folder is found the same way from src/ under tsx and from dist/ after a build.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function projectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    folder = parent;
  }
  return folder;
}

/** The publishers' files the shipped data is built from, with where each came from (sources/SOURCES.md). */
export function sourcesDir(): string {
  return join(projectRoot(), 'sources');
}
